import CEmbedSDL
import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// The app: SDL, the window, the renderer and the loop are its own; it draws its header and footer
/// with its own SDL calls and hands a rectangle between them to a carousel of its own cards.
@MainActor
public enum EmbedApp {
    /// How many cards the carousel shows.
    public static let cardCount = 12

    /// Runs the app until Esc (even while the carousel has the focus), the window's close button, or
    /// `options.frames`. Events already in SDL's queue (a caller that initialised SDL and pushed
    /// them: SDL's initialisation is counted) are handled in the first frame.
    /// - Returns: the last frame's pixels when the run reached `options.frames` (also written to
    ///   `options.screenshot`, if given); nil for a live session, or a counted one that Esc or the
    ///   close button ended first.
    /// - Throws: `EmbedAppError` when SDL cannot start, or the carousel's or the screenshot's error.
    public static func run(_ options: Options) throws -> PixelBuffer? {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { throw EmbedAppError("initialise SDL") }
        defer { SDL_Quit() }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                "EmbedSDL", EMBED_WINDOWPOS_CENTERED, EMBED_WINDOWPOS_CENTERED, Int32(options.width),
                Int32(options.height), flags)
        else { throw EmbedAppError("create the window") }
        defer { SDL_DestroyWindow(window) }
        // vsync paces a live session; a fixed number of frames runs as fast as it can.
        let vsync = options.frames == nil ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else { throw EmbedAppError("create a renderer") }
        defer { SDL_DestroyRenderer(renderer) }
        // Everything of the library lives inside `loop`, so it is gone before the renderer and SDL.
        return try loop(window: window, renderer: renderer, options: options)
    }

    /// The app's loop, with the carousel embedded.
    private static func loop(window: OpaquePointer, renderer: OpaquePointer, options: Options) throws -> PixelBuffer? {
        let context = try SDLContext.attachingToHost() // uses the app's SDL_Init, initialises none
        let carousel = FinitePreviewScrollHost(pageSize: .zero)
        carousel.shadowGround = HostLayout.carouselBackground
        carousel.layout.cornerRadius = 18
        carousel.setItems(count: cardCount, cells: NumberCards.cells)
        var layout = HostLayout(window: size(of: window))
        let embedded = try EmbeddedCarousel(
            context: context, hostRenderer: renderer, rect: layout.carousel, content: carousel)
        embedded.background = HostLayout.carouselBackground
        carousel.pageSize = pageSize(in: layout.carousel)

        var event = SDL_Event()
        var frame = 0
        var lastFrame: PixelBuffer?
        while options.frames.map({ frame < $0 }) ?? true {
            while SDL_PollEvent(&event) != 0 {
                if embedded.handle(event: &event) { continue } // the carousel used it: a drag, Left, Right…
                if isQuit(event) { return lastFrame } // Esc too: no carousel uses it, focused or not
                if isResize(event) {
                    layout = HostLayout(window: size(of: window))
                    embedded.rect = layout.carousel
                    carousel.pageSize = pageSize(in: layout.carousel)
                }
            }
            // The app's clock, in seconds: SDL's ticks live, a fixed 60 Hz for a counted run.
            let now = options.frames != nil ? Double(frame) / 60 : Double(SDL_GetTicks64()) / 1000
            embedded.frame(at: now)
            drawChrome(renderer, window: window, layout: layout, page: carousel.currentItem ?? 0, focused: embedded.isFocused)
            try embedded.render(into: renderer) // only inside layout.carousel
            frame += 1
            if let frames = options.frames, frame == frames {
                lastFrame = try PixelBuffer.read(hostRenderer: renderer)
                if let path = options.screenshot { try lastFrame?.writePNG(to: path) }
            }
            SDL_RenderPresent(renderer)
        }
        return lastFrame
    }

    /// The page size for a carousel in `rect`: 60 % of its width (the neighbours peek in), its height.
    static func pageSize(in rect: CGRect) -> CGSize {
        CGSize(width: (rect.width * 0.6).rounded(), height: rect.height)
    }

    /// The window's size in points.
    static func size(of window: OpaquePointer) -> CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    static func isQuit(_ event: SDL_Event) -> Bool {
        event.type == SDL_QUIT.rawValue
            || (event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDL_Keycode(SDLK_ESCAPE.rawValue))
    }

    static func isResize(_ event: SDL_Event) -> Bool {
        event.type == SDL_WINDOWEVENT.rawValue && event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    }

    /// The app's own drawing, with its own SDL calls, in window points (scaled to the drawable's
    /// pixels): a dark frame, the header bar with a logo and a menu icon, the footer bar with one
    /// dot per card (the carousel's current one white, ringed while the carousel has the focus).
    static func drawChrome(_ renderer: OpaquePointer, window: OpaquePointer, layout: HostLayout, page: Int, focused: Bool) {
        var pixels: Int32 = 0
        var unused: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixels, &unused)
        let scale = Float(pixels) / Float(max(1, layout.window.width))
        SDL_RenderSetScale(renderer, scale, scale)
        defer { SDL_RenderSetScale(renderer, 1, 1) }
        func fill(_ rect: CGRect, _ color: (red: UInt8, green: UInt8, blue: UInt8)) {
            var r = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
            SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, 255)
            SDL_RenderFillRectF(renderer, &r)
        }
        let white = (red: UInt8(255), green: UInt8(255), blue: UInt8(255))
        SDL_SetRenderDrawColor(renderer, 16, 16, 24, 255)
        SDL_RenderClear(renderer)

        let header = layout.header
        fill(header, HostLayout.headerColor)
        fill(CGRect(x: 16, y: header.midY - 16, width: 32, height: 32), (0xFF, 0xD1, 0x66)) // the logo
        for line in 0..<3 { // the menu icon
            fill(CGRect(x: header.maxX - 44, y: header.midY - 11 + CGFloat(line) * 9, width: 28, height: 4), white)
        }

        let footer = layout.footer
        fill(footer, HostLayout.footerColor)
        let dot: CGFloat = 10
        let gap: CGFloat = 10
        let total = CGFloat(cardCount) * dot + CGFloat(cardCount - 1) * gap
        for index in 0..<cardCount {
            let rect = CGRect(
                x: footer.midX - total / 2 + CGFloat(index) * (dot + gap), y: footer.midY - dot / 2, width: dot, height: dot)
            if index == page, focused { fill(rect.insetBy(dx: -3, dy: -3), HostLayout.headerColor) }
            fill(rect, index == page ? white : HostLayout.dotColor)
        }
    }
}

/// SDL could not start: what was being done and SDL's own words.
public struct EmbedAppError: Error, CustomStringConvertible {
    /// What failed, with `SDL_GetError()`.
    public let description: String

    init(_ operation: String) {
        description = "could not \(operation): \(String(cString: SDL_GetError()))"
    }
}
