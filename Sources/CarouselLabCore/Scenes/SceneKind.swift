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

    /// The name the event log gives the scene's technique (`"view"` in each line).
    var reportedViewName: String {
        switch self {
        case .banners: return "carousel"
        case .scroll, .paging: return "strip"
        case .previews, .infinitePreviews: return "previews"
        case .tiling: return "tiling"
        case .padded: return "padded"
        case .picker: return "picker"
        }
    }

    /// Builds the scene's content; its delegate events go to `log` when there is one. The reporter is
    /// set before the banners, so the first index is reported too.
    @MainActor
    public func makeContent(banners: [Banner], layout: BannerLayout, log: EventLog?) -> SceneContent {
        let reporter = log.map { EventReporter(log: $0, view: reportedViewName, banners: banners) }
        let view: View, focus: View
        switch self {
        case .banners:
            let carousel = BannerCarousel(layout: layout)
            carousel.delegate = reporter
            carousel.set(items: banners)
            (view, focus) = (carousel, carousel)
        case .scroll, .paging:
            let strip = BannerStripView(banners: banners, layout: layout, paging: self == .paging)
            strip.scrollView.delegate = reporter
            (view, focus) = (strip, strip)
        case .previews, .infinitePreviews:
            let scene = PreviewsSceneView(banners: banners, layout: layout, mode: self == .previews ? .finite : .infinite,
                                          delegate: reporter)
            if let reporter { scene.onSelect = { [unowned scene, weak reporter] index in reporter?.previewScrollHost(scene.host, didSelectItemAt: index) } }
            (view, focus) = (scene, scene.host)
        case .tiling:
            let scene = TilingSceneView(banners: banners, layout: layout, delegate: reporter)
            (view, focus) = (scene, scene.tiling)
        case .padded:
            let scene = PaddedSceneView(banners: banners, layout: layout, delegate: reporter)
            (view, focus) = (scene, scene.collection)
        case .picker:
            let scene = PickerSceneView(banners: banners, layout: layout, delegate: reporter)
            (view, focus) = (scene, scene.picker)
        }
        return SceneContent(view: MarginView(content: view, margin: SceneContent.verticalMargin), focus: focus, reporter: reporter)
    }
}

/// What a scene puts in the window: the view filling it, and the view that takes the keys.
@MainActor
public struct SceneContent {
    /// The space above and below the banners, in points.
    public static let verticalMargin: CGFloat = 16

    public let view: View
    public let focus: View?
    /// The scene's event reporter, if logging (delegates are weak: the scene keeps it alive).
    let reporter: EventReporter?
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
