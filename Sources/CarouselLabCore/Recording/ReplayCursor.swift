import Foundation
import ScrollKit

/// Hands out a recording's events and data lines (`RecordedEdit`) as headless time reaches them, in
/// the order the recording holds them; when `repeats`, starts over after the recording's end (plus a
/// second's pause), the times shifted by whole loops.
///
/// A data line comes after the events written before it and before those written after it: an
/// event due is held back while an earlier data line is not handed out (`nextEdit(until:)`).
struct ReplayCursor {
    /// The pause between two loops of a repeated recording, in seconds.
    static let loopGap: TimeInterval = 1

    private let events: [RecordedEvent]
    private let edits: [RecordedEdit]
    private let duration: TimeInterval
    private let repeats: Bool
    private var index = 0
    private var editIndex = 0
    private var loop = 0

    init(recording: InputRecording?, repeats: Bool) {
        events = recording?.events ?? []
        edits = recording?.edits ?? []
        duration = max(recording?.duration ?? 0, events.last?.time ?? 0, edits.last?.time ?? 0)
        self.repeats = repeats && !(events.isEmpty && edits.isEmpty)
    }

    /// The length of one loop, in seconds.
    private var period: TimeInterval { duration + ReplayCursor.loopGap }
    /// How far the current loop's times are shifted, in seconds.
    private var shift: TimeInterval { Double(loop) * period }

    /// Starts the next loop once everything of this one was handed out (when repeating).
    private mutating func wrapIfDone() {
        if index == events.count, editIndex == edits.count, repeats {
            index = 0
            editIndex = 0
            loop += 1
        }
    }

    /// Whether the next data line comes before the next event.
    private var editIsNext: Bool { editIndex < edits.count && edits[editIndex].position <= index }

    /// The next event due at `now` (seconds), its time shifted to its loop; nil when none is due (or a
    /// data line comes first: `nextEdit(until:)`).
    mutating func next(until now: TimeInterval) -> InputEvent? {
        wrapIfDone()
        guard index < events.count, !editIsNext else { return nil }
        let event = events[index]
        guard event.time + shift <= now else { return nil }
        index += 1
        return shift == 0 ? event.event : event.event.retimed(by: shift)
    }

    /// The next data line due at `now` (seconds) that no event due comes before; nil when none is.
    mutating func nextEdit(until now: TimeInterval) -> RecordedEdit? {
        wrapIfDone()
        guard editIsNext else { return nil }
        var edit = edits[editIndex]
        guard edit.time + shift <= now else { return nil }
        editIndex += 1
        edit.time += shift
        return edit
    }

    /// Whether every event and data line has been handed out and the recording's end has passed
    /// (never, when repeating).
    func isFinished(at now: TimeInterval) -> Bool {
        !repeats && index == events.count && editIndex == edits.count && now >= duration
    }

    /// Whether `now` is more than `limit` seconds past the recording's end.
    func hasRunOver(now: TimeInterval, by limit: TimeInterval) -> Bool {
        now >= duration + limit
    }
}
