import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The seam (every recentre or shift is invisible) and the soak (a million wraps, no drift).
@MainActor
@Suite("Seam and soak (seeds B and C)")
struct SeamAndSoakTests {
    /// Drives a long drag, a fling's momentum and a key burst, sampling the picture after every
    /// event and frame. At each sample where `jumps()` grew (a recentre or shift happened), checks
    /// that every item on screen is the one shown, a sample earlier, at its position plus the scroll
    /// in between. During the drag that scroll is known independently of the technique (the
    /// pointer's step: the content follows the pointer exactly); during momentum and animation it is
    /// taken from `position()`, the technique's own continuous scroll position.
    ///
    /// Returns the largest mismatch in points (infinite when an item changed), per phase, and how
    /// many seams each phase crossed.
    static func seams(
        flow: ItemFlow, driver: FrameDriver, focus: View, picture: () -> [OnScreen], position: () -> CGFloat,
        jumps: () -> Int, dragStep: CGFloat
    )
        -> (dragLargest: CGFloat, dragSeams: Int, largest: CGFloat, seams: Int)
    {
        var dragLargest: CGFloat = 0
        var dragSeams = 0
        var largest: CGFloat = 0
        var seams = 0
        var before = picture()
        var lastJumps = jumps()
        var lastPosition = position()
        func sample(knownMotion: CGFloat?) {
            let after = picture()
            let now = jumps()
            let moved = knownMotion ?? (position() - lastPosition)
            if now != lastJumps {
                var worst: CGFloat = 0
                for cell in after {
                    let then = cell.start + moved // where this picture was a sample ago
                    guard then >= 0, then + flow.main(cell.frame.size) <= StripProbe.length else { continue }
                    let old = before.min { abs($0.start - then) < abs($1.start - then) }
                    guard let old, old.item == cell.item else {
                        worst = .infinity
                        continue
                    }
                    worst = max(worst, abs(old.start - then))
                }
                if knownMotion != nil {
                    dragSeams += 1
                    dragLargest = max(dragLargest, worst)
                }
                seams += 1
                largest = max(largest, worst)
            }
            before = after
            lastJumps = now
            lastPosition = position()
        }
        driver.press(at: flow.windowPoint(main: 630))
        for step in 1...3 { // past the pan's slop: the content starts following
            driver.move(to: flow.windowPoint(main: 630 - CGFloat(step) * 8), after: 0.008)
            sample(knownMotion: nil)
        }
        for step in 1...300 {
            driver.move(to: flow.windowPoint(main: 606 - CGFloat(step) * dragStep), after: 0.008)
            sample(knownMotion: dragStep)
        }
        driver.release()
        while !driver.root.animationDriver.isIdle {
            driver.frame()
            sample(knownMotion: nil)
        }
        driver.root.focus(focus)
        for _ in 0..<9 {
            driver.key(flow.backKey)
            driver.frame()
            sample(knownMotion: nil)
        }
        while !driver.root.animationDriver.isIdle {
            driver.frame()
            sample(knownMotion: nil)
        }
        return (dragLargest, dragSeams, largest, seams)
    }

    @Test(
        "B seam: across every recentre each visible tile keeps its place on screen (jump < 0.01 pt)", arguments: ItemFlow.tested)
    func tilingSeam(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let result = Self.seams(
            flow: flow, driver: fixture.driver, focus: fixture.view, picture: { fixture.tiles },
            position: { fixture.logicalPosition }, jumps: { fixture.view.jumpCount }, dragStep: 2)
        #expect(result.dragSeams >= 3 && result.seams >= 10, "\(result.dragSeams) + \(result.seams) recentres")
        #expect(result.dragLargest < 0.01, "largest jump while dragging \(result.dragLargest) pt")
        #expect(result.largest < 0.01, "largest jump \(result.largest) pt")
    }

    @Test(
        "B seam by identity: a recentre during a drag moves every tile by exactly the pointer's step", arguments: ItemFlow.tested)
    func tilingSeamIdentity(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        fixture.driver.press(at: flow.windowPoint(main: 630))
        fixture.driver.move(to: flow.windowPoint(main: 620), after: 0.008) // past the slop
        var largest: CGFloat = 0
        var seams = 0
        for step in 1...150 {
            let before = fixture.tiles
            let recentres = fixture.view.jumpCount
            fixture.driver.move(to: flow.windowPoint(main: 620 - CGFloat(step) * 4), after: 0.008)
            guard fixture.view.jumpCount != recentres else { continue }
            seams += 1
            for tile in fixture.tiles {
                guard let old = before.first(where: { $0.index == tile.index }) else { continue }
                largest = max(largest, abs(tile.start - old.start + 4))
            }
        }
        fixture.driver.release()
        #expect(seams >= 5)
        #expect(largest < 0.01, "largest jump \(largest) pt")
    }

    @Test("C seam: across every shift the picture stays (jump < 0.01 pt)", arguments: [1, 2, 5], ItemFlow.tested)
    func paddedSeam(count: Int, flow: ItemFlow) {
        let fixture = PaddedFixture(count: count, flow: flow)
        let result = Self.seams(
            flow: flow, driver: fixture.driver, focus: fixture.view, picture: { fixture.cells },
            position: { fixture.logicalPosition }, jumps: { fixture.view.jumpCount }, dragStep: 6)
        #expect(result.dragSeams >= 1 && result.seams >= 2, "\(result.dragSeams) + \(result.seams) shifts")
        #expect(result.dragLargest < 0.01, "largest jump while dragging \(result.dragLargest) pt")
        #expect(result.largest < 0.01, "largest jump \(result.largest) pt")
    }

    /// The soak steps the offset directly (the main-axis offset moved by `step` logically, an outside
    /// assignment), which
    /// goes through exactly the path a drag or momentum frame takes — `scrollViewDidScroll`, the
    /// recentre (B) or shift (C), the tiling — without the gesture and frame machinery.
    ///
    /// Two phases, 2 items (a data set is 584 pt): first 100 000 data sets in frame-sized steps of
    /// 437.3 pt (under a screen: tiles come and go one by one); then a million data sets in steps of
    /// 1000 data sets + 437.3 pt (every tile leaves the screen at each step: the strip re-anchors by
    /// arithmetic, as after a very fast frame). A million frame-sized steps would take minutes in a
    /// debug build (every view carries a weak-reference side table, so each retain is slow); the
    /// long steps keep the run to a few seconds. 437.3 is not a binary fraction, so every step
    /// rounds; the expected picture is worked out exactly, in tenths of a point, with integers.
    static let count = 2
    static let phases: [(steps: Int, stepTenths: Int)] = [(133_550, 4373), (1000, 5_844_373)]

    /// The tile (or cell) number from the data start at the start edge, and its expected logical
    /// window position, after `tenths` tenths of a point.
    static func expectation(tenths: Int) -> (slot: Int, x: CGFloat) {
        (tenths / 2920, -CGFloat(tenths % 2920) / 10)
    }

    /// Runs the soak phases through `advance`, checking the picture at the end of each.
    static func soak(advance: (CGFloat) -> Void, check: (_ slot: Int, _ x: CGFloat, _ wraps: Int) -> Void) {
        var tenths = 0
        for phase in phases {
            let step = CGFloat(phase.stepTenths) / 10
            for _ in 0..<phase.steps { advance(step) }
            tenths += phase.steps * phase.stepTenths
            let expected = expectation(tenths: tenths)
            check(expected.slot, expected.x, tenths / (count * 2920))
        }
        #expect(tenths / (count * 2920) > 1_000_000, "a million data sets")
    }

    @Test(
        "B soak: a million wraps; the offset stays within the threshold, tile numbers exact, drift < 0.01 pt",
        arguments: ItemFlow.tested)
    func tilingSoak(flow: ItemFlow) {
        let fixture = TilingFixture(count: Self.count, flow: flow)
        let view = fixture.view
        var worstDrift: CGFloat = 0
        Self.soak(
            advance: { step in
                fixture.scroll(byLogical: step)
                worstDrift = max(worstDrift, abs(fixture.offset - view.centredOffset))
            },
            check: { slot, x, wraps in
                let tile = fixture.tiles.first { $0.index == slot }
                #expect(tile != nil, "after \(wraps) wraps tile \(slot) is at the left edge: \(fixture.tiles.map(\.index))")
                #expect(tile?.item == slot % Self.count)
                #expect(
                    abs((tile?.start ?? .infinity) - x) < 0.01,
                    "after \(wraps) wraps at \(String(describing: tile?.start)), expected \(x)")
                #expect(fixture.coverageProblems.isEmpty)
            })
        #expect(worstDrift <= view.recentreThreshold)
        let length = flow.main(view.contentSize)
        #expect(
            view.strip.views.allSatisfy {
                let start = flow.logicalStart(of: $0.frame, in: length)
                return start > 0 && start + flow.main($0.frame.size) < length
            })
        #expect(view.strip.pool.createdCount <= 4)
    }

    @Test(
        "C soak: a million wraps; the offset stays between the bounds, items exact, drift < 0.01 pt",
        arguments: ItemFlow.tested)
    func paddedSoak(flow: ItemFlow) {
        let fixture = PaddedFixture(count: Self.count, flow: flow)
        let collection = fixture.collection
        let padding = fixture.view.padding
        var outside = 0
        Self.soak(
            advance: { step in
                fixture.scroll(to: fixture.offset + step)
                let offset = fixture.offset
                if offset < padding.minScrollableOffset || offset > padding.maxScrollableOffset { outside += 1 }
            },
            check: { slot, x, wraps in
                let cell = fixture.cells.first { $0.start <= 0 && $0.start + 292 > 0 }
                #expect(cell?.item == slot % Self.count, "after \(wraps) wraps")
                #expect(
                    abs((cell?.start ?? .infinity) - x) < 0.01,
                    "after \(wraps) wraps at \(String(describing: cell?.start)), expected \(x)")
                #expect(fixture.coverageProblems.isEmpty)
            })
        #expect(outside == 0)
        #expect(fixture.view.jumpCount >= 20_000)
        #expect(collection.strip.pool.createdCount <= 4)
    }
}
