import Carousels
import Foundation
import ScrollKit

/// The `thumbs` scene: a store page's main banner carousel (seed A, the config's layout) above a strip
/// of its thumbnails (a finite free strip of `BannerThumbnailView`s), linked (`CarouselLink`): the
/// main's item is ringed and kept in view on the strip, a click on a thumbnail moves the main there. A
/// vertical flow puts the strip at the main's side (after it, across the axis).
///
/// Tab moves the keys between the main (its arrows page it; the strip follows) and the strip (its
/// arrows scroll it). The event log names the two `main` and `thumbs`, and writes
/// `linkedIndexChanged` (`view` "thumbs") for each index the strip followed.
@MainActor
final class ThumbsSceneView: View {
    /// A thumbnail's size, in points (16 : 9): along a horizontal strip 170 long and the strip 96
    /// high; along a vertical one 96 long and the strip 170 wide.
    static let thumbnailSize = CGSize(width: 170, height: 96)
    /// The gap between the main and the strip, in points.
    static let gap: CGFloat = 16

    let main: RecyclingCarousel
    let thumbnails: FiniteStrip
    /// The link (the carousels hold it weakly); nil when the two could not be linked (never: they
    /// show the same banners).
    let link: CarouselLink?
    private let flow: ItemFlow

    private init(main: RecyclingCarousel, thumbnails: FiniteStrip, link: CarouselLink?, flow: ItemFlow) {
        self.main = main
        self.thumbnails = thumbnails
        self.link = link
        self.flow = flow
        super.init()
        addSubview(main)
        addSubview(thumbnails)
        addSubview(emptyLabel)
        syncEmptyState()
        main.addListener(self)
    }

    /// "No banners" in place of the two while there are none (a live edit may empty them or fill them).
    private let emptyLabel = EmptyStateLabel()

    private func syncEmptyState() {
        let isEmpty = main.itemCount == 0
        emptyLabel.isHidden = !isEmpty
        thumbnails.isHidden = isEmpty
    }

    /// The scene for `items` (the shell's banners, lengths and layout) flowing along `flow`; events go
    /// to `log`.
    static func content(_ items: SceneItems, flow: ItemFlow, log: EventLog?) -> SceneContent {
        let main = RecyclingCarousel(layout: items.layout)
        main.core.itemLengths = items.itemLengths
        main.flow = flow
        let mainReporter = log.map { EventReporter(log: $0, view: "main", banners: items.banners) }
        main.carouselDelegate = mainReporter
        main.set(items: items.banners)

        let stripLayout = CarouselLayout(
            inset: 16, spacing: 8, cornerRadius: 6,
            itemLength: .fixed(flow.main(thumbnailSize)), alignment: .start)
        let strip = FiniteStrip(layout: stripLayout, paging: false)
        // A click selects the thumbnail under it where it is (the link moves the main there, and the
        // strip scrolls only if the ring would come too near an end) rather than first paging the
        // strip to put it at the start.
        strip.clicksSelect = true
        strip.flow = flow
        let stripReporter = log.map { EventReporter(log: $0, view: "thumbs", banners: items.banners) }
        strip.carouselDelegate = stripReporter
        strip.setItems(count: items.banners.count, cells: .thumbnails(items.banners))

        let link = try? CarouselLink(main: main, thumbnails: strip)
        if let log {
            link?.onFollow = { index, _ in log.emit(.linkedIndexChanged(.init(index: index)), view: "thumbs") }
        }
        mainReporter?.observe(main)
        stripReporter?.observe(strip)
        let scene = ThumbsSceneView(main: main, thumbnails: strip, link: link, flow: flow)
        let techniques = [
            Technique(kind: .thumbs, view: main, carousel: main, reporter: mainReporter),
            Technique(
                kind: .thumbs, view: strip, carousel: strip, reporter: stripReporter,
                cells: { banners, _ in .thumbnails(banners) }),
        ]
        return SceneContent(
            kind: .thumbs, view: MarginView(content: scene, margin: SceneContent.margin, across: flow.axis),
            techniques: techniques)
    }

    /// The main fills the view less the strip, which runs along the main's axis after it across (under
    /// a horizontal main, at the right of a vertical one).
    override func layoutSubviews() {
        let thickness = min(flow.cross(Self.thumbnailSize), flow.cross(bounds.size) / 3)
        let mainCross = max(0, flow.cross(bounds.size) - thickness - Self.gap)
        let length = flow.main(bounds.size)
        main.frame = CGRect(origin: .zero, size: flow.size(main: length, cross: mainCross))
        thumbnails.frame = CGRect(
            origin: flow.point(main: 0, cross: mainCross + Self.gap), size: flow.size(main: length, cross: thickness))
        emptyLabel.frame = bounds
    }
}

extension ThumbsSceneView: CarouselDelegate {
    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        syncEmptyState()
    }
}
