import Foundation
import ScrollKit

// What tools may read of seed D (`InspectableCarousel`).

extension PreviewScrollHost: InspectableCarousel {
    /// The page-sized paging scroll view.
    public var inspectedScrollView: ScrollView { scrollView }

    /// The previews either side of the scroll view along the main axis (left and right, or above and
    /// below): presses there go to the scroll view (D2).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollViewFrameInHost, along: flow.axis) }

    /// The loaded pages (finite) or the three slots (infinite), in item order, frames physical.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        inspectPages(body)
    }

    /// One page, in points (the scroll view's length along the main axis).
    public var itemPitch: CGFloat { pageLength }

    /// Nil for the finite host (it never jumps); for the infinite one the ring's range as physical
    /// content offsets along the main axis.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard let logical = logicalRecentreRange else { return nil }
        let (low, high) = (
            flow.main(core.physicalOffset(logical: logical.lowerBound)),
            flow.main(core.physicalOffset(logical: logical.upperBound))
        )
        return min(low, high)...max(low, high)
    }
}
