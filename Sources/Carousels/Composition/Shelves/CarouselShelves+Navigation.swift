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
        guard let block = rowFrame(row) else { return false }
        let scroll = columnScrollView
        let edges = margins
        let vertical = axis == .vertical
        // The block with the insets before and after it, along the column.
        let start = vertical ? block.minY - edges.top : block.minX - edges.left
        let end = vertical ? block.maxY + edges.bottom : block.maxX + edges.right
        let viewport = vertical ? scroll.bounds.height : scroll.bounds.width
        let landing = scroll.landingOffset
        let current = vertical ? landing.y : landing.x
        var along = current
        if start < current || end - start > viewport {
            along = start
        } else if end > current + viewport {
            along = end - viewport
        }
        let offset = scroll.clamped(vertical ? CGPoint(x: landing.x, y: along) : CGPoint(x: along, y: landing.y))
        if offset != landing { scroll.setContentOffset(offset, animated: animated, cause: cause) }
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
