import BenchCatalog
import Benchmark
import Carousels
import Foundation
import ScrollKit

/// The techniques whose live-data batches are measured (issue 28): seeds A–D, seed D in both of its
/// modes, and the finite paging strip.
enum LiveDataTechnique: String, CaseIterable {
    case recyclingCarousel = "RecyclingCarousel"
    case tilingScrollView = "TilingScrollView"
    case paddedInfiniteCollection = "PaddedInfiniteCollection"
    /// Seed D as written: lazy pages in a strip that ends (its page source starts afresh on a batch).
    case finitePreviewScrollHost = "FinitePreviewScrollHost"
    case infinitePreviewScrollHost = "InfinitePreviewScrollHost"
    /// The paging strip (`FiniteStrip(paging: true)`).
    case finiteStrip = "FiniteStrip"

    /// The technique in `frame`, left to right, with no items yet; seed D's page is 0.6 of the
    /// frame's width, as in the model-frame rows.
    @MainActor
    func makeCarousel(frame: CGRect) -> any Carousel & View {
        let pageSize = CGSize(width: (frame.width * 0.6).rounded(), height: frame.height)
        switch self {
        case .recyclingCarousel: return RecyclingCarousel(frame: frame)
        case .tilingScrollView: return TilingScrollView(frame: frame)
        case .paddedInfiniteCollection: return PaddedInfiniteCollection(frame: frame)
        case .finitePreviewScrollHost: return FinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .infinitePreviewScrollHost: return InfinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .finiteStrip: return FiniteStrip(frame: frame, paging: true)
        }
    }
}

/// One technique showing `items` banners in a 1280×720 window model, started at its middle item and
/// flung by a `FlingDriver` (as the model-frame rows are), taking batches of live data.
///
/// A batch removes the item just before the current one and inserts a new item just after it, so
/// the count stays the same, the current item keeps its identity (its index goes down by one), and
/// the items on both sides slide (`ItemSlide`) to close and open the gaps.
@MainActor
final class LiveDataFixture {
    /// Frames from one batch to the next in the batch rows: 23 (0.383 s) is longer than a slide
    /// (`ItemSlide.duration`, 0.3 s), so each batch finds the last one's slide over, and prime to the
    /// driver's 60-frame cycle, so the batches fall in every phase of it in turn (held, dragged,
    /// released, gliding, at rest).
    static let framesBetweenBatches = 23
    /// Frames from a batch to the first measured steady frame: 19 (0.317 s), the first frame past
    /// `ItemSlide.duration` (0.3 s), when the slide is over.
    static let framesAfterBatch = 19

    let driver: FlingDriver
    let carousel: any Carousel & View
    /// The cells every batch hands the carousel: the same banners, shown for the new indices.
    private let cells: CarouselCells
    private let measurer = FixedWidthMeasurer()

    /// - Throws: a warm-up batch's `CarouselItemChanges.Problem`; none for 2 or more items.
    init(technique: LiveDataTechnique, items: Int) throws {
        precondition(items >= 2, "a batch removes one item and inserts one next to the current item: give 2 or more")
        precondition(
            Double(Self.framesAfterBatch) * FlingDriver.frameInterval > ItemSlide.duration,
            "the steady frames must start after the slide: \(Self.framesAfterBatch) frames is not past \(ItemSlide.duration) s")
        let size = CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight)
        let root = WindowRoot(size: size)
        root.textMeasurer = measurer
        carousel = technique.makeCarousel(frame: root.bounds)
        let banners = BannerSets.banners(count: items)
        cells = .banners(banners, direction: carousel.flow.effectiveDirection)
        carousel.setItems(count: items, cells: cells)
        root.addSubview(carousel)
        root.layoutIfNeeded()
        // The middle item, so a finite strip flung forward keeps items ahead of it for the whole run.
        carousel.scrollToItem(items / 2, animated: false, cause: .api)
        driver = FlingDriver(root: root)
        // Warm up: every phase of the fling cycle several times, and a few batches with their slides.
        driver.step(3 * FlingDriver.cycleFrames)
        for _ in 0..<4 {
            try applyBatch()
            driver.step(LiveDataFixture.framesBetweenBatches)
        }
    }

    /// One batch, as an app takes it: the changes made (removing the item before the current one and
    /// inserting one after it, counted as `CarouselItemChanges` counts them), applied with
    /// `updateItems(_:cells:)`, and the window's layout the batch made necessary (so a technique
    /// that defers work to its next layout pays for it here).
    ///
    /// - Throws: the batch's `CarouselItemChanges.Problem`; none for 2 or more items.
    func applyBatch() throws {
        let current = carousel.currentItem ?? 0
        var changes = CarouselItemChanges()
        // Before the batch: the item before the current one (the one after it when there is none);
        // after it: the place right after the current item (which comes one index down).
        changes.remove(at: current > 0 ? current - 1 : current + 1)
        changes.insert(at: current > 0 ? current : current + 1)
        try carousel.updateItems(changes, cells: cells)
        driver.root.layoutIfNeeded()
    }
}

func registerLiveDataBenchmarks() {
    for technique in LiveDataTechnique.allCases {
        for items in BenchCatalog.liveDataBatchItemCounts {
            registerLiveDataBatchBenchmark(technique, items: items)
        }
        registerLiveDataSteadyFrameBenchmark(technique)
    }
}

/// `live-data/batch/TECHNIQUE-N`: one batch per iteration, measured alone; between iterations (not
/// measured) the strip is flung on for `LiveDataFixture.framesBetweenBatches` frames.
private func registerLiveDataBatchBenchmark(_ technique: LiveDataTechnique, items: Int) {
    let box = FixtureBox<LiveDataFixture>()
    Benchmark(
        BenchCatalog.liveDataBatchName(technique.rawValue, items: items),
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            warmupIterations: 5,
            scalingFactor: .one,
            maxDuration: .seconds(2),
            maxIterations: 300
        ),
        closure: { benchmark in
            await onMainActor(benchmark) { benchmark in
                if box.fixture == nil { box.fixture = try LiveDataFixture(technique: technique, items: items) }
                let fixture = box.fixture!
                fixture.driver.step(LiveDataFixture.framesBetweenBatches)
                benchmark.startMeasurement()
                try fixture.applyBatch()
                benchmark.stopMeasurement()
            }
        },
        teardown: { box.fixture = nil }
    )
}

/// `live-data/steady-frame/TECHNIQUE`: per iteration a batch and its slide (not measured), then
/// `BenchCatalog.liveDataSteadyFramesPerIteration` frames of the strip flung on, measured. Each
/// iteration starts its frames one phase later in the fling cycle (a batch, 19 frames and 60 frames
/// are 79 frames, prime to 60).
private func registerLiveDataSteadyFrameBenchmark(_ technique: LiveDataTechnique) {
    let box = FixtureBox<LiveDataFixture>()
    let items = BenchCatalog.liveDataSteadyItems
    Benchmark(
        BenchCatalog.liveDataSteadyFrameName(technique.rawValue),
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            warmupIterations: 2,
            scalingFactor: .one,
            maxDuration: .seconds(2),
            maxIterations: 200
        ),
        closure: { benchmark in
            await onMainActor(benchmark) { benchmark in
                if box.fixture == nil { box.fixture = try LiveDataFixture(technique: technique, items: items) }
                let fixture = box.fixture!
                try fixture.applyBatch()
                fixture.driver.step(LiveDataFixture.framesAfterBatch)
                let driver = fixture.driver
                benchmark.startMeasurement()
                for _ in 0..<BenchCatalog.liveDataSteadyFramesPerIteration {
                    blackHole(driver.step())
                }
                benchmark.stopMeasurement()
            }
        },
        teardown: { box.fixture = nil }
    )
}
