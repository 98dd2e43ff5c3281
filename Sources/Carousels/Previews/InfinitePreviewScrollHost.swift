import Foundation
import ScrollKit

/// Seed D + A: seed D's previews around an endless strip on seed A's three recycled cells.
///
/// The content is five pages along the main axis: the three slots on logical pages 1, 2 and 3, and
/// an empty page at each end, so a flick that catches a running snap may still go one page past its
/// target without being clamped. The centred slot rests on page 2. When a neighbour comes within
/// `recentreFraction` of a page of being centred, the `ThreeSlotRing` rotates and the offset jumps
/// one page back (forward), silently: the motion (or the drag) carries on from the new offset and
/// nothing moves on screen. The ring works on logical offsets (item order); the host maps them
/// through `flow`, so a right-to-left strip shows the item before the centred one on the right and
/// a vertical strip above. A click on a cell selects its item.
@MainActor
public final class InfinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the page length: three slots recentred at a
    /// third of a page cover a third of a page beyond the centred one.
    public static let previewFraction: CGFloat = 1.0 / 3
    /// A neighbour within this fraction of a page of being centred triggers a recentre (A5).
    public static let recentreFraction: CGFloat = 1.0 / 3
    /// The content length in pages: three slots and a spare page at each end.
    static let contentPages = 5
    /// The logical page the first slot sits on.
    static let firstSlotPage = 1

    /// Makes and configures the cells.
    private var cells = CarouselCells.empty
    private var count = 0
    /// The three recycled cells in item order: before the centred item, centred, after it. Made once
    /// per `setItems(count:cells:)`.
    private(set) var slots: [View] = []
    /// The logical index each slot was last configured for (nil: not yet).
    private var shownIndices: [Int?] = [nil, nil, nil]
    /// Which item each slot shows and when the offset jumps, in logical offsets.
    private(set) var ring = ThreeSlotRing()

    /// A host with pages of `pageSize` points inset by `pageInsets`. It shows nothing until
    /// `setItems(count:cells:)`.
    public init(frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets = PreviewScrollHost.defaultPageInsets) {
        super.init(frame: frame, pageSize: pageSize, pageInsets: pageInsets, isEndless: true)
        setItems(count: 0, cells: .empty)
    }

    /// Replaces the items: `count` of them (a negative count is taken as 0) on three new cells from
    /// `cells`, the old ones dropped. The centred item becomes `min(current, count − 1)` and is
    /// centred at once, any motion stopped, and reported if it changed.
    public override func setItems(count: Int, cells: CarouselCells) {
        for slot in slots { slot.removeFromSuperview() }
        self.cells = cells
        self.count = max(0, count)
        slots = (0..<3).map { _ in cells.makeCell() }
        shownIndices = [nil, nil, nil]
        for slot in slots {
            applyCornerRadius(to: slot)
            slot.isHidden = self.count == 0
            scrollView.addSubview(slot)
        }
        reload(centring: currentIndex)
    }

    /// How many logical items there are.
    override var sourceCount: Int { count }

    /// The logical index of the centred item.
    public override var currentIndex: Int { ring.centreIndex }

    /// The physical content offset along the main axis at which the middle slot is centred, in points.
    public var centredOffset: CGFloat { flow.main(core.physicalOffset(logical: logicalCentredOffset)) }

    /// The logical offset at which the middle slot is centred.
    private var logicalCentredOffset: CGFloat { CGFloat(InfinitePreviewScrollHost.firstSlotPage + 1) * pageLength }

    // MARK: Hooks

    override var previewLimit: CGFloat { InfinitePreviewScrollHost.previewFraction }

    override var allCells: [View] { slots }

    override func relayoutStrip() {
        let length = flow.main(pageSize)
        scrollView.contentSize = contentSize(pages: count == 0 ? 0 : InfinitePreviewScrollHost.contentPages)
        for (position, slot) in slots.enumerated() {
            slot.frame = pageViewFrame(at: InfinitePreviewScrollHost.firstSlotPage + position)
        }
        ring.step = length
        ring.centredOffset = CGFloat(InfinitePreviewScrollHost.firstSlotPage + 1) * length
        ring.recentreDistance = length * (1 - InfinitePreviewScrollHost.recentreFraction)
    }

    /// The middle slot's occurrence and the start of its page.
    override var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) {
        (ring.centreOccurrence, logicalCentredOffset)
    }

    /// Centres item `occurrence` (wrapped) in the middle slot at once.
    override func align(occurrence: Int, cause: ScrollCause) {
        ring.reset(count: count, centring: core.resolvedIndex(occurrence) ?? 0)
        reloadSlots()
        centre(atLogical: count == 0 ? 0 : ring.centredOffset, cause: cause)
    }

    /// A click on a cell selects its logical index, whichever slot draws it.
    override func clickedInside(at point: CGPoint, by device: PointerDevice) {
        let content = scrollView.convert(point, from: self)
        guard let slot = slots.firstIndex(where: { $0.drawnFrame.contains(content) }) else { return }
        core.reportSelection(of: ring.index(ofSlot: slot), cause: tapCause(by: device))
    }

    override func inspectPages(_ body: (View, InspectedItem) -> Void) {
        guard count > 0 else { return }
        for (position, slot) in slots.enumerated() {
            body(
                slot, InspectedItem(frame: slot.frame, index: ring.index(ofSlot: position), isClone: ring.isClone(slot: position))
            )
        }
    }

    override var logicalRecentreRange: ClosedRange<CGFloat>? { ring.recentreRange }

    // MARK: Recentring (A5)

    /// Rotates the ring when a neighbour comes close to the centre (on the logical offset) and moves
    /// the content back by the same distance along the main axis, physically.
    override func coreDidScroll() {
        let delta = ring.recentre(offset: core.logicalOffset(of: scrollView.contentOffset))
        guard delta != 0 else { return reportProgress() }
        core.jump(byLogical: delta)
        reloadSlots() // reports the progress
    }

    /// Configures each slot whose logical index changed.
    private func reloadSlots() {
        guard count > 0 else { return }
        for (position, slot) in slots.enumerated() {
            let index = ring.index(ofSlot: position)
            guard shownIndices[position] != index else { continue }
            shownIndices[position] = index
            cells.configure(slot, forItem: index)
        }
        reportProgress() // the slots show other items now, even where the offset did not move
    }
}
