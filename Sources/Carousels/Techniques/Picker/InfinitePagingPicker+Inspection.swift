import Foundation
import ScrollKit

// What tools may read of seed E (`InspectableCarousel`).

extension InfinitePagingPicker: InspectableCarousel {
    /// One page, in points (the scroll view's length along the main axis).
    public var itemPitch: CGFloat { pageLength }

    /// The pages in view, in page order, at their physical frames; with copies, the first and the
    /// last page are clones (E1).
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        for (offset, view) in pageViews.enumerated() {
            let page = firstShownPage + offset
            let isClone = usesCopies && (page == 0 || page == pageCount - 1)
            body(view, InspectedItem(frame: view.frame, index: option(atPage: page), isClone: isClone))
        }
    }

    /// Either side of the scroll view along the main axis: a click there advances (the tap area
    /// takes it).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollView.frame, along: flow.axis) }
}

extension InfinitePagingPicker {
    /// Seed E shows one option per page, the page its scroll view's bounds; Material's keylines need
    /// several items in view, so the picker lays its options out plainly.
    var keylineRefusal: String? {
        "seed E's picker shows one option per page, so it lays its options out without keylines: "
            + "pick another technique for a Material 3 layout"
    }
}
