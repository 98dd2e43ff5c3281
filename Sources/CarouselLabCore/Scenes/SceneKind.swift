import Carousels
import Foundation
import ScrollKit

/// The scenes the lab can open, each showing the config's banners one way.
public enum SceneKind: String, CaseIterable, Sendable {
    /// Seed A: the three-view infinite banner carousel, full window width.
    case banners
    /// A finite, free-scrolling strip of banners laid out as seed A lays them (.normal deceleration,
    /// bouncing): the scroll physics to feel.
    case scroll
    /// A finite paging strip, one banner per window-wide page.
    case paging
    /// Seed D, finite: a paged strip with the neighbouring pages visible at the sides (previews),
    /// pages from a data source, loaded lazily, drop shadows on.
    case previews
    /// Seed D's previews over an endless strip of three recycled views (seed A's recycling).
    case infinitePreviews = "infinite-previews"
    /// Seed B: the endless free-scrolling strip of tiles (recentring and tiling).
    case tiling
    /// Seed C: the endless strip as a collection padded with copies, shifted by one data set.
    case padded
    /// Seed E: a compact endless option picker; a click advances.
    case picker

    /// One line for `--help`.
    public var summary: String {
        switch self {
        case .banners: return "seed A: three recycled views, an endless strip of banners"
        case .scroll: return "a finite free strip: momentum and rubber-banding (.normal)"
        case .paging: return "a finite paging strip, one banner per page"
        case .previews: return "seed D: pages with their neighbours showing, loaded lazily"
        case .infinitePreviews: return "seeds D + A: endless previews on three recycled views"
        case .tiling: return "seed B: an endless free strip, recentred and tiled"
        case .padded: return "seed C: an endless collection padded with copies"
        case .picker: return "seed E: an endless option picker; a click advances"
        }
    }

    /// Builds the scene's content; its delegate events go to `log` when there is one.
    @MainActor
    public func makeContent(banners: [Banner], layout: BannerLayout, log: EventLog?) -> SceneContent {
        switch self {
        case .banners:
            let carousel = BannerCarousel(layout: layout)
            var reporters: [AnyObject] = []
            if let log {  // before the items, so the first index is reported too
                let reporter = EventReporter(log: log, view: "carousel")
                carousel.delegate = reporter
                reporters.append(reporter)
            }
            carousel.set(items: banners)
            return SceneContent(view: MarginView(content: carousel, margin: SceneContent.verticalMargin), focus: carousel, reporters: reporters)
        case .scroll, .paging:
            let strip = BannerStripView(banners: banners, layout: layout, paging: self == .paging)
            var reporters: [AnyObject] = []
            if let log {
                let reporter = EventReporter(log: log, view: "strip")
                strip.scrollView.delegate = reporter
                reporters.append(reporter)
            }
            return SceneContent(view: MarginView(content: strip, margin: SceneContent.verticalMargin), focus: strip, reporters: reporters)
        case .previews, .infinitePreviews:
            let reporter = log.map { EventReporter(log: $0, view: "previews", banners: banners) }
            let scene = PreviewsSceneView(banners: banners, layout: layout, mode: self == .previews ? .finite : .infinite,
                                          delegate: reporter)
            if let reporter { scene.onSelect = { [unowned scene, weak reporter] index in reporter?.previewScrollHost(scene.host, didSelectItemAt: index) } }
            return SceneContent(view: MarginView(content: scene, margin: SceneContent.verticalMargin), focus: scene.host,
                                reporters: reporter.map { [$0] } ?? [])
        case .tiling:
            let reporter = log.map { EventReporter(log: $0, view: "tiling") }
            let scene = TilingSceneView(banners: banners, layout: layout, delegate: reporter)
            return SceneContent(view: MarginView(content: scene, margin: SceneContent.verticalMargin), focus: scene.tiling,
                                reporters: reporter.map { [$0] } ?? [])
        case .padded:
            let reporter = log.map { EventReporter(log: $0, view: "padded") }
            let scene = PaddedSceneView(banners: banners, layout: layout, delegate: reporter)
            return SceneContent(view: MarginView(content: scene, margin: SceneContent.verticalMargin), focus: scene.collection,
                                reporters: reporter.map { [$0] } ?? [])
        case .picker:
            let reporter = log.map { EventReporter(log: $0, view: "picker") }
            let scene = PickerSceneView(banners: banners, layout: layout, delegate: reporter)
            return SceneContent(view: MarginView(content: scene, margin: SceneContent.verticalMargin), focus: scene.picker,
                                reporters: reporter.map { [$0] } ?? [])
        }
    }
}

/// What a scene puts in the window: the view filling it, and the view that takes the keys.
@MainActor
public struct SceneContent {
    /// The space above and below the banners, in points.
    public static let verticalMargin: CGFloat = 16

    public let view: View
    public let focus: View?
    /// The event reporters (delegates are weak: the scene keeps them alive).
    let reporters: [AnyObject]
}

/// Holds one view, filling its bounds less `margin` at the top and bottom.
@MainActor
final class MarginView: View {
    let content: View
    let margin: CGFloat

    init(content: View, margin: CGFloat) {
        self.content = content
        self.margin = margin
        super.init()
        addSubview(content)
    }

    override func layoutSubviews() {
        content.frame = CGRect(x: 0, y: margin, width: bounds.width, height: max(0, bounds.height - 2 * margin))
    }
}
