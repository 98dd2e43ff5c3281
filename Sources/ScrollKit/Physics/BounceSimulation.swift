import Foundation

/// UIKit's bounce back from beyond an edge (docs/PHYSICS.md §3.1): not a spring but a second
/// per-millisecond exponential, `b` = 0.99, on top of the deceleration rate `d`.
///
/// With `y` the signed distance past the edge (points), `v` the velocity (pt/ms) and `T` in
/// **milliseconds**, the motion is, in closed form,
///
///     y(T) = b^T · (y0 + v·d·(1 − d^T)/(1 − d))        v(T) = v·(d·b)^T
///
/// Hitting the edge at 2000 pt/s overshoots 66.6 pt at 91 ms and is back within 0.5 pt at 730 ms;
/// released at rest 100 pt out, `y = 100·0.99^T`. The velocity never changes sign. The motion is
/// done once `y` is within 0.5 pt of the edge (for good) and |v| < 0.01 pt/ms; it then rests
/// exactly on the edge.
///
/// A bounce whose inward velocity carries it back across the edge reports the crossing in
/// `edgeCrossingTime`; `BouncingDecelerationSimulation` hands over to deceleration there.
public struct BounceSimulation: Simulation, Hashable {
    /// UIKit's bounce factor `b`, per millisecond: beyond an edge the overscroll is multiplied by
    /// this every millisecond (time constant 99.5 ms).
    public static let bounceFactor: CGFloat = 0.99

    /// The bounce settles once it is within this distance of the edge, in points.
    public static let settleDistance: CGFloat = 0.5

    /// The edge the content returns to, a content offset in points (the range's min or max).
    public let edge: CGFloat
    /// The content offset at the start, in points.
    public let startPosition: CGFloat
    /// The velocity at the start, in points per second (content-offset direction).
    public let initialVelocity: CGFloat
    /// The deceleration rate `d` that still applies while bouncing.
    public let rate: DecelerationRate
    /// When the bounce is done, in seconds since it began.
    public let duration: TimeInterval
    /// When an inward velocity carries the content back across the edge, in seconds since the
    /// bounce began; nil if it never crosses.
    public let edgeCrossingTime: TimeInterval?

    /// y0 + A with A = v·d/(1 − d): the overscroll the decay term tends to, in points.
    private let amplitude: CGFloat

    /// A bounce from `offset` (points, normally beyond `edge`) with `velocity` (**points per
    /// second**), back to `edge` (points).
    ///
    /// The velocity is taken as given (docs/PHYSICS.md §11.3's table runs to 5 000 pt/s);
    /// `BouncingDecelerationSimulation` applies UIKit's entry clamp before it gets here. A NaN
    /// velocity is 0 and an infinite one `ScrollPhysics.velocityLimit`; a non-finite `offset` starts
    /// on the edge (a non-finite edge is taken as the offset, or 0).
    public init(offset: CGFloat, velocity: CGFloat, edge: CGFloat, rate: DecelerationRate = .normal) {
        let edge = edge.isFinite ? edge : (offset.isFinite ? offset : 0)
        let offset = offset.isFinite ? offset : edge
        let velocity = ScrollPhysics.finiteVelocity(velocity)
        self.edge = edge
        startPosition = offset
        initialVelocity = velocity
        self.rate = rate
        let d = rate.perMillisecond
        let velocityPerMs = ScrollPhysics.perMillisecond(fromPerSecond: velocity)
        amplitude = velocityPerMs * d / (1 - d)
        let y0 = offset - edge
        let lnB = log(Self.bounceFactor)
        let lnD = rate.logPerMillisecond

        // Zero crossing: y0 + A(1 − d^T) = 0.
        var crossingMs: CGFloat?
        if amplitude != 0 {
            let ratio = (y0 + amplitude) / amplitude
            if ratio > 0, ratio < 1, y0 != 0 { crossingMs = log(ratio) / lnD }
        }
        edgeCrossingTime = crossingMs.map { TimeInterval($0) / ScrollPhysics.millisecondsPerSecond }

        // Speed rule: |v|(d·b)^T < 0.01 pt/ms.
        let stopSpeed = ScrollPhysics.stopSpeedPerMillisecond
        let speedDoneMs = abs(velocityPerMs) > stopSpeed ? log(stopSpeed / abs(velocityPerMs)) / (lnD + lnB) : 0

        // Distance rule: the last time |y| is at least `settleDistance`.
        let y = { (ms: CGFloat) -> CGFloat in
            pow(Self.bounceFactor, ms) * (y0 + velocityPerMs * d * (1 - pow(d, ms)) / (1 - d))
        }
        var stationaryMs: CGFloat = 0 // the one extremum of y, where y' = 0
        if amplitude != 0 {
            let ratio = lnB * (y0 + amplitude) / (amplitude * (lnB + lnD))
            if ratio > 0, ratio < 1 { stationaryMs = log(ratio) / lnD }
        }
        let settle = Self.settleDistance
        let distanceDoneMs: CGFloat
        if abs(y(stationaryMs)) >= settle {
            // |y| falls monotonically after the extremum; b^T(|y0| + |A|) bounds it.
            let bound = abs(y0) + abs(amplitude)
            let upper = max(log(settle / bound) / lnB, stationaryMs)
            distanceDoneMs = Self.bisect(from: stationaryMs, to: upper) { abs(y($0)) >= settle }
        } else if let crossing = crossingMs, crossing < stationaryMs, abs(y0) >= settle {
            // |y| falls to 0 at the crossing, then rises to an extremum below the settle distance.
            distanceDoneMs = Self.bisect(from: 0, to: crossing) { abs(y($0)) >= settle }
        } else {
            distanceDoneMs = 0
        }
        let doneMs = max(speedDoneMs, distanceDoneMs)
        duration = TimeInterval(doneMs) / ScrollPhysics.millisecondsPerSecond
    }

    /// Where the bounce ends: exactly on `edge`, in points.
    public var finalPosition: CGFloat { edge }

    /// The content offset at `t` seconds, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return edge }
        let ms = ScrollPhysics.milliseconds(t)
        let d = rate.perMillisecond
        return edge + pow(Self.bounceFactor, ms) * (startPosition - edge + amplitude * (1 - pow(d, ms)))
    }

    /// UIKit's velocity state `v·(d·b)^T` at `t` seconds, in points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return 0 }
        return initialVelocity * pow(rate.perMillisecond * Self.bounceFactor, ScrollPhysics.milliseconds(t))
    }

    /// True from `duration` on (and for a NaN time).
    public func isDone(at t: TimeInterval) -> Bool { !(t < duration) }

    /// The boundary, to within 1e−9 ms, between where `isAbove` holds (at `low`) and where it does
    /// not (at `high`), for a predicate that changes once on the interval.
    private static func bisect(from low: CGFloat, to high: CGFloat, _ isAbove: (CGFloat) -> Bool) -> CGFloat {
        var low = low
        var high = high
        guard isAbove(high) == false else { return high }
        for _ in 0..<100 where high - low > 1e-9 {
            let mid = (low + high) / 2
            if isAbove(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
