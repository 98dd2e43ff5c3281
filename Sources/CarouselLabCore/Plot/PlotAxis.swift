import Foundation
import ScrollKit

/// One axis of a chart: a range of values laid along a span of points, with round tick values.
/// Pure; the physics plot maps every value through it, and its tests read the same numbers.
public struct PlotAxis: Hashable, Sendable {
    /// The values shown, low to high (time in seconds, position in points, velocity in pt/s).
    public var values: ClosedRange<Double>
    /// Where `values.lowerBound` lands, in window points.
    public var start: CGFloat
    /// Where `values.upperBound` lands, in window points (less than `start` for a y axis: up is smaller).
    public var end: CGFloat

    public init(values: ClosedRange<Double>, from start: CGFloat, to end: CGFloat) {
        self.values = values
        self.start = start
        self.end = end
    }

    /// The point where `value` lands (outside `start...end` for values outside the range).
    public func point(_ value: Double) -> CGFloat {
        let span = values.upperBound - values.lowerBound
        guard span > 0 else { return (start + end) / 2 }
        return start + CGFloat((value - values.lowerBound) / span) * (end - start)
    }

    /// Points per unit of value (absolute).
    public var pointsPerUnit: CGFloat {
        let span = values.upperBound - values.lowerBound
        return span > 0 ? abs(end - start) / CGFloat(span) : 0
    }

    /// Round values inside the range, about `count` of them: multiples of 1, 2 or 5 × 10ⁿ.
    public func ticks(about count: Int) -> [Double] {
        PlotAxis.ticks(in: values, about: count)
    }

    /// Round values in `range`: multiples of the step among 1, 2, 5 × 10ⁿ that gives closest to
    /// `count` of them (at least 1 step; none for an empty or non-finite range).
    public static func ticks(in range: ClosedRange<Double>, about count: Int) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite, count > 0 else { return [] }
        let step = niceStep(span / Double(count))
        let first = (range.lowerBound / step).rounded(.up)
        let last = (range.upperBound / step).rounded(.down)
        guard last >= first else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step == 0 ? 0 : $0 * step }
    }

    /// The smallest of 1, 2, 5 × 10ⁿ at least `rough` (positive, finite).
    public static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= rough * (1 - 1e-9) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// `low…high` widened by `fraction` of its span on each side, and to at least `minimumSpan` around
    /// its middle; `fallback ± minimumSpan / 2` when it is empty (`low > high`) or not finite.
    public static func padded(
        low: CGFloat, high: CGFloat, fraction: CGFloat, minimumSpan: CGFloat,
        fallback: CGFloat
    ) -> ClosedRange<CGFloat> {
        guard low.isFinite, high.isFinite, low <= high else {
            return (fallback - minimumSpan / 2)...(fallback + minimumSpan / 2)
        }
        let pad = (high - low) * fraction
        var low = low - pad
        var high = high + pad
        if high - low < minimumSpan {
            let middle = (low + high) / 2
            low = middle - minimumSpan / 2
            high = middle + minimumSpan / 2
        }
        return low...high
    }

    /// `value` as a tick label: no more decimals than `step` needs.
    public static func label(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : min(6, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", value == 0 ? 0 : value)
    }
}
