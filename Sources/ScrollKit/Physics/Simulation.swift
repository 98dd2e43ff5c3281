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
///   `finalPosition` and `velocity(at:)` returns 0. A NaN time counts as the end (done).
/// - Non-finite input (a NaN or infinite velocity, offset or time) never yields a non-finite
///   position or velocity: each simulation says in its initializer what it does instead.
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

    /// `t` seconds as milliseconds, with negative times treated as 0 and NaN as the end (+∞).
    @inlinable
    static func milliseconds(_ t: TimeInterval) -> CGFloat {
        t.isNaN ? .infinity : CGFloat(max(t, 0) * millisecondsPerSecond)
    }

    /// The largest speed a simulation takes as input, in points per second: 10⁶ pt/s, far beyond any
    /// pointer (a release is capped at `VelocityTracker.maximumSpeed`, 8 000 pt/s) yet small enough
    /// that UIKit's per-millisecond arithmetic stays finite. Faster input is clamped to it.
    public static let velocityLimit: CGFloat = 1_000_000

    /// `velocity` (points per second) made safe for a simulation: NaN is 0; anything beyond
    /// ±`velocityLimit` (±∞ included) is clamped to it.
    @inlinable
    public static func finiteVelocity(_ velocity: CGFloat) -> CGFloat {
        velocity.isNaN ? 0 : min(max(velocity, -velocityLimit), velocityLimit)
    }

    /// Each axis' share of UIKit's joint stop for a fling at `velocity` (points per second on each
    /// axis), in points per millisecond. UIKit stops both axes together, when vx² + vy² < 10⁻⁴
    /// (pt/ms)², not each on its own below 0.01 pt/ms. Both axes decay by the same factor, so their
    /// ratio holds and the joint rule is "each axis stops below 0.01·|vᵢ|/|v|": a (1000, 20) pt/s
    /// fling stops y at 0.0002 pt/ms, and y travels 9.88 pt instead of 4.99.
    /// With no velocity on either axis (or a non-finite one) both shares are 0.01 pt/ms.
    public static func jointStopSpeeds(velocity: CGPoint) -> (horizontal: CGFloat, vertical: CGFloat) {
        let x = finiteVelocity(velocity.x)
        let y = finiteVelocity(velocity.y)
        let speed = (x * x + y * y).squareRoot()
        guard speed > 0, speed.isFinite else { return (stopSpeedPerMillisecond, stopSpeedPerMillisecond) }
        let floor = stopSpeedPerMillisecond * 1e-9 // an axis barely moving still stops, and soon
        return (max(stopSpeedPerMillisecond * abs(x) / speed, floor), max(stopSpeedPerMillisecond * abs(y) / speed, floor))
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
