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
    /// Whether SDL's GameController subsystem started (gamepads can be used).
    let hasGameControllers: Bool

    @MainActor
    init(videoDriver: SDLContext.VideoDriver) throws {
        self.videoDriver = videoDriver
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

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
