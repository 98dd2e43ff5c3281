import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 30: moving between rows. `nearestItem(inRow:to:)` finds the item of another row nearest a
/// point on screen (Up / Down keep the focus's place, not its index), across rows of different item
/// lengths, right to left too; `scrollRowIntoView` scrolls the column the least that shows a row.
@MainActor
@Suite("CarouselShelves: nearest items and rows into view")
struct ShelvesNavigationTests {
    /// The index the layout's promise gives: items of `length` start-aligned (inset 16, spacing 8),
    /// item `aligned` at the start of a row spanning `rowStart ..< rowStart + rowLength` along its axis
    /// (its right end, right to left); the nearest to `position` of the items showing, by distance to
    /// their span, then to their middle, then the first.
    static func expectedNearest(
        to position: CGFloat, length: CGFloat, aligned: Int, count: Int, rowStart: CGFloat, rowLength: CGFloat,
        rightToLeft: Bool
    ) -> Int? {
        var best: (index: Int, distance: CGFloat, middle: CGFloat)?
        for index in 0..<count {
            let step = CGFloat(index - aligned) * (length + 8)
            let low = rightToLeft ? rowStart + rowLength - 16 - step - length : rowStart + 16 + step
            let high = low + length
            guard high > rowStart, low < rowStart + rowLength else { continue } // not showing
            let distance = max(low - position, position - high, 0)
            let middle = abs((low + high) / 2 - position)
            if let current = best, !(distance < current.distance || (distance == current.distance && middle < current.middle)) {
                continue
            }
            best = (index, distance, middle)
        }
        return best?.index
    }

    @Test(
        "the nearest item by position on screen, across rows of items 120, 200 and 75 long, each scrolled its own way",
        arguments: [(Axis.vertical, LayoutDirection.leftToRight), (.vertical, .rightToLeft), (.horizontal, .leftToRight)])
    func nearestAcrossRows(axis: Axis, direction: LayoutDirection) {
        let lengths: [CGFloat] = [120, 200, 75]
        let fixture = ShelvesFixture(axis: axis, rowCount: 3, itemLengths: lengths, direction: direction)
        let aligned = [3, 7, 20]
        for (row, index) in aligned.enumerated() {
            fixture.shelves.rows[row].carousel.scrollToItem(index, animated: false)
        }
        fixture.driver.frame()
        let rightToLeft = axis == .vertical && direction == .rightToLeft
        let rowStart: CGFloat = axis == .vertical ? 0 : 30
        let rowLength: CGFloat = axis == .vertical ? 800 : 570
        var checked = 0
        var position = rowStart + 0.3
        while position < rowStart + rowLength {
            for row in 0..<3 {
                let cross: CGFloat = 333 // anywhere across: only the position along the row counts
                let point = axis == .vertical ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
                let expected = Self.expectedNearest(
                    to: position, length: lengths[row], aligned: aligned[row], count: 50, rowStart: rowStart,
                    rowLength: rowLength, rightToLeft: rightToLeft)
                let found = fixture.shelves.nearestItem(inRow: row, to: point)
                #expect(found == expected, "\(axis) \(direction), row \(row) at \(position): \(String(describing: found))")
                checked += 1
            }
            position += 6.1
        }
        #expect(checked > 250)
    }

    @Test("Down from a focused item keeps its place: the nearest item of the next row, not the same index")
    func downKeepsThePlace() {
        let fixture = ShelvesFixture(axis: .vertical, rowCount: 2, itemLengths: [120, 250])
        fixture.driver.frame()
        // Row 0's item 4 spans x 528 … 648 (16 + 4 × 128); its middle, 588, lies in row 1's item 2
        // (16 + 2 × 258 = 532 … 782).
        var middle: CGPoint?
        fixture.shelves.rows[0].carousel.forEachItemView { view, item in
            if item.index == 4 { middle = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        }
        let point = try? #require(middle)
        #expect(point?.x == 588)
        #expect(fixture.shelves.nearestItem(inRow: 1, to: point ?? .zero) == 2)
    }

    @Test("no nearest item for a row that is not there, a row with no items, or a point that is not finite")
    func nearestBadInput() {
        let fixture = ShelvesFixture(axis: .vertical, rowCount: 2)
        #expect(fixture.shelves.nearestItem(inRow: 2, to: CGPoint(x: 10, y: 10)) == nil)
        #expect(fixture.shelves.nearestItem(inRow: -1, to: CGPoint(x: 10, y: 10)) == nil)
        #expect(fixture.shelves.nearestItem(inRow: 0, to: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(fixture.shelves.nearestItem(inRow: 0, to: CGPoint(x: CGFloat.infinity, y: 10)) == nil)
        fixture.shelves.rows[1].carousel.setItems(count: 0, cells: .numberCards)
        fixture.driver.frame()
        #expect(fixture.shelves.nearestItem(inRow: 1, to: CGPoint(x: 10, y: 10)) == nil)
        #expect(fixture.shelves.nearestItem(inRow: 0, to: CGPoint(x: 10, y: 10)) == 0)
    }

    @Test(
        "scrolling a row into view moves the column the least distance, and not at all for a row in view",
        arguments: Axis.allCases)
    func rowIntoView(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis, rowCount: 10)
        let pitch = fixture.shelves.rowPitch
        let viewport: CGFloat = axis == .vertical ? 600 : 800
        let block: CGFloat = axis == .vertical ? 180 : 150
        let along = { (offset: CGPoint) in axis == .vertical ? offset.y : offset.x }
        // Row 6, below the view: its end and the trailing inset (16) at the view's end.
        #expect(fixture.shelves.scrollRowIntoView(6, animated: true, cause: .key))
        #expect(fixture.driver.settle())
        let down: CGFloat = 16 + 6 * pitch + block + 16 - viewport
        #expect(along(fixture.column.contentOffset) == down)
        #expect(fixture.column.cause == .key)
        #expect(fixture.columnRecorder.calls.contains("didEndScrollingAnimation"))
        // A row already in view: nothing moves.
        fixture.resetRecorders()
        #expect(fixture.shelves.scrollRowIntoView(5, animated: true, cause: .key))
        #expect(fixture.driver.settle())
        #expect(along(fixture.column.contentOffset) == down)
        #expect(fixture.columnRecorder.offsets.isEmpty)
        // Row 1, above: its start, after the leading inset, at the view's start (the notch grid).
        #expect(fixture.shelves.scrollRowIntoView(1, animated: false, cause: .api))
        #expect(along(fixture.column.contentOffset) == pitch)
        // The last row: no further than the column's end.
        #expect(fixture.shelves.scrollRowIntoView(9, animated: false, cause: .api))
        #expect(fixture.column.contentOffset == fixture.column.maximumContentOffset)
        // Not a row: false, nothing moves.
        let before = fixture.column.contentOffset
        #expect(!fixture.shelves.scrollRowIntoView(10, animated: false, cause: .api))
        #expect(!fixture.shelves.scrollRowIntoView(-1, animated: false, cause: .api))
        #expect(fixture.column.contentOffset == before)
    }

    @Test("the layout: titles above rows, the pitch, the content length, and bad lengths taken as 0")
    func layout() {
        let fixture = ShelvesFixture(axis: .vertical, rowCount: 3)
        let shelves = fixture.shelves
        #expect(shelves.rowPitch == 200)
        #expect(shelves.rowFrame(1) == CGRect(x: 0, y: 216, width: 800, height: 180))
        // The title starts where the row's items do: at its layout's 16 pt inset from each side.
        #expect(shelves.rows[1].title?.frame == CGRect(x: 16, y: 216, width: 768, height: 30))
        #expect(shelves.rows[1].carousel.frame == CGRect(x: 0, y: 246, width: 800, height: 150))
        let height: CGFloat = 16 + 3 * 200 - 20 + 16
        #expect(fixture.column.contentSize == CGSize(width: 800, height: height))
        #expect(shelves.rowFrame(3) == nil)
        // Every carousel runs across the column.
        #expect(shelves.rows.allSatisfy { $0.carousel.flow.axis == .horizontal })
        shelves.rowSpacing = -5
        shelves.titleLength = .nan
        shelves.insets = EdgeInsets(top: -3, left: 10, bottom: .infinity, right: 10)
        fixture.driver.frame()
        #expect(shelves.rowPitch == 150)
        #expect(shelves.rows[2].carousel.frame == CGRect(x: 10, y: 300, width: 780, height: 150))
        #expect(fixture.column.contentSize == CGSize(width: 800, height: 450))

        let transposed = ShelvesFixture(axis: .horizontal, rowCount: 3)
        #expect(transposed.shelves.rowPitch == 170)
        #expect(transposed.shelves.rows[1].title?.frame == CGRect(x: 186, y: 0, width: 150, height: 30))
        #expect(transposed.shelves.rows[1].carousel.frame == CGRect(x: 186, y: 30, width: 150, height: 570))
        #expect(transposed.shelves.rows.allSatisfy { $0.carousel.flow.axis == .vertical })
    }

    @Test("new rows replace the old ones: their views leave the column, the column keeps a place that still fits")
    func replacingRows() {
        let fixture = ShelvesFixture(axis: .vertical, rowCount: 10)
        let old = fixture.shelves.rows
        fixture.column.contentOffset = CGPoint(x: 0, y: 1000)
        fixture.shelves.setRows(Array(old.prefix(3)))
        fixture.driver.frame()
        #expect(old.suffix(7).allSatisfy { $0.carousel.superview == nil && $0.title?.superview == nil })
        #expect(fixture.shelves.rows.count == 3)
        #expect(fixture.column.contentOffset == fixture.column.maximumContentOffset)
        let end: CGFloat = 16 + 3 * 200 - 20 + 16 - 600
        #expect(fixture.column.contentOffset.y == end)
    }
}
