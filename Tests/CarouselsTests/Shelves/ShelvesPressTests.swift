import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 30: a press catches whichever of the column and the row under it is moving, and is then
/// never a click; a fling of a row never moves the column, nor the reverse.
@MainActor
@Suite("CarouselShelves: a press catches what moves")
struct ShelvesPressTests {
    @Test("a press on a flinging row stops it where it is; the column never moves", arguments: Axis.allCases)
    func pressCatchesARow(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis)
        let start = fixture.point(.row)
        fixture.driver.drag(from: start, by: fixture.translation(degrees: 0, length: 150), speed: 3000)
        fixture.driver.frames(6)
        let row = fixture.rowScroll(1)
        #expect(row.isDecelerating, "the row glides after the fling")
        fixture.driver.press(at: start)
        let caught = row.contentOffset
        #expect(!row.isDecelerating)
        fixture.driver.frames(10)
        #expect(row.contentOffset == caught, "held still while pressed")
        fixture.driver.release(after: 0.05)
        #expect(fixture.driver.settle())
        #expect(row.contentOffset == caught, "a caught free strip stays; the press was no click on an item")
        #expect(fixture.column.contentOffset == .zero)
        #expect(fixture.columnRecorder.offsets.isEmpty, "the column heard \(fixture.columnRecorder.calls)")
    }

    @Test("a press on a row while the column glides stops the column; the row under it never moves", arguments: Axis.allCases)
    func pressCatchesTheColumn(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis, rowCount: 20)
        let start = fixture.point(.row)
        fixture.driver.drag(from: start, by: fixture.translation(degrees: 90, length: 150), speed: 3000)
        fixture.driver.frames(6)
        #expect(fixture.column.isDecelerating, "the column glides after the fling")
        fixture.resetRecorders()
        fixture.driver.press(at: start)
        let caught = fixture.column.contentOffset
        fixture.driver.frames(10)
        #expect(fixture.column.contentOffset == caught, "held still while pressed")
        // The press is a brake: dragging along the row now moves nothing, the touch is the column's.
        fixture.driver.move(to: CGPoint(x: start.x - 10, y: start.y - 10), after: 0.02)
        fixture.driver.release(after: 0.05)
        #expect(fixture.driver.settle())
        #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "rows at \(fixture.rowOffsets)")
        #expect(fixture.rowRecorders.allSatisfy { $0.offsets.isEmpty })
        #expect(fixture.column.isAtRest)
    }

    @Test("a row's fling and the column's fling run side by side, each on its own axis", arguments: Axis.allCases)
    func flingsNeverMix(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis, rowCount: 20)
        let start = fixture.point(.row)
        // Fling the row, then the column while the row still glides.
        fixture.driver.drag(from: start, by: fixture.translation(degrees: 0, length: 150), speed: 3000)
        fixture.driver.frames(2)
        #expect(fixture.rowScroll(1).isDecelerating)
        fixture.driver.drag(from: fixture.point(.title), by: fixture.translation(degrees: 90, length: 150), speed: 3000)
        #expect(fixture.driver.settle())
        let row = fixture.rowScroll(1)
        #expect(ShelvesFixture.offset(row, along: axis.cross) > 300, "the row glided on")
        #expect(ShelvesFixture.offset(row, along: axis) == 0)
        #expect(ShelvesFixture.offset(fixture.column, along: axis) > 300, "the column glided")
        #expect(ShelvesFixture.offset(fixture.column, along: axis.cross) == 0)
    }
}
