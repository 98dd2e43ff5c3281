import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Coverflow lays out the items that can show, not the flat view widened by iCarousel's count
/// (`Carousel3DGeometry.shownReach(within:)`, `CarouselCore.layoutReach`): every item drawn in front
/// somewhere in the viewport has a view, in any position of the strip, and far fewer views than
/// before are laid out (27 for seeds B and C's 280-point tiles in 1280 points, now about 17).
@MainActor
@Suite("Effects3D: coverflow lays out every item that shows, and no more")
struct Carousel3DReachTests {
    /// The items of `geometry` about `center`, at `base + k` items from the snap point for every k in
    /// ±40: the one drawn in front at each point of `viewport` (sampled every 2 points along the main
    /// axis, at five heights across), by the views' own rules (`Projection3D`: back faces and points at
    /// the eye are not drawn; nearer `drawingDepth`, then `drawingTieBreak`, in front). Returns the
    /// offsets that are in front somewhere.
    static func shownOffsets(
        _ geometry: Carousel3DGeometry, base: CGFloat, center: CGPoint, itemSize: CGSize, viewport: CGRect
    ) -> Set<Int> {
        let flow = geometry.flow
        let items = (-40...40).map { k -> (k: Int, projection: Projection3D) in
            let offset = base + CGFloat(k)
            let key = geometry.depthKey(offset: offset)
            let projection = Projection3D(
                center: center, transform: geometry.transform(offset: offset), drawingDepth: key.depth,
                drawingTieBreak: -key.distanceFromCurrent)
            return (k, projection)
        }.filter { $0.projection.isDrawable(size: itemSize) }
        var shown = Set<Int>()
        let main = flow.main(viewport.size)
        let cross = flow.cross(viewport.size)
        for along in stride(from: 0, through: main, by: 2) {
            for across in [0.05, 0.25, 0.5, 0.75, 0.95] as [CGFloat] {
                let local = flow.point(main: along, cross: cross * across)
                let point = CGPoint(x: viewport.minX + local.x, y: viewport.minY + local.y)
                var front: (k: Int, projection: Projection3D)?
                for item in items {
                    guard let q = item.projection.unproject(point), abs(q.x) <= itemSize.width / 2,
                        abs(q.y) <= itemSize.height / 2
                    else { continue }
                    if front == nil || front!.projection.isDrawn(before: item.projection) { front = item }
                }
                if let front { shown.insert(front.k) }
            }
        }
        return shown
    }

    /// Checks, at the subject's current position, that every item shown in front somewhere in the
    /// viewport has a view laid out; returns how many views are laid out.
    @discardableResult
    static func checkShownAreLaidOut(_ subject: CarouselSubject, _ label: String) throws -> Int {
        let items = subject.items
        let first = try #require(items.first, "\(label): views laid out")
        let projection = try #require(first.view.projection, "\(label): placed in 3D")
        let superview = try #require(first.view.superview)
        let flow = subject.carousel.flow
        let geometry = Carousel3DGeometry(
            style: .coverflow, itemLength: flow.main(first.view.bounds.size), viewport: subject.carousel.bounds.size,
            itemCount: subject.carousel.itemCount, wraps: subject.carousel.core.isEndless, flow: flow)
        let shown = shownOffsets(
            geometry, base: first.progress, center: projection.center, itemSize: first.view.bounds.size,
            viewport: superview.bounds)
        let laidOut = Set(items.map { Int(($0.progress - first.progress).rounded()) })
        let missing = shown.subtracting(laidOut).sorted()
        #expect(
            missing.isEmpty,
            "\(label): items shown without a view, offsets from the first view: \(missing); laid out \(laidOut.sorted())")
        #expect(!shown.isEmpty)
        return items.count
    }

    @Test(
        "seeds B and C and the finite strip, 280-point tiles in 1280 × 720 on every flow: through a fling, every item that shows has a view",
        arguments: [CarouselKind.tiling, .padded, .scrollStrip],
        [ItemFlow.horizontal, ItemFlow(axis: .vertical), ItemFlow(direction: .rightToLeft)])
    func shownItemsHaveViews(kind: CarouselKind, flow: ItemFlow) throws {
        let subject = CarouselSubject(
            kind, flow: flow, count: 1000, size: flow.size(main: 1280, cross: 720), pageSize: .zero,
            layout: { $0 = .tiles })
        subject.carousel.effect = .coverflow
        subject.carousel.scrollToItem(500, animated: false)
        subject.driver.frames(1)
        let resting = try Self.checkShownAreLaidOut(subject, "\(kind) \(flow) at rest")
        #expect(resting <= 20, "\(kind) \(flow): \(resting) views at rest (27 under iCarousel's count)")
        // Fling, and look at every frame of the glide: the strip between items.
        subject.driver.drag(from: flow.point(main: 640, cross: 360), by: flow.vector(alongMain: -200), speed: 1500)
        for frame in 0..<24 {
            try Self.checkShownAreLaidOut(subject, "\(kind) \(flow) frame \(frame) of the glide")
            subject.driver.frames(1)
        }
    }

    @Test(
        "a start or end alignment puts the snap point off the middle: every item that shows still has a view",
        arguments: [CarouselKind.tiling, .padded, .scrollStrip], [CarouselLayout.Alignment.start, .end])
    func shownItemsHaveViewsOffCentre(kind: CarouselKind, alignment: CarouselLayout.Alignment) throws {
        let subject = CarouselSubject(
            kind, count: 1000, size: CGSize(width: 1280, height: 720), pageSize: .zero,
            layout: {
                $0 = .tiles
                $0.alignment = alignment
            })
        subject.carousel.effect = .coverflow
        subject.carousel.scrollToItem(500, animated: false)
        subject.driver.frames(1)
        try Self.checkShownAreLaidOut(subject, "\(kind) \(alignment) at rest")
        subject.driver.drag(from: CGPoint(x: 640, y: 360), by: CGPoint(x: -200, y: 0), speed: 1500)
        for frame in 0..<24 {
            try Self.checkShownAreLaidOut(subject, "\(kind) \(alignment) frame \(frame) of the glide")
            subject.driver.frames(1)
        }
    }

    @Test("the reach is tight: one item fewer on a side and some item that shows would have no view")
    func reachIsTight() {
        // 280-point items in 1280 points, the carousel's centre in the middle: iCarousel's count is 21.
        let geometry = Carousel3DGeometry(
            style: .coverflow, itemLength: 280, viewport: CGSize(width: 1280, height: 720), itemCount: 1000, wraps: true)
        let reach = try! #require(geometry.shownReach(within: 640))
        #expect(reach > 7 && reach < 9, "\(reach)")
        // Every item shown lies within the reach, and some lies within one item of it.
        var farthest: CGFloat = 0
        for step in 0..<20 {
            let base = CGFloat(step) / 20
            let shown = Self.shownOffsets(
                geometry, base: base, center: CGPoint(x: 640, y: 360), itemSize: CGSize(width: 280, height: 720),
                viewport: CGRect(x: 0, y: 0, width: 1280, height: 720))
            for k in shown {
                let offset = abs(base + CGFloat(k))
                #expect(offset < reach, "offset \(offset) shows, beyond the reach \(reach)")
                farthest = max(farthest, offset)
            }
        }
        #expect(farthest > reach - 1, "the farthest item shown, \(farthest), is within an item of the reach \(reach)")
    }

    @Test("no bound for the other styles, nor for coverflow tilted past a quarter turn or with no spacing")
    func noBound() {
        let size = CGSize(width: 1280, height: 720)
        for style in Carousel3DStyle.allCases where style != .coverflow {
            #expect(
                Carousel3DGeometry(style: style, itemLength: 280, viewport: size, itemCount: 100).shownReach(within: 640) == nil)
        }
        for options in [Carousel3DOptions(tilt: 1.5), Carousel3DOptions(tilt: -0.5), Carousel3DOptions(spacing: 0)] {
            let geometry = Carousel3DGeometry(
                style: .coverflow, itemLength: 280, viewport: size, itemCount: 100, options: options)
            #expect(geometry.shownReach(within: 640) == nil, "\(options)")
        }
    }
}

@Suite("Effects3D: each 3D effect names its layout")
struct CarouselEffectStyleTests {
    @Test("style3D is the layout of the same name, nil for the flat effects")
    func styleByName() {
        for effect in CarouselEffect.allCases {
            #expect(effect.style3D == Carousel3DStyle(rawValue: effect.rawValue), "\(effect)")
        }
    }
}
