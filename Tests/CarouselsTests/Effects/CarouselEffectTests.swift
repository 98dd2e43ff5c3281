import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// `Carousel.effect` and `Carousel.effectTuning`, the effect API every technique has: set through
/// `any Carousel` alone, the look reaches every item view laid out (side items, views recycled during a
/// fling), follows the strip mid-drag, and `.none` puts every view back.
@MainActor
@Suite("Effects: every carousel")
struct CarouselEffectTests {
    /// A technique of `kind` in a 900 × 400 window on white, seven number cards (or banners):
    /// `CarouselSubject.init(_:banners:)`, below.
    typealias Subject = CarouselSubject

    /// The look `effect` with `tuning` gives an item at `progress` on a white parent.
    static func expectLook(
        of item: ItemProgress, effect: CarouselEffect, tuning: CarouselEffectTuning, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let t = CarouselEffect.easedDistance(item.progress)
        let scale = effect == .scale ? 1 - (1 - tuning.minimumScale) * t : 1
        #expect(abs(item.view.drawScale - scale) < 1e-9, "\(context): scale at \(item.progress)", sourceLocation: sourceLocation)
        let amount = effect == .fade ? ((1 - tuning.minimumAlpha) * Double(t) * 64).rounded() / 64 : 0
        let dimming = amount > 0 ? Color.white.withAlpha(amount) : .clear
        #expect(item.view.dimming == dimming, "\(context): dimming at \(item.progress)", sourceLocation: sourceLocation)
    }

    @Test(
        "every technique takes an effect through the public API: side items get it, the centred one not, mid-drag and after a fling",
        arguments: CarouselKind.allCases, [CarouselEffect.scale, .fade])
    func sideItemsGetIt(kind: CarouselKind, effect: CarouselEffect) throws {
        let subject = Subject(kind, banners: false)
        #expect(subject.items.allSatisfy { $0.view.drawScale == 1 && $0.view.dimming == .clear }, "none until set")
        subject.api.effect = effect
        #expect(subject.api.effect == effect)
        let tuning = subject.api.effectTuning
        // At once, without a frame: every view laid out has the look of its progress.
        for item in subject.items { Self.expectLook(of: item, effect: effect, tuning: tuning, "\(kind) at rest") }
        if kind.snaps {
            let centred = try #require(subject.items.first { abs($0.progress) < 1e-6 }, "\(kind): a centred item")
            #expect(centred.view.drawScale == 1 && centred.view.dimming == .clear)
        }
        // Mid-drag: a neighbour part-way in has part of the look.
        subject.holdDrag(0.4)
        let partWay = subject.items.filter { abs($0.progress) > 0.3 && abs($0.progress) < 0.9 }
        #expect(!partWay.isEmpty, "\(kind): an item part-way in: \(subject.items.map(\.progress))")
        for item in subject.items { Self.expectLook(of: item, effect: effect, tuning: tuning, "\(kind) mid-drag") }
        subject.driver.release(after: 0.1)
        subject.driver.settle()
        // A fling both ways (views recycled, copies and jumps), then at rest.
        for sign: CGFloat in [-1, 1] {
            let flow = subject.carousel.flow
            subject.driver.drag(from: CGPoint(x: 450, y: 200), by: flow.vector(alongMain: sign * 400), speed: 5000)
            subject.driver.frames(8)
            for item in subject.items { Self.expectLook(of: item, effect: effect, tuning: tuning, "\(kind) gliding") }
            subject.driver.settle()
        }
        let sides = subject.items.filter { abs($0.progress) >= 1 }
        if kind != .picker { #expect(!sides.isEmpty, "\(kind): side items at rest") }
        for item in subject.items { Self.expectLook(of: item, effect: effect, tuning: tuning, "\(kind) settled") }
        // Back to none: every view as laid out, at once.
        subject.api.effect = .none
        #expect(subject.items.allSatisfy { $0.view.drawScale == 1 && $0.view.dimming == .clear }, "\(kind): put back")
    }

    @Test("parallax moves side banners' images on every technique, and .none puts them back", arguments: CarouselKind.allCases)
    func parallax(kind: CarouselKind) throws {
        let subject = Subject(kind, banners: true)
        subject.api.effect = .parallax
        subject.holdDrag(0.4)
        let moved = subject.items.filter { abs($0.progress) > 0.05 }
        #expect(!moved.isEmpty, "\(kind): \(subject.items.map(\.progress))")
        for item in moved {
            let banner = try #require(item.view as? BannerItemView)
            let offset = try #require(banner.parallaxOffset, "\(kind) at \(item.progress)")
            #expect(subject.carousel.flow.main(offset) != 0, "\(kind) at \(item.progress)")
        }
        subject.driver.release(after: 0.1)
        subject.driver.settle()
        subject.api.effect = .none
        #expect(subject.items.allSatisfy { ($0.view as? BannerItemView)?.parallaxOffset == nil })
    }

    @Test("tuning set through the public API applies at once", arguments: [CarouselKind.banner, .tiling, .picker])
    func tuningApplies(kind: CarouselKind) {
        let subject = Subject(kind, banners: false)
        subject.api.effect = .scale
        subject.api.effectTuning.minimumScale = 0.5
        subject.holdDrag(0.4)
        for item in subject.items {
            Self.expectLook(of: item, effect: .scale, tuning: CarouselEffectTuning(minimumScale: 0.5), "\(kind)")
        }
        subject.api.effect = .fade
        subject.api.effectTuning.minimumAlpha = 0.8
        for item in subject.items {
            Self.expectLook(
                of: item, effect: .fade, tuning: CarouselEffectTuning(minimumScale: 0.5, minimumAlpha: 0.8), "\(kind)")
        }
    }

    @Test("tuning values are kept in range: clamped, and a non-finite one ignored")
    func tuningRanges() {
        var tuning = CarouselEffectTuning()
        #expect(tuning.minimumScale == 0.8 && tuning.minimumAlpha == 0.35 && tuning.parallaxAmount == 0.12)
        #expect(tuning.fadeColor == nil)
        tuning.minimumScale = 3
        #expect(tuning.minimumScale == 1)
        tuning.minimumScale = -2
        #expect(tuning.minimumScale == 0.01)
        tuning.minimumScale = .nan
        #expect(tuning.minimumScale == 0.01)
        tuning.minimumAlpha = 1.5
        #expect(tuning.minimumAlpha == 1)
        tuning.minimumAlpha = -.infinity
        #expect(tuning.minimumAlpha == 1)
        tuning.parallaxAmount = -0.3
        #expect(tuning.parallaxAmount == 0)
        tuning.parallaxAmount = .infinity
        #expect(tuning.parallaxAmount == 0)
        let built = CarouselEffectTuning(minimumScale: .nan, minimumAlpha: 7, parallaxAmount: 2)
        #expect(built.minimumScale == 0.8 && built.minimumAlpha == 1 && built.parallaxAmount == 1)
    }
}

extension CarouselSubject {
    /// A `kind` carousel of seven number cards (or banners, `banners`) in a white parent filling a
    /// 900 × 400 window (the preview hosts: 500 × 300 pages), not focused.
    init(_ kind: CarouselKind, banners: Bool) {
        self.init(
            kind, count: 7, size: CGSize(width: 900, height: 400), pageSize: CGSize(width: 500, height: 300),
            contained: true, focused: false,
            cells: banners
                ? .banners(
                    (0..<7).map { Banner(title: "Banner \($0)", subtitle: "", image: ImageReference("/banners/\($0).png")) },
                    direction: .leftToRight)
                : .numberCards)
        carousel.superview?.backgroundColor = .white
        driver.frames(1)
    }

    /// The public API alone: what a user holds.
    var api: any Carousel { carousel }

    /// Holds a drag of `fraction` of an item back along the main axis (the strip moves forward).
    func holdDrag(_ fraction: CGFloat) {
        let flow = carousel.flow
        let middle = CGPoint(x: 450, y: 200)
        driver.press(at: middle)
        for step in 1...6 {
            let moved = -fraction * carousel.itemPitch * CGFloat(step) / 6
            driver.move(to: CGPoint(x: middle.x + flow.vector(alongMain: moved).x, y: middle.y), after: 1 / 60)
            driver.frames(1)
        }
    }
}
