import Foundation
import ScrollKit

// What tools may read of seed A (`InspectableCarousel`).

extension BannerCarousel: InspectableCarousel {
    /// The scroll view the item views live in.
    public var inspectedScrollView: ScrollView { scrollView }

    /// The three slots, in item order, with their physical frames; a slot repeating an index
    /// already shown (one or two items) is a clone.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        guard itemCount > 0 else { return }
        for (position, slot) in slots.enumerated() {
            body(
                slot, InspectedItem(frame: slot.frame, index: ring.index(ofSlot: position), isClone: ring.isClone(slot: position))
            )
        }
    }

    /// The ring's range of logical offsets, as physical content offsets along the main axis.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard let range = ring.recentreRange else { return nil }
        let ends = [logical(physicalOffset: range.lowerBound), logical(physicalOffset: range.upperBound)]
        return ends.min()!...ends.max()!
    }

    /// One item and its gap (`step`), in points.
    public var itemPitch: CGFloat { step }

    /// The logical index of the centred item; nil with no items.
    public var currentItem: Int? { itemCount == 0 ? nil : currentIndex }
}
