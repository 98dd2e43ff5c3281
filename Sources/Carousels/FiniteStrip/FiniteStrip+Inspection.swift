import Foundation
import ScrollKit

// What tools may read of a finite strip (`InspectableCarousel`).

extension FiniteStrip: InspectableCarousel {
    /// The scroll view the item views live in.
    public var inspectedScrollView: ScrollView { scrollView }

    /// The item views in view, in item order, with their physical frames; none is a clone.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (offset, view) in strip.views.enumerated() {
            body(InspectedItem(frame: view.frame, index: strip.firstIndex + offset, isClone: false))
        }
    }

    /// A finite strip never jumps.
    public var recentreRange: ClosedRange<CGFloat>? { nil }
}
