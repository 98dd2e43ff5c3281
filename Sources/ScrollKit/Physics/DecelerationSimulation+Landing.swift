import Foundation

/// The landing a scroll view reports to its delegate when a drag ends (docs/PHYSICS.md §1.4), and the
/// momentum that honours a landing the delegate moved (docs/PHYSICS.md §5).
///
/// The flow on release, per axis:
/// 1. `projectedRestOffset(offset:velocity:rate:in:)` gives the natural landing, clamped to the
///    scrollable range, to pass as `targetContentOffset`.
/// 2. If the delegate leaves it alone, run free momentum (`BouncingDecelerationSimulation`).
/// 3. If it moves it, run `DecelerationSimulation(offset:velocity:rate:landingAt:)`, which keeps
///    the exponential-decay shape and stops exactly on the new target without passing it.
extension DecelerationSimulation {
    /// Below this distance, in points, a landing request means "stay": UIKit's 1.19e−7 (FLT_EPSILON).
    public static let landingDistanceEpsilon: CGFloat = 1.19e-7

    /// UIKit's decay factor for small or reversing landings, per millisecond: used when the solved
    /// velocity would be below `slowLandingSpeedPerMillisecond`.
    public static let slowLandingRate = DecelerationRate(uncheckedFactor: 0.985)

    /// Solved landing velocities slower than this, in points per millisecond (250 pt/s), use
    /// `slowLandingRate` instead of the scroll view's rate.
    public static let slowLandingSpeedPerMillisecond: CGFloat = 0.25

    /// The smallest per-millisecond factor a solved landing uses; nearer targets are reached by
    /// the clamp at the target instead.
    static let minimumSolvedFactor: CGFloat = 1e-9

    /// UIKit's natural landing, in points (content offset), unclamped:
    /// `offset − (v − 0.01·sign v)/ln d` with `v` in pt/ms. 494.5 pt ahead for 1000 pt/s at `.normal`.
    ///
    /// - Parameters:
    ///   - offset: the content offset at the release, in points.
    ///   - velocity: the content-offset velocity at the release, in **points per second**.
    ///   - rate: the scroll view's deceleration rate.
    /// - Returns: `offset` itself when |velocity| ≤ 10 pt/s. Not rounded to pixels.
    /// - Parameter stopSpeedPerMillisecond: the speed the motion stops at, pt/ms: UIKit's 0.01, or
    ///   this axis' share of the joint stop of a two-axis fling (`ScrollPhysics.jointStopSpeeds`).
    public static func projectedRestOffset(
        offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> CGFloat {
        let velocity = ScrollPhysics.finiteVelocity(velocity)
        return offset
            + naturalLandingDistance(
                velocityPerMs: ScrollPhysics.perMillisecond(fromPerSecond: velocity),
                rate: rate, stopSpeed: stopSpeedPerMillisecond)
    }

    /// The natural landing of `projectedRestOffset(offset:velocity:rate:)` clamped to `range`
    /// (the scrollable range of content offsets, points): the value a scroll view reports to its
    /// delegate as `targetContentOffset`.
    public static func projectedRestOffset(
        offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal, in range: ClosedRange<CGFloat>,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> CGFloat {
        let target = projectedRestOffset(
            offset: offset, velocity: velocity, rate: rate,
            stopSpeedPerMillisecond: stopSpeedPerMillisecond)
        guard target.isFinite else {
            return offset.isFinite ? min(max(offset, range.lowerBound), range.upperBound) : range.lowerBound
        }
        return min(max(target, range.lowerBound), range.upperBound)
    }

    /// Momentum from `offset` (points) at `velocity` (**points per second**) that stops exactly on
    /// `target` (points) and never passes it (docs/PHYSICS.md §5).
    ///
    /// With Δ = target − offset, `s` = 0.01 pt/ms in the direction of travel and `v` in pt/ms, the
    /// motion is the continuous decay `x0 + v'·(1 − d'^T)/(−ln d')` with `(v' − s)/(−ln d') = Δ`,
    /// so it reaches the target exactly as its speed falls to 10 pt/s:
    /// - |Δ| < `landingDistanceEpsilon`: stay (done at once, at `target`).
    /// - target ahead and no farther than the natural landing: keep `v`, solve the rate
    ///   `d' = exp(−(v − s)/Δ)` (d' ≤ d, a quicker stop).
    /// - farther, or behind: keep `d`, solve `v' = s + Δ·(−ln d)`; when |v'| < 0.25 pt/ms use
    ///   d' = 0.985 and `v' = s + Δ·(−ln 0.985)` (UIKit's rule for small and reverse snaps).
    ///
    /// The simulation's `rate` and `initialVelocity` report the solved values. A NaN velocity is 0 and
    /// an infinite one `ScrollPhysics.velocityLimit`; a non-finite `target` means "stay" (at `offset`,
    /// or 0 when that is not finite either) and a non-finite `offset` starts on the target.
    public init(offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal, landingAt target: CGFloat) {
        let target = target.isFinite ? target : (offset.isFinite ? offset : 0)
        let offset = offset.isFinite ? offset : target
        let velocity = ScrollPhysics.finiteVelocity(velocity)
        let distance = target - offset
        let velocityPerMs = ScrollPhysics.perMillisecond(fromPerSecond: velocity)
        guard abs(distance) >= Self.landingDistanceEpsilon else {
            self.init(
                startPosition: offset, initialVelocity: 0, rate: rate, amplitude: 0,
                stopTimeMs: 0, landingTarget: target)
            return
        }
        let stopSpeed = ScrollPhysics.stopSpeedPerMillisecond * ScrollPhysics.sign(distance)
        let natural = Self.naturalLandingDistance(velocityPerMs: velocityPerMs, rate: rate)
        let solvedRate: DecelerationRate
        let solvedVelocityPerMs: CGFloat
        if ScrollPhysics.sign(natural) == ScrollPhysics.sign(distance), abs(distance) <= abs(natural) {
            // Nearer, same direction: keep the velocity, decay faster.
            let factor = exp(-(velocityPerMs - stopSpeed) / distance)
            solvedRate =
                DecelerationRate(rawValue: factor)
                ?? DecelerationRate(uncheckedFactor: min(max(factor, Self.minimumSolvedFactor), rate.perMillisecond))
            solvedVelocityPerMs = velocityPerMs
        } else {
            // Farther or behind: keep the rate, choose the velocity.
            let candidate = stopSpeed + distance * -rate.logPerMillisecond
            if abs(candidate) < Self.slowLandingSpeedPerMillisecond {
                solvedRate = Self.slowLandingRate
                solvedVelocityPerMs = stopSpeed + distance * -Self.slowLandingRate.logPerMillisecond
            } else {
                solvedRate = rate
                solvedVelocityPerMs = candidate
            }
        }
        let amplitude = solvedVelocityPerMs / -solvedRate.logPerMillisecond
        let velocityStopMs =
            log(ScrollPhysics.stopSpeedPerMillisecond / abs(solvedVelocityPerMs))
            / solvedRate.logPerMillisecond
        // The time the curve reaches the target; equal to the velocity stop up to rounding.
        let remainingFraction = 1 - distance / amplitude
        let stopTimeMs =
            remainingFraction > 0
            ? min(log(remainingFraction) / solvedRate.logPerMillisecond, max(velocityStopMs, 0))
            : max(velocityStopMs, 0)
        self.init(
            startPosition: offset,
            initialVelocity: ScrollPhysics.perSecond(fromPerMillisecond: solvedVelocityPerMs),
            rate: solvedRate,
            amplitude: amplitude,
            stopTimeMs: stopTimeMs,
            landingTarget: target
        )
    }

    /// `(v − s·sign v)/(−ln d)` in points, 0 when |v| ≤ s (s = `stopSpeed`, 0.01 pt/ms by default).
    static func naturalLandingDistance(
        velocityPerMs v: CGFloat, rate: DecelerationRate, stopSpeed: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> CGFloat {
        let s = stopSpeed > 0 && stopSpeed.isFinite ? stopSpeed : ScrollPhysics.stopSpeedPerMillisecond
        guard abs(v) > s else { return 0 }
        return (v - s * ScrollPhysics.sign(v)) / -rate.logPerMillisecond
    }
}
