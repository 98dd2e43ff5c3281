import Carousels
import Foundation
import ScrollKit

/// The scenes the lab can open: the gallery of every technique, or one technique full-window.
public enum SceneKind: String, CaseIterable, Sendable {
    /// Every technique stacked in one window, each labelled with its name and seed (the default).
    case gallery
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
    /// A media browser's home screen: a column of rows of banners (the config's `"row"`s), TV-style
    /// focus with a ring, one row per wheel notch (`CarouselShelves`).
    case shelves
    /// A main banner carousel above a strip of its thumbnails, linked (`CarouselLink`).
    case thumbs

    /// The techniques the gallery shows, in its order; keys 1–7 open them full-window.
    public static let galleryTechniques: [SceneKind] = [
        .banners, .tiling, .padded, .previews, .infinitePreviews, .picker, .paging,
    ]

    /// The scenes `--feed` takes: the finite strips, whose end can come near.
    public static let feedScenes: [SceneKind] = [.scroll, .paging, .previews]

    /// The scenes the digit keys open, in order: the gallery's techniques (1–7), then `shelves` (8) and
    /// `thumbs` (9).
    public static let keyedScenes: [SceneKind] = galleryTechniques + [.shelves, .thumbs]

    /// One line for `--help`, listed under `--scene`: at most 48 characters, so that the line fits
    /// in 80 columns after the option's indent.
    public var summary: String {
        switch self {
        case .gallery: return "every technique; 1-7 opens one, Esc comes back"
        case .banners: return "seed A: an endless strip on three recycled views"
        case .scroll: return "a finite free strip: momentum, rubber band"
        case .paging: return "a finite paging strip, one banner per page"
        case .previews: return "seed D: pages with their neighbours in view"
        case .infinitePreviews: return "seeds D + A: endless previews, three views"
        case .tiling: return "seed B: an endless free strip, recentred, tiled"
        case .padded: return "seed C: a collection padded with copies"
        case .picker: return "seed E: an endless picker; a click advances"
        case .shelves: return "rows of banners, TV focus (arrows, Enter)"
        case .thumbs: return "a main carousel linked to its thumbnails"
        }
    }

    /// The technique's name, as the gallery labels it.
    public var title: String {
        switch self {
        case .gallery: return "Gallery"
        case .banners: return "Three recycled views"
        case .scroll: return "Free strip (finite)"
        case .paging: return "Paging strip (finite)"
        case .previews: return "Paging with previews"
        case .infinitePreviews: return "Endless previews"
        case .tiling: return "Recentre and tile"
        case .padded: return "Padded collection"
        case .picker: return "n + 2 pager"
        case .shelves: return "Shelves"
        case .thumbs: return "Thumbnails"
        }
    }

    /// The article technique it rebuilds (`docs/BEHAVIOURS.md`), or what it is for.
    public var seed: String {
        switch self {
        case .gallery: return "all seeds"
        case .banners: return "seed A"
        case .scroll, .paging: return "reference"
        case .previews: return "seed D"
        case .infinitePreviews: return "seeds D + A"
        case .tiling: return "seed B"
        case .padded: return "seed C"
        case .picker: return "seed E"
        case .shelves, .thumbs: return "media browser"
        }
    }

    /// The name the event log gives the technique (`"view"` in each line).
    var reportedViewName: String {
        switch self {
        case .gallery: return "gallery"
        case .banners: return "carousel"
        case .scroll, .paging: return "strip"
        case .previews, .infinitePreviews: return "previews"
        case .tiling: return "tiling"
        case .padded: return "padded"
        case .picker: return "picker"
        case .shelves: return "shelves"
        case .thumbs: return "main"
        }
    }

    /// Builds the scene: the gallery, or one technique with a margin above and below, every technique
    /// flowing along `flow`, laid out by `layout`, banner i `itemLengths[i]` points long where that is
    /// not nil (the others take the layout's item length). Delegate events go to `log` when there is one.
    @MainActor
    public func makeContent(
        banners: [Banner], layout: CarouselLayout, itemLengths: [CGFloat?] = [], bannerRows: [String?] = [],
        flow: ItemFlow = .horizontal, log: EventLog?
    ) -> SceneContent {
        let items = SceneItems(banners: banners, layout: layout, itemLengths: itemLengths)
        switch self {
        case .shelves:
            return ShelvesSceneView.content(items, rows: bannerRows, flow: flow, log: log)
        case .thumbs:
            return ThumbsSceneView.content(items, flow: flow, log: log)
        default:
            break
        }
        guard let technique = makeTechnique(items, flow: flow, log: log, background: .backdrop) else {
            let techniques = SceneKind.galleryTechniques.compactMap {
                $0.makeTechnique(items, flow: flow, log: log, background: GalleryCell.background)
            }
            return SceneContent(kind: .gallery, view: GalleryView(techniques: techniques, flow: flow), techniques: techniques)
        }
        return SceneContent(
            kind: self, view: MarginView(content: technique.view, margin: SceneContent.margin, across: flow.axis),
            techniques: [technique])
    }

    /// Builds one technique showing `items`' banners, laid out by its layout and item lengths, its
    /// reporter (set before the banners, so the first index is reported too) watching it; nil for the
    /// gallery, which is made of techniques. `background` is the opaque colour it is drawn on.
    ///
    /// Every technique takes the layout and the lengths through its core (`core.layout`,
    /// `core.itemLengths`) or its initialiser, the lengths set before the banners: seeds A and the
    /// finite strips as they are; seeds B and C through `EndlessStripSceneView`, which maps the
    /// default `.fill` to the lab's tiles; seed D through `PreviewsSceneView`'s layout and its host's
    /// core; seed E's picker is given both and keeps one option per page.
    @MainActor
    func makeTechnique(_ items: SceneItems, flow: ItemFlow, log: EventLog?, background: Color) -> Technique? {
        let banners = items.banners
        let layout = items.layout
        let reporter = log.map { EventReporter(log: $0, view: reportedViewName, banners: banners) }
        let view: View
        let carousel: InspectableCarousel & View
        switch self {
        case .gallery, .shelves, .thumbs:
            return nil
        case .banners:
            let banner = RecyclingCarousel(layout: layout)
            banner.core.itemLengths = items.itemLengths
            banner.flow = flow
            banner.carouselDelegate = reporter
            banner.set(items: banners)
            (view, carousel) = (banner, banner)
        case .scroll, .paging:
            let strip = FiniteStrip(layout: layout, paging: self == .paging)
            strip.core.itemLengths = items.itemLengths
            strip.flow = flow
            strip.carouselDelegate = reporter
            strip.set(items: banners)
            (view, carousel) = (strip, strip)
        case .previews, .infinitePreviews:
            let scene = PreviewsSceneView(
                banners: banners, layout: layout, flow: flow, infinite: self == .infinitePreviews,
                delegate: reporter, background: background)
            scene.host.core.itemLengths = items.itemLengths
            (view, carousel) = (scene, scene.host)
        case .tiling:
            let tiling = TilingScrollView()
            tiling.core.itemLengths = items.itemLengths
            tiling.flow = flow
            tiling.carouselDelegate = reporter
            tiling.set(items: banners)
            (view, carousel) = (EndlessStripSceneView(strip: tiling, layout: layout), tiling)
        case .padded:
            let collection = PaddedInfiniteCollection()
            collection.core.itemLengths = items.itemLengths
            collection.flow = flow
            collection.carouselDelegate = reporter
            collection.set(items: banners)
            (view, carousel) = (EndlessStripSceneView(strip: collection, layout: layout), collection)
        case .picker:
            let scene = PickerSceneView(
                banners: banners, layout: layout, itemLengths: items.itemLengths, flow: flow, delegate: reporter,
                background: background)
            (view, carousel) = (scene, scene.picker)
        }
        reporter?.observe(carousel)
        return Technique(kind: self, view: TechniqueView(content: view, carousel: carousel), reporter: reporter)
    }
}

/// What every technique of a scene shows and how it lays it out: the banners, the layout, and each
/// banner's own length along the main axis (nil, or past the end: the layout's item length).
struct SceneItems {
    let banners: [Banner]
    let layout: CarouselLayout
    let itemLengths: [CGFloat?]
}

/// One technique as the lab shows it: its view (the carousel with page dots under it, or the carousel
/// alone where a scene places it: a shelf's row), the carousel inside, and the reporter that logs its
/// events.
@MainActor
public struct Technique {
    public let kind: SceneKind
    /// The technique on screen: a `TechniqueView`, or the carousel itself in a shelf.
    public let view: View
    /// The carousel: it takes the keys, and the X-ray and autoplay work on it.
    public let carousel: InspectableCarousel & View
    /// The event reporter, if logging (delegates are weak: the technique keeps it alive).
    let reporter: EventReporter?
    /// The cells it shows banners in: banner cells, or thumbnails in the `thumbs` scene's strip. A
    /// live edit gives it new ones.
    let cells: @MainActor ([Banner], LayoutDirection) -> CarouselCells

    /// A technique shown in `view`, its carousel and page dots.
    init(
        kind: SceneKind, view: TechniqueView, reporter: EventReporter?,
        cells: @escaping @MainActor ([Banner], LayoutDirection) -> CarouselCells = { .banners($0, direction: $1) }
    ) {
        self.init(kind: kind, view: view, carousel: view.carousel, reporter: reporter, cells: cells)
    }

    /// A technique whose carousel is shown in `view` (the carousel itself, where a scene places it).
    init(
        kind: SceneKind, view: View, carousel: InspectableCarousel & View, reporter: EventReporter?,
        cells: @escaping @MainActor ([Banner], LayoutDirection) -> CarouselCells = { .banners($0, direction: $1) }
    ) {
        self.kind = kind
        self.view = view
        self.carousel = carousel
        self.reporter = reporter
        self.cells = cells
        // What a screen reader names its list: the technique, unless the scene named it (a shelf's row).
        if carousel.accessibilityLabel == nil { carousel.accessibilityLabel = kind.title }
    }

    /// Brings the page dots (where it has some) in step with the carousel.
    func syncDots() {
        (view as? TechniqueView)?.syncDots()
    }
}

/// What a scene puts in the window: the view filling it, and the techniques in it.
@MainActor
public struct SceneContent {
    /// The space on each side of a full-window technique across its axis (above and below a
    /// horizontal strip, left and right of a vertical one), in points: along its axis the technique
    /// meets the window's edges, so seed A's 16 pt inset is from the window, as in the seed.
    public static let margin: CGFloat = 16

    /// The scene it shows.
    public let kind: SceneKind
    public let view: View
    public let techniques: [Technique]
    /// The views Tab and Shift-Tab move the keys between, the first focused when the scene opens: each
    /// technique's carousel, unless the scene says otherwise (the shelves take the keys as one).
    public let keyTargets: [View]
    /// What the scene does besides gliding its techniques back when attract mode starts (the shelves
    /// scroll back to their first row and focus its first item); nil for nothing more.
    let onAttract: (@MainActor () -> Void)?

    init(
        kind: SceneKind, view: View, techniques: [Technique], keyTargets: [View]? = nil,
        onAttract: (@MainActor () -> Void)? = nil
    ) {
        self.kind = kind
        self.view = view
        self.techniques = techniques
        self.keyTargets = keyTargets ?? techniques.map(\.carousel)
        self.onAttract = onAttract
    }
}

/// Holds one view, filling its bounds less `margin` on each side across `axis` (top and bottom for a
/// horizontal strip, left and right for a vertical one).
@MainActor
final class MarginView: View {
    let content: View
    let margin: CGFloat
    let axis: Axis

    init(content: View, margin: CGFloat, across axis: Axis) {
        self.content = content
        self.margin = margin
        self.axis = axis
        super.init()
        addSubview(content)
    }

    override func layoutSubviews() {
        content.frame =
            switch axis {
            case .horizontal: CGRect(x: 0, y: margin, width: bounds.width, height: max(0, bounds.height - 2 * margin))
            case .vertical: CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
            }
    }
}
