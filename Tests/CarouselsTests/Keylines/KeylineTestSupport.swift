import Carousels
import Foundation
import Testing

/// The sizes Compose's `StrategyTest` companion uses (and `KeylineTest` borrows), in points.
enum StrategySizes {
    static let large: CGFloat = 100
    static let small: CGFloat = 20
    static let medium: CGFloat = (large + small) / 2
    static let xSmall: CGFloat = 5
}

/// Whether `a` and `b` differ by at most `tolerance` (Compose's numbers are Float; ours are Double, so
/// sums that Float happens to round exactly can be off here in the last bits).
func nearlyEqual(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two arrays of lengths match element by element within `tolerance`.
func allNearlyEqual(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { nearlyEqual($0, $1, tolerance) }
}

/// Expects two keylines to match: lengths within `tolerance`, flags equal (Compose's
/// `assertEqualWithFloatTolerance`).
func expectKeyline(
    _ actual: Keyline, closeTo expected: Keyline, tolerance: CGFloat = 0.01, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(nearlyEqual(actual.size, expected.size, tolerance), sourceLocation: sourceLocation)
    #expect(nearlyEqual(actual.offset, expected.offset, tolerance), sourceLocation: sourceLocation)
    #expect(nearlyEqual(actual.unadjustedOffset, expected.unadjustedOffset, tolerance), sourceLocation: sourceLocation)
    #expect(actual.isFocal == expected.isFocal, sourceLocation: sourceLocation)
    #expect(actual.isAnchor == expected.isAnchor, sourceLocation: sourceLocation)
    #expect(actual.isPivot == expected.isPivot, sourceLocation: sourceLocation)
    #expect(nearlyEqual(actual.cutoff, expected.cutoff, tolerance), sourceLocation: sourceLocation)
}

/// Expects two lists to match keyline by keyline within `tolerance`.
func expectKeylines(
    _ actual: KeylineList, closeTo expected: KeylineList, tolerance: CGFloat = 0.01,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        expectKeyline(a, closeTo: e, tolerance: tolerance, sourceLocation: sourceLocation)
    }
}
