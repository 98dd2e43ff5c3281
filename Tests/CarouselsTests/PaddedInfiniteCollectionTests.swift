import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PaddedInfiniteCollection (seed C)")
struct PaddedInfiniteCollectionTests {
    @Test("C1: data wider than the view: one screen + 1 copies on each side, with the article's bounds")
    func c1Wide() {
        // 280 + 12 pt cells, 640 pt view: one screen = ⌊640 / 292⌋ = 2 cells; 5 items span 1448 pt.
        let padding = InfinitePadding(count: 5, layout: .standard, viewWidth: 640)
        #expect(padding.leftPad == 3 && padding.rightPad == 3 && padding.articleRightPad == 3 && padding.rowCount == 11)
        #expect(padding.minScrollableOffset == 236) // 3 × 292 − 640
        #expect(padding.maxScrollableOffset == 2324) // 8 × 292 − 12
        #expect(padding.period == 1460 && padding.startOffset == 876)

        let fixture = PaddedFixture(count: 5)
        #expect(fixture.collection.rowCount == 11 && fixture.offset == 876)
        #expect(fixture.collection.contentSize.width == 3200) // 11 × 292 − 12
        #expect(fixture.cells.map(\.item) == [0, 1, 2], "the data's first item at the left edge")
    }

    @Test("C1: data narrower than the view: the article's ⌊(3w − span) / step⌋ + 2 rows in all")
    func c1Narrow() {
        let small = StripLayout(itemWidth: 90, spacing: 10)
        // 2 items span 190 pt ≤ 640: 17 + 2 = 19 rows; left ⌊640 / 100⌋ + 1 = 7; right 19 − 2 − 7 = 10.
        let two = InfinitePadding(count: 2, layout: small, viewWidth: 640)
        #expect(two.leftPad == 7 && two.rightPad == 10 && two.articleRightPad == 10 && two.rowCount == 19)
        #expect(two.minScrollableOffset == 60 && two.maxScrollableOffset == 890)
        // 6 items span 590 pt: the article gives 15 rows, so 2 copies on the right, less than a
        // screen: at the maximum offset (1290) the view would show up to 1930 but the content ends
        // at 1490. The right padding is raised to 7, like the left.
        let six = InfinitePadding(count: 6, layout: small, viewWidth: 640)
        #expect(six.leftPad == 7 && six.articleRightPad == 2 && six.rightPad == 7 && six.rowCount == 20)
        #expect(six.maxScrollableOffset == 1290)
        #expect(1290 + 640 > 15 * 100 - 10 && 1290 + 640 <= 20 * 100 - 10)
        // The default layout: 1 item (280 pt) gives ⌊(1920 − 280) / 292⌋ + 2 = 7 rows, 3 + 1 + 3.
        let one = InfinitePadding(count: 1, layout: .standard, viewWidth: 640)
        #expect(one.leftPad == 3 && one.rightPad == 3 && one.articleRightPad == 3)
        #expect(InfinitePadding(count: 0, layout: .standard, viewWidth: 640).rowCount == 0)

        // Live, at the maximum offset the cells still cover the whole view.
        let fixture = PaddedFixture(count: 6, layout: small)
        fixture.collection.contentOffset.x = six.maxScrollableOffset
        #expect(fixture.coverageProblems.isEmpty, "\(fixture.coverageProblems)")
    }

    @Test("C2: row r shows item ((r − leftPad) mod n + n) mod n, in the copies too")
    func c2Mapping() {
        let padding = InfinitePadding(count: 5, layout: .standard, viewWidth: 640)
        #expect((0..<11).map { padding.item(forRow: $0)! } == [2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2])
        let fixture = PaddedFixture(count: 5)
        var rows: Set<Int> = []
        for x in stride(from: 236.0, through: 2324, by: 97.5) {
            fixture.collection.contentOffset.x = x
            for cell in fixture.cells {
                rows.insert(cell.index)
                #expect(cell.item == WrapMath.wrap(cell.index - 3, count: 5), "row \(cell.index)")
            }
        }
        #expect(rows == Set(0..<11), "every row, copies included, was checked")
    }

    @Test("C3: passing the maximum (minimum) offset shifts it back (forward) by one data set + gap; the picture stays")
    func c3Shift() {
        let fixture = PaddedFixture(count: 5)
        let padding = fixture.view.padding
        fixture.collection.contentOffset.x = padding.maxScrollableOffset - 1
        var before = fixture.cells
        fixture.collection.contentOffset.x += 11 // 10 past the maximum
        #expect(fixture.view.shiftCount == 1 && fixture.view.netShifts == -1)
        #expect(fixture.offset == padding.maxScrollableOffset + 10 - 1460)
        var seam = StripProbe.largestRelativeJump(before: before, after: fixture.cells, window: 640)
        #expect(seam.matched >= 2 && seam.jump < 1e-9)
        #expect(fixture.cells.map(\.frame.minX).map { $0 + 11 }.elementsEqual(before.map(\.frame.minX)) { abs($0 - $1) < 1e-9 })

        fixture.collection.contentOffset.x = padding.minScrollableOffset + 1
        before = fixture.cells
        fixture.collection.contentOffset.x -= 11
        #expect(fixture.view.shiftCount == 2 && fixture.view.netShifts == 0)
        #expect(fixture.offset == padding.minScrollableOffset - 10 + 1460)
        seam = StripProbe.largestRelativeJump(before: before, after: fixture.cells, window: 640)
        #expect(seam.matched >= 2 && seam.jump < 1e-9)
    }

    @Test("C3: hard flings either way glide their full natural distance through the shifts")
    func c3Flings() {
        let fixture = PaddedFixture(count: 5)
        let plain = ScrollView(frame: CGRect(origin: .zero, size: StripProbe.size))
        plain.contentSize = CGSize(width: 1e9, height: StripProbe.size.height)
        plain.contentOffset.x = 5e8
        let reference = FrameDriver(size: StripProbe.size, containing: plain)
        for (speed, direction) in [(4000.0, 1.0), (12000, 1), (20000, -1), (2500, -1), (30000, 1)] {
            let before = fixture.logicalPosition
            let plainBefore = plain.contentOffset.x
            for driver in [fixture.driver, reference] {
                driver.drag(from: StripProbe.middle, by: CGPoint(x: -250 * direction, y: 0), speed: CGFloat(speed))
                driver.settle()
            }
            let travelled = fixture.logicalPosition - before
            let expected = plain.contentOffset.x - plainBefore
            #expect(abs(travelled - expected) < 1e-3, "\(speed) pt/s: \(travelled) vs \(expected)")
            #expect(
                (fixture.view.padding.minScrollableOffset...fixture.view.padding.maxScrollableOffset).contains(fixture.offset))
            #expect(fixture.coverageProblems.isEmpty)
        }
        #expect(fixture.view.shiftCount > 10)
    }

    @Test("a click on any copy selects its logical item")
    func clicks() {
        let fixture = PaddedFixture(count: 5)
        for x in stride(from: 236.0, through: 2324, by: 211) {
            fixture.collection.contentOffset.x = x
            for cell in fixture.cells where cell.frame.minX >= 0 && cell.frame.maxX <= 640 {
                fixture.driver.click(at: CGPoint(x: cell.frame.midX, y: 150))
                #expect(fixture.recorder.selections.last == cell.item)
            }
        }
        let count = fixture.recorder.selections.count
        #expect(count > 8)
        let gap = fixture.cells[0].frame.maxX + 6
        fixture.driver.click(at: CGPoint(x: gap, y: 150))
        #expect(fixture.recorder.selections.count == count, "a click in a gap selects nothing")
    }

    @Test("twelve quick Right presses scroll exactly twelve cells through the shifts; none dropped")
    func keyBurst() {
        let fixture = PaddedFixture(count: 5)
        fixture.driver.root.focus(fixture.view)
        for _ in 0..<12 {
            fixture.driver.key(.right)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - 12 * 292) < 1e-6)
        #expect(fixture.view.shiftCount >= 2)
        for _ in 0..<20 { fixture.driver.key(.left) }
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition + 8 * 292) < 1e-6)
        #expect(fixture.cells.first?.item == WrapMath.wrap(-8, count: 5))
    }

    @Test("counts 0, 1 and 2", arguments: [0, 1, 2])
    func smallCounts(count: Int) {
        let fixture = PaddedFixture(count: count)
        fixture.driver.root.focus(fixture.view)
        if count == 0 {
            #expect(fixture.collection.rowCount == 0 && fixture.collection.strip.isEmpty && !fixture.collection.isScrollEnabled)
            fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 3000)
            fixture.driver.key(.right)
            fixture.driver.click(at: StripProbe.middle)
            fixture.driver.settle()
            #expect(fixture.offset == 0 && fixture.recorder.selections.isEmpty)
            return
        }
        for direction in [1.0, -1, -1] {
            fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: 250 * direction, y: 0), speed: 9000)
            fixture.driver.settle()
            #expect(fixture.coverageProblems.isEmpty)
            #expect(fixture.cells.allSatisfy { $0.item == fixture.view.padding.item(forRow: $0.index) })
        }
        #expect(fixture.view.shiftCount > 0)
    }

    @Test("replacing the data mid-fling keeps the distance from the first item and the motion going")
    func replaceDataMidFling() {
        let fixture = PaddedFixture(count: 5)
        fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 3000)
        fixture.driver.frames(4)
        let position = fixture.logicalPosition
        fixture.view.set(items: CarouselFixture.banners(7))
        #expect(abs(fixture.logicalPosition - position) < 1e-9)
        #expect(fixture.collection.isDecelerating && fixture.coverageProblems.isEmpty)
        #expect(fixture.collection.rowCount == fixture.view.padding.rowCount)
        fixture.driver.settle()
        #expect(fixture.cells.allSatisfy { $0.item == fixture.view.padding.item(forRow: $0.index) })
    }
}
