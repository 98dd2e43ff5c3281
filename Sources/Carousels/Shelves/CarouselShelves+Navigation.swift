import Foundation
import ScrollKit

/// Moving between rows: bringing a row into view, and finding the item of a row nearest a point on
/// screen (Up / Down go to the item nearest the focused one's position, not to the same index).
extension CarouselShelves {
    /// Scrolls the column the least distance that shows row `row`'s whole block (title and carousel)
    /// with the insets before and after it, or its start when it does not fit; nothing moves when it
    /// already shows. `cause` is the column's cause for the move.
    ///
    /// - Returns: false, moving nothing, when `row` is not a row index.
    @discardableResult
    public func scrollRowIntoView(_ row: Int, animated: Bool, cause: ScrollCause) -> Bool {
        layoutIfNeeded()
        guard var rect = rowFrame(row) else { return false }
        let scroll = columnScrollView
        switch axis {
        case .vertical:
            rect = CGRect(x: scroll.bounds.minX, y: rect.minY - margins.top, width: scroll.bounds.width, height: rect.height + margins.top + margins.bottom)
        case .horizontal:
            rect = CGRect(x: rect.minX - margins.left, y: scroll.bounds.minY, width: rect.width + margins.left + margins.right, height: scroll.bounds.height)
        }
        let visible = scroll.bounds
        let fits = axis == .vertical ? rect.height <= visible.height : rect.width <= visible.width
        if !fits {
            // Too long to show whole: its start, just after the leading inset.
            rect = axis == .vertical
                ? CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: visible.height)
                : CGRect(x: rect.minX, y: rect.minY, width: visible.width, height: rect.height)
        }
        let target = scroll.landingOffset
        var offset = target
        switch axis {
        case .vertical:
            if rect.minY < target.y { offset.y = rect.minY } else if rect.maxY > target.y + visible.height { offset.y = rect.maxY - visible.height }
        case .horizontal:
            if rect.minX < target.x { offset.x = rect.minX } else if rect.maxX > target.x + visible.width { offset.x = rect.maxX - visible.width }
        }
        offset = scroll.clamped(offset)
        if offset != target { scroll.setContentOffset(offset, animated: animated, cause: cause) }
        return true
    }

    /// The index of the item of row `row` whose drawn frame (in window coordinates, after the item's
    /// draw scale and its ancestors') is nearest to `point` (window points) along the row's axis: the
    /// distance from `point` to the frame's span on that axis, 0 inside it; ties go to the frame whose
    /// middle is nearer, then to the first in item order. Items showing in the row's visible part are
    /// preferred to items laid out beyond it. The index is logical (`0..<itemCount`), a clone's its
    /// item's. Right to left rows need nothing special: frames are physical.
    ///
    /// - Returns: nil when `row` is not a row index or the row lays out no item, or `point` is not
    ///   finite.
    /// - Complexity: O(v) for the v item views the row has laid out; allocates nothing.
    public func nearestItem(inRow row: Int, to point: CGPoint) -> Int? {
        guard rows.indices.contains(row), point.x.isFinite, point.y.isFinite else { return nil }
        layoutIfNeeded()
        let carousel = rows[row].carousel
        let rowAxis = axis.cross
        let target = rowAxis == .horizontal ? point.x : point.y
        let scroll = carousel.inspectedScrollView
        let shown = span(of: scroll.bounds, in: scroll, along: rowAxis)
        var best: (index: Int, hidden: Bool, distance: CGFloat, middle: CGFloat)?
        carousel.forEachItemView { view, item in
            guard let parent = view.superview else { return }
            let drawn = view.drawnFrame
            guard !drawn.isNull, !drawn.isInfinite else { return }
            let itemSpan = span(of: drawn, in: parent, along: rowAxis)
            guard itemSpan.lowerBound.isFinite, itemSpan.upperBound.isFinite else { return }
            let hidden = itemSpan.upperBound <= shown.lowerBound || itemSpan.lowerBound >= shown.upperBound
            let distance = max(itemSpan.lowerBound - target, target - itemSpan.upperBound, 0)
            let middle = abs((itemSpan.lowerBound + itemSpan.upperBound) / 2 - target)
            if let current = best {
                let better =
                    (!hidden && current.hidden)
                    || (hidden == current.hidden
                        && (distance < current.distance || (distance == current.distance && middle < current.middle)))
                guard better else { return }
            }
            best = (item.index, hidden, distance, middle)
        }
        return best?.index
    }

    /// `rect` (in `view`'s space) as window coordinates along `axis`: its lower and upper ends.
    private func span(of rect: CGRect, in view: View, along axis: Axis) -> ClosedRange<CGFloat> {
        let a = view.convertToWindow(CGPoint(x: rect.minX, y: rect.minY))
        let b = view.convertToWindow(CGPoint(x: rect.maxX, y: rect.maxY))
        let (low, high) = axis == .horizontal ? (a.x, b.x) : (a.y, b.y)
        guard low.isFinite, high.isFinite else { return -CGFloat.infinity...(-CGFloat.infinity) }
        return min(low, high)...max(low, high)
    }
}
