import Foundation
import ScrollKit

// What tools may read of a finite strip (`InspectableCarousel`).

extension FiniteStrip: InspectableCarousel {
    /// The item views in view, in item order, with their physical frames; none is a clone.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        for (offset, view) in strip.views.enumerated() {
            body(view, InspectedItem(frame: view.frame, index: strip.firstIndex + offset, isClone: false))
        }
    }

    /// The mean distance from one item to the next, in points (a whole page when pages are views).
    public var itemPitch: CGFloat { core.itemPitch }

    /// A finite strip never jumps.
    public var recentreRange: ClosedRange<CGFloat>? { nil }
}
