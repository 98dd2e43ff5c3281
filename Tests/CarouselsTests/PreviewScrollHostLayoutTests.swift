import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A preview host laid out by a `CarouselLayout` of its own: a 1000-point window along `flow` (400
/// across) with a 600 × 320 scroll view (the snap window) centred in it, so 200 points of previews on
/// each side, its cells filling their items, showing number cards.
@MainActor
struct LaidOutHost {
    static let (windowMain, pageMain): (CGFloat, CGFloat) = (1000, 600)
    /// Where the scroll view starts in the window, along the main axis in item order.
    static let pageStart: CGFloat = 200

    let flow: ItemFlow
    let host: PreviewScrollHost
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let cells = CellLedger()

    init(
        _ kind: HostFixture.Kind, layout: CarouselLayout, lengths: [CGFloat?] = [], count: Int = 12,
        flow: ItemFlow = .horizontal
    ) {
        self.flow = flow
        let size = flow.size(main: LaidOutHost.windowMain, cross: 400)
        let frame = CGRect(origin: .zero, size: size)
        let pageSize = flow.size(main: LaidOutHost.pageMain, cross: 320)
        switch kind {
        case .finite: host = FinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .infinite: host = InfinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        }
        host.layout = layout
        host.core.itemLengths = lengths
        host.flow = flow
        host.carouselDelegate = recorder
        host.setItems(count: count, cells: cells.numberCards)
        driver = FrameDriver(size: size, containing: host)
        driver.root.focus(host)
        driver.frame()
    }

    /// The window point at logical main position `main` (item order from the window's start edge),
    /// `cross` across.
    func point(main: CGFloat, cross: CGFloat = 200) -> CGPoint {
        flow.point(main: flow.physical(main, in: LaidOutHost.windowMain), cross: cross)
    }

    /// In the previews after and before the scroll view.
    var nextPreview: CGPoint { point(main: 900) }
    var previousPreview: CGPoint { point(main: 100) }

    /// One item view on screen: its item and its span along the main axis in window coordinates (item
    /// order from the start edge).
    struct Seen: Equatable, CustomStringConvertible {
        var item: Int
        var span: ClosedRange<CGFloat>
        var description: String { "\(item)@\(span.lowerBound)…\(span.upperBound)" }

        /// Whether the span is `span` within a millionth of a point at each end.
        func isAt(_ span: ClosedRange<CGFloat>) -> Bool {
            abs(self.span.lowerBound - span.lowerBound) < 1e-6 && abs(self.span.upperBound - span.upperBound) < 1e-6
        }
    }

    /// The item views any part of which shows in the window, in order along the strip.
    var seen: [Seen] {
        var seen: [Seen] = []
        host.forEachInspectedItem { item in
            let frame = host.scrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: LaidOutHost.windowMain)
            let span = start...(start + flow.main(frame.size))
            if span.upperBound > 1e-6, span.lowerBound < LaidOutHost.windowMain - 1e-6 {
                seen.append(Seen(item: item.index, span: span))
            }
        }
        return seen.sorted { $0.span.lowerBound < $1.span.lowerBound }
    }

    /// What the geometry alone puts in the window at the core's position: every occurrence any part of
    /// which shows, its item and span.
    var expected: [Seen] {
        let geometry = host.core.geometry
        let position = host.core.position
        return geometry.items(inViewAt: position, margin: LaidOutHost.pageStart).compactMap { occurrence in
            let start = LaidOutHost.pageStart + geometry.start(ofItem: occurrence) - position
            let span = start...(start + geometry.length(ofItem: occurrence))
            guard span.upperBound > 1e-6, span.lowerBound < LaidOutHost.windowMain - 1e-6 else { return nil }
            return Seen(item: geometry.item(ofOccurrence: occurrence), span: span)
        }
    }

    /// Differences between the picture and the geometry's (items, places within `tolerance` points):
    /// empty when every item that shows has its view where it belongs, so no blank shows.
    func problems(tolerance: CGFloat = 1e-6) -> [String] {
        let (seen, expected) = (seen, expected)
        guard seen.count == expected.count else { return ["seen \(seen), expected \(expected)"] }
        return zip(seen, expected).compactMap { view, want in
            view.item == want.item && abs(view.span.lowerBound - want.span.lowerBound) <= tolerance
                && abs(view.span.upperBound - want.span.upperBound) <= tolerance
                ? nil : "\(view) where \(want) belongs"
        }
    }

    /// Whether the strip rests with a snap exactly at the core's position.
    var restsOnSnap: Bool {
        let core = host.core
        guard host.scrollView.isAtRest, let snap = core.geometry.nearestSnap(to: core.position) else { return false }
        return abs(core.geometry.snapPosition(snap) - core.position) < 1e-6
    }
}

@MainActor
@Suite("PreviewScrollHost (seed D) laid out by the core's layout")
struct PreviewScrollHostLayoutTests {
    /// Three items per scroll view, start-aligned, a view a page.
    nonisolated static let shelf = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view)
    /// Layouts and item lengths every check below runs through.
    nonisolated static let layouts: [(CarouselLayout, [CGFloat?])] = [
        (shelf, []),
        (CarouselLayout(inset: 10, spacing: 20, itemLength: .fixed(150), alignment: .end), []),
        (CarouselLayout(spacing: 12, itemLength: .fixed(180)), [120.5, 300, nil, 90.25, 240, nil, 150, 200.75]),
        (CarouselLayout(inset: 24, spacing: 16), []),
    ]

    @Test(
        "the default layout is one page per item and the scroll view pages by its bounds; any other pages by snap",
        arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func nativePagingOnlyForPages(kind: HostFixture.Kind, flow: ItemFlow) {
        let fixture = HostFixture(kind, flow: flow, count: 9)
        #expect(fixture.host.layout == .previewPages && fixture.scrollView.isPagingEnabled)
        fixture.host.scrollToItem(4, animated: false)
        fixture.host.layout = Self.shelf
        fixture.driver.frame()
        #expect(!fixture.scrollView.isPagingEnabled, "snaps a third of the view apart: the core pages by snap")
        #expect(fixture.host.centredItem == 3, "the shelf's snap holding item 4 starts with item 3")
        fixture.host.layout = .previewPages
        fixture.driver.frame()
        #expect(fixture.scrollView.isPagingEnabled && fixture.host.centredItem == 3 && fixture.isCentred)
    }

    @Test(
        "a shelf in the snap window: the previews show what lies beyond; a click or flick from one turns a view",
        arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func shelfWithPreviews(kind: HostFixture.Kind, flow: ItemFlow) throws {
        let fixture = LaidOutHost(kind, layout: Self.shelf, flow: flow)
        // (600 − 32 − 16) / 3 = 184 points an item, item 0 at the scroll view's 16 pt inset.
        let picture = fixture.seen
        #expect(fixture.problems() == [])
        #expect(picture.contains { $0.item == 0 && $0.isAt(216...400) })
        #expect(picture.contains { $0.item == 3 && $0.isAt(792...976) }, "the next view's first item in the preview")
        #expect(picture.contains { $0.item == 11 } == (kind == .infinite), "the last item before the first only when endless")
        #expect(fixture.driver.root.hitTest(fixture.nextPreview) === fixture.host.scrollView)
        #expect(fixture.driver.root.hitTest(fixture.previousPreview) === fixture.host.scrollView)

        fixture.driver.click(at: fixture.nextPreview)
        fixture.driver.settle()
        #expect(fixture.host.settledItem == 3 && fixture.restsOnSnap && fixture.problems() == [])
        let forward = flow.vector(alongMain: -120)
        fixture.driver.drag(from: fixture.nextPreview, by: forward, speed: 2000)
        fixture.driver.settle()
        #expect(fixture.host.settledItem == 6 && fixture.restsOnSnap, "a flick from a preview turns one view")
        #expect(fixture.seen.contains { $0.item == 6 && $0.isAt(216...400) })
        fixture.driver.click(at: fixture.previousPreview)
        fixture.driver.settle()
        #expect(fixture.host.settledItem == 3 && fixture.restsOnSnap && fixture.problems() == [])
        #expect(
            fixture.recorder.settledChanges == [.settled(0, .api), .settled(3, .click), .settled(6, .fling), .settled(3, .click)])
        // A click on an item inside the scroll view selects it.
        fixture.driver.click(at: fixture.point(main: 500))
        #expect(fixture.recorder.selections == [.selected(4, .click)])
    }

    @Test(
        "no blank: every item that shows has its view where the geometry puts it, through drags, flings and keys",
        arguments: HostFixture.Kind.allCases, 0..<layouts.count)
    func noBlank(kind: HostFixture.Kind, layout: Int) {
        let (chosen, lengths) = Self.layouts[layout]
        for flow in ItemFlow.tested {
            let fixture = LaidOutHost(kind, layout: chosen, lengths: lengths, count: 8, flow: flow)
            var problems: [String] = []
            func check(_ context: String) {
                problems += fixture.problems().map { "\(flow) \(context): \($0)" }
            }
            check("at first")
            // A slow drag forward across several items, then back, checked at every sample.
            var main: CGFloat = 950
            fixture.driver.press(at: fixture.point(main: main))
            for step in 0..<360 {
                main += step < 240 ? -4 : 5
                fixture.driver.move(to: fixture.point(main: main), after: 0.008)
                check("dragging, sample \(step)")
            }
            fixture.driver.release(after: 0.05)
            var frames = 0
            while !fixture.driver.root.animationDriver.isIdle, frames < 600 {
                fixture.driver.frame()
                frames += 1
                check("after the release, frame \(frames)")
            }
            #expect(fixture.restsOnSnap, "\(flow): the release came to rest on a snap")
            for distance: CGFloat in [300, -500, 700] {
                fixture.driver.drag(from: fixture.point(main: 500), by: flow.vector(alongMain: -distance), speed: 3000)
                fixture.driver.settle()
                check("after a fling of \(distance)")
                #expect(fixture.restsOnSnap, "\(flow): a fling of \(distance) came to rest on a snap")
            }
            for _ in 0..<10 {
                fixture.driver.key(flow.forwardKey)
                fixture.driver.frames(3)
                check("keys")
            }
            fixture.driver.settle()
            check("after the keys")
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test(
        "endless, items of their own lengths: the seam keeps the spacing; exact after hundreds of periods",
        arguments: ItemFlow.tested)
    func endlessMixedLengths(flow: ItemFlow) throws {
        let lengths = EndlessMixedLengthsTests.lengths
        let fixture = LaidOutHost(.infinite, layout: EndlessMixedLengthsTests.layout, lengths: lengths, count: 8, flow: flow)
        let period = EndlessMixedLengthsTests.period
        #expect(abs(fixture.host.core.geometry.period - period) < 1e-9)
        // Keys: 27 items forward, each landing centred, the seam (item 7 then item 0) 12 points apart.
        var seams = 0
        for press in 1...27 {
            fixture.driver.key(flow.forwardKey)
            fixture.driver.settle()
            #expect(fixture.host.settledItem == press % 8 && fixture.restsOnSnap)
            let seen = fixture.seen
            let item = try #require(seen.first { $0.item == press % 8 && $0.span.lowerBound < 500 && $0.span.upperBound > 500 })
            #expect(abs((item.span.lowerBound + item.span.upperBound) / 2 - 500) < 1e-6, "item \(press % 8) centred")
            for (a, b) in zip(seen, seen.dropFirst()) {
                #expect(b.item == (a.item + 1) % 8 && abs(b.span.lowerBound - a.span.upperBound - 12) < 1e-6, "\(a) then \(b)")
                if a.item == 7 { seams += 1 }
            }
        }
        #expect(seams > 5, "the seam was on screen \(seams) times")
        // Assignments: hundreds of periods forward, then back, a few periods and a bit at a time.
        let core = fixture.host.core
        for (steps, distance) in [(60, 7 * period + 123.25), (25, -(3 * period + 77.5))] {
            for _ in 0..<steps {
                let scrollView = fixture.host.scrollView
                scrollView.contentOffset = core.physicalOffset(
                    logical: core.logicalOffset(of: scrollView.contentOffset) + distance)
                #expect(fixture.problems() == [])
            }
        }
        #expect(core.position > 300 * period, "hundreds of periods on")
        for distance: CGFloat in [400, -350, 500] {
            fixture.driver.drag(from: fixture.point(main: 500), by: flow.vector(alongMain: -distance), speed: 2500)
            fixture.driver.settle()
            #expect(fixture.problems() == [] && fixture.restsOnSnap, "after a fling of \(distance)")
        }
    }

    @Test(
        "the endless ring has a view for all the strip shows: three for pages, more for small items, made once",
        arguments: ItemFlow.tested)
    func ringGrows(flow: ItemFlow) {
        let pages = HostFixture(.infinite, flow: flow, count: 10)
        #expect(pages.infinite.slots.count == 3)
        let shelf = LaidOutHost(.infinite, layout: Self.shelf, count: 21, flow: flow)
        // 184-point items 8 apart in views of three (576 points a snap): the ring leaves the strip
        // alone within 576 − 568 / 3 points of the centre snap each way, and the strip shows 200 points
        // beyond the scroll view on each side, so eleven items show at one position or another.
        let made = shelf.cells.makes
        #expect((shelf.host as! InfinitePreviewScrollHost).slots.count == made && made == 11)
        for _ in 0..<12 {
            shelf.driver.key(flow.forwardKey)
            shelf.driver.settle()
        }
        #expect(shelf.host.settledItem == 36 % 21 && shelf.problems() == [])
        #expect(shelf.cells.makes == made, "recycled, none made while scrolling")
        // Twenty items: the last view of a period holds two, so the ring's range and the items it shows
        // differ from snap to snap; a view made for one is kept for the others.
        shelf.host.setItems(count: 20, cells: shelf.cells.numberCards)
        shelf.driver.frame()
        for _ in 0..<7 {
            shelf.driver.key(flow.forwardKey)
            shelf.driver.settle()
        }
        let grown = shelf.cells.makes
        for _ in 0..<14 {
            shelf.driver.key(flow.forwardKey)
            shelf.driver.settle()
            #expect(shelf.problems() == [])
        }
        #expect(shelf.cells.makes == grown, "after a period no view is made: none is dropped and made again")
        shelf.host.layout = .previewPages
        shelf.driver.frame()
        #expect((shelf.host as! InfinitePreviewScrollHost).slots.count == 3, "back to the seed's three")
        #expect(shelf.host.scrollView.subviews.filter { $0 is NumberCard }.count == 3)
    }

    @Test(
        "corners: the layout's radius is every cell's, and setting it does not stop a motion",
        arguments: HostFixture.Kind.allCases)
    func cornersDuringMotion(kind: HostFixture.Kind) {
        let fixture = HostFixture(kind, count: 6)
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.frames(3)
        fixture.host.layout.cornerRadius = 20
        fixture.driver.frames(3)
        fixture.host.layout.cornerRadius = 6
        fixture.driver.settle()
        #expect(fixture.host.centredItem == 1 && fixture.isCentred, "the key's page still turned")
        #expect(fixture.host.layout.cornerRadius == 6)
        fixture.host.forEachItemView { view, _ in #expect(view.cornerRadius == 6) }
        #expect(fixture.settledChanges == [.settled(0, .api), .settled(1, .key)])
    }

    @Test(
        "trim on the finite host: the ends rest with the items against the scroll view's insets, the rest centred",
        arguments: ItemFlow.tested)
    func finiteTrim(flow: ItemFlow) throws {
        let layout = CarouselLayout(itemLength: .itemsPerView(2.5), contain: .trim)
        let fixture = LaidOutHost(.finite, layout: layout, count: 7, flow: flow)
        // (600 − 32 − 12) / 2.5 = 222.4 points an item.
        #expect(fixture.seen.contains { $0.item == 0 && $0.isAt(216...438.4) }, "the first item at the inset, not centred")
        fixture.host.scrollToItem(3, animated: true)
        fixture.driver.settle()
        let middle = try #require(fixture.seen.first { $0.item == 3 })
        #expect(abs((middle.span.lowerBound + middle.span.upperBound) / 2 - 500) < 1e-6)
        for _ in 0..<6 { fixture.driver.key(flow.forwardKey) }
        fixture.driver.settle()
        // At the trimmed end item 5 is the one nearest the snap point.
        #expect(fixture.host.settledItem == 5 && fixture.restsOnSnap && fixture.problems() == [])
        #expect(fixture.seen.contains { $0.item == 6 && $0.isAt(561.6...784) }, "the last item at the inset")
    }
}
