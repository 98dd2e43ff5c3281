import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The 3D effects on real carousels (issue 29): every technique and flow takes one with one line, the
/// centred item faces the viewer at the carousel's centre, side items are placed by iCarousel's
/// geometry and drawn back to front, a click reaches the item drawn under it, a fling lands centred,
/// and going back to a flat effect puts every view back.
@MainActor
@Suite("3D effects on every carousel")
struct Carousel3DEffectTests {
    nonisolated static let size = CGSize(width: 900, height: 400)
    nonisolated static let flows: [ItemFlow] = [.horizontal, ItemFlow(axis: .vertical), ItemFlow(direction: .rightToLeft)]

    /// A technique of `kind` filling the window, 12 number cards 240 points long, with `effect`
    /// (`CarouselSubject.init(_:flow:effect:)`, below).
    typealias Subject = CarouselSubject

    nonisolated static let techniques: [CarouselKind] = [
        .banner, .tiling, .padded, .finitePreviews, .infinitePreviews, .scrollStrip, .pagingStrip,
    ]
    nonisolated static let effects3D = CarouselEffect.allCases.filter(\.isThreeDimensional)

    @Test(
        "every technique and 3D effect: the centred item is drawn flat at the snap point, facing the viewer, the others placed by iCarousel's transform",
        arguments: techniques, effects3D)
    func placement(kind: CarouselKind, effect: CarouselEffect) throws {
        let subject = Subject(kind, effect: effect)
        let centred = try #require(subject.centred, "\(kind) \(effect): an item rests on the snap point")
        let projection = try #require(centred.view.projection)
        let style = try #require(effect.style3D)
        let geometry = Carousel3DGeometry(
            style: style, itemLength: subject.carousel.flow.main(centred.view.bounds.size), viewport: Self.size,
            itemCount: 12, wraps: subject.carousel.core.isEndless, flow: subject.carousel.flow)
        #expect(projection.transform == geometry.transform(offset: centred.progress))
        #expect(!projection.showsBack(size: centred.view.bounds.size))
        // Drawn where it is laid out: the flat transform of offset 0 carries its centre to its own centre.
        let laidOut = centred.view.superview!.convert(CGPoint(x: centred.view.frame.midX, y: centred.view.frame.midY), to: nil)
        let drawn = centred.view.convert(CGPoint(x: centred.view.bounds.midX, y: centred.view.bounds.midY), to: nil)
        if abs(centred.progress) < 1e-6 {
            #expect(abs(drawn.x - laidOut.x) < 1e-6 && abs(drawn.y - laidOut.y) < 1e-6, "\(drawn) vs \(laidOut)")
        }
        for item in subject.items where item.view !== centred.view {
            let side = try #require(item.view.projection)
            #expect(side.transform == geometry.transform(offset: item.progress), "\(kind) \(effect) at \(item.progress)")
            #expect(side.center == projection.center, "every item is placed about the same centre")
            #expect(item.view.alpha == Double(geometry.alpha(offset: item.progress)))
        }
    }

    @Test(
        "coverflow lays out iCarousel's side items beyond the view on the recycling techniques, and drops them going flat",
        arguments: [CarouselKind.banner, .tiling, .padded, .scrollStrip, .pagingStrip, .finitePreviews])
    func reach(kind: CarouselKind) {
        let subject = Subject(kind, effect: .none)
        subject.carousel.scrollToItem(5, animated: false)
        subject.driver.frames(1)
        let flat = subject.items.count
        subject.carousel.effect = .coverflow
        subject.driver.frames(1)
        let deep = subject.items.count
        if kind == .banner {
            #expect(deep == flat, "seed A keeps its three views")
        } else {
            #expect(deep > flat + 2, "\(kind): \(flat) views flat, \(deep) under coverflow")
        }
        subject.carousel.effect = .none
        subject.driver.frames(1)
        #expect(subject.items.allSatisfy { $0.view.projection == nil && $0.view.alpha == 1 })
    }

    @Test(
        "a fling through coverflow, rotary and the time machine lands with one item centred, on every flow",
        arguments: [CarouselEffect.coverflow, .rotary, .timeMachine], flows)
    func flingLandsCentred(effect: CarouselEffect, flow: ItemFlow) throws {
        for kind in [CarouselKind.banner, .finitePreviews, .infinitePreviews, .pagingStrip] {
            let subject = Subject(kind, flow: flow, effect: effect)
            let start = CGPoint(x: 450, y: 200)
            let swipe = flow.vector(alongMain: -300)
            subject.driver.drag(from: start, by: swipe, speed: 2500)
            #expect(subject.driver.settle(), "\(kind) \(effect) \(flow): comes to rest")
            let centred = try #require(subject.centred, "\(kind) \(effect) \(flow): an item centred after the fling")
            #expect(
                centred.view.projection?.transform == subject.items.first { $0.view === centred.view }?.view.projection?.transform
            )
            #expect(centred.index != 0, "\(kind) \(effect) \(flow): the fling moved on")
        }
    }

    @Test(
        "a click on the part of a side item that shows reaches that item; a click where nothing is drawn reaches none",
        arguments: [CarouselKind.banner, .tiling, .padded, .scrollStrip, .pagingStrip], [CarouselEffect.coverflow, .rotary])
    func clicks(kind: CarouselKind, effect: CarouselEffect) throws {
        let subject = Subject(kind, effect: effect)
        subject.carousel.scrollToItem(5, animated: false)
        subject.driver.frames(1)
        // The next item: a point of it that no nearer item covers, found by the views' own hit test.
        let next = try #require(subject.items.first { abs($0.progress - 1) < 1e-6 })
        let flow = subject.carousel.flow
        let size = next.view.bounds.size
        let target = stride(from: 0.05, through: 0.95, by: 0.05).lazy
            .map { next.view.convert(flow.point(main: flow.main(size) * $0, cross: flow.cross(size) / 2), to: nil) }
            .first { subject.driver.root.hitTest($0)?.isDescendant(of: next.view) == true }
        let point = try #require(target, "\(kind) \(effect): some part of the next item shows")
        subject.driver.click(at: point)
        subject.driver.frames(1)
        let reached = subject.recorder.events.contains { event in
            switch event {
            case .selected(let index, _), .target(let index, _): index == 6
            default: false
            }
        }
        #expect(reached, "\(kind) \(effect): the click at \(point) reached item 6: \(subject.recorder.events)")
        // Where nothing is drawn (the top corner, above every item): no item is reached. Seed A pages
        // toward a click on its gaps and insets by its own rule (SEEDS A), so it is left out.
        guard kind != .banner else { return }
        #expect(subject.driver.settle())
        let before = subject.recorder.events.count
        let blank = CGPoint(x: 4, y: 4)
        #expect(
            subject.driver.root.hitTest(blank).map { view in subject.items.contains { view.isDescendant(of: $0.view) } } != true)
        subject.driver.click(at: blank)
        subject.driver.frames(1)
        #expect(
            subject.recorder.events.count == before,
            "\(kind) \(effect): a click on the blank: \(subject.recorder.events.suffix(3))")
    }

    @Test("iCarousel's options reach the layout: a smaller tilt turns coverflow's side items less")
    func options() throws {
        let subject = Subject(.pagingStrip, effect: .coverflow)
        var tuning = subject.carousel.effectTuning
        tuning.options3D.tilt = 0.5
        subject.carousel.effectTuning = tuning
        subject.driver.frames(1)
        let side = try #require(subject.items.first { abs($0.progress - 1) < 1e-6 })
        let view = side.view
        let geometry = Carousel3DGeometry(
            style: .coverflow, itemLength: 240, viewport: Self.size, itemCount: 12, wraps: false, flow: .horizontal,
            options: Carousel3DOptions(tilt: 0.5))
        #expect(view.projection?.transform == geometry.transform(offset: 1))
        #expect(
            geometry.transform(offset: 1)
                != Carousel3DGeometry(
                    style: .coverflow, itemLength: 240, viewport: Self.size, itemCount: 12, wraps: false
                ).transform(offset: 1))
    }
}

extension CarouselSubject {
    /// A `kind` carousel of 12 number cards 240 points long (the preview hosts: 240-point pages) in a
    /// plain parent in the suite's window, along `flow`, then `effect` applied.
    init(_ kind: CarouselKind, flow: ItemFlow = .horizontal, effect: CarouselEffect) {
        let size = Carousel3DEffectTests.size
        self.init(
            kind, flow: flow, count: 12, size: size, pageSize: CGSize(width: 240, height: 240), contained: true,
            focused: false
        ) { layout in
            if kind != .finitePreviews, kind != .infinitePreviews { layout.itemLength = .fixed(240) }
        }
        carousel.effect = effect
        driver.frames(1)
    }

    /// The item view at rest on the snap point (a free strip at rest: the nearest to it).
    var centred: ItemProgress? {
        let nearest = items.min { abs($0.progress) < abs($1.progress) }
        return nearest.flatMap { abs($0.progress) < 1e-6 || !kind.snaps ? $0 : nil }
    }

    /// The window point the carousel's snap point shows at: where the centred item's centre is drawn.
    var snapCentre: CGPoint? {
        guard let item = centred else { return nil }
        return item.view.convert(CGPoint(x: item.view.bounds.midX, y: item.view.bounds.midY), to: nil)
    }
}
