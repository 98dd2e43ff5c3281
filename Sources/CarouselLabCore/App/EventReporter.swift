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

    init(log: EventLog, view: String, banners: [Banner] = []) {
        self.log = log
        self.view = view
        self.banners = banners
    }

    /// A recentring jump of the content offset by `delta` points (seeds A, B, C, D + A and E).
    func recentred(by delta: CGFloat) {
        log.emit("recentred", view: view, ["delta": .number(delta)])
    }

    /// Writes an event about the item at `index` of `items`, with its title.
    func emitItem(_ event: String, index: Int, of items: [Banner]) {
        let title = items.indices.contains(index) ? items[index].title : ""
        log.emit(event, view: view, ["index": .int(index), "title": .string(title)])
    }
}

/// Scroll events: the reporter is each technique's scroll view's `observer`.
extension EventReporter: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.emit("didScroll", view: view, ["offset": .number(scrollView.contentOffset.x)])
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.emit("willBeginDragging", view: view, ["offset": .number(scrollView.contentOffset.x)])
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        log.emit("willEndDragging", view: view, ["offset": .number(scrollView.contentOffset.x),
                                                  "velocity": .number(velocity.x), "target": .number(targetContentOffset.x)])
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.emit("didEndDragging", view: view, ["offset": .number(scrollView.contentOffset.x), "willDecelerate": .bool(decelerate)])
        if !decelerate { reportSettledIndex() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.emit("didEndDecelerating", view: view, ["offset": .number(scrollView.contentOffset.x)])
        reportSettledIndex()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.emit("didEndScrollingAnimation", view: view, ["offset": .number(scrollView.contentOffset.x)])
        reportSettledIndex()
    }

    /// For a technique with no index delegate of its own (the finite strips): the index it came to
    /// rest on, when it changed.
    private func reportSettledIndex() {
        guard let settledIndex, let index = settledIndex(), index != reportedIndex else { return }
        reportedIndex = index
        emitItem("currentIndexChanged", index: index, of: banners)
    }
}

extension EventReporter: BannerCarouselDelegate {
    func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int) {
        emitItem("currentIndexChanged", index: index, of: carousel.items)
    }

    func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int) {
        emitItem("selected", index: index, of: carousel.items)
    }
}

extension EventReporter: PreviewScrollHostDelegate {
    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) {
        emitItem("currentIndexChanged", index: page, of: banners)
    }

    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) {
        emitItem("selected", index: index, of: banners)
    }
}

extension EventReporter: InfinitePagingPickerDelegate {
    func optionChanged(to index: Int, in picker: InfinitePagingPicker) {
        emitItem("optionChanged", index: index, of: picker.options)
    }
}

extension EventReporter: TilingScrollViewDelegate, PaddedInfiniteCollectionDelegate {
    func tilingScrollView(_ tiling: TilingScrollView, didSelectItemAt index: Int) {
        emitItem("selected", index: index, of: tiling.items)
    }

    func paddedCollection(_ collection: PaddedInfiniteCollection, didSelectItemAt index: Int) {
        emitItem("selected", index: index, of: collection.items)
    }
}
