import Foundation
import ScrollKit

// Window alignment (Leanback's `WindowAlignment`): where the carousel scrolls so the focus shows.

extension CarouselFocus {
    /// Scrolls the carousel for the focus just moved, as `alignment` asks, through the carousel's own
    /// command (`Carousel.scrollToItem(_:animated:cause:)`), so its events carry `cause`.
    func alignWindow(cause: ScrollCause) {
        guard let item = focusedItem else { return }
        switch alignment {
        case .start:
            carousel.scrollToItem(item, animated: true, cause: cause)
        case .edge(let margin):
            guard let snapItem = edgeTarget(for: item, margin: max(0, margin)) else { return }
            carousel.scrollToItem(snapItem, animated: true, cause: cause)
        }
    }

    /// The item to bring to the snap point so that `item` and `margin` items either side of it (where
    /// there are items) are fully visible, moving the fewest snaps from where the strip is heading;
    /// nil when they already are (or the strip has no size). `item` itself when no item is laid out.
    ///
    /// Measured from the laid-out item frames (an item not laid out by the geometry's distance from one
    /// that is), in item order along the main axis (mirrored right to
    /// left), against the scroll view's bounds less the layout's inset, both where the strip is
    /// heading (`ScrollView.landingOffset`); the margin's items by their own lengths.
    func edgeTarget(for item: Int, margin: Int) -> Int? {
        let core = carousel.core
        let geometry = core.geometry
        let flow = carousel.flow
        let scrollView = carousel.inspectedScrollView
        guard geometry.viewportLength > 0, geometry.count > 0 else { return nil }
        // The visible window where the strip is heading, in physical content coordinates.
        let landing = scrollView.landingOffset
        let horizontal = flow.axis == .horizontal
        let shift = horizontal ? landing.x - scrollView.bounds.minX : landing.y - scrollView.bounds.minY
        let bounds = scrollView.bounds
        let window = order(
            low: (horizontal ? bounds.minX : bounds.minY) + shift, high: (horizontal ? bounds.maxX : bounds.maxY) + shift)
        let inset = min(geometry.layout.inset, (window.high - window.low) / 2)
        let (low, high) = (window.low + inset, window.high - inset)
        // The focused occurrence nearest where it was last drawn (or the window's middle).
        let hint: CGFloat
        if let anchor {
            let point = scrollView.convert(anchor, from: ringHost)
            hint = order(low: horizontal ? point.x : point.y, high: horizontal ? point.x : point.y).low
        } else {
            hint = (low + high) / 2
        }
        guard let span = focusedSpan(of: item, near: hint) else { return item }
        // The margin's items, by their own lengths, where there are items.
        let spacing = geometry.layout.spacing
        var before: CGFloat = 0
        var after: CGFloat = 0
        for step in 0..<margin {
            let back = item - step - 1
            let forward = item + step + 1
            if core.isEndless || back >= 0 { before += spacing + geometry.length(ofItem: back) }
            if core.isEndless || forward < geometry.count { after += spacing + geometry.length(ofItem: forward) }
        }
        // The move forward (> 0) or back (< 0) in item order, in points, the focused item itself first.
        let fewest = span.high - high // the least that shows the item's far end
        let most = span.low - low // the most that keeps its near end
        var move: CGFloat = 0
        if span.high + after > high {
            move = max(min(span.high + after - high, most), fewest)
        } else if span.low - before < low {
            move = min(max(span.low - before - low, fewest), most)
        }
        guard abs(move) > 0.5 else { return nil }
        return snapItem(toward: core.landingPosition + move, forward: move > 0)
    }

    /// The span of `item`'s occurrence nearest `hint` along the main axis, in item order (physical
    /// content coordinates, mirrored right to left): its laid-out frame, else measured by the geometry
    /// from the laid-out item nearest `hint` (the shortest way round on an endless strip). Nil with
    /// nothing laid out.
    ///
    /// - Complexity: O(v) for v item views laid out.
    private func focusedSpan(of item: Int, near hint: CGFloat) -> (low: CGFloat, high: CGFloat)? {
        let core = carousel.core
        let horizontal = carousel.flow.axis == .horizontal
        var span: (low: CGFloat, high: CGFloat)?
        var reference: (index: Int, low: CGFloat)?
        var nearest = CGFloat.infinity
        var nearestReference = CGFloat.infinity
        carousel.forEachInspectedItem { inspected in
            let frame = inspected.frame
            let candidate = order(low: horizontal ? frame.minX : frame.minY, high: horizontal ? frame.maxX : frame.maxY)
            let distance = abs((candidate.low + candidate.high) / 2 - hint)
            if inspected.index == item, distance < nearest {
                nearest = distance
                span = candidate
            }
            if distance < nearestReference {
                nearestReference = distance
                reference = (inspected.index, candidate.low)
            }
        }
        if let span { return span }
        guard let reference else { return nil }
        let geometry = core.geometry
        let occurrence =
            core.isEndless
            ? reference.index + WrapMath.shortestDistance(from: reference.index, to: item, count: geometry.count) : item
        let low = reference.low + geometry.distance(fromItem: reference.index, toItem: occurrence)
        return (low, low + geometry.length(ofItem: occurrence))
    }

    /// The first item of the snap nearest strip position `position` on the side that moves at least
    /// that far (`forward`: the first snap at or after it; else the last at or before it).
    private func snapItem(toward position: CGFloat, forward: Bool) -> Int? {
        let core = carousel.core
        let geometry = core.geometry
        guard var snap = geometry.nearestSnap(to: position) else { return nil }
        let tolerance: CGFloat = 0.5
        if forward, geometry.snapPosition(snap) < position - tolerance { snap += 1 }
        if !forward, geometry.snapPosition(snap) > position + tolerance { snap -= 1 }
        if !core.isEndless { snap = min(max(snap, 0), geometry.snapCount - 1) }
        let occurrences = geometry.items(ofSnap: snap)
        guard !occurrences.isEmpty else { return nil }
        return geometry.item(ofOccurrence: occurrences.lowerBound)
    }

    /// A physical span along the main axis in item order: as is, or mirrored right to left.
    private func order(low: CGFloat, high: CGFloat) -> (low: CGFloat, high: CGFloat) {
        carousel.flow.isReversed ? (-high, -low) : (low, high)
    }
}
