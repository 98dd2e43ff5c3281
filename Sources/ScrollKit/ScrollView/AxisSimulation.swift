import Foundation

/// One axis of a scroll view's motion, as a concrete value rather than an `any Simulation`.
///
/// An existential holding a simulation larger than three words is boxed on the heap, and a scroll view
/// makes new simulations at every release and, during momentum, at every recentre (`carryMotion`).
/// Held in this enum they stay inline, so a steady frame allocates nothing.
package enum AxisSimulation: Simulation {
    case resting(RestingSimulation)
    case bouncingDeceleration(BouncingDecelerationSimulation)
    case deceleration(DecelerationSimulation)
    case pagingSpring(PagingSpringSimulation)
    case retargetingSpring(RetargetingSpringSimulation)

    /// The simulation itself, for public API that hands out `any Simulation`.
    package var base: any Simulation {
        switch self {
        case .resting(let s): return s
        case .bouncingDeceleration(let s): return s
        case .deceleration(let s): return s
        case .pagingSpring(let s): return s
        case .retargetingSpring(let s): return s
        }
    }

    package func position(at t: TimeInterval) -> CGFloat {
        switch self {
        case .resting(let s): return s.position(at: t)
        case .bouncingDeceleration(let s): return s.position(at: t)
        case .deceleration(let s): return s.position(at: t)
        case .pagingSpring(let s): return s.position(at: t)
        case .retargetingSpring(let s): return s.position(at: t)
        }
    }

    package func velocity(at t: TimeInterval) -> CGFloat {
        switch self {
        case .resting(let s): return s.velocity(at: t)
        case .bouncingDeceleration(let s): return s.velocity(at: t)
        case .deceleration(let s): return s.velocity(at: t)
        case .pagingSpring(let s): return s.velocity(at: t)
        case .retargetingSpring(let s): return s.velocity(at: t)
        }
    }

    package func isDone(at t: TimeInterval) -> Bool {
        switch self {
        case .resting(let s): return s.isDone(at: t)
        case .bouncingDeceleration(let s): return s.isDone(at: t)
        case .deceleration(let s): return s.isDone(at: t)
        case .pagingSpring(let s): return s.isDone(at: t)
        case .retargetingSpring(let s): return s.isDone(at: t)
        }
    }

    package var finalPosition: CGFloat {
        switch self {
        case .resting(let s): return s.finalPosition
        case .bouncingDeceleration(let s): return s.finalPosition
        case .deceleration(let s): return s.finalPosition
        case .pagingSpring(let s): return s.finalPosition
        case .retargetingSpring(let s): return s.finalPosition
        }
    }
}

extension ScrollAxisMetrics {
    /// `momentum(velocity:rate:bounces:landing:)` as an inline value (see `AxisSimulation`).
    package func momentumSimulation(
        velocity: CGFloat, rate: DecelerationRate = .normal, bounces: Bool = true, landing: CGFloat? = nil,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> AxisSimulation {
        guard let landing else {
            return .bouncingDeceleration(
                BouncingDecelerationSimulation(
                    metrics: self, velocity: velocity, rate: rate, bounces: bounces,
                    stopSpeedPerMillisecond: stopSpeedPerMillisecond))
        }
        return .deceleration(DecelerationSimulation(offset: offset, velocity: velocity, rate: rate, landingAt: clamp(landing)))
    }
}
