import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Counts the cells a `CarouselCells` value made.
@MainActor
final class CellMakeCounter {
    var count = 0

    /// `NumberCard`s (item i shows i), each make counted.
    var numberCards: CarouselCells {
        CarouselCells(
            make: { [unowned self] () -> NumberCard in
                count += 1
                return NumberCard()
            }, configure: { (card: NumberCard, index: Int) in card.show(index) })
    }
}

/// A window filled by a picker 400 pt along the main axis and 200 pt across: the scroll view is the
/// middle 200 pt, one page. Positions are given as *logical* main coordinates (0 at the start edge,
/// the left left to right, the right right to left, the top vertically) and mapped through the flow.
@MainActor
struct PickerFixture {
    static let length: CGFloat = 400
    static let cross: CGFloat = 200
    static let page: CGFloat = 200
    let flow: ItemFlow
    let size: CGSize
    let picker: InfinitePagingPicker
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let makes = CellMakeCounter()

    init(flow: ItemFlow = .horizontal, count: Int = 4) {
        self.flow = flow
        size = flow.size(main: PickerFixture.length, cross: PickerFixture.cross)
        picker = InfinitePagingPicker(frame: CGRect(origin: .zero, size: size))
        picker.flow = flow
        picker.carouselDelegate = recorder
        picker.setItems(count: count, cells: makes.numberCards)
        driver = FrameDriver(size: size, containing: picker)
        driver.root.focus(picker)
    }

    static func banners(_ count: Int) -> [Banner] {
        (0..<count).map { Banner(title: "Banner \($0)", subtitle: "Item \($0)", image: ImageReference("/banners/\($0).png")) }
    }

    /// The indices reported, in order.
    var reported: [Int] { optionChanges.map(\.index) }

    /// The causes of the option changes reported, in order.
    var causes: [ScrollCause] { optionChanges.map(\.cause) }

    /// The article's *option changed*: every change of the option the picker heads for (its target),
    /// as soon as it is known, and a settled option nobody announced (the first once laid out, new
    /// options).
    var optionChanges: [(index: Int, cause: ScrollCause)] {
        var changes: [(index: Int, cause: ScrollCause)] = []
        for event in recorder.events {
            switch event {
            case .target(let index, let cause): changes.append((index, cause))
            case .settled(let index, let cause) where changes.last?.index != index: changes.append((index, cause))
            default: break
            }
        }
        return changes
    }

    /// The logical offset: from page 0's start edge to the scroll view's, along the main axis.
    var offset: CGFloat {
        flow.contentOffset(
            logical: flow.main(picker.scrollView.contentOffset), contentLength: CGFloat(picker.pageCount) * PickerFixture.page,
            viewportLength: PickerFixture.page)
    }

    /// The window point at logical main position `main`, in the middle across.
    func point(main: CGFloat) -> CGPoint {
        flow.point(main: flow.physical(main, in: PickerFixture.length), cross: PickerFixture.cross / 2)
    }

    /// A point of the tap area outside the scroll view, before it; `after` is past it.
    var outside: CGPoint { point(main: 30) }
    var after: CGPoint { point(main: 370) }
    var middle: CGPoint { point(main: 200) }

    /// The key that pages forward along the flow, and the one that pages back.
    var forwardKey: Key { flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right) }
    var backKey: Key { flow.axis == .vertical ? .up : (flow.isReversed ? .right : .left) }

    /// Drags from the middle by `distance` points, negative toward the start (which, as the content
    /// follows, moves it forward), along the main axis.
    func drag(by distance: CGFloat, speed: CGFloat, hold: TimeInterval = 0, release: Bool = true) {
        driver.drag(from: middle, by: flow.vector(alongMain: distance), speed: speed, hold: hold, release: release)
    }

    /// The number a cell shows.
    func number(of view: View) -> Int? { (view as? NumberCard)?.number }

    /// Every cell shows its page's option, at its page's place, and the cells cover every page the
    /// 400 pt component shows (at most 3 of the 200 pt pages).
    var shownViewsMatchTheirPages: Bool {
        let views = picker.pageViews
        let first = picker.firstShownPage
        let content = CGFloat(picker.pageCount) * PickerFixture.page
        guard picker.scrollView.subviews.count == views.count, views.count <= 3 else { return false }
        for (index, view) in views.enumerated() {
            let page = first + index
            let frame = flow.frame(
                mainStart: CGFloat(page) * PickerFixture.page, mainLength: PickerFixture.page, crossStart: 0,
                crossLength: PickerFixture.cross, in: content)
            guard number(of: view) == picker.option(atPage: page), view.frame == frame else { return false }
        }
        guard picker.pageCount > 0 else { return true }
        let start = max(0, offset - 100)
        let end = min(content, offset + 300)
        return CGFloat(first) * PickerFixture.page <= start && CGFloat(first + views.count) * PickerFixture.page >= end
    }

    /// Whether the picker rests exactly on a real page.
    var restsOnRealPage: Bool {
        let page = (offset / 200).rounded()
        return abs(offset - page * 200) < 1e-9
            && (picker.itemCount < 2 || (1...CGFloat(picker.itemCount)).contains(page))
    }

    /// The window frame of every cell, by the option it shows (the last one wins for a repeat).
    var cellFrames: [Int: CGRect] {
        var result: [Int: CGRect] = [:]
        for view in picker.pageViews { if let number = number(of: view) { result[number] = view.convert(view.bounds, to: nil) } }
        return result
    }

    /// Where each option in the scroll view's window sits, as the logical main position of its start
    /// edge on screen (moving forward makes it smaller, in every flow).
    var visiblePositions: [Int: CGFloat] {
        let window = picker.scrollView.convert(picker.scrollView.bounds, to: nil)
        var result: [Int: CGFloat] = [:]
        for view in picker.pageViews {
            let frame = view.convert(view.bounds, to: nil)
            if frame.intersects(window), !frame.intersection(window).isEmpty, let number = number(of: view) {
                result[number] = flow.logicalStart(of: frame, in: PickerFixture.length)
            }
        }
        return result
    }

    /// Ticks until idle, checking after every frame that the picture moved rigidly (every visible
    /// option by the same amount, never against `direction`: −1 toward the start, as when advancing);
    /// returns the largest disagreement between two options' moves and how often a copy jump happened.
    func settleCheckingSeam(direction: CGFloat) -> (error: CGFloat, jumps: Int) {
        var before = visiblePositions
        var error: CGFloat = 0
        var jumps = 0
        var lastOffset = offset
        while !driver.root.animationDriver.isIdle {
            driver.frame()
            let after = visiblePositions
            let moves = after.compactMap { number, position in before[number].map { position - $0 } }
            #expect(!moves.isEmpty, "an option stays in sight from one frame to the next")
            if let first = moves.first {
                error = max(error, moves.map { abs($0 - first) }.max()!)
                #expect(first * direction >= -1e-9, "never backwards")
            }
            if abs(offset - lastOffset) > 300 { jumps += 1 }
            lastOffset = offset
            before = after
        }
        return (error, jumps)
    }

    /// One wheel notch over the picker (`dx`, `dy` in wheel deltas), then rest.
    func notch(dx: CGFloat = 0, dy: CGFloat = 0) {
        driver.wheel(dx: dx, dy: dy, at: middle)
        driver.wait(ScrollView.wheelSettleDelay + 0.05)
        driver.settle()
    }
}

@MainActor
@Suite("InfinitePagingPicker (seed E)")
struct InfinitePagingPickerTests {
    @Test(
        "E1: n options make n + 2 pages, a copy of the last in front and of the first at the end; it starts on the first real page",
        arguments: ItemFlow.tested)
    func e1Pages(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 4)
        let picker = fixture.picker
        #expect((0..<picker.pageCount).map { picker.option(atPage: $0) } == [3, 0, 1, 2, 3, 0])
        #expect(fixture.shownViewsMatchTheirPages)
        #expect(picker.scrollView.contentSize == flow.size(main: 6 * 200, cross: 200))
        #expect(fixture.offset == 200 && picker.plannedIndex == 0 && picker.currentItem == 0)
        #expect(fixture.visiblePositions == [0: 100])
        // Where a reader expects them: option 0 in the middle, option 1 after it, the copy of 3 before.
        let frames = fixture.cellFrames
        switch (flow.axis, flow.isReversed) {
        case (.horizontal, false):
            #expect(frames[0]?.origin == CGPoint(x: 100, y: 0) && frames[1]?.origin == CGPoint(x: 300, y: 0))
            #expect(frames[3]?.origin == CGPoint(x: -100, y: 0))
        case (.horizontal, true):
            #expect(frames[0]?.origin == CGPoint(x: 100, y: 0) && frames[1]?.origin == CGPoint(x: -100, y: 0))
            #expect(frames[3]?.origin == CGPoint(x: 300, y: 0))
            #expect(picker.scrollView.contentOffset == CGPoint(x: 800, y: 0), "the copy of the last option at the right end")
        case (.vertical, _):
            #expect(frames[0]?.origin == CGPoint(x: 0, y: 100) && frames[1]?.origin == CGPoint(x: 0, y: 300))
            #expect(frames[3]?.origin == CGPoint(x: 0, y: -100))
        }
        #expect(picker.scrollView.contentDirection == flow.effectiveDirection)
    }

    @Test(
        "E2: landing on a copy jumps silently to the real page that looks the same, both ways, for clicks and keys",
        arguments: ItemFlow.tested)
    func e2CopyJumpsForAnimations(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 4)
        for _ in 0..<3 { fixture.driver.key(fixture.forwardKey) }
        fixture.driver.settle()
        #expect(fixture.offset == 800 && fixture.picker.plannedIndex == 3)
        var jumps: [CGFloat] = []
        fixture.picker.onRecentre = { jumps.append($0) }
        fixture.driver.click(at: fixture.outside)
        var largest: CGFloat = 0
        var lastBeforeRest = fixture.offset
        while !fixture.driver.root.animationDriver.isIdle {
            if fixture.offset > 250 { lastBeforeRest = fixture.offset }
            fixture.driver.frame()
            largest = max(largest, fixture.offset)
        }
        #expect(lastBeforeRest > 950 && largest <= 1000, "it animated forward onto the copy of the first")
        #expect(
            fixture.offset == 200 && fixture.restsOnRealPage && fixture.picker.plannedIndex == 0,
            "then jumped to the real first page")
        #expect(jumps == [flow.physicalDelta(-800)], "one jump of n pages, in physical points")

        fixture.driver.key(fixture.backKey)
        let seam = fixture.settleCheckingSeam(direction: 1)
        #expect(seam.jumps == 1 && seam.error < 0.01)
        #expect(
            fixture.offset == 800 && fixture.picker.plannedIndex == 3,
            "backwards onto the copy of the last, then to the real last")
        #expect(jumps.last == flow.physicalDelta(800))
    }

    @Test(
        "E2: drags and flings onto a copy jump too, both ways",
        arguments: ItemFlow.tested, [300.0, 3000, -300, -3000])
    func e2CopyJumpsForDrags(flow: ItemFlow, speed: Double) {
        let fixture = PickerFixture(flow: flow, count: 3)
        if speed < 0 {
            fixture.driver.key(fixture.backKey)
        } else {
            fixture.driver.key(fixture.forwardKey)
            fixture.driver.key(fixture.forwardKey)
        }
        fixture.driver.settle()
        #expect(fixture.picker.plannedIndex == 2)
        // speed > 0: drag the content toward the start, from the last real page toward the copy of the first.
        let distance: CGFloat = abs(speed) < 1000 ? 150 : 60
        fixture.drag(
            by: speed > 0 ? -distance : distance, speed: CGFloat(abs(speed)), hold: abs(speed) < 1000 ? 0.1 : 0)
        fixture.driver.settle()
        #expect(fixture.restsOnRealPage)
        #expect(fixture.picker.plannedIndex == (speed > 0 ? 0 : 1))
        #expect(fixture.reported.last == fixture.picker.plannedIndex)
        #expect(fixture.causes.last == (abs(speed) < 1000 ? .drag : .fling))
    }

    @Test(
        "E2: the seam: dragging across the copies keeps every visible option exactly under the pointer",
        arguments: ItemFlow.tested)
    func e2Seam(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 3)
        for direction in [-1.0, 1.0] {
            var error: CGFloat = 0
            var jumps = 0
            var pointer: CGFloat = direction < 0 ? 390 : 10
            fixture.driver.press(at: fixture.point(main: pointer))
            var before = fixture.visiblePositions
            var lastOffset = fixture.offset
            for _ in 0..<500 {
                pointer += 3.5 * direction
                let wasDragging = fixture.picker.scrollView.isDragging
                fixture.driver.move(to: fixture.point(main: pointer), after: 0.008)
                let after = fixture.visiblePositions
                if wasDragging {
                    for (number, position) in after {
                        if let old = before[number] { error = max(error, abs(position - old - 3.5 * direction)) }
                    }
                    #expect(after.keys.contains { before[$0] != nil })
                }
                if abs(fixture.offset - lastOffset) > 300 { jumps += 1 }
                lastOffset = fixture.offset
                before = after
            }
            fixture.driver.release(after: 0.2)
            fixture.driver.settle()
            #expect(jumps >= 2 && error < 0.01)
            #expect(fixture.restsOnRealPage)
        }
    }

    @Test(
        "E3: a transparent tap area over the whole component; a click anywhere advances one page, animated",
        arguments: ItemFlow.tested)
    func e3TapArea(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 4)
        let picker = fixture.picker
        #expect(picker.tapArea.frame == CGRect(origin: .zero, size: fixture.size))
        let expected =
            flow.axis == .vertical
            ? CGRect(x: 0, y: 100, width: 200, height: 200) : CGRect(x: 100, y: 0, width: 200, height: 200)
        #expect(picker.scrollView.frame == expected, "half the length, centred, the whole width across")
        #expect(picker.tapArea.backgroundColor == .clear)
        #expect(picker.forwardingRegions.count == 2 && picker.forwardingRegions.allSatisfy { $0.intersection(expected).isEmpty })
        for side in [fixture.outside, fixture.after] {
            #expect(picker.forwardingRegions.contains { $0.contains(side) })
            #expect(fixture.driver.root.hitTest(side)?.isDescendant(of: picker.tapArea) == true)
        }
        fixture.driver.click(at: fixture.outside)
        fixture.driver.frames(2)
        #expect(fixture.offset > 200 && fixture.offset < 400, "animated, not a jump")
        fixture.driver.wait(ScrollView.programmaticAnimationDuration)
        fixture.driver.settle()
        #expect(fixture.offset == 400 && picker.plannedIndex == 1)
        for (place, expectedIndex) in [(fixture.after, 2), (fixture.middle, 3), (fixture.point(main: 1), 0)] {
            fixture.driver.click(at: place)
            fixture.driver.settle()
            #expect(picker.plannedIndex == expectedIndex && fixture.restsOnRealPage, "a click at \(place) advances")
        }
        #expect(fixture.reported == [0, 1, 2, 3, 0] && fixture.causes == [.api, .click, .click, .click, .click])
    }

    @Test(
        "E3: twelve quick key presses during the animations advance exactly twelve options; none is dropped",
        arguments: ItemFlow.tested)
    func e3QuickKeys(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 4)
        for index in 0..<12 {
            fixture.driver.key(index % 2 == 0 ? fixture.forwardKey : .pageDown)
            fixture.driver.frames(2)
        }
        let seam = fixture.settleCheckingSeam(direction: -1)
        #expect(seam.error < 0.01)
        #expect(fixture.picker.plannedIndex == 12 % 4 && fixture.restsOnRealPage)
        #expect(fixture.reported == (0...12).map { $0 % 4 }, "each press reported its option once")
        #expect(fixture.causes == [.api] + Array(repeating: .key, count: 12))
    }

    @Test("E3: clicks in quick succession add up, one option each, across the copies", arguments: ItemFlow.tested)
    func e3QuickClicks(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 3)
        // Each click as soon as the previous one's animation is over: a press during the animation
        // would catch it instead (A9), as a finger does.
        for _ in 0..<7 {
            fixture.driver.click(at: fixture.after, hold: 0.02)
            let seam = fixture.settleCheckingSeam(direction: -1)
            #expect(seam.error < 0.01 && fixture.restsOnRealPage)
        }
        #expect(fixture.picker.plannedIndex == 7 % 3)
        #expect(fixture.reported == (0...7).map { $0 % 3 })
        #expect(fixture.causes == [.api] + Array(repeating: .click, count: 7))
    }

    @Test("Keys along the flow, and wheel notches, page one option each", arguments: ItemFlow.tested)
    func keysAndNotches(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 5)
        let picker = fixture.picker
        func press(_ key: Key) -> Int? {
            fixture.driver.key(key)
            fixture.driver.settle()
            return picker.plannedIndex
        }
        #expect(press(fixture.forwardKey) == 1 && press(.pageDown) == 2 && press(fixture.backKey) == 1)
        #expect(press(.pageUp) == 0 && press(fixture.backKey) == 4, "back across the copy")
        switch (flow.axis, flow.isReversed) {
        case (.vertical, _):
            #expect(press(.down) == 0 && press(.right) == 1 && press(.up) == 0 && press(.left) == 4)
        case (.horizontal, true):
            #expect(press(.left) == 0 && press(.right) == 4, "Left pages forward right to left")
            #expect(press(.up) == 4 && press(.down) == 4, "Up and Down do not page a horizontal strip")
        case (.horizontal, false):
            #expect(press(.right) == 0 && press(.left) == 4)
            #expect(press(.up) == 4 && press(.down) == 4, "Up and Down do not page a horizontal strip")
        }
        fixture.recorder.reset()
        // A vertical wheel turned down pages forward in every flow.
        fixture.notch(dy: 40)
        #expect(picker.plannedIndex == 0 && fixture.restsOnRealPage)
        fixture.notch(dy: -40)
        #expect(picker.plannedIndex == 4)
        // A horizontal wheel acts physically: a growing offset, which is back right to left.
        fixture.notch(dx: 40)
        #expect(picker.plannedIndex == (flow.isReversed ? 3 : 0))
        #expect(fixture.recorder.settledChanges.count == 3 && fixture.causes.allSatisfy { $0 == .wheel })
    }

    @Test(
        "A9: a press 60 ms into a click's animation stops it within one frame, is not a click, and the picker settles on a page",
        arguments: ItemFlow.tested)
    func pressCatchesTheTapAnimation(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 4)
        fixture.driver.click(at: fixture.outside, hold: 0.02)
        fixture.driver.wait(0.06)
        #expect(fixture.offset > 200 && fixture.offset < 400, "the tap's animation is under way")
        fixture.driver.press(at: fixture.outside)
        let caught = fixture.offset
        #expect(caught < 300)
        fixture.driver.frames(3)
        #expect(fixture.offset == caught, "stopped at once, and stays while held")
        fixture.driver.release(after: 0.03)
        #expect(fixture.driver.settle())
        #expect(
            fixture.restsOnRealPage && fixture.picker.plannedIndex == 0, "settled back on the nearer page, not advanced again")
        #expect(fixture.reported == [0, 1, 0], "the click reported where it headed; the brake, where it settled")
        #expect(fixture.causes == [.api, .click, .drag])
    }

    @Test(
        "E4: the delegate hears the first option once when laid out, then once per change, with its cause",
        arguments: ItemFlow.tested)
    func e4Reports(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 3)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)])
        fixture.driver.frames(5)
        fixture.picker.setNeedsLayout()
        fixture.driver.frame()
        #expect(fixture.reported == [0], "a layout pass is no change")
        fixture.driver.click(at: fixture.outside)
        #expect(fixture.reported == [0, 1], "reported at the click, before the animation")
        fixture.driver.settle()
        #expect(fixture.reported == [0, 1], "and not again when it lands")
        fixture.drag(by: 120, speed: 1500)
        fixture.driver.settle()
        #expect(fixture.reported == [0, 1, 0])
        fixture.drag(by: 40, speed: 150, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.reported == [0, 1, 0], "a nudge that springs back changes nothing")
        fixture.drag(by: 120, speed: 1500)
        fixture.driver.settle()
        #expect(fixture.reported == [0, 1, 0, 2], "backwards across the copy: the last option")
        fixture.picker.setItems(count: 2, cells: .numberCards)
        #expect(fixture.reported == [0, 1, 0, 2, 1], "fewer options: the last one, reported")
        #expect(fixture.causes == [.api, .click, .fling, .fling, .api])
        #expect(fixture.recorder.selections.isEmpty, "a click advances: the picker's selection is its current option")
    }

    @Test(
        "The one protocol: a drag, a key, a click, a wheel notch and scrollToItem each report once, with their cause",
        arguments: ItemFlow.tested)
    func protocolEvents(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 6)
        let carousel: any Carousel = fixture.picker
        #expect(carousel.itemCount == 6 && carousel.currentItem == 0 && carousel.flow == flow)
        fixture.drag(by: -150, speed: 300, hold: 0.1)
        fixture.driver.settle()
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        fixture.driver.settle()
        fixture.notch(dy: 40)
        carousel.scrollToItem(1, animated: true)
        #expect(fixture.reported.last == 1, "reported at once")
        fixture.driver.settle()
        carousel.scrollToItem(5, animated: true, cause: .autoplay)
        var passed: Set<Int> = []
        while !fixture.driver.root.animationDriver.isIdle {
            fixture.driver.frame()
            for (number, _) in fixture.visiblePositions { passed.insert(number) }
        }
        #expect(passed == [1, 0, 5], "the short way round: back across the copy")
        carousel.scrollToItem(-3, animated: false)
        carousel.scrollToItem(9, animated: false) // the same option: nothing to report
        #expect(
            fixture.recorder.restsAndSelections == [
                .settled(0, .api), .settled(1, .drag), .settled(2, .key), .settled(3, .click),
                .settled(4, .wheel), .settled(1, .api), .settled(5, .autoplay), .settled(3, .api),
            ])
        #expect(carousel.currentItem == 3 && fixture.restsOnRealPage && fixture.offset == 800)
        carousel.next()
        carousel.previous()
        fixture.driver.settle()
        #expect(fixture.reported.suffix(2) == [4, 3] && carousel.currentItem == 3, "\(fixture.recorder.events.suffix(8))")
    }

    @Test(
        "E5: zero options show nothing and report nothing; one option has no copies and never moves", arguments: ItemFlow.tested,
        [0, 1])
    func e5SmallCounts(flow: ItemFlow, count: Int) {
        let fixture = PickerFixture(flow: flow, count: count)
        #expect(fixture.picker.pageViews.count == count && fixture.makes.count == count)
        for _ in 0..<3 { fixture.driver.click(at: fixture.outside) }
        fixture.driver.key(fixture.backKey)
        fixture.notch(dy: 40)
        fixture.drag(by: -150, speed: 3000)
        fixture.drag(by: 150, speed: 300)
        fixture.picker.scrollToItem(1, animated: true)
        #expect(fixture.driver.settle(limit: 5))
        #expect(fixture.picker.scrollView.contentOffset == .zero)
        #expect(fixture.reported == (count == 0 ? [] : [0]))
        #expect(
            fixture.picker.plannedIndex == (count == 0 ? nil : 0) && fixture.picker.currentItem == fixture.picker.plannedIndex)
        fixture.picker.setItems(count: 2, cells: fixture.makes.numberCards)
        #expect(fixture.picker.pageCount == 4 && fixture.offset == 200 && fixture.shownViewsMatchTheirPages)
        #expect(fixture.reported == [0], "going from 1 to 2 options keeps option 0: no change")
    }

    @Test("E5: two options page back and forth across both copies", arguments: ItemFlow.tested)
    func twoOptions(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 2)
        #expect((0..<4).map { fixture.picker.option(atPage: $0) } == [1, 0, 1, 0])
        var indices: [Int?] = []
        for key in [fixture.forwardKey, fixture.forwardKey, fixture.backKey, fixture.backKey] {
            fixture.driver.key(key)
            fixture.driver.settle()
            #expect(fixture.restsOnRealPage && fixture.shownViewsMatchTheirPages)
            indices.append(fixture.picker.plannedIndex)
        }
        #expect(indices == [1, 0, 1, 0] && fixture.reported == [0, 1, 0, 1, 0])
    }

    @Test("one logical model: copies are configured from the cells alone and follow them", arguments: ItemFlow.tested)
    func copiesFollowTheModel(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 3)
        #expect(fixture.picker.option(atPage: 0) == fixture.picker.option(atPage: 3))
        #expect(fixture.picker.option(atPage: 4) == fixture.picker.option(atPage: 1))
        let renamed = CarouselCells(make: { NumberCard() }, configure: { card, index in card.show(100 + index) })
        fixture.picker.setItems(count: 3, cells: renamed)
        #expect(fixture.cellFrames.keys.sorted() == [100, 101, 102], "the copy of the last, the first and the second")
        for (offset, view) in fixture.picker.pageViews.enumerated() {
            #expect(fixture.number(of: view) == 100 + fixture.picker.option(atPage: fixture.picker.firstShownPage + offset))
        }
        #expect(fixture.reported == [0], "the same option, shown by new cells: no change of index")
    }

    @Test(
        "E1 at any size: only the pages in view have cells, made once each, recycled as the strip moves and jumps",
        arguments: ItemFlow.tested)
    func viewsOnlyInView(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 100_000)
        #expect(fixture.picker.pageCount == 100_002 && fixture.shownViewsMatchTheirPages)
        #expect(fixture.makes.count == 3 && fixture.picker.madeCellCount == 3, "one cell per page in view")
        // Backwards across the copy in front: a jump of 100 000 pages.
        fixture.drag(by: 150, speed: 1500, release: false)
        #expect(fixture.shownViewsMatchTheirPages, "held across the jump")
        fixture.driver.release()
        fixture.driver.settle()
        #expect(fixture.picker.plannedIndex == 99_999 && fixture.shownViewsMatchTheirPages)
        for _ in 0..<3 {
            fixture.driver.click(at: fixture.outside)
            fixture.driver.settle() // a click during the animation would catch it (A9)
        }
        #expect(fixture.picker.plannedIndex == 2 && fixture.shownViewsMatchTheirPages, "forwards across the copy at the end")
        #expect(fixture.reported == [0, 99_999, 0, 1, 2])
        #expect(fixture.makes.count <= 4, "cells are recycled, not made per page (\(fixture.makes.count) made)")
    }

    @Test("Banners: the convenience shows BannerItemViews, rounded as the picker says", arguments: ItemFlow.tested)
    func banners(flow: ItemFlow) {
        let fixture = PickerFixture(flow: flow, count: 0)
        let banners = PickerFixture.banners(3)
        fixture.picker.layout.cornerRadius = 5
        fixture.picker.set(items: banners)
        #expect(fixture.picker.itemCount == 3 && fixture.reported == [0])
        for (offset, view) in fixture.picker.pageViews.enumerated() {
            let banner = (view as? BannerItemView)?.banner
            #expect(banner == banners[fixture.picker.option(atPage: fixture.picker.firstShownPage + offset)])
            #expect(view.cornerRadius == 5)
        }
        fixture.picker.layout.cornerRadius = 12
        fixture.driver.frames(1) // a new layout shows from the next frame
        #expect(fixture.picker.pageViews.allSatisfy { $0.cornerRadius == 12 })
    }

    @Test("Changing the flow lays the picker out again on the same option, with nothing reported", arguments: ItemFlow.tested)
    func changingTheFlow(flow: ItemFlow) {
        let fixture = PickerFixture(flow: .horizontal, count: 5)
        fixture.driver.key(.right)
        fixture.driver.settle()
        fixture.picker.frame = CGRect(origin: .zero, size: CGSize(width: 300, height: 300))
        fixture.driver.frame()
        fixture.picker.flow = flow
        #expect(fixture.picker.plannedIndex == 1 && fixture.picker.currentItem == 1 && fixture.reported == [0, 1])
        // Seven 150 pt pages; option 1 is page 2, counted from the right right to left.
        #expect(fixture.picker.scrollView.contentOffset == flow.point(main: flow.isReversed ? 600 : 300, cross: 0))
        #expect(
            fixture.picker.scrollView.frame
                == flow.frame(mainStart: 75, mainLength: 150, crossStart: 0, crossLength: 300, in: 300))
        let shown = fixture.picker.pageViews.first { fixture.number(of: $0) == 1 }.map { $0.convert($0.bounds, to: nil) }
        #expect(shown == fixture.picker.scrollView.frame)
        #expect(fixture.picker.scrollView.contentDirection == flow.effectiveDirection)
    }
}
