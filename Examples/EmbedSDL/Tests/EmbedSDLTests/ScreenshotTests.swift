import EmbedSDLKit
import Foundation
import ScrollKit
import ScrollKitSDL
import Testing

/// A frame's pixels: RGBA bytes, rows top to bottom (a `PixelBuffer`'s, which tests may change).
struct Frame {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    init(_ buffer: PixelBuffer) {
        (width, height, bytes) = (buffer.width, buffer.height, buffer.bytes)
    }

    func pixel(x: Int, y: Int) -> RGBA8 {
        let i = (y * width + x) * 4
        return RGBA8(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2])
    }
}

/// What a frame of the app must show: the app's own header and footer where it drew them, the
/// carousel's cards and background inside the carousel's rectangle, and nothing of the carousel
/// outside it. Returns the problems found (empty: the frame is right).
@MainActor
func problems(in pixels: Frame, window: CGSize) -> [String] {
    let scale = CGFloat(pixels.width) / window.width
    let layout = HostLayout(window: window)
    func px(_ v: CGFloat) -> Int { Int((v * scale).rounded()) }
    func rgb(_ c: (red: UInt8, green: UInt8, blue: UInt8)) -> RGBA8 { RGBA8(red: c.red, green: c.green, blue: c.blue) }
    func rgb(_ c: Color) -> RGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return RGBA8(red: byte(c.red), green: byte(c.green), blue: byte(c.blue))
    }
    let carouselColours = NumberCard.palette.map(rgb) + [rgb(HostLayout.carouselBackground)]
    var found: [String] = []

    // The header's colour where the app drew it (away from its logo and menu icon).
    let header = rgb(HostLayout.headerColor)
    var wrong = 0
    for y in px(4)..<px(HostLayout.headerHeight - 4) {
        for x in px(64)..<px(window.width - 64) where pixels.pixel(x: x, y: y).distance(to: header) > 2 { wrong += 1 }
    }
    if wrong > 0 { found.append("\(wrong) header pixels are not the header's colour \(header)") }
    let footer = rgb(HostLayout.footerColor)
    let footerRow = px(layout.footer.minY + 4)
    let footerWrong = (0..<pixels.width).filter { pixels.pixel(x: $0, y: footerRow).distance(to: footer) > 2 }.count
    if footerWrong > 0 { found.append("\(footerWrong) pixels of the footer's top row are not the footer's colour \(footer)") }

    // The carousel inside its rectangle: its background and card colours cover most of it.
    let rect = layout.carousel
    var covered = 0
    var cards = 0
    for y in px(rect.minY)..<px(rect.maxY) {
        for x in px(rect.minX)..<px(rect.maxX) {
            let pixel = pixels.pixel(x: x, y: y)
            if carouselColours.contains(where: { pixel.distance(to: $0) <= 8 }) { covered += 1 }
            if NumberCard.palette.map(rgb).contains(where: { pixel.distance(to: $0) <= 8 }) { cards += 1 }
        }
    }
    let area = (px(rect.maxY) - px(rect.minY)) * (px(rect.maxX) - px(rect.minX))
    if covered < area / 2 { found.append("the carousel's colours cover only \(covered) of its \(area) pixels") }
    if cards < area / 4 { found.append("cards cover only \(cards) of the carousel's \(area) pixels") }

    // Nothing of the carousel outside its rectangle: no card or carousel-background colour.
    var leaked = 0
    for y in 0..<pixels.height where y < px(rect.minY) || y >= px(rect.maxY) {
        for x in 0..<pixels.width {
            let pixel = pixels.pixel(x: x, y: y)
            if carouselColours.contains(where: { pixel.distance(to: $0) <= 10 }) { leaked += 1 }
        }
    }
    if leaked > 0 { found.append("\(leaked) pixels outside the carousel's rectangle have the carousel's colours") }
    return found
}

@Suite(.serialized) @MainActor struct EmbedSDLScreenshot {
    /// The app run in this process for a few frames (under the display there is, else SDL's dummy
    /// video driver): its last frame checked.
    @Test func theAppDrawsItsBarsAndTheCarouselOnlyInItsRectangle() throws {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        var options = Options()
        options.frames = 12
        let pixels = Frame(try #require(try EmbedApp.run(options)))
        #expect(problems(in: pixels, window: CGSize(width: options.width, height: options.height)) == [])
    }

    /// The check can fail: the same frame with the carousel's colours painted into the header fails.
    @Test func theCheckFindsTheCarouselOutsideItsRectangle() throws {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        var options = Options()
        options.frames = 1
        var pixels = Frame(try #require(try EmbedApp.run(options)))
        let card = NumberCard.palette[1]
        for x in 100..<120 {
            let i = (10 * pixels.width + x) * 4
            pixels.bytes[i] = UInt8((card.red * 255).rounded())
            pixels.bytes[i + 1] = UInt8((card.green * 255).rounded())
            pixels.bytes[i + 2] = UInt8((card.blue * 255).rounded())
        }
        let found = problems(in: pixels, window: CGSize(width: options.width, height: options.height))
        #expect(found.contains { $0.contains("outside the carousel's rectangle") })
        #expect(found.contains { $0.contains("header pixels") })
    }

    /// The screenshot the built app wrote (CI: `make example ARGS="--frames 30 --screenshot …"` under
    /// Xvfb), checked when EMBEDSDL_SCREENSHOT names it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["EMBEDSDL_SCREENSHOT"] != nil))
    func theScreenshotOfTheBuiltApp() throws {
        let path = try #require(ProcessInfo.processInfo.environment["EMBEDSDL_SCREENSHOT"])
        let pixels = Frame(try PixelBuffer(pngFile: path))
        let window = CGSize(width: Options().width, height: Options().height)
        #expect(problems(in: pixels, window: window) == [], "\(path)")
    }
}
