import Carousels
import Foundation
import Testing

/// Compose Material3's `StrategyTest` (androidHostTest/…/carousel/StrategyTest.kt). Its
/// `testStrategy_getKeylineListForScrollOffset_caching` checks object identity of a cache, which a
/// Swift value has no equivalent of; it is left out.
@Suite("KeylineStrategy: Material's StrategyTest numbers")
struct KeylineStrategyTests {
    typealias S = StrategySizes

    /// `[xs | s s m l l m s s | xs]`, centred.
    static func centerAlignedList() -> KeylineList {
        let length = S.small * 2 + S.medium + S.large * 2 + S.medium + S.small * 2
        return KeylineList(aligned: .center, availableLength: length, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            for size in [S.small, S.small, S.medium, S.large, S.large, S.medium, S.small, S.small] { list.add(size) }
            list.add(S.xSmall, isAnchor: true)
        }
    }

    /// `[xs | l m s | xs]`, start-aligned.
    static func startAlignedList() -> KeylineList {
        KeylineList(aligned: .start, availableLength: S.large + S.medium + S.small, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            list.add(S.large)
            list.add(S.medium)
            list.add(S.small)
            list.add(S.xSmall, isAnchor: true)
        }
    }

    /// A list of `sizes` between two xSmall anchors, placed from `pivotIndex` at `pivotOffset`.
    static func pivoted(_ sizes: [CGFloat], pivotIndex: Int, pivotOffset: CGFloat, length: CGFloat) -> KeylineList {
        KeylineList(pivotIndex: pivotIndex, pivotOffset: pivotOffset, availableLength: length, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            for size in sizes { list.add(size) }
            list.add(S.xSmall, isAnchor: true)
        }
    }

    @Test("testStrategy_startAlignedStrategyShiftsEnd")
    func startAlignedShiftsEnd() {
        let length = S.large + S.medium + S.small
        let maxScroll = 10 * S.large - length
        let strategy = KeylineStrategy(keylines: Self.startAlignedList(), availableLength: length)
        #expect(strategy.keylines(forScrollOffset: 0, maxScrollOffset: maxScroll) == Self.startAlignedList())
        let end = strategy.keylines(forScrollOffset: maxScroll, maxScrollOffset: maxScroll)
        #expect(allNearlyEqual(end.map(\.offset), [-2.5, 10, 50, 130, 182.5]))
        let expectedUnadjusted: [CGFloat] = [130 - 300, 130 - 200, 130 - 100, 130, 130 + 100]
        #expect(allNearlyEqual(end.map(\.unadjustedOffset), expectedUnadjusted))
    }

    @Test("testStrategy_startAlignedCutoffStrategyShiftsEndWithCutoff")
    func startAlignedCutoffShiftsEnd() throws {
        let length = S.large + S.medium + S.medium
        let list = KeylineList(aligned: .start, availableLength: length, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            list.add(S.large + 50)
            list.add(S.medium)
            list.add(S.medium)
            list.add(S.xSmall, isAnchor: true)
        }
        let strategy = KeylineStrategy(keylines: list, availableLength: length)
        let end = try #require(strategy.endKeylineSteps.last)
        let (first, last) = (try #require(list.firstNonAnchor), try #require(list.lastNonAnchor))
        #expect(last.cutoff == 50)
        #expect(first.offset - first.size / 2 == 0)
        let (endFirst, endLast) = (try #require(end.firstNonAnchor), try #require(end.lastNonAnchor))
        #expect(endFirst.cutoff == 50)
        #expect(endFirst.offset - endFirst.size / 2 == -50)
        #expect(endLast.offset + endLast.size / 2 == length)
    }

    @Test("testStrategy_endAlignedCutoffStrategyShiftsStartWithCutoff")
    func endAlignedCutoffShiftsStart() throws {
        let length = S.large + S.medium + S.medium
        let list = KeylineList(aligned: .end, availableLength: length, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            list.add(S.medium)
            list.add(S.medium)
            list.add(S.large + 50)
            list.add(S.xSmall, isAnchor: true)
        }
        let strategy = KeylineStrategy(keylines: list, availableLength: length)
        let start = try #require(strategy.startKeylineSteps.last)
        let (first, last) = (try #require(list.firstNonAnchor), try #require(list.lastNonAnchor))
        #expect(first.cutoff == 50)
        #expect(last.offset + last.size / 2 == length)
        let (startFirst, startLast) = (try #require(start.firstNonAnchor), try #require(start.lastNonAnchor))
        #expect(startLast.cutoff == 50)
        #expect(startFirst.offset - startFirst.size / 2 == 0)
        #expect(startLast.offset + startLast.size / 2 == length + 50)
    }

    @Test("testStrategy_overlappingShiftOffsetsSkipsDefaultKeylineList")
    func overlappingShiftOffsets() throws {
        let length = S.large + S.small
        let maxScroll = S.large * 2 - length
        let list = KeylineList(aligned: .start, availableLength: length, itemSpacing: 0) { list in
            list.add(S.xSmall, isAnchor: true)
            list.add(S.large)
            list.add(S.small)
            list.add(S.xSmall, isAnchor: true)
        }
        let strategy = KeylineStrategy(
            keylines: list, availableLength: length, beforeContentPadding: 24, afterContentPadding: 48)
        let start = try #require(strategy.keylines(forScrollOffset: 0, maxScrollOffset: maxScroll).firstFocal)
        #expect(start.offset == 24 + start.size / 2)
        let end = try #require(strategy.keylines(forScrollOffset: maxScroll, maxScrollOffset: maxScroll).lastFocal)
        #expect(end.offset == length - 48 - end.size / 2)
        let middle = strategy.keylines(forScrollOffset: maxScroll / 2, maxScrollOffset: maxScroll, roundingToNearestStep: true)
        #expect(middle.map(\.offset) != list.map(\.offset))
    }

    /// The scroll offsets at which each start step is reached exactly: the total start shift less how
    /// far the step moved the first keyline.
    static func stepOffsets(_ steps: [KeylineList], towardsStart: Bool, maxScroll: CGFloat) -> [CGFloat] {
        if towardsStart {
            let total = steps[steps.count - 1][0].unadjustedOffset - steps[0][0].unadjustedOffset
            return steps.map { total - ($0[0].unadjustedOffset - steps[0][0].unadjustedOffset) }
        }
        let last = { (list: KeylineList) in list[list.count - 1].unadjustedOffset }
        let total = last(steps[0]) - last(steps[steps.count - 1])
        return steps.map { maxScroll - total - (last($0) - last(steps[0])) }
    }

    @Test("testStrategy_centerAlignedShiftsStart")
    func centerAlignedShiftsStart() throws {
        let length = S.small * 2 + S.medium + S.large * 2 + S.medium + S.small * 2
        let maxScroll = 12 * S.large - length
        let strategy = KeylineStrategy(keylines: Self.centerAlignedList(), availableLength: length)
        let (s, m, l) = (S.small, S.medium, S.large)
        let steps = [
            Self.centerAlignedList(),
            Self.pivoted([s, m, l, l, m, s, s, s], pivotIndex: 3, pivotOffset: s + m + l / 2, length: length),
            Self.pivoted([m, l, l, m, s, s, s, s], pivotIndex: 2, pivotOffset: m + l / 2, length: length),
            Self.pivoted([l, l, m, m, s, s, s, s], pivotIndex: 1, pivotOffset: l / 2, length: length),
        ]
        let shiftedStart = strategy.keylines(forScrollOffset: 0, maxScrollOffset: maxScroll)
        #expect(shiftedStart == steps[3])
        let focal = try #require(shiftedStart.firstFocal)
        #expect(focal.offset - focal.size / 2 == 0)
        for (step, scroll) in zip(steps, Self.stepOffsets(steps, towardsStart: true, maxScroll: maxScroll)) {
            expectKeylines(strategy.keylines(forScrollOffset: scroll, maxScrollOffset: maxScroll), closeTo: step)
        }
    }

    @Test("testStrategy_centerAlignedShiftsEnd, and rounding to the nearest step")
    func centerAlignedShiftsEnd() throws {
        let length = S.small * 2 + S.medium + S.large * 2 + S.medium + S.small * 2
        let maxScroll = 12 * S.large - length
        let strategy = KeylineStrategy(keylines: Self.centerAlignedList(), availableLength: length)
        let (s, m, l) = (S.small, S.medium, S.large)
        let steps = [
            Self.centerAlignedList(),
            Self.pivoted([s, s, s, m, l, l, m, s], pivotIndex: 5, pivotOffset: s * 3 + m + l / 2, length: length),
            Self.pivoted([s, s, s, s, m, l, l, m], pivotIndex: 6, pivotOffset: s * 4 + m + l / 2, length: length),
            Self.pivoted([s, s, s, s, m, m, l, l], pivotIndex: 7, pivotOffset: s * 4 + m * 2 + l / 2, length: length),
        ]
        let shiftedEnd = strategy.keylines(forScrollOffset: maxScroll, maxScrollOffset: maxScroll)
        #expect(shiftedEnd == steps[3])
        let focal = try #require(shiftedEnd.lastFocal)
        #expect(focal.offset + focal.size / 2 == length)
        let offsets = Self.stepOffsets(steps, towardsStart: false, maxScroll: maxScroll)
        for (step, scroll) in zip(steps, offsets) {
            expectKeylines(strategy.keylines(forScrollOffset: scroll, maxScrollOffset: maxScroll), closeTo: step)
        }
        let rounded = { (scroll: CGFloat) in
            strategy.keylines(forScrollOffset: scroll, maxScrollOffset: maxScroll, roundingToNearestStep: true)
        }
        #expect(rounded(offsets[0] + (offsets[1] - offsets[0]) * 0.75) == steps[1])
        #expect(rounded(offsets[1] + (offsets[2] - offsets[1]) * 0.5) == steps[2])
        #expect(rounded(offsets[2] + (offsets[3] - offsets[2]) * 0.1) == steps[2])
    }

    static func multiBrowseStrategy(_ length: CGFloat) throws -> KeylineStrategy {
        let list = try KeylineList.multiBrowse(availableLength: length, preferredItemLength: S.large, itemCount: 10)
        return KeylineStrategy(keylines: list, availableLength: length)
    }

    @Test("testStrategy_sameAvailableSpaceCreatesEqualObjects")
    func sameSpaceEqual() throws {
        let (a, b) = (try Self.multiBrowseStrategy(500), try Self.multiBrowseStrategy(500))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test("testStrategy_differentAvailableSpaceCreatesUnequalObjects")
    func differentSpaceUnequal() throws {
        let (a, b) = (try Self.multiBrowseStrategy(500), try Self.multiBrowseStrategy(501))
        #expect(a != b)
        #expect(a.hashValue != b.hashValue)
    }

    @Test("testStrategy_invalidObjectDoesNotEqualValidObject")
    func invalidUnequalValid() throws {
        let valid = try Self.multiBrowseStrategy(500)
        let invalid = KeylineStrategy(keylines: .empty, availableLength: 500)
        #expect(valid != invalid && !invalid.isValid)
        #expect(valid.hashValue != invalid.hashValue)
    }

    @Test("testStrategy_startAlignedStrategyWithNegativeMaxScroll")
    func negativeMaxScroll() {
        let length = S.large + S.medium + S.small
        let strategy = KeylineStrategy(keylines: Self.startAlignedList(), availableLength: length)
        #expect(strategy.keylines(forScrollOffset: 0, maxScrollOffset: S.large - length) == Self.startAlignedList())
    }

    @Test("testStartKeylineStrategy_endStepsShouldAccountForItemSpacing")
    func endStepsSpacing() {
        let list = KeylineList(aligned: .start, availableLength: 380, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            for size: CGFloat in [186, 122, 56] { list.add(size) }
            list.add(10, isAnchor: true)
        }
        let strategy = KeylineStrategy(keylines: list, availableLength: 380, itemSpacing: 8)
        #expect(strategy.endKeylineSteps[1].map(\.offset) == [-13, 28, 157, 319, 393])
        #expect(strategy.endKeylineSteps[1].map(\.unadjustedOffset) == [-231, -37, 157, 351, 545])
        #expect(strategy.endKeylineSteps[2].map(\.offset) == [-13, 28, 125, 287, 393])
        #expect(strategy.endKeylineSteps[2].map(\.unadjustedOffset) == [-295, -101, 93, 287, 481])
    }

    @Test("testCenterKeylineStrategy_startAndEndStepsShouldAccountForItemSpacing")
    func centerStepsSpacing() {
        let list = KeylineList(aligned: .center, availableLength: 768, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            for size: CGFloat in [56, 122, 186, 186, 122, 56] { list.add(size) }
            list.add(10, isAnchor: true)
        }
        let strategy = KeylineStrategy(keylines: list, availableLength: 768, itemSpacing: 8)
        #expect(strategy.startKeylineSteps.count == 3 && strategy.endKeylineSteps.count == 3)
        let (s1, s2) = (strategy.startKeylineSteps[1], strategy.startKeylineSteps[2])
        #expect(s1.map(\.offset) == [-13, 61, 223, 417, 579, 676, 740, 781])
        #expect(s1.map(\.unadjustedOffset) == [-165, 29, 223, 417, 611, 805, 999, 1193])
        #expect(s2.map(\.offset) == [-13, 93, 287, 449, 579, 676, 740, 781])
        #expect(s2.map(\.unadjustedOffset) == [-101, 93, 287, 481, 675, 869, 1063, 1257])
        let (e1, e2) = (strategy.endKeylineSteps[1], strategy.endKeylineSteps[2])
        #expect(e1.map(\.offset) == [-13, 28, 92, 189, 351, 545, 707, 781])
        #expect(e1.map(\.unadjustedOffset) == [-425, -231, -37, 157, 351, 545, 739, 933])
        #expect(e2.map(\.offset) == [-13, 28, 92, 189, 319, 481, 675, 781])
        #expect(e2.map(\.unadjustedOffset) == [-489, -295, -101, 93, 287, 481, 675, 869])
    }

    @Test("testCenterStrategy_stepsShouldAccountForContentPadding")
    func centerStepsPadding() throws {
        let list = KeylineList(aligned: .center, availableLength: 500, itemSpacing: 0) { list in
            list.add(10, isAnchor: true)
            for size: CGFloat in [50, 100, 200, 100, 50] { list.add(size) }
            list.add(10, isAnchor: true)
        }
        let strategy = KeylineStrategy(
            keylines: list, availableLength: 500, beforeContentPadding: 16, afterContentPadding: 24)
        let lastStart = try #require(strategy.startKeylineSteps.last)
        let lastEnd = try #require(strategy.endKeylineSteps.last)
        let (startFocal, startLast) = (try #require(lastStart.firstFocal), try #require(lastStart.lastNonAnchor))
        let (endFocal, endFirst) = (try #require(lastEnd.lastFocal), try #require(lastEnd.firstNonAnchor))
        #expect(startFocal.offset - startFocal.size / 2 == 16)
        #expect(startLast.offset + startLast.size / 2 == 500)
        #expect(nearlyEqual(endFocal.offset + endFocal.size / 2, 500 - 24))
        #expect(nearlyEqual(endFirst.offset - endFirst.size / 2, 0, 0.01))
    }

    @Test("testStartStrategy_twoLargeOneSmall_shouldAccountForPadding")
    func twoLargeOneSmallPadding() throws {
        let list = KeylineList(aligned: .start, availableLength: 444, itemSpacing: 8) { list in
            list.add(10, isAnchor: true)
            for size: CGFloat in [186, 186, 56] { list.add(size) }
            list.add(10, isAnchor: true)
        }
        let strategy = KeylineStrategy(
            keylines: list, availableLength: 444, itemSpacing: 8, beforeContentPadding: 16, afterContentPadding: 16)
        #expect(strategy.itemLength == 186)
        let startSmall = try #require(strategy.startKeylineSteps.last)[3]
        #expect(nearlyEqual(startSmall.offset + startSmall.size / 2, 444, 0.001))
        let lastEnd = try #require(strategy.endKeylineSteps.last)
        let visibleSizes: CGFloat = lastEnd[1].size + lastEnd[2].size + lastEnd[3].size
        #expect(nearlyEqual(visibleSizes + 8 + 8, 444 - 16))
        #expect(nearlyEqual(lastEnd[1].offset - lastEnd[1].size / 2, 0, 0.001))
    }
}
