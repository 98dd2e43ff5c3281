import Carousels
import Foundation
import ScrollKit
import Testing

/// Vertical carousels (iCarousel's `vertical`: the axes swapped, coverflow and the cylinder turned about
/// x) and right-to-left ones (the left-to-right picture mirrored about the centre line), worked by hand.
/// Items 200 long in a carousel 1000 long along its main axis, 40 items, so a ring of 15 again.
@Suite("Effects3D: vertical and right-to-left")
struct Carousel3DFlowTests {
    static let offsets: [CGFloat] = [0, 0.5, -0.5, 1, -1, 2, -2]

    static func vertical(_ style: Carousel3DStyle) -> Carousel3DGeometry {
        Carousel3DGeometry(
            style: style, itemLength: 200, viewport: CGSize(width: 400, height: 1000), itemCount: 40, flow: .vertical)
    }

    static func rightToLeft(_ style: Carousel3DStyle) -> Carousel3DGeometry {
        Carousel3DGeometry(
            style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40, flow: .rightToLeft)
    }

    static func leftToRight(_ style: Carousel3DStyle) -> Carousel3DGeometry {
        Carousel3DGeometry(style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
    }

    @Test("vertical coverflow: y = (c × 0.45 + offset × 0.25) × 200, turned −c × 0.45π about (−1, 0, 0)")
    func verticalCoverflow() {
        let g = Self.vertical(.coverflow)
        // A turn by −φ about −x is a turn by φ about x.
        let table: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0, 0),
            (0.5, 70, -50, 0.225 * .pi), (-0.5, -70, -50, -0.225 * .pi),
            (1, 140, -100, 0.45 * .pi), (-1, -140, -100, -0.45 * .pi),
            (2, 190, -100, 0.45 * .pi), (-2, -190, -100, -0.45 * .pi),
        ]
        for (offset, y, z, angle) in table {
            expect(
                g.transform(offset: offset), is: Placement3D(axis: .x, angle: angle, y: y, z: z),
                "vertical coverflow at \(offset)")
        }
    }

    @Test("vertical coverflow at 1: below the centre item, its top edge pushed back and narrower than its bottom")
    func verticalCoverflowProjected() throws {
        let p = Self.vertical(.coverflow).projection(offset: 1, center: CGPoint(x: 200, y: 500))
        let size = CGSize(width: 300, height: 200)
        let innerLeft = try #require(p.project(CGPoint(x: -150, y: -100)))
        let outerLeft = try #require(p.project(CGPoint(x: -150, y: 100)))
        let c = cos(0.45 * CGFloat.pi)
        let s = sin(0.45 * CGFloat.pi)
        let innerW = 1 + (100 + 100 * s) / 500
        let outerW = 1 + (100 - 100 * s) / 500
        expect(innerLeft, near: CGPoint(x: 200 - 150 / innerW, y: 500 + (140 - 100 * c) / innerW), "inner left")
        expect(outerLeft, near: CGPoint(x: 200 - 150 / outerW, y: 500 + (140 + 100 * c) / outerW), "outer left")
        #expect(innerLeft.y < 600, "tucked under the centre item's bottom edge")
        #expect(!p.showsBack(size: size))
    }

    @Test("vertical rings: rotary and cylinder along y, the cylinder turning about (−1, 0, 0); the wheel's hub on the left")
    func verticalRings() {
        let r: CGFloat = 100 / tan(.pi / 15)
        let wheelRadius: CGFloat = 1500 / .pi
        #expect(Self.vertical(.rotary).ringCount == 15, "the ring count follows the height")
        for offset in Self.offsets {
            let a = offset * 2 * .pi / 15
            expect(
                Self.vertical(.rotary).transform(offset: offset), is: Placement3D(y: r * sin(a), z: r * cos(a) - r),
                "vertical rotary at \(offset)")
            expect(
                Self.vertical(.cylinder).transform(offset: offset),
                is: Placement3D(axis: .x, angle: -a, y: (r + 0.01) * sin(a), z: (r + 0.01) * cos(a) - r),
                "vertical cylinder at \(offset)")
            // translate (r, 0, 0.01 × offset), turn a about z, translate (−r, 0, 0).
            expect(
                Self.vertical(.wheel).transform(offset: offset),
                is: Placement3D(
                    axis: .z, angle: a, x: wheelRadius * cos(a) - wheelRadius, y: wheelRadius * sin(a), z: offset * 0.01),
                "vertical wheel at \(offset)")
        }
    }

    @Test("vertical time machine: 60 points down and 200 forward per item")
    func verticalTimeMachine() {
        for offset in Self.offsets {
            expect(
                Self.vertical(.timeMachine).transform(offset: offset), is: Placement3D(y: 60 * offset, z: 200 * offset),
                "vertical time machine at \(offset)")
        }
    }

    @Test("a vertical strip has no direction: right to left changes nothing")
    func verticalIgnoresDirection() {
        for style in Carousel3DStyle.allCases {
            let reversed = Carousel3DGeometry(
                style: style, itemLength: 200, viewport: CGSize(width: 400, height: 1000), itemCount: 40,
                flow: ItemFlow(axis: .vertical, direction: .rightToLeft))
            for offset in Self.offsets {
                #expect(reversed.transform(offset: offset) == Self.vertical(style).transform(offset: offset), "\(style)")
            }
        }
    }

    @Test("right-to-left coverflow: the next item on the left, turned the other way")
    func rightToLeftCoverflow() {
        let g = Self.rightToLeft(.coverflow)
        let table: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0, 0),
            (0.5, -70, -50, 0.225 * .pi), (-0.5, 70, -50, -0.225 * .pi),
            (1, -140, -100, 0.45 * .pi), (-1, 140, -100, -0.45 * .pi),
            (2, -190, -100, 0.45 * .pi), (-2, 190, -100, -0.45 * .pi),
        ]
        for (offset, x, z, angle) in table {
            expect(
                g.transform(offset: offset), is: Placement3D(axis: .y, angle: angle, x: x, z: z),
                "right-to-left coverflow at \(offset)")
        }
    }

    @Test("right to left mirrors the picture: each point lands where its mirror lands left to right, mirrored")
    func mirroredPicture() {
        let center = CGPoint(x: 500, y: 200)
        let corners = [CGPoint(x: -100, y: -150), CGPoint(x: 100, y: -150), CGPoint(x: 100, y: 150), CGPoint(x: -100, y: 150)]
        for style in Carousel3DStyle.allCases {
            for offset in Self.offsets {
                let rtl = Self.rightToLeft(style).projection(offset: offset, center: center)
                let ltr = Self.leftToRight(style).projection(offset: offset, center: center)
                for q in corners {
                    guard let mirror = ltr.project(CGPoint(x: -q.x, y: q.y)) else {
                        #expect(rtl.project(q) == nil, "\(style) at \(offset)")
                        continue
                    }
                    expect(rtl.project(q), near: CGPoint(x: 1000 - mirror.x, y: mirror.y), "\(style) at \(offset), \(q)")
                }
                #expect(rtl.centerDepth == ltr.centerDepth, "\(style) at \(offset)")
                #expect(Self.rightToLeft(style).depthKey(offset: offset) == Self.leftToRight(style).depthKey(offset: offset))
            }
        }
    }

    @Test("right-to-left time machine keeps its depth: the items behind still recede, now to the right")
    func rightToLeftTimeMachine() {
        for offset in Self.offsets {
            expect(
                Self.rightToLeft(.timeMachine).transform(offset: offset), is: Placement3D(x: -60 * offset, z: 200 * offset),
                "right-to-left time machine at \(offset)")
        }
    }

    @Test("right-to-left wheel: the next item up the rim on the left")
    func rightToLeftWheel() {
        let r: CGFloat = 1500 / .pi
        for offset in Self.offsets {
            let b = offset * 2 * .pi / 15
            expect(
                Self.rightToLeft(.wheel).transform(offset: offset),
                is: Placement3D(axis: .z, angle: -b, x: -r * sin(b), y: r - r * cos(b), z: offset * 0.01),
                "right-to-left wheel at \(offset)")
        }
    }
}
