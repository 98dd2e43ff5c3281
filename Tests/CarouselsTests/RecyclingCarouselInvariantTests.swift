import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("RecyclingCarousel (seed A): invariants, soak")
struct RecyclingCarouselInvariantTests {
    @Test(
        "random input: index in range, three views, no blank slot, exactly centred at rest",
        arguments: ItemFlow.tested, [1, 2, 3] as [UInt64])
    func randomInput(flow: ItemFlow, seed: UInt64) {
        let carousel = RecyclingCarousel(frame: CGRect(origin: .zero, size: FuzzRun.windowSize))
        carousel.flow = flow
        let recorder = CarouselEventRecorder()
        carousel.carouselDelegate = recorder
        carousel.set(items: CarouselFixture.banners(5))
        var emptied: Set<Int> = []
        var run = FuzzRun(
            seed: seed, component: carousel, keys: [.left, .right, .up, .down, .pageUp, .pageDown],
            check: { settled, context in
                let context = "\(flow), \(context)"
                let scrollView = carousel.scrollView
                let count = carousel.itemCount
                #expect(
                    count == 0 ? carousel.centredItem == 0 : (0..<count).contains(carousel.centredItem),
                    "\(context): index \(carousel.centredItem) of \(count)")
                #expect(scrollView.subviews.filter { $0 is BannerItemView }.count == (count == 0 ? 0 : 3), "\(context)")
                #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, "\(context)")
                #expect(flow.cross(scrollView.contentOffset) == 0, "\(context): no cross-axis scrolling")
                let offset = carousel.logicalOffset
                guard count > 0, carousel.itemLength > 0 else { return }
                // Recentring keeps the offset within a third of a banner (plus the rubber band's reach
                // past the range while a drag overshoots) of the centre.
                #expect(abs(offset - carousel.centredOffset) <= carousel.step, "\(context): offset \(offset)")
                // No blank slot inside the visible strip: the slots cover the carousel's main length.
                let length = flow.main(carousel.bounds.size)
                let starts = carousel.slots.map { flow.logicalStart(of: $0.convert($0.bounds, to: carousel), in: length) }
                #expect(
                    starts[0] <= 0 && starts[2] + carousel.itemLength >= length, "\(context): slots start at \(starts)")
                let titles = carousel.slots.map { ($0 as? BannerItemView)?.banner?.title }
                #expect(titles.allSatisfy { $0 != nil }, "\(context)")
                if settled {
                    #expect(
                        abs(offset - carousel.centredOffset) < 1e-9,
                        "\(context): at rest off centre by \(offset - carousel.centredOffset)")
                    #expect(titles[1] == "Banner \(carousel.centredItem)", "\(context)")
                    if case .settled(let reported, _) = recorder.settledChanges.last {
                        #expect(reported == carousel.centredItem, "\(context): reported \(reported)")
                    } else {
                        Issue.record("\(context): no index reported")
                    }
                }
            },
            replaceData: { rng in
                let count = Int.random(in: 0...7, using: &rng)
                // Emptied, the strip has no index; refilled, it reports one again, whatever it was.
                if count == 0 { emptied.insert(recorder.settledChanges.count) }
                carousel.set(items: CarouselFixture.banners(count))
            })
        run.run(events: 1500)
        // Once per change: no two index reports in a row name the same item (unless emptied between).
        let indices = recorder.settledChanges.compactMap { if case .settled(let index, _) = $0 { index } else { nil } }
        let repeats = indices.indices.dropFirst().filter { indices[$0] == indices[$0 - 1] && !emptied.contains($0) }
        #expect(repeats.isEmpty, "the same index reported twice in a row at reports \(repeats)")
    }

    @Test(
        "a million wraps forward and a quarter back: the offset bounded, the index exact, no drift",
        arguments: ItemFlow.tested)
    func millionWraps(flow: ItemFlow) {
        let size = flow.size(main: 643.3, cross: 300) // a length that is not a round binary number
        let carousel = RecyclingCarousel(frame: CGRect(origin: .zero, size: size))
        carousel.flow = flow
        carousel.set(items: CarouselFixture.banners(7))
        let driver = FrameDriver(size: size, containing: carousel)
        let scrollView = carousel.scrollView
        let initial = carousel.slots.map { $0.convert($0.bounds, to: nil).origin }
        var farthest: CGFloat = 0
        var steps = 0
        for (direction, count) in [(1.0, 1_000_000), (-1.0, 250_000)] as [(CGFloat, Int)] {
            let move = flow.vector(alongMain: direction * carousel.step)
            for _ in 0..<count {
                // The recentre path, without frames: one step forward (or back) in item order.
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x + move.x, y: scrollView.contentOffset.y + move.y)
                farthest = max(farthest, abs(carousel.logicalOffset - carousel.centredOffset))
            }
            steps += Int(direction) * count
            driver.frame()
            #expect(carousel.centredItem == steps % 7)
            let now = carousel.slots.map { $0.convert($0.bounds, to: nil).origin }
            let drift = zip(now, initial).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max()!
            #expect(drift < 0.01, "slots drifted by \(drift) pt")
        }
        #expect(farthest < 1e-6, "each step is recentred at once")
        let titles = carousel.slots.map { ($0 as? BannerItemView)?.banner?.title }
        #expect(titles == [steps + 6, steps, steps + 1].map { "Banner \($0 % 7)" })
    }
}
