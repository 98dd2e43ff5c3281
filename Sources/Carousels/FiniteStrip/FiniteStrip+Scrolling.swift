import Foundation
import ScrollKit

// The finite strip on the core: nothing wraps, the items follow the offset.

extension FiniteStrip: CarouselStrategy {
    /// Item 0's leading edge: `inset` from the content's start (its page's start when paging).
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { (0, paging ? 0 : geometry.inset) }

    /// Gives views to the items that came into view.
    func coreDidScroll() { placeItems() }

    /// Brings item `occurrence` to the middle at once, stopping any motion.
    func align(occurrence: Int, cause: ScrollCause) {
        let target = geometry.physicalOffset(logical: geometry.centredOffset(ofItem: geometry.clamped(occurrence) ?? 0))
        scrollView.setContentOffset(geometry.count > 0 ? scrollView.clamped(target) : .zero, animated: false, cause: cause)
        placeItems()
    }
}
