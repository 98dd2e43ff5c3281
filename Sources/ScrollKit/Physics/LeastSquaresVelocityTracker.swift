import Foundation

/// Flutter's default `VelocityTracker` (PHYSICS §6): a degree-2 least-squares fit of position
/// against time over the last 100 ms of samples, whose slope at the newest sample is the
/// velocity.
///
/// - At most 20 samples, none older than 100 ms, the history cut at a gap over 40 ms.
/// - Fewer than 3 usable samples (or a degenerate fit) give 0.
/// - No allocation per sample: a ring buffer made once.
///
/// Positions in points, velocities in points per second.
public struct LeastSquaresVelocityTracker: Sendable {
    /// Samples kept (Flutter's `_historySize`).
    public static let historySize = 20
    /// Samples older than this, in seconds before the newest, are ignored (`_horizonMilliseconds`).
    public static let horizon: TimeInterval = 0.100
    /// A gap longer than this, in seconds, cuts the history (`_assumePointerMoveStoppedMilliseconds`).
    public static let pauseThreshold: TimeInterval = 0.040
    /// The fewest samples a fit uses (`_minSampleSize`).
    public static let minimumSampleCount = 3
    /// A fit whose pivot falls below this fraction of its scale is degenerate.
    static let degeneracyTolerance: CGFloat = 1e-12

    private var history = PointerSampleHistory(capacity: LeastSquaresVelocityTracker.historySize)

    /// An empty tracker.
    public init() {}

    /// Records the pointer at `position` (points) at `time` (seconds).
    public mutating func addSample(time: Timestamp, position: CGPoint) {
        history.append(.init(time: time, position: position))
    }

    /// Forgets every sample.
    public mutating func reset() { history.removeAll() }

    /// The estimated velocity, in points per second.
    public var velocity: CGPoint {
        let used = history.recentCount(maximumGap: Self.pauseThreshold, horizon: Self.horizon)
        guard used >= Self.minimumSampleCount else { return .zero }
        guard let vx = slope(count: used, \.x), let vy = slope(count: used, \.y) else { return .zero }
        return CGPoint(x: ScrollPhysics.perSecond(fromPerMillisecond: vx),
                       y: ScrollPhysics.perSecond(fromPerMillisecond: vy))
    }

    /// The linear coefficient, in points per ms, of the unit-weight quadratic fit of one coordinate
    /// of the newest `count` samples against t = time since the newest sample (ms, ≤ 0).
    private func slope(count: Int, _ coordinate: KeyPath<CGPoint, CGFloat>) -> CGFloat? {
        let newest = history[fromNewest: 0].time
        // Normal equations: Σ t^(i+j) · c_j = Σ x · t^i for i, j in 0...2.
        var powerSums = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        var momentSums = (CGFloat(0), CGFloat(0), CGFloat(0))
        for index in 0..<count {
            let sample = history[fromNewest: index]
            let t = CGFloat((sample.time - newest) * ScrollPhysics.millisecondsPerSecond)
            let x = sample.position[keyPath: coordinate]
            let t2 = t * t
            powerSums.0 += 1; powerSums.1 += t; powerSums.2 += t2; powerSums.3 += t2 * t; powerSums.4 += t2 * t2
            momentSums.0 += x; momentSums.1 += x * t; momentSums.2 += x * t2
        }
        let (s0, s1, s2, s3, s4) = powerSums
        let (m0, m1, m2) = momentSums
        // Cramer's rule for c1 on the symmetric 3×3 system.
        let determinant = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        let scale = s0 * s2 * s4
        guard scale > 0, abs(determinant) > Self.degeneracyTolerance * scale else { return nil }
        let numerator = s0 * (m1 * s4 - s3 * m2) - m0 * (s1 * s4 - s3 * s2) + s2 * (s1 * m2 - m1 * s2)
        return numerator / determinant
    }
}
