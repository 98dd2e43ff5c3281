import Foundation

/// Momentum after a fling: UIKit's per-millisecond exponential decay in closed form (docs/PHYSICS.md §1.3).
///
/// With `v` in pt/ms, `d` the rate and `T` the time in **milliseconds**, UIKit's state velocity is
/// `v·d^T` and its displacement, summed every millisecond, is
///
///     x(T) = x0 + v·d·(1 − d^T)/(1 − d)
///
/// The motion stops when |v·d^T| falls below 0.01 pt/ms (10 pt/s), so a fling travels
/// `(v − 0.01)·d/(1 − d)`: 494.01 pt for 1000 pt/s at `.normal`. Being a closed form, the curve
/// does not depend on the frame rate that samples it.
///
/// A simulation built with `init(offset:velocity:rate:landingAt:)` (in
/// `DecelerationSimulation+Landing.swift`) instead follows the continuous curve
/// `x0 + v·(1 − d^T)/(−ln d)` with a solved rate or velocity, and stops exactly on its target.
///
/// Positions are content offsets in points; `t` is seconds since the release.
public struct DecelerationSimulation: Simulation, Hashable {
    /// The content offset at the release, in points.
    public let startPosition: CGFloat
    /// The velocity at the release, in points per second (content-offset direction).
    public let initialVelocity: CGFloat
    /// The per-millisecond decay factor this motion uses (for a landing, the solved rate).
    public let rate: DecelerationRate
    /// Where the motion stops, in points.
    public let finalPosition: CGFloat
    /// When the motion stops, in seconds since the release.
    public let duration: TimeInterval
    /// The target the motion is clamped at (never passed), for a landing; nil for free momentum.
    public let landingTarget: CGFloat?

    /// x(T) = x0 + amplitude·(1 − d^T), in points.
    let amplitude: CGFloat

    /// UIKit's free momentum from `offset` (points) at `velocity` (**points per second**,
    /// positive when the content offset grows), decaying by `rate` every millisecond and stopping
    /// below `stopSpeedPerMillisecond` (10 pt/s; a scroll view moving on two axes passes this axis'
    /// share of the joint stop, see `ScrollPhysics.jointStopSpeeds(velocity:)`).
    ///
    /// A NaN velocity is 0 and an infinite one `ScrollPhysics.velocityLimit`; a non-finite `offset`
    /// has nowhere to move from and rests at once at 0; a stop speed that is not positive is 10 pt/s.
    public init(
        offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) {
        let offset = offset.isFinite ? offset : 0
        let velocity = ScrollPhysics.finiteVelocity(velocity)
        let d = rate.perMillisecond
        let velocityPerMs = ScrollPhysics.perMillisecond(fromPerSecond: velocity)
        let stopSpeed =
            stopSpeedPerMillisecond > 0 && stopSpeedPerMillisecond.isFinite
            ? stopSpeedPerMillisecond : ScrollPhysics.stopSpeedPerMillisecond
        let stopTimeMs: CGFloat =
            abs(velocityPerMs) > stopSpeed
            ? log(stopSpeed / abs(velocityPerMs)) / log(d)
            : 0
        let amplitude = velocityPerMs * d / (1 - d)
        self.init(
            startPosition: offset,
            initialVelocity: stopTimeMs > 0 ? velocity : 0,
            rate: rate,
            amplitude: stopTimeMs > 0 ? amplitude : 0,
            stopTimeMs: stopTimeMs,
            landingTarget: nil
        )
    }

    /// The designated initializer; `amplitude` in points, `stopTimeMs` in milliseconds.
    init(
        startPosition: CGFloat, initialVelocity: CGFloat, rate: DecelerationRate,
        amplitude: CGFloat, stopTimeMs: CGFloat, landingTarget: CGFloat?
    ) {
        self.startPosition = startPosition
        self.initialVelocity = initialVelocity
        self.rate = rate
        self.amplitude = amplitude
        self.landingTarget = landingTarget
        duration = TimeInterval(stopTimeMs) / ScrollPhysics.millisecondsPerSecond
        finalPosition = landingTarget ?? (startPosition + amplitude * (1 - pow(rate.perMillisecond, stopTimeMs)))
    }

    /// The initial velocity in points per millisecond (the unit UIKit's delegate sees).
    public var initialVelocityPerMillisecond: CGFloat {
        ScrollPhysics.perMillisecond(fromPerSecond: initialVelocity)
    }

    /// The content offset at `t` seconds, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return finalPosition }
        let x = startPosition + amplitude * (1 - pow(rate.perMillisecond, ScrollPhysics.milliseconds(t)))
        guard let target = landingTarget else { return x }
        // A landing never passes its target.
        return startPosition <= target ? min(x, target) : max(x, target)
    }

    /// UIKit's velocity state `v·d^T` at `t` seconds, in points per second.
    ///
    /// For free momentum this is the velocity UIKit carries into a bounce; the derivative of the
    /// per-millisecond sum is 0.1% lower at `.normal` (`d·ln(1/d)/(1 − d)` = 0.999).
    public func velocity(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return 0 }
        return initialVelocity * pow(rate.perMillisecond, ScrollPhysics.milliseconds(t))
    }

    /// True from `duration` on (and for a NaN time).
    public func isDone(at t: TimeInterval) -> Bool { !(t < duration) }

    /// The time, in seconds since the release, at which the motion first reaches `position`
    /// (points); nil when it never does (behind the start, or beyond where it stops).
    public func timeToReach(_ position: CGFloat) -> TimeInterval? {
        let distance = position - startPosition
        if distance == 0 { return 0 }
        if let target = landingTarget, position == target { return duration }
        let travelled = finalPosition - startPosition
        guard amplitude != 0, ScrollPhysics.sign(distance) == ScrollPhysics.sign(travelled),
            abs(distance) <= abs(travelled)
        else { return nil }
        let fraction = 1 - distance / amplitude
        guard fraction > 0 else { return nil }
        let timeMs = log(fraction) / rate.logPerMillisecond
        return min(TimeInterval(timeMs) / ScrollPhysics.millisecondsPerSecond, duration)
    }
}
