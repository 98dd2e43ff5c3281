internal import CSDL
import Foundation
import Logging
import ScrollKit

/// A ScrollKit view tree (usually one carousel) living in a rectangle of a host app's own SDL
/// window: the embedding path.
///
/// The host owns SDL (`SDL_Init`), its window, its `SDL_Renderer` and its loop; it draws what it
/// likes around the rectangle, and each frame hands the carousel its events, its clock and its
/// renderer:
///
/// ```swift
/// let context = try SDLContext.attachingToHost()           // after the host's SDL_Init
/// let embedded = try EmbeddedCarousel(context: context, hostRenderer: renderer,
///                                     rect: CGRect(x: 0, y: 60, width: 800, height: 300),
///                                     content: carousel)
/// while running {
///     while SDL_PollEvent(&event) != 0 {
///         if embedded.handle(event: &event) { continue }   // the carousel used it: the host skips it
///         // The host's own handling: what the carousel had no use for. Esc gets here even while the
///         // carousel has the focus (no carousel uses Esc, Enter, Tab or letters).
///         if event.type == SDL_QUIT.rawValue
///             || (event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDL_Keycode(SDLK_ESCAPE.rawValue))
///         {
///             running = false
///         }
///     }
///     embedded.frame(at: Double(SDL_GetTicks64()) / 1000)   // the host's clock, seconds
///     // … the host draws its own frame
///     try embedded.render(into: renderer)                    // only inside `rect`
///     SDL_RenderPresent(renderer)
/// }
/// ```
///
/// - Drawing: `Renderer.render(_:in:background:)` on the host's renderer: nothing outside `rect`,
///   the host's render state restored, at the host's pixel scale (see
///   `Renderer.init(hostRenderer:context:fonts:imageLoader:logger:)`).
/// - Input: the host's `SDL_Event`s translated as the library's `EventPump` does, then routed: a
///   press inside `rect` is the carousel's (and its drag keeps going outside until the release), a
///   press outside is not; locations become relative to `rect`; the wheel and keys follow
///   `inputPolicy` (hovered, focused, as the host decides); resizes and quit requests stay the host's.
///   `handle(event:)` returns whether the carousel *used* the event, so that the host acts on the
///   rest: a press inside `rect`, its drag and release, and hover inside are the carousel's; a key
///   or a scroll the policy lets through is the carousel's only if a view of its tree handled it (a
///   carousel pages with Left, Right, Page Up and Page Down, and Up and Down when vertical; Esc,
///   Enter, Tab, Home, End and letters are no carousel's, so they reach the host even while the
///   carousel has the focus; a scroll over nothing that scrolls is the host's); a key's release goes
///   where its press went. Everything else is the host's. Mouse, key and window events of another
///   window than the renderer's are left to the host; window id 0 (an event made with
///   `SDL_PushEvent` that names no window) is the renderer's window, as SDL takes it. Coordinates are
///   window points (SDL's window coordinates). While the host's renderer has a logical size
///   (`SDL_RenderSetLogicalSize`), SDL reports mouse motion and buttons in logical units: they are
///   turned back into window points (`SDL_RenderLogicalToWindow`, to within a point), so `rect`
///   stays in window points either way.
/// - Time: `frame(at:)` takes the host's clock in seconds. SDL stamps events on its own clock
///   (`SDL_GetTicks64`); the carousel moves their stamps onto the host's by the difference of the two
///   clocks measured at the first frame (`eventTimeOffset`), measured again whenever it changes by
///   more than `clockResyncThreshold` (the host paused, scaled or restarted its clock). A host whose
///   clock is `SDL_GetTicks64() / 1000` gets an offset of about 0.
/// - SDL: nothing global is initialised or shut down behind the host's back
///   (`SDLContext.attachingToHost()` takes one SDL_ttf reference, nothing else).
///
/// Release it before the host destroys its `SDL_Renderer` (its textures live on that renderer) and
/// before `SDL_Quit`. Main thread only.
@MainActor
public final class EmbeddedCarousel {
    /// How far apart, in seconds, the host's clock and SDL's must drift from the measured
    /// `eventTimeOffset` before it is measured again.
    public static let clockResyncThreshold: TimeInterval = 0.1

    /// The root of the embedded view tree, as large as `rect`; add views to it, or pass `content`.
    public let root: WindowRoot
    /// The view filling the root (kept at the root's size), if one was given.
    public let content: View?
    /// Draws into the host's renderer; also the root's `TextMeasuring`.
    public let renderer: Renderer
    /// Loads the images the tree shows, if one was given; `frame(at:)` uploads what it finished.
    public let imageLoader: ImageLoader?
    /// Filled inside `rect` before the tree is drawn; nil draws the tree straight over the host's
    /// pixels (the tree's own backgrounds cover what they cover).
    public var background: Color?
    /// Points of content offset one wheel notch scrolls.
    public var pointsPerWheelNotch: CGFloat = EventPump.defaultPointsPerWheelNotch
    /// Whether the scroll views in the tree show their scroll indicators (the thin bar a moving strip
    /// shows, as UIKit's). False by default: a carousel in an app's window shows its own position (page
    /// dots, a counter, a thumbnail strip) if any. Applied to every `ScrollView` in the tree at each
    /// `frame(at:)`, those added later included; true leaves each scroll view's own
    /// `showsHorizontalScrollIndicator` and `showsVerticalScrollIndicator` as they are.
    public var showsScrollIndicators = false
    /// Host clock minus SDL's clock, in seconds, added to every event's SDL timestamp (0 until the
    /// first `frame(at:)`).
    public private(set) var eventTimeOffset: TimeInterval = 0

    private var router: HostInputRouter
    /// The keys whose last press the carousel used (their releases are its too).
    private var keyClaims = KeyPressClaims()
    private let hostRenderer: OpaquePointer
    /// The host renderer's window (SDL id), whose mouse, key and window events are the carousel's
    /// to consider; nil for a renderer without a window (every event is considered).
    private let hostWindowID: UInt32?
    private var clockMeasured = false
    private var list = DisplayList()

    /// Where the carousel sits in the host's window, in window points. Changing its size lays the
    /// tree out again (the root is resized; `content` follows).
    public var rect: CGRect {
        didSet {
            router.rect = rect
            if rect.size != oldValue.size { root.handle(.resized(rect.size)) }
        }
    }

    /// Which input the carousel takes besides presses on it (see `EmbeddedInputPolicy`).
    public var inputPolicy: EmbeddedInputPolicy {
        get { router.policy }
        set { router.policy = newValue }
    }

    /// Whether the carousel has the host's keyboard focus (for `inputPolicy`'s `.whenFocused`). The
    /// host sets it from its own focus model; with `inputPolicy.focusesOnPress` (the default) a press
    /// inside `rect` sets it and a press outside clears it.
    public var isFocused: Bool {
        get { router.isFocused }
        set { router.isFocused = newValue }
    }

    /// Whether the pointer is over `rect`, as of the last pointer event handled.
    public var isHovered: Bool { router.isHovered }

    /// Whether a press that began inside `rect` is still held (its drag goes on outside it).
    public var isTrackingPointer: Bool { router.isCapturing }

    /// A carousel in `rect` of the window the host's `hostRenderer` draws into.
    /// - Parameters:
    ///   - context: `SDLContext.attachingToHost()` (after the host's `SDL_Init`).
    ///   - hostRenderer: the host's `SDL_Renderer *` as an `OpaquePointer`; it must outlive this
    ///     object.
    ///   - rect: where the carousel sits, in window points.
    ///   - content: a view to fill the root (kept at its size) and to take the keyboard focus inside
    ///     the tree; nil to add views to `root` yourself.
    ///   - policy: which input the carousel takes (see `EmbeddedInputPolicy`).
    ///   - imageLoader: loads the images the tree shows (`ImageLoader(context:)`), or nil.
    ///   - fonts: the faces to draw text with; nil discovers DejaVu Sans.
    ///   - logger: receives the renderer's warnings (text it cannot draw, a missing HarfBuzz);
    ///     nil logs as "ScrollKitSDL.Renderer".
    /// - Throws: `FontDiscoveryError` when no font is found; `SDLError` when SDL_ttf cannot open it.
    public init(
        context: SDLContext, hostRenderer: OpaquePointer, rect: CGRect, content: View? = nil,
        policy: EmbeddedInputPolicy = .default, imageLoader: ImageLoader? = nil, fonts: FontFiles? = nil,
        logger: Logger? = nil
    ) throws {
        self.hostRenderer = hostRenderer
        self.renderer = try Renderer(
            hostRenderer: hostRenderer, context: context, fonts: fonts, imageLoader: imageLoader, logger: logger)
        self.imageLoader = imageLoader
        self.rect = rect
        self.router = HostInputRouter(rect: rect, policy: policy)
        self.hostWindowID = SDL_RenderGetWindow(hostRenderer).map { SDL_GetWindowID($0) }
        self.content = content
        root = WindowRoot(size: rect.size)
        root.textMeasurer = renderer
        if let content {
            content.frame = root.bounds
            root.addSubview(content)
            root.focus(content)
            root.onResize = { [unowned root] in content.frame = root.bounds }
        }
    }

    /// Hands the carousel one of the host's events: a pointer to the host's `SDL_Event` (`&event`).
    ///
    /// What it does with each kind (see the type's comment for the rule):
    /// - mouse button (left) and motion: routed by `rect` (a press inside, its drag and release, and
    ///   hover inside are the carousel's; a press outside and its drag are not delivered; the pointer
    ///   leaving `rect` is delivered as an exit but stays the host's); other buttons are the host's;
    /// - wheel: delivered as `inputPolicy.wheel` says, the carousel's only if a view scrolled;
    /// - key press: delivered as `inputPolicy.keys` says, the carousel's only if a view used the key;
    ///   key release: the carousel's exactly when the key's last press was;
    /// - window focus lost: delivered (it ends a drag), the host's too; window leave: as the pointer
    ///   leaving; resizes, quit, text input, touchscreen fingers, gamepads and everything else: the
    ///   host's, not delivered.
    ///
    /// Events of another window than the host renderer's are the host's; an event whose window id is
    /// 0 (as `SDL_PushEvent` leaves it) is taken as the host renderer's window, as SDL does.
    /// - Returns: true when the carousel used the event: the host should not act on it too. False
    ///   when the host should: the carousel had no use for it (a key no view handles, such as Esc,
    ///   Enter or Tab; a scroll over nothing that scrolls), it never got it, or it only heard of it.
    @discardableResult
    public func handle(event: UnsafeRawPointer) -> Bool {
        let translator = EventTranslator(pointsPerNotch: pointsPerWheelNotch)
        let hostEvent = translator.translate(hostEvent: event)
        guard hostEvent.concerns(hostWindowID: hostWindowID) else { return false }
        if let key = hostEvent.key, !key.isDown { return keyClaims.released(key.code) }
        let used = hostEvent.input.map { input in handle(Self.shifted(windowPoints(input), by: eventTimeOffset)) } ?? false
        if let key = hostEvent.key { keyClaims.pressed(key.code, used: used) }
        return used
    }

    /// Hands the carousel an input event already in ScrollKit's terms, in host window points and on
    /// the host's clock (for hosts that translate their own events, and for tests). Routed like
    /// `handle(event:)`; key releases are not `InputEvent`s: a host that translates its own keeps
    /// each release where its press went.
    /// - Returns: true when the carousel used the event (see `handle(event:)`): a press inside `rect`,
    ///   its drag and release, hover inside; a key a view handled; a scroll a view took. False
    ///   otherwise: the host should act on it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        guard let routed = router.route(event) else { return false }
        switch (routed.event, routed.ownership) {
        case (.key(let key), .ifUsed):
            return root.handle(key: key)
        case (.wheel(let wheel), .ifUsed):
            return root.handle(wheel: wheel)
        case (_, let ownership):
            root.handle(routed.event)
            return ownership == .owned
        }
    }

    /// Advances the carousel to `time` (the host's clock, seconds; never decreasing), uploads the
    /// images that finished loading (they fade in from `time`) and builds the frame's display list,
    /// which `render(into:)` then draws.
    /// - Returns: the frame's display list (in `rect`'s coordinates), for hosts that look at it.
    @discardableResult
    public func frame(at time: TimeInterval) -> DisplayList {
        let measured = time - TimeInterval(SDL_GetTicks64()) / 1000
        if !clockMeasured || abs(measured - eventTimeOffset) > Self.clockResyncThreshold {
            eventTimeOffset = measured
            clockMeasured = true
        }
        if let imageLoader { _ = imageLoader.uploadReady(into: renderer, frameTime: time) }
        if !showsScrollIndicators { Self.hideScrollIndicators(in: root) }
        // Let go of last frame's list first, so the root builds into its storage without a copy.
        list = DisplayList()
        list = root.frame(at: time)
        return list
    }

    /// Draws the last `frame(at:)` into `rect` of the host's frame (after `background`, if any),
    /// touching nothing outside it and leaving the host renderer's state as it was. Does not
    /// present: the host does, when its frame is complete.
    /// - Parameter hostRenderer: the host's renderer: the one the carousel was made with.
    /// - Throws: `SDLError` when `hostRenderer` is another renderer than the one given at creation
    ///   (the carousel's textures live on that one: make a new `EmbeddedCarousel` for a new
    ///   renderer), or when SDL fails to draw.
    public func render(into hostRenderer: OpaquePointer) throws {
        guard hostRenderer == self.hostRenderer else {
            throw SDLError(
                "draw the embedded carousel",
                message: """
                    it was made for another SDL_Renderer (its textures live there); release it and make a new \
                    EmbeddedCarousel for this renderer
                    """)
        }
        try renderer.render(list, in: rect, background: background)
    }

    /// `event` with a pointer location SDL made logical (the host renderer has a logical size)
    /// turned back into window points; other events as they are. (SDL converts mouse motion and
    /// buttons, not the wheel's pointer location.)
    private func windowPoints(_ event: InputEvent) -> InputEvent {
        guard case .pointer(var pointer) = event, pointer.phase != .exited else { return event }
        var logicalWidth: Int32 = 0
        var logicalHeight: Int32 = 0
        SDL_RenderGetLogicalSize(hostRenderer, &logicalWidth, &logicalHeight)
        guard logicalWidth > 0, logicalHeight > 0 else { return event }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_RenderLogicalToWindow(hostRenderer, Float(pointer.location.x), Float(pointer.location.y), &x, &y)
        pointer.location = CGPoint(x: CGFloat(x), y: CGFloat(y))
        return .pointer(pointer)
    }

    /// Turns off the scroll indicators of every scroll view in `view`'s tree.
    ///
    /// - Complexity: O(v) for v views; allocates nothing.
    private static func hideScrollIndicators(in view: View) {
        if let scrollView = view as? ScrollView {
            if scrollView.showsHorizontalScrollIndicator { scrollView.showsHorizontalScrollIndicator = false }
            if scrollView.showsVerticalScrollIndicator { scrollView.showsVerticalScrollIndicator = false }
        }
        for subview in view.subviews { hideScrollIndicators(in: subview) }
    }

    /// `event` with its time moved by `offset` seconds.
    static func shifted(_ event: InputEvent, by offset: TimeInterval) -> InputEvent {
        offset == 0 ? event : event.retimed(by: offset)
    }
}
