import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Records what a `CarouselShelves` tells its focus delegate.
@MainActor
final class ShelvesFocusRecorder: CarouselShelvesDelegate {
    struct Line: Equatable, CustomStringConvertible {
        var row: Int
        var item: Int
        var cause: ScrollCause
        var description: String { "(\(row), \(item), \(cause))" }
    }

    var moves: [Line] = []
    var selections: [Line] = []

    func shelves(_ shelves: CarouselShelves, didMoveFocusTo item: Int, inRow row: Int, cause: ScrollCause) {
        moves.append(Line(row: row, item: item, cause: cause))
    }

    func shelves(_ shelves: CarouselShelves, didSelect item: Int, inRow row: Int, cause: ScrollCause) {
        selections.append(Line(row: row, item: item, cause: cause))
    }
}

@MainActor
@Suite("Shelves: TV-style focus across rows")
struct ShelvesFocusTests {
    /// The fixture with the shelves holding the keys and a recorder as their focus delegate.
    private func focused(
        axis: Axis = .vertical, itemLengths: [CGFloat] = [120], direction: LayoutDirection = .leftToRight
    ) -> (ShelvesFixture, ShelvesFocusRecorder) {
        let fixture = ShelvesFixture(axis: axis, itemLengths: itemLengths, direction: direction)
        let recorder = ShelvesFocusRecorder()
        fixture.shelves.focusDelegate = recorder
        fixture.driver.root.focus(fixture.shelves)
        return (fixture, recorder)
    }

    /// The window-space middle of row `row`'s ring; nil when hidden.
    private func ringMiddle(_ fixture: ShelvesFixture, row: Int) -> CGPoint? {
        guard let ring = fixture.shelves.rowFocus(row)?.ringFrame else { return nil }
        return fixture.shelves.rows[row].carousel.convertToWindow(CGPoint(x: ring.midX, y: ring.midY))
    }

    /// The item of row `row` whose laid-out frame (window points) contains `point` along the row.
    private func item(of fixture: ShelvesFixture, row: Int, under point: CGPoint) -> Int? {
        var found: Int?
        let carousel = fixture.shelves.rows[row].carousel
        carousel.forEachItemView { view, item in
            guard let parent = view.superview else { return }
            let low = parent.convertToWindow(CGPoint(x: view.frame.minX, y: view.frame.minY))
            let high = parent.convertToWindow(CGPoint(x: view.frame.maxX, y: view.frame.maxY))
            let inside =
                fixture.shelves.axis == .vertical
                ? (min(low.x, high.x)...max(low.x, high.x)).contains(point.x)
                : (min(low.y, high.y)...max(low.y, high.y)).contains(point.y)
            if inside { found = item.index }
        }
        return found
    }

    @Test("the focus starts on row 0, item 0, and only row 0 shows a ring")
    func start() {
        let (fixture, recorder) = focused()
        #expect(fixture.shelves.focusedItem?.row == 0 && fixture.shelves.focusedItem?.item == 0)
        #expect(fixture.shelves.rowFocus(0)?.ringFrame != nil)
        for row in 1..<fixture.shelves.rows.count { #expect(fixture.shelves.rowFocus(row)?.ringFrame == nil) }
        #expect(recorder.moves.isEmpty, "the start is not a move")
    }

    @Test("Right moves along the row; the row scrolls only when the focus would leave its visible items")
    func alongTheRow() {
        let (fixture, recorder) = focused()
        // 800 wide, inset 16, items 120 every 128: items 0-5 are fully visible (item 5 ends at 776).
        for _ in 0..<5 { fixture.driver.key(.right) }
        _ = fixture.driver.settle()
        #expect(fixture.rowScroll(0).contentOffset.x == 0, "item 5 is visible: the row stays")
        #expect(recorder.moves == (1...5).map { .init(row: 0, item: $0, cause: .key) })
        fixture.driver.key(.right)
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.item == 6)
        let ring = try? #require(fixture.shelves.rowFocus(0)?.ringFrame)
        #expect(fixture.rowScroll(0).contentOffset.x > 0, "item 6 was hidden: the row scrolled")
        if let ring { #expect(ring.maxX <= 800 - 16 + 3 + 0.5, "the focused item shows whole: \(ring)") }
        #expect(fixture.column.contentOffset == .zero, "the column never moves for a move along a row")
    }

    @Test("Down goes to the item nearest the focused one on screen, not the same index", arguments: [false, true])
    func downToTheNearestItem(rightToLeft: Bool) throws {
        let (fixture, recorder) = focused(itemLengths: [120, 200], direction: rightToLeft ? .rightToLeft : .leftToRight)
        for _ in 0..<4 { fixture.driver.key(rightToLeft ? .left : .right) }
        _ = fixture.driver.settle()
        let before = try #require(ringMiddle(fixture, row: 0))
        let expected = try #require(item(of: fixture, row: 1, under: before))
        #expect(expected != 4, "row 1's items are longer: the nearest is another index")
        fixture.driver.key(.down)
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.row == 1 && fixture.shelves.focusedItem?.item == expected)
        #expect(recorder.moves.last == .init(row: 1, item: expected, cause: .key))
        #expect(fixture.shelves.rowFocus(0)?.ringFrame == nil && fixture.shelves.rowFocus(1)?.ringFrame != nil)
        fixture.driver.key(.up)
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.row == 0)
    }

    @Test("Down scrolls the column to show the focused row; Up on the first row and Down on the last are not taken")
    func columnFollows() throws {
        let (fixture, _) = focused()
        let rows = fixture.shelves.rows.count
        #expect(!fixture.shelves.handleKey(KeyEvent(.up, time: fixture.driver.time)))
        for _ in 0..<(rows - 1) { fixture.driver.key(.down) }
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.row == rows - 1)
        let block = try #require(fixture.shelves.rowFrame(rows - 1))
        let offset = fixture.column.contentOffset.y
        #expect(offset > 0)
        #expect(block.minY >= offset && block.maxY <= offset + 600, "the last row shows whole: \(block) at \(offset)")
        #expect(!fixture.shelves.handleKey(KeyEvent(.down, time: fixture.driver.time)))
        #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "no row moved for the column")
    }

    @Test("Enter and the gamepad's A select the focused item; the d-pad moves with cause gamepad")
    func select() {
        let (fixture, recorder) = focused()
        fixture.driver.key(.down)
        fixture.driver.key(.right)
        fixture.driver.key(.enter)
        #expect(recorder.selections == [.init(row: 1, item: 1, cause: .key)])
        let time = fixture.driver.time
        fixture.driver.root.handle(.gamepad(GamepadEvent(.button(.dpadRight, isPressed: true), time: time)))
        fixture.driver.root.handle(.gamepad(GamepadEvent(.button(.dpadRight, isPressed: false), time: time + 0.05)))
        fixture.driver.root.handle(.gamepad(GamepadEvent(.button(.a, isPressed: true), time: time + 0.1)))
        fixture.driver.root.handle(.gamepad(GamepadEvent(.button(.a, isPressed: false), time: time + 0.15)))
        #expect(recorder.moves.last == .init(row: 1, item: 2, cause: .gamepad))
        #expect(recorder.selections.last == .init(row: 1, item: 2, cause: .gamepad))
    }

    @Test("a click on an item of another row focuses it there and selects it; hovering moves nothing")
    func click() throws {
        let (fixture, recorder) = focused()
        for row in fixture.shelves.rows { (row.carousel as? FiniteStrip)?.clicksSelect = true }
        // Row 2's carousel spans y 446…596; item 3 spans x 400…520.
        fixture.driver.root.handle(.pointer(PointerEvent(.hovered, at: CGPoint(x: 200, y: 300), time: fixture.driver.time)))
        #expect(recorder.moves.isEmpty)
        fixture.driver.click(at: CGPoint(x: 460, y: 520))
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.row == 2 && fixture.shelves.focusedItem?.item == 3)
        #expect(recorder.moves == [.init(row: 2, item: 3, cause: .click)])
        #expect(recorder.selections == [.init(row: 2, item: 3, cause: .click)])
        #expect(fixture.shelves.rowFocus(0)?.ringFrame == nil && fixture.shelves.rowFocus(2)?.ringFrame != nil)
        // The keys go on from there, whichever view the press gave them to.
        fixture.driver.key(.right)
        #expect(fixture.shelves.focusedItem?.item == 4 && fixture.shelves.focusedItem?.row == 2)
        fixture.driver.key(.up)
        #expect(fixture.shelves.focusedItem?.row == 1)
    }

    @Test(
        "a horizontal column: Left and Right cross the rows as they lie (left to right in any direction), Up and Down move along",
        arguments: [false, true])
    func transpose(rightToLeft: Bool) {
        let (fixture, recorder) = focused(axis: .horizontal, direction: rightToLeft ? .rightToLeft : .leftToRight)
        fixture.driver.key(.down)
        #expect(recorder.moves.last == .init(row: 0, item: 1, cause: .key))
        fixture.driver.key(.right)
        #expect(fixture.shelves.focusedItem?.row == 1)
        fixture.driver.key(.left)
        #expect(fixture.shelves.focusedItem?.row == 0)
    }

    @Test("focus(row:item:) moves the focus and the column there, once reported; another row's data leaves it")
    func programmatic() throws {
        let (fixture, recorder) = focused()
        fixture.shelves.focus(row: 4, item: 12, cause: .api)
        _ = fixture.driver.settle()
        #expect(recorder.moves == [.init(row: 4, item: 12, cause: .api)])
        let block = try #require(fixture.shelves.rowFrame(4))
        #expect(block.maxY <= fixture.column.contentOffset.y + 600)
        fixture.shelves.rows[1].carousel.setItems(count: 3, cells: .numberCards)
        _ = fixture.driver.settle()
        #expect(fixture.shelves.focusedItem?.row == 4 && fixture.shelves.focusedItem?.item == 12)
    }
}

@MainActor
@Suite("Shelves: the gamepad's stick steps the focus")
struct ShelvesStickTests {
    @Test("pushed down then right, the stick moves the focus a row down and an item along, as the d-pad does")
    func stick() {
        let fixture = ShelvesFixture()
        let recorder = ShelvesFocusRecorder()
        fixture.shelves.focusDelegate = recorder
        fixture.driver.root.focus(fixture.shelves)
        fixture.driver.gamepad(.leftY, 0.9)
        fixture.driver.gamepad(.leftY, 0)
        fixture.driver.gamepad(.leftX, 0.9)
        fixture.driver.gamepad(.leftX, 0)
        #expect(recorder.moves.map(\.row) == [1, 1] && recorder.moves.last?.item == 1)
        #expect(recorder.moves.allSatisfy { $0.cause == .gamepad })
        #expect(fixture.rowOffsets.allSatisfy { $0 == .zero }, "the stick scrolled no row")
    }
}

@MainActor
@Suite("Shelves: focus across an endless row")
struct ShelvesEndlessRowTests {
    @Test(
        "Left on an endless row's first item wraps to its last; Down from it lands on the nearest item below",
        arguments: [false, true])
    func wrap(rightToLeft: Bool) throws {
        let shelves = CarouselShelves(axis: .vertical, frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let layout = CarouselLayout(itemLength: .fixed(150), alignment: .start)
        let endless = TilingScrollView()
        endless.layout = layout
        let finite = FiniteStrip(layout: layout, paging: false)
        for row in [endless, finite] as [any InspectableCarousel & View] {
            var carousel = row
            carousel.flow = ItemFlow(axis: .horizontal, direction: rightToLeft ? .rightToLeft : .leftToRight)
            carousel.setItems(count: 9, cells: .numberCards)
        }
        shelves.setRows([CarouselShelf(title: "Endless", carousel: endless), CarouselShelf(title: "Finite", carousel: finite)])
        let recorder = ShelvesFocusRecorder()
        shelves.focusDelegate = recorder
        let driver = FrameDriver(size: CGSize(width: 800, height: 600), containing: shelves)
        driver.frame()
        driver.root.focus(shelves)
        driver.key(rightToLeft ? .right : .left) // back from item 0
        #expect(driver.settle())
        #expect(shelves.focusedItem?.row == 0 && shelves.focusedItem?.item == 8, "the endless row wraps")
        let ring = try #require(shelves.rowFocus(0)?.ringFrame)
        let middle = endless.convertToWindow(CGPoint(x: ring.midX, y: ring.midY))
        #expect((0...800).contains(middle.x), "the wrapped focus is in view: \(middle)")
        #expect(!shelves.handleKey(KeyEvent(.up, time: driver.time)), "no row above the first")
        driver.key(.down)
        #expect(driver.settle())
        #expect(shelves.focusedItem?.row == 1)
        let below = try #require(shelves.rowFocus(1)?.ringFrame)
        let belowMiddle = finite.convertToWindow(CGPoint(x: below.midX, y: below.midY))
        #expect(abs(belowMiddle.x - middle.x) <= 75 + 8, "the nearest item below: \(belowMiddle) under \(middle)")
    }
}
