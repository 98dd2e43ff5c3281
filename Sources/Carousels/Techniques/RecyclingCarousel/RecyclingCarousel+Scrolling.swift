import Foundation
import ScrollKit

// Seed A on the core: its wrap strategy is the ring of recycled views (A2, A5); the core re-aims
// releases onto a snap (A4), aims the commands and reports the indices.

extension RecyclingCarousel: CarouselStrategy {
    /// The previous snap's first item and its leading edge in the content, which starts at that
    /// snap's position.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) {
        let geometry = core.geometry
        let occurrence = geometry.items(ofSnap: ring.centreSnap - 1).lowerBound
        return (occurrence, geometry.start(ofItem: occurrence) - ring.contentStart(in: geometry))
    }

    /// Builds the ring around another snap when a neighbour has come too close to the snap point,
    /// moving the content back by the same picture (A5).
    func coreDidScroll() {
        let geometry = core.geometry
        let position = core.position
        let before = contentLength
        let moved = ring.recentre(position: position, in: geometry)
        guard moved != 0 else { return placeViews() }
        sizeContent()
        // Right to left the physical offset counts from the content's end, which moved too.
        core.jump(byLogical: -moved, contentLengthChange: contentLength - before)
        placeViews()
    }

    /// Aligns item `occurrence`'s snap at once, the ring built around it.
    func align(occurrence: Int, cause: ScrollCause) {
        ring.reset(centring: core.geometry.snap(containing: core.resolvedIndex(occurrence) ?? 0))
        centre(cause: cause)
    }

    /// Takes `count` items with views made afresh from `cells` (A7) and lays them out; the core keeps
    /// the item at the snap point next.
    func reload(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.restart(making: cells.makeCell)
        layOutItems()
    }

    /// Takes the geometry of the current size, count, flow and layout, sizes the content around the
    /// ring's centre snap and gives views to the occurrences around it.
    func layOutItems() {
        scrollView.frame = bounds
        layOutGeometry()
        placeViews()
    }

    /// Gives the core the geometry of the current size, count, flow and layout and sizes the content
    /// around the ring's centre snap, the views left as they are.
    private func layOutGeometry() {
        core.layOut(core.makeGeometry(count: count, viewportLength: flow.main(bounds.size)))
        sizeContent()
    }

    /// Takes a batch's count and cells: the views go back to the pool (kept) and are configured
    /// afresh when the alignment places them.
    func takeItems(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.removeAll()
        layOutGeometry()
    }
}
