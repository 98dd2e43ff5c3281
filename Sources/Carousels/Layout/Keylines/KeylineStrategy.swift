import Foundation

/// Supplies a carousel with the keylines for any scroll offset (Material's `Strategy`).
///
/// Built from a default keyline list (start to end), it derives the *start steps* (the focal range
/// moved one keyline at a time until the first focal item is at the carousel's start, plus the
/// before-content padding) and the *end steps* (likewise towards the end). Scrolling near either end
/// interpolates through those steps, so every item passes through the focal range and the first and
/// last items can become focal without leaving the carousel's edges. Items are laid out end to end
/// at `itemLength` (the focal length) separated by `itemSpacing`; a scroll offset is the distance
/// that end-to-end strip has moved, in points.
public struct KeylineStrategy: Sendable {
    /// The keylines at rest, away from both ends.
    public let defaultKeylines: KeylineList
    /// The default keylines, then each step towards the start; the last has the focal range at the start.
    public let startKeylineSteps: [KeylineList]
    /// The default keylines, then each step towards the end; the last has the focal range at the end.
    public let endKeylineSteps: [KeylineList]
    /// The carousel's length along its main axis, in points.
    public let availableLength: CGFloat
    /// The gap between items, in points.
    public let itemSpacing: CGFloat
    /// Padding before the first item, in points.
    public let beforeContentPadding: CGFloat
    /// Padding after the last item, in points.
    public let afterContentPadding: CGFloat
    /// Why the strategy is not valid, when the numbers it was given are bad; nil otherwise (an empty
    /// keyline list is not a problem, only invalid).
    public let problem: KeylineProblem?

    /// The scroll distance that moves through all the start steps, in points.
    public let startShiftDistance: CGFloat
    /// The scroll distance that moves through all the end steps, in points.
    public let endShiftDistance: CGFloat
    /// For each start step, the fraction (0–1) of `startShiftDistance` at which it is reached.
    let startShiftPoints: [CGFloat]
    /// For each end step, the fraction (0–1) of `endShiftDistance` at which it is reached.
    let endShiftPoints: [CGFloat]

    /// A strategy over `keylines` for a carousel `availableLength` points long.
    ///
    /// Bad numbers never crash: a length that is not finite, a negative spacing or padding, or
    /// padding so large that the focal item would vanish give an invalid strategy (no keylines, no
    /// placements) whose `problem` says what is wrong.
    ///
    /// - Complexity: O(n²) for n keylines (n steps, each a list of n).
    public init(
        keylines: KeylineList, availableLength: CGFloat, itemSpacing: CGFloat = 0, beforeContentPadding: CGFloat = 0,
        afterContentPadding: CGFloat = 0
    ) {
        self.availableLength = availableLength
        self.itemSpacing = itemSpacing
        self.beforeContentPadding = beforeContentPadding
        self.afterContentPadding = afterContentPadding
        let problem = Self.inputProblem(
            keylines: keylines, availableLength: availableLength, itemSpacing: itemSpacing,
            paddings: (beforeContentPadding, afterContentPadding))
        var start = [KeylineList]()
        var end = [KeylineList]()
        if problem == nil && !keylines.isEmpty {
            start = Self.startSteps(
                keylines, availableLength: availableLength, itemSpacing: itemSpacing, padding: beforeContentPadding)
            end = Self.endSteps(
                keylines, availableLength: availableLength, itemSpacing: itemSpacing, padding: afterContentPadding)
        }
        if problem == nil && (start + end).contains(where: { $0.firstFocal == nil }) {
            self.problem = KeylineProblem(
                "the content padding (\(beforeContentPadding) before, \(afterContentPadding) after) leaves the focal item no length: make it smaller"
            )
            (start, end) = ([], [])
        } else {
            self.problem = problem
        }
        let isUsable = self.problem == nil
        defaultKeylines = isUsable ? keylines : .empty
        startKeylineSteps = start
        endKeylineSteps = end
        startShiftDistance =
            start.isEmpty
            ? 0 : max(start[start.count - 1][0].unadjustedOffset - start[0][0].unadjustedOffset, beforeContentPadding)
        endShiftDistance =
            end.isEmpty
            ? 0
            : max(
                end[0][end[0].count - 1].unadjustedOffset - end[end.count - 1][end[end.count - 1].count - 1].unadjustedOffset,
                afterContentPadding)
        startShiftPoints = Self.interpolationPoints(distance: startShiftDistance, steps: start, towardsStart: true)
        endShiftPoints = Self.interpolationPoints(distance: endShiftDistance, steps: end, towardsStart: false)
    }

    /// The length of focal items, in points: the first focal keyline's size (0 without keylines).
    public var itemLength: CGFloat { defaultKeylines.firstFocal?.size ?? 0 }

    /// How many large (focal) items the default arrangement shows at once: what one view is when a
    /// keyline carousel pages by view (`CarouselLayout.PageBy.view`). At least 1.
    public var focalItemCount: Int {
        guard let first = defaultKeylines.firstFocalIndex, let last = defaultKeylines.lastFocalIndex else { return 1 }
        return max(1, last - first + 1)
    }

    /// Whether there are keylines to lay items out with: a non-empty list, a carousel longer than 0 and
    /// a focal length above 0, and no `problem`.
    public var isValid: Bool { problem == nil && !defaultKeylines.isEmpty && availableLength != 0 && itemLength != 0 }

    /// The largest scroll offset for `itemCount` items laid end to end, in points (0 when they fit).
    ///
    /// - Complexity: O(1).
    public func maxScrollOffset(itemCount: Int) -> CGFloat {
        let count = CGFloat(max(0, itemCount))
        return max(0, itemLength * count + itemSpacing * (count - 1) - availableLength)
    }

    /// The keylines at `scrollOffset` (points, negative taken as 0) for a strip that scrolls up to
    /// `maxScrollOffset` (Material's `getKeylineListForScrollOffset`).
    ///
    /// Between `startShiftDistance` and `maxScrollOffset − endShiftDistance` this is
    /// `defaultKeylines`; before, it is interpolated between the two start steps around the offset;
    /// after, between two end steps. With `roundingToNearestStep` the nearer whole step is returned.
    /// Empty when the strategy is not valid; `defaultKeylines` for a NaN offset.
    ///
    /// - Complexity: O(n + s) for n keylines and s steps.
    public func keylines(
        forScrollOffset scrollOffset: CGFloat, maxScrollOffset: CGFloat, roundingToNearestStep: Bool = false
    ) -> KeylineList {
        guard !defaultKeylines.isEmpty, !scrollOffset.isNaN, !maxScrollOffset.isNaN else {
            return defaultKeylines
        }
        let offset = max(0, scrollOffset)
        let startShiftOffset = startShiftDistance
        let endShiftOffset = max(0, maxScrollOffset - endShiftDistance)
        if offset >= startShiftOffset && offset <= endShiftOffset { return defaultKeylines }

        var interpolation = KeylineMath.lerp(
            outputMin: 1, outputMax: 0, inputMin: 0, inputMax: startShiftOffset, value: offset)
        var points = startShiftPoints
        var steps = startKeylineSteps
        if offset > endShiftOffset {
            interpolation = KeylineMath.lerp(
                outputMin: 0, outputMax: 1, inputMin: endShiftOffset, inputMax: maxScrollOffset, value: offset)
            points = endShiftPoints
            steps = endKeylineSteps
        }
        guard !steps.isEmpty else { return defaultKeylines }
        let range = Self.shiftPointRange(points: points, interpolation: interpolation)
        if roundingToNearestStep {
            // Halfway rounds to the later step; the 1e-9 absorbs the rounding of the step points.
            return steps[range.fraction < 0.5 - 1e-9 ? range.from : range.to]
        }
        // A whole step is that step (no new list: a strip at rest at its end allocates nothing).
        if range.fraction <= 0 { return steps[range.from] }
        if range.fraction >= 1 { return steps[range.to] }
        return KeylineList.interpolated(from: steps[range.from], to: steps[range.to], fraction: range.fraction)
    }

    /// The first problem with the inputs, nil if there is none.
    private static func inputProblem(
        keylines: KeylineList, availableLength: CGFloat, itemSpacing: CGFloat, paddings: (CGFloat, CGFloat)
    ) -> KeylineProblem? {
        if let problem = KeylineProblem.length("availableLength", availableLength) { return problem }
        if let problem = KeylineProblem.length("itemSpacing", itemSpacing) { return problem }
        if let problem = KeylineProblem.length("beforeContentPadding", paddings.0) { return problem }
        if let problem = KeylineProblem.length("afterContentPadding", paddings.1) { return problem }
        let bad = keylines.first { !($0.size.isFinite && $0.offset.isFinite && $0.unadjustedOffset.isFinite) }
        if let keyline = bad {
            return KeylineProblem("a keyline has a length that is not finite (\(keyline)): build the list from finite lengths")
        }
        if !keylines.isEmpty && keylines.firstFocal == nil {
            return KeylineProblem("the keyline list has no focal keyline: build it with KeylineListBuilder or a factory")
        }
        return nil
    }
}

extension KeylineStrategy: Equatable {
    /// Strategies are equal when both are invalid, or when their inputs, shift distances and points and
    /// default keylines are equal (the steps follow from those), as Material compares them.
    public static func == (lhs: KeylineStrategy, rhs: KeylineStrategy) -> Bool {
        if !lhs.isValid && !rhs.isValid { return true }
        return lhs.isValid == rhs.isValid && lhs.availableLength == rhs.availableLength
            && lhs.itemSpacing == rhs.itemSpacing && lhs.beforeContentPadding == rhs.beforeContentPadding
            && lhs.afterContentPadding == rhs.afterContentPadding && lhs.itemLength == rhs.itemLength
            && lhs.startShiftDistance == rhs.startShiftDistance && lhs.endShiftDistance == rhs.endShiftDistance
            && lhs.startShiftPoints == rhs.startShiftPoints && lhs.endShiftPoints == rhs.endShiftPoints
            && lhs.defaultKeylines == rhs.defaultKeylines
    }
}

extension KeylineStrategy: Hashable {
    /// Hashes what `==` compares (only validity for an invalid strategy).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isValid)
        guard isValid else { return }
        hasher.combine(availableLength)
        hasher.combine(itemSpacing)
        hasher.combine(beforeContentPadding)
        hasher.combine(afterContentPadding)
        hasher.combine(startShiftDistance)
        hasher.combine(endShiftDistance)
        hasher.combine(startShiftPoints)
        hasher.combine(endShiftPoints)
        hasher.combine(defaultKeylines)
    }
}
