import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// `CarouselAttractor` on a library carousel, without the lab: the glide back, autoplay after it,
/// the wake-up, and the window's reduced motion.
@MainActor
@Suite("CarouselAttractor")
struct CarouselAttractorTests {
    /// Seed A's fixture (five banners) at item 3, an attractor over it (timeout 2 s, autoplay every 1 s).
    func subject(reducesMotion: Bool = false) -> (CarouselFixture, CarouselAttractor) {
        let fixture = CarouselFixture(count: 5)
        fixture.driver.root.reducesMotion = reducesMotion
        fixture.carousel.scrollToItem(3, animated: false)
        fixture.driver.frames(2)
        fixture.recorder.reset()
        let attractor = CarouselAttractor(idleTimeout: 2, autoplayInterval: 1, carousels: [fixture.carousel])
        return (fixture, attractor)
    }

    /// Ticks frames for `seconds`, updating the attractor before each as a run loop does.
    func run(_ fixture: CarouselFixture, _ attractor: CarouselAttractor, for seconds: TimeInterval) {
        let end = fixture.driver.time + seconds
        while fixture.driver.time < end {
            attractor.update(now: fixture.driver.time + fixture.driver.frameInterval)
            fixture.driver.frame()
        }
    }

    @Test("after the timeout the carousel glides back with cause attract, then pages every interval after it rests")
    func glideThenAutoplay() throws {
        let (fixture, attractor) = subject()
        run(fixture, attractor, for: 1.9)
        #expect(fixture.carousel.settledItem == 3)
        run(fixture, attractor, for: 1.2) // the timeout near 2 s, the glide
        #expect(attractor.isAttracting)
        #expect(fixture.carousel.settledItem == 0)
        #expect(fixture.recorder.restsAndSelections.first == .settled(0, .attract))
        let firstPage = try #require(attractor.nextAutoplayPage(of: 0))
        #expect(attractor.nextDeadline == firstPage)
        run(fixture, attractor, for: 2)
        #expect(fixture.carousel.settledItem == 1 || fixture.carousel.settledItem == 2)
        #expect(fixture.recorder.restsAndSelections.dropFirst().first == .settled(1, .autoplay))
    }

    @Test("the input that wakes it is swallowed and stops the autoplay")
    func wakeStopsAutoplay() {
        let (fixture, attractor) = subject()
        run(fixture, attractor, for: 3.5)
        #expect(attractor.isAttracting)
        let key = InputEvent.key(KeyEvent(.right, time: fixture.driver.time))
        #expect(!attractor.admit(key))
        #expect(!attractor.isAttracting)
        #expect(attractor.nextAutoplayPage(of: 0) == nil)
        #expect(attractor.nextDeadline == fixture.driver.time + 2)
        let item = fixture.carousel.targetItem
        run(fixture, attractor, for: 1.9)
        #expect(fixture.carousel.targetItem == item, "no page after the wake-up")
    }

    @Test("in a window that reduces motion the glide back is a cut and no autoplay starts")
    func reducedMotion() {
        let (fixture, attractor) = subject(reducesMotion: true)
        while !attractor.isAttracting { run(fixture, attractor, for: fixture.driver.frameInterval) }
        #expect(fixture.carousel.settledItem == 0, "cut to the first item in the frame the timeout fired")
        run(fixture, attractor, for: 5)
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .attract)])
        #expect(attractor.nextDeadline == nil)
    }
}
