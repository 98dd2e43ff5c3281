import Foundation
import ScrollKit

// The finite strip on the core: nothing wraps, the items follow the offset.

extension FiniteStrip: CarouselStrategy {
    /// Item 0's leading edge: as far into the content as the scroll range starts before it.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { (0, -scrollRangeStart) }

    /// Gives views to the items that came into view.
    func coreDidScroll() { placeItems() }

    /// Takes a batch's count and cells: the views go back to the pool (kept) and are configured afresh
    /// as the alignment places them.
    func takeItems(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.removeAll()
        layOutItems()
    }

    /// Takes `count` items with views made afresh from `cells` (a new pool) and lays them out.
    func reload(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.restart(making: cells.makeCell)
        layOutItems()
    }

    /// Brings the snap holding item `occurrence` to rest at once, stopping any motion.
    func align(occurrence: Int, cause: ScrollCause) {
        let geometry = core.geometry
        guard geometry.count > 0 else {
            scrollView.setContentOffset(.zero, animated: false, cause: cause)
            return placeItems()
        }
        let position = geometry.snapPosition(geometry.snap(containing: occurrence))
        let target = core.physicalOffset(logical: position - scrollRangeStart)
        scrollView.setContentOffset(scrollView.clamped(target), animated: false, cause: cause)
        placeItems()
    }
}
