import Foundation
import ScrollKit

/// A finite strip of items in a plain `ScrollView`, for feeling the physics, laid out along `flow`:
/// - free (`paging == false`): each item the strip's main length less `2 × inset`, `spacing` apart,
///   the first starting `inset` from the start edge (the left, the right for a right-to-left strip,
///   the top for a vertical one); `.normal` deceleration, bouncing, an indicator;
/// - paging: one item per page, a page the strip's main length, the item inset by `inset` inside it.
///
/// Keys along `flow` (and Page Up / Down) and wheel notches move one item, animated; a click on the
/// current item selects it, on another item brings it to the middle. It reports the item under the
/// middle when it comes to rest (`CarouselDelegate`), the first one once it is given items.
///
/// Only the items in view have views (made by `CarouselCells`, recycled as the strip scrolls), so a
/// strip of 200 000 items costs what a strip of ten does. Its geometry is one value,
/// `FiniteStripGeometry`, recomputed at each layout; everything else reads it.
@MainActor
public final class FiniteStrip: View, Carousel {
    /// The scroll view the item views live in.
    public let scrollView = ScrollView()
    /// The state, rules and events (paging, or free).
    public let core: CarouselCore
    /// One item per page (true) or a free strip.
    public let paging: Bool
    /// The item geometry along the main axis; changing it lays the strip out again.
    public var layout: BannerLayout { didSet { setNeedsLayout() } }
    /// Which way the items run; changing it lays the strip out again, keeping the current item.
    public var flow: ItemFlow = .horizontal {
        didSet {
            scrollView.contentDirection = flow.effectiveDirection
            core.flow = flow
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    /// The geometry of the last layout (what the offset, the item views and the current item are
    /// measured with).
    public private(set) var geometry: FiniteStripGeometry

    /// The views of the items in view, in item order.
    let strip: RecyclingStrip<View>
    private var cells = CarouselCells.empty
    /// How many items were last given.
    private var count = 0

    /// A strip in `frame` with `layout`'s geometry, paged or free, showing no items until it is
    /// given some.
    public init(frame: CGRect = .zero, layout: BannerLayout = .standard, paging: Bool) {
        self.paging = paging
        self.layout = layout
        geometry = FiniteStripGeometry(flow: .horizontal, paging: paging, count: 0, viewport: frame.size, layout: layout)
        strip = RecyclingStrip(pool: ReusePool { [cells] in cells.makeCell() })
        core = CarouselCore(scrollView: scrollView, snapping: paging ? .paging : .free, isEndless: false)
        super.init(frame: frame)
        core.strategy = self
        scrollView.decelerationRate = .normal
        scrollView.delegate = core
        addSubview(scrollView)
        addTapHandler { [weak self] point, device in
            guard let self else { return }
            self.clicked(at: self.scrollView.convert(point, from: self), by: device)
        }
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: Data

    /// Shows `count` items in views from `cells` (a negative count is taken as 0): the views in view
    /// are made afresh from `cells` (a new pool), and recycled from then on. The current item becomes
    /// `min(currentItem, count − 1)` and is brought to the middle at once, any motion stopped.
    public func setItems(count: Int, cells: CarouselCells) {
        let current = currentItem ?? 0
        self.count = max(0, count)
        self.cells = cells
        strip.restart(making: cells.makeCell)
        layOut(showing: CGFloat(current), cause: .api)
    }

    // MARK: Layout

    /// The logical offset the scroll view shows now, measured with the last layout's geometry.
    var logicalOffset: CGFloat { geometry.logicalOffset(physical: geometry.flow.main(scrollView.contentOffset)) }

    public override func layoutSubviews() {
        // The item in view, measured with the geometry it was laid out with (the size or the flow
        // may have changed since).
        let position = geometry.step > 0 ? logicalOffset / geometry.step : 0
        layOut(showing: position.isFinite ? position : 0, cause: .resize)
    }

    /// Lays the strip out for the current flow, size and count, and brings the item nearest to
    /// `position` (in items) to the middle at once.
    private func layOut(showing position: CGFloat, cause: ScrollCause) {
        geometry = FiniteStripGeometry(flow: flow, paging: paging, count: count, viewport: bounds.size, layout: layout)
        scrollView.frame = bounds
        scrollView.contentSize = geometry.contentSize
        core.layOut(
            CarouselGeometry(
                layout: paging ? CarouselLayout(inset: 0, spacing: 0) : layout, count: count,
                viewportLength: geometry.viewportLength, isEndless: false))
        let index = geometry.clamped(Int(min(max(position.rounded(), 0), CGFloat(count)))) ?? 0
        core.align(item: index, cause: cause)
    }

    /// Gives views to the items in view (one more each side) and places them.
    ///
    /// - Complexity: O(v) for v items in view.
    func placeItems() {
        defer { reportProgress() }
        let range = geometry.itemsInView(atLogicalOffset: logicalOffset)
        strip.sync(to: range, in: scrollView) { [cells, layout] view, index in
            view.cornerRadius = layout.cornerRadius
            cells.configure(view, forItem: index)
        }
        for (offset, view) in strip.views.enumerated() {
            view.frame = geometry.frame(ofItem: strip.firstIndex + offset)
        }
    }

    // MARK: Commands

    /// Keys along `flow` (`handlePagingKey(_:)`).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    /// A click (by `device`) on the current item selects it; on another item, brings that one to the
    /// middle.
    private func clicked(at point: CGPoint, by device: PointerDevice) {
        let position = geometry.flow.physical(geometry.flow.main(point), in: geometry.contentLength)
        guard let index = geometry.item(atLogicalPosition: position) else { return }
        if index == currentItem {
            core.reportSelection(of: index, cause: tapCause(by: device))
        } else {
            scrollToItem(index, animated: true, cause: tapCause(by: device))
        }
    }
}
