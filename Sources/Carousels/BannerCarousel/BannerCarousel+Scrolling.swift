import Foundation
import ScrollKit

// Seed A on the core: its wrap strategy is the ring of three recycled views (A2, A5); the core
// re-aims releases onto an item (A4), aims the commands and reports the indices.

extension BannerCarousel: CarouselStrategy {
    /// The middle slot's occurrence and its leading edge in the content (an inset and a step in).
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { (ring.centreOccurrence, layout.inset + step) }

    /// Rotates the ring when a neighbour has come too close to the centre, moving the content back
    /// by the same picture (A5).
    func coreDidScroll() {
        let delta = ring.recentre(offset: logicalOffset)
        guard delta != 0 else { return reportProgress() }
        core.jump(byLogical: delta)
        reloadSlots() // reports the progress
    }

    /// Centres item `occurrence` (wrapped) at once in the middle slot.
    func align(occurrence: Int, cause: ScrollCause) {
        ring.reset(count: core.itemCount, centring: core.resolvedIndex(occurrence) ?? 0)
        centre(cause: cause)
    }
}
