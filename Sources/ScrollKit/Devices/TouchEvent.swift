import Foundation

/// What produced a pointer stream: the recognizers see the same `PointerEvent`s for each, and a
/// scroll view names the device in its `cause` (`ScrollCause.touch`, `ScrollCause.gamepad`).
public enum PointerDevice: Hashable, Sendable {
    /// The mouse's primary button (or a trackpad's click).
    case mouse
    /// One or more fingers on a touchscreen, followed as their centroid (`WindowRoot`).
    case touch
    /// The gamepad's A button: a tap at the centre of the focused view (`GamepadNavigator`).
    case gamepad
}

/// One finger on a touchscreen, in window coordinates (points).
///
/// A finger goes down, moves and lifts (or is cancelled) under one `finger` id; ids are unique
/// among the fingers down at once and may be reused afterwards. `WindowRoot` hit-tests each new
/// finger once: a finger landing on a view whose touch is already under way joins that touch (the
/// view follows the centroid of its fingers), any other starts a touch of its own.
public struct TouchEvent: Hashable, Sendable {
    /// Where a finger is in its life.
    public enum Phase: Hashable, Sendable {
        /// The finger touched the screen.
        case down
        /// The finger moved while touching.
        case moved
        /// The finger lifted.
        case up
        /// The finger will never lift normally (the system took it): its touch ends as a lift at
        /// rest would, and is never a tap.
        case cancelled
    }

    /// The finger's id, unique among the fingers down at once.
    public var finger: Int
    /// Where the finger is in its life: down, moved, up or cancelled.
    public var phase: Phase
    /// Where the finger is, in window points.
    public var location: CGPoint
    /// Seconds on the run loop's clock.
    public var timestamp: Timestamp

    /// Finger `finger` in `phase` at `location` (window points) at `timestamp` (seconds).
    public init(finger: Int, _ phase: Phase, at location: CGPoint, time timestamp: Timestamp) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
