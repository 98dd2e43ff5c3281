import Foundation
import ScrollKit

/// What UIKit's physics predicts for a release, from what a scroll view's observers hear: the
/// axis metrics, the release velocity and the landing the delegate chose. Built from ScrollKit's own
/// simulations, chosen as a scroll view chooses them: a paging snap (`PagingSpringSimulation`), free
/// momentum that bounces at the edges when the delegate kept UIKit's projected landing
/// (`BouncingDecelerationSimulation`), or momentum that lands exactly on the delegate's target
/// (`DecelerationSimulation(…landingAt:)`).
///
/// Positions are content offsets in points at the release; `t` is seconds since the release.
public struct ReleasePrediction: Sendable {
    /// The app time of the release, in seconds.
    public let time: Timestamp
    /// The release velocity, points per second (content-offset terms).
    public let velocity: CGFloat
    /// The landing the delegate chose, in content offsets at the release (points).
    public let target: CGFloat
    /// UIKit's own projected landing for the velocity, before the delegate's say (points).
    public let projectedLanding: CGFloat
    /// The motion predicted (one of ScrollKit's simulations, as `simulation` hands it out).
    public var simulation: any Simulation { motion.base }
    /// The motion predicted, held inline: an `any Simulation` of this size would be boxed on the heap
    /// at every release, an allocation in the frame that draws it.
    private let motion: AxisSimulation

    /// The prediction for a release at app time `time` of an axis in state `metrics`, at `velocity`
    /// (points per second), the delegate having chosen `target` (points). `paging`: the scroll view
    /// pages by `pageWidth` points; `rate` and `bounces` are its deceleration rate and edge bounce.
    public init(
        time: Timestamp, metrics: ScrollAxisMetrics, velocity: CGFloat, target: CGFloat,
        paging: Bool, pageWidth: CGFloat, rate: DecelerationRate, bounces: Bool
    ) {
        self.time = time
        self.velocity = velocity
        self.target = target
        projectedLanding = metrics.projectedRestOffset(velocity: velocity, rate: rate)
        if paging {
            motion =
                metrics.offset == target
                ? .resting(RestingSimulation(position: target))
                : .pagingSpring(
                    PagingSpringSimulation(offset: metrics.offset, velocity: velocity, target: target, pageWidth: pageWidth))
        } else {
            motion = metrics.momentumSimulation(
                velocity: velocity, rate: rate, bounces: bounces,
                landing: target == projectedLanding ? nil : target)
        }
    }

    /// The predicted content offset at app time `t` (seconds), in points at the release.
    public func position(at t: Timestamp) -> CGFloat { motion.position(at: t - time) }

    /// The predicted velocity at app time `t`, points per second.
    public func velocity(at t: Timestamp) -> CGFloat { motion.velocity(at: t - time) }

    /// Whether the predicted motion has ended at app time `t`.
    public func isDone(at t: Timestamp) -> Bool { motion.isDone(at: t - time) }
}
