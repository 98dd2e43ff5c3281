import BenchCatalog
import Benchmark
import Carousels
import Foundation
import ScrollKit

/// Issue 30's model frames: a media browser's rows (`CarouselShelves`) and a main carousel with its
/// thumbnails (`CarouselLink`), in the model frame's 1280×720 window with no renderer.
///
/// The rows (`model-frame/shelves-10rows/N`, `model-frame/shelves-10rows-glide/N`, N items per row):
/// `CarouselShelves` with its default geometry (rows 220 pt under 32 pt titles, 24 apart, insets 16
/// above and below: rows 0 and 1 whole in the window, row 2 in part) holding ten free `FiniteStrip`s,
/// start-aligned, 4.5 banners per view, inset 16 (laid out as the lab's `shelves` scene's rows, which
/// are 150 pt high there). Every row starts
/// at item N/2 and the focus is on row 1, item N/2 (its ring drawn). At rest: nothing moves, every
/// frame. Gliding: row 1 flung by an alternating `FlingDriver` (forward one cycle, back the next, so
/// the finite row glides to and fro around N/2 and never meets an end, whatever N), the other rows and
/// the column standing still.
///
/// The link (`model-frame/thumbs-link-glide/N`): a seed A main (`RecyclingCarousel`, 1280×520) over a
/// thumbnail strip (a free `FiniteStrip`, 1280×160, start-aligned, 8 per view), linked by
/// `CarouselLink`, started at item N/2; the main flung forward by the same driver, so the thumbnails
/// follow its every page (their ring moves, and the strip glides when the ring would leave it).
let shelvesItemCounts = [1000, 10_000, 100_000]

/// The rows of the shelves model frames.
let shelvesRowCount = 10

/// The row the gliding shelves fling (whole in the window, under row 0).
let shelvesGlidingRow = 1

/// Ten rows of `items` banners each in a window, at rest or with one row flung (see
/// `shelvesItemCounts`'s notes for the geometry).
@MainActor
final class ShelvesModelFixture {
    let root: WindowRoot
    let shelves: CarouselShelves
    private let measurer = FixedWidthMeasurer()
    /// Flings `shelvesGlidingRow`; nil at rest.
    private let driver: FlingDriver?
    private var time: Timestamp = 10

    init(items: Int, glides: Bool) throws {
        let subject = "shelves-\(shelvesRowCount)rows\(glides ? "-glide" : "")/\(items)"
        root = WindowRoot(size: CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight))
        root.textMeasurer = measurer
        shelves = CarouselShelves(frame: root.bounds)
        let cells = CarouselCells.banners(BannerSets.banners(count: items))
        let rows = (0..<shelvesRowCount).map { index -> CarouselShelf in
            let strip = FiniteStrip(
                layout: CarouselLayout(inset: 16, itemLength: .itemsPerView(4.5), alignment: .start), paging: false)
            strip.setItems(count: items, cells: cells)
            return CarouselShelf(title: "Row \(index)", carousel: strip)
        }
        shelves.setRows(rows)
        root.addSubview(shelves)
        root.focus(shelves)
        root.layoutIfNeeded()
        for row in shelves.rows { row.carousel.scrollToItem(items / 2, animated: false, cause: .api) }
        shelves.focus(row: shelvesGlidingRow, item: items / 2, animated: false, cause: .api)
        root.layoutIfNeeded()
        guard shelves.columnScrollView.contentOffset == .zero else {
            throw BenchError("\(subject): focusing row \(shelvesGlidingRow) scrolled the column")
        }
        let flung = shelves.rows[shelvesGlidingRow].carousel
        if glides {
            let middle = flung.convertToWindow(CGPoint(x: flung.bounds.midX, y: flung.bounds.midY))
            driver = FlingDriver(root: root, around: middle, alternates: true)
        } else {
            driver = nil
        }
        // Warm up: three fling cycles (or as many frames at rest); the flung row must move, and nothing
        // else may.
        let watch = FlingWatch(flung)
        let others = shelves.rows.indices.filter { $0 != shelvesGlidingRow || !glides }.map {
            (row: $0, offset: shelves.rows[$0].carousel.inspectedScrollView.contentOffset)
        }
        for _ in 0..<(3 * FlingDriver.cycleFrames) {
            step()
            watch.sample()
        }
        if glides { try watch.check(subject) }
        for other in others where shelves.rows[other.row].carousel.inspectedScrollView.contentOffset != other.offset {
            throw BenchError("\(subject): row \(other.row) moved, but only row \(shelvesGlidingRow) is flung")
        }
        guard shelves.columnScrollView.contentOffset == .zero else {
            throw BenchError("\(subject): the column moved while a row was flung")
        }
    }

    /// One 60 Hz frame: the driver's (with its pointer event), or a frame at rest.
    @discardableResult
    func step() -> DisplayList {
        if let driver { return driver.step() }
        time += FlingDriver.frameInterval
        return root.frame(at: time)
    }
}

/// A seed A main carousel and its thumbnail strip, linked, the main flung forward (see
/// `shelvesItemCounts`'s notes).
@MainActor
final class LinkModelFixture {
    let driver: FlingDriver
    let link: CarouselLink
    private let measurer = FixedWidthMeasurer()

    init(items: Int) throws {
        let subject = "thumbs-link-glide/\(items)"
        let root = WindowRoot(size: CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight))
        root.textMeasurer = measurer
        let banners = BannerSets.banners(count: items)
        let main = RecyclingCarousel(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 520))
        main.set(items: banners)
        let thumbnails = FiniteStrip(
            frame: CGRect(x: 0, y: 540, width: root.bounds.width, height: 160),
            layout: CarouselLayout(itemLength: .itemsPerView(8), alignment: .start), paging: false)
        thumbnails.setItems(count: items, cells: .banners(banners))
        root.addSubview(main)
        root.addSubview(thumbnails)
        root.focus(main)
        root.layoutIfNeeded()
        main.scrollToItem(items / 2, animated: false, cause: .api)
        do { link = try CarouselLink(main: main, thumbnails: thumbnails) } catch { throw BenchError("\(subject): \(error)") }
        driver = FlingDriver(root: root, around: CGPoint(x: main.frame.midX, y: main.frame.midY))
        // Warm up: three fling cycles; the main must move, and the thumbnails' ring follow it.
        let watch = FlingWatch(main)
        var followed: Set<Int> = []
        for _ in 0..<(3 * FlingDriver.cycleFrames) {
            driver.step()
            watch.sample()
            if let item = link.thumbnailFocus.focusedItem { followed.insert(item) }
        }
        try watch.check(subject)
        guard followed.count > 1 else {
            throw BenchError("\(subject): the thumbnails did not follow the main (focused: \(followed.sorted()))")
        }
    }
}

func registerShelvesModelFrameBenchmarks() {
    for items in shelvesItemCounts {
        for glides in [false, true] {
            let box = FixtureBox<ShelvesModelFixture>()
            registerIssue30ModelFrame(
                "shelves-\(shelvesRowCount)rows\(glides ? "-glide" : "")", items: items,
                make: {
                    if box.fixture == nil { box.fixture = try ShelvesModelFixture(items: items, glides: glides) }
                    let fixture = box.fixture!
                    return { fixture.step() }
                }, teardown: { box.fixture = nil })
        }
        let box = FixtureBox<LinkModelFixture>()
        registerIssue30ModelFrame(
            "thumbs-link-glide", items: items,
            make: {
                if box.fixture == nil { box.fixture = try LinkModelFixture(items: items) }
                let driver = box.fixture!.driver
                return { driver.step() }
            }, teardown: { box.fixture = nil })
    }
}

/// A model-frame row (`model-frame/SUBJECT/ITEMS`) measured as the techniques' are: 1000 frames an
/// iteration, wall clock and mallocs. `make` builds (once) and returns the frame to repeat.
private func registerIssue30ModelFrame(
    _ subject: String, items: Int, make: @escaping @Sendable @MainActor () throws -> @MainActor () -> DisplayList,
    teardown: @escaping @Sendable () -> Void
) {
    Benchmark(
        BenchCatalog.name(BenchCatalog.modelFrame, subject, items: items),
        configuration: modelFrameConfiguration,
        closure: { benchmark in
            await onMainActor(benchmark) { benchmark in
                let frame = try make()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(frame())
                }
                benchmark.stopMeasurement()
            }
        },
        teardown: teardown
    )
}
