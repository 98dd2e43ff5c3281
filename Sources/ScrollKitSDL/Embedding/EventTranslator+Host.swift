internal import CSDL
import Foundation
import ScrollKit

extension EventTranslator {
    /// Translates a host app's own `SDL_Event` (given by address) with the same rules as the
    /// library's `EventPump` (`translate(_:modifierState:)`), and says which window it came from.
    /// - Returns: the event (locations in window points, times in SDL's seconds) and the SDL id of
    ///   the window it concerns (nil for events of no window, such as `SDL_QUIT`); nil when
    ///   ScrollKit has no use for the event.
    func translate(hostEvent: UnsafeRawPointer) -> (event: InputEvent, windowID: UInt32?)? {
        let event = hostEvent.loadUnaligned(as: SDL_Event.self)
        guard let input = translate(event, modifierState: UInt16(SDL_GetModState().rawValue)) else { return nil }
        return (input, Self.windowID(of: event))
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
}
