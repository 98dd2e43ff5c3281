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
/// - A click or tap on a thumbnail (the one at the snap point or any other: whatever the strip
///   selects or pages toward) moves the main there, animated, cause `.click` (`.touch` for a
///   finger); during the main's motion it re-aims it. A drag or fling of the thumbnails is never a
///   click and leaves the main alone.
///
/// Any technique, axis and direction on either side, finite or endless. The thumbnail strip keeps its
/// own keys (its focus does not take them). Keep a reference to the link: the carousels hold it
/// weakly (as listeners). Later changes to either side's items should keep the counts equal; an index
/// past the thumbnails' end is clamped.
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
        mainListener.link = self
        thumbnailListener.link = self
        main.addListener(mainListener)
        thumbnails.addListener(thumbnailListener)
        if let index = main.targetItem ?? main.currentItem { follow(index, cause: .api, reports: false) }
    }

    /// Undoes the link: neither side hears the other, and the thumbnails' ring is removed.
    public func unlink() {
        main.removeListener(mainListener)
        thumbnails.removeListener(thumbnailListener)
        thumbnailFocus.detach()
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

    /// The main's index changed (`current` live, else a target or a settled item).
    func mainChanged(_ index: Int, cause: ScrollCause, live: Bool) {
        if live {
            let scrollView = main.inspectedScrollView
            guard scrollView.isTracking || scrollView.isDragging else { return }
        }
        follow(index, cause: cause)
    }

    /// A thumbnail was clicked (selected or paged toward): the main goes there.
    func thumbnailClicked(_ index: Int, cause: ScrollCause) {
        guard !isDrivingThumbnails, index < main.itemCount else { return }
        main.scrollToItem(index, animated: true, cause: cause)
        follow(index, cause: cause)
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
}

/// The thumbnail strip's clicks and taps, for its link.
@MainActor
private final class ThumbnailListener: ItemPointingListener {
    weak var link: CarouselLink?

    override func pointed(at index: Int, cause: ScrollCause) {
        link?.thumbnailClicked(index, cause: cause)
    }
}
