import Foundation
import ScrollKit

/// What every carousel technique is to its user: a strip of `itemCount` items, one of them current,
/// that pages on command and tells one delegate what changed and why.
///
/// Seeds A–E (`RecyclingCarousel`, `TilingScrollView`, `PaddedInfiniteCollection`, the preview hosts,
/// `InfinitePagingPicker`) and the finite strips all conform, so one can be swapped for another
/// without touching the caller. Each takes its item views from `CarouselCells` and its orientation
/// from `flow`.
///
/// Indices are logical: `0..<itemCount`, whichever recycled view or copy shows the item.
@MainActor
public protocol Carousel: KeyboardPaging {
    /// The core the carousel runs on: its state, rules and events (`CarouselCore`).
    var core: CarouselCore { get }
}

// The host: what every technique does alike, written once here and in the core (`CarouselCore+Host`);
// a technique supplies only its wrap strategy.
extension Carousel {
    /// Which way the items run: the axis, and for a horizontal strip the layout direction. Changing it
    /// stops any motion and lays the carousel out along the new axis, keeping the item at the snap
    /// point by the one keep rule (`setItems(count:cells:)`), cause `.api`.
    public var flow: ItemFlow {
        get { core.flow }
        set { core.take(flow: newValue) }
    }

    /// Shows `count` items in views from `cells`: each slot's view is made by `cells` and configured
    /// for the logical item it shows. Any motion stops.
    ///
    /// The one keep rule (the same for a new flow and a new size): the item at the snap point stays,
    /// clamped to the new count (the last item when it is gone), at the snap point; a free strip
    /// (seeds B and C, the free finite strip) rests the same part of an item past it as it did. It is reported once
    /// laid out (cause `.api`). With none, nothing shows and nothing scrolls. A negative count is
    /// taken as 0. To change the items while they show, keeping the motion and the current item's
    /// identity and place, give the change instead (`updateItems(_:cells:itemLengths:)`).
    ///
    /// - Complexity: O(v) for the v views in view (O(n) with item lengths), whatever the count.
    public func setItems(count: Int, cells: CarouselCells) { core.setItems(count: count, cells: cells) }

    /// How many logical items there are.
    public var itemCount: Int { core.itemCount }
    /// The item nearest the snap point now (live: it changes as each item passes during a drag, a
    /// glide or a held key); nil with no items.
    public var currentItem: Int? { core.currentIndex }
    /// Where the strip will come to rest: the running motion's landing once decided (a key, a click,
    /// a release), else the item it rests on; nil with no items.
    public var targetItem: Int? { core.targetIndex }
    /// The item the strip last came to rest on; nil with no items.
    public var settledItem: Int? { core.settledIndex }
    /// Hears the carousel's events (`CarouselDelegate`); more can listen with `addListener(_:)`.
    public var carouselDelegate: CarouselDelegate? {
        get { core.delegate }
        set { core.delegate = newValue }
    }

    /// How the items are sized, aligned, paged and bounded (`CarouselLayout`: item length, alignment,
    /// paging by item or by view, containment), the same for every technique; changing it lays the
    /// carousel out again, keeping the item it rests on. The default is the technique's own (seed A's
    /// one filling item, centred, for most).
    public var layout: CarouselLayout {
        get { core.layout }
        set { core.layout = newValue }
    }
    /// Each item's own length along the main axis, in points, by index (a row of mixed widths); nil
    /// entries, and items past the end, take the layout's `itemLength`. Changing it lays the carousel
    /// out again. O(n) per layout for the prefix sums; every frame stays O(log n).
    public var itemLengths: [CGFloat?] {
        get { core.itemLengths }
        set { core.itemLengths = newValue }
    }

    /// What a click, a tap or a gamepad's A on an item away from the snap point does: true selects it
    /// where it is (the delegate hears `carousel(_:didSelectItemAt:cause:)`, the strip stays); false
    /// does the technique's own move. A click on the item at the snap point always selects it.
    ///
    /// | technique | default | a click on another item, `false` | a click beside the items |
    /// |---|---|---|---|
    /// | `RecyclingCarousel` (A) | false | pages to it | pages toward that side |
    /// | `TilingScrollView` (B) | true | scrolls it to the snap point | nothing |
    /// | `PaddedInfiniteCollection` (C) | true | scrolls it to the snap point | nothing |
    /// | preview hosts (D) | false | a preview: pages toward it | pages toward that side |
    /// | `InfinitePagingPicker` (E) | false | advances one option | advances one option |
    /// | `FiniteStrip`, paging or free | false | scrolls it to the snap point | nothing |
    ///
    /// Inside a preview host's scroll view every cell selects. A `CarouselLink` sets it on its
    /// thumbnails, so that a click moves the main and the strip only as far as the ring needs.
    public var clicksSelect: Bool {
        get { core.clicksSelect }
        set { core.clicksSelect = newValue }
    }

    /// How many items from the last one the current item of a finite strip comes before the delegate
    /// hears `carousel(_:didNearEndAt:)`, once per item count: time to append the next page (an
    /// append during a fling lets the fling go on into the new items). Nil (the default) reports
    /// nothing; an endless strip never does.
    public var nearEndDistance: Int? {
        get { core.nearEndDistance }
        set { core.nearEndDistance = newValue }
    }

    /// Applies a batch of changes to the items at any moment (at rest, held, dragged, gliding, paging,
    /// autoplaying), the items now filled by `cells` (the same kind of views as before, configured
    /// from the new data; every view in sight is configured again). The current item keeps its
    /// identity and its place on screen, a drag stays on the same content, and a motion lands on the
    /// item it was heading for at its new place; the items around a change slide to open or close the
    /// gap (`ItemSlide`, 0.3 s of app time; a cut when the window reduces motion). Removing the
    /// current item makes the next one current (past the end: the first of an endless strip, the
    /// previous one of a finite strip).
    ///
    /// The delegate hears `carousel(_:didUpdateItems:)` once, then every index whose number or item
    /// changed, cause `.data`. `itemLengths`: each item's own length after the batch (nil: the lengths
    /// before it follow their items; inserted items take the layout's length).
    ///
    /// - Throws: `CarouselItemChanges.Problem` when the batch does not fit the items (an index out of
    ///   range, an item removed twice); nothing changes then.
    /// - Complexity: O(k log k + v) for k changes and v views in view, whatever the count (O(n) more
    ///   with item lengths).
    public func updateItems(
        _ changes: CarouselItemChanges, cells: CarouselCells, itemLengths: [CGFloat?]? = nil
    ) throws(CarouselItemChanges.Problem) {
        try core.update(changes, cells: cells, lengths: itemLengths)
    }

    /// Applies the batch that turns items identified by `old` into items identified by `new`
    /// (`CarouselItemChanges.init(from:to:reloading:)`: ids stable and unique; those in `reloading`
    /// changed content) as `updateItems(_:cells:itemLengths:)` does, and returns it.
    ///
    /// - Throws: `CarouselItemChanges.Problem` for an id given twice, or ids that do not match the
    ///   carousel's item count.
    @discardableResult
    public func updateItems<ID: Hashable>(
        from old: [ID], to new: [ID], reloading: Set<ID> = [], cells: CarouselCells, itemLengths: [CGFloat?]? = nil
    ) throws(CarouselItemChanges.Problem) -> CarouselItemChanges {
        guard old.count == itemCount else {
            throw CarouselItemChanges.Problem(
                "was given \(old.count) ids before it for the carousel's \(itemCount) items: give the ids of the items it shows now"
            )
        }
        let changes = try CarouselItemChanges(from: old, to: new, reloading: reloading)
        try updateItems(changes, cells: cells, itemLengths: itemLengths)
        return changes
    }

    /// Adds `listener` (held weakly) to hear every event, after `carouselDelegate`.
    public func addListener(_ listener: CarouselDelegate) { core.addListener(listener) }

    /// Stops `listener` hearing the carousel.
    public func removeListener(_ listener: CarouselDelegate) { core.removeListener(listener) }

    /// One snap forward (an item, or a view when paging by view) from where the strip is heading,
    /// animated; presses during a motion add up. A finite strip stays at its last snap.
    public func next(cause: ScrollCause) { core.step(by: 1, cause: cause) }

    /// One snap back; a finite strip stays at its first.
    public func previous(cause: ScrollCause) { core.step(by: -1, cause: cause) }

    /// Brings item `index` to the snap point, the shortest way round on an endless strip, animated or
    /// at once; the changes it leads to are reported with `cause`. Out of range, `index` is wrapped on
    /// an endless strip and clamped on a finite one (`CarouselCore.resolvedIndex(_:)`); with no items
    /// nothing happens.
    public func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause) {
        core.scrollToItem(index, animated: animated, cause: cause)
    }
}

extension Carousel {
    /// Shows `banners` in `BannerItemView`s, their text reading in the flow's direction: the default
    /// cells (`CarouselCells.banners(_:direction:)`). Set `flow` first.
    public func set(items banners: [Banner]) {
        setItems(count: banners.count, cells: .banners(banners, direction: flow.effectiveDirection))
    }

    /// Brings item `index` to the current position, called by code (cause `.api`).
    public func scrollToItem(_ index: Int, animated: Bool) { scrollToItem(index, animated: animated, cause: .api) }

    /// Pages for a key along `flow` (`ItemFlow.pagingStep(for:)`): Left / Right on a horizontal strip
    /// (mirrored right to left), Up / Down and Left / Right on a vertical one, Page Up / Page Down on
    /// any. Returns false for any other key, which then goes on to the superview. The cause is `.key`,
    /// or `.gamepad` for a key the gamepad's d-pad sent (`KeyEvent.device`). With a `CarouselFocus`
    /// attached (and `CarouselFocus.takesCarouselKeys`), the flow's arrow keys and Enter go to it
    /// instead: they move and select the focused item (`CarouselFocus.handleKey(_:)`).
    public func handlePagingKey(_ event: KeyEvent) -> Bool { core.handlePagingKey(event) }

    /// A wheel notch as a key press would page: `step` as ScrollKit reports it (+1: the content offset
    /// grows), turned into an item step along `flow`, cause `.wheel`. Techniques answer their scroll
    /// view's `scrollView(_:stepBy:)` with it.
    public func stepByWheel(_ step: Int) -> Bool {
        if flow.logicalStep(fromOffsetStep: step) > 0 { next(cause: .wheel) } else { previous(cause: .wheel) }
        return true
    }
}
