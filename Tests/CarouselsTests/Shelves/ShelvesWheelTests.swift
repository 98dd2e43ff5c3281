import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 30: wheels and trackpads over the shelves, as SDL 2.26 reports them on each platform
/// (`SDLWheelPlatform`'s conversions of the recorded swipes, stamped at the pump): along the column
/// they scroll the column wherever the pointer is, one deliberate notch exactly one row; along the
/// rows they scroll the row under the pointer and, over a title or a gap, nothing. A swipe keeps its
/// axis and its view.
@MainActor
@Suite("CarouselShelves: wheels and trackpad swipes")
struct ShelvesWheelTests {
    /// The recorded single swipes (CSS pixels), each turned to scroll forward.
    static func forwardSwipes() throws -> [(name: String, pixels: WheelTrace)] {
        try RecordedWheelTrace.singleSwipes.map { recording in
            let trace = try recording.load()
            return ("\(recording)", trace.total.x < 0 ? trace.scaled(-1) : trace)
        }
    }

    /// `trace` with its (horizontal) deltas along `axis`.
    static func along(_ axis: Axis, _ trace: WheelTrace) -> WheelTrace {
        trace.along(axis == .horizontal ? .horizontal : .vertical)
    }

    @Test(
        "a swipe along the column scrolls the column, over a row or a gap, and never a row",
        arguments: SDLWheelPlatform.allCases, Axis.allCases)
    func swipeAlongTheColumn(platform: SDLWheelPlatform, axis: Axis) throws {
        for (name, pixels) in try Self.forwardSwipes() {
            for place in ShelvesFixture.Place.allCases {
                let fixture = ShelvesFixture(axis: axis)
                fixture.driver.play(
                    platform.convert(swipe: Self.along(axis, pixels)), at: fixture.point(place), stampsAtPump: true)
                #expect(fixture.driver.settle())
                let label = "\(name) on \(platform), \(axis) column, over the \(place)"
                let column = ShelvesFixture.offset(fixture.column, along: axis)
                #expect(column > 100, "\(label): the column moved \(column) pt")
                #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "\(label): rows at \(fixture.rowOffsets)")
                #expect(fixture.rowRecorders.allSatisfy { $0.offsets.isEmpty }, "\(label)")
                // Free: a swipe is not stepped to a row.
                #expect(fixture.columnRecorder.calls.contains("willBeginDragging"), "\(label): a swipe is a drag")
            }
        }
    }

    @Test(
        "a swipe along the rows scrolls the row under the pointer; over a title or a gap it moves nothing",
        arguments: SDLWheelPlatform.allCases, Axis.allCases)
    func swipeAlongTheRows(platform: SDLWheelPlatform, axis: Axis) throws {
        for (name, pixels) in try Self.forwardSwipes() {
            for place in ShelvesFixture.Place.allCases {
                let fixture = ShelvesFixture(axis: axis)
                fixture.driver.play(
                    platform.convert(swipe: Self.along(axis.cross, pixels)), at: fixture.point(place), stampsAtPump: true)
                #expect(fixture.driver.settle())
                let label = "\(name) on \(platform), \(axis) column, over the \(place)"
                #expect(fixture.column.contentOffset == .zero, "\(label): column at \(fixture.column.contentOffset)")
                #expect(fixture.columnRecorder.offsets.isEmpty, "\(label)")
                for (index, offset) in fixture.rowOffsets.enumerated() {
                    let moved = ShelvesFixture.offset(fixture.rowScroll(index), along: axis.cross)
                    if place == .row, index == 1 {
                        #expect(moved > 100, "\(label): the row moved \(moved) pt")
                    } else {
                        #expect(offset == .zero, "\(label): row \(index) at \(offset)")
                    }
                }
            }
        }
    }

    @Test(
        "a diagonal trackpad swipe follows the axis of its first delta: 40° from the row scrolls the row, 50° the column",
        arguments: Axis.allCases)
    func diagonalSwipes(axis: Axis) {
        for degrees in [10.0, 40, 50, 80] {
            let radians = degrees * .pi / 180
            let base = WheelTrace.swipe(peak: 30)
            // Content-offset deltas: `along` the row, `across` it.
            let trace = WheelTrace(
                base.events.map { event in
                    let along = event.dx * CGFloat(cos(radians))
                    let across = event.dx * CGFloat(sin(radians))
                    return axis == .vertical
                        ? WheelTrace.Event(time: event.time, dx: along, dy: across, isPrecise: true)
                        : WheelTrace.Event(time: event.time, dx: across, dy: along, isPrecise: true)
                })
            let fixture = ShelvesFixture(axis: axis)
            fixture.driver.play(trace, at: fixture.point(.row), stampsAtPump: true)
            #expect(fixture.driver.settle())
            let label = "\(axis) column, swipe at \(degrees)° from the row"
            if degrees < 45 {
                #expect(ShelvesFixture.offset(fixture.rowScroll(1), along: axis.cross) > 100, "\(label)")
                #expect(fixture.column.contentOffset == .zero, "\(label): column at \(fixture.column.contentOffset)")
            } else {
                #expect(ShelvesFixture.offset(fixture.column, along: axis) > 100, "\(label)")
                #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "\(label): rows at \(fixture.rowOffsets)")
            }
        }
    }

    @Test(
        "a column's swipe keeps every delta: a sideways wobble in it, or the rows passing under the pointer, never start a row's swipe",
        arguments: Axis.allCases)
    func columnSwipeKeepsItsDeltas(axis: Axis) {
        let fixture = ShelvesFixture(axis: axis, rowCount: 20)
        // A trackpad swipe along the column (content-offset points a frame), whose fifth delta wobbles
        // mostly along the rows.
        var events: [WheelTrace.Event] = []
        for frame in 0..<20 {
            let (column, row): (CGFloat, CGFloat) = frame == 4 ? (2.5, 6.5) : (18.5, 0.5)
            let time = Double(frame) / 60
            events.append(
                axis == .vertical
                    ? WheelTrace.Event(time: time, dx: row, dy: column, isPrecise: true)
                    : WheelTrace.Event(time: time, dx: column, dy: row, isPrecise: true))
        }
        fixture.driver.play(WheelTrace(events), at: fixture.point(.row), stampsAtPump: true)
        #expect(fixture.driver.settle())
        #expect(ShelvesFixture.offset(fixture.column, along: axis) > 300)
        #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "rows at \(fixture.rowOffsets)")
        #expect(fixture.rowRecorders.allSatisfy { $0.calls.isEmpty }, "\(fixture.rowRecorders.map(\.calls))")
    }

    @Test(
        "a plain wheel's notch along the column steps it exactly one row, over a row or a gap, on every platform; notches add up",
        arguments: SDLWheelPlatform.allCases, Axis.allCases)
    func notchStepsOneRow(platform: SDLWheelPlatform, axis: Axis) {
        for place in ShelvesFixture.Place.allCases {
            for lines in [1.0, 3] {
                for count in [1, 3] {
                    let fixture = ShelvesFixture(axis: axis, rowCount: 10)
                    let clicks = Self.along(axis, platform.wheelClicks(count, lines: lines, spacing: 0.25))
                    fixture.driver.play(clicks, at: fixture.point(place), stampsAtPump: true)
                    #expect(fixture.driver.settle())
                    let label = "\(count) × \(lines) lines on \(platform), \(axis) column, over the \(place)"
                    let expected = CGFloat(count) * fixture.shelves.rowPitch
                    #expect(ShelvesFixture.offset(fixture.column, along: axis) == expected, "\(label)")
                    #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "\(label): rows at \(fixture.rowOffsets)")
                    #expect(!fixture.columnRecorder.calls.contains("willBeginDragging"), "\(label): notches are steps")
                }
            }
        }
        // And back: from row 2, a notch the other way goes to row 1; from between rows, to the nearer one.
        let fixture = ShelvesFixture(axis: axis, rowCount: 10)
        let pitch = fixture.shelves.rowPitch
        let along = { (value: CGFloat) in axis == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0) }
        fixture.column.contentOffset = along(2 * pitch)
        fixture.driver.play(Self.along(axis, platform.wheelClicks(1, lines: -1, spacing: 0.25)), at: fixture.point(.row))
        #expect(fixture.driver.settle())
        #expect(fixture.column.contentOffset == along(pitch))
        fixture.column.contentOffset = along(2.4 * pitch)
        fixture.driver.play(Self.along(axis, platform.wheelClicks(1, lines: 1, spacing: 0.25)), at: fixture.point(.gap))
        #expect(fixture.driver.settle())
        #expect(fixture.column.contentOffset == along(3 * pitch))
    }

    @Test("Shift turns a vertical wheel along a horizontal row: it steps the row, not the column")
    func shiftWheelScrollsTheRow() {
        let fixture = ShelvesFixture(axis: .vertical)
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.point(.row), modifiers: .shift)
        #expect(fixture.driver.settle())
        #expect(fixture.rowScroll(1).contentOffset.x == 128, "one item of 120 and a spacing of 8")
        #expect(fixture.column.contentOffset == .zero)
        // Over the gap it moves nothing.
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.point(.gap), modifiers: .shift)
        #expect(fixture.driver.settle())
        #expect(fixture.column.contentOffset == .zero)
        #expect(fixture.rowOffsets.enumerated().allSatisfy { $0.offset == 1 || $0.element == .zero })
    }
}
