import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("TilingScrollView (seed B)")
struct TilingScrollViewTests {
    @Test(
        "B1: past 100 pt from the centre, a layout pass jumps back to it and moves every tile along", arguments: ItemFlow.tested)
    func b1Recentre(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let view = fixture.view
        #expect(flow.main(view.contentSize) == TilingScrollView.defaultContentLength)
        #expect(fixture.offset == view.centredOffset && view.recentreThreshold == 100)
        #expect(view.recentreRange == (view.centredOffset - 100)...(view.centredOffset + 100))
        let recentres = view.jumpCount
        var deltas: [CGFloat] = []
        view.onRecentre = { deltas.append($0) }
        // Within the threshold: no jump.
        view.contentOffset = flow.replacingMain(of: view.contentOffset, with: fixture.offset + 99)
        #expect(view.jumpCount == recentres && fixture.offset == view.centredOffset + 99)
        let before = fixture.tiles
        // 150 from the centre: recentred at once.
        view.contentOffset = flow.replacingMain(of: view.contentOffset, with: fixture.offset + 51)
        #expect(view.jumpCount == recentres + 1 && deltas == [-150])
        #expect(fixture.offset == view.centredOffset)
        let moved = flow.physicalDelta(51) // the logical scroll: forward left to right, back right to left
        for tile in fixture.tiles {
            guard let old = before.first(where: { $0.index == tile.index }) else { continue }
            #expect(abs(tile.start - (old.start - moved)) < 1e-9, "tile \(tile.index) moved by exactly the scroll")
        }
        #expect(fixture.coverageProblems.isEmpty)
    }

    @Test(
        "B1: a drag carries on seamlessly through recentres, the offset never straying past the threshold",
        arguments: ItemFlow.tested)
    func b1DragThroughRecentres(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let view = fixture.view
        let start = fixture.logicalPosition
        fixture.driver.press(at: flow.windowPoint(main: 620))
        var worstDrift: CGFloat = 0
        for step in 1...170 {
            fixture.driver.move(to: flow.windowPoint(main: 620 - CGFloat(step) * 3.5), after: 0.008)
            worstDrift = max(worstDrift, abs(fixture.offset - view.centredOffset))
        }
        fixture.driver.release(after: 0.2)
        #expect(view.jumpCount >= 5)
        #expect(worstDrift <= view.recentreThreshold)
        // 170 × 3.5 pt of pointer travel (towards the start: forward) minus the pan's slop.
        let travelled = fixture.logicalPosition - start
        #expect(travelled > 560 && travelled <= 595, "travelled \(travelled)")
    }

    @Test(
        "B2: tiles are added and removed at both ends, recycled through the pool before any is created",
        arguments: ItemFlow.tested)
    func b2Tiling(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let view = fixture.view
        #expect(fixture.coverageProblems.isEmpty)
        #expect(fixture.tiles.map(\.index) == [0, 1, 2])
        #expect(fixture.tiles.map(\.start) == [0, 292, 584], "tile 0 at the start edge, the next after it")
        for direction in [-1.0, 1.0, -1.0] {
            for _ in 0..<4 {
                fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: 200 * direction), speed: 6000)
                fixture.driver.frames(10)
                #expect(fixture.coverageProblems.isEmpty, "\(fixture.coverageProblems)")
            }
            fixture.driver.settle()
        }
        let indices = fixture.tiles.map(\.index)
        #expect(indices == Array(indices[0]..<(indices[0] + indices.count)), "ordered, consecutive tile numbers")
        // At most ⌈640 / 292⌉ + 1 = 4 tiles at once, so the pool never needs to make a fifth.
        #expect(view.strip.pool.createdCount <= 4, "created \(view.strip.pool.createdCount)")
        let onScreen = view.subviews.compactMap { $0 as? BannerItemView }
        #expect(onScreen.count == view.strip.count, "tiles that fell off are no longer subviews")
        #expect(view.strip.count + view.strip.pool.pooledCount == view.strip.pool.createdCount)
    }

    @Test("B3: tile k shows item k mod n, also for negative k", arguments: [1, 2, 3, 5, 7], ItemFlow.tested)
    func b3Modulo(count: Int, flow: ItemFlow) {
        let fixture = TilingFixture(count: count, flow: flow)
        var seen: Set<Int> = []
        for _ in 0..<30 { // scroll back: negative tile numbers appear
            fixture.scroll(byLogical: -123.25)
            for tile in fixture.tiles {
                seen.insert(tile.index)
                #expect(tile.item == WrapMath.wrap(tile.index, count: count), "tile \(tile.index)")
            }
        }
        #expect(seen.contains(-1) && seen.contains(-5) && seen.min()! < -count)
        let first = fixture.tiles[0]
        #expect(first.index < 0 && fixture.view.item(forTile: first.index) == WrapMath.wrap(first.index, count: count))
    }

    @Test(
        "B4: hard flings one way for a long time glide their full natural distance and positions stay bounded",
        arguments: ItemFlow.tested)
    func b4LongScroll(flow: ItemFlow) {
        let tiling = TilingFixture(flow: flow)
        // A reference with no recentring: a plain scroll view so long no fling reaches its end.
        let plain = ScrollView(frame: CGRect(origin: .zero, size: StripProbe.size(flow)))
        plain.contentSize = flow.size(main: 1e9, cross: StripProbe.across)
        plain.contentOffset = flow.point(main: 5e8, cross: 0)
        let reference = FrameDriver(size: StripProbe.size(flow), containing: plain)
        let tilingStart = tiling.logicalPosition
        let plainStart = flow.main(plain.contentOffset)
        var worst: CGFloat = 0
        for speed in [3000.0, 9000, 15000, 24000, 9000, 30000] {
            for driver in [tiling.driver, reference] {
                let from = flow.windowPoint(main: 600)
                // The plain view is not mirrored: its forward drag is physical.
                let by = driver === tiling.driver ? flow.vector(alongMain: -300) : flow.point(main: -300, cross: 0)
                driver.drag(
                    from: driver === tiling.driver ? from : flow.point(main: 600, cross: 150), by: by, speed: CGFloat(speed))
                while !driver.root.animationDriver.isIdle {
                    driver.frame()
                    if driver === tiling.driver {
                        let offset = tiling.offset
                        worst = max(worst, abs(offset - tiling.view.centredOffset))
                        let metrics = flow.axis == .horizontal ? tiling.view.horizontalMetrics : tiling.view.verticalMetrics
                        #expect(metrics.range.contains(offset))
                        let length = flow.main(tiling.view.contentSize)
                        #expect(
                            tiling.view.strip.views.allSatisfy {
                                let start = flow.logicalStart(of: $0.frame, in: length)
                                return start > -1 && start + flow.main($0.frame.size) < length + 1
                            })
                    }
                }
            }
            let travelled = tiling.logicalPosition - tilingStart
            let expected = flow.main(plain.contentOffset) - plainStart
            #expect(abs(travelled - expected) < 1e-3, "after \(speed) pt/s: \(travelled) vs \(expected)")
        }
        #expect(worst <= tiling.view.recentreThreshold + 1000, "drift \(worst)")
        // Releases are capped at 8 000 pt/s (VelocityTracker.maximumSpeed): the faster drags fling at that.
        #expect(flow.main(plain.contentOffset) - plainStart > 20_000, "the flings went far")
    }

    @Test(
        "a click on any tile selects its logical item; a click in a gap or on a moving strip selects nothing",
        arguments: ItemFlow.tested)
    func clicks(flow: ItemFlow) {
        let fixture = TilingFixture(count: 3, flow: flow)
        fixture.driver.click(at: flow.windowPoint(main: 100))
        fixture.driver.click(at: flow.windowPoint(main: 400))
        fixture.driver.click(at: flow.windowPoint(main: 286)) // the 12 pt gap after the first tile
        #expect(fixture.selections == [0, 1])
        #expect(fixture.recorder.selections.allSatisfy { $0 == .selected(0, .click) || $0 == .selected(1, .click) })
        fixture.scroll(byLogical: -(3 * 292 * 7 + 50)) // 21 tiles back and a bit
        fixture.view.layoutIfNeeded()
        for tile in fixture.tiles where tile.start > 0 && tile.start + 280 < 640 {
            fixture.driver.click(at: flow.windowPoint(main: tile.start + 140))
            #expect(fixture.selections.last == tile.item)
        }
        let count = fixture.selections.count
        fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 5000)
        fixture.driver.frames(2)
        fixture.driver.click(at: StripProbe.middle(flow))
        #expect(fixture.selections.count == count, "the brake is not a click")
    }

    @Test("a wheel notch steps one tile, forward as the flow reads", arguments: ItemFlow.tested)
    func wheelNotches(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let start = fixture.logicalPosition
        // A plain vertical wheel turned down: forward on every flow (the strip's content direction).
        fixture.driver.wheel(dx: 0, dy: 40, at: StripProbe.middle(flow))
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - start - fixture.step) < 1e-6)
        fixture.driver.wheel(dx: 0, dy: -40, at: StripProbe.middle(flow))
        fixture.driver.settle()
        fixture.driver.wheel(dx: 0, dy: -40, at: StripProbe.middle(flow))
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - start + fixture.step) < 1e-6)
    }

    @Test("a key press during a fling retargets from the fling's landing", arguments: ItemFlow.tested)
    func keyDuringFling(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        fixture.driver.root.focus(fixture.view)
        fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 4000)
        fixture.driver.frames(3)
        let remaining = flow.physicalDelta(flow.main(fixture.view.restingTarget!) - fixture.offset)
        let landing = remaining + fixture.logicalPosition
        fixture.driver.key(flow.forwardKey)
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - (landing + fixture.step)) < 1e-6)
    }

    @Test("counts 0, 1 and 2", arguments: [0, 1, 2], ItemFlow.tested)
    func smallCounts(count: Int, flow: ItemFlow) {
        let fixture = TilingFixture(count: count, flow: flow)
        fixture.driver.root.focus(fixture.view)
        if count == 0 {
            #expect(fixture.view.strip.isEmpty && !fixture.view.isScrollEnabled && fixture.view.currentItem == nil)
            let offset = fixture.view.contentOffset
            fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 3000)
            fixture.driver.key(flow.forwardKey)
            fixture.driver.click(at: StripProbe.middle(flow))
            fixture.view.scrollToItem(0, animated: true)
            fixture.driver.settle()
            #expect(
                fixture.view.contentOffset == offset && fixture.view.strip.isEmpty && fixture.recorder.restsAndSelections.isEmpty)
            fixture.view.set(items: CarouselFixture.banners(2))
            #expect(fixture.coverageProblems.isEmpty && fixture.tiles.map(\.item) == [0, 1, 0])
            #expect(fixture.recorder.restsAndSelections == [.settled(1, .api)], "the item under the middle, once laid out")
            return
        }
        fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: 250), speed: 8000)
        fixture.driver.settle()
        #expect(fixture.coverageProblems.isEmpty)
        #expect(fixture.tiles.allSatisfy { $0.item == WrapMath.wrap($0.index, count: count) })
        fixture.view.scrollToItem(count - 1, animated: true)
        fixture.driver.settle()
        #expect(fixture.view.currentItem == count - 1)
        fixture.view.set(items: [])
        #expect(fixture.view.strip.isEmpty && fixture.view.currentItem == nil)
    }

    @Test("replacing the data mid-fling keeps the tiles in place and stops the motion", arguments: ItemFlow.tested)
    func replaceDataMidFling(flow: ItemFlow) {
        let fixture = TilingFixture(count: 5, flow: flow)
        fixture.driver.drag(from: StripProbe.middle(flow), by: flow.vector(alongMain: -200), speed: 5000)
        fixture.driver.frames(5)
        let frames = fixture.tiles.map(\.frame)
        fixture.view.set(items: CarouselFixture.banners(3))
        #expect(fixture.tiles.map(\.frame) == frames)
        #expect(fixture.tiles.allSatisfy { $0.item == WrapMath.wrap($0.index, count: 3) })
        #expect(fixture.view.isAtRest, "new data stops the motion (the one rule of every technique)")
    }

    @Test(
        "a resize keeps the item at the snap point as far past its snap as it was (the one keep rule); nothing to report",
        arguments: ItemFlow.tested)
    func resize(flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        #expect(fixture.recorder.restsAndSelections == [.settled(1, .api)])
        let core = fixture.view.core
        func pastSnap() -> CGFloat? {
            core.geometry.nearestSnap(to: core.position).map { core.position - core.geometry.snapPosition($0) }
        }
        let before = pastSnap()
        #expect(before != 0, "the seed starts at its start edge, between snaps")
        fixture.view.frame = CGRect(origin: .zero, size: flow.size(main: 1200, cross: 300))
        fixture.view.layoutIfNeeded()
        #expect(fixture.view.currentItem == 1)
        #expect(abs((pastSnap() ?? .nan) - (before ?? .nan)) < 1e-9)
        fixture.view.frame = CGRect(origin: .zero, size: StripProbe.size(flow))
        fixture.view.layoutIfNeeded()
        #expect(fixture.view.currentItem == 1)
        #expect(abs((pastSnap() ?? .nan) - (before ?? .nan)) < 1e-9)
        #expect(fixture.recorder.restsAndSelections == [.settled(1, .api)], "the item at the snap point never changed")
    }

    @Test("right to left: tile 0 at the right, the next on its left; a drag to the right moves forward")
    func rightToLeftPhysical() {
        let fixture = TilingFixture(flow: .rightToLeft)
        let tiles = fixture.tiles
        #expect(tiles.map(\.index) == [0, 1, 2])
        #expect(tiles[0].frame.maxX == 640 && tiles[1].frame.maxX == 640 - 292 && tiles[2].frame.maxX == 640 - 584)
        let start = fixture.logicalPosition
        fixture.driver.drag(from: CGPoint(x: 200, y: 150), by: CGPoint(x: 120, y: 0), speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.logicalPosition > start + 100, "rightward drag went forward: \(fixture.logicalPosition - start)")
    }

    @Test("vertical: tiles stack top to bottom, as wide as the strip")
    func verticalStacks() {
        let fixture = TilingFixture(flow: .vertical)
        let frames = fixture.tiles.map(\.frame)
        #expect(frames == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 292, width: 300, height: 280) })
        #expect(fixture.view.contentSize == CGSize(width: 300, height: TilingScrollView.defaultContentLength))
    }

    @Test("changing the flow keeps the item in the middle, centred", arguments: ItemFlow.tested)
    func changingFlow(flow: ItemFlow) {
        expectFlowChangeKeepsTheMiddleItem(
            to: flow, make: { TilingScrollView(frame: $0) },
            after: { view in
                #expect(
                    view.contentSize
                        == flow.size(main: TilingScrollView.defaultContentLength, cross: flow.cross(view.bounds.size)))
            })
    }
}
