import Foundation
import ScrollKit

// The host on the core: its page source is its wrap strategy; clicks on a preview page toward it.
// The rest of paging (keys, notches, releases, the index rule) is the core's.

extension PreviewScrollHost: CarouselStrategy {
    /// The source's anchor: one occurrence it lays out and its leading edge in the content.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { source.anchorOccurrence(in: self) }

    /// The source jumps if it does (the endless ring), then gives views to what shows.
    func coreDidScroll() {
        source.didScroll(in: self)
        source.placeViews(in: self)
    }

    /// Brings occurrence `occurrence`'s snap to rest at once, stopping any motion, for `cause`.
    func align(occurrence: Int, cause: ScrollCause) {
        let offset = source.alignedOffset(ofOccurrence: occurrence, in: self)
        sizeContent()
        scrollView.setContentOffset(scrollView.clamped(core.physicalOffset(logical: offset)), animated: false, cause: cause)
        source.placeViews(in: self)
    }

    /// A click (by `device`) on a preview pages toward it (before the scroll view along the main axis
    /// is back in a left-to-right or vertical strip, forward right to left), or selects its item where
    /// it is with `clicksSelect`; inside the scroll view, a click on an item's cell (not taken by one
    /// of the cell's own views) selects its item.
    func hit(at point: CGPoint) -> CarouselHit {
        guard source.count > 0 else { return .nothing }
        let frame = scrollViewFrameInHost
        let main = flow.main(point)
        let (start, end) = (flow.main(frame.origin), flow.main(CGPoint(x: frame.maxX, y: frame.maxY)))
        let outside = main < start || main >= end
        if let occurrence = source.occurrence(drawnAt: scrollView.convert(point, from: self), in: self),
            outside || frame.contains(point)
        {
            return .item(occurrence: occurrence)
        }
        return outside ? .step(Int(flow.physicalDelta(main < start ? -1 : 1))) : .nothing
    }
}
