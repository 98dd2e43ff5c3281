import Foundation

extension KeylineStrategy {
    /// The default keylines, then one step per keyline between the first non-anchor and the first
    /// focal keyline: each moves the keyline at the start to just past the focal range, beside a
    /// keyline of the size its neighbour had, so the list keeps its balance. The last step is
    /// shifted for the before-content padding.
    ///
    /// - Complexity: O(n²) for n keylines.
    static func startSteps(
        _ keylines: KeylineList, availableLength: CGFloat, itemSpacing: CGFloat, padding: CGFloat
    ) -> [KeylineList] {
        guard let firstFocalIndex = keylines.firstFocalIndex, let firstFocal = keylines.firstFocal else { return [keylines] }
        var steps = [keylines]
        if keylines.isFirstFocalItemAtStartOfContainer {
            if padding != 0 {
                steps.append(
                    shifted(
                        keylines, forPadding: padding, pivotIndex: firstFocalIndex, availableLength: availableLength,
                        itemSpacing: itemSpacing))
            }
            return steps
        }
        let startIndex = keylines.firstNonAnchorIndex ?? 0
        let stepCount = firstFocalIndex - startIndex
        if stepCount <= 0 && abs(firstFocal.cutoff) > 0 {
            // No keyline to move, but the focal item is cut off by the start: shift the list towards
            // the end by the cutoff.
            steps.append(
                shifted(keylines, by: abs(firstFocal.cutoff), availableLength: availableLength, itemSpacing: itemSpacing))
            return steps
        }
        for step in 0..<Swift.max(0, stepCount) {
            let previous = steps[steps.count - 1]
            let original = startIndex + step
            var destination = keylines.count - 1
            if original > 0 {
                destination = previous.firstIndexAfterFocalRange(withSize: keylines[original - 1].size) - 1
            }
            steps.append(
                moving(previous, from: startIndex, to: destination, availableLength: availableLength, itemSpacing: itemSpacing))
        }
        if padding != 0, let last = steps.last, let focalIndex = last.firstFocalIndex {
            steps[steps.count - 1] = shifted(
                last, forPadding: padding, pivotIndex: focalIndex, availableLength: availableLength, itemSpacing: itemSpacing)
        }
        return steps
    }

    /// The default keylines, then one step per keyline between the last focal and the last
    /// non-anchor keyline, each moving the keyline at the end to just before the focal range; the
    /// last step is shifted for the after-content padding.
    ///
    /// - Complexity: O(n²) for n keylines.
    static func endSteps(
        _ keylines: KeylineList, availableLength: CGFloat, itemSpacing: CGFloat, padding: CGFloat
    ) -> [KeylineList] {
        guard let lastFocalIndex = keylines.lastFocalIndex, let lastFocal = keylines.lastFocal else { return [keylines] }
        var steps = [keylines]
        if keylines.isLastFocalItemAtEndOfContainer(availableLength: availableLength) {
            if padding != 0 {
                steps.append(
                    shifted(
                        keylines, forPadding: -padding, pivotIndex: lastFocalIndex, availableLength: availableLength,
                        itemSpacing: itemSpacing))
            }
            return steps
        }
        let endIndex = keylines.lastNonAnchorIndex ?? keylines.count - 1
        let stepCount = endIndex - lastFocalIndex
        if stepCount <= 0 && abs(lastFocal.cutoff) > 0 {
            // No keyline to move, but the focal item is cut off by the end: shift the list towards
            // the start by the cutoff.
            steps.append(
                shifted(keylines, by: -abs(lastFocal.cutoff), availableLength: availableLength, itemSpacing: itemSpacing))
            return steps
        }
        for step in 0..<Swift.max(0, stepCount) {
            let previous = steps[steps.count - 1]
            let original = endIndex - step
            var destination = 0
            if original < keylines.count - 1 {
                destination = previous.lastIndexBeforeFocalRange(withSize: keylines[original + 1].size) + 1
            }
            steps.append(
                moving(previous, from: endIndex, to: destination, availableLength: availableLength, itemSpacing: itemSpacing))
        }
        if padding != 0, let last = steps.last, let focalIndex = last.lastFocalIndex {
            steps[steps.count - 1] = shifted(
                last, forPadding: -padding, pivotIndex: focalIndex, availableLength: availableLength, itemSpacing: itemSpacing)
        }
        return steps
    }

    /// `list` with every keyline shortened by |padding| / (non-anchor count) and moved so the focal item
    /// clears `padding` (positive: at the start; negative: at the end). Unadjusted offsets stay as they
    /// were: items are still laid out end to end at the full focal length.
    ///
    /// - Complexity: O(n) for n keylines.
    static func shifted(
        _ list: KeylineList, forPadding padding: CGFloat, pivotIndex: Int, availableLength: CGFloat, itemSpacing: CGFloat
    ) -> KeylineList {
        let nonAnchorCount = list.filter { !$0.isAnchor }.count
        let reduction = padding / CGFloat(Swift.max(1, nonAnchorCount))
        let pivot = list[pivotIndex]
        let resized = KeylineList(
            pivotIndex: pivotIndex, pivotOffset: pivot.offset - reduction / 2 + padding, availableLength: availableLength,
            itemSpacing: itemSpacing
        ) { builder in
            for keyline in list { builder.add(keyline.size - abs(reduction), isAnchor: keyline.isAnchor) }
        }
        guard resized.count == list.count else { return .empty }
        return KeylineList(
            zip(resized, list).map { shiftedKeyline, original in
                var keyline = shiftedKeyline
                keyline.unadjustedOffset = original.unadjustedOffset
                return keyline
            })
    }

    /// `list` re-placed from the same pivot `delta` points further along, unadjusted offsets included,
    /// so a focal item cut off by an edge ends against it.
    ///
    /// Compose handles this case by "moving" keyline 0 onto itself, which moves the pivot one index
    /// back by the anchor's length and places the list as if that anchor were focal-sized: the list
    /// shifts the wrong way by (focal − anchor) length. This is the shift that case is meant to make.
    ///
    /// - Complexity: O(n) for n keylines.
    static func shifted(_ list: KeylineList, by delta: CGFloat, availableLength: CGFloat, itemSpacing: CGFloat) -> KeylineList {
        guard let pivotIndex = list.pivotIndex, let pivot = list.pivot else { return .empty }
        return KeylineList(
            pivotIndex: pivotIndex, pivotOffset: pivot.offset + delta, availableLength: availableLength, itemSpacing: itemSpacing
        ) { builder in
            for keyline in list { builder.add(keyline.size, isAnchor: keyline.isAnchor) }
        }
    }

    /// `list` with the keyline at `source` moved to `destination`, re-placed from the neighbouring
    /// pivot: the pivot moves one index and by the moved keyline's visible length plus the spacing.
    ///
    /// - Complexity: O(n) for n keylines.
    static func moving(
        _ list: KeylineList, from source: Int, to destination: Int, availableLength: CGFloat, itemSpacing: CGFloat
    ) -> KeylineList {
        guard let pivotIndex = list.pivotIndex, let pivot = list.pivot, list.indices.contains(source) else { return .empty }
        let direction: CGFloat = source > destination ? 1 : -1
        let moved = list[source]
        let pivotOffset = pivot.offset + (moved.size - moved.cutoff + itemSpacing) * direction
        var order = list.keylines
        order.remove(at: source)
        order.insert(moved, at: Swift.min(Swift.max(0, destination), order.count))
        return KeylineList(
            pivotIndex: pivotIndex + Int(direction), pivotOffset: pivotOffset, availableLength: availableLength,
            itemSpacing: itemSpacing
        ) { builder in
            for keyline in order { builder.add(keyline.size, isAnchor: keyline.isAnchor) }
        }
    }

    /// For each step, the fraction of `distance` scrolled when it is reached: 0 for the first, 1 for
    /// the last, and in between the running sum of how far each step moved the end keyline.
    ///
    /// - Complexity: O(s) for s steps.
    static func interpolationPoints(distance: CGFloat, steps: [KeylineList], towardsStart: Bool) -> [CGFloat] {
        var points: [CGFloat] = [0]
        guard distance != 0, !steps.isEmpty else { return points }
        for index in 1..<Swift.max(1, steps.count) {
            let previous = steps[index - 1]
            let current = steps[index]
            guard let previousEnd = towardsStart ? previous.first : previous.last,
                let currentEnd = towardsStart ? current.first : current.last
            else { return points }
            let shifted =
                towardsStart
                ? currentEnd.unadjustedOffset - previousEnd.unadjustedOffset
                : previousEnd.unadjustedOffset - currentEnd.unadjustedOffset
            points.append(index == steps.count - 1 ? 1 : points[index - 1] + shifted / distance)
        }
        return points
    }

    /// The two steps around `interpolation` (0–1) and how far it is from the first to the second.
    ///
    /// - Complexity: O(s) for s steps.
    static func shiftPointRange(points: [CGFloat], interpolation: CGFloat) -> (from: Int, to: Int, fraction: CGFloat) {
        guard var lower = points.first else { return (0, 0, 0) }
        for index in 1..<Swift.max(1, points.count) {
            let upper = points[index]
            if interpolation <= upper {
                let fraction = KeylineMath.lerp(
                    outputMin: 0, outputMax: 1, inputMin: lower, inputMax: upper, value: interpolation)
                return (index - 1, index, fraction)
            }
            lower = upper
        }
        return (0, 0, 0)
    }
}
