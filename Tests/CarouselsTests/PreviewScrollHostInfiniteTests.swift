import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PreviewScrollHost (seed D), infinite mode")
struct PreviewScrollHostInfiniteTests {
    @Test("exactly three recycled page views whatever the count, with previews on both sides", arguments: [0, 1, 2, 3, 7, 1000])
    func threeViews(count: Int) {
        let fixture = HostFixture(mode: .infinite, count: count)
        #expect(fixture.scrollView.subviews.filter { $0 is BannerItemView }.count == 3)
        #expect(fixture.scrollView.contentSize.width == CGFloat(count == 0 ? 0 : 5 * 480))
        guard count > 0 else {
            #expect(fixture.infinite.slots.allSatisfy { $0.isHidden })
            return
        }
        let frames = fixture.infinite.slots.map { $0.convert($0.bounds, to: nil) }
        #expect(frames[1] == CGRect(x: 95, y: 60, width: 450, height: 280), "the centred page, inset inside its page")
        #expect(frames[0].maxX == 65 && frames[2].minX == 575, "both neighbours peek into the previews")
        #expect(fixture.infinite.slots.map { $0.banner?.title } == [count - 1, 0, 1 % count].map { "Banner \($0)" })
    }

    @Test("D2 in infinite mode: a drag from either preview turns the strip, endlessly")
    func dragsFromPreviews() {
        let fixture = HostFixture(mode: .infinite, count: 3)
        for _ in 0..<4 {
            fixture.driver.drag(from: fixture.rightPreview, by: CGPoint(x: -200, y: 0), speed: 1500)
            fixture.driver.settle()
        }
        #expect(fixture.host.currentIndex == 1 && fixture.isCentred)
        fixture.driver.drag(from: fixture.leftPreview, by: CGPoint(x: 200, y: 0), speed: 1500)
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 0 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 1, 2, 0, 1, 0])
    }

    @Test("keys: twelve quick presses move exactly twelve banners, wrapping; one report once settled")
    func keyBurst() {
        let fixture = HostFixture(mode: .infinite, count: 5)
        for _ in 0..<12 {
            fixture.driver.key(.right)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 12 % 5 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 2])
        for _ in 0..<12 { fixture.driver.key(.left) } // all in one frame
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 0 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 2, 0])
    }

    @Test("the seam: across every recentre each visible banner keeps its place on screen")
    func seam() {
        let fixture = HostFixture(mode: .infinite, count: 5)
        for direction in [-1.0, 1.0] {
            var largestError: CGFloat = 0
            var recentres = 0
            var lastIndex = fixture.host.currentIndex
            let start = direction < 0 ? CGPoint(x: 630, y: 200) : CGPoint(x: 10, y: 200)
            fixture.driver.press(at: start)
            var before = fixture.visiblePositions
            var pointer = start
            for _ in 0..<400 {
                pointer.x += 3.5 * direction
                let wasDragging = fixture.scrollView.isDragging
                fixture.driver.move(to: pointer, after: 0.008)
                let after = fixture.visiblePositions
                if wasDragging { // the content follows the pointer exactly: every banner moves by 3.5
                    for (title, x) in after {
                        if let old = before[title] { largestError = max(largestError, abs(x - old - 3.5 * direction)) }
                    }
                    #expect(after.keys.contains { before[$0] != nil }, "some banner stays in sight across each sample")
                }
                if fixture.host.currentIndex != lastIndex {
                    recentres += 1
                    lastIndex = fixture.host.currentIndex
                }
                before = after
            }
            fixture.driver.release(after: 0.2)
            fixture.driver.settle()
            #expect(recentres >= 2)
            #expect(largestError < 0.01)
            #expect(fixture.isCentred)
        }
    }

    @Test("one logical model: a click selects the logical index of the banner under it, whichever recycled view draws it")
    func oneLogicalModel() {
        let fixture = HostFixture(mode: .infinite, count: 2)
        #expect(
            fixture.infinite.slots.map { $0.banner?.title } == ["Banner 1", "Banner 0", "Banner 1"], "two copies of one banner")
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.recorder.selections == [0], "the centre slot")
        // Bring the right slot (the other copy of banner 1) under the middle by assigning the offset
        // (nothing moves on its own, so the click is a click), short of a recentre (300 < 2/3 × 480).
        fixture.host.scrollView.contentOffset.x += 300
        let under = fixture.infinite.slots.firstIndex { $0.convert($0.bounds, to: nil).contains(fixture.middle) }
        #expect(under == 2)
        fixture.driver.click(at: fixture.middle, hold: 0.02)
        #expect(fixture.recorder.selections == [0, 1], "the right slot's logical index")
        // A nudge released at rest settles the strip on the nearest page.
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -20, y: 0), speed: 100, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.isCentred && fixture.host.currentIndex == 1)
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.recorder.selections == [0, 1, 1], "banner 1 again, now drawn by the centre slot")
        #expect(fixture.infinite.slots.map { $0.banner?.title } == ["Banner 0", "Banner 1", "Banner 0"])
    }

    @Test("a click during a wheel gesture still leaves the paging strip on a page")
    func wheelThenClickLeavesPagingViewUnsettled() {
        let fixture = HostFixture(mode: .infinite, count: 5)
        fixture.driver.wheel(dx: 100, at: fixture.middle)
        fixture.driver.click(at: fixture.middle, hold: 0.02)
        fixture.driver.settle()
        #expect(fixture.isCentred)
    }

    @Test("counts 0, 1 and 2: drags, keys and clicks keep the strip centred and the index in range", arguments: [0, 1, 2])
    func smallCounts(count: Int) {
        let fixture = HostFixture(mode: .infinite, count: count)
        for _ in 0..<3 {
            fixture.driver.drag(from: fixture.rightPreview, by: CGPoint(x: -250, y: 0), speed: 2500)
            fixture.driver.settle()
        }
        fixture.driver.key(.left)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.isCentred || count == 0)
        if count == 0 {
            #expect(fixture.recorder.pages.isEmpty && fixture.recorder.selections.isEmpty && fixture.host.currentIndex == 0)
        } else {
            #expect(fixture.host.currentIndex == 2 % count)
            #expect(fixture.recorder.selections == [2 % count])
            #expect(fixture.infinite.slots[1].banner?.title == "Banner \(2 % count)")
        }
    }

    @Test("the infinite strip is clipped to a third of a page each side, so no blank can show beside the slots")
    func stripLimit() {
        let host = InfinitePreviewScrollHost(
            frame: CGRect(x: 0, y: 0, width: 900, height: 300),
            pageSize: CGSize(width: 300, height: 300))
        host.set(items: CarouselFixture.banners(4))
        _ = FrameDriver(size: CGSize(width: 900, height: 300), containing: host)
        let strip = host.stripView.frame
        #expect(abs(strip.minX - 200) < 1e-9 && abs(strip.width - 500) < 1e-9 && strip.height == 300)
        #expect(host.stripView.clipsToBounds)
        #expect(host.scrollViewFrameInHost == CGRect(x: 300, y: 0, width: 300, height: 300))
    }
}
