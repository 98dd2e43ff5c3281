import Foundation
import ScrollKit

/// Infinite mode: seed A's three recycled views behind seed D's previews.
///
/// The content is five pages: the three slots on pages 1, 2 and 3, and an empty page at each end,
/// so a flick that catches a running snap may still go one page past its target without being
/// clamped. The centred slot rests on page 2. When a neighbour comes within a third of a page of
/// being centred, the offset jumps one page back (forward) and the slots' contents rotate: the
/// motion (or the drag) carries on from the new offset and nothing moves on screen. The whole state
/// is `currentIndex` plus the offset.
extension PreviewScrollHost {
    /// A neighbour within this fraction of a page of being centred triggers a recentre (A5).
    public static let recentreFraction: CGFloat = 1.0 / 3
    /// The content width in pages: three slots and a spare page at each end.
    static let infiniteContentPages = 5
    /// The page the first slot sits on.
    static let firstSlotPage = 1

    /// Infinite mode: the content offset at which the middle slot is centred, in points.
    public var centredOffset: CGFloat { CGFloat(PreviewScrollHost.firstSlotPage + 1) * pageWidth }

    /// The logical index slot `slot` (0, 1, 2: left, centre, right) shows.
    func logicalIndex(ofSlot slot: Int) -> Int {
        WrapMath.wrap(currentIndex + slot - 1, count: pageCount)
    }

    /// Places the three slots, sizes the content and centres the current banner at once.
    func relayoutSlots() {
        let width = pageSize.width
        let pages = pageCount > 0 ? PreviewScrollHost.infiniteContentPages : 0
        scrollView.contentSize = CGSize(width: CGFloat(pages) * width, height: pageSize.height)
        for (index, slot) in slots.enumerated() { slot.frame = pageViewFrame(at: PreviewScrollHost.firstSlotPage + index) }
        scrollView.setContentOffset(CGPoint(x: pageCount > 0 ? CGFloat(PreviewScrollHost.firstSlotPage + 1) * width : 0, y: 0),
                                    animated: false)
        reloadSlots()
    }

    func reloadSlots() {
        for (index, slot) in slots.enumerated() {
            slot.configure(with: pageCount > 0 ? items[logicalIndex(ofSlot: index)] : nil)
        }
    }

    /// A5: rotates while a neighbour is within a third of a page of being centred.
    func recentre() {
        let width = pageWidth
        guard !isRecentring, pageCount > 0, width > 0 else { return }
        isRecentring = true
        defer { isRecentring = false }
        let threshold = width * (1 - PreviewScrollHost.recentreFraction)
        let centred = centredOffset
        while scrollView.contentOffset.x - centred > threshold { rotate(by: 1) }
        while centred - scrollView.contentOffset.x > threshold { rotate(by: -1) }
    }

    /// Moves the logical centre by `steps` and the offset back by as many pages: the picture stays.
    private func rotate(by steps: Int) {
        currentIndex = WrapMath.wrap(currentIndex + steps, count: pageCount)
        scrollView.contentOffset.x -= CGFloat(steps) * pageWidth
        reloadSlots()
        onRecentre?(-CGFloat(steps) * pageWidth)
    }

    /// The page-aligned offset the strip will rest on, planned from `base` (a running motion's target
    /// or the offset): centred plus a whole number of pages.
    func plannedLandingOffset(from base: CGFloat) -> CGFloat {
        let width = pageWidth
        let centred = centredOffset
        return centred + ((base - centred) / width).rounded() * width
    }
}
