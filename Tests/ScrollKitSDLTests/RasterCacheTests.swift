import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// Pixel checks shared by the headless suites and the real-window one (OpenGL under Xvfb).
enum RasterPixelChecks {
    /// The largest per-channel difference between any pixel of `rect` (pixels) and its first pixel.
    static func spread(_ pixels: PixelBuffer, x0: Int, y0: Int, x1: Int, y1: Int) -> (
        spread: Int, first: RGBA8, worst: (Int, Int)
    ) {
        let first = pixels.pixel(x: x0, y: y0)
        var spread = 0
        var worst = (x0, y0)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let d = pixels.pixel(x: x, y: y).distance(to: first)
                if d > spread {
                    spread = d
                    worst = (x, y)
                }
            }
        }
        return (spread, first, worst)
    }

    /// A red image at alpha 0.5 over blue, 160×80 pt with 16 pt corners at (20, 10): its interior
    /// (away from the corners and the outermost pixel) is one colour, half red and half blue.
    static let translucentImageRect = CGRect(x: 20, y: 10, width: 160, height: 80)

    static func translucentImage(_ image: ImageReference) -> [DisplayCommand] {
        [.pushAlpha(0.5), .image(image, translucentImageRect, contentMode: .scaleAspectFill, cornerRadius: 16), .popAlpha]
    }

    /// Checks the translucent image's interior and returns the issues found.
    static func checkTranslucentImage(_ pixels: PixelBuffer) -> [String] {
        var issues: [String] = []
        // Interior: inset past the 16 px corners vertically and horizontally, in two bands that
        // cover the whole quad, diagonal included.
        for (x0, y0, x1, y1) in [(21, 27, 179, 73), (37, 11, 163, 89)] {
            let (spread, first, worst) = spread(pixels, x0: x0, y0: y0, x1: x1, y1: y1)
            if spread > 2 {
                issues.append("interior \(x0),\(y0)-\(x1),\(y1) not uniform: \(spread) at \(worst) against \(first)")
            }
            if !(abs(Int(first.red) - 128) <= 3 && first.green <= 2 && abs(Int(first.blue) - 127) <= 3) {
                issues.append("interior colour \(first), expected half red over blue")
            }
        }
        return issues
    }

    /// Checks a 160×80 image with 16 px corners at (20, 10) drawn opaque over grey: the corner shows
    /// the background, the centre the image, a pixel on the arc a blend of both.
    static func checkRoundedCorner(_ pixels: PixelBuffer, image: RGBA8, background: RGBA8) -> [String] {
        var issues: [String] = []
        if !close(pixels.pixel(x: 20, y: 10), background, tolerance: 2) { issues.append("corner \(pixels.pixel(x: 20, y: 10))") }
        if !close(pixels.pixel(x: 100, y: 50), image, tolerance: 2) { issues.append("centre \(pixels.pixel(x: 100, y: 50))") }
        // The arc of the top-left corner crosses the diagonal at 16 − 16/√2 ≈ 4.69 px from each
        // edge: pixel (4, 4) from the corner straddles it.
        let edge = pixels.pixel(x: 24, y: 14)
        if !(edge.distance(to: background) >= 20 && edge.distance(to: image) >= 20) {
            issues.append("arc pixel \(edge) is not a blend")
        }
        return issues
    }
}

extension SDLTests {
    @Suite @MainActor struct RasterTextures {
        func solidImage(_ h: Headless, width: Int, height: Int, _ color: Color, name: String = "solid") throws -> ImageReference {
            let path = try temporaryDirectory().appendingPathComponent("\(name)-\(width)x\(height).png").path
            try writeBandedPNG(context: h.context, width: width, height: height, bands: [color], to: path)
            return ImageReference(path)
        }

        @Test func aTranslucentImageIsUniformAcrossItsInteriorWithNoSeam() throws {
            let h = try Headless()
            let image = try solidImage(h, width: 300, height: 150, red)
            let pixels = try h.drawLoadingImages(RasterPixelChecks.translucentImage(image), background: blue)
            let issues = RasterPixelChecks.checkTranslucentImage(pixels)
            #expect(issues.isEmpty, "\(issues)")
        }

        @Test func aRoundedImageShowsTheBackgroundInItsCornersAndABlendOnItsEdge() throws {
            let h = try Headless()
            let image = try solidImage(h, width: 300, height: 150, red)
            let pixels = try h.drawLoadingImages(
                [.image(image, RasterPixelChecks.translucentImageRect, contentMode: .scaleAspectFill, cornerRadius: 16)],
                background: Color(hex: 0x808080)
            )
            let issues = RasterPixelChecks.checkRoundedCorner(
                pixels, image: .redPixel, background: RGBA8(red: 128, green: 128, blue: 128))
            #expect(issues.isEmpty, "\(issues)")
        }

        @Test(arguments: [(1, 1), (16, 8), (2, 1), (1, 3)])
        func aTinyImageFillsItsWholeBannerEdgesIncluded(size: (Int, Int)) throws {
            let h = try Headless()
            let teal = Color(red: 0, green: 0.5, blue: 0.5)
            let image = try solidImage(h, width: size.0, height: size.1, teal)
            let pixels = try h.drawLoadingImages(
                [.image(image, CGRect(x: 10, y: 10, width: 180, height: 80), contentMode: .scaleAspectFill, cornerRadius: 0)],
                background: .white
            )
            let expected = RGBA8(red: 0, green: 128, blue: 128)
            var off: [String] = []
            for x in 10..<190 {
                for y in [10, 11, 50, 88, 89] where !close(pixels.pixel(x: x, y: y), expected, tolerance: 1) {
                    off.append("(\(x), \(y)) \(pixels.pixel(x: x, y: y))")
                }
            }
            for y in 10..<90 {
                for x in [10, 189] where !close(pixels.pixel(x: x, y: y), expected, tolerance: 1) {
                    off.append("(\(x), \(y)) \(pixels.pixel(x: x, y: y))")
                }
            }
            #expect(off.isEmpty, "\(off.count) pixels off, first \(off.prefix(4))")
            #expect(
                close(pixels.pixel(x: 9, y: 50), .white, tolerance: 0) && close(pixels.pixel(x: 190, y: 50), .white, tolerance: 0)
            )
        }

        @Test func aShapeIsRasterisedOnceInItsColourAndFadedEveryOtherTime() throws {
            let h = try Headless()
            let rect = CGRect(x: 10, y: 10, width: 100, height: 60)
            let first = try h.draw([.roundedFill(rect, radius: 12, red), .stroke(rect, radius: 12, width: 2, .white)])
            #expect(h.renderer.statistics.shapeRasterizations == 2)
            let faded = try h.draw([
                .pushAlpha(0.5), .roundedFill(rect, radius: 12, red), .stroke(rect, radius: 12, width: 2, .white), .popAlpha,
            ])
            #expect(h.renderer.statistics.shapeRasterizations == 2, "an opacity is alpha modulation, not a new texture")
            let second = try h.draw([.roundedFill(rect, radius: 12, green), .stroke(rect, radius: 12, width: 2, .white)])
            #expect(
                h.renderer.statistics.shapeRasterizations == 3,
                "a new colour is a new texture (drawn unmodulated, SDL's fast path)")
            _ = try h.draw([.roundedFill(rect, radius: 12, red), .stroke(rect, radius: 12, width: 2, .white)])
            #expect(h.renderer.statistics.shapeRasterizations == 3, "both colours stay cached")
            #expect(close(first.pixel(x: 60, y: 40), .redPixel, tolerance: 1))
            #expect(close(faded.pixel(x: 60, y: 40), RGBA8(red: 128, green: 0, blue: 0), tolerance: 1))
            #expect(
                close(faded.pixel(x: 10, y: 40), RGBA8(red: 191, green: 128, blue: 128), tolerance: 2),
                "the border, faded, over the faded fill")
            #expect(close(second.pixel(x: 60, y: 40), .greenPixel, tolerance: 1))
            #expect(close(second.pixel(x: 60, y: 10), .white, tolerance: 1))
            #expect(close(second.pixel(x: 10, y: 10), .black, tolerance: 1))
        }

        @Test func tenThousandDistinctSizesStayUnderTheByteLimit() throws {
            let h = try Headless(width: 400, height: 300)
            h.renderer.configuration.rasterCacheByteCapacity = 1024 * 1024
            var peakBytes = 0
            var peakCount = 0
            for frame in 0..<100 {
                var commands: [DisplayCommand] = []
                for i in 0..<100 {
                    let n = frame * 100 + i
                    commands.append(
                        .roundedFill(
                            CGRect(x: 0, y: 0, width: CGFloat(20 + n % 100), height: CGFloat(20 + n / 100 * 2)),
                            radius: 6, .white))
                }
                _ = try h.draw(commands)
                peakBytes = max(peakBytes, h.renderer.statistics.rasterCacheBytes)
                peakCount = max(peakCount, h.renderer.statistics.rasterCacheCount)
            }
            #expect(h.renderer.statistics.shapeRasterizations == 10_000)
            // 1 MiB, raised to four times the 400×300 surface's 480 000 bytes.
            #expect(h.renderer.statistics.rasterCacheByteLimit == 4 * 400 * 300 * 4)
            #expect(peakBytes <= h.renderer.statistics.rasterCacheByteLimit, "peak \(peakBytes) bytes")
            #expect(peakCount <= h.renderer.configuration.rasterCacheCountCapacity)
            #expect(h.renderer.statistics.rasterCacheEvictions > 0)
            #expect(
                h.renderer.statistics.rasterCacheBytes > h.renderer.statistics.rasterCacheByteLimit / 2,
                "the cache is used up to its bound, not emptied")
        }

        @Test func aShapeLargerThanTheWholeCacheIsDrawnButNotKept() throws {
            let h = try Headless()
            h.renderer.configuration.rasterCacheByteCapacity = 1000
            // The limit is four times the 200×100 surface (320 000 bytes): a 600×200 shape is past it.
            let pixels = try h.draw([.roundedFill(CGRect(x: 10, y: 10, width: 600, height: 200), radius: 8, red)])
            #expect(close(pixels.pixel(x: 60, y: 40), .redPixel, tolerance: 1))
            #expect(h.renderer.statistics.rasterCacheCount == 0 && h.renderer.statistics.rasterCacheBytes == 0)
        }

        @Test func aReplacedImageIsRasterisedAgain() throws {
            let h = try Headless()
            let image = try solidImage(h, width: 20, height: 10, red)
            let commands: [DisplayCommand] = [
                .image(image, CGRect(x: 0, y: 0, width: 100, height: 50), contentMode: .scaleToFill, cornerRadius: 4)
            ]
            _ = try h.drawLoadingImages(commands)
            let before = h.renderer.statistics.rasterCacheCount
            h.renderer.imagePainter.releaseImage(key: image.key)
            #expect(h.renderer.statistics.rasterCacheCount == before - 1, "its rasterised texture went with it")
        }
    }
}
