import Carousels
import Foundation
import Testing

/// Compose Material3's `ArrangementTest` (androidHostTest/…/carousel/ArrangementTest.kt): one count of
/// each kind fitted into a space a little off its targets; the large size must not move. Compose
/// compares Floats exactly; in Double the sums are checked to 1e-9.
@Suite("KeylineArrangement: Material's ArrangementTest numbers")
struct KeylineArrangementTests {
    /// One `ArrangementTest` case: the targets, the space adjustment and the counts.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var targetSmall: CGFloat
        var counts: (large: Int, medium: Int, small: Int)
        /// The space beyond the targets' sum, as a function of the medium target.
        var extra: @Sendable (_ medium: CGFloat) -> CGFloat
        var expectedSmall: @Sendable (_ small: CGFloat) -> CGFloat
        var expectedMedium: @Sendable (_ medium: CGFloat) -> CGFloat
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "test1L1M1S_noAdjustmentsMade", targetSmall: 56, counts: (1, 1, 1), extra: { _ in 0 },
            expectedSmall: { $0 }, expectedMedium: { $0 }),
        Case(
            name: "test1L1M1S_decreasesSmallSize", targetSmall: 56, counts: (1, 1, 1), extra: { _ in -10 },
            expectedSmall: { $0 - 10 }, expectedMedium: { $0 }),
        Case(
            name: "test1L1M1S_increasesSmallSize", targetSmall: 40, counts: (1, 1, 1), extra: { _ in 10 },
            expectedSmall: { $0 + 10 }, expectedMedium: { $0 }),
        Case(
            name: "test1L1M1S_decreasesMediumSize", targetSmall: 40, counts: (1, 1, 1), extra: { -$0 * 0.05 },
            expectedSmall: { $0 }, expectedMedium: { $0 - $0 * 0.05 }),
        Case(
            name: "test1L1M1S_increasesMediumSize", targetSmall: 56, counts: (1, 1, 1), extra: { $0 * 0.05 },
            expectedSmall: { $0 }, expectedMedium: { $0 + $0 * 0.05 }),
        Case(
            name: "test1L1M2S_increasesSmallSize", targetSmall: 40, counts: (1, 1, 2), extra: { _ in 20 },
            expectedSmall: { $0 + 10 }, expectedMedium: { $0 }),
        Case(
            name: "test1L1M2S_decreasesSmallSize", targetSmall: 56, counts: (1, 1, 2), extra: { _ in -20 },
            expectedSmall: { $0 - 10 }, expectedMedium: { $0 }),
        Case(
            name: "test2L2M2S_increasesMediumSize", targetSmall: 56, counts: (2, 2, 2), extra: { $0 * 0.05 * 2 },
            expectedSmall: { $0 }, expectedMedium: { $0 + $0 * 0.05 }),
        Case(
            name: "test2L2M2S_decreasesMediumSize", targetSmall: 40, counts: (2, 2, 2), extra: { -$0 * 0.05 * 2 },
            expectedSmall: { $0 }, expectedMedium: { $0 - $0 * 0.05 }),
    ]

    @Test("Material's case", arguments: cases)
    func materialCase(_ testCase: Case) throws {
        let small = testCase.targetSmall
        let large = small * 3
        let medium = (large + small) / 2
        let (l, m, s) = testCase.counts
        let space = large * CGFloat(l) + medium * CGFloat(m) + small * CGFloat(s) + testCase.extra(medium)
        let arrangement = try #require(
            KeylineArrangement.lowestCost(
                availableSpace: space, itemSpacing: 0, targetSmallSize: small, minSmallSize: 40, maxSmallSize: 56,
                smallCounts: [s], targetMediumSize: medium, mediumCounts: [m], targetLargeSize: large, largeCounts: [l]))
        #expect(nearlyEqual(arrangement.largeSize, large))
        #expect(nearlyEqual(arrangement.smallSize, testCase.expectedSmall(small)))
        // Compose compares the medium size rounded to whole pixels.
        #expect(arrangement.mediumSize.rounded() == testCase.expectedMedium(medium).rounded())
    }

    @Test("the search stops at the first arrangement that keeps the large size, else keeps the cheapest")
    func searchOrder() throws {
        // 1 large + 1 small fit 168 + 56 exactly: priority 1 (2 large) cannot, priority 2 can, cost 0.
        let exact = try #require(
            KeylineArrangement.lowestCost(
                availableSpace: 224, itemSpacing: 0, targetSmallSize: 56, minSmallSize: 40, maxSmallSize: 56,
                smallCounts: [1], targetMediumSize: 112, mediumCounts: [0], targetLargeSize: 168, largeCounts: [2, 1]))
        #expect(exact.largeCount == 1 && exact.priority == 2 && exact.cost(targetLargeSize: 168) == 0)
        // The spacing between the 3 items comes off the space first: 2 × 8 less for the large item.
        let spaced = try #require(
            KeylineArrangement.lowestCost(
                availableSpace: 336 + 16, itemSpacing: 8, targetSmallSize: 56, minSmallSize: 40, maxSmallSize: 56,
                smallCounts: [1], targetMediumSize: 112, mediumCounts: [1], targetLargeSize: 168, largeCounts: [1]))
        #expect(nearlyEqual(spaced.largeSize, 168) && spaced.itemCount == 3)
        #expect(
            KeylineArrangement.lowestCost(
                availableSpace: 100, itemSpacing: 0, targetSmallSize: 40, minSmallSize: 40, maxSmallSize: 56,
                smallCounts: [], targetMediumSize: 0, mediumCounts: [0], targetLargeSize: 60, largeCounts: [1]) == nil)
    }

    @Test("an arrangement whose sizes are out of order costs the most, so any valid one beats it")
    func invalidCostsMost() {
        let inverted = KeylineArrangement(
            priority: 1, smallSize: 50, smallCount: 1, mediumSize: 40, mediumCount: 1, largeSize: 30, largeCount: 1)
        #expect(!inverted.isValid)
        #expect(inverted.cost(targetLargeSize: 30) == .greatestFiniteMagnitude)
    }
}
