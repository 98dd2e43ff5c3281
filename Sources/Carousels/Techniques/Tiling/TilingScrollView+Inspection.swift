import Foundation
import ScrollKit

// What tools may read of seed B (`InspectableCarousel`).

extension TilingScrollView: InspectableCarousel {
    /// The mean distance from one tile to the next, in points (a tile and its gap when they are equal).
    public var itemPitch: CGFloat { core.itemPitch }

    /// The visible tiles (physical frames), in item order; none is a clone (every tile is the item
    /// its number maps to).
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        // Each view borrowed from a local copy of the array: no retain and release of its own.
        let views = strip.views
        let first = strip.firstIndex
        for offset in views.indices {
            guard let index = item(forTile: first + offset) else { continue }
            Unmanaged.passUnretained(views[offset])._withUnsafeGuaranteedRef { view in
                body(view, InspectedItem(frame: view.frame, index: index, isClone: false))
            }
        }
    }
}
