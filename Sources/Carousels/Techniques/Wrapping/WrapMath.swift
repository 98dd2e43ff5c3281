import Foundation

/// The wrap arithmetic of infinite carousels, as tiny pure functions.
public enum WrapMath {
    /// `value` modulo `count`, always in `0..<count` (also for negative values).
    /// `count` must be positive.
    @inlinable
    public static func wrap(_ value: Int, count: Int) -> Int {
        let remainder = value % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The signed number of steps from `from` to `to` the short way round a ring of `count` items:
    /// in `-(count / 2)...(count - 1) / 2`, so with an even count a half-way move goes backwards.
    @inlinable
    public static func shortestDistance(from: Int, to: Int, count: Int) -> Int {
        let forward = wrap(to - from, count: count)
        return forward > count / 2 || (count % 2 == 0 && forward == count / 2) ? forward - count : forward
    }
}

extension WrapMath {
    /// `value` rounded down to an `Int`, saturating at ±10^15 far outside any real scroll distance
    /// (0 for a non-finite value): a whole number of item steps from a distance in steps.
    public static func wholeSteps(_ value: CGFloat) -> Int {
        let limit: CGFloat = 1e15
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -limit), limit).rounded(.down))
    }
}
