import Foundation
import ScrollKit

// What tools may read of seed E (`InspectableCarousel`).

extension InfinitePagingPicker: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The pages in view, in page order, at their physical frames; with copies, the first and the
    /// last page are clones (E1).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (offset, view) in pageViews.enumerated() {
            let page = firstShownPage + offset
            let isClone = usesCopies && (page == 0 || page == pageCount - 1)
            body(InspectedItem(frame: view.frame, index: option(atPage: page), isClone: isClone))
        }
    }

    /// Either side of the scroll view along the main axis: a click there advances (the tap area
    /// takes it).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollView.frame, along: flow.axis) }
}
