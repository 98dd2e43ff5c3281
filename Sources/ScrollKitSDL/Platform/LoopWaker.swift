internal import CSDL
import Foundation

/// Wakes a run loop that sleeps in `EventPump.wait(timeout:into:)` from any thread: `wake()` pushes
/// an SDL user event (`SDL_PushEvent` is thread-safe), which ends the wait at once and translates
/// to no `InputEvent`. A background thread that learns something the loop must act on (a watched
/// file changed) calls it, so the loop sleeps while nothing happens instead of polling.
///
/// Make it on the main thread after the `SDLContext` (it registers its event type there); call
/// `wake()` from any thread.
public final class LoopWaker: Sendable {
    /// SDL's event type for the wakes (`SDL_RegisterEvents`), or `SDL_USEREVENT` when none is left.
    private let eventType: UInt32

    /// A waker of the event loop of `context`'s SDL. Main thread.
    @MainActor
    public init(context: SDLContext) {
        _ = context.session // SDL is initialised while the context lives
        let registered = SDL_RegisterEvents(1)
        eventType = registered == UInt32.max ? SDL_USEREVENT.rawValue : registered
    }

    /// Ends the loop's current or next wait. Any thread; O(1). With SDL's queue full the event is
    /// dropped, and the loop's own timeout wakes it instead.
    public func wake() {
        var event = SDL_Event()
        event.type = eventType
        event.user.type = eventType
        _ = SDL_PushEvent(&event)
    }
}
