import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("Focus: window alignment, edge (scroll only when needed) and start (the focus at the snap point)")
struct CarouselFocusWindowTests {
    /// The techniques laid out from the core's layout (every one but the picker's one option a page).
    nonisolated static let laidOut: [CarouselKind] = [
        .banner, .scrollStrip, .pagingStrip, .tiling, .padded, .finitePreviews, .infinitePreviews,
    ]
    /// An item's length on the shelf, points: (640 − 2 × 16 − 2 × 8) / 3.
    static let length: CGFloat = 592 / 3
    /// The distance from one item to the next, points.
    static let pitch: CGFloat = length + 8

    @Test(
        "edge, margin 0: the row stays until the focus would leave the view, then moves the fewest items",
        arguments: laidOut, ItemFlow.tested)
    func edgeScrollsOnlyWhenNeeded(kind: CarouselKind, flow: ItemFlow) throws {
        let fixture = FocusFixture(kind, flow: flow)
        fixture.recorder.reset()
        // Items 0, 1 and 2 show fully (16 … 624): focusing them scrolls nothing.
        for _ in 1...2 { fixture.press(forward: true) }
        #expect(fixture.focus.focusedItem == 2)
        #expect(fixture.recorder.targetChanges.isEmpty, "\(kind) \(flow): no scroll for a visible item")
        #expect(fixture.carousel.settledItem == 0)
        // Item 3 would start at 16 + 3 × pitch = 632 > 624: the row moves one item, to item 1.
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 1, "\(kind) \(flow)")
        let span = try #require(fixture.spans(ofItem: 3).first { $0.upperBound <= 640 })
        #expect(abs(span.upperBound - 624) < 1e-6, "\(kind) \(flow): item 3's far end at the view's end less the inset")
        #expect(fixture.recorder.targetChanges == [.target(1, .key)])
        // Back to item 1: visible, nothing moves; item 0 then brings the row back.
        fixture.recorder.reset()
        for _ in 1...2 { fixture.press(forward: false) }
        #expect(fixture.focus.focusedItem == 1 && fixture.recorder.targetChanges.isEmpty)
        fixture.press(forward: false)
        #expect(fixture.carousel.settledItem == 0 && fixture.isFullyVisible(0))
        let first = try #require(fixture.spans(ofItem: 0).first { $0.lowerBound >= 0 })
        #expect(abs(first.lowerBound - 16) < 1e-6)
    }

    @Test(
        "edge, margin 1: one item is kept between the focus and the ends, where there are items",
        arguments: laidOut, ItemFlow.tested)
    func edgeMargin(kind: CarouselKind, flow: ItemFlow) {
        let count = 8
        let fixture = FocusFixture(kind, count: count, flow: flow, alignment: .edge(margin: 1))
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 0, "\(kind) \(flow): items 0…2 show, item 1 has its neighbour")
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 1, "\(kind) \(flow): item 2's neighbour 3 brought into view")
        #expect(fixture.isFullyVisible(2) && fixture.isFullyVisible(3))
        for _ in 3..<count { fixture.press(forward: true) }
        #expect(fixture.focus.focusedItem == count - 1)
        #expect(fixture.isFullyVisible(count - 1) && fixture.isFullyVisible(count - 2), "\(kind) \(flow)")
        if kind.wraps {
            #expect(fixture.isFullyVisible(0), "\(kind) \(flow): the endless row shows item 0 after the last")
            #expect(fixture.carousel.settledItem == count - 2)
        } else {
            #expect(fixture.carousel.settledItem == count - 3, "\(kind) \(flow): no item past the end to keep")
        }
    }

    @Test("edge: back across an endless row's wrap brings the last item in at the start", arguments: ItemFlow.tested)
    func edgeAcrossTheWrap(flow: ItemFlow) throws {
        for kind in Self.laidOut where kind.wraps {
            let fixture = FocusFixture(kind, count: 9, flow: flow)
            fixture.press(forward: false)
            #expect(fixture.focus.focusedItem == 8)
            #expect(fixture.carousel.settledItem == 8, "\(kind) \(flow): one item back")
            let span = try #require(fixture.spans(ofItem: 8).first { $0.lowerBound >= 0 && $0.upperBound <= 640 })
            #expect(abs(span.lowerBound - 16) < 1e-6, "\(kind) \(flow)")
        }
    }

    @Test("edge with items of their own lengths: the fewest items that show the focus whole", arguments: ItemFlow.tested)
    func edgeMixedLengths(flow: ItemFlow) throws {
        for kind in [CarouselKind.scrollStrip, .pagingStrip, .tiling, .banner] {
            let layout = CarouselLayout(itemLength: .fixed(150), alignment: .start)
            let fixture = FocusFixture(kind, layout: layout, count: 8, flow: flow)
            fixture.carousel.itemLengths = [150, 300, 100, 260, 120, 150, 150, 150]
            fixture.driver.frame()
            // Items 0…2 end at 16 + 150 + 8 + 300 + 8 + 100 = 582: visible. Item 3 ends at 850: 226 too far,
            // more than item 0's 158, so the row moves two items (to item 2, at 16).
            fixture.press(forward: true)
            fixture.press(forward: true)
            #expect(fixture.carousel.settledItem == 0, "\(kind) \(flow)")
            fixture.press(forward: true)
            #expect(fixture.carousel.settledItem == 2, "\(kind) \(flow)")
            #expect(fixture.isFullyVisible(3), "\(kind) \(flow)")
            let span = try #require(fixture.spans(ofItem: 2).first { $0.lowerBound >= 0 })
            #expect(abs(span.lowerBound - 16) < 1e-6)
        }
    }

    @Test("start: every move brings the focus to the snap point", arguments: laidOut + [.picker], ItemFlow.tested)
    func startAlignment(kind: CarouselKind, flow: ItemFlow) {
        let fixture = FocusFixture(kind, flow: flow, alignment: .start)
        fixture.recorder.reset()
        for expected in [1, 2, 3] {
            fixture.press(forward: true)
            #expect(fixture.carousel.settledItem == expected, "\(kind) \(flow)")
        }
        fixture.press(forward: false)
        #expect(fixture.carousel.settledItem == 2)
        #expect(fixture.recorder.targetChanges.allSatisfy { if case .target(_, .key) = $0 { true } else { false } })
    }

    @Test("focus(item:) far away: the row brings it into view (edge) with the given cause")
    func focusFarItem() {
        for kind in Self.laidOut {
            let fixture = FocusFixture(kind, count: 40, flow: .horizontal)
            fixture.focus.focus(item: 30, cause: .api)
            fixture.driver.settle()
            #expect(fixture.focus.focusedItem == 30 && fixture.isFullyVisible(30), "\(kind)")
            #expect(fixture.changes.entries == [Change(item: 30, cause: .api)])
        }
    }
}
