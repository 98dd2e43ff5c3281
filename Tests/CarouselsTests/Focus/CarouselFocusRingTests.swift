import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("Focus: the ring over the focused item, through motion and recentres; clicks focus, hovering does not")
struct CarouselFocusRingTests {
    @Test(
        "the ring is over the focused item, its corners the layout's plus its width, never hit",
        arguments: CarouselKind.allCases, ItemFlow.tested)
    func ringAtRest(kind: CarouselKind, flow: ItemFlow) throws {
        let fixture = FocusFixture(kind, flow: flow)
        fixture.focus.ringWidth = 4
        fixture.focus.ringColor = Color(hex: 0x3399FF)
        #expect(fixture.ringIsOnFocusedItem(), "\(kind) \(flow): item 0")
        fixture.press(forward: true)
        #expect(fixture.ringIsOnFocusedItem(), "\(kind) \(flow): item 1")
        let ring = fixture.focus.ring
        #expect(ring.borderWidth == 4 && ring.borderColor == Color(hex: 0x3399FF))
        #expect(ring.cornerRadius == fixture.carousel.core.geometry.layout.cornerRadius + 4)
        let frame = try #require(fixture.focus.ringFrame)
        let centre = fixture.carousel.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        let hit = fixture.driver.root.hitTest(centre)
        #expect(hit != nil && hit !== ring, "\(kind) \(flow): a press goes through the ring")
        fixture.focus.isRingShown = false
        #expect(fixture.focus.ringFrame == nil && ring.isHidden)
        fixture.focus.isRingShown = true
        #expect(fixture.ringIsOnFocusedItem())
    }

    @Test(
        "the ring follows the item frame by frame through a drag and a fling", arguments: CarouselKind.allCases, ItemFlow.tested)
    func ringFollowsAFling(kind: CarouselKind, flow: ItemFlow) {
        let fixture = FocusFixture(kind, flow: flow)
        fixture.press(forward: true)
        var shown = 0
        var onItem = 0
        let middle = flow.point(main: 320, cross: 150)
        fixture.driver.drag(from: middle, by: flow.vector(alongMain: -150), speed: 2500)
        while !fixture.carousel.isAtRest {
            fixture.driver.frame()
            if fixture.focus.ringFrame != nil { shown += 1 }
            if fixture.focus.ringFrame == nil || fixture.ringIsOnFocusedItem() { onItem += 1 }
            if shown > 600 { break }
        }
        let frames = max(shown, onItem)
        #expect(frames > 0 && onItem == frames, "\(kind) \(flow): on the focused item in every frame it shows")
        #expect(fixture.focus.focusedItem == 1, "a fling does not move the focus")
    }

    @Test("across a recentre the ring moves with the strip, not with the jump", arguments: ItemFlow.tested)
    func ringAcrossRecentres(flow: ItemFlow) {
        // Seed A rebuilds its ring at every new snap; the picker jumps off its copy at the wrap.
        for (kind, steps) in [(CarouselKind.banner, 1), (.picker, -1), (.infinitePreviews, 1)] {
            let fixture = FocusFixture(kind, flow: flow, alignment: .edge(margin: 0))
            let jumpsBefore = fixture.carousel.jumpCount
            let core = fixture.carousel.core
            var previous: (position: CGFloat, ring: CGFloat)?
            var compared = 0
            var worst: CGFloat = 0
            for _ in 0..<3 {
                fixture.focus.move(by: steps * 2, cause: .api)
                previous = nil // the ring goes to the new item
                for _ in 0..<60 {
                    fixture.driver.frame()
                    guard let ring = fixture.focus.ringFrame else {
                        previous = nil
                        continue
                    }
                    let main = flow.main(CGPoint(x: ring.midX, y: ring.midY))
                    if let previous {
                        // In item order, the ring moves back by what the viewport moves forward.
                        worst = max(worst, abs(flow.physicalDelta(main - previous.ring) + (core.position - previous.position)))
                        compared += 1
                    }
                    previous = (core.position, main)
                }
            }
            #expect(fixture.carousel.jumpCount > jumpsBefore, "\(kind) \(flow): the strip jumped")
            #expect(compared > 30 && worst < 1e-6, "\(kind) \(flow): worst \(worst) over \(compared) frames")
            #expect(fixture.ringIsOnFocusedItem(), "\(kind) \(flow)")
        }
    }

    @Test(
        "placing the ring allocates nothing of its own: no more than a bare walk over the item views",
        arguments: [CarouselKind.banner, .tiling, .scrollStrip])
    func ringAllocatesNothing(kind: CarouselKind) throws {
        guard AllocationCounter.isAvailable else { return }
        let fixture = FocusFixture(kind, flow: .horizontal)
        fixture.press(forward: true)
        fixture.focus.updateRing() // warm
        let scrollView = fixture.carousel.inspectedScrollView
        let start = scrollView.bounds.origin
        // A walk that keeps the same state as the ring's and measures the same way (a debug build
        // allocates for the walk's closure through the technique's protocol; a release build allocates
        // nothing: BENCHMARKS.md).
        let host = fixture.focus.ringHost
        let walk = try #require(
            AllocationCounter.count {
                for step in 0..<100 {
                    scrollView.bounds.origin = CGPoint(x: start.x + CGFloat(step % 7), y: start.y)
                    let index = 1
                    let target = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
                    var best = CGRect.null
                    var nearest = CGFloat.infinity
                    let carousel: any InspectableCarousel = fixture.focus.carousel
                    carousel.forEachItemView { view, item in
                        guard item.index == index, let parent = view.superview else { return }
                        let frame = parent.convert(view.drawnFrame, to: host)
                        let distance = hypot(frame.midX - target.x, frame.midY - target.y)
                        if distance < nearest {
                            nearest = distance
                            best = frame
                        }
                    }
                    precondition(!best.isNull)
                }
            })
        let ring = try #require(
            AllocationCounter.count {
                for step in 0..<100 {
                    scrollView.bounds.origin = CGPoint(x: start.x + CGFloat(step % 7), y: start.y)
                    fixture.focus.updateRing()
                }
            })
        #expect(ring <= walk, "\(kind): \(ring) allocations placing the ring, \(walk) walking the views")
        #expect(fixture.focus.ringFrame != nil && fixture.ringIsOnFocusedItem())
    }

    @Test("a click on an item focuses it (cause click); hovering and dragging do not", arguments: CarouselKind.allCases)
    func clickFocuses(kind: CarouselKind) throws {
        let fixture = FocusFixture(kind, flow: .horizontal)
        let target = kind == .picker ? 0 : 1 // the picker shows one option: a tap pages to the next
        let point = try #require(fixture.centre(ofItem: target))
        for dx in stride(from: CGFloat(-30), through: 30, by: 15) {
            fixture.driver.root.handle(
                .pointer(PointerEvent(.hovered, at: CGPoint(x: point.x + dx, y: point.y), time: fixture.driver.time)))
            fixture.driver.frame()
        }
        #expect(fixture.focus.focusedItem == 0 && fixture.changes.entries.isEmpty, "\(kind): hovering")
        fixture.driver.click(at: point)
        fixture.driver.settle()
        #expect(fixture.focus.focusedItem == 1, "\(kind)")
        #expect(fixture.changes.entries == [Change(item: 1, cause: .click)], "\(kind)")
        fixture.driver.drag(from: point, by: CGPoint(x: -100, y: 0), speed: 800)
        fixture.driver.settle()
        #expect(fixture.changes.entries.count == 1, "\(kind): a drag does not move the focus")
    }
}
