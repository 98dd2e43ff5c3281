import Carousels
import Foundation
import ScrollKit

/// Turns one scene view's delegate callbacks into `EventLog` lines named `view`. One reporter type
/// serves every technique: it adopts each delegate protocol in an extension below.
///
/// `banners` gives titles where the technique holds none itself (a finite preview host).
@MainActor
final class EventReporter {
    let log: EventLog
    let view: String
    let banners: [Banner]

    /// The current index of a technique whose delegate does not report one (nil for the others).
    var settledIndex: (@MainActor () -> Int?)?
    private var reportedIndex: Int?

    /// Why the technique's content moved, asked for each line that carries a `cause` (index
    /// changes, selections, landings); nil reads `.api`. The technique supplies it.
    var causeOf: (@MainActor () -> ScrollCause)?

    /// The device of the touch being routed now (`WindowRoot.routingDevice`), for the cause of a
    /// selection: a click, a finger's tap or the gamepad's A. Nil reads a click.
    var deviceOf: (@MainActor () -> PointerDevice?)?

    init(log: EventLog, view: String, banners: [Banner] = []) {
        self.log = log
        self.view = view
        self.banners = banners
    }

    /// The cause of the line being written.
    private var cause: ScrollCause { causeOf?() ?? .api }

    /// The cause of a selection: a click, as the device that tapped gave it.
    private var selectionCause: ScrollCause { ScrollCause.click.given(by: deviceOf?()) }

    /// A recentring jump of the content offset by `delta` points (seeds A, B, C, D + A and E).
    func recentred(by delta: CGFloat) {
        log.emit(.recentred(.init(delta: EventLine.rounded(delta))), view: view)
    }

    /// The item at `index` of `items`, with its title and the cause of the change (`because`, else
    /// what moved the technique's content).
    func item(_ index: Int, of items: [Banner], because: ScrollCause? = nil) -> EventLine.Item {
        EventLine.Item(index: index, title: items.indices.contains(index) ? items[index].title : "", cause: because ?? cause)
    }
}

/// The content offset as the log writes it.
@MainActor
private func offset(of scrollView: ScrollView) -> Double {
    EventLine.rounded(scrollView.contentOffset.x)
}

/// Scroll events: the reporter is each technique's scroll view's `observer`.
extension EventReporter: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.emit(.didScroll(.init(offset: offset(of: scrollView))), view: view)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.emit(.willBeginDragging(.init(offset: offset(of: scrollView))), view: view)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        log.emit(
            .willEndDragging(
                .init(
                    offset: offset(of: scrollView), velocity: EventLine.rounded(velocity.x),
                    target: EventLine.rounded(targetContentOffset.x), cause: cause)), view: view)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.emit(.didEndDragging(.init(offset: offset(of: scrollView), willDecelerate: decelerate)), view: view)
        if !decelerate { reportSettledIndex(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.emit(.didEndDecelerating(.init(offset: offset(of: scrollView), cause: cause)), view: view)
        reportSettledIndex(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.emit(.didEndScrollingAnimation(.init(offset: offset(of: scrollView), cause: cause)), view: view)
        reportSettledIndex(scrollView)
    }

    /// For a technique with no index delegate of its own (the finite strips): the index it came to
    /// rest on, when it changed. Not while a drag holds the strip (a swipe that caught an animation
    /// ends it on its way somewhere else).
    private func reportSettledIndex(_ scrollView: ScrollView) {
        guard !scrollView.isDragging, let settledIndex, let index = settledIndex(), index != reportedIndex else { return }
        reportedIndex = index
        log.emit(.currentIndexChanged(item(index, of: banners)), view: view)
    }
}

extension EventReporter: BannerCarouselDelegate {
    func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int) {
        log.emit(.currentIndexChanged(item(index, of: carousel.items)), view: view)
    }

    func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int) {
        log.emit(.selected(item(index, of: carousel.items, because: selectionCause)), view: view)
    }
}

extension EventReporter: PreviewScrollHostDelegate {
    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) {
        log.emit(.currentIndexChanged(item(page, of: banners)), view: view)
    }

    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) {
        log.emit(.selected(item(index, of: banners, because: selectionCause)), view: view)
    }
}

extension EventReporter: InfinitePagingPickerDelegate {
    func optionChanged(to index: Int, in picker: InfinitePagingPicker) {
        log.emit(.optionChanged(item(index, of: picker.options)), view: view)
    }
}

extension EventReporter: TilingScrollViewDelegate, PaddedInfiniteCollectionDelegate {
    func tilingScrollView(_ tiling: TilingScrollView, didSelectItemAt index: Int) {
        log.emit(.selected(item(index, of: tiling.items, because: selectionCause)), view: view)
    }

    func paddedCollection(_ collection: PaddedInfiniteCollection, didSelectItemAt index: Int) {
        log.emit(.selected(item(index, of: collection.items, because: selectionCause)), view: view)
    }
}
