import CarouselBaselines
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("C4: the naive baselines")
struct NaiveCollectionTests {
    @Test(
        "C4: Int.max rows started in the middle lose all precision: cells collapse, small scrolls vanish",
        arguments: ItemFlow.tested)
    func c4IntMax(flow: ItemFlow) {
        let view = NaiveIntMaxCollection(frame: CGRect(origin: .zero, size: StripProbe.size(flow)))
        view.collectionView.flow = flow
        view.set(items: CarouselFixture.banners(5))
        let driver = FrameDriver(size: StripProbe.size(flow), containing: view)
        let collection = view.collectionView
        let offset = collection.logicalOffset
        // ≈ 1.35e21 pt: a Double there cannot tell apart points closer than 2^17 = 131 072 pt.
        #expect(offset > 1e21 && offset.ulp >= 131_072)
        // Neighbouring rows land on the same place, and the view's length vanishes in the rounding.
        let row = NaiveIntMaxCollection.startRow
        #expect(collection.frame(forRow: row) == collection.frame(forRow: row + 1))
        #expect(offset + 640 == offset)
        let problems = StripProbe.coverageProblems(
            collection.strip, flow: flow, start: offset, end: offset + 640,
            contentLength: flow.main(collection.contentSize), step: 292, itemLength: 280)
        #expect(!problems.isEmpty, "the visible range is not covered by cells")
        collection.logicalOffset += 100
        #expect(collection.logicalOffset == offset, "a 100 pt scroll is lost entirely")
        driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -300), speed: 300, hold: 0.1)
        driver.settle()
        #expect(collection.logicalOffset == offset, "so is a drag")
        // Near row 0 the cells are exact, to show it is the magnitude that breaks. Right to left, row
        // 0 is at the far (right) end of the 2.7e21 pt content: there it breaks too.
        guard !flow.isReversed else { return }
        collection.logicalOffset = 292 * 10
        let near = StripProbe.onScreen(collection.strip, flow: flow)
        #expect(near.count >= 3 && zip(near, near.dropFirst()).allSatisfy { $1.start - $0.start == 292 })
    }

    @Test("C4: the data repeated 1000 times comes to an end; seed C's padding never does", arguments: ItemFlow.tested)
    func c4Repeated(flow: ItemFlow) {
        let repeated = RepeatedDataCollection(frame: CGRect(origin: .zero, size: StripProbe.size(flow)))
        repeated.collectionView.flow = flow
        repeated.set(items: CarouselFixture.banners(5))
        let driver = FrameDriver(size: StripProbe.size(flow), containing: repeated)
        let collection = repeated.collectionView
        #expect(collection.rowCount == 5000, "5000 cells' worth of content for 5 items")
        #expect(collection.logicalOffset == CGFloat(2500 * 292))
        let padded = PaddedFixture(count: 5, flow: flow)
        #expect(padded.collection.rowCount == 11)
        let paddedStart = padded.logicalPosition
        let end = collection.contentLength - collection.viewportLength
        // One continuous swipe forward: content-offset deltas, mirrored right to left.
        let swipe = flow.vector(alongMain: 4000)
        var events = 0
        while collection.logicalOffset < end, events < 1000 {
            driver.wheel(dx: swipe.x, dy: swipe.y, at: StripProbe.middle(flow), precise: true)
            padded.driver.wheel(dx: swipe.x, dy: swipe.y, at: StripProbe.middle(flow), precise: true)
            events += 1
        }
        driver.settle()
        padded.driver.settle()
        // 2500 rows × 292 pt to the end, minus one view length: 182 wheel events of 4000 pt.
        #expect(events == 183)
        #expect(collection.logicalOffset == end)
        let last = StripProbe.onScreen(collection.strip, flow: flow).last
        #expect(last?.index == 4999 && last?.item == 4, "the last copy's last item, and nothing after it")
        driver.wheel(dx: swipe.x, dy: swipe.y, at: StripProbe.middle(flow))
        driver.settle()
        #expect(collection.logicalOffset == end, "the end")
        #expect(abs(padded.logicalPosition - paddedStart - 183 * 4000) < 1e-6, "the padded strip scrolled every point of it")
    }
}
