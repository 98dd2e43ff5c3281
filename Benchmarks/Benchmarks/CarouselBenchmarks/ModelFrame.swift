import BenchCatalog
import Benchmark
import Carousels
import Foundation
import ScrollKit

/// The techniques whose model frame is measured: the four with targets, then seed C and its two
/// naive C4 variants beside them.
enum Technique: String, CaseIterable {
    case bannerCarousel = "BannerCarousel"
    case tilingScrollView = "TilingScrollView"
    case infinitePagingPicker = "InfinitePagingPicker"
    /// Infinite mode: the finite mode's strip ends (a fling stops there) and its data source makes
    /// page views by design.
    case previewScrollHost = "PreviewScrollHost"
    case paddedInfiniteCollection = "PaddedInfiniteCollection"
    case naiveIntMaxCollection = "NaiveIntMaxCollection"
    case repeatedDataCollection = "RepeatedDataCollection"

    @MainActor
    func makeView(frame: CGRect, banners: [Banner]) -> View {
        switch self {
        case .bannerCarousel:
            let view = BannerCarousel(frame: frame)
            view.set(items: banners)
            return view
        case .tilingScrollView:
            let view = TilingScrollView(frame: frame)
            view.set(items: banners)
            return view
        case .infinitePagingPicker:
            let view = InfinitePagingPicker(frame: frame)
            view.set(items: banners)
            return view
        case .previewScrollHost:
            let view = InfinitePreviewScrollHost(
                frame: frame,
                pageSize: CGSize(width: (frame.width * 0.6).rounded(), height: frame.height))
            view.set(items: banners)
            return view
        case .paddedInfiniteCollection:
            let view = PaddedInfiniteCollection(frame: frame)
            view.set(items: banners)
            return view
        case .naiveIntMaxCollection:
            let view = NaiveIntMaxCollection(frame: frame)
            view.set(items: banners)
            return view
        case .repeatedDataCollection:
            let view = RepeatedDataCollection(frame: frame)
            view.set(items: banners)
            return view
        }
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

/// One technique at one item count in a window, flung by a `FlingDriver`.
@MainActor
final class ModelFrameFixture {
    let driver: FlingDriver
    private let measurer = FixedWidthMeasurer()

    init(technique: Technique, items: Int) {
        let size = CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight)
        let root = WindowRoot(size: size)
        root.textMeasurer = measurer
        root.addSubview(technique.makeView(frame: root.bounds, banners: BannerSets.banners(count: items)))
        driver = FlingDriver(root: root)
        // Warm up: every phase of the cycle, recentring and recycling included, several times over.
        driver.step(3 * FlingDriver.cycleFrames)
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

func registerModelFrameBenchmarks() {
    for technique in Technique.allCases {
        for items in BenchCatalog.modelItemCounts {
            let box = FixtureBox<ModelFrameFixture>()
            Benchmark(
                BenchCatalog.name(BenchCatalog.modelFrame, technique.rawValue, items: items),
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal],
                    timeUnits: .nanoseconds,
                    warmupIterations: 2,
                    scalingFactor: .kilo,
                    maxDuration: .seconds(1),
                    maxIterations: 200
                ),
                closure: { benchmark in
                    await onMainActor(benchmark) { benchmark in
                        if box.fixture == nil { box.fixture = ModelFrameFixture(technique: technique, items: items) }
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
    }
}
