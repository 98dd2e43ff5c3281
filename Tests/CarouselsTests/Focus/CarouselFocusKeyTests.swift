import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("Focus: the arrow keys along every flow, the ends of finite rows, the wrap of endless ones, Enter, gamepad A")
struct CarouselFocusKeyTests {
    @Test(
        "forward and back along the flow: stopped (the key not taken) at a finite row's ends, wrapped on an endless one",
        arguments: CarouselKind.allCases, ItemFlow.tested)
    func endsAndWrap(kind: CarouselKind, flow: ItemFlow) {
        let count = 6
        let fixture = FocusFixture(kind, count: count, flow: flow)
        #expect(fixture.focus.focusedItem == 0, "item 0 once there are items")
        // Back from item 0.
        let backTaken = fixture.press(forward: false)
        if kind.wraps {
            #expect(backTaken && fixture.focus.focusedItem == count - 1, "\(kind) \(flow): back from 0 wraps to n − 1")
            #expect(fixture.press(forward: true) && fixture.focus.focusedItem == 0, "and forward wraps back to 0")
        } else {
            #expect(!backTaken, "\(kind) \(flow): the key goes on to the superviews")
            #expect(fixture.focus.focusedItem == 0)
        }
        // Forward to the last item, one key at a time.
        for expected in 1..<count {
            #expect(fixture.press(forward: true), "\(kind) \(flow): forward to \(expected)")
            #expect(fixture.focus.focusedItem == expected)
        }
        let forwardTaken = fixture.press(forward: true)
        #expect(forwardTaken == kind.wraps, "\(kind) \(flow): forward from the last item")
        #expect(fixture.focus.focusedItem == (kind.wraps ? 0 : count - 1))
        // Each change heard once, with the key as its cause.
        let expected: [Change] =
            (kind.wraps ? [Change(item: count - 1, cause: .key), Change(item: 0, cause: .key)] : [])
            + (1..<count).map { Change(item: $0, cause: .key) } + (kind.wraps ? [Change(item: 0, cause: .key)] : [])
        #expect(fixture.changes.entries == expected)
    }

    @Test("the cross axis' arrows and the other keys are not the focus's", arguments: ItemFlow.tested)
    func crossKeys(flow: ItemFlow) {
        let fixture = FocusFixture(.scrollStrip, flow: flow)
        let cross: [Key] = flow.axis == .vertical ? [.left, .right] : [.up, .down]
        for key in cross + [.space] {
            #expect(!fixture.focus.handleKey(KeyEvent(key, time: fixture.driver.time)), "\(key)")
        }
        #expect(fixture.focus.focusedItem == 0 && fixture.changes.entries.isEmpty)
    }

    @Test("move(by:) stops at a finite row's ends (false when it cannot move) and wraps an endless one")
    func moveByTable() {
        let finite = FocusFixture(.pagingStrip, count: 5, flow: .horizontal)
        let endless = FocusFixture(.tiling, count: 5, flow: .horizontal)
        // (steps, expected focus after, moved) from the focus before.
        let finiteTable: [(Int, Int, Bool)] = [
            (-1, 0, false), (3, 3, true), (5, 4, true), (1, 4, false), (0, 4, false), (-9, 0, true),
        ]
        let endlessTable: [(Int, Int, Bool)] = [
            (-1, 4, true), (1, 0, true), (7, 2, true), (-3, 4, true), (5, 4, false), (0, 4, false),
        ]
        for (steps, after, moved) in finiteTable {
            #expect(finite.focus.move(by: steps, cause: .api) == moved, "finite by \(steps)")
            #expect(finite.focus.focusedItem == after, "finite by \(steps)")
            finite.driver.settle()
        }
        for (steps, after, moved) in endlessTable {
            #expect(endless.focus.move(by: steps, cause: .api) == moved, "endless by \(steps)")
            #expect(endless.focus.focusedItem == after, "endless by \(steps)")
            endless.driver.settle()
        }
    }

    @Test("Enter selects the focused item (cause key), not the one at the snap point", arguments: CarouselKind.allCases)
    func enterSelects(kind: CarouselKind) {
        let fixture = FocusFixture(kind, flow: .horizontal)
        fixture.press(forward: true)
        let focused = fixture.focus.focusedItem
        fixture.recorder.reset()
        #expect(fixture.driver.root.handle(key: KeyEvent(.enter, time: fixture.driver.time)))
        #expect(fixture.recorder.selections == [.selected(focused ?? -1, .key)], "\(kind)")
    }

    @Test("gamepad A selects the focused item with the cause gamepad (Enter first, no tap)", arguments: CarouselKind.allCases)
    func gamepadA(kind: CarouselKind) {
        let fixture = FocusFixture(kind, flow: .horizontal)
        fixture.driver.gamepad(.dpadRight, pressed: true)
        fixture.driver.gamepad(.dpadRight, pressed: false)
        fixture.driver.settle()
        #expect(fixture.focus.focusedItem == 1 && fixture.changes.entries == [Change(item: 1, cause: .gamepad)], "\(kind)")
        fixture.recorder.reset()
        fixture.driver.gamepad(.a, pressed: true)
        fixture.driver.gamepad(.a, pressed: false)
        fixture.driver.settle()
        #expect(fixture.recorder.selections == [.selected(1, .gamepad)], "\(kind): the focused item, once")
    }

    @Test("with takesCarouselKeys off the carousel pages with its keys as before, the focus stays")
    func keysLeftAlone() {
        let fixture = FocusFixture(.pagingStrip, flow: .horizontal)
        fixture.focus.takesCarouselKeys = false
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 1 && fixture.focus.focusedItem == 0)
        #expect(fixture.focus.handleKey(KeyEvent(.right, time: fixture.driver.time)) && fixture.focus.focusedItem == 1)
    }

    @Test("no items: nothing focused, no key taken; items set later: item 0")
    func empty() {
        let fixture = FocusFixture(.banner, count: 0, flow: .horizontal)
        #expect(fixture.focus.focusedItem == nil && fixture.focus.ringFrame == nil)
        #expect(!fixture.focus.handleKey(KeyEvent(.right, time: fixture.driver.time)))
        #expect(!fixture.focus.handleKey(KeyEvent(.enter, time: fixture.driver.time)))
        fixture.carousel.setItems(count: 4, cells: .numberCards)
        fixture.driver.frame()
        #expect(fixture.focus.focusedItem == 0)
        #expect(fixture.changes.entries == [Change(item: 0, cause: .api)])
        #expect(fixture.focus.ringFrame != nil)
    }
}
