import CSDL
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

/// A host app as the embedding path meets it: SDL initialised by the host (dummy video driver), a
/// software renderer of the host's own on a memory surface, torn down by the host.
@MainActor
final class SDLHost {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    static let width: Int32 = 200
    static let height: Int32 = 120
    /// The colour the host clears its frame to.
    static let clear = RGBA8(red: 32, green: 64, blue: 128)

    init() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
        try #require(SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0, "\(String(cString: SDL_GetError()))")
        surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Self.width, Self.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    }

    /// Clears the whole frame to `clear`, as the host's own drawing.
    func clearFrame() {
        SDL_SetRenderDrawColor(renderer, Self.clear.red, Self.clear.green, Self.clear.blue, 255)
        SDL_RenderClear(renderer)
    }

    func close() {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
    }

    /// Clears the frame, has `renderer` draw `commands` into `rect` of it, and reads the frame back.
    @MainActor
    func draw(_ commands: [DisplayCommand], in rect: CGRect, with renderer: Renderer) throws -> PixelBuffer {
        clearFrame()
        var list = DisplayList()
        for command in commands { list.append(command) }
        try renderer.render(list, in: rect)
        return try PixelBuffer.read(hostRenderer: self.renderer)
    }
}

/// The render state the host set, read back through SDL's getters.
struct HostRenderState: Equatable, CustomStringConvertible {
    var target: OpaquePointer?
    var viewport: [Int32]
    var clipEnabled: Bool
    var clip: [Int32]
    var color: [UInt8]
    var blend: UInt32
    var scale: [Float]
    var logical: [Int32]

    @MainActor init(_ renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        var rect = SDL_Rect()
        SDL_RenderGetViewport(renderer, &rect)
        viewport = [rect.x, rect.y, rect.w, rect.h]
        clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &rect)
        clip = [rect.x, rect.y, rect.w, rect.h]
        var c: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawColor(renderer, &c.0, &c.1, &c.2, &c.3)
        color = [c.0, c.1, c.2, c.3]
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        blend = mode.rawValue
        var sx: Float = 0
        var sy: Float = 0
        SDL_RenderGetScale(renderer, &sx, &sy)
        scale = [sx, sy]
        var lw: Int32 = 0
        var lh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        logical = [lw, lh]
    }

    var description: String {
        "viewport \(viewport) clip \(clipEnabled ? "\(clip)" : "off") colour \(color) blend \(blend) scale \(scale) logical \(logical)"
    }
}

/// A view that records the keys and wheel scrolls it gets (and takes the keyboard focus).
@MainActor
final class InputRecorderView: View {
    var keys: [KeyEvent] = []
    var wheels: [WheelEvent] = []
    override var canBecomeFocused: Bool { true }
    override func handleKey(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
    override func handleWheel(_ event: WheelEvent) -> Bool {
        wheels.append(event)
        return true
    }
}

extension SDLTests {
    @Suite @MainActor struct Embedding {
        /// Where the carousel sits in the host's 200×120 frame, in points (1 px per point here).
        let rect = CGRect(x: 30, y: 20, width: 100, height: 60)

        /// Everything a list can draw, most of it reaching far outside the rectangle.
        var spillingList: DisplayList {
            var list = DisplayList()
            list.append(.fill(CGRect(x: -500, y: -500, width: 2000, height: 2000), red))
            list.append(.roundedFill(CGRect(x: -20, y: 40, width: 80, height: 60), radius: 10, green))
            list.append(.stroke(CGRect(x: 60, y: -10, width: 80, height: 40), radius: 6, width: 3, .white))
            list.append(.linearGradient(CGRect(x: 80, y: 30, width: 60, height: 60), from: blue, to: .white, axis: .horizontal))
            list.append(
                .text(
                    "Spilling over", CGRect(x: 70, y: 45, width: 200, height: 30), font: Font(size: 20), color: .white,
                    alignment: .left))
            list.append(.beginRasterGroup(RasterGroup(CGRect(x: -30, y: -30, width: 90, height: 70))))
            list.append(.fill(CGRect(x: -30, y: -30, width: 90, height: 70), green))
            list.append(.endRasterGroup)
            return list
        }

        @Test func theHostsRenderStateIsUnchangedAfterARender() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let renderer = try Renderer(hostRenderer: host.renderer, context: context)
            host.clearFrame()
            var viewport = SDL_Rect(x: 10, y: 5, w: 150, h: 100)
            SDL_RenderSetViewport(host.renderer, &viewport)
            var clip = SDL_Rect(x: 20, y: 10, w: 50, h: 40)
            SDL_RenderSetClipRect(host.renderer, &clip)
            SDL_SetRenderDrawColor(host.renderer, 1, 2, 3, 4)
            SDL_SetRenderDrawBlendMode(host.renderer, SDL_BLENDMODE_ADD)
            let before = HostRenderState(host.renderer)
            // Twice: the second frame copies the cached raster group instead of flattening it.
            try renderer.render(spillingList, in: rect, background: .black)
            #expect(HostRenderState(host.renderer) == before)
            try renderer.render(spillingList, in: rect, background: .black)
            let after = HostRenderState(host.renderer)
            #expect(after == before, "before: \(before); after: \(after)")
            #expect(after.viewport == [10, 5, 150, 100] && after.clipEnabled && after.clip == [20, 10, 50, 40])
            #expect(after.color == [1, 2, 3, 4] && after.blend == SDL_BLENDMODE_ADD.rawValue)
        }

        @Test func clippingOffScaleLogicalSizeAndATextureTargetAreRestoredToo() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let renderer = try Renderer(hostRenderer: host.renderer, context: context)

            // A scale and a logical size, clipping off.
            SDL_RenderSetLogicalSize(host.renderer, 100, 60)
            SDL_RenderSetClipRect(host.renderer, nil)
            SDL_SetRenderDrawBlendMode(host.renderer, SDL_BLENDMODE_MOD)
            let logical = HostRenderState(host.renderer)
            #expect(logical.logical == [100, 60] && logical.scale == [2, 2] && !logical.clipEnabled)
            try renderer.render(spillingList, in: rect)
            #expect(HostRenderState(host.renderer) == logical, "\(HostRenderState(host.renderer)) vs \(logical)")
            SDL_RenderSetLogicalSize(host.renderer, 0, 0)

            // A plain scale.
            SDL_RenderSetScale(host.renderer, 1.5, 0.5)
            let scaled = HostRenderState(host.renderer)
            try renderer.render(spillingList, in: rect)
            #expect(HostRenderState(host.renderer) == scaled, "\(HostRenderState(host.renderer)) vs \(scaled)")
            SDL_RenderSetScale(host.renderer, 1, 1)

            // A texture of the host's as the render target: drawn into, and still the target after.
            let texture = try #require(
                SDL_CreateTexture(
                    host.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 160, 100))
            defer { SDL_DestroyTexture(texture) }
            SDL_SetRenderTarget(host.renderer, texture)
            SDL_SetRenderDrawColor(host.renderer, 0, 0, 0, 255)
            SDL_RenderClear(host.renderer)
            var viewport = SDL_Rect(x: 4, y: 4, w: 100, h: 80)
            SDL_RenderSetViewport(host.renderer, &viewport)
            let textured = HostRenderState(host.renderer)
            try renderer.render(spillingList, in: rect)
            #expect(HostRenderState(host.renderer) == textured, "\(HostRenderState(host.renderer)) vs \(textured)")
            let pixels = try PixelBuffer.read(hostRenderer: host.renderer)
            #expect(pixels.width == 160 && pixels.height == 100)
            // The raster group (flattened on a texture of its own, then the host's texture set back)
            // and the fill went into the rectangle of the host's texture, and nowhere else.
            #expect(close(pixels.pixel(x: 31, y: 21), .greenPixel))
            #expect(close(pixels.pixel(x: 100, y: 55), .redPixel))
            #expect(close(pixels.pixel(x: 29, y: 50), .black) && close(pixels.pixel(x: 135, y: 50), .black))
            #expect(HostRenderState(host.renderer) == textured)
        }

        @Test func nothingIsDrawnOutsideTheDestinationRectangle() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let renderer = try Renderer(hostRenderer: host.renderer, context: context)
            for frame in 0..<2 {
                host.clearFrame()
                try renderer.render(spillingList, in: rect, background: .black)
                let pixels = try PixelBuffer.read(hostRenderer: host.renderer)
                #expect(pixels.width == Int(SDLHost.width) && pixels.height == Int(SDLHost.height))
                var outside = 0
                var inside = 0
                for y in 0..<pixels.height {
                    for x in 0..<pixels.width {
                        let pixel = pixels.pixel(x: x, y: y)
                        if rect.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                            if pixel != SDLHost.clear { inside += 1 }
                        } else if pixel != SDLHost.clear {
                            outside += 1
                        }
                    }
                }
                #expect(outside == 0, "frame \(frame): \(outside) pixels drawn outside the rectangle")
                #expect(inside == Int(rect.width * rect.height), "frame \(frame): the whole rectangle is drawn over")
                // Coordinates are relative to the rectangle: the group's green reaches (60, 40) of
                // the list, i.e. (90, 60) of the host, and the list's red is beyond it.
                #expect(close(pixels.pixel(x: 30, y: 20), .greenPixel))
                #expect(close(pixels.pixel(x: 89, y: 59), .greenPixel))
                #expect(close(pixels.pixel(x: 100, y: 55), .redPixel))
            }
        }

        @Test func aRectanglePartlyOffTheFrameDrawsItsVisiblePartOnly() throws {
            let host = try SDLHost()
            defer { host.close() }
            let renderer = try Renderer(hostRenderer: host.renderer, context: SDLContext.attachingToHost())
            let pixels = try host.draw(
                [
                    .fill(CGRect(x: 0, y: 0, width: 100, height: 60), red),
                    .fill(CGRect(x: 20, y: 10, width: 10, height: 10), green),
                ],
                in: CGRect(x: -20, y: -10, width: 100, height: 60), with: renderer)
            #expect(close(pixels.pixel(x: 0, y: 0), .greenPixel) && close(pixels.pixel(x: 9, y: 9), .greenPixel))
            #expect(close(pixels.pixel(x: 10, y: 0), .redPixel) && close(pixels.pixel(x: 79, y: 49), .redPixel))
            #expect(pixels.pixel(x: 80, y: 49) == SDLHost.clear && pixels.pixel(x: 79, y: 50) == SDLHost.clear)
        }

        @Test func withoutABackgroundTheHostsPixelsShowWhereTheListDrawsNothing() throws {
            let host = try SDLHost()
            defer { host.close() }
            let renderer = try Renderer(hostRenderer: host.renderer, context: SDLContext.attachingToHost())
            let pixels = try host.draw([.fill(CGRect(x: 0, y: 0, width: 10, height: 10), red)], in: rect, with: renderer)
            #expect(close(pixels.pixel(x: 30, y: 20), .redPixel) && close(pixels.pixel(x: 39, y: 29), .redPixel))
            #expect(pixels.pixel(x: 40, y: 20) == SDLHost.clear && pixels.pixel(x: 29, y: 20) == SDLHost.clear)
            #expect(pixels.pixel(x: 100, y: 60) == SDLHost.clear)
        }

        @Test func attachingUsesTheHostsSDLAndLeavesItRunning() throws {
            // SDL_ttf is reference-counted: the host's own reference survives the context's.
            let host = try SDLHost()
            defer { host.close() }
            try #require(TTF_Init() == 0)
            defer { TTF_Quit() }
            let ttfBefore = TTF_WasInit()
            do {
                let context = try SDLContext.attachingToHost()
                #expect(!context.ownsSDL)
                #expect(TTF_WasInit() == ttfBefore + 1)
                let embedded = try EmbeddedCarousel(context: context, hostRenderer: host.renderer, rect: rect)
                embedded.frame(at: 1)
                try embedded.render(into: host.renderer)
            }
            #expect(TTF_WasInit() == ttfBefore)
            #expect(SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, "the host's SDL is still initialised")
        }

        @Test func imagesAndTextWorkOnTheHostsSDL() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let loader = ImageLoader(context: context)
            let content = View()
            content.backgroundColor = .black
            let image = ImageView(
                frame: CGRect(x: 0, y: 0, width: 50, height: 60), image: ImageReference(imageFixture("red-cmyk-adobe.jpg")))
            let label = Label(
                frame: CGRect(x: 55, y: 10, width: 45, height: 40), text: "Hi", font: Font(size: 30), textColor: .white)
            content.addSubview(image)
            content.addSubview(label)
            let embedded = try EmbeddedCarousel(
                context: context, hostRenderer: host.renderer, rect: rect, content: content, imageLoader: loader)
            host.clearFrame()
            loader.requestImages(in: embedded.frame(at: 0))
            #expect(loader.loadAllPending(into: embedded.renderer, timeout: 10))
            host.clearFrame()
            embedded.frame(at: 10)
            try embedded.render(into: host.renderer)
            let pixels = try PixelBuffer.read(hostRenderer: host.renderer)
            // The decoded red (not the grey placeholder) where the image view is, in the rectangle.
            #expect(close(pixels.pixel(x: 55, y: 50), RGBA8(red: 235, green: 23, blue: 23), tolerance: 24))
            #expect(embedded.renderer.statistics.imageUploads == 1)
            // White glyph pixels in the label's area.
            var white = 0
            for y in 30..<70 {
                for x in 85..<130 where pixels.pixel(x: x, y: y).distance(to: .white) < 40 { white += 1 }
            }
            #expect(white > 20, "the label's text is drawn")
        }

        @Test func attachingBeforeTheHostInitialisesSDLSaysWhatToDo() throws {
            try #require(SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, "an earlier test left SDL initialised")
            #expect {
                try SDLContext.attachingToHost()
            } throws: { error in
                "\(error)".contains("call SDL_Init(SDL_INIT_VIDEO) before")
            }
        }

        @Test func renderingIntoAnotherRendererThanTheOneGivenIsRefused() throws {
            let host = try SDLHost()
            defer { host.close() }
            let other = try #require(SDL_CreateSoftwareRenderer(host.surface))
            defer { SDL_DestroyRenderer(other) }
            let context = try SDLContext.attachingToHost()
            let embedded = try EmbeddedCarousel(context: context, hostRenderer: host.renderer, rect: rect)
            #expect {
                try embedded.render(into: other)
            } throws: { error in
                "\(error)".contains("make a new EmbeddedCarousel")
            }
        }

        // MARK: Events

        func button(_ type: SDL_EventType, x: Int32, y: Int32, ms: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.button.type = type.rawValue
            event.button.timestamp = ms
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
            return event
        }

        func motion(x: Int32, y: Int32, held: Bool, ms: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.timestamp = ms
            event.motion.state = held ? CSDL_BUTTON_LMASK : 0
            event.motion.x = x
            event.motion.y = y
            return event
        }

        func wheel(x: Int32, y: Int32, ms: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.wheel.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.timestamp = ms
            event.wheel.y = -1
            event.wheel.preciseY = -1
            event.wheel.mouseX = x
            event.wheel.mouseY = y
            return event
        }

        func key(_ sym: SDL_KeyCode, ms: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.key.type = SDL_KEYDOWN.rawValue
            event.key.timestamp = ms
            event.key.keysym.sym = SDL_Keycode(sym.rawValue)
            return event
        }

        @Test func aPressOutsideTheRectangleIsNotDeliveredAndOneInsideIsRelative() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let embedded = try EmbeddedCarousel(context: context, hostRenderer: host.renderer, rect: rect)

            var outside = button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)
            #expect(!embedded.handle(event: &outside))
            #expect(!embedded.root.isPointerDown && embedded.root.pointerLocation == nil)
            var outsideUp = button(SDL_MOUSEBUTTONUP, x: 40, y: 30)
            #expect(!embedded.handle(event: &outsideUp), "the release of a press that began outside is not the carousel's")

            var inside = button(SDL_MOUSEBUTTONDOWN, x: 35, y: 27)
            #expect(embedded.handle(event: &inside))
            #expect(embedded.root.isPointerDown)
            #expect(embedded.root.pointerLocation == CGPoint(x: 5, y: 7))
            #expect(embedded.isFocused, "a press inside focuses (the default policy)")

            // The drag goes on outside the rectangle until the release, in its coordinates.
            var away = motion(x: 190, y: 110, held: true)
            #expect(embedded.handle(event: &away))
            #expect(embedded.root.pointerLocation == CGPoint(x: 160, y: 90))
            #expect(embedded.isTrackingPointer && !embedded.isHovered)
            var release = button(SDL_MOUSEBUTTONUP, x: 5, y: 5)
            #expect(embedded.handle(event: &release))
            #expect(!embedded.root.isPointerDown && !embedded.isTrackingPointer)
            var later = motion(x: 6, y: 6, held: false)
            #expect(!embedded.handle(event: &later))

            // Hover inside is delivered; leaving is one exit.
            var over = motion(x: 31, y: 21, held: false)
            #expect(embedded.handle(event: &over))
            #expect(embedded.isHovered && embedded.root.pointerLocation == CGPoint(x: 1, y: 1))
            var leave = motion(x: 150, y: 21, held: false)
            #expect(!embedded.handle(event: &leave), "heard (an exit), but the host's motion")
            #expect(!embedded.isHovered && embedded.root.pointerLocation == nil)
            #expect(!embedded.handle(event: &leave))

            // A press outside takes the focus away (the default policy).
            #expect(!embedded.handle(event: &outside))
            #expect(!embedded.isFocused)

            // The host's window events and quit requests are the host's.
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(!embedded.handle(event: &quit))
            // The window losing focus ends a drag in the carousel, and is the host's too.
            embedded.handle(event: &inside)
            #expect(embedded.root.isPointerDown)
            var focusLost = SDL_Event()
            focusLost.window.type = SDL_WINDOWEVENT.rawValue
            focusLost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            #expect(!embedded.handle(event: &focusLost))
            #expect(!embedded.root.isPointerDown && !embedded.isTrackingPointer)
        }

        @Test func aHostWithALogicalSizeStillHasItsPressesInWindowPoints() throws {
            let host = try SDLHost()
            defer { host.close() }
            // A window of the host's (dummy driver) drawn at a logical 100×60: SDL reports the mouse in
            // logical units.
            // Created outside #require: its macro would pass the title through a temporary C string.
            let created = SDL_CreateWindow("host", 0, 0, 200, 120, SDL_WINDOW_HIDDEN.rawValue)
            let window = try #require(created)
            defer { SDL_DestroyWindow(window) }
            let renderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue))
            defer { SDL_DestroyRenderer(renderer) }
            SDL_RenderSetLogicalSize(renderer, 100, 60)
            let context = try SDLContext.attachingToHost()
            let embedded = try EmbeddedCarousel(context: context, hostRenderer: renderer, rect: rect)
            var stale = SDL_Event()
            while SDL_PollEvent(&stale) != 0 {}
            var press = button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30) // window points
            press.button.windowID = SDL_GetWindowID(window)
            try #require(SDL_PushEvent(&press) == 1)
            var event = SDL_Event()
            var delivered = false
            while SDL_PollEvent(&event) != 0 {
                guard event.type == SDL_MOUSEBUTTONDOWN.rawValue else { continue }
                #expect(event.button.x == 20 && event.button.y == 15, "SDL made it logical")
                delivered = embedded.handle(event: &event)
            }
            #expect(delivered)
            #expect(embedded.root.pointerLocation == CGPoint(x: 10, y: 10))
        }

        @Test func theWheelAndKeysGoOnlyWhereThePolicySays() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let recorder = InputRecorderView()
            let embedded = try EmbeddedCarousel(
                context: context, hostRenderer: host.renderer, rect: rect, content: recorder)
            embedded.frame(at: 0)

            // Default: the wheel while hovered, keys while focused.
            var wheelOutside = wheel(x: 5, y: 5)
            var wheelInside = wheel(x: 50, y: 40)
            var right = key(SDLK_RIGHT)
            #expect(!embedded.handle(event: &wheelOutside))
            #expect(embedded.handle(event: &wheelInside))
            #expect(recorder.wheels.map(\.location) == [CGPoint(x: 20, y: 20)])
            #expect(!embedded.handle(event: &right), "not focused yet")
            #expect(recorder.keys.isEmpty)
            embedded.isFocused = true // the host's decision
            #expect(embedded.handle(event: &right))
            #expect(recorder.keys.map(\.key) == [.right])

            // The host keeps the keys while the pointer is away, with keys: .whenHovered.
            embedded.inputPolicy = EmbeddedInputPolicy(wheel: .never, keys: .whenHovered)
            #expect(!embedded.handle(event: &right))
            var over = motion(x: 40, y: 30, held: false)
            embedded.handle(event: &over)
            #expect(embedded.handle(event: &right))
            #expect(!embedded.handle(event: &wheelInside))
            #expect(recorder.keys.count == 2 && recorder.wheels.count == 1)

            // .whenFocused for the wheel: anywhere, while focused.
            embedded.inputPolicy = EmbeddedInputPolicy(wheel: .whenFocused, keys: .never, focusesOnPress: false)
            embedded.isFocused = false
            #expect(!embedded.handle(event: &wheelInside))
            embedded.isFocused = true
            #expect(embedded.handle(event: &wheelOutside))
            #expect(recorder.wheels.last?.location == CGPoint(x: 50, y: 30), "aimed at the rectangle's middle")
            #expect(!embedded.handle(event: &right))
            // focusesOnPress false: a press outside leaves the host's focus alone.
            var press = button(SDL_MOUSEBUTTONDOWN, x: 1, y: 1)
            embedded.handle(event: &press)
            #expect(embedded.isFocused)
        }

        @Test func eventTimesAreMovedOntoTheHostsClock() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let recorder = InputRecorderView()
            let embedded = try EmbeddedCarousel(
                context: context, hostRenderer: host.renderer, rect: rect, content: recorder, policy: .init(keys: .always))
            // The host's clock runs 1000 s ahead of SDL's.
            let sdlNow = TimeInterval(SDL_GetTicks64()) / 1000
            embedded.frame(at: sdlNow + 1000)
            #expect(abs(embedded.eventTimeOffset - 1000) < 0.05)
            var press = key(SDLK_LEFT, ms: 2500)
            embedded.handle(event: &press)
            let stamp = try #require(recorder.keys.first?.timestamp)
            #expect(abs(stamp - (2.5 + embedded.eventTimeOffset)) < 1e-9)
            // A small jitter keeps the offset; a jump of the host's clock measures it again.
            let offset = embedded.eventTimeOffset
            embedded.frame(at: TimeInterval(SDL_GetTicks64()) / 1000 + 1000.01)
            #expect(embedded.eventTimeOffset == offset)
            embedded.frame(at: TimeInterval(SDL_GetTicks64()) / 1000 + 2000)
            #expect(abs(embedded.eventTimeOffset - 2000) < 0.05)
        }

        @Test func twoShareOneContextAndRendererAndTheirIndicatorsAreOffUnlessAsked() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            // A plain container laying out two scroll views, as a page holding two strips would.
            let container = View()
            let strips = [ScrollView(), ScrollView()]
            for strip in strips {
                strip.backgroundColor = red
                strip.contentSize = CGSize(width: 400, height: 20)
                container.addSubview(strip)
            }
            let top = try EmbeddedCarousel(
                context: context, hostRenderer: host.renderer, rect: CGRect(x: 0, y: 0, width: 100, height: 50),
                content: container, policy: EmbeddedInputPolicy(wheel: .whenHovered, keys: .always, focusesOnPress: false))
            strips[0].frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            strips[1].frame = CGRect(x: 0, y: 25, width: 100, height: 20)
            let plain = View()
            plain.backgroundColor = green
            let bottom = try EmbeddedCarousel(
                context: context, hostRenderer: host.renderer, rect: CGRect(x: 100, y: 60, width: 100, height: 60),
                content: plain, policy: EmbeddedInputPolicy(keys: .never))
            let readme = try RepositoryText.text(of: "README.md")
            #expect(readme.contains("EmbeddedInputPolicy(wheel: .whenHovered, keys: .always, focusesOnPress: false)"))
            #expect(readme.contains("EmbeddedInputPolicy(keys: .never)"))
            #expect(top.inputPolicy.keys == .always && !top.inputPolicy.focusesOnPress && bottom.inputPolicy.keys == .never)

            host.clearFrame()
            top.frame(at: 0)
            bottom.frame(at: 0)
            try top.render(into: host.renderer)
            try bottom.render(into: host.renderer)
            let pixels = try PixelBuffer.read(hostRenderer: host.renderer)
            #expect(close(pixels.pixel(x: 50, y: 10), .redPixel) && close(pixels.pixel(x: 150, y: 90), .greenPixel))
            #expect(pixels.pixel(x: 150, y: 10) == SDLHost.clear && pixels.pixel(x: 50, y: 90) == SDLHost.clear)
            #expect(!top.showsScrollIndicators)
            for strip in strips {
                #expect(!strip.showsHorizontalScrollIndicator && !strip.showsVerticalScrollIndicator, "off by default")
            }
            top.showsScrollIndicators = true
            strips[0].showsHorizontalScrollIndicator = true
            top.frame(at: 1 / 60)
            #expect(strips[0].showsHorizontalScrollIndicator, "on: each scroll view's own setting")
        }

        @Test func anEmbeddedCarouselDrawsItsTreeInItsRectangleAndFollowsItsSize() throws {
            let host = try SDLHost()
            defer { host.close() }
            let context = try SDLContext.attachingToHost()
            let content = View()
            content.backgroundColor = red
            let embedded = try EmbeddedCarousel(context: context, hostRenderer: host.renderer, rect: rect, content: content)
            host.clearFrame()
            embedded.frame(at: 0)
            try embedded.render(into: host.renderer)
            var pixels = try PixelBuffer.read(hostRenderer: host.renderer)
            #expect(close(pixels.pixel(x: 30, y: 20), .redPixel) && close(pixels.pixel(x: 129, y: 79), .redPixel))
            #expect(pixels.pixel(x: 130, y: 79) == SDLHost.clear && pixels.pixel(x: 29, y: 20) == SDLHost.clear)

            embedded.rect = CGRect(x: 0, y: 100, width: 200, height: 20)
            #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
            host.clearFrame()
            embedded.frame(at: 1)
            try embedded.render(into: host.renderer)
            pixels = try PixelBuffer.read(hostRenderer: host.renderer)
            #expect(close(pixels.pixel(x: 0, y: 100), .redPixel) && close(pixels.pixel(x: 199, y: 119), .redPixel))
            #expect(pixels.pixel(x: 100, y: 99) == SDLHost.clear)
        }
    }
}
