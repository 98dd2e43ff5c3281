import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("TilingScrollView (seed B)")
struct TilingScrollViewTests {
    @Test("B1: past 100 pt from the centre, a layout pass jumps back to it and moves every tile along")
    func b1Recentre() {
        let fixture = TilingFixture()
        let view = fixture.view
        #expect(view.contentSize.width == TilingScrollView.defaultContentWidth)
        #expect(view.contentOffset.x == view.centredOffset && view.recentreThreshold == 100)
        let recentres = view.recentreCount
        // Within the threshold: no jump.
        view.contentOffset.x += 99
        #expect(view.recentreCount == recentres && view.contentOffset.x == view.centredOffset + 99)
        let before = fixture.tiles
        view.contentOffset.x += 51 // 150 from the centre: recentred at once
        #expect(view.recentreCount == recentres + 1)
        #expect(view.contentOffset.x == view.centredOffset)
        for tile in fixture.tiles {
            guard let old = before.first(where: { $0.index == tile.index }) else { continue }
            #expect(abs(tile.frame.minX - (old.frame.minX - 51)) < 1e-9, "tile \(tile.index) moved by exactly the scroll")
        }
        #expect(fixture.coverageProblems.isEmpty)
    }

    @Test("B1: a drag carries on seamlessly through recentres, the offset never straying past the threshold")
    func b1DragThroughRecentres() {
        let fixture = TilingFixture()
        let view = fixture.view
        let start = fixture.logicalPosition
        fixture.driver.press(at: CGPoint(x: 620, y: 150))
        var worstDrift: CGFloat = 0
        for step in 1...170 {
            fixture.driver.move(to: CGPoint(x: 620 - CGFloat(step) * 3.5, y: 150), after: 0.008)
            worstDrift = max(worstDrift, abs(view.contentOffset.x - view.centredOffset))
        }
        fixture.driver.release(after: 0.2)
        #expect(view.recentreCount >= 5)
        #expect(worstDrift <= view.recentreThreshold)
        // 170 × 3.5 pt of pointer travel minus the pan's slop, whatever the recentres did.
        let travelled = fixture.logicalPosition - start
        #expect(travelled > 560 && travelled <= 595, "travelled \(travelled)")
    }

    @Test("B2: tiles are added and removed at both ends, recycled through the pool before any is created")
    func b2Tiling() {
        let fixture = TilingFixture()
        let view = fixture.view
        #expect(fixture.coverageProblems.isEmpty)
        #expect(fixture.tiles.map(\.index) == [0, 1, 2])
        for direction in [-1.0, 1.0, -1.0] {
            for _ in 0..<4 {
                fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: 200 * direction, y: 0), speed: 6000)
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

    @Test("B3: tile k shows item k mod n, also for negative k", arguments: [1, 2, 3, 5, 7])
    func b3Modulo(count: Int) {
        let fixture = TilingFixture(count: count)
        var seen: Set<Int> = []
        for _ in 0..<30 { // scroll right-to-left content: negative tile numbers appear
            fixture.view.contentOffset.x -= 123.25
            for tile in fixture.tiles {
                seen.insert(tile.index)
                #expect(tile.item == WrapMath.wrap(tile.index, count: count), "tile \(tile.index)")
            }
        }
        #expect(seen.contains(-1) && seen.contains(-5) && seen.min()! < -count)
        let leftmost = fixture.tiles[0]
        #expect(leftmost.index < 0 && fixture.view.item(forTile: leftmost.index) == WrapMath.wrap(leftmost.index, count: count))
    }

    @Test("B4: hard flings one way for a long time glide their full natural distance and positions stay bounded")
    func b4LongScroll() {
        let tiling = TilingFixture()
        // A reference with no recentring: a plain scroll view so wide no fling reaches its end.
        let plain = ScrollView(frame: CGRect(origin: .zero, size: StripProbe.size))
        plain.contentSize = CGSize(width: 1e9, height: StripProbe.size.height)
        plain.contentOffset.x = 5e8
        let reference = FrameDriver(size: StripProbe.size, containing: plain)
        let tilingStart = tiling.logicalPosition
        let plainStart = plain.contentOffset.x
        var worst: CGFloat = 0
        for speed in [3000.0, 9000, 15000, 24000, 9000, 30000] {
            for driver in [tiling.driver, reference] {
                driver.drag(from: CGPoint(x: 600, y: 150), by: CGPoint(x: -300, y: 0), speed: CGFloat(speed))
                while !driver.root.animationDriver.isIdle {
                    driver.frame()
                    if driver === tiling.driver {
                        let offset = tiling.view.contentOffset.x
                        worst = max(worst, abs(offset - tiling.view.centredOffset))
                        #expect(tiling.view.horizontalMetrics.range.contains(offset))
                        #expect(
                            tiling.view.strip.views.allSatisfy {
                                $0.frame.minX > -1 && $0.frame.maxX < tiling.view.contentSize.width + 1
                            })
                    }
                }
            }
            let travelled = tiling.logicalPosition - tilingStart
            let expected = plain.contentOffset.x - plainStart
            #expect(abs(travelled - expected) < 1e-3, "after \(speed) pt/s: \(travelled) vs \(expected)")
        }
        #expect(worst <= tiling.view.recentreThreshold + 1000, "drift \(worst)")
        // Releases are capped at 8 000 pt/s (VelocityTracker.maximumSpeed): the faster drags fling at that.
        #expect(plain.contentOffset.x - plainStart > 20_000, "the flings went far")
    }

    @Test("a click on any tile selects its logical item; a click in a gap or on a moving strip selects nothing")
    func clicks() {
        let fixture = TilingFixture(count: 3)
        fixture.driver.click(at: CGPoint(x: 100, y: 150))
        fixture.driver.click(at: CGPoint(x: 400, y: 150))
        fixture.driver.click(at: CGPoint(x: 286, y: 150)) // the 12 pt gap after the first tile
        #expect(fixture.recorder.selections == [0, 1])
        fixture.view.contentOffset.x -= 3 * 292 * 7 + 50 // 21 tiles to the left and a bit
        fixture.view.layoutIfNeeded()
        for tile in fixture.tiles where tile.frame.minX > 0 && tile.frame.maxX < 640 {
            fixture.driver.click(at: CGPoint(x: tile.frame.midX, y: 150))
            #expect(fixture.recorder.selections.last == tile.item)
        }
        let count = fixture.recorder.selections.count
        fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 5000)
        fixture.driver.frames(2)
        fixture.driver.click(at: StripProbe.middle)
        #expect(fixture.recorder.selections.count == count, "the brake is not a click")
    }

    @Test("twelve quick Right presses scroll exactly twelve tiles; Left comes back; none dropped")
    func keyBurst() {
        let fixture = TilingFixture()
        fixture.driver.root.focus(fixture.view)
        let start = fixture.logicalPosition
        for _ in 0..<12 {
            fixture.driver.key(.right)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - start - 12 * fixture.step) < 1e-6)
        #expect(fixture.view.recentreCount > 0)
        for _ in 0..<5 { fixture.driver.key(.left) }
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - start - 7 * fixture.step) < 1e-6)
        #expect(fixture.coverageProblems.isEmpty)
    }

    @Test("a key press during a fling retargets from the fling's landing")
    func keyDuringFling() {
        let fixture = TilingFixture()
        fixture.driver.root.focus(fixture.view)
        fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 4000)
        fixture.driver.frames(3)
        let landing = fixture.view.restingTarget!.x - fixture.view.contentOffset.x + fixture.logicalPosition
        fixture.driver.key(.right)
        fixture.driver.settle()
        #expect(abs(fixture.logicalPosition - (landing + fixture.step)) < 1e-6)
    }

    @Test("counts 0, 1 and 2", arguments: [0, 1, 2])
    func smallCounts(count: Int) {
        let fixture = TilingFixture(count: count)
        fixture.driver.root.focus(fixture.view)
        if count == 0 {
            #expect(fixture.view.strip.isEmpty && !fixture.view.isScrollEnabled)
            let offset = fixture.view.contentOffset
            fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 3000)
            fixture.driver.key(.right)
            fixture.driver.click(at: StripProbe.middle)
            fixture.driver.settle()
            #expect(fixture.view.contentOffset == offset && fixture.view.strip.isEmpty && fixture.recorder.selections.isEmpty)
            fixture.view.set(items: CarouselFixture.banners(2))
            #expect(fixture.coverageProblems.isEmpty && fixture.tiles.map(\.item) == [0, 1, 0])
            return
        }
        fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: 250, y: 0), speed: 8000)
        fixture.driver.settle()
        #expect(fixture.coverageProblems.isEmpty)
        #expect(fixture.tiles.allSatisfy { $0.item == WrapMath.wrap($0.index, count: count) })
        fixture.view.set(items: [])
        #expect(fixture.view.strip.isEmpty)
    }

    @Test("replacing the data mid-fling keeps the tiles in place and the motion going")
    func replaceDataMidFling() {
        let fixture = TilingFixture(count: 5)
        fixture.driver.drag(from: StripProbe.middle, by: CGPoint(x: -200, y: 0), speed: 5000)
        fixture.driver.frames(5)
        let frames = fixture.tiles.map(\.frame)
        fixture.view.set(items: CarouselFixture.banners(3))
        #expect(fixture.tiles.map(\.frame) == frames)
        #expect(fixture.tiles.allSatisfy { $0.item == WrapMath.wrap($0.index, count: 3) })
        #expect(fixture.view.isDecelerating)
    }
}
