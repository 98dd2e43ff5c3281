import Foundation
import ScrollKit

// What tools may read of seed A (`InspectableCarousel`).

extension RecyclingCarousel: InspectableCarousel {
    /// The ring's views, in item order, with their physical frames; a view repeating an item one
    /// nearer the centre shows (few items) is a clone.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        guard itemCount > 0 else { return }
        let geometry = core.geometry
        let occurrences = strip.indices
        for (offset, view) in strip.views.enumerated() {
            body(
                view,
                ring.inspectedItem(frame: view.frame, occurrence: strip.firstIndex + offset, among: occurrences, in: geometry))
        }
    }

    /// The ring's range of positions, as physical content offsets along the main axis.
    public var recentreRange: ClosedRange<CGFloat>? {
        let geometry = core.geometry
        guard let range = ring.recentreRange(in: geometry) else { return nil }
        let start = ring.contentStart(in: geometry)
        let ends = [
            flow.main(core.physicalOffset(logical: range.lowerBound - start)),
            flow.main(core.physicalOffset(logical: range.upperBound - start)),
        ]
        return ends.min()!...ends.max()!
    }

    /// The mean distance from one item to the next, in points (an item and its gap by default).
    public var itemPitch: CGFloat { core.itemPitch }

    /// The logical index of the centred item; nil with no items.
    public var currentItem: Int? { itemCount == 0 ? nil : centredItem }
}
