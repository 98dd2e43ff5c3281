import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PaddedInfiniteCollection (seed C)")
struct PaddedInfiniteCollectionTests {
    /// Cells 90 pt long, 10 apart.
    static let small = CarouselLayout(inset: 0, spacing: 10, itemLength: .fixed(90))

    /// The padding of `count` items of `layout` in a view `viewLength` points long.
    static func padding(count: Int, layout: CarouselLayout = .tiles, viewLength: CGFloat) -> InfinitePadding {
        InfinitePadding(
            geometry: CarouselGeometry(layout: layout, count: count, viewportLength: viewLength, isEndless: true))
    }

    @Test(
        "C1: data longer than the view: one screen + 1 copies on each side, with the article's bounds", arguments: ItemFlow.tested
    )
    func c1Wide(flow: ItemFlow) {
        // 280 + 12 pt cells, 640 pt view: one screen = ⌊640 / 292⌋ = 2 cells; 5 items span 1448 pt.
        let padding = Self.padding(count: 5, viewLength: 640)
        #expect(padding.leadingPad == 3 && padding.trailingPad == 3 && padding.articleTrailingPad == 3 && padding.rowCount == 11)
        #expect(padding.minScrollableOffset == 236) // 3 × 292 − 640
        #expect(padding.maxScrollableOffset == 2324) // 8 × 292 − 12
        #expect(padding.period == 1460 && padding.startOffset == 876 && padding.dataRows == 3..<8)

        let fixture = PaddedFixture(count: 5, flow: flow)
        #expect(fixture.collection.rowCount == 11 && fixture.offset == 876)
        #expect(fixture.collection.contentSize == flow.size(main: 3200, cross: 300)) // 11 × 292 − 12
        #expect(fixture.cells.map(\.item) == [0, 1, 2], "the data's first item at the start edge")
        #expect(fixture.cells.map(\.start) == [0, 292, 584])
        // The physical offset: mirrored right to left (3200 − 640 − 876).
        #expect(flow.main(fixture.collection.contentOffset) == (flow.isReversed ? 1684 : 876))
        // Symmetric padding: the physical range is the logical one mirrored onto itself.
        #expect(fixture.view.recentreRange == CGFloat(236)...CGFloat(2324))
    }

    @Test("C1: data shorter than the view: the article's ⌊(3w − span) / step⌋ + 2 rows in all")
    func c1Narrow() {
        // 2 items span 190 pt ≤ 640: 17 + 2 = 19 rows; leading ⌊640 / 100⌋ + 1 = 7; trailing 19 − 2 − 7 = 10.
        let two = Self.padding(count: 2, layout: Self.small, viewLength: 640)
        #expect(two.leadingPad == 7 && two.trailingPad == 10 && two.articleTrailingPad == 10 && two.rowCount == 19)
        #expect(two.minScrollableOffset == 60 && two.maxScrollableOffset == 890)
        // 6 items span 590 pt: the article gives 15 rows, so 2 copies after the data, less than a
        // screen: at the maximum offset (1290) the view would show up to 1930 but the content ends
        // at 1490. The trailing padding is raised to 7, like the leading one.
        let six = Self.padding(count: 6, layout: Self.small, viewLength: 640)
        #expect(six.leadingPad == 7 && six.articleTrailingPad == 2 && six.trailingPad == 7 && six.rowCount == 20)
        #expect(six.maxScrollableOffset == 1290)
        #expect(1290 + 640 > 15 * 100 - 10 && 1290 + 640 <= 20 * 100 - 10)
        // The default layout: 1 item (280 pt) gives ⌊(1920 − 280) / 292⌋ + 2 = 7 rows, 3 + 1 + 3.
        let one = Self.padding(count: 1, viewLength: 640)
        #expect(one.leadingPad == 3 && one.trailingPad == 3 && one.articleTrailingPad == 3)
        #expect(Self.padding(count: 0, viewLength: 640).rowCount == 0)
    }

    @Test("C1: at the maximum offset the cells still cover the whole view", arguments: ItemFlow.tested)
    func c1NarrowLive(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 6, layout: Self.small, flow: flow)
        fixture.scroll(to: fixture.view.padding.maxScrollableOffset)
        #expect(fixture.offset == 1290)
        #expect(fixture.coverageProblems.isEmpty, "\(fixture.coverageProblems)")
    }

    @Test("C1: items of their own lengths get the copies their lengths need on each side, and they cover the view")
    func c1MixedLengths() {
        // Items 40, 40 and 600 pt, 12 apart: a period of 716, the data 704 long. Before the data the
        // copies are item 2 (600) and item 1 (40): 664 > 640, so 2; after it items 0, 1, 2: 52 and 104
        // are not more than the view, 716 is, so 3 (the article's count, one screen + 1 = 2, would
        // leave the view short).
        let layout = CarouselLayout(inset: 0, spacing: 12, itemLength: .fixed(180))
        let padding = InfinitePadding(
            geometry: CarouselGeometry(layout: layout, count: 3, viewportLength: 640, lengths: [40, 40, 600], isEndless: true))
        #expect(padding.leadingPad == 2 && padding.trailingPad == 3 && padding.articleTrailingPad == 2)
        #expect(padding.period == 716 && padding.startOffset == 664 && padding.rowCount == 8)
        #expect(padding.minScrollableOffset == 24 && padding.maxScrollableOffset == 1368)
        for flow in ItemFlow.tested {
            let fixture = PaddedFixture(count: 3, layout: layout, flow: flow)
            fixture.view.core.itemLengths = [40, 40, 600]
            fixture.view.layoutIfNeeded()
            #expect(fixture.view.padding == padding)
            for offset in [padding.minScrollableOffset, padding.maxScrollableOffset, 700.5] {
                fixture.scroll(to: offset)
                let cells = fixture.cells
                let first = cells.first.map { $0.start }
                // The slots (each cell and the gap after it) hold the view from edge to edge.
                let last = cells.last.map { $0.start + flow.main($0.frame.size) + 12 }
                #expect(first.map { $0 <= 1e-6 } == true && last.map { $0 >= 640 - 1e-6 } == true, "\(flow) at \(offset)")
                #expect(cells.map { flow.main($0.frame.size) } == cells.map { [40, 40, 600][$0.item ?? 0] })
                for (a, b) in zip(cells, cells.dropFirst()) {
                    #expect(abs(b.start - (a.start + flow.main(a.frame.size)) - 12) < 1e-9, "the gap, the seam's too")
                }
            }
        }
    }

    @Test("C2: row r shows item ((r − leadingPad) mod n + n) mod n, in the copies too", arguments: ItemFlow.tested)
    func c2Mapping(flow: ItemFlow) {
        let padding = Self.padding(count: 5, viewLength: 640)
        #expect((0..<11).map { padding.item(forRow: $0)! } == [2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2])
        let fixture = PaddedFixture(count: 5, flow: flow)
        var rows: Set<Int> = []
        for offset in stride(from: 236.0, through: 2324, by: 97.5) {
            fixture.scroll(to: offset)
            for cell in fixture.cells {
                rows.insert(cell.index)
                #expect(cell.item == WrapMath.wrap(cell.index - 3, count: 5), "row \(cell.index)")
            }
        }
        #expect(rows == Set(0..<11), "every row, copies included, was checked")
    }

    @Test(
        "C3: passing the maximum (minimum) offset shifts it back (forward) by one data set + gap; the picture stays",
        arguments: ItemFlow.tested)
    func c3Shift(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 5, flow: flow)
        var deltas: [CGFloat] = []
        fixture.view.onRecentre = { deltas.append($0) }
        let padding = fixture.view.padding
        fixture.scroll(to: padding.maxScrollableOffset - 1)
        var before = fixture.cells
        fixture.scroll(to: padding.maxScrollableOffset + 10) // 10 past the maximum
        #expect(fixture.view.jumpCount == 1 && fixture.view.netShifts == -1)
        #expect(fixture.offset == padding.maxScrollableOffset + 10 - 1460)
        var seam = StripProbe.largestRelativeJump(before: before, after: fixture.cells)
        #expect(seam.matched >= 2 && seam.jump < 1e-9)
        #expect(fixture.cells.map(\.start).map { $0 + 11 }.elementsEqual(before.map(\.start)) { abs($0 - $1) < 1e-9 })

        fixture.scroll(to: padding.minScrollableOffset + 1)
        before = fixture.cells
        fixture.scroll(to: padding.minScrollableOffset - 10)
        #expect(fixture.view.jumpCount == 2 && fixture.view.netShifts == 0)
        #expect(fixture.offset == padding.minScrollableOffset - 10 + 1460)
        seam = StripProbe.largestRelativeJump(before: before, after: fixture.cells)
        #expect(seam.matched >= 2 && seam.jump < 1e-9)
        // onRecentre hears physical offset changes: a logical −1460 is +1460 right to left.
        #expect(deltas == [flow.physicalDelta(-1460), flow.physicalDelta(1460)])
    }

    @Test("C3: hard flings either way glide their full natural distance through the shifts", arguments: ItemFlow.tested)
    func c3Flings(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 5, flow: flow)
        let plain = ScrollView(frame: CGRect(origin: .zero, size: StripProbe.size(flow)))
        plain.contentSize = flow.size(main: 1e9, cross: StripProbe.across)
        plain.contentOffset = flow.point(main: 5e8, cross: 0)
        let reference = FrameDriver(size: StripProbe.size(flow), containing: plain)
        for (speed, direction) in [(4000.0, 1.0), (12000, 1), (20000, -1), (2500, -1), (30000, 1)] {
            let before = fixture.logicalPosition
            let plainBefore = flow.main(plain.contentOffset)
            fixture.driver.drag(
                from: StripProbe.middle(flow), by: flow.vector(alongMain: -250 * direction), speed: CGFloat(speed))
            fixture.driver.settle()
            reference.drag(
                from: flow.point(main: 320, cross: 150), by: flow.point(main: -250 * direction, cross: 0), speed: CGFloat(speed))
            reference.settle()
            let travelled = fixture.logicalPosition - before
            let expected = flow.main(plain.contentOffset) - plainBefore
            #expect(abs(travelled - expected) < 1e-3, "\(speed) pt/s: \(travelled) vs \(expected)")
            #expect(
                (fixture.view.padding.minScrollableOffset...fixture.view.padding.maxScrollableOffset).contains(fixture.offset))
            #expect(fixture.coverageProblems.isEmpty)
        }
        #expect(fixture.view.jumpCount > 10)
    }

    @Test("a click on any copy selects its logical item", arguments: ItemFlow.tested)
    func clicks(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 5, flow: flow)
        for offset in stride(from: 236.0, through: 2324, by: 211) {
            fixture.scroll(to: offset)
            for cell in fixture.cells where cell.start >= 0 && cell.start + 280 <= 640 {
                fixture.driver.click(at: flow.windowPoint(main: cell.start + 140))
                #expect(fixture.selections.last == cell.item)
            }
        }
        let count = fixture.selections.count
        #expect(count > 8)
        #expect(fixture.recorder.selections.allSatisfy { if case .selected(_, .click) = $0 { true } else { false } })
        let gap = fixture.cells[0].start + 286
        fixture.driver.click(at: flow.windowPoint(main: gap))
        #expect(fixture.selections.count == count, "a click in a gap selects nothing")
    }

    @Test("a wheel notch steps one cell, forward as the flow reads", arguments: ItemFlow.tested)
    func wheelNotches(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 5, flow: flow)
        fixture.driver.wheel(dx: 0, dy: 40, at: StripProbe.middle(flow))
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - 292) < 1e-6)
        fixture.driver.wheel(dx: 0, dy: -40, at: StripProbe.middle(flow))
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition) < 1e-6)
    }

    @Test("counts 0, 1 and 2", arguments: [0, 1, 2], ItemFlow.tested)
    func smallCounts(count: Int, flow: ItemFlow) {
        let fixture = PaddedFixture(count: count, flow: flow)
        fixture.driver.root.focus(fixture.view)
        if count == 0 {
            #expect(fixture.collection.rowCount == 0 && fixture.collection.strip.isEmpty && !fixture.collection.isScrollEnabled)
            let offset = fixture.collection.contentOffset
            fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 3000)
            fixture.driver.key(flow.forwardKey)
            fixture.driver.click(at: StripProbe.middle(flow))
            fixture.view.scrollToItem(0, animated: true)
            fixture.driver.settle()
            #expect(fixture.collection.contentOffset == offset && fixture.recorder.restsAndSelections.isEmpty)
            #expect(fixture.view.currentItem == nil)
            return
        }
        for direction in [1.0, -1, -1] {
            fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: 250 * direction), speed: 9000)
            fixture.driver.settle()
            #expect(fixture.coverageProblems.isEmpty)
            #expect(fixture.cells.allSatisfy { $0.item == fixture.view.padding.item(forRow: $0.index) })
        }
        #expect(fixture.view.jumpCount > 0)
        fixture.view.scrollToItem(count - 1, animated: true)
        fixture.driver.settle()
        #expect(fixture.view.currentItem == count - 1 && fixture.view.isCurrentItemCentred(tolerance: 0.5))
    }

    @Test("replacing the data mid-fling keeps the distance from the first item and stops the motion", arguments: ItemFlow.tested)
    func replaceDataMidFling(flow: ItemFlow) {
        let fixture = PaddedFixture(count: 5, flow: flow)
        fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 3000)
        fixture.driver.frames(4)
        let position = fixture.logicalPosition
        fixture.view.set(items: CarouselFixture.banners(7))
        #expect(abs(fixture.logicalPosition - position) < 1e-9)
        #expect(fixture.collection.isAtRest && fixture.coverageProblems.isEmpty, "new data stops the motion (the one rule)")
        #expect(fixture.collection.rowCount == fixture.view.padding.rowCount)
        fixture.driver.settle()
        #expect(fixture.cells.allSatisfy { $0.item == fixture.view.padding.item(forRow: $0.index) })
    }

    @Test("right to left: row 0 of the data at the right, the next on its left; a drag to the right moves forward")
    func rightToLeftPhysical() {
        let fixture = PaddedFixture(flow: .rightToLeft)
        let cells = fixture.cells
        #expect(cells.map(\.item) == [0, 1, 2])
        #expect(cells[0].frame.maxX == 640 && cells[1].frame.maxX == 640 - 292 && cells[2].frame.maxX == 640 - 584)
        let start = fixture.logicalPosition
        fixture.driver.drag(from: CGPoint(x: 200, y: 150), by: CGPoint(x: 120, y: 0), speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.logicalPosition > start + 100, "rightward drag went forward: \(fixture.logicalPosition - start)")
    }

    @Test("changing the flow keeps the item in the middle, centred", arguments: ItemFlow.tested)
    func changingFlow(flow: ItemFlow) {
        expectFlowChangeKeepsTheMiddleItem(to: flow, make: { PaddedInfiniteCollection(frame: $0) })
    }
}
