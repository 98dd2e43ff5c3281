import Foundation
import ScrollKit

// What tools may read of seed D (`InspectableCarousel`).

extension PreviewScrollHost: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The previews either side of the scroll view: presses there go to the scroll view (D2).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollViewFrameInHost, along: .horizontal) }

    public var currentItem: Int? { itemCount > 0 ? currentIndex : nil }

    /// The loaded pages (finite) or the three slots (infinite).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        inspectPages(body)
    }

    /// Nil for the finite host (it never jumps); the ring's range for the infinite one.
    public var recentreRange: ClosedRange<CGFloat>? { pageRecentreRange }
}
