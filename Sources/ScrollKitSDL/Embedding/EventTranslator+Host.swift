internal import CSDL
import Foundation
import ScrollKit

/// One of a host app's own `SDL_Event`s as the embedding path reads it.
struct HostEvent {
    /// The event in ScrollKit's terms (locations in window points, times in SDL's seconds); nil when
    /// ScrollKit has no use for it (a key release among them: see `key`).
    var input: InputEvent?
    /// The SDL id of the window it concerns: nil for events of no window (such as `SDL_QUIT`), 0 for
    /// an event that names none (one made with `SDL_PushEvent` and left at 0).
    var windowID: UInt32?
    /// For a key press or release: its SDL key code (`SDL_Keycode`) and whether it went down.
    var key: (code: Int32, isDown: Bool)?

    /// Whether the event concerns the window with SDL id `hostWindowID` (nil: a renderer with no
    /// window, which takes every event). Window id 0 counts as the host's window, as SDL itself takes
    /// it for pushed events; so do events of no window.
    func concerns(hostWindowID: UInt32?) -> Bool {
        guard let hostWindowID, let windowID, windowID != 0 else { return true }
        return windowID == hostWindowID
    }
}

extension EventTranslator {
    /// Translates a host app's own `SDL_Event` (given by address) with the same rules as the
    /// library's `EventPump` (`translate(_:modifierState:)`), and says which window and key it
    /// concerns.
    func translate(hostEvent: UnsafeRawPointer) -> HostEvent {
        let event = hostEvent.loadUnaligned(as: SDL_Event.self)
        let input = translate(event, modifierState: UInt16(SDL_GetModState().rawValue))
        return HostEvent(input: input, windowID: Self.windowID(of: event), key: Self.key(of: event))
    }

    /// The window an SDL event concerns, for the event kinds `translate` uses.
    static func windowID(of event: SDL_Event) -> UInt32? {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.windowID
        case SDL_MOUSEMOTION.rawValue: event.motion.windowID
        case SDL_MOUSEWHEEL.rawValue: event.wheel.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: event.key.windowID
        case SDL_WINDOWEVENT.rawValue: event.window.windowID
        default: nil
        }
    }

    /// The key code of a key press or release, and whether it went down; nil for other events.
    static func key(of event: SDL_Event) -> (code: Int32, isDown: Bool)? {
        switch event.type {
        case SDL_KEYDOWN.rawValue: (event.key.keysym.sym, true)
        case SDL_KEYUP.rawValue: (event.key.keysym.sym, false)
        default: nil
        }
    }
}
