import CEmbedSDL
import EmbedSDLKit
import Foundation
import ScrollKit
import ScrollKitSDL
import Testing

/// The app's Esc quits it even while the carousel has the focus: the app handles what
/// `EmbeddedCarousel.handle(event:)` says the carousel did not use, and no carousel uses Esc. The
/// input is pushed into SDL's queue before the app starts (window id 0, as `SDL_PushEvent` leaves
/// it): a click on the carousel (it takes the focus), Right (the carousel's), then Esc or not.
@Suite(.serialized) @MainActor struct EmbedSDLHostKeys {
    /// SDL initialised (the app's own `SDL_Init` adds to it, its `SDL_Quit` ends it) with `events`
    /// queued.
    func queue(_ events: [SDL_Event]) throws {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        try #require(SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0, "\(String(cString: SDL_GetError()))")
        for var event in events {
            try #require(SDL_PushEvent(&event) == 1, "\(String(cString: SDL_GetError()))")
        }
    }

    /// A left-button click at `point` (window points), pressed and released.
    func click(at point: CGPoint) -> [SDL_Event] {
        [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP].map { type in
            var event = SDL_Event()
            event.button.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Int32(point.x)
            event.button.y = Int32(point.y)
            return event
        }
    }

    /// A press and release of `key`.
    func keyStroke(_ key: SDL_KeyCode) -> [SDL_Event] {
        [SDL_KEYDOWN, SDL_KEYUP].map { type in
            var event = SDL_Event()
            event.key.type = type.rawValue
            event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.key.keysym.sym = SDL_Keycode(key.rawValue)
            return event
        }
    }

    /// The middle of the carousel's rectangle in a default window.
    var carouselMiddle: CGPoint {
        let rect = HostLayout(window: CGSize(width: Options().width, height: Options().height)).carousel
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// Whether the footer of a frame of a default window rings its current page's dot (white), as
    /// the app does while the carousel has the focus.
    func footerRingsTheCurrentDot(in pixels: PixelBuffer) -> Bool {
        let window = CGSize(width: Options().width, height: Options().height)
        let footer = HostLayout(window: window).footer
        let scale = CGFloat(pixels.width) / window.width
        let frame = Frame(pixels)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA8 {
            frame.pixel(x: Int((x * scale).rounded()), y: Int((y * scale).rounded()))
        }
        // The dots as `EmbedApp.drawChrome` lays them out: 10 points wide, 10 apart, centred.
        let total = CGFloat(EmbedApp.cardCount) * 20 - 10
        let dots = (0..<EmbedApp.cardCount).map { CGPoint(x: footer.midX - total / 2 + CGFloat($0) * 20, y: footer.midY) }
        let white = RGBA8(red: 255, green: 255, blue: 255)
        guard let current = dots.first(where: { pixel($0.x + 5, $0.y).distance(to: white) <= 2 }) else { return false }
        let header = HostLayout.headerColor
        let ring = pixel(current.x - 2, current.y) // in the 3-point ring left of the dot
        return ring.distance(to: RGBA8(red: header.red, green: header.green, blue: header.blue)) <= 2
    }

    @Test func escQuitsTheAppWhileTheCarouselHasTheFocus() throws {
        try queue(click(at: carouselMiddle) + keyStroke(SDLK_RIGHT) + keyStroke(SDLK_ESCAPE))
        var options = Options()
        options.frames = 60
        #expect(try EmbedApp.run(options) == nil, "Esc ended the run before its 60 frames")
    }

    /// The same input without Esc runs to its last frame, with the carousel focused by the click (so
    /// the run above had the carousel focused when Esc came: nothing else moves the focus).
    @Test func withoutEscTheRunGoesOnWithTheCarouselFocused() throws {
        try queue(click(at: carouselMiddle) + keyStroke(SDLK_RIGHT))
        var options = Options()
        options.frames = 60
        let pixels = try #require(try EmbedApp.run(options), "no Esc: the run reaches its last frame")
        #expect(footerRingsTheCurrentDot(in: pixels), "the click gave the carousel the focus")
    }

    /// The check can fail: with no click, the carousel never has the focus.
    @Test func withoutAClickTheCarouselIsNotFocused() throws {
        try queue(keyStroke(SDLK_RIGHT))
        var options = Options()
        options.frames = 2
        let pixels = try #require(try EmbedApp.run(options))
        #expect(!footerRingsTheCurrentDot(in: pixels))
    }
}
