import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A user's own `progressObserver` beside the carousel's `effect`: both apply to every item view,
/// the effect first (the observer sees its look), neither displaces the other, and a carousel that
/// never had an effect leaves the observer's own view properties alone.
@MainActor
@Suite("Effects: a progress observer beside an effect")
struct ProgressObserverBesideEffectTests {
    /// Dims each item view's `alpha` by its distance, and writes down the scale the effect had given
    /// each view when it heard it.
    final class Spotlight: CarouselProgressObserver {
        var scalesSeen: [(progress: CGFloat, scale: CGFloat)] = []
        var passes = 0
        /// The scale it sets itself (nil: leaves `drawScale` alone).
        var ownScale: CGFloat?

        func carousel(_ carousel: any Carousel, item: ItemProgress) {
            scalesSeen.append((item.progress, item.view.drawScale))
            item.view.alpha = Spotlight.alpha(at: item.progress)
            if let ownScale { item.view.drawScale = ownScale }
        }

        func carouselDidFinishProgress(_ carousel: any Carousel) { passes += 1 }

        static func alpha(at progress: CGFloat) -> Double { Double(1 - 0.5 * min(abs(progress), 1)) }
    }

    func make(_ kind: CarouselKind) -> (any InspectableCarousel & View, FrameDriver) {
        let size = CGSize(width: 900, height: 400)
        let carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: CGSize(width: 500, height: 300))
        carousel.setItems(count: 7, cells: .numberCards)
        let driver = FrameDriver(size: size, containing: carousel)
        driver.frames(2)
        return (carousel, driver)
    }

    func items(_ carousel: any InspectableCarousel) -> [ItemProgress] {
        var all: [ItemProgress] = []
        carousel.forEachItemProgress { all.append($0) }
        return all
    }

    @Test(
        "both apply to every item view through a drag and a fling; the observer hears each after the effect",
        arguments: CarouselKind.allCases)
    func coexist(kind: CarouselKind) throws {
        let (carousel, driver) = make(kind)
        let spotlight = Spotlight()
        let api: any Carousel = carousel
        api.effect = .scale
        api.progressObserver = spotlight
        #expect(spotlight.passes == 1, "setting the observer reports at once")
        driver.drag(from: CGPoint(x: 450, y: 200), by: CGPoint(x: -300, y: 0), speed: 3000)
        driver.frames(5)
        driver.settle()
        #expect(spotlight.passes > 5)
        let minimum = api.effectTuning.minimumScale
        for seen in spotlight.scalesSeen {
            let expected = 1 - (1 - minimum) * CarouselEffect.easedDistance(seen.progress)
            #expect(abs(seen.scale - expected) < 1e-9, "\(kind): the effect was applied before the observer heard it")
        }
        let now = items(carousel)
        #expect(!now.isEmpty)
        for item in now {
            #expect(item.view.alpha == Spotlight.alpha(at: item.progress), "\(kind): the observer's alpha")
            let expected = 1 - (1 - minimum) * CarouselEffect.easedDistance(item.progress)
            #expect(abs(item.view.drawScale - expected) < 1e-9, "\(kind): the effect's scale")
        }
        // Changing the effect keeps the observer; removing the observer keeps the effect.
        api.effect = .fade
        #expect(api.progressObserver === spotlight)
        #expect(items(carousel).allSatisfy { $0.view.drawScale == 1 })
        api.progressObserver = nil
        let passes = spotlight.passes
        driver.drag(from: CGPoint(x: 450, y: 200), by: CGPoint(x: 300, y: 0), speed: 3000)
        driver.settle()
        #expect(spotlight.passes == passes, "no longer heard")
        #expect(api.effect == .fade)
        if kind != .picker { #expect(items(carousel).contains { $0.view.dimming.alpha > 0.5 }) }
    }

    @Test("an observer's own effect on drawScale, with no effect ever set, is left alone")
    func observerOwnsTheViewWithoutEffect() {
        let (carousel, driver) = make(.banner)
        let spotlight = Spotlight()
        spotlight.ownScale = 0.7
        carousel.progressObserver = spotlight
        driver.drag(from: CGPoint(x: 450, y: 200), by: CGPoint(x: -300, y: 0), speed: 3000)
        driver.settle()
        #expect(spotlight.scalesSeen.allSatisfy { $0.scale == 1 || $0.scale == 0.7 })
        #expect(spotlight.scalesSeen.contains { $0.scale == 0.7 }, "the carousel never reset it")
        #expect(items(carousel).allSatisfy { $0.view.drawScale == 0.7 })
    }
}
