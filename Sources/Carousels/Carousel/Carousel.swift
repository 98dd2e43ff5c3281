import Foundation
import ScrollKit

/// What every carousel technique is to its user: a strip of `itemCount` items, one of them current,
/// that pages on command and tells one delegate what changed and why.
///
/// Seeds A–E (`BannerCarousel`, `TilingScrollView`, `PaddedInfiniteCollection`, the preview hosts,
/// `InfinitePagingPicker`) and the finite strips all conform, so one can be swapped for another
/// without touching the caller. Each takes its item views from `CarouselCells` and its orientation
/// from `flow`.
///
/// Indices are logical: `0..<itemCount`, whichever recycled view or copy shows the item.
@MainActor
public protocol Carousel: KeyboardPaging {
    /// How many logical items there are.
    var itemCount: Int { get }
    /// The logical index of the current item (the centred one, or the one under the middle of a free
    /// strip); nil with no items.
    var currentItem: Int? { get }
    /// Hears index changes and selections, each exactly once.
    var carouselDelegate: CarouselDelegate? { get set }
    /// Which way the items run: the axis, and for a horizontal strip the layout direction. Changing it
    /// lays the carousel out again, keeping the current item.
    var flow: ItemFlow { get set }
    /// Shows `count` items in views from `cells`: each slot's view is made by `cells` and configured
    /// for the logical item it shows. The current item is kept where it still exists (else the last),
    /// and reported once laid out (cause `.api`). With none, nothing shows and nothing scrolls.
    func setItems(count: Int, cells: CarouselCells)
    /// Brings item `index` to the current position, the shortest way round for an endless strip;
    /// animated or at once. The index change it leads to is reported with `cause`.
    func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause)
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
    /// or `.gamepad` for a key the gamepad's d-pad sent (`KeyEvent.device`).
    public func handlePagingKey(_ event: KeyEvent) -> Bool {
        guard let step = flow.pagingStep(for: event.key) else { return false }
        let cause = ScrollCause.key.given(by: event.device)
        if step > 0 { next(cause: cause) } else { previous(cause: cause) }
        return true
    }

    /// A wheel notch as a key press would page: `step` as ScrollKit reports it (+1: the content offset
    /// grows), turned into an item step along `flow`, cause `.wheel`. Techniques answer their scroll
    /// view's `scrollView(_:stepBy:)` with it.
    public func stepByWheel(_ step: Int) -> Bool {
        if flow.logicalStep(fromOffsetStep: step) > 0 { next(cause: .wheel) } else { previous(cause: .wheel) }
        return true
    }
}

extension Carousel {
    /// The cause of a selection or a page by a tap from `device` (the tap recognizer's): `.click` for
    /// the mouse, `.touch` for a finger, `.gamepad` for a gamepad's A.
    func tapCause(by device: PointerDevice) -> ScrollCause { ScrollCause.click.given(by: device) }
}

/// Hears a `Carousel`: the same two events from every technique.
@MainActor
public protocol CarouselDelegate: AnyObject {
    /// The current item changed to `index` (logical, `0..<itemCount`) because of `cause`: once per
    /// change, including the first index once the data is laid out (cause `.api`). Paged techniques
    /// report when the strip comes to rest on it (seed E as soon as the option it heads for is known,
    /// as its article does); free strips when they come to rest.
    func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause)
    /// Item `index` was selected (clicked, tapped, or chosen with a gamepad) because of `cause`.
    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause)
}

extension CarouselDelegate {
    public func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {}
    public func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {}
}
