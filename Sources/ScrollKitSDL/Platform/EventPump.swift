internal import CSDL
import Foundation
import ScrollKit

/// Drains SDL's event queue into ScrollKit `InputEvent`s (see `EventTranslator` for units: points,
/// seconds on `SDLContext.now`'s clock, wheel deltas in content-offset points; fingers as touches,
/// SDL's mouse events made from them dropped). Game controllers are opened as they are plugged in
/// and closed as they are unplugged; their d-pad, A, B, shoulders and left stick become
/// `.gamepad` events (`GamepadHub`).
///
/// The caller owns the array and passes it every frame; the pump empties it (keeping its capacity)
/// and appends, so a steady frame does not allocate. Main thread only.
///
/// ```swift
/// var events: [InputEvent] = []
/// pump.poll(into: &events)                      // busy frame
/// pump.wait(timeout: 0.5, into: &events)        // idle: sleep until input or timeout
/// ```
@MainActor
public final class EventPump {
    /// Points of content offset one wheel notch scrolls (a typical desktop line step).
    public static let defaultPointsPerWheelNotch: CGFloat = 40

    /// Points of content offset one wheel notch scrolls.
    public var pointsPerWheelNotch: CGFloat
    private let context: SDLContext
    /// The last size reported, so SDL's RESIZED + SIZE_CHANGED pair yields one `.resized`.
    private var lastReportedSize: CGSize?
    /// The game controllers plugged in, opened and closed as SDL reports them.
    private let gamepads: GamepadHub

    /// A pump over `context`'s event queue; one wheel notch scrolls `pointsPerWheelNotch` points.
    public init(context: SDLContext, pointsPerWheelNotch: CGFloat = EventPump.defaultPointsPerWheelNotch) {
        self.context = context
        self.pointsPerWheelNotch = pointsPerWheelNotch
        gamepads = GamepadHub(session: context.session)
    }

    /// How many game controllers are open now (plugged in, and seen by a `poll` or `wait` since).
    public var gamepadCount: Int { gamepads.count }

    /// Replaces the contents of `events` with every pending input, translated, without waiting.
    /// Consecutive duplicate size changes and `.quit`s within one call are reported once. A window
    /// shown, restored, exposed or moved to another display is reported as `.resized` to its
    /// current size even when that did not change, so the app draws a fresh frame.
    public func poll(into events: inout [InputEvent]) {
        events.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            append(event, to: &events)
        }
    }

    /// Like `poll(into:)`, but first sleeps until an event arrives or `timeout` seconds pass, so an
    /// idle app does not spin.
    /// - Returns: true when at least one SDL event arrived (it may translate to nothing).
    @discardableResult
    public func wait(timeout: TimeInterval, into events: inout [InputEvent]) -> Bool {
        events.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        let milliseconds = Int32(clamping: Int((max(timeout, 0) * 1000).rounded(.up)))
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { return false }
        append(event, to: &events)
        while SDL_PollEvent(&event) != 0 {
            append(event, to: &events)
        }
        return true
    }

    private func append(_ event: SDL_Event, to events: inout [InputEvent]) {
        if gamepads.handle(event, into: &events) { return }
        if let size = Self.sizeNeedingAFreshFrame(event) {
            // Not deduplicated: the size is the same, but the app must draw (and lay out) again.
            lastReportedSize = size
            if case .resized(size)? = events.last { return }
            events.append(.resized(size))
            return
        }
        let translator = EventTranslator(pointsPerNotch: pointsPerWheelNotch)
        guard let input = translator.translate(event, modifierState: UInt16(SDL_GetModState().rawValue)) else { return }
        switch input {
        case .resized(let size):
            guard size != lastReportedSize else { return }
            lastReportedSize = size
        case .quit:
            if case .quit? = events.last { return }
        default:
            break
        }
        events.append(input)
    }

    /// The window's size in points when `event` means its contents must be drawn again at an
    /// unchanged size: shown or restored (after a minimise the old frame is gone), exposed, or
    /// moved to another display (whose pixel scale may differ: the renderer picks the new scale up
    /// at the next frame). Reported as `.resized`, which makes a run loop draw and lay out anew.
    static func sizeNeedingAFreshFrame(_ event: SDL_Event) -> CGSize? {
        guard event.type == SDL_WINDOWEVENT.rawValue else { return nil }
        switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
        case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            guard let window = SDL_GetWindowFromID(event.window.windowID) else { return nil }
            var w: Int32 = 0
            var h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            guard w > 0, h > 0 else { return nil }
            return CGSize(width: CGFloat(w), height: CGFloat(h))
        default:
            return nil
        }
    }
}
