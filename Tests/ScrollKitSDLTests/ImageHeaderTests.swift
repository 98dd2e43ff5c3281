import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Reading the size from PNG and JPEG headers, before any decoding.
    @Suite @MainActor struct ImageHeaders {
        /// Real files: a PNG written by SDL_image, and JPEGs written by ImageMagick (baseline,
        /// progressive, and one with a 3000-byte comment segment before its frame header).
        func realFiles(_ h: Headless) throws -> [(name: String, bytes: Data, format: ImageHeader.Format)] {
            let directory = try temporaryDirectory()
            let png = directory.appendingPathComponent("a.png").path
            try writeBandedPNG(context: h.context, width: 123, height: 45, bands: [red, blue], to: png)
            var files = [(name: "png", bytes: try Data(contentsOf: URL(fileURLWithPath: png)), format: ImageHeader.Format.png)]
            let variants: [(String, [String])] = [
                ("baseline", []),
                ("progressive", ["-interlace", "JPEG"]),
                ("comment", ["-set", "comment", String(repeating: "carousel ", count: 340)]),
            ]
            for (name, options) in variants {
                let jpeg = directory.appendingPathComponent("\(name).jpg").path
                let convert = Process()
                convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
                convert.arguments = [png] + options + [jpeg]
                try convert.run()
                convert.waitUntilExit()
                try #require(convert.terminationStatus == 0)
                files.append((name, try Data(contentsOf: URL(fileURLWithPath: jpeg)), .jpeg))
            }
            return files
        }

        @Test func realPNGAndJPEGFilesGiveTheirSizeAtTheFirstPrefixThatHoldsIt() throws {
            let h = try Headless()
            for file in try realFiles(h) {
                let expected = ImageHeader(format: file.format, width: 123, height: 45)
                #expect(ImageHeader.scan(file.bytes) == .found(expected), "\(file.name)")
                // Fed byte by byte as a download arrives: "needs more" until the size is there,
                // then found, and never invalid.
                var firstFound: Int?
                for length in 0...file.bytes.count {
                    let scan = ImageHeader.scan(file.bytes.prefix(length))
                    if firstFound == nil {
                        if scan == .found(expected) {
                            firstFound = length
                        } else {
                            #expect(scan == .needsMoreData, "\(file.name) at \(length): \(scan)")
                        }
                    } else if length % 97 == 0 {
                        #expect(scan == .found(expected), "\(file.name) at \(length)")
                    }
                }
                let found = try #require(firstFound, "\(file.name)")
                if file.format == .png { #expect(found == 24) }
                if file.name == "comment" { #expect(found > 3000, "the comment segment is skipped by its length") }
            }
        }

        @Test func aDecompressionBombDeclaresItsSizeInTheFirst24Bytes() {
            let bomb = TestPNG.declaring(width: 100_000, height: 100_000)
            #expect(bomb.count < 1000)
            #expect(ImageHeader.scan(bomb.prefix(24)) == .found(ImageHeader(format: .png, width: 100_000, height: 100_000)))
            let refusal = ImageLoader.Configuration.default.refusal(
                of: ImageHeader(format: .png, width: 100_000, height: 100_000))
            #expect(refusal?.reason.contains("over the limit of 8192 pixels per side (maxDimension)") == true)
            #expect(ImageLoader.Configuration.default.refusal(of: ImageHeader(format: .png, width: 8192, height: 4096)) == nil)
        }

        @Test func aHandMadeJPEGWithFillBytesAndAProgressiveFrame() {
            var bytes: [UInt8] = [0xFF, 0xD8]
            bytes += [0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0x41, count: 14) // APP0, 16 bytes
            bytes += [0xFF, 0xD0] // RST0: no length
            bytes += [0xFF, 0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x03, 0x00, 0x04, 0x00] + Array(repeating: 0, count: 10)
            #expect(ImageHeader.scan(Data(bytes)) == .found(ImageHeader(format: .jpeg, width: 1024, height: 768)))
            // DHT (C4) looks like a frame marker but is not one.
            var dht: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x06, 0x01, 0x02, 0x03, 0x04]
            dht += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40]
            #expect(ImageHeader.scan(Data(dht)) == .found(ImageHeader(format: .jpeg, width: 64, height: 32)))
        }

        @Test(arguments: [
            ("text", Data("this is not a PNG".utf8), "not a PNG or JPEG file (it begins with 74 68 69 73 20 69 73 20)"),
            ("html", Data("<!DOCTYPE html>".utf8), "not a PNG or JPEG"),
            ("gif", Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), "not a PNG or JPEG"),
            (
                "png without IHDR",
                Data(
                    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IDAT".utf8)
                        + Array(repeating: 1, count: 8)), "IHDR"
            ),
            ("png of size 0", TestPNG.declaring(width: 0, height: 10), "impossible size of 0×10"),
            ("jpeg data before a frame", Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08]), "no frame header"),
            ("jpeg garbage between segments", Data([0xFF, 0xD8, 0x12, 0x34]), "no segment marker at byte 2"),
            ("jpeg of height 0", Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x00, 0x00, 0x40]), "0"),
        ])
        func malformedOrForeignHeadersAreInvalid(name: String, bytes: Data, reason: String) {
            guard case .invalid(let message) = ImageHeader.scan(bytes) else {
                Issue.record("\(name): \(ImageHeader.scan(bytes))")
                return
            }
            #expect(message.contains(reason), "\(name): \(message)")
        }

        @Test func emptyAndShortBeginningsNeedMoreData() {
            #expect(ImageHeader.scan(Data()) == .needsMoreData)
            #expect(ImageHeader.scan(Data([0x89, 0x50, 0x4E])) == .needsMoreData)
            #expect(ImageHeader.scan(Data([0xFF])) == .needsMoreData)
            #expect(ImageHeader.scan(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x01, 0x00])) == .needsMoreData, "inside a long segment")
        }
    }
}
