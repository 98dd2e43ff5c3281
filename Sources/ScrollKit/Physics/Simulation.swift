import Foundation

/// A one-dimensional motion over time, Flutter style: a pure value that answers where it is,
/// how fast it moves and whether it is done at any time `t` since it began.
///
/// Conventions for every ScrollKit simulation:
/// - `t` is in **seconds since the simulation began**. Nothing reads a clock: the caller passes
///   the frame time down, so any frame rate (or a test) samples the same curve.
/// - Positions are in **points**, in content-offset terms for scroll simulations (the value a
///   scroll view assigns to `contentOffset.x` or `.y`).
/// - Velocities returned by `velocity(at:)` are in **points per second** (pt/s), positive when the
///   position grows. Values UIKit expresses per millisecond are named `…PerMillisecond`.
/// - Times before 0 behave as 0. Once `isDone(at:)` is true, `position(at:)` returns exactly
///   `finalPosition` and `velocity(at:)` returns 0.
public protocol Simulation: Sendable {
    /// The position at `t` seconds since the start, in points.
    func position(at t: TimeInterval) -> CGFloat
    /// The velocity at `t` seconds since the start, in points per second.
    func velocity(at t: TimeInterval) -> CGFloat
    /// Whether the motion has ended at `t` seconds since the start.
    func isDone(at t: TimeInterval) -> Bool
    /// Where the motion ends, in points.
    var finalPosition: CGFloat { get }
}

/// Shared unit conversions and thresholds of ScrollKit's physics.
public enum ScrollPhysics {
    /// Milliseconds in one second: UIKit's scroll physics works per millisecond, ScrollKit's
    /// public API in seconds.
    public static let millisecondsPerSecond: Double = 1000

    /// UIKit's stop speed: momentum ends once |v| falls below this, in points per millisecond
    /// (0.01 pt/ms = 10 pt/s).
    public static let stopSpeedPerMillisecond: CGFloat = 0.01

    /// Converts a velocity from points per second to points per millisecond.
    @inlinable
    public static func perMillisecond(fromPerSecond velocity: CGFloat) -> CGFloat {
        velocity / CGFloat(millisecondsPerSecond)
    }

    /// Converts a velocity from points per millisecond to points per second.
    @inlinable
    public static func perSecond(fromPerMillisecond velocity: CGFloat) -> CGFloat {
        velocity * CGFloat(millisecondsPerSecond)
    }

    /// `t` seconds as milliseconds, with negative times treated as 0.
    @inlinable
    static func milliseconds(_ t: TimeInterval) -> CGFloat {
        CGFloat(max(t, 0) * millisecondsPerSecond)
    }

    /// -1, 0 or +1 as the sign of `value`.
    @inlinable
    static func sign(_ value: CGFloat) -> CGFloat {
        value > 0 ? 1 : (value < 0 ? -1 : 0)
    }
}

/// A simulation that stays at one position: the result of a fling too slow to move, or of a
/// landing request at the current offset.
public struct RestingSimulation: Simulation, Hashable {
    /// The resting position, in points.
    public let finalPosition: CGFloat

    /// A simulation that is done at once at `position` (points).
    public init(position: CGFloat) { finalPosition = position }

    /// Always `finalPosition`, in points.
    public func position(at t: TimeInterval) -> CGFloat { finalPosition }
    /// Always 0 pt/s.
    public func velocity(at t: TimeInterval) -> CGFloat { 0 }
    /// Always true.
    public func isDone(at t: TimeInterval) -> Bool { true }
}
