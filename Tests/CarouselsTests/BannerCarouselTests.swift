import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
final class IndexRecorder: BannerCarouselDelegate {
    var changes: [Int] = []
    var selections: [Int] = []
    func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int) { changes.append(index) }
    func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int) { selections.append(index) }
}

/// A 640×300 window holding a full-width carousel of `count` banners.
@MainActor
struct CarouselFixture {
    let carousel: BannerCarousel
    let driver: FrameDriver
    let recorder = IndexRecorder()
    static let size = CGSize(width: 640, height: 300)

    init(count: Int = 5, hz: Double = 60) {
        carousel = BannerCarousel(frame: CGRect(origin: .zero, size: CarouselFixture.size))
        carousel.delegate = recorder
        carousel.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: CarouselFixture.size, containing: carousel, hz: hz)
    }

    static func banners(_ count: Int) -> [Banner] {
        (0..<count).map { Banner(title: "Banner \($0)", subtitle: "Item \($0)", image: ImageReference("/banners/\($0).png")) }
    }

    var middle: CGPoint { CGPoint(x: 320, y: 150) }

    /// The window-space frames of the three slots, left to right.
    var slotFrames: [CGRect] { carousel.slots.map { $0.convert($0.bounds, to: nil) } }

    /// The title of the banner centred now.
    var centredTitle: String? { carousel.slots[1].banner?.title }

    /// Whether the strip rests with a banner exactly centred.
    var isCentred: Bool { abs(carousel.scrollView.contentOffset.x - carousel.centredOffset) < 1e-9 }

    /// Where each visible banner (by title) sits on screen: for seam checks.
    var visiblePositions: [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for (slot, frame) in zip(carousel.slots, slotFrames) where frame.maxX > 0 && frame.minX < CarouselFixture.size.width {
            if let title = slot.banner?.title, result[title] == nil || slot === carousel.slots[1] { result[title] = frame.minX }
        }
        return result
    }
}

@MainActor
@Suite("BannerCarousel (seed A)")
struct BannerCarouselTests {
    @Test("A1: the centred banner is inset 16 from each side and the neighbours peek in 8 pt apart")
    func a1Geometry() {
        let fixture = CarouselFixture()
        let frames = fixture.slotFrames
        #expect(frames[1].minX == 16 && frames[1].maxX == 640 - 16)
        #expect(frames[0].maxX == 8, "left ear: 16 − 8 pt visible")
        #expect(abs(frames[2].minX - (640 - 8)) < 1e-9, "right ear")
        #expect(abs(frames[1].minX - frames[0].maxX - 8) < 1e-9 && abs(frames[2].minX - frames[1].maxX - 8) < 1e-9)
        #expect(fixture.carousel.slots.allSatisfy { $0.cornerRadius == 8 })
    }

    @Test("A2: exactly three item views whatever the count", arguments: [0, 1, 2, 3, 7, 1000])
    func a2ThreeViews(count: Int) {
        let fixture = CarouselFixture(count: count)
        let itemViews = fixture.carousel.scrollView.subviews.filter { $0 is BannerItemView }
        #expect(itemViews.count == 3)
        let expectedWidth: CGFloat = 3 * 608 + 2 * 8 + 2 * 16 // three slots, two gaps, an inset at each end
        #expect(fixture.carousel.scrollView.contentSize.width == expectedWidth)
    }

    @Test("A3: fast deceleration and no indicators")
    func a3Deceleration() {
        let scrollView = CarouselFixture().carousel.scrollView
        #expect(scrollView.decelerationRate == .fast)
        #expect(!scrollView.showsHorizontalScrollIndicator && !scrollView.showsVerticalScrollIndicator)
    }

    @Test("A4: a release lands on the neighbour only when more than a third of it would show")
    func a4LandingRule() {
        let w: CGFloat = 608
        let step: CGFloat = 616
        let centre: CGFloat = 616
        #expect(BannerCarousel.landing(projected: centre + w / 3 + 1, centred: centre, itemWidth: w, step: step) == centre + step)
        #expect(BannerCarousel.landing(projected: centre + w / 3 - 1, centred: centre, itemWidth: w, step: step) == centre)
        #expect(BannerCarousel.landing(projected: centre - w / 3 - 1, centred: centre, itemWidth: w, step: step) == centre - step)

        let fixture = CarouselFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -250, y: 0), speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 1 && fixture.isCentred)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -150, y: 0), speed: 300, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 1 && fixture.isCentred, "a third is not enough: back to the centre")
    }

    @Test("A5: recentring rotates the contents and keeps every visible banner where it was (the seam)")
    func a5Seam() {
        let fixture = CarouselFixture()
        var largestJump: CGFloat = 0
        var recentres = 0
        var before = fixture.visiblePositions
        var lastIndex = fixture.carousel.currentIndex
        fixture.driver.press(at: CGPoint(x: 600, y: 150))
        for step in 1...160 {
            fixture.driver.move(to: CGPoint(x: 600 - CGFloat(step) * 3.5, y: 150), after: 0.008)
            let after = fixture.visiblePositions
            if fixture.carousel.currentIndex != lastIndex {
                recentres += 1
                lastIndex = fixture.carousel.currentIndex
                // Between two pointer samples every banner moved by the same drag delta: compare shapes.
                let deltas = after.compactMap { title, x in before[title].map { x - $0 } }
                if let first = deltas.first { largestJump = max(largestJump, deltas.map { abs($0 - first) }.max() ?? 0) }
                #expect(deltas.count >= 2, "the banners seen before the jump are still seen after it")
            }
            before = after
        }
        #expect(recentres >= 1)
        #expect(largestJump < 0.01)
    }

    @Test(
        "A6: any fling, however hard, ends with one banner exactly centred",
        arguments: [300.0, 1000, 3000, 8000, 20000, -300, -1000, -3000, -8000, -20000])
    func a6AnyFling(speed: Double) {
        let fixture = CarouselFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: speed > 0 ? -120 : 120, y: 0), speed: CGFloat(abs(speed)))
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.slotFrames[1].minX == 16)
    }

    @Test("A7: setting the data centres the current banner at once, and keeps the index in range")
    func a7SetData() {
        let fixture = CarouselFixture(count: 5)
        fixture.carousel.scrollToItem(4, animated: false)
        fixture.carousel.set(items: CarouselFixture.banners(3))
        #expect(fixture.carousel.currentIndex == 2 && fixture.isCentred)
        #expect(fixture.centredTitle == "Banner 2")
    }

    @Test(
        "A8: counts 0, 1 and 2 work; the same item may fill several slots and the ears still show",
        arguments: [0, 1, 2])
    func a8SmallCounts(count: Int) {
        let fixture = CarouselFixture(count: count)
        if count == 0 {
            #expect(fixture.carousel.slots.allSatisfy { $0.isHidden })
            fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -200, y: 0), speed: 2000)
            fixture.carousel.next()
            fixture.driver.settle()
            #expect(fixture.carousel.currentIndex == 0 && fixture.recorder.changes.isEmpty)
            return
        }
        let titles = fixture.carousel.slots.map { $0.banner?.title }
        #expect(titles[0] == "Banner \(count - 1)" && titles[1] == "Banner 0" && titles[2] == "Banner \(1 % count)")
        for _ in 0..<3 {
            fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -150, y: 0), speed: 3000)
            fixture.driver.settle()
        }
        #expect(fixture.carousel.currentIndex == 3 % count && fixture.isCentred)
    }

    @Test("A9: a press catches a moving strip, and the strip still lands centred")
    func a9Catch() {
        let fixture = CarouselFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -120, y: 0), speed: 3000)
        fixture.driver.frames(2)
        #expect(fixture.carousel.scrollView.isDecelerating)
        fixture.driver.press(at: fixture.middle)
        let caught = fixture.carousel.scrollView.contentOffset
        fixture.driver.frames(3)
        #expect(fixture.carousel.scrollView.contentOffset == caught)
        fixture.driver.release(after: 0.05)
        fixture.driver.settle()
        #expect(fixture.isCentred)
        #expect(fixture.recorder.selections.isEmpty, "the brake is not a click")
    }

    @Test("currentIndexChanged comes once per settled change, with the logical index")
    func indexChangesOnce() {
        let fixture = CarouselFixture(count: 3)
        #expect(fixture.recorder.changes == [0])
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 150, y: 0), speed: 3000)
        fixture.driver.settle()
        #expect(fixture.recorder.changes == [0, 2])
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -40, y: 0), speed: 200, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.recorder.changes == [0, 2], "a nudge that springs back changes nothing")
    }

    @Test("twelve quick key presses move exactly twelve items; presses retarget, none is dropped")
    func keyBurst() {
        let fixture = CarouselFixture(count: 5)
        fixture.driver.root.focus(fixture.carousel)
        for _ in 0..<12 {
            fixture.driver.key(.right)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 12 % 5 && fixture.isCentred)
        #expect(fixture.recorder.changes == [0, 2], "one change, once settled")
        for _ in 0..<3 { fixture.driver.key(.pageUp) }
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 4 && fixture.isCentred)
    }

    @Test("scrollToItem goes the shortest way round")
    func shortestWay() {
        let fixture = CarouselFixture(count: 7)
        fixture.carousel.scrollToItem(6, animated: true)
        var indices: Set<Int> = []
        while !fixture.driver.root.animationDriver.isIdle {
            fixture.driver.frame()
            indices.insert(fixture.carousel.currentIndex)
        }
        #expect(fixture.carousel.currentIndex == 6 && fixture.isCentred)
        #expect(indices == [0, 6], "it went one step backwards, not six forwards")
    }

    @Test("a click on the centred banner selects it; on a peeking neighbour scrolls to it")
    func clicks() {
        let fixture = CarouselFixture(count: 4)
        fixture.driver.click(at: fixture.middle)
        #expect(fixture.recorder.selections == [0])
        fixture.driver.click(at: CGPoint(x: 634, y: 150))
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 1)
        fixture.driver.click(at: CGPoint(x: 4, y: 150))
        fixture.driver.settle()
        #expect(fixture.carousel.currentIndex == 0 && fixture.isCentred)
    }

    @Test("wrap maths: positive modulo and the shortest signed distance")
    func wrapMath() {
        #expect(WrapMath.wrap(-1, count: 5) == 4 && WrapMath.wrap(12, count: 5) == 2 && WrapMath.wrap(-10, count: 5) == 0)
        #expect(WrapMath.shortestDistance(from: 0, to: 6, count: 7) == -1)
        #expect(WrapMath.shortestDistance(from: 6, to: 0, count: 7) == 1)
        #expect(WrapMath.shortestDistance(from: 0, to: 3, count: 7) == 3)
        #expect(WrapMath.shortestDistance(from: 0, to: 2, count: 4) == -2)
    }
}
