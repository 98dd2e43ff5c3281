import CSDL
import Foundation
import ScrollKit

/// Drains SDL's event queue into ScrollKit `InputEvent`s (see `EventTranslator` for units: points,
/// seconds on `SDLContext.now`'s clock, wheel deltas in content-offset points).
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

    public init(context: SDLContext, pointsPerWheelNotch: CGFloat = EventPump.defaultPointsPerWheelNotch) {
        self.context = context
        self.pointsPerWheelNotch = pointsPerWheelNotch
    }

    /// Replaces the contents of `events` with every pending input, translated, without waiting.
    /// Consecutive duplicate size changes and `.quit`s within one call are reported once.
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
}
