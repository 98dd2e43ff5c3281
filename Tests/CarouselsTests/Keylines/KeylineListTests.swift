import Carousels
import Foundation
import Testing

/// Compose Material3's `KeylineTest` (androidHostTest/…/carousel/KeylineTest.kt), case for case.
@Suite("KeylineList: Material's KeylineTest numbers")
struct KeylineListTests {
    private static let largeSize: CGFloat = 100
    private static let smallSize: CGFloat = 20
    private static let xSmallSize: CGFloat = 5
    private static let mediumSize: CGFloat = (largeSize + smallSize) / 2

    /// `[xs-s-s-m-l-l-m-s-s-xs]`, centred (Compose's `createTestKeylineList`).
    private static func testList() -> KeylineList {
        let length = xSmallSize * 2 + smallSize * 4 + mediumSize * 2 + largeSize * 2
        return KeylineList(aligned: .center, availableLength: length, itemSpacing: 0) { list in
            list.add(xSmallSize, isAnchor: true)
            list.add(smallSize)
            list.add(smallSize)
            list.add(mediumSize)
            list.add(largeSize)
            list.add(largeSize)
            list.add(mediumSize)
            list.add(smallSize)
            list.add(smallSize)
            list.add(xSmallSize, isAnchor: true)
        }
    }

    @Test("testKeylineList_findsFirstAndLastFocalKeylines")
    func findsFirstAndLastFocalKeylines() {
        let list = Self.testList()
        #expect(list.firstFocalIndex == 4)
        #expect(list.lastFocalIndex == 5)
    }

    @Test("testKeylineList_pivotsWithCorrectCutoffsRight")
    func pivotsWithCorrectCutoffsRight() {
        let visibleMedium = (Self.mediumSize * 0.75).rounded() // Kotlin's roundToInt: 45
        let list = KeylineList(aligned: .start, availableLength: Self.largeSize + visibleMedium, itemSpacing: 0) { list in
            list.add(Self.smallSize, isAnchor: true)
            list.add(Self.largeSize)
            list.add(Self.mediumSize)
            list.add(Self.smallSize, isAnchor: true)
        }
        #expect(list[2].cutoff == Self.mediumSize - visibleMedium)
    }

    @Test("testKeylineList_pivotsWithCorrectCutoffsLeft")
    func pivotsWithCorrectCutoffsLeft() {
        let visibleMedium = (Self.mediumSize * 0.75).rounded()
        let list = KeylineList(aligned: .end, availableLength: visibleMedium + Self.largeSize, itemSpacing: 0) { list in
            list.add(Self.smallSize, isAnchor: true)
            list.add(Self.mediumSize)
            list.add(Self.largeSize)
            list.add(Self.smallSize, isAnchor: true)
        }
        #expect(list[1].cutoff == Self.mediumSize * 0.25)
    }

    @Test("testKeylineList_findsFirstIndexAfterFocalRangeWithSize")
    func firstIndexAfterFocalRange() {
        #expect(Self.testList().firstIndexAfterFocalRange(withSize: Self.smallSize) == 7)
    }

    @Test("testKeylineList_findsLastIndexBeforeFocalRangeWithSize")
    func lastIndexBeforeFocalRange() {
        #expect(Self.testList().lastIndexBeforeFocalRange(withSize: Self.smallSize) == 2)
    }

    @Test("testKeylineList_getKeylineBefore")
    func keylineBefore() {
        let list = Self.testList()
        #expect(list.keyline(before: 60) == list[3])
        #expect(list.keyline(before: -.greatestFiniteMagnitude) == list[0])
        #expect(list.keyline(before: .greatestFiniteMagnitude) == list.last)
    }

    @Test("testKeylineList_getKeylineAfter")
    func keylineAfter() {
        let list = Self.testList()
        #expect(list.keyline(after: 60) == list[4])
        #expect(list.keyline(after: -.greatestFiniteMagnitude) == list[0])
        #expect(list.keyline(after: .greatestFiniteMagnitude) == list.last)
    }

    @Test("testKeylineListLerp: 0, 1 and a half between two pivoted lists")
    func keylineListLerp() {
        let s = StrategySizes.self
        let length = s.large + s.medium + s.small
        let from = KeylineList(pivotIndex: 1, pivotOffset: s.large / 2, availableLength: length, itemSpacing: 0) { list in
            list.add(s.xSmall, isAnchor: true)
            list.add(s.large)
            list.add(s.medium)
            list.add(s.small)
            list.add(s.xSmall, isAnchor: true)
        }
        let to = KeylineList(pivotIndex: 2, pivotOffset: s.small + s.large / 2, availableLength: length, itemSpacing: 0) {
            list in
            list.add(s.xSmall, isAnchor: true)
            list.add(s.small)
            list.add(s.large)
            list.add(s.medium)
            list.add(s.xSmall, isAnchor: true)
        }
        let half = KeylineList([
            Keyline(
                size: s.xSmall, offset: -2.5, unadjustedOffset: -90, isFocal: false, isAnchor: true, isPivot: false, cutoff: 0),
            Keyline(size: 60, offset: 30, unadjustedOffset: 10, isFocal: false, isAnchor: false, isPivot: false, cutoff: 0),
            Keyline(size: 80, offset: 100, unadjustedOffset: 110, isFocal: true, isAnchor: false, isPivot: true, cutoff: 0),
            Keyline(size: 40, offset: 160, unadjustedOffset: 210, isFocal: false, isAnchor: false, isPivot: false, cutoff: 0),
            Keyline(
                size: s.xSmall, offset: 182.5, unadjustedOffset: 310, isFocal: false, isAnchor: true, isPivot: false, cutoff: 0),
        ])
        #expect(KeylineList.interpolated(from: from, to: to, fraction: 0) == from)
        #expect(KeylineList.interpolated(from: from, to: to, fraction: 1) == to)
        #expect(KeylineList.interpolated(from: from, to: to, fraction: 0.5) == half)
    }

    private static func smallList(firstAnchor: CGFloat) -> KeylineList {
        KeylineList(aligned: .start, availableLength: 120, itemSpacing: 0) { list in
            list.add(firstAnchor, isAnchor: true)
            list.add(100)
            list.add(20)
            list.add(10, isAnchor: true)
        }
    }

    @Test("test_keylineListsShouldBeEqual")
    func equalLists() {
        #expect(Self.smallList(firstAnchor: 10) == Self.smallList(firstAnchor: 10))
        #expect(Self.smallList(firstAnchor: 10).hashValue == Self.smallList(firstAnchor: 10).hashValue)
    }

    @Test("testDifferentSizedItem_keylineListsShouldNotBeEqual")
    func unequalLists() {
        #expect(Self.smallList(firstAnchor: 11) != Self.smallList(firstAnchor: 10))
        #expect(Self.smallList(firstAnchor: 11).hashValue != Self.smallList(firstAnchor: 10).hashValue)
    }

    @Test("testStartKeylines_shouldAddSpacingBetweenItems")
    func startSpacing() {
        let list = KeylineList(aligned: .start, availableLength: 380, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            list.add(186)
            list.add(122)
            list.add(56)
            list.add(10, isAnchor: true)
        }
        #expect(list.map(\.offset) == [-13, 93, 255, 352, 393])
        #expect(list.map(\.unadjustedOffset) == [-101, 93, 287, 481, 675])
    }

    @Test("testCenteredKeylines_shouldAddSpacingBetweenItems")
    func centeredSpacing() {
        let list = KeylineList(aligned: .center, availableLength: 768, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            for size: CGFloat in [56, 122, 186, 186, 122, 56] { list.add(size) }
            list.add(10, isAnchor: true)
        }
        #expect(list.map(\.offset) == [-13, 28, 125, 287, 481, 643, 740, 781])
        #expect(list.map(\.unadjustedOffset) == [-295, -101, 93, 287, 481, 675, 869, 1063])
    }

    @Test("testEndKeylines_shouldAddSpacingBetweenItems")
    func endSpacing() {
        let list = KeylineList(aligned: .end, availableLength: 380, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            list.add(56)
            list.add(122)
            list.add(186)
            list.add(10, isAnchor: true)
        }
        #expect(list.map(\.offset) == [-13, 28, 125, 287, 393])
        #expect(list.map(\.unadjustedOffset) == [-295, -101, 93, 287, 481])
    }

    @Test("a builder with no size above 0, or a pivot out of range, gives the empty list (not a crash)")
    func degenerateBuilders() {
        let none = KeylineList(aligned: .start, availableLength: 100, itemSpacing: 0) { list in
            list.add(0, isAnchor: true)
            list.add(-5)
        }
        #expect(none.isEmpty && none.firstFocal == nil && none.pivot == nil)
        let badPivot = KeylineList(pivotIndex: 7, pivotOffset: 0, availableLength: 100, itemSpacing: 0) { $0.add(50) }
        #expect(badPivot == .empty)
    }
}
