import Foundation

/// Binary searches over nondecreasing sequences given as functions of an index, plain or periodic:
/// the lookups behind `CarouselGeometry`'s queries. The closures are not escaping, so a query
/// allocates nothing. Every search is O(log n).
enum MonotoneSearch {
    /// The first index in `range` at which `isPast` holds, or `range.upperBound` when it never does.
    /// `isPast` must be false and then true along the range (a partition).
    static func partitionPoint(in range: Range<Int>, _ isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index in the non-empty `range` whose value is nearest `target`, ties (equal distances,
    /// equal values) to the lowest index. `value` must be nondecreasing along the range.
    static func nearest(to target: CGFloat, in range: Range<Int>, value: (Int) -> CGFloat) -> Int {
        let above = partitionPoint(in: range) { value($0) >= target }
        guard above > range.lowerBound else { return above }
        let below = above - 1
        if above < range.upperBound, value(above) - target < target - value(below) { return above }
        let belowValue = value(below)
        return partitionPoint(in: range.lowerBound..<below) { value($0) >= belowValue }
    }

    /// The nearest index to `target` in a nondecreasing sequence over every Int that repeats with
    /// period `period` every `count` indices (`value(i + count) == value(i) + period`), given by its
    /// values at `0..<count`; ties to the lowest index. The cycle saturates at ±`cycleLimit`.
    static func nearestPeriodic(
        to target: CGFloat, count: Int, period: CGFloat, cycleLimit: Int, value: (Int) -> CGFloat
    ) -> Int {
        guard period > 0 else { return nearest(to: target, in: 0..<count, value: value) }
        let cycle = saturatedCycle((target - value(0)) / period, limit: cycleLimit)
        let local = target - CGFloat(cycle) * period
        let index = nearest(to: local, in: -1..<(count + 1)) { extended($0, count: count, period: period, value: value) }
        return cycle * count + index
    }

    /// The first index of a periodic nondecreasing sequence (as in `nearestPeriodic`) whose value is
    /// at least `bound` (`strictly`: more than `bound`).
    static func firstPeriodic(
        past bound: CGFloat, strictly: Bool, count: Int, period: CGFloat, cycleLimit: Int, value: (Int) -> CGFloat
    ) -> Int {
        guard period > 0 else {
            return partitionPoint(in: 0..<count) { strictly ? value($0) > bound : value($0) >= bound }
        }
        let cycle = saturatedCycle((bound - value(0)) / period, limit: cycleLimit)
        let local = bound - CGFloat(cycle) * period
        let index = partitionPoint(in: -1..<(count + 1)) {
            let element = extended($0, count: count, period: period, value: value)
            return strictly ? element > local : element >= local
        }
        return cycle * count + index
    }

    /// The value at `index` in `-1...count` of the sequence continued one step into the neighbouring
    /// cycles.
    private static func extended(_ index: Int, count: Int, period: CGFloat, value: (Int) -> CGFloat) -> CGFloat {
        if index < 0 { return value(index + count) - period }
        if index >= count { return value(index - count) + period }
        return value(index)
    }

    /// `value` rounded down to a whole number in `0...limit` (0 for NaN, `limit` for +infinity); never
    /// traps, whatever the size of `limit`.
    static func wholeCount(_ value: CGFloat, atMost limit: Int) -> Int {
        guard value > 0 else { return 0 }
        guard value < CGFloat(limit) else { return limit }
        return min(Int(value.rounded(.down)), limit)
    }

    /// `cycles` rounded down to an Int in `-limit...limit` (0 for NaN, ±limit for ±infinity).
    static func saturatedCycle(_ cycles: CGFloat, limit: Int) -> Int {
        guard !cycles.isNaN else { return 0 }
        let bound = CGFloat(limit)
        let cycle = Int(min(max(cycles.rounded(.down), -bound), bound))
        return min(max(cycle, -limit), limit)
    }
}
