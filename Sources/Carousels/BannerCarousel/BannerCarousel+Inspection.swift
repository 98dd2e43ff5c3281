import Foundation
import ScrollKit

// What tools may read of seed A (`InspectableCarousel`).

extension BannerCarousel: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The three slots; a slot repeating an index already shown (one or two banners) is a clone.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        guard !items.isEmpty else { return }
        for (position, slot) in slots.enumerated() {
            body(InspectedItem(frame: slot.frame, index: ring.index(ofSlot: position), isClone: ring.isClone(slot: position)))
        }
    }

    public var recentreRange: ClosedRange<CGFloat>? { ring.recentreRange }
    public var currentItem: Int? { items.isEmpty ? nil : currentIndex }
    public var itemCount: Int { items.count }
}
