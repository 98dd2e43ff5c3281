import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A paged technique as the wheel tests drive it: its window, where to point the wheel, and its
/// current item.
@MainActor
struct PagedTechniqueProbe {
    let driver: FrameDriver
    /// Where the wheel is turned, window points (over the technique's scroll view).
    let point: CGPoint
    let count: Int
    let currentIndex: () -> Int?
    /// The technique rests exactly on an item.
    let restsOnItem: () -> Bool
    let scrollView: ScrollView
}

/// The paged techniques: one item (page) per swipe.
enum PagedTechnique: String, CaseIterable, CustomStringConvertible {
    case banners, finitePreviews, infinitePreviews, picker, pagingStrip
    /// The paging strip with two items per view: its snaps are not a view apart, so the core pages by
    /// snap and limits the swipe itself.
    case pagingStripTwoPerView

    var description: String { rawValue }

    /// The technique along `flow` at item `start` of `count`, at rest, with the keyboard focus.
    @MainActor
    func make(hz: Double, flow: ItemFlow = .horizontal, count: Int = 7, start: Int = 3) -> PagedTechniqueProbe {
        let probe: PagedTechniqueProbe
        switch self {
        case .banners:
            let fixture = CarouselFixture(count: count, flow: flow, hz: hz)
            fixture.driver.root.focus(fixture.carousel)
            probe = PagedTechniqueProbe(
                driver: fixture.driver, point: fixture.middle, count: count,
                currentIndex: { fixture.carousel.centredItem }, restsOnItem: { fixture.isCentred },
                scrollView: fixture.carousel.scrollView)
        case .finitePreviews, .infinitePreviews:
            let fixture = HostFixture(self == .finitePreviews ? .finite : .infinite, flow: flow, count: count, hz: hz)
            probe = PagedTechniqueProbe(
                driver: fixture.driver, point: fixture.middle, count: count,
                currentIndex: { fixture.host.centredItem }, restsOnItem: { fixture.isCentred },
                scrollView: fixture.scrollView)
        case .picker:
            let size = flow.size(main: PickerFixture.length, cross: PickerFixture.cross)
            let picker = InfinitePagingPicker(frame: CGRect(origin: .zero, size: size))
            picker.flow = flow
            picker.set(items: CarouselFixture.banners(count))
            let driver = FrameDriver(size: size, containing: picker, hz: hz)
            driver.root.focus(picker)
            probe = PagedTechniqueProbe(
                driver: driver, point: CGPoint(x: size.width / 2, y: size.height / 2), count: count,
                currentIndex: { picker.plannedIndex },
                restsOnItem: {
                    // On a real page (1...count: the copies at 0 and count + 1 are left at once).
                    let offset = flow.main(picker.scrollView.contentOffset)
                    let page = (offset / picker.pageLength).rounded()
                    return abs(offset - page * picker.pageLength) < 1e-9 && (1...CGFloat(count)).contains(page)
                },
                scrollView: picker.scrollView)
        case .pagingStrip, .pagingStripTwoPerView:
            let size = flow.size(main: 640, cross: 200)
            let strip = FiniteStrip(frame: CGRect(origin: .zero, size: size), paging: true)
            if self == .pagingStripTwoPerView { strip.layout = CarouselLayout(itemLength: .itemsPerView(2)) }
            strip.flow = flow
            strip.set(items: CarouselFixture.banners(count))
            let driver = FrameDriver(size: size, containing: strip, hz: hz)
            driver.root.focus(strip)
            probe = PagedTechniqueProbe(
                driver: driver, point: CGPoint(x: size.width / 2, y: size.height / 2), count: count,
                currentIndex: { strip.currentItem },
                restsOnItem: {
                    let geometry = strip.core.geometry
                    let position = strip.core.position
                    return geometry.nearestSnap(to: position).map { abs(geometry.snapPosition($0) - position) < 1e-6 } ?? false
                },
                scrollView: strip.scrollView)
        }
        for _ in 0..<start { probe.driver.key(.pageDown) } // forward in every flow
        probe.driver.settle()
        return probe
    }
}

@MainActor
@Suite("Paged techniques: one page per trackpad swipe, as each platform's SDL reports it")
struct PagedWheelSwipeTests {
    /// Plays `trace` (app deltas, horizontal) along `axis` over the technique at item 3 of 7 laid out
    /// along `flow` and returns the items it moved, and whether it came to rest on an item.
    func itemsTurned(
        _ technique: PagedTechnique, by trace: WheelTrace, axis: WheelTrace.Axis, hz: Double, flow: ItemFlow = .horizontal
    ) -> (items: Int?, atRest: Bool) {
        let probe = technique.make(hz: hz, flow: flow)
        guard probe.currentIndex() == 3 else {
            Issue.record("\(technique) did not start on item 3: \(String(describing: probe.currentIndex()))")
            return (nil, false)
        }
        probe.driver.play(trace.along(axis), at: probe.point, stampsAtPump: true)
        let idle = probe.driver.settle()
        guard let index = probe.currentIndex() else { return (nil, false) }
        // The shortest way round: −1 from 3 of 7 is item 2 whichever way it wrapped.
        var moved = (index - 3) % probe.count
        if moved > probe.count / 2 { moved -= probe.count }
        if moved < -probe.count / 2 { moved += probe.count }
        return (moved, idle && probe.restsOnItem() && probe.scrollView.isAtRest)
    }

    @Test(
        "every recorded swipe, converted per platform, turns every paged technique one item per swipe, both ways, in every flow",
        arguments: PagedTechnique.allCases, [60, 120] as [Double])
    func recordedSwipes(technique: PagedTechnique, hz: Double) throws {
        for flow in ItemFlow.tested {
            try recordedSwipes(technique: technique, hz: hz, flow: flow)
        }
    }

    /// Along the flow's own axis; right to left, a swipe that moves the content rightward turns back
    /// (horizontal deltas act physically).
    func recordedSwipes(technique: PagedTechnique, hz: Double, flow: ItemFlow) throws {
        let axis: WheelTrace.Axis = flow.axis == .vertical ? .vertical : .horizontal
        for platform in SDLWheelPlatform.allCases {
            for recording in RecordedWheelTrace.allCases {
                let trace = platform.convert(swipe: try recording.load())
                for direction in [1, -1] as [CGFloat] {
                    let result = itemsTurned(technique, by: trace.scaled(direction), axis: axis, hz: hz, flow: flow)
                    let expected = recording.expectedPages * Int(direction) * (flow.isReversed ? -1 : 1)
                    #expect(
                        result.items == expected,
                        "\(flow) \(platform) \(recording) ×\(direction): \(String(describing: result.items))")
                    #expect(result.atRest, "\(flow) \(platform) \(recording) ×\(direction): not at rest on an item")
                }
            }
        }
    }

    @Test(
        "a double swipe (the second cutting the first's tail) turns two items, and a vertical swipe drives the horizontal strip the same",
        arguments: PagedTechnique.allCases, SDLWheelPlatform.allCases)
    func doubleAndVerticalSwipes(technique: PagedTechnique, platform: SDLWheelPlatform) throws {
        let swipe = try RecordedWheelTrace.macOS.load()
        let double = platform.convert(swipe: swipe.prefix(before: 0.35).then(swipe, after: 0.12))
        let result = itemsTurned(technique, by: double, axis: .horizontal, hz: 60)
        #expect(result.items == -2 && result.atRest, "double: \(result)")
        let single = platform.convert(swipe: try RecordedWheelTrace.windows.load())
        let vertical = itemsTurned(technique, by: single, axis: .vertical, hz: 60)
        #expect(vertical.items == -1 && vertical.atRest, "vertical: \(vertical)")
    }

    @Test("a plain wheel's clicks stay one item each", arguments: PagedTechnique.allCases, SDLWheelPlatform.allCases)
    func wheelClicks(technique: PagedTechnique, platform: SDLWheelPlatform) {
        let result = itemsTurned(technique, by: platform.wheelClicks(2, lines: -1, spacing: 0.25), axis: .horizontal, hz: 60)
        #expect(result.items == -2 && result.atRest, "\(result)")
    }
}
