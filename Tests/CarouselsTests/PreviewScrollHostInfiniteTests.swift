import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PreviewScrollHost (seed D), infinite mode")
struct PreviewScrollHostInfiniteTests {
    @Test(
        "exactly three recycled cells whatever the count, with previews on both sides along the main axis",
        arguments: ItemFlow.tested, [0, 1, 2, 3, 7, 1000])
    func threeViews(flow: ItemFlow, count: Int) {
        let fixture = HostFixture(.infinite, flow: flow, count: count)
        #expect(fixture.scrollView.subviews.filter { $0 is NumberCard }.count == 3)
        #expect(fixture.cells.makes == 3, "made once, whatever the count")
        #expect(flow.main(fixture.scrollView.contentSize) == CGFloat(count == 0 ? 0 : 5 * 480))
        guard count > 0 else {
            #expect(fixture.infinite.slots.allSatisfy { $0.isHidden })
            return
        }
        let frames = fixture.infinite.slots.map { fixture.windowFrame($0) }
        #expect(
            frames[1] == fixture.host.scrollViewFrameInHost.inset(by: fixture.pageInsets), "the centred page")
        let ranges = frames.map { fixture.logicalRange(of: $0) }
        #expect(
            ranges[0].upperBound == 80 - fixture.mainInset && ranges[2].lowerBound == 560 + fixture.mainInset,
            "neighbours peek in")
        #expect(fixture.slotNumbers == [count - 1, 0, 1 % count])
        #expect(fixture.infinite.slots.allSatisfy { $0.cornerRadius == CarouselLayout.standard.cornerRadius })
    }

    @Test("right to left the previous item peeks in at the right; vertical, above")
    func physicalPlaces() {
        let rtl = HostFixture(.infinite, flow: .rightToLeft, count: 5)
        #expect(
            rtl.infinite.slots.map { rtl.windowFrame($0) } == [
                CGRect(x: 575, y: 60, width: 450, height: 280), CGRect(x: 95, y: 60, width: 450, height: 280),
                CGRect(x: -385, y: 60, width: 450, height: 280),
            ])
        let vertical = HostFixture(.infinite, flow: .vertical, count: 5)
        #expect(
            vertical.infinite.slots.map { vertical.windowFrame($0) } == [
                CGRect(x: 60, y: -385, width: 280, height: 450), CGRect(x: 60, y: 95, width: 280, height: 450),
                CGRect(x: 60, y: 575, width: 280, height: 450),
            ])
        #expect(vertical.slotNumbers == [4, 0, 1])
    }

    @Test("D2 in infinite mode: a drag from either preview turns the strip, endlessly", arguments: ItemFlow.tested)
    func dragsFromPreviews(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 3)
        for _ in 0..<4 {
            fixture.driver.drag(from: fixture.nextPreview, by: fixture.forward(200), speed: 1500)
            fixture.driver.settle()
        }
        #expect(fixture.host.centredItem == 1 && fixture.isCentred)
        fixture.driver.drag(from: fixture.previousPreview, by: fixture.forward(-200), speed: 1500)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 0 && fixture.isCentred)
        #expect(fixture.settledChanges == [.settled(0, .api)] + [1, 2, 0, 1, 0].map { .settled($0, .fling) })
        let root = fixture.driver.root
        #expect(
            root.hitTest(fixture.nextPreview) === fixture.scrollView
                && root.hitTest(fixture.previousPreview) === fixture.scrollView)
        #expect(
            fixture.host.forwardingRegions.count == 2
                && fixture.host.forwardingRegions.allSatisfy { !$0.contains(fixture.middle) })
    }

    @Test("wheel notches page forward for a vertical wheel turned down, wrapping", arguments: ItemFlow.tested)
    func notches(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 3)
        for _ in 0..<4 {
            fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
            fixture.driver.settle()
            fixture.driver.wait(1)
        }
        fixture.driver.wheel(dx: 0, dy: -40, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 0 && fixture.isCentred)
        #expect(fixture.settledChanges == [.settled(0, .api)] + [1, 2, 0, 1, 0].map { .settled($0, .wheel) })
    }

    @Test("the seam: across every recentre each visible card keeps its place on screen", arguments: ItemFlow.tested)
    func seam(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 5)
        var jumps: [CGFloat] = []
        fixture.host.onRecentre = { jumps.append($0) }
        for direction in [-1.0, 1.0] as [CGFloat] {
            var largestError: CGFloat = 0
            var recentres = 0
            var lastIndex = fixture.host.centredItem
            var main: CGFloat = direction < 0 ? 630 : 10
            fixture.driver.press(at: fixture.point(main: main, cross: 200))
            var before = fixture.visiblePositions
            for _ in 0..<400 {
                main += 3.5 * direction
                let wasDragging = fixture.scrollView.isDragging
                fixture.driver.move(to: fixture.point(main: main, cross: 200), after: 0.008)
                let after = fixture.visiblePositions
                if wasDragging { // the content follows the pointer exactly: every card moves by 3.5
                    for (number, position) in after {
                        if let old = before[number] { largestError = max(largestError, abs(position - old - 3.5 * direction)) }
                    }
                    #expect(after.keys.contains { before[$0] != nil }, "some card stays in sight across each sample")
                }
                if fixture.host.centredItem != lastIndex {
                    recentres += 1
                    lastIndex = fixture.host.centredItem
                }
                before = after
            }
            fixture.driver.release(after: 0.2)
            fixture.driver.settle()
            #expect(recentres >= 2)
            #expect(largestError < 0.01)
            #expect(fixture.isCentred)
        }
        // Each jump is a whole page along the main axis, physically: back against the content's motion.
        #expect(!jumps.isEmpty && jumps.allSatisfy { abs(abs($0) - 480) < 1e-9 })
        #expect(jumps.first == (flow.isReversed ? 480 : -480), "going forward, the physical offset jumps back")
        let range = fixture.host.recentreRange!
        // A neighbour within a third of its banner (450 of the 480-point page) of the snap point.
        #expect(
            abs(range.lowerBound - 630) < 1e-9 && abs(range.upperBound - 1290) < 1e-9,
            "the centred offset ± (a page − a third of a banner)")
    }

    @Test(
        "one logical model: a click selects the logical index of the card under it, whichever slot draws it",
        arguments: ItemFlow.tested)
    func oneLogicalModel(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 2)
        #expect(fixture.slotNumbers == [1, 0, 1], "two copies of one item")
        var clones: [Bool] = []
        fixture.host.forEachInspectedItem { clones.append($0.isClone) }
        #expect(clones == [false, false, true])
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.selections == [.selected(0, .click)], "the centre slot")
        // Bring the next slot (the other copy of item 1) under the middle by assigning the offset
        // (nothing moves on its own, so the click is a click), short of a recentre (300 < 2/3 × 480).
        fixture.scrollView.contentOffset = fixture.host.core.physicalOffset(logical: fixture.logicalOffset + 300)
        let under = fixture.infinite.slots.firstIndex { fixture.windowFrame($0).contains(fixture.middle) }
        #expect(under == 2)
        fixture.driver.click(at: fixture.middle, hold: 0.02)
        #expect(fixture.selections == [.selected(0, .click), .selected(1, .click)], "the next slot's logical index")
        // A nudge released at rest settles the strip on the nearest page.
        fixture.driver.drag(from: fixture.middle, by: fixture.forward(20), speed: 100, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.isCentred && fixture.host.centredItem == 1)
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(1, .drag)])
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.selections.last == .selected(1, .click), "item 1 again, now drawn by the centre slot")
        #expect(fixture.slotNumbers == [0, 1, 0])
    }

    @Test("a click during a wheel gesture still leaves the paging strip on a page", arguments: ItemFlow.tested)
    func wheelThenClickLeavesPagingViewUnsettled(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 5)
        let delta = flow.point(main: 100, cross: 0)
        fixture.driver.wheel(dx: delta.x, dy: delta.y, at: fixture.middle)
        fixture.driver.click(at: fixture.middle, hold: 0.02)
        fixture.driver.settle()
        #expect(fixture.isCentred)
    }

    @Test(
        "counts 0, 1 and 2: drags, keys and clicks keep the strip centred and the index in range", arguments: ItemFlow.tested,
        [0, 1, 2])
    func smallCounts(flow: ItemFlow, count: Int) {
        let fixture = HostFixture(.infinite, flow: flow, count: count)
        for _ in 0..<3 {
            fixture.driver.drag(from: fixture.nextPreview, by: fixture.forward(250), speed: 2500)
            fixture.driver.settle()
        }
        fixture.driver.key(fixture.backKey)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.isCentred || count == 0)
        if count == 0 {
            #expect(
                fixture.recorder.restsAndSelections.isEmpty && fixture.host.centredItem == 0 && fixture.host.currentItem == nil)
        } else {
            #expect(fixture.host.centredItem == 2 % count)
            #expect(fixture.selections == [.selected(2 % count, .click)])
            #expect(fixture.slotNumbers[1] == 2 % count)
            #expect(fixture.cells.makes == 3)
        }
    }

    @Test("scrollToItem goes the short way round", arguments: ItemFlow.tested)
    func scrollToItemShortWay(flow: ItemFlow) {
        let fixture = HostFixture(.infinite, flow: flow, count: 10)
        var seen: Set<Int> = []
        fixture.host.scrollToItem(8, animated: true)
        while !fixture.driver.root.animationDriver.isIdle {
            fixture.driver.frame()
            seen.insert(fixture.host.centredItem)
        }
        #expect(fixture.host.centredItem == 8 && fixture.isCentred)
        #expect(seen == [0, 9, 8], "back through 9, not forward through 1…7")
        fixture.host.scrollToItem(2, animated: false, cause: .autoplay)
        #expect(fixture.host.centredItem == 2 && fixture.isCentred)
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(8, .api), .settled(2, .autoplay)])
    }

    @Test(
        "the strip is clipped to a third of a page each side along the main axis, so no blank shows", arguments: ItemFlow.tested)
    func stripLimit(flow: ItemFlow) {
        let size = flow.size(main: 900, cross: 300)
        let host = InfinitePreviewScrollHost(frame: CGRect(origin: .zero, size: size), pageSize: CGSize(width: 300, height: 300))
        host.flow = flow
        host.set(items: HostFixture.banners(4))
        _ = FrameDriver(size: size, containing: host)
        #expect(
            host.stripView.frame.equalTo(
                CGRect(origin: flow.point(main: 200, cross: 0), size: flow.size(main: 500, cross: 300)), within: 1e-9))
        #expect(host.stripView.clipsToBounds)
        #expect(
            host.scrollViewFrameInHost == CGRect(origin: flow.point(main: 300, cross: 0), size: CGSize(width: 300, height: 300)))
        #expect(host.slots.allSatisfy { $0 is BannerItemView }, "banners are the default cells")
        #expect(host.slots.compactMap { ($0 as? BannerItemView)?.banner?.title } == ["Banner 3", "Banner 0", "Banner 1"])
    }
}

extension CGRect {
    /// Whether every edge is within `tolerance` of `other`'s.
    func equalTo(_ other: CGRect, within tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance && abs(width - other.width) <= tolerance
            && abs(height - other.height) <= tolerance
    }
}
