import Carousels
import Foundation
import ScrollKit
import Testing

/// Items 200 × 300 points (200 along the strip) of a 1000 × 400 carousel centred at (500, 200), 40 items,
/// drawn through `Projection3D`: where their corners land, which face they show, which comes in front.
@Suite("Effects3D: projected items, facing, culling and drawing order")
struct Carousel3DProjectionTests {
    static let center = CGPoint(x: 500, y: 200)
    static let item = CGSize(width: 200, height: 300)

    static func geometry(_ style: Carousel3DStyle) -> Carousel3DGeometry {
        Carousel3DGeometry(style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
    }

    @Test("the centred item is drawn flat at its own size, facing the viewer, in every style")
    func centredItemFacesViewer() {
        for style in Carousel3DStyle.allCases {
            let p = Self.geometry(style).projection(offset: 0, center: Self.center)
            // The cylinders' 0.01 points toward the eye enlarge them by 0.002 %; nothing moves sideways or turns.
            let tolerance: CGFloat = 0.01
            expect(p.project(CGPoint(x: -100, y: -150)), near: CGPoint(x: 400, y: 50), "\(style) top left", tolerance: tolerance)
            expect(
                p.project(CGPoint(x: 100, y: 150)), near: CGPoint(x: 600, y: 350), "\(style) bottom right", tolerance: tolerance)
            #expect(!p.showsBack(size: Self.item), "\(style)")
            #expect(Self.geometry(style).facesViewer(offset: 0), "\(style)")
        }
    }

    @Test("coverflow at 1: turned 81° away, its inner edge pushed back behind the centre item, its outer edge near")
    func coverflowSideItem() throws {
        let p = Self.geometry(.coverflow).projection(offset: 1, center: Self.center)
        // Centre (140, 0, −100); local x turns to (x cos 81°, 0, x sin 81°) (the turn is −0.45π about y);
        // w = 1 − z / 500.
        let c = cos(0.45 * CGFloat.pi)
        let s = sin(0.45 * CGFloat.pi)
        let innerW = 1 + (100 + 100 * s) / 500
        let outerW = 1 + (100 - 100 * s) / 500
        let innerTop = try #require(p.project(CGPoint(x: -100, y: -150)))
        let outerTop = try #require(p.project(CGPoint(x: 100, y: -150)))
        expect(innerTop, near: CGPoint(x: 500 + (140 - 100 * c) / innerW, y: 200 - 150 / innerW), "inner top")
        expect(outerTop, near: CGPoint(x: 500 + (140 + 100 * c) / outerW, y: 200 - 150 / outerW), "outer top")
        expect(innerTop, near: CGPoint(x: 588.982_613, y: 92.668_367), "inner top, in numbers", tolerance: 1e-5)
        expect(outerTop, near: CGPoint(x: 655.261_142, y: 50.368_443), "outer top, in numbers", tolerance: 1e-5)
        // Overlap: the inner edge lies left of the centre item's right edge (x = 600), under it.
        #expect(innerTop.x < 600)
        // Turned away: 66 points wide instead of 200, the far (inner) edge shorter than the near one.
        #expect(outerTop.x - innerTop.x < 70)
        #expect(200 - innerTop.y < 200 - outerTop.y)
        #expect(!p.showsBack(size: Self.item), "81° is less than a quarter turn")
        #expect(p.centerDepth == -100)
    }

    @Test("coverflow and the rings seen from outside: the centred item is the nearest of its neighbours")
    func centredItemNearest() {
        for style in [Carousel3DStyle.coverflow, .rotary, .cylinder] {
            let g = Self.geometry(style)
            let centre = g.projection(offset: 0, center: Self.center).centerDepth
            for offset: CGFloat in [0.5, -0.5, 1, -1, 2, -2] {
                #expect(g.projection(offset: offset, center: Self.center).centerDepth < centre, "\(style) at \(offset)")
                #expect(g.depthKey(offset: offset) < g.depthKey(offset: 0), "\(style) at \(offset)")
            }
        }
    }

    @Test("the rings seen from inside bring side items toward the viewer: the centred one is the farthest")
    func invertedRingsBringSidesForward() {
        for style in [Carousel3DStyle.invertedRotary, .invertedCylinder] {
            let g = Self.geometry(style)
            let centre = g.projection(offset: 0, center: Self.center).centerDepth
            for offset: CGFloat in [0.5, -0.5, 1, -1, 2, -2] {
                #expect(g.projection(offset: offset, center: Self.center).centerDepth > centre, "\(style) at \(offset)")
            }
        }
        // Inverted rotary at 1: (r − r cos 24°) forward, r = 100 / tan 12°.
        let r: CGFloat = 100 / tan(.pi / 15)
        let depth = Self.geometry(.invertedRotary).projection(offset: 1, center: Self.center).centerDepth
        #expect(abs(depth - (r - r * cos(2 * .pi / 15))) < 1e-9)
    }

    @Test("the wheel and the time machine bring later items forward: 0.01 and 200 points per item")
    func laterItemsForward() {
        let wheel = Self.geometry(.wheel)
        #expect(abs(wheel.projection(offset: 2, center: Self.center).centerDepth - 0.02) < 1e-12)
        #expect(abs(wheel.projection(offset: -2, center: Self.center).centerDepth + 0.02) < 1e-12)
        let machine = Self.geometry(.timeMachine)
        #expect(machine.projection(offset: -1, center: Self.center).centerDepth == -200)
        // The one past the centre would sit 200 points toward the eye: iCarousel fades it out over one item.
        #expect(machine.projection(offset: 0.5, center: Self.center).centerDepth == 100)
        #expect(machine.alpha(offset: 0.5) == 0.5)
        #expect(machine.alpha(offset: 1) == 0)
    }

    @Test("the cylinder turns items past a quarter turn away: 96° shows its back; in perspective 72° already does")
    func cylinderBackFaces() {
        let g = Self.geometry(.cylinder)
        for offset: CGFloat in [0, 0.5, -0.5, 1, -1, 2, -2] {
            #expect(!g.projection(offset: offset, center: Self.center).showsBack(size: Self.item), "at \(offset)")
            #expect(g.facesViewer(offset: offset), "at \(offset)")
        }
        // 4 items round is 96°: m33 = cos 96° < 0 and the corners wind backwards.
        for offset: CGFloat in [4, -4, 7, -7] {
            #expect(g.projection(offset: offset, center: Self.center).showsBack(size: Self.item), "at \(offset)")
            #expect(!g.facesViewer(offset: offset), "at \(offset)")
            // iCarousel draws the cylinder's back faces unless told not to.
            #expect(!g.isCulled(offset: offset), "at \(offset)")
        }
        // 3 items round is 72°: iCarousel's m33 = cos 72° > 0 calls it front facing, but seen from the eye
        // 500 points in front of the centre, at 447 points to the side and 325 back, it shows its back.
        #expect(g.facesViewer(offset: 3))
        #expect(g.projection(offset: 3, center: Self.center).showsBack(size: Self.item))
        let hiding = Carousel3DGeometry(
            style: .cylinder, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40,
            options: Carousel3DOptions(showsBackFaces: false))
        #expect(hiding.isCulled(offset: 4))
        #expect(!hiding.isCulled(offset: 2))
    }

    @Test("the inverted cylinder hides its back faces, iCarousel's default; rotary and wheel never turn away")
    func culling() {
        let inverted = Self.geometry(.invertedCylinder)
        #expect(!inverted.showsBackFaces)
        #expect(!inverted.isCulled(offset: 2))
        #expect(inverted.isCulled(offset: 4) && inverted.isCulled(offset: -4))
        for style in [Carousel3DStyle.rotary, .invertedRotary, .wheel, .invertedWheel, .coverflow] {
            let g = Self.geometry(style)
            #expect(g.showsBackFaces, "\(style)")
            for step in -7...7 {
                let offset = CGFloat(step)
                #expect(g.facesViewer(offset: offset), "\(style) at \(offset)")
                let p = g.projection(offset: offset, center: Self.center)
                if p.project(.zero) != nil {
                    #expect(!p.showsBack(size: Self.item), "\(style) at \(offset)")
                }
            }
        }
    }

    @Test("coverflow's drawing order: iCarousel's depth of the point (1, 1, 1), ties broken by distance, farther first")
    func coverflowDrawingOrder() {
        let g = Self.geometry(.coverflow)
        let offsets: [CGFloat] = [-3, -2, -1, 0, 1, 2, 3]
        // Every item past ±1 sits at the centre depth −100: sorting by it alone leaves their order open.
        #expect(
            g.projection(offset: 2, center: Self.center).centerDepth == g.projection(offset: 1, center: Self.center).centerDepth)
        let order = offsets.sorted { g.depthKey(offset: $0) < g.depthKey(offset: $1) }
        // Right items (turned −81°) have m13 = sin 81° > 0, left ones −sin 81°, so the left ones go first.
        #expect(order == [-3, -2, -1, 3, 2, 1, 0])
        let key = g.depthKey(offset: 1)
        #expect(abs(key.depth - (sin(0.45 * .pi) + cos(0.45 * .pi) - 100)) < 1e-9)
        #expect(g.depthKey(offset: 0).depth == 1)
        // x of the point (1, 1, 1): item 1 at 140 + cos 81° − sin 81° (m11 + m31, turned −81°), the current one at 1.
        #expect(abs(key.distanceFromCurrent - (139 + cos(0.45 * .pi) - sin(0.45 * .pi))) < 1e-9)
    }

    @Test("mid-scroll, the current item is the one within half an item, and it is drawn last in coverflow")
    func drawingOrderMidScroll() {
        let g = Self.geometry(.coverflow)
        let offsets: [CGFloat] = [-2.3, -1.3, -0.3, 0.7, 1.7, 2.7]
        let order = offsets.sorted { g.depthKey(offset: $0) < g.depthKey(offset: $1) }
        #expect(order == [-2.3, -1.3, 2.7, 1.7, 0.7, -0.3])
        #expect(g.depthKey(offset: -0.3).distanceFromCurrent == 0)
        // 1.7 and 2.7 are both turned fully: they differ by a step of 0.25 × 200 along x alone.
        #expect(g.depthKey(offset: 1.7).depth == g.depthKey(offset: 2.7).depth)
        #expect(abs(g.depthKey(offset: 2.7).distanceFromCurrent - g.depthKey(offset: 1.7).distanceFromCurrent - 50) < 1e-9)
    }

    @Test("projection(offset:center:) is the transform's projection about the given centre")
    func projectionMatchesTransform() {
        let g = Self.geometry(.cylinder)
        let p = g.projection(offset: 1.5, center: CGPoint(x: 10, y: 20))
        #expect(p.center == CGPoint(x: 10, y: 20))
        #expect(p.transform == g.transform(offset: 1.5))
    }
}
