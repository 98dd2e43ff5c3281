import Foundation
import ScrollKit

/// One item view as an inspector sees it.
public struct InspectedItem: Hashable, Sendable {
    /// The view's frame in the scroll view's content coordinates, in points.
    public var frame: CGRect
    /// The logical index of the item it shows.
    public var index: Int
    /// Whether it shows a copy: an item that another place in the content holds as the real one
    /// (seed C's padding, seed E's n + 2 pages, or a short list repeated in seed A's three slots).
    public var isClone: Bool

    /// An item view at `frame` (content coordinates, points) showing logical item `index`, a clone or not.
    public init(frame: CGRect, index: Int, isClone: Bool) {
        self.frame = frame
        self.index = index
        self.isClone = isClone
    }
}

/// A carousel that shows how it works, for tools such as the lab's X-ray and event log. Nothing here
/// is needed to use a carousel; every member is cheap to read.
@MainActor
public protocol InspectableCarousel: KeyboardPaging {
    /// The scroll view that does the scrolling.
    var inspectedScrollView: ScrollView { get }
    /// Calls `body` for every item view laid out now, left to right.
    ///
    /// - Complexity: O(v) for v item views.
    func forEachInspectedItem(_ body: (InspectedItem) -> Void)
    /// The content offsets (x, points) between which the carousel leaves the offset alone: crossing
    /// either end makes it jump (recentre, shift by a period, or clone jump). Nil when it never jumps.
    var recentreRange: ClosedRange<CGFloat>? { get }
    /// Regions, in the carousel's own coordinates, where a press goes to another view than the one
    /// under it (seed D's previews forward to the scroll view; seed E's sides to its tap area).
    var forwardingRegions: [CGRect] { get }
    /// Called after every jump with the change of the content offset, in points.
    var onRecentre: (@MainActor (CGFloat) -> Void)? { get set }
    /// The logical index of the current (centred or selected) item; nil with no items.
    var currentItem: Int? { get }
    /// How many logical items there are.
    var itemCount: Int { get }
}

extension InspectableCarousel {
    public var forwardingRegions: [CGRect] { [] }

    /// Whether the scroll view is at rest: not held, not dragged, no motion running.
    public var isAtRest: Bool { inspectedScrollView.isAtRest }

    /// Whether an item view showing the current item has its centre within `tolerance` points of the
    /// middle of the scroll view's visible area (what a paged technique promises at rest). False with
    /// no current item.
    public func isCurrentItemCentred(tolerance: CGFloat = 0.5) -> Bool {
        guard let current = currentItem else { return false }
        let visibleMiddle = inspectedScrollView.bounds.midX
        var centred = false
        forEachInspectedItem { item in
            if item.index == current, abs(item.frame.midX - visibleMiddle) <= tolerance { centred = true }
        }
        return centred
    }
}

extension InspectableCarousel where Self: View {
    /// The parts of `bounds` to the left and right of `inner` (a frame in the same coordinates).
    func sideRegions(around inner: CGRect) -> [CGRect] {
        let left = CGRect(x: bounds.minX, y: bounds.minY, width: max(0, inner.minX - bounds.minX), height: bounds.height)
        let right = CGRect(x: inner.maxX, y: bounds.minY, width: max(0, bounds.maxX - inner.maxX), height: bounds.height)
        return [left, right].filter { $0.width > 0 && $0.height > 0 }
    }
}

// MARK: Seed A

extension BannerCarousel: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The three slots; a slot repeating an index already shown (one or two banners) is a clone.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        guard !items.isEmpty else { return }
        for (position, slot) in slots.enumerated() {
            body(InspectedItem(frame: slot.frame, index: ring.index(ofSlot: position), isClone: ring.isClone(slot: position)))
        }
    }

    public var recentreRange: ClosedRange<CGFloat>? { ring.recentreRange }
    public var currentItem: Int? { items.isEmpty ? nil : currentIndex }
    public var itemCount: Int { items.count }
}

// MARK: Seed B

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

// MARK: Seed C

extension PaddedInfiniteCollection: InspectableCarousel {
    public var inspectedScrollView: ScrollView { collectionView }

    /// The visible cells; the padding rows around the data set are clones.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        let real = padding.leftPad..<(padding.leftPad + padding.count)
        for row in collectionView.visibleRows {
            guard let index = padding.item(forRow: row) else { continue }
            body(InspectedItem(frame: collectionView.frame(forRow: row), index: index, isClone: !real.contains(row)))
        }
    }

    public var recentreRange: ClosedRange<CGFloat>? { padding.recentreRange }

    /// The item under the middle of the view.
    public var currentItem: Int? {
        let bounds = collectionView.bounds
        return collectionView.row(at: CGPoint(x: bounds.midX, y: bounds.midY)).flatMap(padding.item(forRow:))
    }

    public var itemCount: Int { items.count }
}

// MARK: Seed D

extension PreviewScrollHost: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The previews either side of the scroll view: presses there go to the scroll view (D2).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollViewFrameInHost) }

    public var currentItem: Int? { itemCount > 0 ? currentIndex : nil }

    /// The loaded pages (finite) or the three slots (infinite).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        inspectPages(body)
    }

    /// Nil for the finite host (it never jumps); the ring's range for the infinite one.
    public var recentreRange: ClosedRange<CGFloat>? { pageRecentreRange }
}

// MARK: Seed E

extension InfinitePagingPicker: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    /// The pages in view; with copies, the first and the last page are clones (E1).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (offset, view) in pageViews.enumerated() {
            let page = firstShownPage + offset
            let isClone = usesCopies && (page == 0 || page == pageCount - 1)
            body(InspectedItem(frame: view.frame, index: option(atPage: page), isClone: isClone))
        }
    }

    /// Either side of the scroll view: a click there advances (the tap area takes it).
    public var forwardingRegions: [CGRect] { sideRegions(around: scrollView.frame) }

    public var currentItem: Int? { selectedIndex }
    public var itemCount: Int { options.count }
}
