import Foundation
import ScrollKit

/// Links a main carousel and a thumbnail strip of the same items (a store page, a photo viewer):
/// Swiper's Thumbs, Splide's `sync` with `isNavigation`.
///
/// - The main's current item's thumbnail is marked by a `CarouselFocus` on the thumbnails
///   (`thumbnailFocus`, aligned `.edge(margin: 1)`): its ring is drawn over it and the strip scrolls,
///   when needed, to keep it at least one thumbnail from the strip's ends. The thumbnails follow the
///   main's target as soon as a motion is aimed (a key, a click, a release, autoplay), its live
///   current item while it is dragged, and the item it settles on; `onFollow` hears each index
///   followed, once, with the main's cause.
/// - A click or tap on a thumbnail (the one at the snap point or any other) moves the main to that
///   very item, animated, cause `.click` (`.touch` for a finger), wherever the strip can rest: the
///   link sets the thumbnails' `Carousel/clicksSelect`, so the strip does not move itself for a click
///   and only the ring's edge margin scrolls it (one motion). During the main's motion a click
///   re-aims it. On a main paging by view, the main brings the clicked item's group and the ring stays
///   on the thumbnail clicked. A click beside the thumbnails that pages the strip moves the main to the item the
///   strip pages to. A drag or fling of the thumbnails is never a click and leaves the main alone.
/// - Live data: give both sides the same batch with `updateItems(from:to:reloading:mainCells:thumbnailCells:)`
///   (the main first, then the thumbnails, the link following the main's item once both have it). A
///   change made on one side alone first (a batch, or `setItems`) is fine too: while the two counts
///   differ the link waits (the thumbnails follow nothing, a thumbnail click moves nothing) and, as
///   soon as they agree again, the thumbnails follow the main's item (cause `.data`, reported).
///
/// Any technique, axis and direction on either side, finite or endless, trimmed or not. The thumbnail
/// strip keeps its own keys (its focus does not take them). Keep a reference to the link: the
/// carousels hold it weakly (as listeners).
@MainActor
public final class CarouselLink {
    /// The carousel that shows the item.
    public let main: any InspectableCarousel
    /// The strip of thumbnails that follows it and moves it when clicked.
    public let thumbnails: any InspectableCarousel
    /// The focus marking the main's item on the thumbnails (its ring's colour and width are yours to
    /// set).
    public let thumbnailFocus: CarouselFocus
    /// Called with each main index the thumbnails followed (once per change), and the cause of the
    /// main's change (`.click` for a thumbnail click).
    public var onFollow: ((Int, ScrollCause) -> Void)?

    /// The index the thumbnails follow now.
    private var followed: Int?
    /// The thumbnails' `clicksSelect` before the link, put back by `unlink()`.
    private let thumbnailsClickedSelect: Bool
    /// Whether the two sides' counts differ (one has taken a change the other has not yet): the link
    /// then waits, following nothing and moving nothing, until they agree.
    public var isWaitingForCounts: Bool { main.itemCount != thumbnails.itemCount }
    /// Whether the items changed since the thumbnails last followed the main: they follow it again as
    /// soon as the counts agree.
    private var followsStaleItems = false
    /// Whether the link is commanding the thumbnails: their events then are its own.
    private var isDrivingThumbnails = false
    private let mainListener = MainListener()
    private let thumbnailListener = ThumbnailListener()

    /// Links `main` and `thumbnails`: the thumbnails follow the main at once (cause `.api`, not reported).
    ///
    /// - Throws: `CarouselLinkError` when the two have different item counts (the message names both).
    public init(main: any InspectableCarousel, thumbnails: any InspectableCarousel) throws(CarouselLinkError) {
        guard main.itemCount == thumbnails.itemCount else {
            throw CarouselLinkError(mainCount: main.itemCount, thumbnailCount: thumbnails.itemCount)
        }
        self.main = main
        self.thumbnails = thumbnails
        thumbnailFocus = CarouselFocus(carousel: thumbnails, alignment: .edge(margin: 1))
        thumbnailFocus.takesCarouselKeys = false
        thumbnailsClickedSelect = thumbnails.clicksSelect
        thumbnails.clicksSelect = true
        (thumbnails.core.drives, main.core.drivenBy) = (main.core, thumbnails.core) // a screen reader's relations
        mainListener.link = self
        thumbnailListener.link = self
        main.addListener(mainListener)
        thumbnails.addListener(thumbnailListener)
        if let index = main.targetItem ?? main.currentItem { follow(index, cause: .api, reports: false) }
    }

    /// Undoes the link: neither side hears the other, the thumbnails' ring is removed and their
    /// `clicksSelect` is what it was before the link.
    public func unlink() {
        main.removeListener(mainListener)
        thumbnails.removeListener(thumbnailListener)
        thumbnailFocus.detach()
        thumbnails.clicksSelect = thumbnailsClickedSelect
        (thumbnails.core.drives, main.core.drivenBy) = (nil, nil)
    }

    /// Applies the batch that turns items identified by `old` into items identified by `new` to both
    /// sides (`Carousel.updateItems(from:to:reloading:cells:itemLengths:)`): the main first, filled by
    /// `mainCells`, then the thumbnails, filled by `thumbnailCells`; the thumbnails then follow the
    /// main's item (cause `.data`). At rest or during any motion of either side.
    ///
    /// ```swift
    /// let ids = products.map(\.id)
    /// products = store.refreshed()
    /// try link.updateItems(from: ids, to: products.map(\.id),
    ///                      mainCells: .cards(products), thumbnailCells: .thumbnails(products))
    /// ```
    ///
    /// - Throws: `CarouselItemChanges.Problem` when the ids do not fit the items (nothing changes then
    ///   on either side).
    /// - Returns: the batch applied.
    @discardableResult
    public func updateItems<ID: Hashable>(
        from old: [ID], to new: [ID], reloading: Set<ID> = [], mainCells: CarouselCells, thumbnailCells: CarouselCells
    ) throws(CarouselItemChanges.Problem) -> CarouselItemChanges {
        guard thumbnails.itemCount == main.itemCount else {
            throw CarouselItemChanges.Problem(
                "cannot go to both linked carousels while they differ (the main has \(main.itemCount) items, the "
                    + "thumbnails \(thumbnails.itemCount)): give each side its own batch until they agree, or "
                    + "setItems(count:cells:) on both")
        }
        guard old.count == main.itemCount else {
            throw CarouselItemChanges.Problem(
                "was given \(old.count) ids before it for the linked carousels' \(main.itemCount) items: give the ids of the items they show now"
            )
        }
        let changes = try CarouselItemChanges(from: old, to: new, reloading: reloading)
        // The thumbnails follow nothing until both sides have the batch.
        followsStaleItems = true
        try main.updateItems(changes, cells: mainCells)
        try thumbnails.updateItems(changes, cells: thumbnailCells)
        resyncIfCountsAgree()
        return changes
    }

    /// The thumbnails mark main item `index` (and scroll to show it), reported with `cause`.
    func follow(_ index: Int, cause: ScrollCause, reports: Bool = true) {
        guard index != followed else { return }
        followed = index
        isDrivingThumbnails = true
        thumbnailFocus.focus(item: index, cause: .api)
        isDrivingThumbnails = false
        if reports { onFollow?(index, cause) }
    }

    /// The items changed: once the counts agree, the thumbnails follow the main's item at once.
    func resyncIfCountsAgree() {
        guard !isWaitingForCounts else {
            followsStaleItems = true
            return
        }
        guard followsStaleItems else { return }
        followsStaleItems = false
        guard let index = main.targetItem ?? main.currentItem else { return }
        let before = followed
        followed = nil
        follow(index, cause: .data, reports: index != before)
    }

    /// The main's index changed (`current` live, else a target or a settled item).
    func mainChanged(_ index: Int, cause: ScrollCause, live: Bool) {
        if isWaitingForCounts || followsStaleItems { return resyncIfCountsAgree() }
        // A main paging by view rests on a group: the thumbnail clicked in it stays marked.
        if let followed, followed != index,
            main.core.geometry.snap(containing: followed) == main.core.geometry.snap(containing: index)
        {
            return
        }
        if live {
            let scrollView = main.inspectedScrollView
            guard scrollView.isTracking || scrollView.isDragging else { return }
        }
        follow(index, cause: cause)
    }

    /// A thumbnail was clicked (selected or paged toward): the main goes there.
    func thumbnailClicked(_ index: Int, cause: ScrollCause) {
        guard !isDrivingThumbnails, !isWaitingForCounts, index < main.itemCount else { return }
        followsStaleItems = false
        follow(index, cause: cause)
        main.scrollToItem(index, animated: true, cause: cause)
    }
}

/// The main carousel's events, for its link.
@MainActor
private final class MainListener: CarouselDelegate {
    weak var link: CarouselLink?

    func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        link?.mainChanged(index, cause: cause, live: true)
    }

    func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause) {
        link?.mainChanged(index, cause: cause, live: false)
    }

    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        link?.mainChanged(index, cause: cause, live: false)
    }

    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        link?.resyncIfCountsAgree()
    }
}

/// The thumbnail strip's clicks and taps, for its link.
@MainActor
private final class ThumbnailListener: ItemPointingListener {
    weak var link: CarouselLink?

    override func pointed(at index: Int, cause: ScrollCause) {
        link?.thumbnailClicked(index, cause: cause)
    }

    override func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        link?.resyncIfCountsAgree()
    }

    override func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        link?.resyncIfCountsAgree()
    }
}
