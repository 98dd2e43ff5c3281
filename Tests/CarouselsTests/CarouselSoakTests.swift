import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A million wraps through the recentring paths, by direct offset stepping: each step assigns the
/// content offset one page further (as a motion would), which runs the same `scrollViewDidScroll`
/// recentre / copy jump as a drag or an animation, without the frames in between (a million
/// animated pages would take hours in a debug build).
@MainActor
@Suite("A million wraps")
struct CarouselSoakTests {
    static let wraps = 1_000_000
    /// Then back this many, so the other direction is soaked too (a quarter, to stay under 10 s).
    static let backWraps = 250_000
    /// A page width that is not a round binary number, so rounding errors would show.
    static let pageWidth: CGFloat = 470.7

    @Test(
        "PreviewScrollHost, infinite: a million pages on (and a quarter back), the offset bounded, the index exact, no drift",
        arguments: ItemFlow.tested)
    func infiniteHostSoak(flow: ItemFlow) {
        let size = flow.size(main: 700, cross: 400)
        let host = InfinitePreviewScrollHost(
            frame: CGRect(origin: .zero, size: size),
            pageSize: flow.size(main: CarouselSoakTests.pageWidth, cross: 300))
        host.flow = flow
        host.set(items: CarouselFixture.banners(7))
        let driver = FrameDriver(size: size, containing: host)
        let scrollView = host.scrollView
        let centred = host.centredOffset
        func slotStarts() -> [CGFloat] { host.slots.map { flow.main($0.convert($0.bounds, to: nil).origin) } }
        let initial = slotStarts()
        var farthest: CGFloat = 0
        for direction in [1.0, -1.0] as [CGFloat] {
            // One page forward (back) in item order: the physical offset moves along the flow.
            let step = flow.vector(alongMain: direction * CarouselSoakTests.pageWidth)
            for _ in 0..<(direction > 0 ? CarouselSoakTests.wraps : CarouselSoakTests.backWraps) {
                scrollView.contentOffset.x += step.x
                scrollView.contentOffset.y += step.y
                farthest = max(farthest, abs(flow.main(scrollView.contentOffset) - centred))
            }
            driver.frame()
            let steps = CarouselSoakTests.wraps - (direction > 0 ? 0 : CarouselSoakTests.backWraps)
            #expect(host.centredItem == steps % 7)
            let drift = zip(slotStarts(), initial).map { abs($0 - $1) }.max()!
            #expect(drift < 0.01, "slots drifted by \(drift) pt")
            #expect(abs(flow.main(scrollView.contentOffset) - centred) < 0.01 && flow.cross(scrollView.contentOffset) == 0)
        }
        #expect(farthest <= CarouselSoakTests.pageWidth * 2 / 3, "the offset stays within a recentre of the centre")
        let index = (CarouselSoakTests.wraps - CarouselSoakTests.backWraps) % 7
        #expect(
            host.slots.map { ($0 as? BannerItemView)?.banner?.title } == [index + 6, index, index + 1].map { "Banner \($0 % 7)" })
    }

    @Test(
        "InfinitePagingPicker: a million pages on (and a quarter back) across the copies, the index exact, no drift",
        arguments: ItemFlow.tested)
    func pickerSoak(flow: ItemFlow) {
        let size = flow.size(main: 2 * CarouselSoakTests.pageWidth, cross: 200)
        let picker = InfinitePagingPicker(frame: CGRect(origin: .zero, size: size))
        picker.flow = flow
        picker.set(items: CarouselFixture.banners(5))
        let driver = FrameDriver(size: size, containing: picker)
        let scrollView = picker.scrollView
        let w = picker.pageLength
        #expect(w == CarouselSoakTests.pageWidth)
        let start = flow.main(scrollView.contentOffset)
        let middle = flow.point(main: flow.main(size) / 2, cross: 100)
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        for direction in [1.0, -1.0] as [CGFloat] {
            // One page forward along the flow: right to left, the offset shrinks.
            let step = flow.physicalDelta(direction * w)
            for _ in 0..<(direction > 0 ? CarouselSoakTests.wraps : CarouselSoakTests.backWraps) {
                let offset = flow.main(scrollView.contentOffset) + step
                scrollView.contentOffset = flow.replacingMain(of: scrollView.contentOffset, with: offset)
                low = min(low, flow.main(scrollView.contentOffset))
                high = max(high, flow.main(scrollView.contentOffset))
            }
            driver.frame()
            let steps = CarouselSoakTests.wraps - (direction > 0 ? 0 : CarouselSoakTests.backWraps)
            #expect(picker.plannedIndex == steps % 5)
            let shown = picker.pageViews.first { $0.convert($0.bounds, to: nil).contains(middle) }!
            #expect((shown as? BannerItemView)?.banner?.title == "Banner \(steps % 5)")
            let drift = flow.main(shown.convert(shown.bounds, to: nil).origin) - flow.main(scrollView.frame.origin)
            #expect(abs(drift) < 0.01, "the option shown drifted")
        }
        // 750 000 pages on = 150 000 whole turns of 5: back on the first real page.
        #expect(abs(flow.main(scrollView.contentOffset) - start) < 0.01)
        #expect(low > 0 && high < 6 * w, "the offset stays inside the n + 2 pages")
    }
}
