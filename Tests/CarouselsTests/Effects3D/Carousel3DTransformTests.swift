import Carousels
import Foundation
import ScrollKit
import Testing

/// Each style's transform at offsets 0, ±0.5, ±1, ±2 against iCarousel's `transformForItemViewWithOffset:`
/// worked by hand: items 200 points long in a 1000 × 400 carousel of 40 items, iCarousel's defaults.
/// The ring styles share a ring of 15 (1000 / 200 = 5 items across, times π is 15.7, at least 12, at
/// most 30, truncated), so a ring angle of 2π / 15 (24°) per item.
@Suite("Effects3D: iCarousel's transforms at chosen offsets")
struct Carousel3DTransformTests {
    static let offsets: [CGFloat] = [0, 0.5, -0.5, 1, -1, 2, -2]

    static func geometry(_ style: Carousel3DStyle) -> Carousel3DGeometry {
        Carousel3DGeometry(style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
    }

    /// The ring angle of an item `offset` items round a ring of 15, radians.
    static func ringAngle(_ offset: CGFloat) -> CGFloat { offset * 2 * .pi / 15 }

    @Test("coverflow: x = (c × 0.45 + offset × 0.25) × 200, z = −|c| × 100, turned −c × 0.45π about y")
    func coverflow() {
        let g = Self.geometry(.coverflow)
        #expect(g.tilt == 0.9 && g.spacing == 0.25)
        // (offset, x, z, angle about y), c the offset clamped to ±1.
        let table: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0, 0),
            (0.5, 70, -50, -0.225 * .pi), (-0.5, -70, -50, 0.225 * .pi),
            (1, 140, -100, -0.45 * .pi), (-1, -140, -100, 0.45 * .pi),
            (2, 190, -100, -0.45 * .pi), (-2, -190, -100, 0.45 * .pi),
        ]
        for (offset, x, z, angle) in table {
            expect(
                g.transform(offset: offset), is: Placement3D(axis: .y, angle: angle, x: x, z: z),
                "coverflow at \(offset)")
        }
    }

    @Test("rotary: moved round a ring of radius 100 / tan(π/15) without turning")
    func rotary() {
        let g = Self.geometry(.rotary)
        let r: CGFloat = 100 / tan(.pi / 15) // max(w/2, w/2 / tan(arc / 2n)) with w = 200, n = 15
        #expect(g.ringCount == 15)
        #expect(abs(g.radius - 470.463_010_9) < 1e-6)
        for offset in Self.offsets {
            let a = Self.ringAngle(offset)
            expect(
                g.transform(offset: offset), is: Placement3D(x: r * sin(a), z: r * cos(a) - r), "rotary at \(offset)")
        }
        expect(g.transform(offset: 1), is: Placement3D(x: 191.354_545_8, z: -40.673_664_3), "rotary at 1", tolerance: 1e-6)
    }

    @Test("inverted rotary: radius and angle negated, so side items come toward the viewer")
    func invertedRotary() {
        let g = Self.geometry(.invertedRotary)
        let r: CGFloat = 100 / tan(.pi / 15)
        for offset in Self.offsets {
            let a = Self.ringAngle(offset)
            // (−r) sin(−a) = r sin a; (−r) cos(−a) − (−r) = r − r cos a.
            expect(
                g.transform(offset: offset), is: Placement3D(x: r * sin(a), z: r - r * cos(a)),
                "inverted rotary at \(offset)")
        }
        expect(
            g.transform(offset: -1), is: Placement3D(x: -191.354_545_8, z: 40.673_664_3), "inverted rotary at −1",
            tolerance: 1e-6)
    }

    @Test("cylinder: turned by the ring angle about y round an axis r behind the centre item")
    func cylinder() {
        let g = Self.geometry(.cylinder)
        let r: CGFloat = 100 / tan(.pi / 15) // max(0.01, w/2 / tan(arc / 2n))
        #expect(abs(g.radius - r) < 1e-9)
        for offset in Self.offsets {
            let a = Self.ringAngle(offset)
            // translate (0, 0, r + 0.01), turn a about y, translate (0, 0, −r).
            expect(
                g.transform(offset: offset),
                is: Placement3D(axis: .y, angle: a, x: (r + 0.01) * sin(a), z: (r + 0.01) * cos(a) - r),
                "cylinder at \(offset)")
        }
    }

    @Test("inverted cylinder: radius and angle negated, the items face the axis in front of the viewer")
    func invertedCylinder() {
        let g = Self.geometry(.invertedCylinder)
        let r: CGFloat = 100 / tan(.pi / 15)
        for offset in Self.offsets {
            let a = Self.ringAngle(offset)
            // translate (0, 0, −r + 0.01), turn −a about y, translate (0, 0, r).
            expect(
                g.transform(offset: offset),
                is: Placement3D(axis: .y, angle: -a, x: (r - 0.01) * sin(a), z: r - (r - 0.01) * cos(a)),
                "inverted cylinder at \(offset)")
        }
    }

    @Test("wheel: round a hub 200 × 15 / 2π below the centre, turned with the spoke, 0.01 forward per item")
    func wheel() {
        let g = Self.geometry(.wheel)
        let r: CGFloat = 1500 / .pi // w × spacing × n / arc
        #expect(abs(g.radius - 477.464_829_3) < 1e-6)
        for offset in Self.offsets {
            let b = Self.ringAngle(offset)
            // translate (0, −r, 0.01 × offset), turn b about z, translate (0, r, 0).
            expect(
                g.transform(offset: offset),
                is: Placement3D(axis: .z, angle: b, x: r * sin(b), y: r - r * cos(b), z: offset * 0.01),
                "wheel at \(offset)")
        }
    }

    @Test("inverted wheel: the hub above, turned the other way")
    func invertedWheel() {
        let g = Self.geometry(.invertedWheel)
        let r: CGFloat = 1500 / .pi
        for offset in Self.offsets {
            let b = Self.ringAngle(offset)
            expect(
                g.transform(offset: offset),
                is: Placement3D(axis: .z, angle: -b, x: r * sin(b), y: r * cos(b) - r, z: offset * 0.01),
                "inverted wheel at \(offset)")
        }
    }

    @Test("time machine: 0.3 × 200 = 60 points sideways and 200 deep per item, no turn")
    func timeMachine() {
        let g = Self.geometry(.timeMachine)
        #expect(g.tilt == 0.3 && g.spacing == 1)
        let table: [(CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0), (0.5, 30, 100), (-0.5, -30, -100), (1, 60, 200), (-1, -60, -200), (2, 120, 400), (-2, -120, -400),
        ]
        for (offset, x, z) in table {
            expect(g.transform(offset: offset), is: Placement3D(x: x, z: z), "time machine at \(offset)")
        }
    }

    @Test("inverted time machine: tilt and offset negated, so the drift keeps its side and the depth turns round")
    func invertedTimeMachine() {
        let g = Self.geometry(.invertedTimeMachine)
        let table: [(CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0), (0.5, 30, -100), (-0.5, -30, 100), (1, 60, -200), (-1, -60, 200), (2, 120, -400), (-2, -120, 400),
        ]
        for (offset, x, z) in table {
            expect(g.transform(offset: offset), is: Placement3D(x: x, z: z), "inverted time machine at \(offset)")
        }
    }

    @Test("the perspective is the base transform's m34 and can be changed")
    func perspective() {
        let flat = Carousel3DGeometry(
            style: .rotary, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40,
            options: Carousel3DOptions(perspective: -1.0 / 1000))
        let r: CGFloat = 100 / tan(.pi / 15)
        let a = Self.ringAngle(1)
        expect(
            flat.transform(offset: 1), is: Placement3D(x: r * sin(a), z: r * cos(a) - r, perspective: -1.0 / 1000),
            "rotary at 1, eye 1000 points away")
    }
}
