import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct ImageRendering {
        @Test(
            "an image fitted at any size is resampled: float error in its fitted frame never makes a source rectangle SDL refuses"
        )
        func everySizeResamples() throws {
            let source = try RasterSurface(width: 1200, height: 600)
            var failures: [String] = []
            for width in stride(from: 60, through: 420, by: 1) {
                for height in [47, 91, 130] {
                    do {
                        _ = try Rasterizer.image(
                            source.handle, width: width, height: height, radius: 8, contentMode: .scaleAspectFill)
                    } catch {
                        failures.append("\(width)x\(height): \(error)")
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) sizes failed, first: \(failures.first ?? "")")
        }

        /// A 200×100 PNG: a green quarter, a red half, a blue quarter, left to right.
        func bandedImage(_ h: Headless) throws -> ImageReference {
            let path = try temporaryDirectory().appendingPathComponent("bands.png").path
            try writeBandedPNG(context: h.context, width: 200, height: 100, bands: [green, red, red, blue], to: path)
            return ImageReference(path)
        }

        @Test func roundedBannerShowsTheImageInsideAndTheBackgroundInItsCorners() throws {
            let h = try Headless()
            let image = try bandedImage(h)
            let grey = Color(hex: 0x808080)
            let pixels = try h.drawLoadingImages(
                [.image(image, CGRect(x: 20, y: 10, width: 160, height: 80), contentMode: .scaleToFill, cornerRadius: 16)],
                background: grey
            )
            let background = RGBA8(red: 128, green: 128, blue: 128)
            #expect(close(pixels.pixel(x: 20, y: 10), background))
            #expect(close(pixels.pixel(x: 179, y: 89), background))
            #expect(close(pixels.pixel(x: 100, y: 50), .redPixel))
            #expect(close(pixels.pixel(x: 30, y: 50), .greenPixel))
            #expect(close(pixels.pixel(x: 170, y: 50), .bluePixel))
            #expect(h.loader.status(of: image) == .ready)
        }

        @Test func aspectFillCropsRatherThanStretches() throws {
            let h = try Headless()
            let image = try bandedImage(h)
            // A square: aspect-fill scales the 2:1 image to 100 pt high and crops its outer quarters.
            let pixels = try h.drawLoadingImages([
                .image(image, CGRect(x: 50, y: 0, width: 100, height: 100), contentMode: .scaleAspectFill, cornerRadius: 0)
            ])
            #expect(close(pixels.pixel(x: 52, y: 50), .redPixel))
            #expect(close(pixels.pixel(x: 147, y: 50), .redPixel))
            #expect(close(pixels.pixel(x: 100, y: 2), .redPixel))
            #expect(close(pixels.pixel(x: 45, y: 50), .black)) // nothing drawn outside the rect
            #expect(close(pixels.pixel(x: 155, y: 50), .black))
        }

        @Test func scaleToFillStretchesAndAspectFitLetterboxes() throws {
            let h = try Headless()
            let image = try bandedImage(h)
            let stretched = try h.drawLoadingImages([
                .image(image, CGRect(x: 50, y: 0, width: 100, height: 100), contentMode: .scaleToFill, cornerRadius: 0)
            ])
            #expect(close(stretched.pixel(x: 52, y: 50), .greenPixel))
            #expect(close(stretched.pixel(x: 147, y: 50), .bluePixel))
            let fitted = try h.draw([
                .image(image, CGRect(x: 50, y: 0, width: 100, height: 100), contentMode: .scaleAspectFit, cornerRadius: 0)
            ])
            // 100×50 in the middle: bars above and below.
            #expect(close(fitted.pixel(x: 100, y: 10), .black))
            #expect(close(fitted.pixel(x: 100, y: 90), .black))
            #expect(close(fitted.pixel(x: 52, y: 50), .greenPixel))
            #expect(close(fitted.pixel(x: 100, y: 50), .redPixel))
            #expect(close(fitted.pixel(x: 147, y: 50), .bluePixel))
        }

        @Test func imageHonoursAlphaAndClip() throws {
            let h = try Headless()
            let image = try bandedImage(h)
            let pixels = try h.drawLoadingImages([
                .pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)),
                .pushAlpha(0.5),
                .image(image, CGRect(x: 0, y: 0, width: 200, height: 100), contentMode: .scaleToFill, cornerRadius: 0),
                .popAlpha,
                .popClip,
            ])
            let p = pixels.pixel(x: 75, y: 50)
            #expect(abs(Int(p.red) - 128) <= 4 && p.green < 5, "\(p)")
            #expect(close(pixels.pixel(x: 150, y: 50), .black))
        }

        @Test func fileURLsLoadLikePaths() throws {
            let h = try Headless()
            let path = try bandedImage(h).key
            let image = ImageReference(URL(fileURLWithPath: path).absoluteString)
            #expect(image.key.hasPrefix("file://"))
            let pixels = try h.drawLoadingImages([
                .image(image, CGRect(x: 0, y: 0, width: 200, height: 100), contentMode: .scaleToFill, cornerRadius: 0)
            ])
            #expect(close(pixels.pixel(x: 100, y: 50), .redPixel))
        }

        @Test func jpegFilesLoad() throws {
            let h = try Headless()
            let directory = try temporaryDirectory()
            let png = directory.appendingPathComponent("red.png").path
            let jpeg = directory.appendingPathComponent("red.jpg").path
            try writeBandedPNG(context: h.context, width: 64, height: 64, bands: [red], to: png)
            // imagemagick's convert is installed on this machine (see SDL-NOTES.md).
            let convert = Process()
            convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
            convert.arguments = [png, jpeg]
            try convert.run()
            convert.waitUntilExit()
            try #require(convert.terminationStatus == 0)
            let pixels = try h.drawLoadingImages([
                .image(
                    ImageReference(jpeg), CGRect(x: 0, y: 0, width: 100, height: 100), contentMode: .scaleToFill, cornerRadius: 0)
            ])
            #expect(close(pixels.pixel(x: 50, y: 50), .redPixel, tolerance: 12))
        }

        @Test func imageNotLoadedYetDrawsThePlaceholder() throws {
            let h = try Headless()
            let image = try bandedImage(h)
            let pixels = try h.draw([
                .image(image, CGRect(x: 0, y: 0, width: 200, height: 100), contentMode: .scaleAspectFill, cornerRadius: 0)
            ])
            // Before uploadReady runs, whatever the decode thread has done, the renderer has no texture.
            let placeholder = RGBA8(red: 0x3A, green: 0x3F, blue: 0x4A)
            #expect(close(pixels.pixel(x: 10, y: 50), placeholder))
            #expect(h.loader.status(of: image) == .loading)
        }

        @Test(arguments: ["missing", "corrupt", "unsupported-scheme"])
        func unloadableImageStaysAPlaceholderWithOneWarning(kind: String) throws {
            let h = try Headless()
            let directory = try temporaryDirectory()
            let key: String
            switch kind {
            case "missing":
                key = directory.appendingPathComponent("nowhere.png").path
            case "corrupt":
                key = directory.appendingPathComponent("corrupt.png").path
                try Data("this is not a PNG".utf8).write(to: URL(fileURLWithPath: key))
            default:
                key = "ftp://example.com/banner.png"
            }
            let image = ImageReference(key)
            let commands: [DisplayCommand] = [
                .image(image, CGRect(x: 20, y: 20, width: 160, height: 60), contentMode: .scaleAspectFill, cornerRadius: 12)
            ]
            _ = try h.drawLoadingImages(commands)
            _ = h.loader.loadAllPending(into: h.renderer, timeout: 5)
            let pixels = try h.draw(commands)
            #expect(h.loader.status(of: image) == .failed)
            #expect(h.loader.imageDecodes == 1)
            let warnings = h.log.warnings
            #expect(warnings.count == 1, "\(warnings)")
            let name = kind == "unsupported-scheme" ? key : (key as NSString).lastPathComponent
            #expect(warnings.first?.contains(name) == true, "\(warnings)")
            let placeholder = RGBA8(red: 0x3A, green: 0x3F, blue: 0x4A)
            #expect(close(pixels.pixel(x: 40, y: 50), placeholder))
            #expect(close(pixels.pixel(x: 20, y: 20), .black)) // rounded corner
        }
    }
}

extension SDLTests.ImageRendering {
    @Test func manyImagesDecodeInTheBackgroundAndEachUploadsOnce() throws {
        let h = try Headless()
        let directory = try temporaryDirectory()
        let colors = [red, green, blue]
        var commands: [DisplayCommand] = []
        for i in 0..<24 {
            let path = directory.appendingPathComponent("image-\(i).png").path
            try writeBandedPNG(context: h.context, width: 32 + i, height: 16, bands: [colors[i % 3]], to: path)
            commands.append(
                .image(
                    ImageReference(path), CGRect(x: CGFloat(i % 8) * 25, y: CGFloat(i / 8) * 33, width: 24, height: 32),
                    contentMode: .scaleAspectFill, cornerRadius: 4))
        }
        // Poll like a run loop would while the decode queue works.
        var frames = 0
        repeat {
            _ = try h.draw(commands)
            h.loader.uploadReady(into: h.renderer)
            frames += 1
        } while h.loader.pendingCount > 0 && frames < 2000
        #expect(h.loader.pendingCount == 0)
        #expect(h.loader.imageDecodes == 24)
        #expect(h.renderer.statistics.imageUploads == 24)
        let pixels = try h.draw(commands)
        #expect(close(pixels.pixel(x: 12, y: 16), .redPixel))
        #expect(close(pixels.pixel(x: 37, y: 16), .greenPixel))
        #expect(close(pixels.pixel(x: 62, y: 16), .bluePixel))
    }
}
