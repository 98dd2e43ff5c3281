internal import CSDL
import Foundation

/// A resizable, high-DPI aware desktop window with an SDL renderer.
///
/// Sizes are in points unless a name says pixels. On a high-DPI display the drawable has more
/// pixels than the window has points; `pixelScale` is pixels per point, and a `Renderer` drawing
/// into the window multiplies every display-list coordinate by it, so text and edges are crisp.
@MainActor
public final class Window: RenderTarget, FrameSource {
    /// Default window title.
    public static let defaultTitle = "Carousel Lab"
    /// The smallest size a user can resize the window to, in points (unless created smaller).
    public static let minimumSize = CGSize(width: 200, height: 150)

    /// The SDL window (`SDL_DestroyWindow` once nothing holds it).
    let windowHandle: SDLSessionHandle
    /// nil only inside `recreateRenderer()`, between destroying the old renderer and creating the new.
    private var currentRenderer: SDLRendererHandle?
    var rendererHandle: SDLRendererHandle { currentRenderer! }
    private(set) var rendererGeneration = 0
    private let vsync: Bool
    private let context: SDLContext
    var session: SDLSession { context.session }

    /// Opens the window, centred, and creates its renderer: accelerated with vsync if the platform
    /// has one, otherwise SDL's software renderer.
    /// - Parameters:
    ///   - context: the SDL session (video initialised) the window belongs to.
    ///   - title: the window's title bar text.
    ///   - size: the window's size in points.
    ///   - vsync: wait for the display's refresh in `present()` (accelerated renderers only).
    ///   - hidden: create the window without showing it (tests).
    /// - Throws: `SDLError` if the window or both renderers cannot be created.
    public init(
        context: SDLContext,
        title: String = Window.defaultTitle,
        size: CGSize,
        vsync: Bool = true,
        hidden: Bool = false
    ) throws {
        self.context = context
        self.vsync = vsync
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
                Int32(size.width.rounded()), Int32(size.height.rounded()), flags
            )
        else {
            throw SDLError("create the \(Int(size.width))x\(Int(size.height)) window \"\(title)\"")
        }
        // Users cannot shrink the window below `minimumSize` (or below the size asked for, if smaller).
        SDL_SetWindowMinimumSize(
            window, Int32(min(Window.minimumSize.width, size.width.rounded())),
            Int32(min(Window.minimumSize.height, size.height.rounded())))
        let windowHandle = SDLSessionHandle(window, session: context.session, destroy: SDL_DestroyWindow)
        self.windowHandle = windowHandle

        currentRenderer = try Self.makeRenderer(for: windowHandle, vsync: vsync)
    }

    /// An accelerated renderer (with vsync if asked) for `window`, or else SDL's software renderer.
    private static func makeRenderer(for window: SDLSessionHandle, vsync: Bool) throws -> SDLRendererHandle {
        var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        if let accelerated = SDL_CreateRenderer(window.pointer, -1, rendererFlags) {
            return SDLRendererHandle(accelerated, target: window)
        } else if let software = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            return SDLRendererHandle(software, target: window)
        }
        throw SDLError("create a renderer (accelerated or software) for the window")
    }

    /// Replaces the window's SDL renderer (one window has at most one: the old one is destroyed
    /// first, so every texture of it must be released already; `Renderer` does that).
    func recreateRenderer() throws {
        currentRenderer = nil
        rendererGeneration += 1
        currentRenderer = try Self.makeRenderer(for: windowHandle, vsync: vsync)
    }

    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(windowHandle.pointer)) }
        set { SDL_SetWindowTitle(windowHandle.pointer, newValue) }
    }

    /// The window's size in points (SDL's "screen coordinates"; mouse events use the same units).
    public var sizeInPoints: CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(windowHandle.pointer, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    /// The drawable's size in pixels.
    public var sizeInPixels: CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(rendererHandle.pointer, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    /// Pixels per point: drawable width over window width (1 when the window has no size).
    public var pixelScale: CGFloat {
        let points = sizeInPoints
        guard points.width > 0 else { return 1 }
        return sizeInPixels.width / points.width
    }

    /// The SDL render driver in use (`"opengl"`, `"software"`, …).
    public var rendererName: String { rendererHandle.driverName }

    /// SDL's id for the window (the app needs it only to tell windows apart in logs).
    public var windowID: UInt32 { SDL_GetWindowID(windowHandle.pointer) }

    /// Shows the frame drawn since the last present (waits for vsync if enabled).
    public func present() {
        SDL_RenderPresent(rendererHandle.pointer)
    }

    /// Reads back the frame drawn so far. Call after `Renderer.render` and *before* `present()`:
    /// after presenting, the back buffer's contents are undefined.
    public func readPixels() throws -> PixelBuffer {
        try PixelBuffer.read(from: rendererHandle)
    }
}
