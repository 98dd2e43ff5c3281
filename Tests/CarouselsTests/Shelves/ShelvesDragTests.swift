import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 30: a drag over the shelves decides its axis once, past the slop: mostly along a row scrolls
/// that row, mostly across the rows scrolls the column, never both; over a title or a gap a drag
/// along the rows moves nothing. Slow (released at rest) and flung, in both orientations.
@MainActor
@Suite("CarouselShelves: a drag locks its axis")
struct ShelvesDragTests {
    enum Speed: String, CaseIterable, CustomStringConvertible, Sendable {
        case slow, flung
        var description: String { rawValue }
    }

    static let angles: [Double] = [10, 40, 50, 80]

    /// Drags at `degrees` from the rows' axis over `place`, lets everything settle, and returns the
    /// fixture.
    func drag(
        axis: Axis, degrees: Double, speed: Speed, over place: ShelvesFixture.Place
    ) -> ShelvesFixture {
        let fixture = ShelvesFixture(axis: axis)
        let start = fixture.point(place)
        switch speed {
        case .slow: fixture.driver.drag(from: start, by: fixture.translation(degrees: degrees), speed: 150, hold: 0.3)
        case .flung: fixture.driver.drag(from: start, by: fixture.translation(degrees: degrees), speed: 2500)
        }
        #expect(fixture.driver.settle())
        return fixture
    }

    @Test(
        "over a row: within 45° of the row's axis the row moves and the column does not; beyond, the reverse",
        arguments: Axis.allCases, Speed.allCases)
    func overARow(axis: Axis, speed: Speed) {
        for degrees in Self.angles {
            let fixture = drag(axis: axis, degrees: degrees, speed: speed, over: .row)
            let label = "\(axis) column, \(speed) drag at \(degrees)°"
            let row = ShelvesFixture.offset(fixture.rowScroll(1), along: axis.cross)
            let column = ShelvesFixture.offset(fixture.column, along: axis)
            if degrees < 45 {
                #expect(row > 60, "\(label): the row moved \(row) pt")
                #expect(fixture.column.contentOffset == .zero, "\(label): column at \(fixture.column.contentOffset)")
                #expect(fixture.columnRecorder.offsets.isEmpty, "\(label): the column heard \(fixture.columnRecorder.calls)")
            } else {
                #expect(column > 60, "\(label): the column moved \(column) pt")
                #expect(fixture.rowScroll(1).contentOffset == .zero, "\(label): row at \(fixture.rowScroll(1).contentOffset)")
                #expect(fixture.rowRecorders[1].offsets.isEmpty, "\(label): the row heard \(fixture.rowRecorders[1].calls)")
            }
            // No other row ever moves.
            for (index, offset) in fixture.rowOffsets.enumerated() where index != 1 {
                #expect(offset == .zero, "\(label): row \(index) at \(offset)")
            }
            if speed == .flung, degrees < 45 {
                #expect(row > 150, "\(label): a fling carries the row on (\(row) pt)")
            } else if speed == .flung {
                #expect(column > 150, "\(label): a fling carries the column on (\(column) pt)")
            }
        }
    }

    @Test(
        "over a title or the gap between rows: a drag across the rows scrolls the column, along them moves nothing",
        arguments: Axis.allCases, [ShelvesFixture.Place.title, .gap])
    func overTheGaps(axis: Axis, place: ShelvesFixture.Place) {
        for speed in Speed.allCases {
            for degrees in Self.angles {
                let fixture = drag(axis: axis, degrees: degrees, speed: speed, over: place)
                let label = "\(axis) column, \(speed) drag at \(degrees)° over the \(place)"
                #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "\(label): rows at \(fixture.rowOffsets)")
                #expect(fixture.rowRecorders.allSatisfy { $0.offsets.isEmpty }, "\(label)")
                let column = ShelvesFixture.offset(fixture.column, along: axis)
                if degrees < 45 {
                    #expect(fixture.column.contentOffset == .zero, "\(label): column at \(fixture.column.contentOffset)")
                } else {
                    #expect(column > 60, "\(label): the column moved \(column) pt")
                }
            }
        }
    }

    @Test("a drag that crosses into other rows stays with the row it locked on", arguments: Axis.allCases)
    func dragStaysWithItsRow(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis)
        // Locks along the row (10°), then turns across the rows by 300 points: the pointer leaves row 1.
        let start = fixture.point(.row)
        fixture.driver.press(at: start)
        let lock = fixture.translation(degrees: 10, length: 40)
        fixture.driver.move(to: CGPoint(x: start.x + lock.x, y: start.y + lock.y), after: 0.05)
        let turn = fixture.translation(degrees: 90, length: 300)
        fixture.driver.move(to: CGPoint(x: start.x + lock.x + turn.x, y: start.y + lock.y + turn.y), after: 0.3)
        fixture.driver.release(after: 0.3)
        #expect(fixture.driver.settle())
        #expect(fixture.column.contentOffset == .zero, "the column stayed: \(fixture.column.contentOffset)")
        #expect(ShelvesFixture.offset(fixture.rowScroll(1), along: axis.cross) > 10)
    }
}
