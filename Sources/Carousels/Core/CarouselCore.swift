import Foundation
import ScrollKit

/// What a technique keeps of its own when it runs on a `CarouselCore`: how its scroll view's content
/// maps onto the strip of items (its wrap strategy: a ring of recycled views, tiles and recentring,
/// padding with copies, n + 2 pages, or nothing for a strip that ends) and how it places its views.
///
/// Everything else (rest, landing, commands, the index rule, the events) is the core's.
@MainActor
protocol CarouselStrategy: View, InspectableCarousel {
    /// One item occurrence the technique shows, and the logical main position of its leading edge in
    /// the scroll view's content (points, item order): the core derives every position from it, so
    /// it must stay true across the technique's own jumps.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { get }
    /// The scroll view's offset changed: jump if the technique does (`CarouselCore.jump(byLogical:)`)
    /// and place the item views.
    func coreDidScroll()
    /// Takes `count` items (0 or more) filled by `cells`, its views made afresh from `cells` (the old
    /// ones dropped), and lays out for them (`layOutItems()`). Aligns nothing: the core keeps the item
    /// at the snap point next (`CarouselCore.setItems(count:cells:)`).
    func reload(count: Int, cells: CarouselCells)
    /// Lays the technique out again for the core's count, flow and layout and the view's size: gives
    /// the core its geometry (`CarouselCore.layOut`), sizes the content and places the views. Aligns
    /// nothing: the core keeps the item at the snap point next, by the one rule
    /// (`CarouselCore.restore(_:cause:)`), for new items, a new flow and a new size alike.
    func layOutItems()
    /// Shows occurrence `occurrence` aligned at the snap point at once, stopping any motion, for `cause`
    /// (a `scrollToItem` without animation, new items, a new size). The core reports what changed.
    func align(occurrence: Int, cause: ScrollCause)
    /// Takes `count` items filled by `cells` for a batch (`CarouselCore.update`): lays the core's
    /// geometry out for the new count (`CarouselCore.layOut`) and sees that every view is configured
    /// again, keeping the views, without touching the scroll view's offset or any motion (the core
    /// aligns an item next, inside `ScrollView.keepingMotion`). Lays nothing out later
    /// (`setNeedsLayout` would align again, stopping the motion).
    func takeItems(count: Int, cells: CarouselCells)
    /// What a click at `point` (in the technique's own coordinates) lands on: an item view's
    /// occurrence, a step toward a side, or nothing. The core decides what the click does
    /// (`CarouselCore.tapped(_:by:)`).
    func hit(at point: CGPoint) -> CarouselHit
    /// Why the technique cannot lay its items out by Material 3's keylines (`CarouselLayout.keylines`),
    /// or nil when it can (the default). A technique that refuses lays its items out plainly.
    var keylineRefusal: String? { get }
}

extension CarouselStrategy {
    /// Every technique takes keylines unless it says why not.
    var keylineRefusal: String? { nil }
}

/// How a release picks where the strip comes to rest.
public enum CarouselSnapping: Hashable, Sendable {
    /// Momentum glides on and stops where it stops (seed B, seed C, the free strip).
    case free
    /// The scroll view glides with its own deceleration, its landing re-aimed onto the snap the rule
    /// book decides (`CarouselCore.restingSnap(velocity:from:)`: a flick goes one snap on, a release
    /// at rest goes to the nearest snap): seed A.
    case snap
    /// The scroll view pages by its own bounds (seed D, seed E, the paging strip).
    case paging
}

/// The one carousel core every technique runs on, shaped like Compose's `PagerState` and Flutter's
/// `ScrollPosition`: it owns the state of a carousel and its rules, so that every technique, axis and
/// direction behaves alike.
///
/// - **State as one number**: `position`, the strip coordinate of the viewport's start edge
///   (`CarouselGeometry`), continuous across the technique's jumps (a jump moves the content and the
///   technique's anchor by the same amount).
/// - **One index rule**: an index is wrapped on an endless strip and clamped on a finite one
///   (`resolvedIndex(_:)`), for every command.
/// - **Rest, decided one way**: no pointer held, no drag, no motion; a release with nothing left to
///   move counts, the pointer still lifting.
/// - **Commands aimed from the landing**: keys, notches, clicks, autoplay and `scrollToItem` aim from
///   where the strip is heading, so presses during a motion add up.
/// - **Three indices**: current (live), target (once decided), settled (at rest), each reported with
///   its cause to the delegate and every listener.
///
/// The technique is the scroll view's delegate through the core: the core forwards offset changes to
/// it (`CarouselStrategy.coreDidScroll()`) and keeps the rest.
@MainActor
public final class CarouselCore: ScrollViewDelegate {
    /// The scroll view that scrolls the items (the technique's; kept alive by it).
    public unowned let scrollView: ScrollView
    /// Hears the carousel's events (the technique's `carouselDelegate`).
    public weak var delegate: CarouselDelegate?
    /// Which way the items run: the carousel's `flow` (set it there).
    public internal(set) var flow: ItemFlow = .horizontal
    /// Where the items sit and where the strip may rest, as last laid out.
    public private(set) var geometry: CarouselGeometry
    /// How the items are sized, aligned, paged and bounded (`CarouselLayout`); changing it lays the
    /// carousel out again, keeping the current item. A value `CarouselLayout.problem` reports is used
    /// at its default.
    public var layout: CarouselLayout {
        didSet { if layout != oldValue { strategy?.setNeedsLayout() } }
    }
    /// Each item's own length along the main axis, in points, by index: an item with a non-nil entry
    /// takes it, the others (and every item past the end of the array) the layout's `itemLength`
    /// (mixed widths). Empty by default. Changing it lays the carousel out again, keeping the current
    /// item. Costs O(n) at each layout, for the prefix sums.
    public var itemLengths: [CGFloat?] = [] {
        didSet { if itemLengths != oldValue, !isTakingData { strategy?.setNeedsLayout() } }
    }
    /// How a release picks its landing.
    public let snapping: CarouselSnapping
    /// What a click, a tap or a gamepad's A on an item that is not at the snap point does: true
    /// selects it where it is (`carousel(_:didSelectItemAt:cause:)`, the strip stays); false does the
    /// technique's own move (brings it to the snap point, or turns a page toward it). A click on the
    /// item at the snap point always selects it. Each technique's default is in `Carousel.clicksSelect`.
    public var clicksSelect: Bool
    /// The item nearest the snap point now, live; nil with no items.
    public internal(set) var currentIndex: Int?
    /// Where the strip will come to rest: the running motion's landing once decided, else the item it
    /// last rested on (a drag has no landing until it is let go); nil with no items.
    public internal(set) var targetIndex: Int?
    /// The item the strip last came to rest on; nil with no items.
    public internal(set) var settledIndex: Int?

    /// Hears each item view's progress every time the strip moves or is laid out. Held strongly: a
    /// carousel owns what it reports to (an effect, say), which must not hold it.
    public var progressObserver: (any CarouselProgressObserver)?
    /// Applies the carousel's `effect` to each item view before `progressObserver` hears it.
    let effectApplier = CarouselEffectApplier()
    /// Called after every jump of the technique with the change of the content offset along the main
    /// axis, in physical points.
    public var onRecentre: (@MainActor (CGFloat) -> Void)?
    /// The `CarouselFocus` attached to the carousel, if any (held weakly): it hears the end of every
    /// progress pass and is offered the carousel's keys first (`Carousel.handlePagingKey(_:)`).
    weak var focus: CarouselFocus?

    /// How many jumps the technique has made (`jump(byLogical:)`): read by tools through
    /// `InspectableCarousel.jumpCount`.
    private(set) var jumpCount = 0

    /// The technique.
    weak var strategy: (any CarouselStrategy)?
    private var listeners: [WeakListener] = []
    /// The item last aligned on command, the current one while there is no length to measure.
    var alignedItem: Int?
    /// What a screen reader says for each item: the last cells' `describe` (`CarouselCore+Accessibility`).
    var itemTexts: AccessibilityDescriber?
    /// The carousel this one drives (a linked thumbnail strip's main: `CarouselLink`), for a screen
    /// reader's relations; the main's `drivenBy` is the strip.
    weak var drives: CarouselCore?
    /// The carousel that drives this one (the main's thumbnail strip).
    weak var drivenBy: CarouselCore?
    /// Counts the data the carousel took (new items or a batch): a screen reader hears the list's
    /// children changed when it moves on.
    var dataGeneration = 0
    /// The strip position as last shown (each scroll and alignment), in points.
    var shownPosition: CGFloat = 0

    /// How many items from the last one the current item of a finite strip comes before the delegate
    /// hears `carousel(_:didNearEndAt:)` (once per item count): 2 reports item 7 of 10. Nil (the
    /// default) reports nothing; so does an endless strip. A negative value is taken as 0.
    public var nearEndDistance: Int? {
        didSet {
            nearEndDistance = nearEndDistance.map { max($0, 0) }
            nearEndReportedCount = nil
            checkNearEnd()
        }
    }
    /// The item count `carousel(_:didNearEndAt:)` was last reported at.
    var nearEndReportedCount: Int?
    /// Whether a batch is being taken: events wait for its report and item lengths do not lay out.
    var isTakingData = false
    /// The items sliding to their new places after a batch, while they do.
    var slide: ItemSlide?
    /// Whether a slide has ever run: from then on every progress pass sets the views' draw offsets.
    var slidesDrawOffsets = false
    /// Whether keylines have ever masked the item views (`applyKeylines()`): from then on every pass
    /// without keylines clears the masks of the views it lays out.
    var masksKeylines = false

    /// A core for `scrollView`, snapping as `snapping` says, with no items yet.
    init(
        scrollView: ScrollView, snapping: CarouselSnapping, isEndless: Bool, layout: CarouselLayout = .standard,
        clicksSelect: Bool = false
    ) {
        self.scrollView = scrollView
        self.snapping = snapping
        self.clicksSelect = clicksSelect
        self.layout = layout
        geometry = CarouselGeometry(layout: layout, count: 0, viewportLength: 0, isEndless: isEndless)
        scrollView.isPagingEnabled = snapping == .paging
    }

    /// Whether the items repeat without end.
    public var isEndless: Bool { geometry.isEndless }
    /// How many logical items there are.
    public var itemCount: Int { geometry.count }

    /// The geometry of `count` items in a view `viewportLength` points long under `layout` and
    /// `itemLengths`; with `pages`, one item a page whatever they say (`CarouselLayout.pages`: a
    /// technique whose scroll view pages by its bounds, seed E always, a paging strip of filling
    /// items). O(1), or O(n) with item lengths.
    func makeGeometry(count: Int, viewportLength: CGFloat, pages: Bool = false) -> CarouselGeometry {
        var layout = pages ? layout.pages : layout
        if strategy?.keylineRefusal != nil { layout.keylines = nil }
        return CarouselGeometry(
            layout: layout, count: count, viewportLength: viewportLength, lengths: pages ? [] : itemLengths,
            isEndless: geometry.isEndless)
    }

    /// Takes the geometry of a new layout (new items, size, flow or policy). The technique then
    /// aligns an item (`CarouselStrategy.align(occurrence:cause:)`), which reports what changed. A
    /// `.paging` carousel lets its scroll view page by its bounds when the snaps are exactly a view
    /// apart, and pages by snap itself otherwise (`scrollViewWillEndDragging`).
    func layOut(_ geometry: CarouselGeometry) {
        self.geometry = geometry
        scrollView.isScrollEnabled = geometry.count > 0
        scrollView.isPagingEnabled = releaseSnapping == .paging && geometry.snapsAreViews
        if geometry.count == 0 {
            clearIndices()
            alignedItem = nil
        }
    }

    private func clearIndices() {
        currentIndex = nil
        targetIndex = nil
        settledIndex = nil
    }

    // MARK: Positions (one mapping, one name)

    /// The logical main offset (points, item order from the start edge) that the physical content
    /// offset `offset` shows: the mapping through `flow`, mirrored right to left.
    public func logicalOffset(of offset: CGPoint) -> CGFloat {
        flow.contentOffset(
            logical: flow.main(offset), contentLength: flow.main(scrollView.contentSize),
            viewportLength: flow.main(scrollView.bounds.size))
    }

    /// The physical content offset that shows the logical main offset `offset`.
    public func physicalOffset(logical offset: CGFloat) -> CGPoint {
        flow.point(main: logicalOffset(of: flow.point(main: offset, cross: 0)), cross: 0)
    }

    /// The strip position (`CarouselGeometry`'s coordinates) a logical main offset shows.
    func position(ofLogical offset: CGFloat) -> CGFloat {
        guard let anchor = strategy?.anchorOccurrence else { return offset }
        return offset + geometry.start(ofItem: anchor.occurrence) - anchor.logicalStart
    }

    /// The logical main offset that shows strip position `position`.
    func logicalOffset(ofPosition position: CGFloat) -> CGFloat {
        guard let anchor = strategy?.anchorOccurrence else { return position }
        return position - geometry.start(ofItem: anchor.occurrence) + anchor.logicalStart
    }

    /// The strip position shown now, in points: the carousel's state as one number.
    public var position: CGFloat { position(ofLogical: logicalOffset(of: scrollView.contentOffset)) }

    /// The logical main offset of occurrence `i`'s leading edge in the technique's content: where the
    /// technique places its view. O(1).
    func logicalStart(ofOccurrence i: Int) -> CGFloat {
        guard let anchor = strategy?.anchorOccurrence else { return geometry.start(ofItem: i) }
        return anchor.logicalStart + geometry.distance(fromItem: anchor.occurrence, toItem: i)
    }

    /// The physical frame, in the scroll view's content, of occurrence `i`: its place along the main
    /// axis (`logicalStart(ofOccurrence:)`, its length), across a view `crossLength` points across less
    /// the layout's `crossInset` at each edge, in content `contentLength` points long (mirrored right
    /// to left). O(1).
    func frame(ofOccurrence i: Int, crossLength: CGFloat, contentLength: CGFloat) -> CGRect {
        let across = layout.crossSpan(in: crossLength)
        return flow.frame(
            mainStart: logicalStart(ofOccurrence: i), mainLength: geometry.length(ofItem: i), crossStart: across.start,
            crossLength: across.length, in: contentLength)
    }

    /// The mean distance from one item to the next, in points: one period over the item count (an item
    /// and its gap when the items are equal); 0 with no items. What one unit of progress is.
    public var itemPitch: CGFloat { geometry.count > 0 ? geometry.period / CGFloat(geometry.count) : 0 }

    /// The strip position the strip is heading for: the running motion's landing, else `position`.
    public var landingPosition: CGFloat { position(ofLogical: logicalOffset(of: scrollView.landingOffset)) }

    /// The item a new layout (a new size, flow or policy) keeps in place: the first item of the snap
    /// nearest where the strip is heading, so a strip resting on a group or a trimmed end stays there
    /// (the current item, nearest the snap point, may be another); before the carousel has a length,
    /// the item last aligned on command. Nil with no items.
    ///
    /// Read from the position last shown (`shownPosition`): a new size or flow changes how the
    /// scroll view's offset maps to positions before the technique lays out again.
    var itemToKeep: Int? {
        guard geometry.viewportLength > 0, let snap = geometry.nearestSnap(to: shownPosition) else { return alignedItem }
        return item(ofOccurrence: geometry.items(ofSnap: snap).lowerBound)
    }

    /// The item an occurrence shows (wrapped on an endless strip).
    func item(ofOccurrence occurrence: Int) -> Int { geometry.item(ofOccurrence: occurrence) }

    /// The current item at strip position `position`: the one whose anchor is nearest the snap point.
    /// Before the carousel has a length, the item last aligned on command (nil if none: a free strip
    /// reports nothing until it is laid out).
    func item(at position: CGFloat) -> Int? {
        guard geometry.viewportLength > 0 else { return alignedItem }
        return geometry.nearestItem(at: position).map(item(ofOccurrence:))
    }

    /// Moves the content by `delta` logical points under an unchanged picture (the technique's jump):
    /// the technique has moved its anchor by the same amount. A running motion or drag goes on. Tells
    /// the listeners the physical change.
    ///
    /// `contentLengthChange`: how much the technique's content grew along the main axis with the jump
    /// (points; right to left the physical offset counts from the content's end, so it moves too).
    func jump(byLogical delta: CGFloat, contentLengthChange: CGFloat = 0) {
        let physical = flow.physicalDelta(delta) + (flow.isReversed ? contentLengthChange : 0)
        guard physical != 0, physical.isFinite else { return }
        scrollView.correctContentOffset(by: flow.point(main: physical, cross: 0))
        jumpCount &+= 1
        onRecentre?(physical)
        emit { $0.carousel($1, didJumpBy: physical) }
    }

    // MARK: The index rule

    /// `index` as every command takes it: wrapped into `0..<itemCount` on an endless strip, clamped
    /// into it on a finite one; nil with no items.
    public func resolvedIndex(_ index: Int) -> Int? {
        let count = itemCount
        guard count > 0 else { return nil }
        return isEndless ? WrapMath.wrap(index, count: count) : min(max(index, 0), count - 1)
    }

    // MARK: Listeners

    /// Adds `listener`, held weakly, to hear every event after the delegate. Adding one twice has no
    /// effect.
    public func addListener(_ listener: CarouselDelegate) {
        listeners.removeAll { $0.value == nil }
        guard !listeners.contains(where: { $0.value === listener }) else { return }
        listeners.append(WeakListener(value: listener))
    }

    /// Removes `listener`.
    public func removeListener(_ listener: CarouselDelegate) {
        listeners.removeAll { $0.value == nil || $0.value === listener }
    }

    /// Calls `body` for the delegate, then each listener (no allocation); nothing while a batch is
    /// being taken (its report follows).
    func emit(_ body: (CarouselDelegate, any Carousel) -> Void) {
        guard let carousel = strategy, !isTakingData else { return }
        if let delegate { body(delegate, carousel) }
        for listener in listeners {
            if let value = listener.value { body(value, carousel) }
        }
    }
}

/// A listener held weakly.
private struct WeakListener {
    weak var value: CarouselDelegate?
}
