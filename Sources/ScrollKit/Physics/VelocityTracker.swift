import Foundation

/// The pointer velocity at release, estimated as iOS scroll views do (PHYSICS §6): a weighted
/// mean of the last three velocities between consecutive samples, **oldest first** 0.6, 0.35,
/// 0.05, as Flutter's `IOSScrollViewFlingVelocityTracker`. The heavy weight on the oldest pair
/// models the scroll view slowing as the finger lifts.
///
/// - The history is cut at a gap of more than 40 ms between samples, so a pointer that paused
///   before lifting flings at 0. Feed the release position and time as a last sample.
/// - Fewer than 2 samples give 0. With only 1 or 2 pair velocities the weights of the pairs that
///   exist (the newest ones: 0.05, or 0.35 and 0.05) are used, rescaled to sum to 1.
/// - No allocation per sample: a 4-sample ring buffer made once.
///
/// Positions are in points in any fixed space; velocities in points per second, in the same
/// space (a scroll view negates them to get a content-offset velocity).
public struct VelocityTracker: Sendable {
    /// Weights of the last three pair velocities, oldest first.
    public static let pairWeights: [CGFloat] = [0.6, 0.35, 0.05]
    /// A gap between samples longer than this, in seconds, means the pointer stopped: the history
    /// before it is ignored.
    public static let pauseThreshold: TimeInterval = 0.040
    /// The weight UIKit's recognizers give the previous sample velocity in `blendedVelocity`.
    public static let previousBlendWeight: CGFloat = 0.75

    private var history = PointerSampleHistory(capacity: VelocityTracker.pairWeights.count + 1)

    /// An empty tracker.
    public init() {}

    /// Records the pointer at `position` (points) at `time` (seconds). A sample at the newest time
    /// or earlier replaces the newest position.
    public mutating func addSample(time: Timestamp, position: CGPoint) {
        history.append(.init(time: time, position: position))
    }

    /// Forgets every sample (at touch-down).
    public mutating func reset() { history.removeAll() }

    /// The estimated velocity, in points per second.
    public var velocity: CGPoint {
        let used = history.recentCount(maximumGap: Self.pauseThreshold)
        guard used >= 2 else { return .zero }
        let pairs = used - 1
        var sum = CGPoint.zero
        var weightSum: CGFloat = 0
        for pair in 0..<pairs {   // pair 0 is the newest
            let newer = history[fromNewest: pair], older = history[fromNewest: pair + 1]
            let dt = CGFloat(newer.time - older.time)
            let weight = Self.pairWeights[Self.pairWeights.count - 1 - pair]
            sum.x += weight * (newer.position.x - older.position.x) / dt
            sum.y += weight * (newer.position.y - older.position.y) / dt
            weightSum += weight
        }
        return CGPoint(x: sum.x / weightSum, y: sum.y / weightSum)
    }

    /// The velocity UIKit's gesture recognizers report from their last two sample velocities:
    /// `0.75·previous + 0.25·current` (PHYSICS §6), in the unit of its arguments.
    public static func blendedVelocity(previous: CGFloat, current: CGFloat) -> CGFloat {
        previousBlendWeight * previous + (1 - previousBlendWeight) * current
    }
}
