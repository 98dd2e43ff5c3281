import Foundation
import ScrollKit

/// Hands out a recording's events as headless time reaches them; when `repeats`, starts over after
/// the recording's end (plus a second's pause), the events' times shifted by whole loops.
struct ReplayCursor {
    /// The pause between two loops of a repeated recording, in seconds.
    static let loopGap: TimeInterval = 1

    private let events: [RecordedEvent]
    private let duration: TimeInterval
    private let repeats: Bool
    private var index = 0
    private var loop = 0

    init(recording: InputRecording?, repeats: Bool) {
        events = recording?.events ?? []
        duration = max(recording?.duration ?? 0, events.last?.time ?? 0)
        self.repeats = repeats && !(recording?.events.isEmpty ?? true)
    }

    /// The length of one loop, in seconds.
    private var period: TimeInterval { duration + ReplayCursor.loopGap }

    /// The next event due at `now` (seconds), its time shifted to its loop; nil when none is due.
    mutating func next(until now: TimeInterval) -> InputEvent? {
        if index == events.count, repeats {
            index = 0
            loop += 1
        }
        guard index < events.count else { return nil }
        let shift = Double(loop) * period
        let event = events[index]
        guard event.time + shift <= now else { return nil }
        index += 1
        return shift == 0 ? event.event : event.event.retimed(by: shift)
    }

    /// Whether every event has been handed out and the recording's end has passed (never, when repeating).
    func isFinished(at now: TimeInterval) -> Bool {
        !repeats && index == events.count && now >= duration
    }

    /// Whether `now` is more than `limit` seconds past the recording's end.
    func hasRunOver(now: TimeInterval, by limit: TimeInterval) -> Bool {
        now >= duration + limit
    }
}
