import Foundation
import ScrollKit

// What tools may read of seed B (`InspectableCarousel`).

extension TilingScrollView: InspectableCarousel {
    public var inspectedScrollView: ScrollView { self }

    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (offset, view) in strip.views.enumerated() {
            guard let index = item(forTile: strip.firstIndex + offset) else { continue }
            body(InspectedItem(frame: view.frame, index: index, isClone: false))
        }
    }

    /// The item under the middle of the view.
    public var currentItem: Int? { item(at: CGPoint(x: bounds.midX, y: bounds.midY)) }
    public var itemCount: Int { items.count }
}
