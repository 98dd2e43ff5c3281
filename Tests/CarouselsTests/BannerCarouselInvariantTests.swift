import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("BannerCarousel (seed A): invariants, soak")
struct BannerCarouselInvariantTests {
    @Test("random input: index in range, three views, no blank slot, exactly centred at rest", arguments: [1, 2, 3] as [UInt64])
    func randomInput(seed: UInt64) {
        let carousel = BannerCarousel(frame: CGRect(origin: .zero, size: FuzzRun.windowSize))
        carousel.set(items: CarouselFixture.banners(5))
        var run = FuzzRun(
            seed: seed, component: carousel, keys: [.left, .right, .pageUp, .pageDown],
            check: { settled, context in
                let scrollView = carousel.scrollView
                let count = carousel.items.count
                #expect(
                    count == 0 ? carousel.currentIndex == 0 : (0..<count).contains(carousel.currentIndex),
                    "\(context): index \(carousel.currentIndex) of \(count)")
                #expect(scrollView.subviews.filter { $0 is BannerItemView }.count == 3, "\(context)")
                let offset = scrollView.contentOffset.x
                #expect(offset.isFinite, "\(context)")
                guard count > 0, carousel.itemWidth > 0 else { return }
                // Recentring keeps the offset within a third of a banner (plus the rubber band's reach
                // past the range while a drag overshoots) of the centre.
                #expect(abs(offset - carousel.centredOffset) <= carousel.step, "\(context): offset \(offset)")
                // No blank slot inside the visible strip: the slots cover the carousel's width.
                let frames = carousel.slots.map { $0.convert($0.bounds, to: carousel) }
                #expect(frames[0].minX <= 0 && frames[2].maxX >= carousel.bounds.width, "\(context): slots \(frames.map(\.minX))")
                #expect(carousel.slots.allSatisfy { $0.banner != nil }, "\(context)")
                if settled {
                    #expect(
                        abs(offset - carousel.centredOffset) < 1e-9,
                        "\(context): at rest off centre by \(offset - carousel.centredOffset)")
                    #expect(carousel.slots[1].banner == carousel.items[carousel.currentIndex], "\(context)")
                }
            },
            replaceData: { rng in
                carousel.set(items: CarouselFixture.banners(Int.random(in: 0...7, using: &rng)))
            })
        run.run(events: 1500)
    }

    @Test("a million wraps forward and a quarter back: the offset bounded, the index exact, no drift")
    func millionWraps() {
        let size = CGSize(width: 643.3, height: 300) // a width that is not a round binary number
        let carousel = BannerCarousel(frame: CGRect(origin: .zero, size: size))
        carousel.set(items: CarouselFixture.banners(7))
        let driver = FrameDriver(size: size, containing: carousel)
        let scrollView = carousel.scrollView
        let initial = carousel.slots.map { $0.convert($0.bounds, to: nil).minX }
        var farthest: CGFloat = 0
        var steps = 0
        for (direction, count) in [(1.0, 1_000_000), (-1.0, 250_000)] as [(CGFloat, Int)] {
            for _ in 0..<count {
                scrollView.contentOffset.x += direction * carousel.step // the recentre path, without frames
                farthest = max(farthest, abs(scrollView.contentOffset.x - carousel.centredOffset))
            }
            steps += Int(direction) * count
            driver.frame()
            #expect(carousel.currentIndex == steps % 7)
            let drift = zip(carousel.slots.map { $0.convert($0.bounds, to: nil).minX }, initial).map { abs($0 - $1) }.max()!
            #expect(drift < 0.01, "slots drifted by \(drift) pt")
        }
        #expect(farthest < 1e-6, "each step is recentred at once")
        #expect(carousel.slots.map { $0.banner?.title } == [steps + 6, steps, steps + 1].map { "Banner \($0 % 7)" })
    }
}
