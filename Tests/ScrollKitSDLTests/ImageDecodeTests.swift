import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// `Tests/Fixtures/images/<name>` (see the README there).
func imageFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images/\(name)").path
}

extension SDLTests {
    /// Odd and damaged files: true colours or one clear warning, never raw library output.
    @Suite @MainActor struct ImageDecoding {
        /// The inks of the fixtures (C 0, M 90 %, Y 90 %, K 8 %) as RGB.
        static let fixtureRed = RGBA8(red: 235, green: 23, blue: 23)

        @Test(arguments: ["red-cmyk-adobe.jpg", "red-ycck-adobe.jpg", "red-cmyk-plain.jpg"])
        func cmykAndYcckJPEGsShowTheirTrueColours(file: String) throws {
            let h = try Headless()
            let image = ImageReference(imageFixture(file))
            let pixels = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .ready, "\(h.log.warnings)")
            #expect(h.log.warnings.isEmpty, "\(h.log.warnings)")
            let pixel = pixels.pixel(x: 30, y: 50)
            #expect(close(pixel, Self.fixtureRed, tolerance: 10), "\(file): \(pixel)")
        }

        @Test func aJPEGCutShortIsRefusedWithLibjpegsMessage() throws {
            let h = try Headless()
            let whole = try Data(contentsOf: URL(fileURLWithPath: imageFixture("gradient.jpg")))
            let path = try temporaryDirectory().appendingPathComponent("cut.jpg").path
            try whole.prefix(whole.count * 2 / 3).write(to: URL(fileURLWithPath: path))
            let image = ImageReference(path)
            let pixels = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .failed)
            #expect(h.log.warnings.count == 1, "\(h.log.warnings)")
            let warning = try #require(h.log.warnings.first)
            #expect(
                warning.contains(path) && warning.contains("damaged or cut short")
                    && warning.contains("libjpeg: Premature end of JPEG file"), "\(warning)")
            #expect(close(pixels.pixel(x: 10, y: 50), placeholderPixel), "a placeholder, not half grey")
        }

        @Test(arguments: [("cut", "read beyond end of data"), ("bad CRC", "IDAT: CRC error"), ("corrupt data", "IDAT: ")])
        func aDamagedPNGIsRefusedWithLibpngsMessage(kind: String, message: String) throws {
            let h = try Headless()
            let folder = try temporaryDirectory()
            let good = folder.appendingPathComponent("good.png").path
            try writeBandedPNG(context: h.context, width: 60, height: 40, bands: [red, green], to: good)
            var bytes = try Data(contentsOf: URL(fileURLWithPath: good))
            let idat = try #require(bytes.range(of: Data("IDAT".utf8)))
            let length = bytes[(idat.lowerBound - 4)..<idat.lowerBound].reduce(0) { $0 << 8 | Int($1) }
            switch kind {
            case "cut": bytes = bytes.prefix(idat.upperBound + 20)
            case "bad CRC": bytes[idat.upperBound + length] ^= 0xFF // the chunk's CRC
            default: bytes[idat.upperBound] ^= 0xFF // the zlib header: the data cannot be inflated
            }
            let path = folder.appendingPathComponent("damaged.png").path
            try bytes.write(to: URL(fileURLWithPath: path))
            let image = ImageReference(path)
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .failed)
            #expect(h.log.warnings.count == 1, "\(h.log.warnings)")
            let warning = try #require(h.log.warnings.first)
            #expect(warning.contains(path) && warning.contains("(libpng: \(message)"), "\(kind): \(warning)")
        }

        @Test func decodingPrintsNothingOnStandardError() throws {
            // libpng's default handlers print "libpng warning:"/"libpng error:" to stderr; the
            // decoder's own handlers keep every message: capture fd 2 around a damaged decode.
            let h = try Headless()
            let folder = try temporaryDirectory()
            let good = folder.appendingPathComponent("good.png").path
            try writeBandedPNG(context: h.context, width: 60, height: 40, bands: [red], to: good)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
            let whole = try Data(contentsOf: URL(fileURLWithPath: imageFixture("gradient.jpg")))
            let captured = try capturingStandardError {
                for (name, data) in [("cut.png", bytes.prefix(bytes.count - 30)), ("cut.jpg", whole.prefix(whole.count / 2))] {
                    let path = folder.appendingPathComponent(name).path
                    try data.write(to: URL(fileURLWithPath: path))
                    if case .decoded = ImageDecodeProbe.decode(path: path) { Issue.record("\(name) decoded") }
                }
            }
            // Other suites may write to stderr meanwhile: look for the libraries' words only.
            #expect(!captured.contains("libpng") && !captured.contains("Premature end"), "\(captured)")
        }

        @Test(arguments: [
            ("fifo", "it is a FIFO (named pipe), not a regular file"),
            ("device", "it is a character device, not a regular file"),
            ("loop", "symbolic link loop"),
            ("dangling", "it is a symbolic link to"),
            ("folder", "it is a folder, not a file"),
            ("empty", "the file is empty"),
        ])
        func anImagePathNamesItsRealProblem(kind: String, reason: String) throws {
            let folder = try temporaryDirectory()
            let path: String
            switch kind {
            case "fifo":
                path = folder.appendingPathComponent("pipe.png").path
                try #require(mkfifo(path, 0o644) == 0)
            case "device":
                path = "/dev/zero"
            case "loop":
                path = folder.appendingPathComponent("a.png").path
                try FileManager.default.createSymbolicLink(
                    atPath: path, withDestinationPath: folder.appendingPathComponent("b.png").path)
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent("b.png").path, withDestinationPath: path)
            case "dangling":
                path = folder.appendingPathComponent("gone.png").path
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/nonexistent/x.png")
            case "folder":
                path = folder.path
            default:
                path = folder.appendingPathComponent("empty.png").path
                try Data().write(to: URL(fileURLWithPath: path))
            }
            guard case .failed(let file, let message) = ImageDecodeProbe.decode(path: path) else {
                Issue.record("\(kind) decoded")
                return
            }
            #expect(file == path)
            #expect(message.contains(reason), "\(kind): \(message)")
        }
    }
}

/// Runs `body` with file descriptor 2 redirected to a temporary file; returns what was written.
func capturingStandardError(_ body: () throws -> Void) throws -> String {
    let path = try temporaryDirectory().appendingPathComponent("stderr.txt").path
    fflush(nil)
    let saved = dup(2)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    dup2(file, 2)
    close(file)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
    }
    try body()
    fflush(nil)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
