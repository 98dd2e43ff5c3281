import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A window holding a full-size carousel of `count` banners laid out along `flow`: 640 points along
/// the main axis and 300 across (640×300 horizontal, 300×640 vertical), so the geometry's numbers are
/// the same in every flow.
@MainActor
struct CarouselFixture {
    let carousel: RecyclingCarousel
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let flow: ItemFlow
    /// The main and cross lengths of the window, in points.
    static let mainLength: CGFloat = 640
    static let crossLength: CGFloat = 300
    /// The horizontal window.
    static let size = CGSize(width: mainLength, height: crossLength)

    init(count: Int = 5, flow: ItemFlow = .horizontal, hz: Double = 60) {
        self.flow = flow
        let size = flow.size(main: CarouselFixture.mainLength, cross: CarouselFixture.crossLength)
        carousel = RecyclingCarousel(frame: CGRect(origin: .zero, size: size))
        carousel.flow = flow
        carousel.carouselDelegate = recorder
        carousel.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: size, containing: carousel, hz: hz)
    }

    static func banners(_ count: Int) -> [Banner] {
        (0..<count).map { Banner(title: "Banner \($0)", subtitle: "Item \($0)", image: ImageReference("/banners/\($0).png")) }
    }

    /// The window point at logical main position `main` (from the start edge, in item order) and
    /// `cross` across.
    func point(main: CGFloat, cross: CGFloat = CarouselFixture.crossLength / 2) -> CGPoint {
        flow.point(main: flow.physical(main, in: CarouselFixture.mainLength), cross: cross)
    }

    var middle: CGPoint { point(main: CarouselFixture.mainLength / 2) }

    /// Drags from the middle so that the content moves `distance` points forward in item order (the
    /// next item comes in): the pointer moves the other way along the main axis.
    func drag(forward distance: CGFloat, speed: CGFloat, hold: TimeInterval = 0, release: Bool = true) {
        driver.drag(from: middle, by: flow.vector(alongMain: -distance), speed: speed, hold: hold, release: release)
    }

    /// The window-space frames of the three slots, in item order.
    var slotFrames: [CGRect] { carousel.slots.map { $0.convert($0.bounds, to: nil) } }

    /// A window-space frame's start and end along the main axis, as logical positions.
    func logicalSpan(_ frame: CGRect) -> (start: CGFloat, end: CGFloat) {
        let start = flow.logicalStart(of: frame, in: CarouselFixture.mainLength)
        return (start, start + flow.main(frame.size))
    }

    /// The banner a slot shows.
    func banner(inSlot slot: Int) -> Banner? { (carousel.slots[slot] as? BannerItemView)?.banner }

    /// The title of the banner centred now.
    var centredTitle: String? { banner(inSlot: 1)?.title }

    /// Whether the strip rests with a banner exactly centred: the logical offset and the centred
    /// slot's place on screen both exact.
    var isCentred: Bool {
        abs(carousel.logicalOffset - carousel.centredOffset) < 1e-9 && abs(logicalSpan(slotFrames[1]).start - 16) < 1e-9
    }

    /// Where each visible banner (by title) starts on screen, as a logical position: for seam checks.
    var visiblePositions: [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for (slot, frame) in slotFrames.enumerated() {
            let span = logicalSpan(frame)
            guard span.end > 0, span.start < CarouselFixture.mainLength, let title = banner(inSlot: slot)?.title else { continue }
            if result[title] == nil || slot == 1 { result[title] = span.start }
        }
        return result
    }

    /// The index changes heard, without their causes.
    var changes: [Int] {
        recorder.settledChanges.compactMap { if case .settled(let index, _) = $0 { index } else { nil } }
    }

    /// The selections heard, without their causes.
    var selections: [Int] {
        recorder.selections.compactMap { if case .selected(let index, _) = $0 { index } else { nil } }
    }

    /// The key that pages forward along the flow: Right, Left right to left, Down on a vertical strip.
    var forwardKey: Key { flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right) }
    /// The key that pages back.
    var backKey: Key { flow.axis == .vertical ? .up : (flow.isReversed ? .right : .left) }
}

@MainActor
@Suite("RecyclingCarousel (seed A)")
struct RecyclingCarouselTests {
    @Test("A1: the centred banner is inset 16 from each end and the neighbours peek in 8 pt apart", arguments: ItemFlow.tested)
    func a1Geometry(flow: ItemFlow) {
        let fixture = CarouselFixture(flow: flow)
        let spans = fixture.slotFrames.map(fixture.logicalSpan)
        #expect(spans[1].start == 16 && spans[1].end == 640 - 16)
        #expect(spans[0].end == 8, "the previous item's ear: 16 − 8 pt visible")
        #expect(abs(spans[2].start - (640 - 8)) < 1e-9, "the next item's ear")
        #expect(abs(spans[1].start - spans[0].end - 8) < 1e-9 && abs(spans[2].start - spans[1].end - 8) < 1e-9)
        #expect(fixture.slotFrames.allSatisfy { fixture.flow.cross($0.size) == 300 && fixture.flow.cross($0.origin) == 0 })
        #expect(fixture.carousel.slots.allSatisfy { $0.cornerRadius == 8 })
        // Where a reader expects the next item's ear, worked out without ItemFlow: right, left, below.
        let next = fixture.slotFrames[2]
        switch (flow.axis, flow.direction) {
        case (.vertical, _): #expect(abs(next.minY - 632) < 1e-9 && next.minX == 0, "below")
        case (.horizontal, .leftToRight): #expect(abs(next.minX - 632) < 1e-9 && next.minY == 0, "at the right")
        case (.horizontal, .rightToLeft): #expect(abs(next.maxX - 8) < 1e-9 && next.minY == 0, "at the left")
        }
    }

    @Test(
        "A2: exactly three item views whatever the count (none with no items)", arguments: ItemFlow.tested, [0, 1, 2, 3, 7, 1000])
    func a2ThreeViews(flow: ItemFlow, count: Int) {
        let fixture = CarouselFixture(count: count, flow: flow)
        let itemViews = fixture.carousel.scrollView.subviews.filter { $0 is BannerItemView }
        #expect(itemViews.count == (count == 0 ? 0 : 3))
        // Three slots, two gaps, an inset at each end.
        let expectedLength: CGFloat = count == 0 ? 0 : 3 * 608 + 2 * 8 + 2 * 16
        #expect(fixture.carousel.scrollView.contentSize == flow.size(main: expectedLength, cross: 300))
    }

    @Test("A3: fast deceleration and no indicators")
    func a3Deceleration() {
        let scrollView = CarouselFixture().carousel.scrollView
        #expect(scrollView.decelerationRate == .fast)
        #expect(!scrollView.showsHorizontalScrollIndicator && !scrollView.showsVerticalScrollIndicator)
    }

    @Test("A4 by the rule book: at rest the nearest snap to the release, a flick one snap on", arguments: ItemFlow.tested)
    func a4LandingRule(flow: ItemFlow) {
        let fixture = CarouselFixture(flow: flow)
        let core = fixture.carousel.core
        let w = core.geometry.length(ofItem: 1)
        let centre = core.geometry.snapPosition(1)
        let pitch = core.geometry.snapPosition(2) - centre
        #expect(w == 608 && pitch == 616)
        #expect(core.restingSnap(velocity: 0, from: centre + pitch / 2 - 1) == 1)
        #expect(core.restingSnap(velocity: 0, from: centre + pitch / 2 + 1) == 2)
        #expect(core.restingSnap(velocity: 0, from: centre - pitch / 2 + 1) == 1)
        #expect(core.restingSnap(velocity: 0, from: centre - pitch / 2 - 1) == 0)
        #expect(core.restingSnap(velocity: 0.5, from: centre + 10) == 2, "a flick goes one snap on")
        #expect(core.restingSnap(velocity: -0.5, from: centre + 10) == 1, "back to the snap it passed")
        #expect(core.restingSnap(velocity: 0.2, from: centre + 10) == 1, "slower than 0.3 pt/ms: the nearest")

        fixture.drag(forward: 250, speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 0 && fixture.isCentred, "250 of 616, held still: back")
        fixture.drag(forward: 400, speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 1 && fixture.isCentred, "400 of 616, held still: on to the next")
    }

    @Test(
        "A5: recentring rotates the contents and keeps every visible banner where it was (the seam)", arguments: ItemFlow.tested)
    func a5Seam(flow: ItemFlow) {
        let fixture = CarouselFixture(flow: flow)
        var largestJump: CGFloat = 0
        var recentres = 0
        var before = fixture.visiblePositions
        var lastIndex = fixture.carousel.centredItem
        var deltas: [CGFloat] = []
        fixture.carousel.onRecentre = { deltas.append($0) }
        fixture.driver.press(at: fixture.point(main: 600))
        for step in 1...160 {
            fixture.driver.move(to: fixture.point(main: 600 - CGFloat(step) * 3.5), after: 0.008)
            let after = fixture.visiblePositions
            if fixture.carousel.centredItem != lastIndex {
                recentres += 1
                lastIndex = fixture.carousel.centredItem
                // Between two pointer samples every banner moved by the same drag delta: compare shapes.
                let moves = after.compactMap { title, start in before[title].map { start - $0 } }
                if let first = moves.first { largestJump = max(largestJump, moves.map { abs($0 - first) }.max() ?? 0) }
                #expect(moves.count >= 2, "the banners seen before the jump are still seen after it")
            }
            before = after
        }
        #expect(recentres >= 1)
        #expect(largestJump < 0.01)
        // Forward recentres move the content back one step: physically, to the right right to left.
        #expect(deltas.count == recentres && deltas.allSatisfy { $0 == flow.physicalDelta(-fixture.carousel.step) })
    }

    @Test(
        "A6: any fling, however hard, ends with one banner exactly centred",
        arguments: ItemFlow.tested, [300.0, 1000, 3000, 8000, 20000, -300, -1000, -3000, -8000, -20000])
    func a6AnyFling(flow: ItemFlow, speed: Double) {
        let fixture = CarouselFixture(flow: flow)
        fixture.drag(forward: speed > 0 ? 120 : -120, speed: CGFloat(abs(speed)))
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.logicalSpan(fixture.slotFrames[1]).start == 16)
    }

    @Test("A7: setting the data centres the current banner at once, and keeps the index in range", arguments: ItemFlow.tested)
    func a7SetData(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: flow)
        fixture.carousel.scrollToItem(4, animated: false)
        fixture.carousel.set(items: CarouselFixture.banners(3))
        #expect(fixture.carousel.centredItem == 2 && fixture.isCentred)
        #expect(fixture.centredTitle == "Banner 2")
        #expect(fixture.changes == [0, 4, 2])
    }

    @Test(
        "A8: counts 0, 1 and 2 work; the same item may fill several slots and the ears still show",
        arguments: ItemFlow.tested, [0, 1, 2])
    func a8SmallCounts(flow: ItemFlow, count: Int) {
        let fixture = CarouselFixture(count: count, flow: flow)
        if count == 0 {
            #expect(fixture.carousel.slots.allSatisfy { $0.isHidden })
            fixture.drag(forward: 200, speed: 2000)
            fixture.carousel.next()
            fixture.driver.settle()
            #expect(fixture.carousel.centredItem == 0 && fixture.recorder.restsAndSelections.isEmpty)
            #expect(fixture.carousel.currentItem == nil)
            return
        }
        let titles = (0..<3).map { fixture.banner(inSlot: $0)?.title }
        #expect(titles[0] == "Banner \(count - 1)" && titles[1] == "Banner 0" && titles[2] == "Banner \(1 % count)")
        for _ in 0..<3 {
            fixture.drag(forward: 150, speed: 3000)
            fixture.driver.settle()
        }
        #expect(fixture.carousel.centredItem == 3 % count && fixture.isCentred)
    }

    @Test("A9: a press catches a moving strip, and the strip still lands centred", arguments: ItemFlow.tested)
    func a9Catch(flow: ItemFlow) {
        let fixture = CarouselFixture(flow: flow)
        fixture.drag(forward: 120, speed: 3000)
        fixture.driver.frames(2)
        #expect(fixture.carousel.scrollView.isDecelerating)
        fixture.driver.press(at: fixture.middle)
        let caught = fixture.carousel.scrollView.contentOffset
        fixture.driver.frames(3)
        #expect(fixture.carousel.scrollView.contentOffset == caught)
        fixture.driver.release(after: 0.05)
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.selections.isEmpty, "the brake is not a click")
    }

    @Test("the index is reported once per settled change, with the logical index and its cause", arguments: ItemFlow.tested)
    func settledChangesOnce(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 3, flow: flow)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)], "the first index, once")
        fixture.drag(forward: -150, speed: 3000)
        fixture.driver.settle()
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(2, .fling)])
        fixture.drag(forward: -40, speed: 200, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.changes == [0, 2], "a nudge that springs back changes nothing")
        fixture.drag(forward: 360, speed: 400, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.recorder.restsAndSelections.last == .settled(0, .drag), "a drag past half a pitch, released at rest")
    }

    @Test(
        "Left / Right still page a vertical strip; Up / Down leave a horizontal one to its superview", arguments: ItemFlow.tested)
    func crossKeys(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: flow)
        let up = fixture.carousel.handleKey(KeyEvent(.up, time: fixture.driver.time))
        let right = fixture.carousel.handleKey(KeyEvent(.right, time: fixture.driver.time))
        fixture.driver.settle()
        #expect(up == (flow.axis == .vertical) && right)
        // Vertical: Up back to 4, Right forward to 0. Horizontal: Up ignored, Right forward (back right to left).
        let expected = flow.axis == .vertical ? 0 : (flow.isReversed ? 4 : 1)
        #expect(fixture.carousel.centredItem == expected && fixture.isCentred)
    }

    @Test("a wheel notch pages one item: a vertical wheel turned down goes forward in every flow", arguments: ItemFlow.tested)
    func wheelNotches(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: flow)
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 1 && fixture.isCentred)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(1, .wheel)])
        fixture.driver.wait(ScrollView.wheelSettleDelay * 2)
        // A horizontal notch acts physically: it brings in what lies to the right (back, right to left).
        fixture.driver.wheel(dx: 40, dy: 0, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == (flow.isReversed ? 0 : 2) && fixture.isCentred)
    }

    @Test("a long trackpad swipe along the flow turns one item, however far the fingers go", arguments: ItemFlow.tested)
    func trackpadSwipe(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: flow)
        // Twenty precise deltas a frame apart, 60 pt each in content-offset terms, forward in item order.
        let delta = flow.vector(alongMain: 60)
        let swipe = WheelTrace(
            (0..<20).map { WheelTrace.Event(time: Double($0) / 60, dx: delta.x, dy: delta.y, isPrecise: true) })
        fixture.driver.play(swipe, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 1 && fixture.isCentred)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(1, .trackpad)])
    }

    @Test("scrollToItem goes the shortest way round and reports with its cause", arguments: ItemFlow.tested)
    func shortestWay(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 7, flow: flow)
        fixture.carousel.scrollToItem(6, animated: true, cause: .autoplay)
        var indices: Set<Int> = []
        while !fixture.driver.root.animationDriver.isIdle {
            fixture.driver.frame()
            indices.insert(fixture.carousel.centredItem)
        }
        #expect(fixture.carousel.centredItem == 6 && fixture.isCentred)
        #expect(indices == [0, 6], "it went one step backwards, not six forwards")
        fixture.carousel.scrollToItem(2, animated: false)
        #expect(fixture.carousel.centredItem == 2 && fixture.isCentred)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .settled(6, .autoplay), .settled(2, .api)])
    }

    @Test("a click on the centred banner selects it; on a peeking neighbour scrolls to it", arguments: ItemFlow.tested)
    func clicks(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 4, flow: flow)
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api), .selected(0, .click)])
        fixture.driver.click(at: fixture.point(main: 634))
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 1)
        #expect(fixture.recorder.restsAndSelections.last == .settled(1, .click))
        fixture.driver.click(at: fixture.point(main: 4))
        fixture.driver.settle()
        #expect(fixture.carousel.centredItem == 0 && fixture.isCentred)
        #expect(fixture.recorder.restsAndSelections.count == 4)
    }

    @Test(
        "the one protocol: a drag, a key, a notch, a click and scrollToItem each report once with their cause",
        arguments: ItemFlow.tested)
    func protocolEvents(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 6, flow: flow)
        let carousel: any Carousel = fixture.carousel
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)], "the first index, once")
        fixture.drag(forward: 400, speed: 500, hold: 0.1)
        fixture.driver.settle()
        fixture.driver.root.focus(fixture.carousel)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        fixture.driver.click(at: fixture.point(main: 636))
        fixture.driver.settle()
        carousel.scrollToItem(1, animated: true, cause: .autoplay)
        fixture.driver.settle()
        carousel.scrollToItem(5, animated: false)
        carousel.scrollToItem(5, animated: true)
        fixture.driver.settle()
        #expect(
            fixture.recorder.restsAndSelections == [
                .settled(0, .api), .settled(1, .drag), .settled(2, .key), .settled(3, .wheel),
                .selected(3, .click), .settled(4, .click), .settled(1, .autoplay), .settled(5, .api),
            ])
        #expect(carousel.currentItem == 5 && carousel.itemCount == 6)
    }

    @Test(
        "any cells: three made per setItems, configured for the items they show, with the corner radius",
        arguments: ItemFlow.tested)
    func numberCards(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 0, flow: flow)
        var made = 0
        let cells = CarouselCells(
            make: { () -> NumberCard in
                made += 1
                return NumberCard()
            }, configure: { card, index in card.show(index) })
        fixture.carousel.setItems(count: 12, cells: cells)
        #expect(made == 3)
        func numbers() -> [Int?] { fixture.carousel.slots.map { ($0 as? NumberCard)?.number } }
        #expect(numbers() == [11, 0, 1])
        for _ in 0..<14 {
            fixture.drag(forward: 300, speed: 3000)
            fixture.driver.settle()
        }
        #expect(made == 3, "recycled, never made again")
        #expect(fixture.carousel.centredItem == 2 && numbers() == [1, 2, 3] && fixture.isCentred)
        #expect(fixture.carousel.slots.allSatisfy { $0.cornerRadius == 8 })
        #expect(fixture.carousel.scrollView.subviews.filter { $0 is NumberCard }.count == 3)
    }

    @Test("changing the flow lays the carousel out again and keeps the current item", arguments: ItemFlow.tested)
    func flowChange(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: .horizontal)
        fixture.carousel.scrollToItem(3, animated: false)
        fixture.carousel.flow = flow
        #expect(fixture.carousel.centredItem == 3)
        #expect(abs(fixture.carousel.logicalOffset - fixture.carousel.centredOffset) < 1e-9)
        #expect(fixture.changes == [0, 3], "nothing changed")
        #expect(fixture.carousel.scrollView.contentDirection == flow.effectiveDirection)
    }

    @Test("the inspected frames are physical and the recentre range is in physical offsets", arguments: ItemFlow.tested)
    func inspection(flow: ItemFlow) {
        let fixture = CarouselFixture(count: 5, flow: flow)
        var items: [InspectedItem] = []
        fixture.carousel.forEachInspectedItem { items.append($0) }
        #expect(items.map(\.index) == [4, 0, 1])
        #expect(items.map(\.frame) == fixture.carousel.slots.map(\.frame))
        let range = fixture.carousel.recentreRange!
        let offset = flow.main(fixture.carousel.scrollView.contentOffset)
        #expect(range.contains(offset) && abs((range.lowerBound + range.upperBound) / 2 - offset) < 1e-9)
        #expect(abs(range.upperBound - range.lowerBound - 2 * (616 - 608.0 / 3)) < 1e-9)
    }

    @Test("wrap maths: positive modulo and the shortest signed distance")
    func wrapMath() {
        #expect(WrapMath.wrap(-1, count: 5) == 4 && WrapMath.wrap(12, count: 5) == 2 && WrapMath.wrap(-10, count: 5) == 0)
        #expect(WrapMath.shortestDistance(from: 0, to: 6, count: 7) == -1)
        #expect(WrapMath.shortestDistance(from: 6, to: 0, count: 7) == 1)
        #expect(WrapMath.shortestDistance(from: 0, to: 3, count: 7) == 3)
        #expect(WrapMath.shortestDistance(from: 0, to: 2, count: 4) == -2)
    }
}
