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

/// A carousel that shows how it works, for tools such as the lab's X-ray, event log and physics plot.
/// Nothing here is needed to use a carousel (that is `Carousel`); every member is cheap to read.
@MainActor
public protocol InspectableCarousel: Carousel {
    /// The scroll view that does the scrolling.
    var inspectedScrollView: ScrollView { get }
    /// Calls `body` for every item view laid out now, in item order along the main axis.
    ///
    /// - Complexity: O(v) for v item views.
    func forEachInspectedItem(_ body: (InspectedItem) -> Void)
    /// Calls `body` with every item view laid out now and what an inspector sees of it (its frame in
    /// content coordinates, its logical index, whether it is a clone), in item order along the main
    /// axis. `forEachInspectedItem` and the per-item progress are built on it.
    ///
    /// - Complexity: O(v) for v item views; allocates nothing.
    func forEachItemView(_ body: (View, InspectedItem) -> Void)
    /// The distance from one item to the next along the main axis, in points: what one unit of
    /// `ItemProgress.progress` is.
    var itemPitch: CGFloat { get }
    /// The content offsets along the main axis (physical points: x, or y for a vertical strip)
    /// between which the carousel leaves the offset alone: crossing either end makes it jump
    /// (recentre, shift by a period, or clone jump). Nil when it never jumps.
    var recentreRange: ClosedRange<CGFloat>? { get }
    /// Regions, in the carousel's own coordinates, where a press goes to another view than the one
    /// under it (seed D's previews forward to the scroll view; seed E's sides to its tap area).
    var forwardingRegions: [CGRect] { get }
    /// Called after every jump with the change of the content offset along the main axis, in
    /// physical points.
    var onRecentre: (@MainActor (CGFloat) -> Void)? { get set }
}

extension InspectableCarousel {
    /// The core's scroll view, for every technique.
    public var inspectedScrollView: ScrollView { core.scrollView }

    public var forwardingRegions: [CGRect] { [] }

    /// Called after every jump with the physical change of the offset (kept by the core; listeners
    /// hear the same as `CarouselDelegate.carousel(_:didJumpBy:)`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)? {
        get { core.onRecentre }
        set { core.onRecentre = newValue }
    }

    /// How many times the carousel has jumped its content since it was made: seed A's and the
    /// infinite previews' ring rotations, seed B's recentres, seed C's shifts by a data set, seed E's
    /// jumps off a copy (each also reported to `onRecentre` and the listeners). 0 for a strip that
    /// never jumps.
    public var jumpCount: Int { core.jumpCount }

    /// Whether the scroll view is at rest: not held, not dragged, no motion running.
    public var isAtRest: Bool { inspectedScrollView.isAtRest }

    /// Whether an item view showing the current item has its centre within `tolerance` points of the
    /// middle of the scroll view's visible area along the main axis (what a paged technique promises
    /// at rest). False with no current item.
    public func isCurrentItemCentred(tolerance: CGFloat = 0.5) -> Bool {
        guard let current = currentItem else { return false }
        let visible = inspectedScrollView.bounds
        let visibleMiddle = flow.main(CGPoint(x: visible.midX, y: visible.midY))
        var centred = false
        forEachInspectedItem { item in
            let middle = flow.main(CGPoint(x: item.frame.midX, y: item.frame.midY))
            if item.index == current, abs(middle - visibleMiddle) <= tolerance { centred = true }
        }
        return centred
    }
}

extension InspectableCarousel where Self: View {
    /// The parts of `bounds` before and after `inner` (a frame in the same coordinates) along `axis`:
    /// left and right of it for a horizontal strip, above and below it for a vertical one.
    func sideRegions(around inner: CGRect, along axis: Axis) -> [CGRect] {
        let regions: [CGRect]
        switch axis {
        case .horizontal:
            regions = [
                CGRect(x: bounds.minX, y: bounds.minY, width: max(0, inner.minX - bounds.minX), height: bounds.height),
                CGRect(x: inner.maxX, y: bounds.minY, width: max(0, bounds.maxX - inner.maxX), height: bounds.height),
            ]
        case .vertical:
            regions = [
                CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, inner.minY - bounds.minY)),
                CGRect(x: bounds.minX, y: inner.maxY, width: bounds.width, height: max(0, bounds.maxY - inner.maxY)),
            ]
        }
        return regions.filter { $0.width > 0 && $0.height > 0 }
    }
}
