import Foundation
import ScrollKit

/// What the physics plot shows for one technique, as a pure value: one sample per frame of the
/// logical content position (every silent jump undone, so the curve is continuous), its velocity,
/// the position UIKit's physics predicts since the last release, the jumps and the releases, over
/// the last `window` seconds of app time. The view (`PhysicsPlotView`) only draws it; `--plot-csv`
/// writes its samples.
///
/// Logical position = content offset − the sum of every jump's Δ so far. A prediction made at a
/// release is in the content offsets of that moment, so it is shifted by the jumps made before it.
public struct PhysicsPlotModel: Sendable {
    /// One frame.
    public struct Sample: Hashable, Sendable {
        /// App time, seconds.
        public var time: Timestamp
        /// The logical content position, points.
        public var position: CGFloat
        /// The change of `position` since the previous sample over the time between them, points per
        /// second (0 for the first sample).
        public var velocity: CGFloat
        /// The logical position UIKit's physics predicts from the last release (while its motion
        /// runs), points; nil otherwise.
        public var predicted: CGFloat?
        /// The sum of the jumps since the previous sample, points; nil when there was none.
        public var jump: CGFloat?
        /// Whether the content was beyond the edges of its range (rubber band or bounce).
        public var isOutOfRange: Bool
    }

    /// A silent jump of the content offset (a recentre, a clone jump, a shift by a period).
    public struct JumpMarker: Hashable, Sendable {
        /// App time, seconds.
        public var time: Timestamp
        /// The logical position at the jump (unchanged by it), points.
        public var position: CGFloat
        /// How far the content offset jumped, points.
        public var delta: CGFloat
    }

    /// A release (the end of a drag or wheel gesture) and what it predicts.
    public struct Release: Sendable {
        public var prediction: ReleasePrediction
        /// The jumps made before the release: logical = predicted content offset − `shift`.
        public var shift: CGFloat
        /// When the motion it started ended (rest, or a press caught it); nil while it runs.
        public var end: Timestamp?

        /// The landing the delegate chose, as a logical position (points).
        public var target: CGFloat { prediction.target - shift }
        /// UIKit's projected landing before the delegate's say, as a logical position (points).
        public var projectedLanding: CGFloat { prediction.projectedLanding - shift }
        /// The predicted logical position at app time `t`, points.
        public func position(at t: Timestamp) -> CGFloat { prediction.position(at: t) - shift }
        /// The slope of the predicted curve at app time `t`, points per second: what the real
        /// velocity (a change of position over time) is compared with. Not the simulation's
        /// `velocity(at:)`, which is UIKit's velocity *state*: in a bounce the spring's pull is not in it.
        public func velocity(at t: Timestamp) -> CGFloat {
            let h = PhysicsPlotModel.slopeStep
            let before = max(t - h, prediction.time)
            let after = t + h
            return (prediction.position(at: after) - prediction.position(at: before)) / CGFloat(after - before)
        }
        /// Whether app time `t` is within the motion (from the release to its end).
        public func covers(_ t: Timestamp) -> Bool { t >= prediction.time && t <= (end ?? .infinity) }
    }

    /// Half the interval the predicted curve's slope is measured over, seconds.
    static let slopeStep: TimeInterval = 0.0005

    /// The stretch of app time shown, seconds.
    public static let defaultWindow: TimeInterval = 4

    /// The stretch of app time kept and shown, seconds.
    public let window: TimeInterval
    public private(set) var samples: [Sample] = []
    public private(set) var jumps: [JumpMarker] = []
    public private(set) var releases: [Release] = []
    /// Whether the technique's items run against its offsets (right to left): the charts then put
    /// forward up, mirroring the offsets, so the plot shows the order a reader sees. Set by whoever
    /// feeds the model; `reset()` keeps it.
    public var reversesOrder = false
    /// The sum of every jump's Δ so far, points.
    public private(set) var jumpTotal: CGFloat = 0
    private var jumpSinceSample: CGFloat?

    public init(window: TimeInterval = PhysicsPlotModel.defaultWindow) {
        self.window = window
        samples.reserveCapacity(512)
    }

    /// The app time of the newest sample; nil before the first.
    public var latestTime: Timestamp? { samples.last?.time }

    // MARK: Recording

    /// Notes a jump of the content offset by `delta` points at app time `time`; `offset` is the
    /// content offset after it.
    public mutating func noteJump(by delta: CGFloat, offset: CGFloat, at time: Timestamp) {
        guard delta != 0, delta.isFinite else { return }
        jumpTotal += delta
        jumpSinceSample = (jumpSinceSample ?? 0) + delta
        jumps.append(JumpMarker(time: time, position: offset - jumpTotal, delta: delta))
    }

    /// Notes a release: the prediction's motion runs until `noteMotionEnded(at:)` (or the next release).
    public mutating func noteRelease(_ prediction: ReleasePrediction) {
        noteMotionEnded(at: prediction.time)
        releases.append(Release(prediction: prediction, shift: jumpTotal, end: nil))
    }

    /// Notes that the running motion ended at app time `time` (it came to rest, or a press caught it).
    public mutating func noteMotionEnded(at time: Timestamp) {
        guard let last = releases.indices.last, releases[last].end == nil else { return }
        releases[last].end = max(time, releases[last].prediction.time)
    }

    /// Adds the frame at app time `time` with the content at `offset` (points), beyond its edges when
    /// `isOutOfRange`, and returns the sample; nil when `time` is not after the last sample's (a frame
    /// drawn again at the same time, or while paused).
    @discardableResult
    public mutating func addSample(at time: Timestamp, offset: CGFloat, isOutOfRange: Bool) -> Sample? {
        if let last = samples.last, time <= last.time { return nil }
        let position = offset - jumpTotal
        var velocity: CGFloat = 0
        if let last = samples.last { velocity = (position - last.position) / CGFloat(time - last.time) }
        let sample = Sample(
            time: time, position: position, velocity: velocity, predicted: predictedPosition(at: time),
            jump: jumpSinceSample, isOutOfRange: isOutOfRange)
        jumpSinceSample = nil
        samples.append(sample)
        trim(before: time - window)
        return sample
    }

    /// The release whose motion covers app time `t`, if any (the latest).
    public func release(covering t: Timestamp) -> Release? {
        releases.last { $0.covers(t) }
    }

    /// The predicted logical position at app time `t`, points; nil when no release's motion covers it.
    public func predictedPosition(at t: Timestamp) -> CGFloat? {
        release(covering: t)?.position(at: t)
    }

    /// Forgets everything (the plot turned to another technique).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        jumps.removeAll()
        releases.removeAll()
        jumpTotal = 0
        jumpSinceSample = nil
    }

    /// Drops what ended before `cutoff`, keeping one sample before it so the curve reaches the edge.
    private mutating func trim(before cutoff: Timestamp) {
        // Trimmed in batches: the array shifts once every few dozen frames, not every frame.
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 32 {
            samples.removeFirst(firstKept - 1)
        }
        jumps.removeAll { $0.time < cutoff }
        releases.removeAll { ($0.end ?? .infinity) < cutoff }
    }

    // MARK: What is shown

    /// The app times shown, seconds: `window` long, ending at the newest sample once the series is
    /// that long (until then starting at the first sample, so the curve grows from the left).
    public var timeRange: ClosedRange<Timestamp> {
        let end = max(latestTime ?? 0, (samples.first?.time ?? 0) + window)
        return (end - window)...end
    }

    /// The range of logical positions to show, points: every sample, predicted point and landing in
    /// `timeRange`, at least `minimumSpan` points tall.
    public func positionRange(minimumSpan: CGFloat = 10) -> ClosedRange<CGFloat> {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        func include(_ value: CGFloat) {
            guard value.isFinite else { return }
            low = min(low, value)
            high = max(high, value)
        }
        let shown = timeRange
        for sample in samples where sample.time >= shown.lowerBound {
            include(sample.position)
            if let predicted = sample.predicted { include(predicted) }
        }
        for release in releases {
            include(release.target)
            let end = min(release.end ?? shown.upperBound, shown.upperBound)
            if release.prediction.time <= end { include(release.position(at: end)) }
        }
        return PlotAxis.padded(low: low, high: high, fraction: 0.08, minimumSpan: minimumSpan, fallback: 0)
    }

    /// The range of velocities to show, points per second, always including 0.
    public func velocityRange(minimumSpan: CGFloat = 200) -> ClosedRange<CGFloat> {
        var low: CGFloat = 0
        var high: CGFloat = 0
        let shown = timeRange
        for sample in samples where sample.time >= shown.lowerBound && sample.velocity.isFinite {
            low = min(low, sample.velocity)
            high = max(high, sample.velocity)
        }
        for release in releases where release.prediction.time >= shown.lowerBound {
            low = min(low, release.prediction.velocity)
            high = max(high, release.prediction.velocity)
        }
        return PlotAxis.padded(low: low, high: high, fraction: 0.08, minimumSpan: minimumSpan, fallback: 0)
    }

    /// The stretches of app time (within `timeRange`) when the content was beyond its edges.
    public var outOfRangeSpans: [ClosedRange<Timestamp>] {
        var spans: [ClosedRange<Timestamp>] = []
        var start: Timestamp?
        var previous: Timestamp?
        for sample in samples {
            if sample.isOutOfRange {
                if start == nil { start = previous ?? sample.time }
            } else if let begun = start {
                spans.append(begun...sample.time)
                start = nil
            }
            previous = sample.time
        }
        if let begun = start, let last = samples.last { spans.append(begun...last.time) }
        return spans
    }
}
