import Foundation
import ScrollKit

/// Seed A: an endless strip made of exactly three recycled item views in a scroll view.
///
/// Geometry (A1), along the main axis of `flow` (left to right, right to left, or top to bottom):
/// the centred item is inset `layout.inset` from each end of the carousel, neighbours `spacing` apart
/// peek in (the ears: left and right, or top and bottom). The content is the three slots plus an
/// inset at each end, and the scrollable range reaches `landingMargin` beyond "first slot centred"
/// and "last slot centred". So every landing the carousel aims at lies strictly inside the range: a
/// hard fling's projection is clamped to the range's edge, which is never the landing, so the scroll
/// view always takes the re-aimed landing and reaches it exactly, whatever the speed (A6, by
/// construction rather than the article's 300 pt inset). The margin itself is never seen:
/// recentring keeps the offset within a third of an item of the centre.
///
/// While scrolling, when a neighbour comes within a third of an item of being centred, the offset
/// jumps one step back and the slots' contents rotate (A5): invisible, and the strip never ends.
/// A release is re-aimed to land one item exactly centred (A4). The whole state is one number,
/// `currentIndex`, plus the scroll view's offset.
///
/// All the maths is done on *logical* main-axis values (growing in item order from the start edge),
/// the left-to-right maths; `flow` maps them to the physical offsets and frames the scroll view
/// uses, once, at the boundary (`logicalOffset`, `physicalOffset(_:)`).
@MainActor
public final class BannerCarousel: View, Carousel {
    /// The scroll view the three item views live in (`.fast` deceleration, no indicators: A3).
    public let scrollView = ScrollView()
    /// The state, rules and events: releases re-aimed onto an item (A4), endless.
    public let core: CarouselCore
    /// The item geometry along the main axis; changing it lays the carousel out again.
    public var layout: BannerLayout = .standard { didSet { setNeedsLayout() } }
    /// Which way the items run; changing it lays the carousel out again, keeping the current item.
    public var flow: ItemFlow = .horizontal {
        didSet {
            scrollView.contentDirection = flow.effectiveDirection
            core.flow = flow
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// How far the scrollable range reaches beyond the outermost landing, in points. Any positive
    /// value keeps the landings strictly inside the range; it is never visible.
    public static let landingMargin: CGFloat = 1

    /// The three reusable views, in item order: before, centred, after (A2). Made by `cells`, once
    /// per `setItems(count:cells:)`.
    private(set) var slots: [View] = []
    /// Fills the slots.
    private var cells = CarouselCells.empty
    /// Which item each slot shows and when the offset jumps (A5), on logical offsets.
    var ring = ThreeSlotRing()
    /// How many items were last given.
    private var count = 0

    /// A carousel in `frame` with `layout`'s geometry, showing no items until it is given some.
    public init(frame: CGRect = .zero, layout: BannerLayout = .standard) {
        self.layout = layout
        core = CarouselCore(scrollView: scrollView, snapping: .snap, isEndless: true)
        super.init(frame: frame)
        core.strategy = self
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = core
        addSubview(scrollView)
        addTapHandler { [weak self] point, device in
            guard let self else { return }
            self.clicked(at: self.scrollView.convert(point, from: self), by: device)
        }
        set(items: [])
    }

    public override var canBecomeFocused: Bool { true }

    /// The logical index of the centred item (0 when there are none).
    public var currentIndex: Int { ring.centreIndex }

    // MARK: Data

    /// Shows `count` items in views from `cells`: three new slot views are made (and the old ones
    /// dropped), each configured for the item it shows. The centred item becomes
    /// `min(currentIndex, count − 1)` and is centred at once, any motion stopped (A7). With none,
    /// nothing shows and nothing scrolls. A negative count is taken as 0.
    ///
    /// - Complexity: O(1): three views, whatever the count.
    public func setItems(count: Int, cells: CarouselCells) {
        self.count = max(0, count)
        let itemCount = self.count
        self.cells = cells
        for slot in slots { slot.removeFromSuperview() }
        slots = (0..<3).map { _ in cells.makeCell() }
        for slot in slots {
            slot.cornerRadius = layout.cornerRadius
            scrollView.addSubview(slot)
        }
        for slot in slots { slot.isHidden = itemCount == 0 }
        placeSlots()
        core.align(item: min(currentIndex, max(itemCount - 1, 0)), cause: .api)
    }

    // MARK: Geometry (logical, along the main axis)

    /// The carousel's length along the main axis, in points.
    private var viewportLength: CGFloat { flow.main(bounds.size) }
    /// The length of one item along the main axis, in points.
    public var itemLength: CGFloat { max(0, viewportLength - 2 * layout.inset) }
    /// The distance from one item to the next, in points.
    public var step: CGFloat { itemLength + layout.spacing }
    /// The logical content offset at which the middle slot is centred (equal to the physical one
    /// except right to left).
    public var centredOffset: CGFloat { step }
    /// The content's length along the main axis: three slots, two gaps and an inset at each end.
    var contentLength: CGFloat { 3 * itemLength + 2 * layout.spacing + 2 * layout.inset }

    /// The scroll view's offset as a logical main-axis offset (the item-order position of the
    /// viewport's start edge).
    var logicalOffset: CGFloat { logical(physicalOffset: flow.main(scrollView.contentOffset)) }

    /// The logical offset for a physical main-axis offset (and back: the mapping is an involution).
    func logical(physicalOffset offset: CGFloat) -> CGFloat {
        flow.contentOffset(logical: offset, contentLength: contentLength, viewportLength: viewportLength)
    }

    /// The physical content offset that shows logical offset `offset`.
    func physicalOffset(_ offset: CGFloat) -> CGPoint {
        flow.point(main: logical(physicalOffset: offset), cross: 0)
    }

    public override func layoutSubviews() {
        scrollView.frame = bounds
        placeSlots()
        core.align(item: currentIndex, cause: .resize)
    }

    /// Sizes the content and puts the slots in item order along the main axis.
    private func placeSlots() {
        core.layOut(CarouselGeometry(layout: layout, count: count, viewportLength: viewportLength, isEndless: true))
        let length = contentLength
        let cross = flow.cross(bounds.size)
        scrollView.contentSize = flow.size(main: length, cross: cross)
        scrollView.contentInset = flow.insets(start: BannerCarousel.landingMargin, end: BannerCarousel.landingMargin)
        for (index, slot) in slots.enumerated() {
            slot.cornerRadius = layout.cornerRadius
            slot.frame = flow.frame(
                mainStart: layout.inset + CGFloat(index) * step, mainLength: itemLength, crossStart: 0, crossLength: cross,
                in: length)
        }
    }

    /// Stops any motion and centres the ring's centre item, filling the slots.
    func centre(cause: ScrollCause) {
        // A5's threshold: a neighbour within a third of an item of being centred.
        ring.centredOffset = centredOffset
        ring.step = step
        ring.recentreDistance = step - itemLength / 3
        // A trackpad swipe follows the fingers at most half an item (never as far as a recentre),
        // so its release lands on a neighbour at most: one swipe, one item (A4).
        scrollView.maximumWheelSwipeDistance = step / 2
        scrollView.setContentOffset(physicalOffset(centredOffset), animated: false, cause: cause)
        reloadSlots()
    }

    /// Configures each slot for the item it shows now.
    func reloadSlots() {
        guard count > 0 else { return }
        for (position, slot) in slots.enumerated() {
            cells.configure(slot, forItem: ring.index(ofSlot: position))
        }
        reportProgress() // the slots show other items now, even where the offset did not move
    }

    // MARK: Commands

    /// Keys along `flow` (`handlePagingKey(_:)`).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    /// A click (by `device`) on the centred item selects it; on a peeking neighbour, scrolls to it.
    private func clicked(at point: CGPoint, by device: PointerDevice) {
        guard count > 0 else { return }
        if slots[1].frame.contains(point) {
            core.reportSelection(of: currentIndex, cause: tapCause(by: device))
        } else if flow.physical(flow.main(point), in: contentLength) < layout.inset + step {
            previous(cause: tapCause(by: device))
        } else {
            next(cause: tapCause(by: device))
        }
    }
}
