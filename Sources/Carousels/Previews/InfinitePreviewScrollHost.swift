import Foundation
import ScrollKit

/// Seed D + A: seed D's previews around an endless strip of banners on seed A's three recycled views.
///
/// The content is five pages: the three slots on pages 1, 2 and 3, and an empty page at each end,
/// so a flick that catches a running snap may still go one page past its target without being
/// clamped. The centred slot rests on page 2. When a neighbour comes within `recentreFraction` of a
/// page of being centred, the `ThreeSlotRing` rotates and the offset jumps one page back (forward),
/// silently: the motion (or the drag) carries on from the new offset and nothing moves on screen.
/// A click on the centred banner selects it.
@MainActor
public final class InfinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the page width: three slots recentred at a
    /// third of a page cover a third of a page beyond the centred one.
    public static let previewFraction: CGFloat = 1.0 / 3
    /// A neighbour within this fraction of a page of being centred triggers a recentre (A5).
    public static let recentreFraction: CGFloat = 1.0 / 3
    /// The content width in pages: three slots and a spare page at each end.
    static let contentPages = 5
    /// The page the first slot sits on.
    static let firstSlotPage = 1

    /// The banners, in order.
    public private(set) var items: [Banner] = []
    /// The three recycled views, left to right.
    let slots: [BannerItemView] = (0..<3).map { _ in BannerItemView() }
    /// Which banner each slot shows and when the offset jumps.
    public private(set) var ring = ThreeSlotRing()

    /// A host with pages of `pageSize` points inset by `pageInsets`.
    public override init(frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets = PreviewScrollHost.defaultPageInsets) {
        super.init(frame: frame, pageSize: pageSize, pageInsets: pageInsets)
        for slot in slots { scrollView.addSubview(slot) }
        set(items: [])
    }

    /// Replaces the banners. The centred item becomes `min(current, count − 1)` and is centred at
    /// once, any motion stopped.
    public func set(items: [Banner]) {
        self.items = items
        for slot in slots { slot.isHidden = items.isEmpty }
        reload(centring: currentIndex)
    }

    public override var itemCount: Int { items.count }

    /// The logical index of the centred banner.
    public override var currentIndex: Int { ring.centreIndex }

    /// The content offset at which the middle slot is centred, in points.
    public var centredOffset: CGFloat { CGFloat(InfinitePreviewScrollHost.firstSlotPage + 1) * pageWidth }

    // MARK: Hooks

    override var previewLimit: CGFloat { InfinitePreviewScrollHost.previewFraction }

    override func relayoutStrip(centring index: Int, cause: ScrollCause) {
        let width = pageSize.width
        let pages = items.isEmpty ? 0 : InfinitePreviewScrollHost.contentPages
        scrollView.contentSize = CGSize(width: CGFloat(pages) * width, height: pageSize.height)
        for (position, slot) in slots.enumerated() {
            slot.frame = pageViewFrame(at: InfinitePreviewScrollHost.firstSlotPage + position)
        }
        ring.reset(count: items.count, centring: index)
        ring.step = width
        ring.centredOffset = CGFloat(InfinitePreviewScrollHost.firstSlotPage + 1) * width
        ring.recentreDistance = width * (1 - InfinitePreviewScrollHost.recentreFraction)
        reloadSlots()
        centre(at: items.isEmpty ? 0 : ring.centredOffset, cause: cause)
    }

    override func commandTarget(bySteps steps: Int, from landing: CGFloat) -> CGFloat {
        landing + CGFloat(steps) * pageWidth
    }

    override func clickedInside(at point: CGPoint) {
        let content = scrollView.convert(point, from: self)
        guard let slot = slots.firstIndex(where: { $0.frame.contains(content) }) else { return }
        delegate?.previewScrollHost(self, didSelectItemAt: ring.index(ofSlot: slot))
    }

    override func inspectPages(_ body: (InspectedItem) -> Void) {
        guard !items.isEmpty else { return }
        for (position, slot) in slots.enumerated() {
            body(InspectedItem(frame: slot.frame, index: ring.index(ofSlot: position), isClone: false))
        }
    }

    override var pageRecentreRange: ClosedRange<CGFloat>? { ring.recentreRange }

    // MARK: Recentring (A5)

    public override func scrollViewDidScroll(_ scrollView: ScrollView) {
        let delta = ring.recentre(offset: scrollView.contentOffset.x)
        guard delta != 0 else { return }
        scrollView.correctContentOffset(by: CGPoint(x: delta, y: 0))
        reloadSlots()
        onRecentre?(delta)
    }

    private func reloadSlots() {
        for (position, slot) in slots.enumerated() {
            slot.configure(with: items.isEmpty ? nil : items[ring.index(ofSlot: position)])
        }
    }
}
