import BenchCatalog
import Benchmark
import CarouselBaselines
import Carousels
import Foundation
import ScrollKit

/// The techniques whose model frame is measured: the four with targets, then seed C and its two
/// naive C4 variants beside them.
enum Technique: String, CaseIterable {
    case recyclingCarousel = "RecyclingCarousel"
    case tilingScrollView = "TilingScrollView"
    case infinitePagingPicker = "InfinitePagingPicker"
    /// Infinite mode: the finite mode's strip ends (a fling stops there) and its data source makes
    /// page views by design.
    case previewScrollHost = "PreviewScrollHost"
    case paddedInfiniteCollection = "PaddedInfiniteCollection"
    case naiveIntMaxCollection = "NaiveIntMaxCollection"
    case repeatedDataCollection = "RepeatedDataCollection"

    /// The techniques that take a flow (the one carousel API); the naive C4 baselines are horizontal only.
    static let flowing: [Technique] = [
        .recyclingCarousel, .tilingScrollView, .infinitePagingPicker, .previewScrollHost, .paddedInfiniteCollection,
    ]

    /// The technique in `frame` showing `banners` along `flow`.
    @MainActor
    func makeView(frame: CGRect, banners: [Banner], flow: ItemFlow = .horizontal) -> View {
        let carousel: any Carousel & View
        switch self {
        case .recyclingCarousel:
            carousel = RecyclingCarousel(frame: frame)
        case .tilingScrollView:
            carousel = TilingScrollView(frame: frame)
        case .infinitePagingPicker:
            carousel = InfinitePagingPicker(frame: frame)
        case .previewScrollHost:
            carousel = InfinitePreviewScrollHost(
                frame: frame, pageSize: flow.size(main: (flow.main(frame.size) * 0.6).rounded(), cross: flow.cross(frame.size)))
        case .paddedInfiniteCollection:
            carousel = PaddedInfiniteCollection(frame: frame)
        case .naiveIntMaxCollection:
            let view = NaiveIntMaxCollection(frame: frame)
            view.set(items: banners)
            return view
        case .repeatedDataCollection:
            let view = RepeatedDataCollection(frame: frame)
            view.set(items: banners)
            return view
        }
        carousel.flow = flow
        carousel.set(items: banners)
        return carousel
    }
}

/// `count` banners; built once per count and shared. Titles are short enough to be stored inline,
/// and the images are seven shared references, so the array is the only large allocation.
@MainActor
enum BannerSets {
    private static var cache: [Int: [Banner]] = [:]

    static func banners(count: Int) -> [Banner] {
        if let banners = cache[count] { return banners }
        let images = ["summer", "coffee", "delivery", "trail", "jazz", "greens", "bike"].map {
            ImageReference(LabPaths.repositoryRoot.appendingPathComponent("Resources/images/\($0).jpg").path)
        }
        let banners = (0..<count).map { Banner(title: "Banner \($0)", subtitle: "Item", image: images[$0 % images.count]) }
        cache[count] = banners
        return banners
    }
}

/// A layout policy a model frame is measured with besides the technique's own.
enum LayoutVariant: String, CaseIterable {
    /// Ten items per view, a page a view: ten or more item views in view every frame.
    case tenPerView = "10-per-view"
    /// Every item a length of its own (a product row of mixed widths): prefix sums over all n items,
    /// made once; every frame's lookups are binary searches.
    case mixed

    /// Applies the variant to `carousel`, which shows `count` items.
    @MainActor
    func apply(to carousel: any Carousel, count: Int) {
        switch self {
        case .tenPerView:
            carousel.core.layout = CarouselLayout(itemLength: .itemsPerView(10), pageBy: .view)
        case .mixed:
            let pattern: [CGFloat] = [190, 420, 260, 130, 340, 220, 300]
            carousel.core.itemLengths = (0..<count).map { pattern[$0 % pattern.count] }
        }
    }
}

/// One technique at one item count in a window, flung by a `FlingDriver`.
@MainActor
final class ModelFrameFixture {
    let driver: FlingDriver
    private let measurer = FixedWidthMeasurer()

    /// `effect`: set as the carousel's `effect` (nil: none); `layout`: a layout variant (nil: the
    /// technique's own); `keylines`: a Material 3 keyline layout put over the technique's own layout
    /// (nil: none), as the lab's `--keylines` does.
    init(
        technique: Technique, items: Int, flow: ItemFlow = .horizontal, effect: CarouselEffect? = nil,
        layout: LayoutVariant? = nil, keylines: CarouselLayout.Keylines? = nil
    ) {
        let size = CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight)
        let root = WindowRoot(size: size)
        root.textMeasurer = measurer
        let view = technique.makeView(frame: root.bounds, banners: BannerSets.banners(count: items), flow: flow)
        if let carousel = view as? any Carousel {
            if let effect { carousel.effect = effect }
            layout?.apply(to: carousel, count: items)
            if let keylines {
                var keyed = carousel.core.layout
                keyed.keylines = keylines
                carousel.core.layout = keyed
            }
            view.layoutIfNeeded()
        }
        root.addSubview(view)
        driver = FlingDriver(root: root, flow: flow)
        // Warm up: every phase of the cycle, recentring and recycling included, several times over;
        // a carousel must have moved (the naive C4 baselines are not carousels).
        let watch = (view as? any Carousel).map(FlingWatch.init)
        for _ in 0..<(3 * FlingDriver.cycleFrames) {
            driver.step()
            watch?.sample()
        }
        do { try watch?.check("\(technique.rawValue)/\(items)") } catch { fatalError("model-frame: \(error)") }
    }
}

/// Holds a fixture between the benchmark tool's calls to a benchmark's closure (only ever touched
/// on the main actor, or in teardown once the closure is done).
final class FixtureBox<Fixture>: @unchecked Sendable {
    var fixture: Fixture?
}

/// Runs `body` on the main actor: the benchmark tool calls closures on a pool thread, and the views
/// belong to the main actor. `body` starts and stops the measurement itself, so the hop is not
/// measured (the malloc counters are process-wide).
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor (Benchmark) throws -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        do { try body(benchmark) } catch { fatalError("\(benchmark.name): \(error)") }
    }
}

/// The flows the model frame is measured in besides left to right, and the suffix each adds to the
/// technique's name (`model-frame/RecyclingCarousel-vertical/100`).
let modelFrameFlows: [(flow: ItemFlow, suffix: String)] = [
    (.horizontal, ""), (.vertical, "-vertical"), (.rightToLeft, "-rtl"),
]

func registerModelFrameBenchmarks() {
    for technique in Technique.allCases {
        for (flow, suffix) in modelFrameFlows where flow == .horizontal || Technique.flowing.contains(technique) {
            for items in BenchCatalog.modelItemCounts {
                registerModelFrameBenchmark(technique, items: items, flow: flow, name: technique.rawValue + suffix)
            }
        }
    }
    // With an effect on (`Carousel.effect`, applied by every progress pass): the frame must stay
    // allocation-free.
    for technique in Technique.flowing {
        for items in BenchCatalog.modelItemCounts {
            registerModelFrameBenchmark(
                technique, items: items, flow: .horizontal, effect: .scale, name: technique.rawValue + "-effect-scale")
        }
    }
    // With a layout policy (the core's `CarouselLayout` and item lengths): still flat in n, no malloc.
    // Seed E's picker keeps one option per page whatever the layout, so it has no such rows.
    for technique in Technique.flowing where technique != .infinitePagingPicker {
        for variant in LayoutVariant.allCases {
            for items in BenchCatalog.modelItemCounts {
                registerModelFrameBenchmark(
                    technique, items: items, flow: .horizontal, layout: variant,
                    name: technique.rawValue + "-" + variant.rawValue)
            }
        }
    }
    // Keylines and 3D layouts (issue 29): flat in n, no malloc.
    registerLayout29ModelFrameBenchmarks()
}

/// The item counts of the keyline and 3D rows (issue 29): flat in n means 10⁶ items cost what 10³ do.
let layout29ItemCounts = [1000, 1_000_000]

/// The techniques that take Material 3's keylines: seed D's pages and seed E's options are their
/// scroll view's bounds, so both lay out without them (and say so); the naive C4 baselines take no
/// layout.
let keylineTechniques: [Technique] = [.recyclingCarousel, .tilingScrollView, .paddedInfiniteCollection]

/// iCarousel's 3D layouts measured on seed A (`coverflow` is measured on every technique).
let seedA3DEffects: [CarouselEffect] = [.rotary, .cylinder, .wheel, .timeMachine]

/// Issue 29's model-frame rows: `TECHNIQUE-keylines-NAME/N` for each keyline layout on the techniques
/// that take one, `TECHNIQUE-effect-coverflow/N` on every technique with a flow, and seed A with the
/// other 3D layouts (`RecyclingCarousel-effect-rotary/N` …), at 10³ and 10⁶ items.
private func registerLayout29ModelFrameBenchmarks() {
    for technique in keylineTechniques {
        for keylines in CarouselLayout.Keylines.allCases {
            for items in layout29ItemCounts {
                registerModelFrameBenchmark(
                    technique, items: items, flow: .horizontal, keylines: keylines,
                    name: "\(technique.rawValue)-keylines-\(keylines.rawValue)")
            }
        }
    }
    for technique in Technique.flowing {
        for items in layout29ItemCounts {
            registerModelFrameBenchmark(
                technique, items: items, flow: .horizontal, effect: .coverflow,
                name: technique.rawValue + "-effect-coverflow")
        }
    }
    for effect in seedA3DEffects {
        for items in layout29ItemCounts {
            registerModelFrameBenchmark(
                .recyclingCarousel, items: items, flow: .horizontal, effect: effect,
                name: "\(Technique.recyclingCarousel.rawValue)-effect-\(effect.rawValue)")
        }
    }
}

/// How every model-frame row is measured: 1000 frames an iteration (`.kilo`), wall clock and mallocs.
var modelFrameConfiguration: Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 2,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200
    )
}

private func registerModelFrameBenchmark(
    _ technique: Technique, items: Int, flow: ItemFlow, effect: CarouselEffect? = nil, layout: LayoutVariant? = nil,
    keylines: CarouselLayout.Keylines? = nil, name: String
) {
    let box = FixtureBox<ModelFrameFixture>()
    Benchmark(
        BenchCatalog.name(BenchCatalog.modelFrame, name, items: items),
        configuration: modelFrameConfiguration,
        closure: { benchmark in
            await onMainActor(benchmark) { benchmark in
                if box.fixture == nil {
                    box.fixture = ModelFrameFixture(
                        technique: technique, items: items, flow: flow, effect: effect, layout: layout,
                        keylines: keylines)
                }
                let driver = box.fixture!.driver
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(driver.step())
                }
                benchmark.stopMeasurement()
            }
        },
        teardown: { box.fixture = nil }
    )
}
