import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct TextRendering {
        /// Pixels in `rect` (pixels) that differ from `background` by more than `threshold`.
        func inkCount(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>, background: RGBA8 = .black, threshold: Int = 40) -> Int
        {
            var count = 0
            for row in y {
                for column in x where pixels.pixel(x: column, y: row).distance(to: background) > threshold { count += 1 }
            }
            return count
        }

        /// Bounding columns of the ink in rows `y`.
        func inkColumns(_ pixels: PixelBuffer, y: Range<Int>) -> ClosedRange<Int>? {
            var columns: [Int] = []
            for column in 0..<pixels.width {
                if y.contains(where: { pixels.pixel(x: column, y: $0).distance(to: .black) > 40 }) { columns.append(column) }
            }
            guard let first = columns.first, let last = columns.last else { return nil }
            return first...last
        }

        @Test func textDrawsInkInsideItsRectInItsColour() throws {
            let h = try Headless()
            let font = Font(size: 20, weight: .bold)
            let pixels = try h.draw([
                .text("Hello", CGRect(x: 10, y: 10, width: 180, height: 40), font: font, color: red, alignment: .left)
            ])
            #expect(inkCount(pixels, x: 10..<190, y: 10..<50) > 50)
            #expect(inkCount(pixels, x: 0..<200, y: 55..<100) == 0)
            // The strongest ink is the requested colour.
            var strongest = RGBA8.black
            for y in 10..<50 {
                for x in 10..<190 where pixels.pixel(x: x, y: y).red > strongest.red { strongest = pixels.pixel(x: x, y: y) }
            }
            #expect(close(strongest, .redPixel, tolerance: 10), "\(strongest)")
        }

        @Test(arguments: [TextAlignment.left, .center, .right])
        func alignmentPlacesTheLine(alignment: TextAlignment) throws {
            let h = try Headless()
            let font = Font(size: 16)
            let rect = CGRect(x: 20, y: 0, width: 160, height: 100)
            let pixels = try h.draw([.text("Wide", rect, font: font, color: .white, alignment: alignment)])
            let ink = try #require(inkColumns(pixels, y: 0..<100))
            let width = h.renderer.size(of: "Wide", font: font).width
            switch alignment {
            case .left: #expect(abs(ink.lowerBound - 20) <= 3, "\(ink)")
            case .right: #expect(abs(ink.upperBound - 180) <= 3, "\(ink)")
            case .center: #expect(abs(Double(ink.lowerBound + ink.upperBound) / 2 - 100) <= 3, "\(ink)")
            }
            #expect(abs(CGFloat(ink.count) - width) <= 4, "ink \(ink.count) px vs measured \(width) pt")
            // Vertically centred: the ink sits around the middle row.
            var rows: [Int] = []
            for y in 0..<100 where (ink).contains(where: { pixels.pixel(x: $0, y: y).distance(to: .black) > 40 }) {
                rows.append(y)
            }
            let middle = Double(rows.first! + rows.last!) / 2
            #expect(abs(middle - 50) <= 4, "ink rows \(rows.first!)...\(rows.last!)")
        }

        @Test func emptyStringDrawsNothingAndDoesNotFail() throws {
            let h = try Headless()
            let pixels = try h.draw([
                .text("", CGRect(x: 0, y: 0, width: 200, height: 100), font: Font(size: 14), color: .white, alignment: .left)
            ])
            #expect(inkCount(pixels, x: 0..<200, y: 0..<100) == 0)
            #expect(h.renderer.statistics.textRasterizations == 0)
        }

        @Test func unicodeTextRenders() throws {
            let h = try Headless()
            let pixels = try h.draw([
                .text(
                    "ÄÖÜ ✓", CGRect(x: 0, y: 0, width: 200, height: 100), font: Font(size: 24), color: .white, alignment: .center)
            ])
            #expect(inkCount(pixels, x: 0..<200, y: 0..<100) > 50)
            #expect(h.log.warnings.isEmpty)
        }

        @Test func textAlphaHonoursPushedAlpha() throws {
            let h = try Headless()
            let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
            let opaque = try h.draw([.text("MMMM", rect, font: Font(size: 40, weight: .bold), color: .white, alignment: .center)])
            let faded = try h.draw([
                .pushAlpha(0.5), .text("MMMM", rect, font: Font(size: 40, weight: .bold), color: .white, alignment: .center),
                .popAlpha,
            ])
            let brightest = { (p: PixelBuffer) -> Int in
                var m = 0
                for y in 0..<100 { for x in 0..<200 { m = max(m, Int(p.pixel(x: x, y: y).red)) } }
                return m
            }
            #expect(brightest(opaque) >= 250)
            #expect(abs(brightest(faded) - 128) <= 6, "\(brightest(faded))")
        }

        @Test func measurementIsInPointsAndIndependentOfPixelScale() throws {
            let lowDPI = try Headless()
            let font = Font(size: 18)
            let oneX = lowDPI.renderer.size(of: "Carousel Lab", font: font)
            #expect(oneX.width > 60 && oneX.width < 160, "\(oneX)")
            #expect(oneX.height > 18 && oneX.height < 30, "\(oneX)")
            #expect(lowDPI.renderer.size(of: "Carousel Lab Carousel Lab", font: font).width > oneX.width * 1.8)
            #expect(lowDPI.renderer.size(of: "Carousel Lab", font: Font(size: 18, weight: .bold)).width > oneX.width)
            #expect(lowDPI.renderer.size(of: "", font: font).width == 0)
            // Measuring rasterises nothing.
            #expect(lowDPI.renderer.statistics.textRasterizations == 0)
        }

        @Test func highDPITextIsRasterisedAtPixelSizeAndMeasuresTheSameInPoints() throws {
            let font = Font(size: 18)
            let oneX = try Headless().renderer.size(of: "Carousel Lab", font: font)
            let h = try Headless(width: 200, height: 50, pixelScale: 2)
            let twoX = h.renderer.size(of: "Carousel Lab", font: font)
            #expect(abs(twoX.width - oneX.width) <= 3, "\(oneX) vs \(twoX)")
            let pixels = try h.draw([
                .text("Carousel Lab", CGRect(x: 0, y: 0, width: 200, height: 50), font: font, color: .white, alignment: .left)
            ])
            let ink = try #require(inkColumns(pixels, y: 0..<100))
            // The ink spans about twice the width in points, in pixels.
            #expect(abs(CGFloat(ink.count) - twoX.width * 2) <= 6, "\(ink.count) px vs \(twoX.width) pt")
        }
    }
}

extension SDLTests.TextRendering {
    @Test func unreadableFontFileThrowsSDLErrorNamingIt() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext(videoDriver: .headless)
        let surface = try HeadlessSurface(context: context, size: CGSize(width: 10, height: 10))
        let error = #expect(throws: SDLError.self) {
            try Renderer(surface: surface, fonts: FontFiles(regular: "/nonexistent/NoSuchFont.ttf", bold: nil))
        }
        #expect(error?.description.contains("/nonexistent/NoSuchFont.ttf") == true)
    }

    @Test func boldFallsBackToSyntheticBoldWithoutABoldFile() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext(videoDriver: .headless)
        let surface = try HeadlessSurface(context: context, size: CGSize(width: 10, height: 10))
        let renderer = try Renderer(
            surface: surface, fonts: FontFiles(regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", bold: nil))
        let regular = renderer.size(of: "Bold text", font: Font(size: 20))
        let bold = renderer.size(of: "Bold text", font: Font(size: 20, weight: .bold))
        #expect(bold.width > regular.width)
    }
}
