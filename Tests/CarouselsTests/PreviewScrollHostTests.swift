import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PreviewScrollHost (seed D), finite mode")
struct PreviewScrollHostTests {
    @Test(
        "D1: a page-sized paging scroll view sits centred with clipping off, and the next page draws outside it",
        arguments: ItemFlow.tested)
    func d1Previews(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow)
        let frame = CGRect(origin: flow.point(main: 80, cross: 40), size: flow.size(main: 480, cross: 320))
        #expect(fixture.host.scrollViewFrameInHost == frame)
        #expect(fixture.windowFrame(fixture.scrollView) == frame)
        #expect(!fixture.scrollView.clipsToBounds && fixture.scrollView.isPagingEnabled && fixture.host.clipsToBounds)
        // Page 1's cell starts 80 + 480 + the page inset along the main axis in from the start: past
        // the scroll view, inside the host, and the clip in force when it is drawn lets it show there.
        let inset = fixture.mainInset
        let neighbour = fixture.pageViews.first { $0.index == 1 }!
        #expect(fixture.logicalRange(of: fixture.windowFrame(neighbour)).lowerBound == 560 + inset)
        var clips: [CGRect] = [CGRect(origin: .zero, size: flow.size(main: 640, cross: 400))]
        var neighbourVisible = false
        for command in fixture.driver.frame().commands {
            switch command {
            case .pushClip(let rect): clips.append(rect)
            case .popClip: clips.removeLast()
            case .roundedFill(let rect, let radius, let color)
            where color == TestPage.color && rect == fixture.windowFrame(neighbour) && radius == neighbour.cornerRadius:
                let shown = fixture.logicalRange(of: rect.intersection(clips.last!))
                neighbourVisible = shown.lowerBound == 560 + inset && shown.upperBound == 640
            default: break
            }
        }
        #expect(neighbourVisible, "the next page's preview is drawn outside the scroll view's frame")
    }

    @Test("right to left: page 0 at the right, page 1 peeking in at the left; vertical: page 1 below")
    func physicalPlaces() {
        let rtl = HostFixture(flow: .rightToLeft)
        let rtlPages = rtl.pageViews.sorted { $0.index < $1.index }.map { rtl.windowFrame($0) }
        #expect(rtlPages == [CGRect(x: 95, y: 60, width: 450, height: 280), CGRect(x: -385, y: 60, width: 450, height: 280)])
        #expect(rtl.scrollView.contentOffset == CGPoint(x: 7 * 480, y: 0), "the strip starts at its right end")
        let vertical = HostFixture(flow: .vertical)
        let verticalPages = vertical.pageViews.sorted { $0.index < $1.index }.map { vertical.windowFrame($0) }
        #expect(
            verticalPages == [CGRect(x: 60, y: 95, width: 280, height: 450), CGRect(x: 60, y: 575, width: 280, height: 450)],
            "the layout's 15 pt along the strip and 20 across, whatever the axis")
        #expect(vertical.scrollView.contentSize == CGSize(width: 320, height: 8 * 480))
    }

    @Test(
        "D2: presses in the previews either side go to the scroll view; presses on a page reach its views",
        arguments: ItemFlow.tested)
    func d2HitTestForwarding(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow)
        let root = fixture.driver.root
        #expect(root.hitTest(fixture.nextPreview) === fixture.scrollView)
        #expect(root.hitTest(fixture.previousPreview) === fixture.scrollView)
        #expect(
            root.hitTest(fixture.point(main: 320, cross: 10)) === fixture.scrollView,
            "beside the page across is a preview area too")
        let button = fixture.pageViews.first { $0.index == 0 }!.button
        let buttonCentre = button.convert(CGPoint(x: 50, y: 20), to: nil)
        #expect(fixture.host.scrollViewFrameInHost.contains(buttonCentre))
        #expect(root.hitTest(buttonCentre) === button)
        #expect(root.hitTest(fixture.middle) is TestPage, "inside the scroll view: the normal path")
        let regions = [0, 560].map { CGRect(origin: flow.point(main: $0, cross: 0), size: flow.size(main: 80, cross: 400)) }
        #expect(fixture.host.forwardingRegions == regions, "the previews before and after the page along the main axis")
    }

    @Test(
        "D2: end to end, a drag from the next preview turns the page, one from the previous one turns it back; clicks",
        arguments: ItemFlow.tested)
    func d2EndToEnd(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow)
        fixture.driver.drag(from: fixture.nextPreview, by: fixture.forward(200), speed: 1200)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 1 && fixture.isCentred)
        fixture.driver.drag(from: fixture.previousPreview, by: fixture.forward(-200), speed: 1200)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 0 && fixture.isCentred)
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(1, .fling), .settled(0, .fling)])

        let button = fixture.pageViews.first { $0.index == 0 }!.button
        fixture.driver.click(at: button.convert(CGPoint(x: 50, y: 20), to: nil))
        fixture.driver.settle()
        #expect(fixture.cells.buttonClicks == [0], "the page's own view got the click")
        #expect(fixture.selections.isEmpty && fixture.host.centredItem == 0, "and the host neither selected nor turned")

        fixture.driver.click(at: fixture.middle)
        #expect(fixture.selections == [.selected(0, .click)], "a click on the page itself selects it")

        fixture.driver.click(at: fixture.nextPreview)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 1 && fixture.isCentred, "a click on a preview pages toward it")
        fixture.driver.click(at: fixture.previousPreview)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 0 && fixture.isCentred)
        #expect(fixture.settledChanges.suffix(2) == [.settled(1, .click), .settled(0, .click)])
        #expect(fixture.cells.buttonClicks == [0] && fixture.selections.count == 1)
    }

    @Test("D3: spacing is made inside each page: a 240-long page shows a view inset along both axes", arguments: ItemFlow.tested)
    func d3SpacingInsidePages(flow: ItemFlow) {
        let size = CGSize(width: 400, height: 400)
        let host = FinitePreviewScrollHost(frame: CGRect(origin: .zero, size: size), pageSize: flow.size(main: 240, cross: 320))
        host.flow = flow
        let ledger = CellLedger()
        host.setItems(count: 5, cells: ledger.testPages)
        let driver = FrameDriver(size: size, containing: host)
        driver.frame()
        let views = host.scrollView.subviews.compactMap { $0 as? TestPage }.sorted { $0.index < $1.index }
        #expect(views.map(\.index) == [0, 1])
        let (mainInset, crossInset) = (CarouselLayout.previewPages.inset, CarouselLayout.previewPages.crossInset)
        let frames = views.map { $0.convert($0.bounds, to: nil) }
        let ranges = frames.map { flow.logicalStart(of: $0, in: 400)...(flow.logicalStart(of: $0, in: 400) + flow.main($0.size)) }
        #expect(ranges == [(80 + mainInset)...(320 - mainInset), (320 + mainInset)...(560 - mainInset)])
        #expect(ranges[1].lowerBound - ranges[0].upperBound == 2 * mainInset, "the spacing is the two insets")
        #expect(frames.allSatisfy { flow.cross($0.size) == 320 - 2 * crossInset && flow.cross($0.origin) == 40 + crossInset })
    }

    @Test("D4: current page = floor((offset − w/2)/w) + 1 on the logical offset")
    func d4PageFormula() {
        #expect(FinitePreviewScrollHost.page(forOffset: 0, pageLength: 480) == 0)
        #expect(FinitePreviewScrollHost.page(forOffset: 239.9, pageLength: 480) == 0)
        #expect(FinitePreviewScrollHost.page(forOffset: 240, pageLength: 480) == 1)
        #expect(FinitePreviewScrollHost.page(forOffset: 719.9, pageLength: 480) == 1)
        #expect(FinitePreviewScrollHost.page(forOffset: -241, pageLength: 480) == -1)
    }

    @Test("D4: only the current page and its neighbours are loaded, lazily, on recycled cells", arguments: ItemFlow.tested)
    func d4LazyLoading(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow, count: 10)
        #expect(fixture.cells.configures == [0, 1], "at first only page 0 and its neighbour")
        #expect(fixture.finite.loadedPageIndices == [0, 1])
        let start = fixture.middle
        fixture.driver.drag(from: start, by: fixture.forward(230), speed: 300, hold: 0.1, release: false)
        #expect(fixture.host.centredItem == 0 && fixture.cells.configures == [0, 1], "230 < w/2: still page 0")
        let past = fixture.forward(260)
        fixture.driver.move(to: CGPoint(x: start.x + past.x, y: start.y + past.y), after: 0.02)
        #expect(fixture.host.centredItem == 1 && fixture.finite.loadedPageIndices == [0, 1, 2], "past w/2: page 2 loads")
        fixture.driver.release(after: 0.1)
        fixture.driver.settle()
        for _ in 0..<6 {
            fixture.host.next()
            while !fixture.driver.root.animationDriver.isIdle {
                fixture.driver.frame()
                let current = fixture.host.centredItem
                #expect(fixture.finite.loadedPageIndices == Array(max(0, current - 1)...min(9, current + 1)))
                #expect(fixture.pageViews.count == fixture.finite.loadedPageIndices.count)
            }
        }
        #expect(fixture.host.centredItem == 7 && fixture.finite.loadedPageIndices == [6, 7, 8])
        #expect(fixture.cells.configures == Array(0...8), "each page configured once, in order, never ahead")
        #expect(
            fixture.cells.makes == 3 + FinitePreviewScrollHost.defaultPageCacheLimit,
            "cells beyond the window and cache are recycled")
        #expect(fixture.pageViews.allSatisfy { fixture.finite.loadedPageIndices.contains($0.index) })
    }

    @Test("D5: optional drop shadows, dark to clear, along the two edges the strip runs along", arguments: ItemFlow.tested)
    func d5DropShadow(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow)
        #expect(fixture.host.showsDropShadow)
        func gradients() -> [DisplayCommand] {
            fixture.driver.frame().commands.filter { if case .linearGradient = $0 { return true } else { return false } }
        }
        let (top, bottom) = (PreviewScrollHost.topShadowColor, PreviewScrollHost.bottomShadowColor)
        let expected: [DisplayCommand] =
            switch flow.axis {
            case .horizontal:
                [
                    .linearGradient(CGRect(x: 0, y: 0, width: 640, height: 20), from: top, to: .clear, axis: .vertical),
                    .linearGradient(CGRect(x: 0, y: 390, width: 640, height: 10), from: .clear, to: bottom, axis: .vertical),
                ]
            case .vertical:
                [
                    .linearGradient(CGRect(x: 0, y: 0, width: 20, height: 640), from: top, to: .clear, axis: .horizontal),
                    .linearGradient(CGRect(x: 390, y: 0, width: 10, height: 640), from: .clear, to: bottom, axis: .horizontal),
                ]
            }
        #expect(gradients() == expected)
        #expect(top.alpha > 0 && bottom.alpha > 0)
        #expect(
            fixture.driver.root.hitTest(fixture.point(main: 320, cross: 5)) === fixture.scrollView, "shadows never take a press")
        fixture.host.showsDropShadow = false
        #expect(gradients().isEmpty)
    }

    @Test(
        "D6: memory pressure unloads all but current ± 1 and drops the cache of recently used cells", arguments: ItemFlow.tested)
    func d6MemoryWarning(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow, count: 12)
        for _ in 0..<5 { fixture.host.next() }
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 5 && fixture.finite.loadedPageIndices == [4, 5, 6])
        #expect(fixture.finite.cachedPageIndices == [0, 1, 2, 3], "pages that left the window, at most the limit")
        #expect(fixture.pageViews.count == 3, "cached cells are not in the tree")
        let (configured, made) = (fixture.cells.configures.count, fixture.cells.makes)
        fixture.host.previous()
        fixture.host.previous()
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 3 && fixture.finite.loadedPageIndices == [2, 3, 4])
        #expect(
            fixture.cells.configures.count == configured && fixture.cells.makes == made,
            "scrolling back reuses cached cells as they are")
        #expect(fixture.pageViews.sorted { $0.index < $1.index }.map(\.index) == [2, 3, 4])

        fixture.finite.didReceiveMemoryWarning()
        #expect(fixture.finite.cachedPageIndices.isEmpty)
        #expect(fixture.finite.loadedPageIndices == [2, 3, 4] && fixture.pageViews.count == 3, "current ± 1 stays")
        fixture.host.previous()
        fixture.host.previous()
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 1)
        #expect(Array(fixture.cells.configures.dropFirst(configured)) == [1, 0], "after the warning, pages are configured again")
        #expect(fixture.cells.makes == made + 2, "on new cells: the cache and the spares were dropped")
    }

    @Test(
        "wheel notches: a vertical wheel turned down pages forward; a horizontal one acts physically", arguments: ItemFlow.tested)
    func notches(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow, count: 6)
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 1 && fixture.isCentred)
        fixture.driver.wait(1)
        fixture.driver.wheel(dx: 40, dy: 0, at: fixture.middle)
        fixture.driver.settle()
        // A horizontal wheel turned right moves the offset right: forward left to right and on a
        // vertical strip (which takes it as its own axis), back right to left.
        #expect(fixture.host.centredItem == (flow.isReversed ? 0 : 2) && fixture.isCentred)
        #expect(
            fixture.settledChanges == [
                .settled(0, .api), .settled(1, .wheel), .settled(flow.isReversed ? 0 : 2, .wheel),
            ])
    }

    @Test("counts 0, 1 and 2 in finite mode", arguments: ItemFlow.tested, [0, 1, 2])
    func smallCounts(flow: ItemFlow, count: Int) {
        let fixture = HostFixture(flow: flow, count: count)
        fixture.driver.drag(from: fixture.nextPreview, by: fixture.forward(300), speed: 3000)
        fixture.driver.settle()
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.finite.loadedPageIndices == Array(0..<count))
        #expect(fixture.cells.makes == count)
        switch count {
        case 0: #expect(fixture.settledChanges.isEmpty && fixture.host.centredItem == 0 && fixture.pageViews.isEmpty)
        case 1: #expect(fixture.settledChanges == [.settled(0, .api)] && fixture.host.centredItem == 0)
        default:
            #expect(fixture.settledChanges == [.settled(0, .api), .settled(1, .fling)] && fixture.host.centredItem == 1)
        }
        #expect(fixture.host.currentItem == (count == 0 ? nil : fixture.host.centredItem))
    }

    @Test("new items keep the current page when it still exists, else the last one", arguments: ItemFlow.tested)
    func replaceItems(flow: ItemFlow) {
        let fixture = HostFixture(flow: flow, count: 8)
        for _ in 0..<5 { fixture.host.next() }
        fixture.driver.settle()
        let ledger = CellLedger()
        fixture.host.setItems(count: 3, cells: ledger.testPages)
        #expect(fixture.host.centredItem == 2 && fixture.isCentred && fixture.finite.loadedPageIndices == [1, 2])
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(5, .api), .settled(2, .api)])
        #expect(fixture.finite.cachedPageIndices.isEmpty && ledger.configures == [1, 2] && ledger.makes == 2)
        #expect(fixture.pageViews.count == 2, "the old cells are gone")
        fixture.host.setItems(count: -4, cells: ledger.testPages)
        #expect(fixture.host.itemCount == 0 && fixture.pageViews.isEmpty, "a negative count is taken as none")
    }

    @Test(
        "changing the flow lays the strip out again around the same item",
        arguments: ItemFlow.tested, [HostFixture.Kind.finite, .infinite])
    func changeFlow(flow: ItemFlow, kind: HostFixture.Kind) {
        let fixture = HostFixture(kind, flow: flow, count: 8)
        fixture.host.flow = flow.axis == .vertical ? .rightToLeft : .vertical
        fixture.host.scrollToItem(4, animated: false)
        fixture.host.flow = flow
        #expect(fixture.host.centredItem == 4 && fixture.isCentred)
        var frames: [CGRect] = []
        fixture.host.forEachInspectedItem { if $0.index == 4 { frames.append(fixture.scrollView.convert($0.frame, to: nil)) } }
        #expect(frames.map { fixture.logicalRange(of: $0) } == [(80 + fixture.mainInset)...(560 - fixture.mainInset)])
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(4, .api)], "no change, no report")
    }

    @Test("any fling lands centred on a page", arguments: ItemFlow.tested, [HostFixture.Kind.finite, .infinite])
    func flingsLandCentred(flow: ItemFlow, kind: HostFixture.Kind) {
        let fixture = HostFixture(kind, flow: flow, count: 40)
        for (distance, speed) in [(60, 300), (200, 1500), (400, 5000), (150, 12000), (-300, 8000), (-90, 600)]
            as [(CGFloat, CGFloat)]
        {
            fixture.driver.drag(from: fixture.middle, by: fixture.forward(distance), speed: speed)
            fixture.driver.settle()
            #expect(fixture.isCentred, "after \(distance) pt at \(speed) pt/s")
            #expect(fixture.host.isCurrentItemCentredAlongMain)
        }
    }
}

extension PreviewScrollHost {
    /// Whether the cell showing the current item sits centred on the scroll view along the main axis.
    var isCurrentItemCentredAlongMain: Bool {
        guard let current = currentItem else { return false }
        let middle = flow.main(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY))
        var centred = false
        forEachInspectedItem { item in
            if item.index == current, abs(flow.main(CGPoint(x: item.frame.midX, y: item.frame.midY)) - middle) < 1e-9 {
                centred = true
            }
        }
        return centred
    }
}
