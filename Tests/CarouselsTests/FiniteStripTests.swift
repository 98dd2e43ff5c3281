import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A window holding a full-size finite strip of `count` banners, paged or free, along `flow`: 640
/// points along the main axis and 300 across, as `CarouselFixture`.
@MainActor
struct FiniteStripFixture {
    let strip: FiniteStrip
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let flow: ItemFlow

    init(count: Int = 5, paging: Bool, flow: ItemFlow) {
        self.flow = flow
        let size = flow.size(main: CarouselFixture.mainLength, cross: CarouselFixture.crossLength)
        strip = FiniteStrip(frame: CGRect(origin: .zero, size: size), paging: paging)
        strip.flow = flow
        strip.carouselDelegate = recorder
        strip.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: size, containing: strip)
    }

    /// The distance from one item to the next: a page, or an item and a gap.
    var step: CGFloat { strip.paging ? 640 : 616 }

    /// The window point at logical main position `main`, across the middle.
    func point(main: CGFloat) -> CGPoint {
        flow.point(main: flow.physical(main, in: CarouselFixture.mainLength), cross: CarouselFixture.crossLength / 2)
    }

    var middle: CGPoint { point(main: CarouselFixture.mainLength / 2) }

    /// Drags from the middle so that the content moves `distance` points forward in item order.
    func drag(forward distance: CGFloat, speed: CGFloat, hold: TimeInterval = 0) {
        driver.drag(from: middle, by: flow.vector(alongMain: -distance), speed: speed, hold: hold)
    }

    /// Whether the strip rests exactly with item `index` centred: its logical offset, and the item's
    /// view on screen.
    func isCentred(_ index: Int) -> Bool {
        guard abs(strip.logicalOffset - CGFloat(index) * step) < 1e-9 else { return false }
        var frame: CGRect?
        strip.forEachInspectedItem { if $0.index == index { frame = $0.frame } }
        guard let frame else { return false }
        let onScreen = strip.scrollView.convert(frame, to: nil)
        return abs(flow.logicalStart(of: onScreen, in: CarouselFixture.mainLength) - 16) < 1e-9
    }

    /// The key that pages forward along the flow, and the one that pages back.
    var forwardKey: Key { flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right) }
    var backKey: Key { flow.axis == .vertical ? .up : (flow.isReversed ? .right : .left) }
}

@MainActor
@Suite("FiniteStrip (the finite paging and free strips)")
struct FiniteStripTests {
    nonisolated static let modes = [false, true]

    @Test(
        "layout edges: item 0 at the start edge (the right, right to left), the next after it", arguments: ItemFlow.tested, modes)
    func layoutEdges(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(paging: paging, flow: flow)
        let scrollView = fixture.strip.scrollView
        #expect(fixture.isCentred(0))
        let contentLength: CGFloat = paging ? 5 * 640 : 4 * 616 + 640
        #expect(scrollView.contentSize == flow.size(main: contentLength, cross: 300))
        var frames: [Int: CGRect] = [:]
        fixture.strip.forEachInspectedItem { frames[$0.index] = scrollView.convert($0.frame, to: nil) }
        #expect(frames.keys.sorted() == (paging ? [0, 1] : [0, 1, 2]), "the items in view and one more")
        let next = frames[1]!
        let nextStart: CGFloat = paging ? 656 : 632
        // Worked out without ItemFlow: a strip starts at the left, the right, the top.
        switch (flow.axis, flow.direction) {
        case (.vertical, _):
            #expect(scrollView.contentOffset == .zero)
            #expect(frames[0] == CGRect(x: 0, y: 16, width: 300, height: 608) && next.minY == nextStart)
        case (.horizontal, .leftToRight):
            #expect(scrollView.contentOffset == .zero)
            #expect(frames[0] == CGRect(x: 16, y: 0, width: 608, height: 300) && next.minX == nextStart)
        case (.horizontal, .rightToLeft):
            #expect(scrollView.contentOffset == CGPoint(x: contentLength - 640, y: 0), "the strip starts at its right end")
            #expect(scrollView.contentOffset == scrollView.maximumContentOffset)
            #expect(frames[0] == CGRect(x: 16, y: 0, width: 608, height: 300) && next.maxX == 640 - nextStart)
        }
        // The far end: the last item centred, at the other end of the scroll range.
        fixture.strip.scrollToItem(4, animated: false)
        #expect(fixture.isCentred(4))
        let far = flow.isReversed ? scrollView.minimumContentOffset : scrollView.maximumContentOffset
        #expect(scrollView.contentOffset == far)
    }

    @Test(
        "paging: any release lands exactly on a page, at most one page on",
        arguments: ItemFlow.tested, [1000.0, 3000, 20000, -3000])
    func pagingLandsExactly(flow: ItemFlow, speed: Double) {
        let fixture = FiniteStripFixture(paging: true, flow: flow)
        fixture.strip.scrollToItem(2, animated: false)
        fixture.drag(forward: speed > 0 ? 200 : -200, speed: CGFloat(abs(speed)))
        fixture.driver.settle()
        let expected = speed > 0 ? 3 : 1
        #expect(fixture.strip.currentItem == expected && fixture.isCentred(expected))
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(2, .api), .settled(expected, .fling)])
        // A slow drag of less than half a page, held: back to the page it started on.
        fixture.drag(forward: 200, speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.isCentred(expected) && fixture.recorder.restsAndSelections.count == 3)
    }

    @Test("free: a hard fling runs to the end, bounces, and reports the item under the middle once", arguments: ItemFlow.tested)
    func freeFling(flow: ItemFlow) {
        let fixture = FiniteStripFixture(count: 5, paging: false, flow: flow)
        fixture.drag(forward: 200, speed: 8000)
        fixture.driver.settle()
        #expect(fixture.isCentred(4), "at the end of the range")
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(4, .fling)])
        // A slow drag, held, rests where it is left: the item under the middle is reported.
        fixture.drag(forward: -400, speed: 400, hold: 0.1)
        fixture.driver.settle()
        let rest = fixture.strip.logicalOffset
        #expect(abs(rest - (4 * 616 - 400)) <= 10, "where the drag left it, less the pan's slop: \(rest)")
        #expect(rest.truncatingRemainder(dividingBy: 616) != 0, "free: no snapping")
        #expect(fixture.recorder.restsAndSelections.last == .settled(3, .drag))
        #expect(fixture.recorder.restsAndSelections.count == 3)
    }

    @Test("keys along the flow page one item, exactly, and stop at the ends", arguments: ItemFlow.tested, modes)
    func keys(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(paging: paging, flow: flow)
        fixture.driver.root.focus(fixture.strip)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.frames(2)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        #expect(fixture.isCentred(2))
        fixture.driver.key(fixture.backKey)
        fixture.driver.settle()
        #expect(fixture.isCentred(1))
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(2, .key), .settled(1, .key)])
        for _ in 0..<6 { fixture.driver.key(.pageDown) }
        fixture.driver.settle()
        #expect(fixture.isCentred(4), "the last item, no further")
        for _ in 0..<9 { fixture.driver.key(.pageUp) }
        fixture.driver.settle()
        #expect(fixture.isCentred(0), "the first item, no further")
        let up = fixture.strip.handleKey(KeyEvent(.up, time: fixture.driver.time))
        #expect(up == (flow.axis == .vertical), "Up pages a vertical strip only")
    }

    @Test(
        "a wheel notch pages one item: a vertical wheel turned down goes forward in every flow", arguments: ItemFlow.tested, modes
    )
    func notches(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(paging: paging, flow: flow)
        fixture.strip.scrollToItem(2, animated: false)
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.isCentred(3))
        #expect(fixture.recorder.restsAndSelections.last == .settled(3, .wheel))
        fixture.driver.wait(ScrollView.wheelSettleDelay * 2)
        // A horizontal notch acts physically: it brings in what lies to the right (back, right to left).
        fixture.driver.wheel(dx: 40, dy: 0, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.isCentred(flow.isReversed ? 2 : 4))
    }

    @Test("a trackpad swipe along the flow: one page when paging, momentum when free", arguments: ItemFlow.tested, modes)
    func trackpadSwipe(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(count: 20, paging: paging, flow: flow)
        // Twenty precise deltas a frame apart, 60 pt each in content-offset terms, forward in item order.
        let delta = flow.vector(alongMain: 60)
        let swipe = WheelTrace(
            (0..<20).map { WheelTrace.Event(time: Double($0) / 60, dx: delta.x, dy: delta.y, isPrecise: true) })
        fixture.driver.play(swipe, at: fixture.middle)
        fixture.driver.settle()
        let current = fixture.strip.currentItem!
        if paging {
            #expect(fixture.isCentred(1), "one page, however far the fingers went")
        } else {
            #expect(current > 2 && fixture.strip.logicalOffset > 1200, "the swipe's momentum carries on")
        }
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(current, .trackpad)])
    }

    @Test(
        "an X11 burst of notches (a touchpad swipe) turns one page, vertical wheel or along the flow", arguments: ItemFlow.tested,
        [false, true])
    func notchBurst(flow: ItemFlow, verticalWheel: Bool) {
        let fixture = FiniteStripFixture(count: 20, paging: true, flow: flow)
        let notch = verticalWheel ? CGPoint(x: 0, y: 40) : flow.vector(alongMain: 40)
        let burst = WheelTrace(
            (0..<30).map { WheelTrace.Event(time: Double($0) * 0.012, dx: notch.x, dy: notch.y, isPrecise: false) })
        fixture.driver.play(burst, at: fixture.middle, stampsAtPump: true)
        fixture.driver.settle()
        #expect(fixture.isCentred(1), "one page")
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(1, .trackpad)])
    }

    @Test(
        "the one protocol: a drag, a key, a click, a notch and scrollToItem each report once with their cause",
        arguments: ItemFlow.tested, modes)
    func protocolEvents(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(paging: paging, flow: flow)
        let strip: any Carousel = fixture.strip
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)], "the first index, once")
        fixture.drag(forward: fixture.step, speed: 500, hold: 0.1)
        fixture.driver.settle()
        fixture.driver.root.focus(fixture.strip)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        strip.scrollToItem(1, animated: true, cause: .autoplay)
        fixture.driver.settle()
        strip.scrollToItem(4, animated: false)
        strip.scrollToItem(4, animated: true)
        fixture.driver.settle()
        #expect(
            fixture.recorder.restsAndSelections == [
                .settled(0, .api), .settled(1, .drag), .settled(2, .key), .settled(3, .wheel),
                .selected(3, .click), .settled(1, .autoplay), .settled(4, .api),
            ])
        #expect(strip.currentItem == 4 && strip.itemCount == 5)
    }

    @Test("a click on another item brings it to the middle (cause click)", arguments: ItemFlow.tested)
    func clickNeighbour(flow: ItemFlow) {
        let fixture = FiniteStripFixture(paging: false, flow: flow)
        fixture.driver.click(at: fixture.point(main: 636))
        fixture.driver.settle()
        #expect(fixture.isCentred(1))
        fixture.driver.click(at: fixture.point(main: 4))
        fixture.driver.settle()
        #expect(fixture.isCentred(0))
        fixture.driver.click(at: fixture.point(main: 12))
        fixture.driver.settle()
        #expect(fixture.isCentred(0), "the inset before item 0 is no item")
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(1, .click), .settled(0, .click)])
    }

    @Test("any cells: only the items in view have views, recycled, configured for their items", arguments: ItemFlow.tested, modes)
    func numberCards(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(count: 0, paging: paging, flow: flow)
        var made = 0
        let cells = CarouselCells(
            make: { () -> NumberCard in
                made += 1
                return NumberCard()
            }, configure: { card, index in card.show(index) })
        fixture.strip.setItems(count: 200_000, cells: cells)
        #expect(made == (paging ? 2 : 3), "the items in view and the next")
        for _ in 0..<12 {
            fixture.drag(forward: 300, speed: 3000)
            fixture.driver.settle()
        }
        #expect(made <= 5, "recycled: \(made) made")
        var shown: [Int: Int?] = [:]
        for view in fixture.strip.strip.views.enumerated() {
            shown[fixture.strip.strip.firstIndex + view.offset] = (view.element as? NumberCard)?.number
        }
        #expect(shown.allSatisfy { $0.key == $0.value }, "each card shows its item: \(shown)")
        #expect(fixture.strip.strip.views.allSatisfy { $0.cornerRadius == 8 })
        if paging { #expect(fixture.isCentred(12), "one page per drag") } else { #expect(fixture.strip.currentItem! > 12) }
    }

    @Test("new data keeps the current item in range; 0 items show nothing and report nothing", arguments: ItemFlow.tested, modes)
    func setItems(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(count: 5, paging: paging, flow: flow)
        fixture.strip.scrollToItem(4, animated: false)
        fixture.strip.set(items: CarouselFixture.banners(3))
        #expect(fixture.isCentred(2))
        fixture.strip.set(items: [])
        #expect(fixture.strip.currentItem == nil && fixture.strip.strip.views.isEmpty)
        fixture.strip.next()
        fixture.drag(forward: 200, speed: 3000)
        fixture.driver.settle()
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(4, .api), .settled(2, .api)])
        fixture.strip.set(items: CarouselFixture.banners(1))
        #expect(fixture.isCentred(0) && fixture.recorder.restsAndSelections.last == .settled(0, .api))
    }

    @Test("a new flow or size lays the strip out again keeping the current item", arguments: ItemFlow.tested, modes)
    func relayout(flow: ItemFlow, paging: Bool) {
        let fixture = FiniteStripFixture(paging: paging, flow: .horizontal)
        fixture.strip.scrollToItem(3, animated: false)
        fixture.strip.flow = flow
        #expect(fixture.strip.currentItem == 3)
        #expect(abs(fixture.strip.logicalOffset - 3 * fixture.strip.itemPitch) < 1e-9)
        #expect(fixture.strip.scrollView.contentDirection == flow.effectiveDirection)
        fixture.strip.frame = CGRect(origin: .zero, size: flow.size(main: 500, cross: 300))
        fixture.driver.frame()
        #expect(fixture.strip.currentItem == 3)
        #expect(abs(fixture.strip.logicalOffset - 3 * fixture.strip.itemPitch) < 1e-9)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(3, .api)])
    }
}
