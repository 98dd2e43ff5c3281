import Foundation
import ScrollKit

// What tools may read of seed D (`InspectableCarousel`).

extension PreviewScrollHost: InspectableCarousel {
    /// The previews either side of the scroll view along the main axis (left and right, or above and
    /// below): presses there go to the scroll view (D2).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollViewFrameInHost, along: flow.axis) }

    /// The loaded items (finite) or the ring's views (endless), in item order, frames physical.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        source.forEachView(in: self, body)
    }

    /// The mean distance from one item to the next, in points (one page by default).
    public var itemPitch: CGFloat { core.itemPitch }

    /// Nil for the finite host (it never jumps); for the endless one the ring's range as physical
    /// content offsets along the main axis.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard let logical = source.logicalRecentreRange(in: self) else { return nil }
        let (low, high) = (
            flow.main(core.physicalOffset(logical: logical.lowerBound)),
            flow.main(core.physicalOffset(logical: logical.upperBound))
        )
        return min(low, high)...max(low, high)
    }
}
