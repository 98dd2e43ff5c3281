import Foundation
import ScrollKit

// What tools may read of seed B (`InspectableCarousel`).

extension TilingScrollView: InspectableCarousel {
    /// The mean distance from one tile to the next, in points (a tile and its gap when they are equal).
    public var itemPitch: CGFloat { core.itemPitch }

    /// The visible tiles (physical frames), in item order; none is a clone (every tile is the item
    /// its number maps to).
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        for (offset, view) in strip.views.enumerated() {
            guard let index = item(forTile: strip.firstIndex + offset) else { continue }
            body(view, InspectedItem(frame: view.frame, index: index, isClone: false))
        }
    }
}
