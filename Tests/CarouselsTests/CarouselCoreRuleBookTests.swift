import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Every technique walked through the same rule table (issue 27: one core, one rule book): the first
/// index, out-of-range `scrollToItem`, `setItems` during a motion, `next` / `previous` at the ends,
/// rest; and the three indices (current live, target once per decision, settled once at rest) with
/// several listeners.
@MainActor
@Suite("The carousel core's one rule book, every technique")
struct CarouselCoreRuleBookTests {
    typealias Technique = CarouselKind

    typealias Subject = CarouselSubject

    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    @Test(
        "the first index is settled once, cause api, with the current and target the same", arguments: Technique.allCases, flows)
    func firstIndex(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow)
        let settled = subject.recorder.settledChanges
        #expect(settled.count == 1, "\(subject.recorder.events)")
        if case .settled(let index, let cause) = settled.first {
            #expect(cause == .api && index == subject.carousel.currentItem)
        }
        #expect(subject.carousel.currentItem == subject.carousel.settledItem)
        #expect(subject.carousel.targetItem == subject.carousel.settledItem)
        #expect([.tiling, .padded].contains(technique) || subject.restsAligned, "a snapping strip starts aligned")
    }

    @Test("scrollToItem out of range wraps on an endless strip and clamps on a finite one", arguments: Technique.allCases, flows)
    func outOfRange(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, count: 6)
        for (asked, animated) in [(-1, true), (8, false), (14, true), (-7, false)] {
            subject.carousel.scrollToItem(asked, animated: animated)
            subject.driver.settle()
            let expected = technique.wraps ? WrapMath.wrap(asked, count: 6) : min(max(asked, 0), 5)
            #expect(subject.carousel.settledItem == expected, "\(asked) animated \(animated)")
            #expect(subject.restsAligned, "\(asked)")
        }
    }

    @Test("next and previous at the ends: a finite strip stays, an endless one wraps", arguments: Technique.allCases, flows)
    func ends(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, count: 4)
        subject.carousel.scrollToItem(0, animated: false)
        subject.carousel.previous()
        subject.driver.settle()
        #expect(subject.carousel.settledItem == (technique.wraps ? 3 : 0))
        subject.carousel.scrollToItem(3, animated: false)
        subject.carousel.next()
        subject.driver.settle()
        #expect(subject.carousel.settledItem == (technique.wraps ? 0 : 3))
        #expect(subject.restsAligned)
    }

    @Test(
        "a key burst: the current index per item passed, one target per press, one settled at rest",
        arguments: Technique.allCases, flows)
    func keyBurst(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, count: 8)
        let before = subject.carousel.settledItem ?? 0
        subject.recorder.reset()
        for _ in 0..<3 {
            subject.driver.key(subject.forwardKey)
            subject.driver.frames(2)
        }
        subject.driver.settle()
        let expected = (1...3).map { WrapMath.wrap(before + $0, count: 8) }
        #expect(subject.recorder.targetChanges == expected.map { .target($0, .key) })
        #expect(subject.recorder.currentChanges == expected.map { .current($0, .key) })
        #expect(subject.recorder.settledChanges == [.settled(expected[2], .key)])
    }

    @Test(
        "twelve quick presses move exactly twelve items, none dropped, one settled report; Page Up and back come back; an endless strip wraps, a finite one stops",
        arguments: Technique.allCases, flows)
    func twelvePresses(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, count: 20)
        let before = subject.carousel.settledItem ?? 0
        let jumps = subject.carousel.jumpCount
        subject.recorder.reset()
        for _ in 0..<12 {
            subject.driver.key(subject.forwardKey)
            subject.driver.frames(2)
        }
        subject.driver.settle()
        #expect(subject.carousel.settledItem == before + 12, "\(technique) \(flow)")
        #expect(subject.recorder.settledChanges == [.settled(before + 12, .key)], "one report, once settled")
        for _ in 0..<3 { subject.driver.key(.pageUp) } // all in one frame
        subject.driver.settle()
        #expect(subject.carousel.settledItem == before + 9, "\(technique) \(flow): Page Up × 3")
        for _ in 0..<12 { subject.driver.key(subject.backKey) }
        subject.driver.settle()
        let expected = technique.wraps ? WrapMath.wrap(before - 3, count: 20) : max(before - 3, 0)
        #expect(subject.carousel.settledItem == expected, "\(technique) \(flow): back past the start")
        if technique.wraps, before < 3 { #expect(subject.carousel.jumpCount > jumps || technique == .padded, "\(technique)") }
        for _ in 0..<25 { subject.driver.key(.pageDown) }
        subject.driver.settle()
        let end = technique.wraps ? WrapMath.wrap(expected + 25, count: 20) : 19
        #expect(subject.carousel.settledItem == end, "\(technique) \(flow): Page Down × 25")
        #expect([.tiling, .padded, .scrollStrip].contains(technique) || subject.restsAligned, "\(technique) \(flow)")
        // The cross axis's arrows do not page a horizontal strip; Left / Right still page a vertical one.
        let crossKey: Key = flow.axis == .horizontal ? .down : .right
        #expect(subject.carousel.handleKey(KeyEvent(crossKey, time: subject.driver.time)) == (flow.axis == .vertical))
    }

    @Test("a slow drag reports the current index when the next item passes the snap point, not before", arguments: flows)
    func slowDrag(flow: ItemFlow) {
        let subject = Subject(.banner, flow: flow, count: 5)
        subject.recorder.reset()
        let middle = flow.point(main: 320, cross: 150)
        subject.driver.press(at: middle)
        let pitch = subject.carousel.core.geometry.period / 5
        var reportedAt: CGFloat?
        for step in 1...100 {
            let distance = CGFloat(step) * 6
            let along = flow.vector(alongMain: distance)
            subject.driver.move(to: CGPoint(x: middle.x - along.x, y: middle.y - along.y), after: 0.02)
            if reportedAt == nil, !subject.recorder.currentChanges.isEmpty { reportedAt = distance }
        }
        #expect(subject.recorder.targetChanges.isEmpty, "no decision while held")
        subject.driver.release(after: 0.2)
        // The next item's middle meets the view's middle half a pitch into the drag (give or take
        // the drag's slop and a move of the pointer).
        #expect(
            reportedAt.map { abs($0 - pitch / 2) <= 20 } == true,
            "reported at \(String(describing: reportedAt)), half a pitch is \(pitch / 2)")
        #expect(subject.recorder.currentChanges.first == .current(1, .drag))
    }

    /// The techniques that come to rest on a snap by the rule book's release.
    nonisolated static let pagingTechniques: [Technique] = [.banner, .finitePreviews, .infinitePreviews, .picker, .pagingStrip]
    /// The layouts the release is tried under: the technique's own, and items smaller than the view.
    nonisolated static let releaseLayouts: [CarouselLayout?] = [nil, CarouselLayout(itemLength: .itemsPerView(2))]

    @Test(
        "a release held still rests on the snap nearest where it was let go (0.3, 0.45 of a pitch back; 0.55, 0.7, 0.9 on), both ways",
        arguments: pagingTechniques, flows)
    func heldRelease(technique: Technique, flow: ItemFlow) throws {
        for layout in Self.releaseLayouts {
            for fraction in [0.3, 0.45, 0.55, 0.7, 0.9] as [CGFloat] {
                for direction in [1, -1] as [CGFloat] {
                    let subject = Subject(technique, flow: flow, count: 8)
                    if let layout { subject.carousel.layout = layout }
                    subject.carousel.scrollToItem(3, animated: false)
                    subject.driver.frames(2)
                    let context = "\(technique) \(flow) \(layout.map { "\($0.itemLength)" } ?? "own") \(fraction) × \(direction)"
                    let moved = try Self.dragHeld(subject, by: direction * fraction)
                    #expect(abs(moved - direction * fraction) < 0.02, "\(context): moved \(moved) of a pitch")
                    subject.driver.release(after: 0.02)
                    #expect(subject.driver.settle(), "\(context)")
                    let expected = fraction > 0.5 ? 3 + Int(direction) : 3
                    #expect(subject.carousel.settledItem == expected, "\(context)")
                    #expect(subject.restsAligned, "\(context)")
                }
            }
        }
    }

    @Test("a flick faster than 0.3 pt/ms goes one snap on, however short", arguments: pagingTechniques, flows)
    func flickRelease(technique: Technique, flow: ItemFlow) throws {
        for direction in [1, -1] as [CGFloat] {
            let subject = Subject(technique, flow: flow, count: 8)
            subject.carousel.scrollToItem(3, animated: false)
            subject.driver.frames(2)
            let pitch = try Self.pitch(of: subject)
            let middle = Self.dragPoint(subject)
            subject.driver.drag(from: middle, by: flow.vector(alongMain: -direction * 0.15 * pitch), speed: 1500)
            #expect(subject.driver.settle())
            #expect(subject.carousel.settledItem == 3 + Int(direction), "\(technique) \(flow) \(direction)")
        }
    }

    /// The distance between the snap the strip rests on and the next one, in points.
    static func pitch(of subject: Subject) throws -> CGFloat {
        let core = subject.carousel.core
        let snap = try #require(core.geometry.nearestSnap(to: core.position))
        return core.geometry.distance(fromSnap: snap, toSnap: snap + 1)
    }

    /// Where a drag starts: the middle of the scroll view (the picker's is half its length).
    static func dragPoint(_ subject: Subject) -> CGPoint {
        let scrollView = subject.carousel.inspectedScrollView
        return scrollView.superview!.convert(CGPoint(x: scrollView.frame.midX, y: scrollView.frame.midY), to: nil)
    }

    /// Drags the strip `pitches` snaps forward (negative: back) slowly, holds still, and leaves the
    /// pointer down. Returns how many pitches the strip actually moved.
    static func dragHeld(_ subject: Subject, by pitches: CGFloat) throws -> CGFloat {
        let core = subject.carousel.core
        let pitch = try pitch(of: subject)
        let start = core.position
        let middle = dragPoint(subject)
        let slop = PanGestureRecognizer.defaultMinimumDistance * (pitches < 0 ? -1 : 1)
        subject.driver.drag(
            from: middle, by: subject.flow.vector(alongMain: -(pitches * pitch + slop)), speed: 200, hold: 0.2, release: false)
        return (core.position - start) / pitch
    }

    @Test("several listeners hear every event; a removed one hears nothing more")
    func listeners() {
        let subject = Subject(.banner, flow: .horizontal, count: 5)
        let second = CarouselEventRecorder()
        let third = CarouselEventRecorder()
        subject.carousel.addListener(second)
        subject.carousel.addListener(third)
        subject.carousel.addListener(second) // twice: once
        subject.recorder.reset()
        subject.carousel.next()
        subject.driver.settle()
        #expect(!subject.recorder.events.isEmpty)
        #expect(second.events == subject.recorder.events && third.events == subject.recorder.events)
        subject.carousel.removeListener(third)
        subject.carousel.next()
        subject.driver.settle()
        #expect(second.events.count > third.events.count && third.events.count == second.events.count / 2)
    }
}
