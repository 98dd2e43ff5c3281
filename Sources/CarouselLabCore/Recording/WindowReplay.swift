import Foundation
import ScrollKit

/// `--replay FILE` in the window: hands the recording's events to the run loop as app time reaches
/// their recorded times (so `--time-scale` and pause slow and stop it too), and keeps the user's own
/// pointer out while it plays: pointer, touch, gamepad, wheel and focus-loss events are dropped until it ends; keys
/// (X, P, Tab, Esc…) and resizes still work. Then the app goes on live.
///
/// The recording's times are app times from its start, and the window's app time starts at 0 with
/// its first frame, as the recording's did: the times need no shifting.
struct WindowReplay {
    private var cursor: ReplayCursor

    init(recording: InputRecording) {
        cursor = ReplayCursor(recording: recording, repeats: false)
    }

    /// The next recorded event due at app time `now`; nil when none is due.
    mutating func next(until now: Timestamp) -> InputEvent? {
        cursor.next(until: now)
    }

    /// The next recorded data line (a live edit of the banners) due at app time `now`; nil when none is.
    mutating func nextEdit(until now: Timestamp) -> RecordedEdit? {
        cursor.nextEdit(until: now)
    }

    /// Whether the recording is still playing at app time `now`.
    func isPlaying(at now: Timestamp) -> Bool {
        !cursor.isFinished(at: now)
    }

    /// Whether the user's own `event` is kept out at app time `now`: pointer, touch, gamepad, wheel
    /// and focus loss while the recording plays.
    func ignores(_ event: InputEvent, at now: Timestamp) -> Bool {
        guard isPlaying(at: now) else { return false }
        switch event {
        case .pointer, .wheel, .focusLost, .touch, .gamepad: return true
        case .key, .resized, .quit: return false
        }
    }
}
