import Foundation
import ScrollKit

/// The lab's app time: `scale` × the frame clock, paused and stepped on request.
///
/// The run loop reads its frame clock (the wall clock in a window, `frame / 60` s headless), asks
/// this value for the app time and passes only that down: every motion, animation, autoplay page and
/// image fade runs on app time, so slow motion and pause change nothing but when things happen (the
/// physics, being closed-form functions of time, lands exactly where it would at 1×).
///
/// App time is one linear piece per setting: `anchorApp + scale × (clock − anchorClock)`, re-anchored
/// only when the scale or the pause changes, so it never accumulates rounding (40 headless frames at
/// ¼× reach bit for bit the app time 10 frames reach at 1×).
public struct AppClock: Hashable, Sendable {
    /// The scales accepted (`--time-scale`), app seconds per frame-clock second.
    public static let scaleRange: ClosedRange<Double> = 0.05...4
    /// What key S cycles through: 1× → ½× → ¼× → 1×.
    public static let keyScales: [Double] = [1, 0.5, 0.25]
    /// One frame of the frame clock, in seconds: what `.` steps (times the scale).
    public static let frameStep: TimeInterval = LabOptions.headlessFrameStep

    /// App seconds per frame-clock second.
    public private(set) var scale: Double
    /// Whether app time stands still.
    public private(set) var isPaused = false
    /// The last app time handed out by `advance(to:)`, in seconds.
    public private(set) var now: Timestamp = 0

    private var anchorClock: Timestamp?
    private var anchorApp: Timestamp = 0
    private var pendingSteps = 0

    /// A clock running at `scale` (clamped to `scaleRange`), app time 0 at the first `advance(to:)`.
    public init(scale: Double = 1) {
        self.scale = min(max(scale, AppClock.scaleRange.lowerBound), AppClock.scaleRange.upperBound)
    }

    /// Whether app time moves with the frame clock (not paused).
    public var isRunning: Bool { !isPaused }

    /// The app time at frame-clock time `clock` (seconds) without moving the clock: for input events,
    /// whose times are on the frame clock. Times before the current piece map to its start.
    public func appTime(at clock: Timestamp) -> Timestamp {
        guard let anchorClock else { return anchorApp }
        if isPaused { return anchorApp }
        return anchorApp + scale * max(0, clock - anchorClock)
    }

    /// Moves to frame-clock time `clock` (seconds) and returns the app time of the frame, never less
    /// than the last one. A `.` pressed while paused advances it by one frame (`scale × frameStep`).
    public mutating func advance(to clock: Timestamp) -> Timestamp {
        if anchorClock == nil { anchorClock = clock }
        if pendingSteps > 0 {
            anchorApp += Double(pendingSteps) * scale * AppClock.frameStep
            pendingSteps = 0
        }
        now = max(now, appTime(at: clock))
        return now
    }

    /// Frame-clock seconds until app time reaches `appTime`: how long an idle run loop may sleep for
    /// it. Infinite while paused; 0 when it has passed.
    public func clockSeconds(until appTime: Timestamp) -> TimeInterval {
        isPaused ? .infinity : max(0, appTime - now) / scale
    }

    // MARK: Changes (each re-anchors the line at the frame-clock time it happens)

    /// Sets the scale from frame-clock time `clock` on (clamped to `scaleRange`).
    public mutating func setScale(_ newScale: Double, at clock: Timestamp) {
        reanchor(at: clock)
        scale = min(max(newScale, AppClock.scaleRange.lowerBound), AppClock.scaleRange.upperBound)
    }

    /// Key S: the next of `keyScales` after the current scale (1× after any other scale).
    public mutating func cycleScale(at clock: Timestamp) {
        let next = AppClock.keyScales.firstIndex(of: scale).map { AppClock.keyScales[($0 + 1) % AppClock.keyScales.count] } ?? 1
        setScale(next, at: clock)
    }

    /// Space: pauses or resumes at frame-clock time `clock`.
    public mutating func togglePause(at clock: Timestamp) {
        reanchor(at: clock)
        isPaused.toggle()
    }

    /// `.`: while paused, the next `advance(to:)` moves app time one frame on; while running, pauses
    /// (so `.` freezes the frame shown, and each further `.` steps).
    public mutating func stepFrame(at clock: Timestamp) {
        if isPaused { pendingSteps += 1 } else { togglePause(at: clock) }
    }

    private mutating func reanchor(at clock: Timestamp) {
        anchorApp = appTime(at: clock)
        if pendingSteps > 0 {
            anchorApp += Double(pendingSteps) * scale * AppClock.frameStep
            pendingSteps = 0
        }
        anchorApp = max(anchorApp, now)
        anchorClock = clock
    }

    // MARK: Keys

    /// Takes the time keys, S, Space and `.` (no modifiers), pressed at frame-clock time `clock`.
    /// Returns whether the key was one of them. Auto-repeats of S and Space are ignored; `.` repeats.
    public mutating func handle(_ key: KeyEvent, at clock: Timestamp) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .character("s"): if !key.isRepeat { cycleScale(at: clock) }
        case .space, .character(" "): if !key.isRepeat { togglePause(at: clock) }
        case .character("."): stepFrame(at: clock)
        default: return false
        }
        return true
    }

    /// What the HUD shows: `1×`, `½×`, `¼×` or `0.3×`, and `paused` while paused.
    public var label: String {
        let scaleText: String
        switch scale {
        case 1: scaleText = "1×"
        case 0.5: scaleText = "½×"
        case 0.25: scaleText = "¼×"
        default: scaleText = String(format: "%g×", scale)
        }
        return isPaused ? "\(scaleText) · paused" : scaleText
    }
}

extension InputEvent {
    /// The same event with its time (on the frame clock) moved to `clock`'s app time.
    func onAppTime(of clock: AppClock) -> InputEvent {
        mapTime { clock.appTime(at: $0) }
    }
}
