internal import CSDL
import Foundation

/// SDL (video, events and, where the system has them, game controllers), SDL_ttf and SDL_image,
/// initialised once per process and shut down when the last
/// `SDLContext` (and everything created from it) is released.
///
/// Create one on the main thread before any window, surface, loader or event pump. Creating a
/// second context while one is alive shares the same initialisation (SDL is not initialised twice);
/// asking for a different video driver than the live one throws.
///
/// Every window, surface, renderer, font and texture keeps its context alive, so SDL is never shut
/// down under an object that still holds an SDL handle.
///
/// SDL installs no signal handlers (`SDL_NO_SIGNAL_HANDLERS`): SIGINT and SIGTERM are the app's.
///
/// An app that initialises SDL itself (the embedding path: `EmbeddedCarousel`,
/// `Renderer.init(hostRenderer:context:fonts:imageLoader:logger:)`) uses `attachingToHost()`
/// instead, which initialises only SDL_ttf, reference-counted, and never SDL itself.
@MainActor
public final class SDLContext {
    /// Which video driver SDL should use.
    public enum VideoDriver: Hashable, Sendable {
        /// SDL's own choice (`x11`/`wayland` with a display), or whatever `SDL_VIDEODRIVER` says.
        case automatic
        /// No display at all: sets `SDL_VIDEODRIVER=dummy` before `SDL_Init`. Render into a
        /// `HeadlessSurface`; windows exist but are never shown.
        case headless
    }

    /// The shared initialisation this context keeps alive.
    let session: SDLSession

    /// Initialises SDL (video + events), SDL_ttf and SDL_image (PNG, JPEG), unless a live context
    /// already did.
    /// - Parameter videoDriver: `.headless` forces the dummy video driver (for tests, CI and one-shot
    ///   screenshots).
    /// - Throws: `SDLError` if any library fails to initialise, or if a live context uses a
    ///   different video driver.
    public init(videoDriver: VideoDriver = .automatic) throws {
        if let live = SDLSession.current {
            guard live.videoDriver == videoDriver else {
                throw SDLError(
                    "initialise SDL",
                    message: "SDL is already running with video driver \(live.videoDriver); release every SDLContext first"
                )
            }
            session = live
        } else {
            session = try SDLSession(videoDriver: videoDriver)
            SDLSession.current = session
        }
    }

    /// A context over the host app's own SDL, for the embedding path: SDL is not initialised or
    /// shut down here, only used.
    ///
    /// What it initialises, and undoes when the context and everything made from it are released:
    /// SDL_ttf (`TTF_Init`, which SDL_ttf reference-counts: a host that uses SDL_ttf itself keeps it
    /// across the context's `TTF_Quit`). Nothing else: not `SDL_Init`/`SDL_Quit` (the host's), not
    /// SDL_image (the `ImageLoader` decodes PNG and JPEG with libpng and libjpeg directly), no hint,
    /// no signal handler, no environment variable. Images, fonts, `Renderer` and `EmbeddedCarousel`
    /// then work on the host's `SDL_Init`. Call it on the main thread, after `SDL_Init` with at least
    /// `SDL_INIT_VIDEO`; release the context before the host calls `SDL_Quit`.
    /// - Throws: `SDLError` when SDL's video subsystem is not initialised (call `SDL_Init` first), or
    ///   when SDL_ttf cannot be initialised.
    public static func attachingToHost() throws -> SDLContext {
        SDLContext(session: try SDLSession(attachingToHost: ()))
    }

    private init(session: SDLSession) {
        self.session = session
    }

    /// Whether this context initialised SDL itself (`init(videoDriver:)`), rather than attaching
    /// to a host's (`attachingToHost()`).
    public var ownsSDL: Bool { session.ownsSDL }
    /// Whether game controllers can be used: SDL's GameController subsystem started. When it could
    /// not, gamepads are simply not seen.
    public var supportsGamepads: Bool { session.hasGameControllers }

    /// The video driver SDL actually uses (`"dummy"`, `"x11"`, `"wayland"`, …).
    public var videoDriverName: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    /// Seconds since SDL was initialised, on the same clock as the timestamps of translated events
    /// (`SDL_GetTicks64`, millisecond resolution). The run loop reads it once per frame.
    public var now: TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }
}

/// The process-wide SDL initialisation; `SDL_Quit`, `TTF_Quit` and `IMG_Quit` run in its deinit,
/// after the last `SDLContext` and every object holding one have gone.
final class SDLSession {
    /// The live session, if any. Weak: the contexts own it.
    @MainActor static weak var current: SDLSession?

    let videoDriver: SDLContext.VideoDriver
    /// Whether SDL was initialised here (quit in deinit); false when attached to a host's SDL, of
    /// which only SDL_ttf's reference count is taken.
    let ownsSDL: Bool
    /// Whether SDL's GameController subsystem started (gamepads can be used).
    let hasGameControllers: Bool

    @MainActor
    init(videoDriver: SDLContext.VideoDriver) throws {
        self.videoDriver = videoDriver
        self.ownsSDL = true
        if videoDriver == .headless {
            // Must be set before SDL_Init. With no DISPLAY and nothing set, SDL would silently pick
            // an "offscreen" EGL driver instead (see SDL-NOTES.md).
            setenv("SDL_VIDEODRIVER", "dummy", 1)
        }
        // SDL would otherwise turn SIGINT and SIGTERM into a quit event (when no handler is set):
        // the app handles them itself, with their own exit codes.
        SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw SDLError("initialise SDL video and events")
        }
        // Game controllers, hot-plugged (`EventPump` opens them). Without them (no joystick support
        // in this SDL or this system) the app runs as before: mouse, keys, wheel and touch.
        hasGameControllers = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0
        guard TTF_Init() == 0 else {
            let error = SDLError("initialise SDL_ttf")
            SDL_Quit()
            throw error
        }
        let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        guard IMG_Init(wanted) & wanted == wanted else {
            let error = SDLError("initialise SDL_image for PNG and JPEG")
            TTF_Quit()
            SDL_Quit()
            throw error
        }
    }

    /// Takes one SDL_ttf reference on the host's SDL; SDL itself must be initialised already.
    @MainActor
    init(attachingToHost: Void) throws {
        guard SDL_WasInit(Uint32(SDL_INIT_VIDEO)) != 0 else {
            throw SDLError(
                "attach to the host's SDL",
                message: """
                    SDL's video subsystem is not initialised; call SDL_Init(SDL_INIT_VIDEO) before \
                    SDLContext.attachingToHost() (the embedding path never initialises or quits SDL itself)
                    """)
        }
        guard TTF_Init() == 0 else { throw SDLError("initialise SDL_ttf (reference-counted) on the host's SDL") }
        videoDriver = .automatic
        ownsSDL = false
        // The host's: gamepads are seen if the host started SDL's GameController subsystem.
        hasGameControllers = SDL_WasInit(Uint32(SDL_INIT_GAMECONTROLLER)) != 0
    }

    deinit {
        if ownsSDL {
            IMG_Quit()
            TTF_Quit()
            SDL_Quit()
        } else {
            TTF_Quit()
        }
    }
}
