import Foundation

/// A critically damped spring toward a target, started from any position **and velocity**, with a
/// speed limit: the motion of `setContentOffset(_:animated: true)`, which a new call retargets from
/// where the content is and how fast it moves, so a burst of calls is one glide.
///
/// With y the distance left to the target and u the speed toward it (both along the direction of
/// the target at the start):
///
///     y(t) = (y₀ + B·t)·e^(−ω·t),   u(t) = (u₀ + ω·B·t)·e^(−ω·t),   B = ω·y₀ − u₀
///
/// - `ω` = 2π / `response`. Apple calls such a spring a `response`-second spring (SwiftUI's and
///   UIKit's `duration` of a spring with no bounce): from rest, 0.3 s covers 99 % of the way
///   (1.4 % left at 0.3 s, 1 % at 0.32 s), and it is done (within `restDistance`) after about 0.45 s.
/// - From rest it peaks at ω/e ≈ 7.7 distances per second at t = 1/ω (48 ms). Where the plain
///   spring would go faster than `speedLimit`, the motion is the spring until it reaches the limit,
///   then a cruise at the limit, then, once 2·limit/ω from the target, the spring from (2·limit/ω,
///   limit), which only slows down (its acceleration is 0 where it takes over, so the seam is
///   smooth). The speed never exceeds max(`speedLimit`, |initial velocity|).
/// - Started toward the target (or from rest) it never overshoots when u₀ ≤ ω·y₀, which always holds
///   for a target pushed further the same way (a burst of presses): the positions are monotonic.
/// - Done once within `restDistance` of the target and slower than `restSpeed`, from which time
///   `position(at:)` is exactly the target.
///
/// A pure value of a few numbers (no arrays): making one allocates nothing. Times in seconds since
/// the start, positions in points, velocities in points per second.
public struct RetargetingSpringSimulation: Simulation, Hashable {
    /// The spring's response, in seconds: UIKit's content-offset animation duration
    /// (`_contentOffsetAnimationDuration`, 0.3 s, docs/PHYSICS.md §9).
    public static let defaultResponse: TimeInterval = 0.3
    /// The motion is done within this distance of the target, in points.
    public static let restDistance: CGFloat = 0.5
    /// … and below this speed, in points per second (UIKit's 0.01 pt/ms stop speed).
    public static let restSpeed: CGFloat = ScrollPhysics.perSecond(fromPerMillisecond: ScrollPhysics.stopSpeedPerMillisecond)

    /// The position at the start, in points.
    public let startPosition: CGFloat
    /// The velocity at the start, in points per second.
    public let initialVelocity: CGFloat
    /// The target, in points.
    public let finalPosition: CGFloat
    /// The spring's angular frequency ω, in radians per second.
    public let angularFrequency: CGFloat
    /// The speed the spring may not exceed (unless it started faster), in points per second.
    public let speedLimit: CGFloat

    /// +1 when the target lies ahead (or at the start), −1 when behind: y and u are measured along it.
    private let direction: CGFloat
    private let y0: CGFloat, u0: CGFloat, b: CGFloat
    /// The cruise speed (the limit, or the initial speed when faster), in points per second.
    private let cruiseSpeed: CGFloat
    /// When the spring reaches the cruise speed and when the final spring takes over, in seconds
    /// (both infinite when the limit is never reached).
    private let cruiseStart: TimeInterval, approachStart: TimeInterval
    /// The distance left at the start of the cruise, in points.
    private let cruiseStartDistance: CGFloat
    /// When the motion is done, in seconds.
    public let duration: TimeInterval

    /// A spring from `position` (points) moving at `velocity` (points per second) to `target`
    /// (points), with a `response` in seconds (above 0) and a `speedLimit` in points per second
    /// (above 0; infinity for none).
    public init(
        from position: CGFloat, velocity: CGFloat, to target: CGFloat,
        response: TimeInterval = RetargetingSpringSimulation.defaultResponse,
        speedLimit: CGFloat = .infinity
    ) {
        precondition(response > 0, "a spring's response must be a positive number of seconds, not \(response)")
        precondition(speedLimit > 0, "a spring's speed limit must be positive (infinity for none), not \(speedLimit)")
        // A non-finite velocity (a degenerate velocity estimate) starts from rest instead.
        let velocity = velocity.isFinite ? velocity : 0
        startPosition = position
        initialVelocity = velocity
        finalPosition = target
        self.speedLimit = speedLimit
        let omega = 2 * CGFloat.pi / CGFloat(response)
        angularFrequency = omega
        let dir: CGFloat = target >= position ? 1 : -1
        direction = dir
        let y0 = dir * (target - position)
        let u0 = dir * velocity
        self.y0 = y0
        self.u0 = u0
        let b = omega * y0 - u0
        self.b = b
        let cruise = max(speedLimit, u0)
        cruiseSpeed = cruise
        // The free spring's peak speed toward the target: B·e^(u₀/B − 1) at t* = (B − u₀)/(ω·B) when B > u₀.
        let peak = b > u0 && b > 0 ? b * CGFloat(exp(Double(u0 / b - 1))) : max(u0, 0)
        if peak > cruise {
            let tPeak = Double((b - u0) / (omega * b))
            var low = 0.0
            var high = tPeak
            if u0 < cruise {
                for _ in 0..<80 {
                    let mid = (low + high) / 2
                    if Self.springSpeed(u0: u0, b: b, omega: omega, t: mid) < cruise { low = mid } else { high = mid }
                }
            } else {
                high = 0
            }
            let start = high
            let distance = Self.springDistance(y0: y0, b: b, omega: omega, t: start)
            let approachDistance = 2 * cruise / omega
            cruiseStart = start
            cruiseStartDistance = distance
            approachStart = start + Double(max(distance - approachDistance, 0) / cruise)
        } else {
            cruiseStart = .infinity
            approachStart = .infinity
            cruiseStartDistance = 0
        }
        duration = Self.settleTime(
            y0: y0, u0: u0, b: b, omega: omega, cruise: cruise,
            cruiseStart: cruiseStart, approachStart: approachStart)
    }

    /// The position at `t` seconds, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return finalPosition }
        return finalPosition - direction * distanceLeft(at: max(t, 0))
    }

    /// The velocity at `t` seconds, in points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return 0 }
        return direction * speed(at: max(t, 0))
    }

    /// True from `duration` on.
    public func isDone(at t: TimeInterval) -> Bool { t >= duration }

    // MARK: Pieces

    private func distanceLeft(at t: TimeInterval) -> CGFloat {
        if t < cruiseStart { return Self.springDistance(y0: y0, b: b, omega: angularFrequency, t: t) }
        if t < approachStart { return cruiseStartDistance - cruiseSpeed * CGFloat(t - cruiseStart) }
        let y = 2 * cruiseSpeed / angularFrequency
        return Self.springDistance(y0: y, b: angularFrequency * y - cruiseSpeed, omega: angularFrequency, t: t - approachStart)
    }

    private func speed(at t: TimeInterval) -> CGFloat {
        if t < cruiseStart { return Self.springSpeed(u0: u0, b: b, omega: angularFrequency, t: t) }
        if t < approachStart { return cruiseSpeed }
        let y = 2 * cruiseSpeed / angularFrequency
        return Self.springSpeed(
            u0: cruiseSpeed, b: angularFrequency * y - cruiseSpeed, omega: angularFrequency, t: t - approachStart)
    }

    private static func springDistance(y0: CGFloat, b: CGFloat, omega: CGFloat, t: TimeInterval) -> CGFloat {
        (y0 + b * CGFloat(t)) * CGFloat(exp(-Double(omega) * t))
    }

    private static func springSpeed(u0: CGFloat, b: CGFloat, omega: CGFloat, t: TimeInterval) -> CGFloat {
        (u0 + omega * b * CGFloat(t)) * CGFloat(exp(-Double(omega) * t))
    }

    /// When the last piece, a spring (a, u) → y = (a + β·τ)e^(−ωτ), is within `restDistance` and
    /// below `restSpeed`, in seconds since the start. Past the later of y's and u's extrema both
    /// only shrink, so a bisection there finds the first such time.
    private static func settleTime(
        y0: CGFloat, u0: CGFloat, b: CGFloat, omega: CGFloat, cruise: CGFloat,
        cruiseStart: TimeInterval, approachStart: TimeInterval
    ) -> TimeInterval {
        let (a, speed0, offset): (CGFloat, CGFloat, TimeInterval) =
            approachStart.isFinite ? (2 * cruise / omega, cruise, approachStart) : (y0, u0, 0)
        let beta = omega * a - speed0
        func settled(_ tau: TimeInterval) -> Bool {
            abs(springDistance(y0: a, b: beta, omega: omega, t: tau)) <= restDistance
                && abs(springSpeed(u0: speed0, b: beta, omega: omega, t: tau)) <= restSpeed
        }
        if a == 0 && speed0 == 0 { return offset }
        // y' = 0 at τ = (β − ωa)/(ωβ); u' = 0 one 1/ω later.
        let extremum = beta != 0 ? Double((beta - omega * a) / (omega * beta)) + 1 / Double(omega) : 0
        var low = max(extremum, 0)
        if settled(low) { return offset + low }
        var high = low + 1 / Double(omega)
        for _ in 0..<64 where !settled(high) {
            low = high
            high *= 2
        }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if settled(mid) { high = mid } else { low = mid }
        }
        return offset + high
    }
}
