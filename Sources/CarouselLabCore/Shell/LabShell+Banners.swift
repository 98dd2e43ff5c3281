import Carousels
import Foundation
import ScrollKit

/// Live data: the config edited while the lab runs, and `--feed`'s pages appended to finite strips.
/// Every technique of the scene (and the gallery left behind, if any) takes the same batch through
/// `Carousel.updateItems`, so the centred banner stays centred and its neighbours slide.
extension LabShell {
    /// The distance from the last item at which a finite strip asks the feed for more: the current
    /// item within 2 items of the last (its index ≥ count − 3).
    public static let feedDistance = 2

    /// Shows `banners` (a new version of the config's) in every technique, matched to those shown
    /// (`BannerMatching`): kept, inserted, removed, moved or reloaded as one batch each. `--feed`
    /// cycles through them from now on.
    ///
    /// `now` is the app time it happens at (the run loop's frame time): the items slide from it, and
    /// the event log stamps its lines with it.
    ///
    /// - Returns: the batch applied.
    /// - Complexity: the diff, O((n + m) · d), plus each technique's `updateItems`.
    @discardableResult
    public func updateBanners(_ banners: [LiveBanner], at now: Timestamp) -> CarouselItemChanges {
        frameClock?.noteEventTime(now)
        feedSource = banners
        let changes = BannerMatching.changes(from: liveBanners, to: banners)
        apply(changes, showing: banners)
        return changes
    }

    /// Applies `changes` to every technique, which then shows `banners`. A technique that refuses the
    /// batch (it cannot: every technique holds the shell's banners) is given the banners anew.
    func apply(_ changes: CarouselItemChanges, showing banners: [LiveBanner]) {
        liveBanners = banners
        let plain = banners.map(\.banner)
        let lengths = LiveBanner.lengths(of: banners)
        // The shelves' rows are made from the banners' "row"s: an edit may make other rows, so the
        // shelves are made anew (the focus back on the first item), after the gallery left behind.
        let remakesShelves = scene == .shelves
        defer { if remakesShelves { show(.shelves) } }
        for technique in (remakesShelves ? [] : content.techniques) + (savedGallery?.techniques ?? []) {
            technique.reporter?.banners = plain // before the batch: its index lines name the new titles
            let carousel = technique.carousel
            let cells = technique.cells(plain, carousel.flow.effectiveDirection)
            do {
                try carousel.updateItems(changes, cells: cells, itemLengths: lengths)
            } catch {
                carousel.itemLengths = lengths
                carousel.setItems(count: plain.count, cells: cells)
            }
            technique.syncDots()
        }
    }

    /// Points `--feed` at the finite techniques of `content`: each tells the shell when its current
    /// item nears the end (`Carousel.nearEndDistance`), or stops telling it when there is no feed.
    func attachFeed(to content: SceneContent) {
        for technique in content.techniques where SceneKind.feedScenes.contains(technique.kind) {
            technique.carousel.nearEndDistance = feed == nil ? nil : LabShell.feedDistance
            technique.carousel.addListener(self)
        }
    }

    /// Appends `feed` banners: the config's, cycled, banner i of the strip showing the config's
    /// banner i mod n with its title followed by its running number i + 1 ("Lisbon 11").
    func appendFeed() {
        guard let feed, feed > 0, !feedSource.isEmpty else { return }
        let count = liveBanners.count
        var banners = liveBanners
        var changes = CarouselItemChanges()
        for index in count..<(count + feed) {
            var next = feedSource[index % feedSource.count]
            next.banner.title += " \(index + 1)"
            next.id = nil
            banners.append(next)
            changes.insert(at: index)
        }
        apply(changes, showing: banners)
    }
}

extension LabShell: CarouselDelegate {
    /// A finite strip's current item came near its end: the feed appends on the next pass
    /// (`update(now:)`), outside the carousel's own call.
    public func carousel(_ carousel: any Carousel, didNearEndAt index: Int) {
        guard feed != nil else { return }
        feedPending = true
    }
}
