import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("C4: the naive baselines")
struct NaiveCollectionTests {
    @Test("C4: Int.max rows started in the middle lose all precision: cells collapse, small scrolls vanish")
    func c4IntMax() {
        let view = NaiveIntMaxCollection(frame: CGRect(origin: .zero, size: StripProbe.size(.horizontal)))
        view.set(items: CarouselFixture.banners(5))
        let driver = FrameDriver(size: StripProbe.size(.horizontal), containing: view)
        let collection = view.collectionView
        let offset = collection.contentOffset.x
        // ≈ 1.35e21 pt: a Double there cannot tell apart points closer than 2^17 = 131 072 pt.
        #expect(offset > 1e21 && offset.ulp >= 131_072)
        // Neighbouring rows land on the same x, and the view's width vanishes in the rounding.
        let row = NaiveIntMaxCollection.startRow
        #expect(collection.frame(forRow: row).minX == collection.frame(forRow: row + 1).minX)
        #expect(offset + 640 == offset)
        let problems = StripProbe.coverageProblems(
            collection.strip, flow: .horizontal, start: offset, end: offset + 640,
            contentLength: collection.contentSize.width, layout: .standard)
        #expect(!problems.isEmpty, "the visible range is not covered by cells")
        collection.contentOffset.x += 100
        #expect(collection.contentOffset.x == offset, "a 100 pt scroll is lost entirely")
        driver.drag(from: StripProbe.middle(.horizontal), by: CGPoint(x: -300, y: 0), speed: 300, hold: 0.1)
        driver.settle()
        #expect(collection.contentOffset.x == offset, "so is a drag")
        // The same rows near row 0 are exact, to show it is the magnitude that breaks.
        collection.contentOffset.x = 292 * 10
        let near = StripProbe.onScreen(collection.strip, flow: .horizontal)
        #expect(zip(near, near.dropFirst()).allSatisfy { $1.frame.minX - $0.frame.minX == 292 })
    }

    @Test("C4: the data repeated 1000 times comes to an end; seed C's padding never does")
    func c4Repeated() {
        let repeated = RepeatedDataCollection(frame: CGRect(origin: .zero, size: StripProbe.size(.horizontal)))
        repeated.set(items: CarouselFixture.banners(5))
        let driver = FrameDriver(size: StripProbe.size(.horizontal), containing: repeated)
        let collection = repeated.collectionView
        #expect(collection.rowCount == 5000, "5000 cells' worth of content for 5 items")
        #expect(collection.contentOffset.x == CGFloat(2500 * 292))
        let padded = PaddedFixture(count: 5)
        #expect(padded.collection.rowCount == 11)
        var events = 0
        while collection.contentOffset.x < collection.maximumContentOffset.x, events < 1000 {
            driver.wheel(dx: 4000, at: StripProbe.middle(.horizontal), precise: true) // one continuous swipe
            padded.driver.wheel(dx: 4000, at: StripProbe.middle(.horizontal), precise: true)
            events += 1
        }
        driver.settle()
        padded.driver.settle()
        // 2500 rows × 292 pt to the end, minus one view width: 182 wheel events of 4000 pt.
        #expect(events == 183)
        #expect(collection.contentOffset.x == collection.maximumContentOffset.x)
        let last = StripProbe.onScreen(collection.strip, flow: .horizontal).last
        #expect(last?.index == 4999 && last?.item == 4, "the last copy's last item, and nothing after it")
        driver.wheel(dx: 4000, at: StripProbe.middle(.horizontal))
        driver.settle()
        #expect(collection.contentOffset.x == collection.maximumContentOffset.x, "the end")
        #expect(abs(padded.logicalPosition - 183 * 4000) < 1e-6, "the padded strip scrolled every point of it")
    }
}
