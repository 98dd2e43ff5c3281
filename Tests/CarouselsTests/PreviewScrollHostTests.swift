import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PreviewScrollHost (seed D), finite mode")
struct PreviewScrollHostTests {
    @Test("D1: a page-sized paging scroll view sits centred with clipping off, and the neighbour draws outside it")
    func d1Previews() {
        let fixture = HostFixture()
        #expect(fixture.host.scrollViewFrameInHost == CGRect(x: 80, y: 40, width: 480, height: 320))
        #expect(fixture.scrollView.convert(fixture.scrollView.bounds, to: nil) == CGRect(x: 80, y: 40, width: 480, height: 320))
        #expect(!fixture.scrollView.clipsToBounds && fixture.scrollView.isPagingEnabled && fixture.host.clipsToBounds)
        // Page 1's view starts at 80 + 480 + 15 = 575: right of the scroll view, inside the host, and
        // the clip in force when it is drawn lets it show there.
        var clips: [CGRect] = [CGRect(origin: .zero, size: HostFixture.size)]
        var neighbourVisible = false
        for command in fixture.driver.frame().commands {
            switch command {
            case .pushClip(let rect): clips.append(rect)
            case .popClip: clips.removeLast()
            case .fill(let rect, let color) where color == TestPage.color && rect.minX == 575:
                let shown = rect.intersection(clips.last!)
                neighbourVisible = !shown.isNull && shown.minX >= 560 && shown.width == 640 - 575
            default: break
            }
        }
        #expect(neighbourVisible, "the right preview is drawn outside the scroll view's frame")
    }

    @Test("D2: presses in the preview areas go to the scroll view; presses on a page reach the page's views")
    func d2HitTestForwarding() {
        let fixture = HostFixture()
        let root = fixture.driver.root
        #expect(root.hitTest(fixture.rightPreview) === fixture.scrollView)
        #expect(root.hitTest(fixture.leftPreview) === fixture.scrollView)
        #expect(root.hitTest(CGPoint(x: 320, y: 10)) === fixture.scrollView, "above the page is a preview area too")
        let button = fixture.pageViews.first { $0.index == 0 }!.button
        let buttonCentre = button.convert(CGPoint(x: 50, y: 20), to: nil) // (80+15+20+50, 40+20+20+20)
        #expect(buttonCentre == CGPoint(x: 165, y: 100))
        #expect(root.hitTest(buttonCentre) === button)
        #expect(root.hitTest(fixture.middle) is TestPage, "inside the scroll view: the normal path")
    }

    @Test("D2: end to end, a drag that starts in the right preview turns the page; a click on a page's button reaches it")
    func d2EndToEnd() {
        let fixture = HostFixture()
        fixture.driver.drag(from: fixture.rightPreview, by: CGPoint(x: -200, y: 0), speed: 1200)
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 1 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 1])
        fixture.driver.drag(from: fixture.leftPreview, by: CGPoint(x: 200, y: 0), speed: 1200)
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 0 && fixture.isCentred)

        fixture.driver.click(at: CGPoint(x: 165, y: 100))
        fixture.driver.settle()
        #expect(fixture.source!.buttonClicks == [0], "the page's own view got the click")
        #expect(fixture.host.currentIndex == 0, "and the page did not turn")

        fixture.driver.click(at: fixture.rightPreview)
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 1 && fixture.isCentred, "a click on a preview pages toward it")
        #expect(fixture.source!.buttonClicks == [0])
    }

    @Test("D3: spacing is made inside each page: a 240-wide page shows a 210-wide view, 30 pt between views")
    func d3SpacingInsidePages() {
        let host = FinitePreviewScrollHost(
            frame: CGRect(x: 0, y: 0, width: 400, height: 400),
            pageSize: CGSize(width: 240, height: 320))
        let source = PageSource(count: 5)
        host.dataSource = source
        let driver = FrameDriver(size: CGSize(width: 400, height: 400), containing: host)
        driver.frame()
        let views = host.scrollView.subviews.compactMap { $0 as? TestPage }.sorted { $0.index < $1.index }
        #expect(views.count == 2)
        #expect(views[0].frame == CGRect(x: 15, y: 20, width: 210, height: 280))
        #expect(views[1].frame == CGRect(x: 255, y: 20, width: 210, height: 280))
        #expect(views[1].frame.minX - views[0].frame.maxX == 30)
    }

    @Test("D4: current page = floor((offset − w/2)/w) + 1, and only it and its neighbours are loaded, lazily")
    func d4LazyLoading() {
        #expect(FinitePreviewScrollHost.page(forOffset: 0, pageWidth: 480) == 0)
        #expect(FinitePreviewScrollHost.page(forOffset: 239.9, pageWidth: 480) == 0)
        #expect(FinitePreviewScrollHost.page(forOffset: 240, pageWidth: 480) == 1)
        #expect(FinitePreviewScrollHost.page(forOffset: 719.9, pageWidth: 480) == 1)
        #expect(FinitePreviewScrollHost.page(forOffset: -241, pageWidth: 480) == -1)

        let fixture = HostFixture(count: 10)
        #expect(fixture.source!.requests == [0, 1], "at first only page 0 and its neighbour")
        #expect(fixture.finite.loadedPageIndices == [0, 1])
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -230, y: 0), speed: 300, hold: 0.1, release: false)
        #expect(fixture.host.currentIndex == 0 && fixture.source!.requests == [0, 1], "230 < w/2: still page 0")
        fixture.driver.move(to: CGPoint(x: 320 - 260, y: 200), after: 0.02)
        #expect(fixture.host.currentIndex == 1 && fixture.finite.loadedPageIndices == [0, 1, 2], "past w/2: page 2 loads")
        fixture.driver.release(after: 0.1)
        fixture.driver.settle()
        for _ in 0..<6 {
            fixture.host.next()
            while !fixture.driver.root.animationDriver.isIdle {
                fixture.driver.frame()
                let current = fixture.host.currentIndex
                #expect(fixture.finite.loadedPageIndices == Array(max(0, current - 1)...min(9, current + 1)))
                #expect(fixture.pageViews.count == fixture.finite.loadedPageIndices.count)
            }
        }
        #expect(fixture.host.currentIndex == 7 && fixture.finite.loadedPageIndices == [6, 7, 8])
        #expect(fixture.source!.requests == Array(0...8), "each page asked for once, in order, never ahead")
    }

    @Test("D5: optional drop shadows, dark to clear, along the top and bottom edges")
    func d5DropShadow() {
        let fixture = HostFixture()
        #expect(fixture.host.showsDropShadow)
        func gradients() -> [DisplayCommand] {
            fixture.driver.frame().commands.filter { if case .linearGradient = $0 { return true } else { return false } }
        }
        #expect(
            gradients() == [
                .linearGradient(
                    CGRect(x: 0, y: 0, width: 640, height: 20), from: PreviewScrollHost.topShadowColor, to: .clear,
                    axis: .vertical),
                .linearGradient(
                    CGRect(x: 0, y: 390, width: 640, height: 10), from: .clear, to: PreviewScrollHost.bottomShadowColor,
                    axis: .vertical),
            ])
        #expect(PreviewScrollHost.topShadowColor.alpha > 0 && PreviewScrollHost.bottomShadowColor.alpha > 0)
        #expect(fixture.driver.root.hitTest(CGPoint(x: 320, y: 5)) === fixture.scrollView, "shadows never take a press")
        fixture.host.showsDropShadow = false
        #expect(gradients().isEmpty)
    }

    @Test("D6: memory pressure unloads all but current ± 1 and drops the cache of recently used pages")
    func d6MemoryWarning() {
        let fixture = HostFixture(count: 12)
        for _ in 0..<5 { fixture.host.next() }
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 5 && fixture.finite.loadedPageIndices == [4, 5, 6])
        #expect(fixture.finite.cachedPageIndices == [0, 1, 2, 3], "pages that left the window, at most the limit")
        #expect(fixture.pageViews.count == 3, "cached views are not in the tree")
        let asked = fixture.source!.requests.count
        fixture.host.previous()
        fixture.host.previous()
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 3 && fixture.finite.loadedPageIndices == [2, 3, 4])
        #expect(fixture.source!.requests.count == asked, "scrolling back reuses cached views")

        fixture.finite.didReceiveMemoryWarning()
        #expect(fixture.finite.cachedPageIndices.isEmpty)
        #expect(fixture.finite.loadedPageIndices == [2, 3, 4] && fixture.pageViews.count == 3, "current ± 1 stays")
        fixture.host.previous()
        fixture.host.previous()
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 1)
        #expect(
            Array(fixture.source!.requests.dropFirst(asked)) == [1, 0], "after the warning, pages come from the data source again"
        )
    }

    @Test("keys: twelve quick presses move exactly twelve pages; the finite strip stops at its ends")
    func keyBurst() {
        let fixture = HostFixture(count: 20)
        for _ in 0..<12 {
            fixture.driver.key(.right)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 12 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 12], "one report, once settled")
        for _ in 0..<15 { fixture.driver.key(.pageUp) }
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 0 && fixture.isCentred)
        for _ in 0..<25 { fixture.driver.key(.pageDown) }
        fixture.driver.settle()
        #expect(fixture.host.currentIndex == 19 && fixture.isCentred)
        #expect(fixture.recorder.pages == [0, 12, 0, 19])
    }

    @Test("counts 0, 1 and 2 in finite mode", arguments: [0, 1, 2])
    func smallCounts(count: Int) {
        let fixture = HostFixture(count: count)
        fixture.driver.drag(from: fixture.rightPreview, by: CGPoint(x: -300, y: 0), speed: 3000)
        fixture.driver.settle()
        fixture.driver.key(.right)
        fixture.driver.key(.right)
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.finite.loadedPageIndices == Array(0..<count))
        switch count {
        case 0: #expect(fixture.recorder.pages.isEmpty && fixture.host.currentIndex == 0 && fixture.pageViews.isEmpty)
        case 1: #expect(fixture.recorder.pages == [0] && fixture.host.currentIndex == 0)
        default: #expect(fixture.recorder.pages == [0, 1] && fixture.host.currentIndex == 1)
        }
    }

    @Test("reloading keeps the current page when it still exists, else the last one")
    func reload() {
        let fixture = HostFixture(count: 8)
        for _ in 0..<5 { fixture.host.next() }
        fixture.driver.settle()
        fixture.source!.count = 3
        fixture.finite.reloadData()
        #expect(fixture.host.currentIndex == 2 && fixture.isCentred && fixture.finite.loadedPageIndices == [1, 2])
        #expect(fixture.recorder.pages == [0, 5, 2])
        #expect(fixture.finite.cachedPageIndices.isEmpty)
    }
}
