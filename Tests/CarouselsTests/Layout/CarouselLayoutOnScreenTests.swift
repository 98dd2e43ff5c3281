import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A carousel of `kind` laid out by `layout` (and `lengths`), 640 points along `flow` and 300 across,
/// showing `count` numbered cards, in a window of its own. A preview host's scroll view (the window its
/// layout is measured in) fills it, its cells filling their items, so its
/// items are where every other technique puts them.
@MainActor
struct LayoutFixture {
    let carousel: any InspectableCarousel & View
    let driver: FrameDriver
    let flow: ItemFlow
    let recorder = CarouselEventRecorder()

    init(_ kind: CarouselKind, layout: CarouselLayout, lengths: [CGFloat?] = [], count: Int = 12, flow: ItemFlow) {
        self.flow = flow
        let size = flow.size(main: 640, cross: 300)
        carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: size)
        carousel.core.layout = layout
        carousel.core.itemLengths = lengths
        carousel.flow = flow
        carousel.carouselDelegate = recorder
        carousel.setItems(count: count, cells: .numberCards)
        driver = FrameDriver(size: size, containing: carousel)
        driver.root.focus(carousel)
        carousel.layoutIfNeeded()
    }

    /// The on-screen span of item `index`'s view nearest the snap point, along the main axis in item
    /// order (logical window coordinates: 0 at the start edge), or nil if no view shows it.
    func span(ofItem index: Int) -> ClosedRange<CGFloat>? {
        let scrollView = carousel.inspectedScrollView
        var best: ClosedRange<CGFloat>?
        carousel.forEachInspectedItem { item in
            guard item.index == index else { return }
            let frame = scrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: 640)
            let span = start...(start + flow.main(frame.size))
            if best == nil || abs(span.lowerBound - 320) < abs(best!.lowerBound - 320) { best = span }
        }
        return best
    }

    /// Drags from the middle so that the content moves `distance` points forward in item order.
    func fling(forward distance: CGFloat) {
        let middle = flow.point(main: 320, cross: 150)
        driver.drag(from: middle, by: flow.vector(alongMain: -distance), speed: 2000)
        driver.settle()
    }

    func press(forward: Bool) {
        let key: Key =
            flow.axis == .vertical ? (forward ? .down : .up) : ((forward != flow.isReversed) ? .right : .left)
        driver.key(key)
        driver.settle()
    }
}

@MainActor
@Suite("Layouts on screen: a shelf, mixed lengths, alignment and containment")
struct CarouselLayoutOnScreenTests {
    /// A start-aligned shelf: three items per view, a page a view.
    static let shelf = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view)

    /// The techniques laid out from the core's geometry: seed A, the finite strips, seeds B and C
    /// (free and endless: they start with item 0 at the inset, and a flick glides freely), and seed D's
    /// finite and endless preview hosts.
    nonisolated static let laidOut: [CarouselKind] = [
        .banner, .scrollStrip, .pagingStrip, .tiling, .padded, .finitePreviews, .infinitePreviews,
    ]

    @Test(
        "a start-aligned shelf of three per view turns three items per key and per flick",
        arguments: laidOut, ItemFlow.tested)
    func shelfTurnsAView(kind: CarouselKind, flow: ItemFlow) throws {
        let fixture = LayoutFixture(kind, layout: Self.shelf, flow: flow)
        // (640 − 32 − 16) / 3 = 197.33 points an item; item 0's leading edge at the inset.
        let first = try #require(fixture.span(ofItem: 0))
        #expect(abs(first.lowerBound - 16) < 1e-6 && abs(first.upperBound - first.lowerBound - 592 / 3) < 1e-6)
        #expect(fixture.carousel.currentItem == 0)
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 3)
        #expect(abs(try #require(fixture.span(ofItem: 3)).lowerBound - 16) < 1e-6)
        fixture.press(forward: true)
        #expect(fixture.carousel.settledItem == 6)
        fixture.press(forward: false)
        #expect(fixture.carousel.settledItem == 3)
        guard kind.snaps else { return }
        fixture.fling(forward: 120)
        #expect(fixture.carousel.settledItem == 6, "a flick turns one view")
        #expect(abs(try #require(fixture.span(ofItem: 6)).lowerBound - 16) < 1e-6)
        fixture.fling(forward: -120)
        #expect(fixture.carousel.settledItem == 3)
    }

    @Test(
        "items of mixed lengths each land at the alignment",
        arguments: laidOut, CarouselLayout.Alignment.allCases)
    func mixedLengths(kind: CarouselKind, alignment: CarouselLayout.Alignment) throws {
        let lengths: [CGFloat?] = [120, 300, nil, 90, 240, nil, 150, 200]
        for flow in ItemFlow.tested {
            let fixture = LayoutFixture(
                kind, layout: CarouselLayout(itemLength: .fixed(180), alignment: alignment), lengths: lengths, count: 8,
                flow: flow)
            for index in [3, 1, 6, 4] {
                fixture.carousel.scrollToItem(index, animated: true)
                fixture.driver.settle()
                let span = try #require(fixture.span(ofItem: index), "\(flow): item \(index) shown")
                let length = lengths[index] ?? 180
                #expect(abs(span.upperBound - span.lowerBound - length) < 1e-6, "\(flow): item \(index)'s own length")
                let aligned: CGFloat
                switch alignment {
                case .start: aligned = span.lowerBound - 16
                case .center: aligned = (span.lowerBound + span.upperBound) / 2 - 320
                case .end: aligned = span.upperBound - 624
                }
                #expect(abs(aligned) < 1e-6, "\(flow): item \(index) \(alignment)-aligned, off by \(aligned)")
                #expect(fixture.carousel.settledItem == index)
            }
        }
    }

    @Test(
        "trim: a finite strip at its ends shows no empty space; without, the last item reaches the snap point",
        arguments: [CarouselKind.pagingStrip, .finitePreviews], ItemFlow.tested)
    func trim(kind: CarouselKind, flow: ItemFlow) throws {
        for contain in CarouselLayout.Containment.allCases {
            let layout = CarouselLayout(itemLength: .itemsPerView(2.5), alignment: .center, contain: contain)
            let fixture = LayoutFixture(kind, layout: layout, count: 6, flow: flow)
            let first = try #require(fixture.span(ofItem: 0))
            fixture.carousel.scrollToItem(5, animated: false)
            let last = try #require(fixture.span(ofItem: 5))
            if contain == .trim {
                #expect(abs(first.lowerBound - 16) < 1e-6, "the first item starts at the inset")
                #expect(abs(last.upperBound - 624) < 1e-6, "the last item ends at the inset")
            } else {
                #expect(abs((first.lowerBound + first.upperBound) / 2 - 320) < 1e-6)
                #expect(abs((last.lowerBound + last.upperBound) / 2 - 320) < 1e-6)
            }
        }
    }

    @Test(
        "progress is measured from the layout's snap point: the aligned item at 0, its neighbours at ±1",
        arguments: laidOut, CarouselLayout.Alignment.allCases)
    func progressFollowsAlignment(kind: CarouselKind, alignment: CarouselLayout.Alignment) {
        for flow in ItemFlow.tested {
            let layout = CarouselLayout(itemLength: .itemsPerView(2), alignment: alignment)
            let fixture = LayoutFixture(kind, layout: layout, count: 12, flow: flow)
            fixture.carousel.scrollToItem(5, animated: false)
            var progress: [Int: CGFloat] = [:]
            fixture.carousel.forEachItemProgress { item in
                if abs(item.progress) < 1.5 { progress[item.index] = item.progress }
            }
            #expect(abs((progress[5] ?? .nan) - 0) < 1e-6, "\(flow): the aligned item")
            #expect(abs((progress[4] ?? .nan) + 1) < 1e-6 && abs((progress[6] ?? .nan) - 1) < 1e-6, "\(flow): \(progress)")
        }
    }
}
