import Carousels
import Foundation
import ScrollKit

/// Turns one scene view's delegate callbacks into `EventLog` lines named `view`. One reporter type
/// serves every technique: it adopts each delegate protocol in an extension below.
///
/// `banners` gives the titles of index lines; the shell sets it again before it changes the items.
@MainActor
final class EventReporter {
    let log: EventLog
    let view: String
    /// The banners the technique shows, in order (the titles of index lines).
    var banners: [Banner]

    /// Whether it logs the technique's selections (`selected`): a shelf's row leaves them to the
    /// shelves' own line, which names the row and the item.
    var logsSelections = true

    /// Why the technique's content moved, asked for each line that carries a `cause` (index
    /// changes, selections, landings); nil reads `.api`. The technique supplies it.
    var causeOf: (@MainActor () -> ScrollCause)?

    init(log: EventLog, view: String, banners: [Banner] = []) {
        self.log = log
        self.view = view
        self.banners = banners
    }

    /// Watches `carousel`'s scroll view (its scroll lines) and takes the cause of each line from it.
    func observe(_ carousel: any InspectableCarousel & View) {
        carousel.inspectedScrollView.addObserver(self)
        causeOf = { [unowned carousel] in carousel.inspectedScrollView.cause }
    }

    /// The cause of the line being written.
    private var cause: ScrollCause { causeOf?() ?? .api }

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

/// Scroll events: the reporter observes each technique's scroll view (`ScrollView.addObserver(_:)`).
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
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.emit(.didEndDecelerating(.init(offset: offset(of: scrollView), cause: cause)), view: view)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.emit(.didEndScrollingAnimation(.init(offset: offset(of: scrollView), cause: cause)), view: view)
    }
}

/// Every technique's item events, through the one carousel protocol: the index and selection lines
/// carry the cause the technique reports.
extension EventReporter: CarouselDelegate {
    func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        log.emit(.currentIndexChanged(item(index, of: banners, because: cause)), view: view)
    }

    func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause) {
        log.emit(.targetIndexChanged(item(index, of: banners, because: cause)), view: view)
    }

    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        log.emit(.settledIndexChanged(item(index, of: banners, because: cause)), view: view)
    }

    func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat) {
        recentred(by: delta)
    }

    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        guard logsSelections else { return }
        log.emit(.selected(item(index, of: banners, because: cause)), view: view)
    }

    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        let changes = update.changes
        log.emit(
            .itemsChanged(
                .init(
                    inserted: changes.inserted.count, removed: changes.removed.count, moved: changes.moved.count,
                    reloaded: changes.reloaded.count, from: update.currentBefore, to: update.currentAfter, cause: .data)),
            view: view)
    }
}
