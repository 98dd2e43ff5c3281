import Foundation
import Testing

@testable import ScrollKit

/// `Transform3D` against Core Animation's conventions, checked with values worked out by hand.
@Suite("Transform3D")
struct Transform3DTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test("a translation moves a point; the identity changes nothing")
    func translation() {
        let p = Transform3D.translation(x: 3, y: -4, z: 5).apply(x: 1, y: 2, z: 3)
        #expect(p.x == 4 && p.y == -2 && p.z == 8 && p.w == 1)
        let q = Transform3D.identity.apply(x: 7, y: 8, z: 9)
        #expect(q.x == 7 && q.y == 8 && q.z == 9 && q.w == 1)
    }

    @Test("a quarter turn about y carries +x to −z (counter-clockwise seen from +y, as CATransform3DMakeRotation)")
    func rotation() {
        let p = Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0).apply(x: 1, y: 0, z: 0)
        #expect(close(p.x, 0) && close(p.y, 0) && close(p.z, -1))
        let q = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).apply(x: 1, y: 0, z: 0)
        #expect(close(q.x, 0) && close(q.y, 1) && close(q.z, 0))
        // A zero axis or a NaN angle is no rotation rather than NaNs.
        #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: .nan, x: 0, y: 1, z: 0) == .identity)
    }

    @Test("translated(…) and rotated(…) apply the new step first, as CATransform3DTranslate and CATransform3DRotate")
    func builderOrder() {
        // Rotate a quarter turn about z, then translate by (10, 0, 0): (1, 0, 0) → (0, 1, 0) → (10, 1, 0).
        let t = Transform3D.translation(x: 10, y: 0, z: 0).rotated(angle: .pi / 2, x: 0, y: 0, z: 1)
        let p = t.apply(x: 1, y: 0, z: 0)
        #expect(close(p.x, 10) && close(p.y, 1))
        // Translate first, then rotate: (1, 0, 0) → (11, 0, 0) → (0, 11, 0).
        let u = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).translated(x: 10, y: 0, z: 0)
        let q = u.apply(x: 1, y: 0, z: 0)
        #expect(close(q.x, 0) && close(q.y, 11))
    }

    @Test("perspective: an eye 500 points away puts m34 at −1/500, so a point 100 points nearer is drawn 5/4 as far out")
    func perspective() {
        let t = Transform3D.translation(x: 0, y: 0, z: 100).concatenating(.perspective(eyeDistance: 500))
        #expect(t.m34 == -1.0 / 500)
        let h = t.apply(x: 40, y: 0, z: 0)
        #expect(close(h.w, 0.8))
        #expect(close(h.x / h.w, 50))
        #expect(Transform3D.perspective(eyeDistance: 0) == .identity)
        #expect(Transform3D.perspective(eyeDistance: .infinity) == .identity)
        #expect(!Transform3D(.nan, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1).isFinite)
        #expect(t.isFinite)
    }
}

/// `Projection3D`: where a flat view's points are drawn, the inverse hit testing uses, back faces and
/// bounding boxes, worked out by hand for a 200 × 100 view.
@Suite("Projection3D")
struct Projection3DTests {
    let size = CGSize(width: 200, height: 100)

    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("flat at the centre: points are drawn where they are, moved to the centre")
    func flat() {
        let projection = Projection3D(center: CGPoint(x: 300, y: 200), transform: .perspective(eyeDistance: 500))
        #expect(near(projection.project(CGPoint(x: -100, y: -50)), CGPoint(x: 200, y: 150)))
        #expect(near(projection.unproject(CGPoint(x: 250, y: 220)), CGPoint(x: -50, y: 20)))
        #expect(projection.boundingBox(size: size) == CGRect(x: 200, y: 150, width: 200, height: 100))
        #expect(!projection.showsBack(size: size))
    }

    @Test("turned 60° about y under perspective: the near edge grows, the far one shrinks, and unproject inverts project")
    func turned() {
        let transform = Transform3D.perspective(eyeDistance: 500).rotated(angle: .pi / 3, x: 0, y: 1, z: 0)
        let projection = Projection3D(center: .zero, transform: transform)
        // The right edge (x = 100) turns to x = 50, z = −86.6: w = 1 + 86.6/500 = 1.1732, drawn at 42.62.
        let right = projection.project(CGPoint(x: 100, y: 50))
        let w = 1 + 100 * sin(CGFloat.pi / 3) / 500
        #expect(near(right, CGPoint(x: 50 / w, y: 50 / w)))
        // The left edge comes nearer (z = +86.6): drawn further out and taller.
        let left = projection.project(CGPoint(x: -100, y: 50))
        let wl = 1 - 100 * sin(CGFloat.pi / 3) / 500
        #expect(near(left, CGPoint(x: -50 / wl, y: 50 / wl)))
        for q in [CGPoint(x: 13, y: -27), CGPoint(x: -90, y: 40), CGPoint(x: 99, y: 49)] {
            #expect(near(projection.unproject(projection.project(q)!), q, 1e-6))
        }
        #expect(!projection.showsBack(size: size))
        #expect(projection.centerDepth == 0)
    }

    @Test("turned past a quarter turn it shows its back; seen edge on, nothing unprojects")
    func backAndEdge() {
        let back = Projection3D(
            center: .zero, transform: Transform3D.perspective(eyeDistance: 500).rotated(angle: 2, x: 0, y: 1, z: 0))
        #expect(back.showsBack(size: size))
        let edge = Projection3D(center: .zero, transform: Transform3D.identity.rotated(angle: .pi / 2, x: 0, y: 1, z: 0))
        #expect(edge.unproject(CGPoint(x: 0.5, y: 3)) == nil)
    }

    @Test("a point at or behind the eye has no image, and a box reaching behind the eye has none")
    func behindTheEye() {
        let transform = Transform3D.perspective(eyeDistance: 500).translated(x: 0, y: 0, z: 600)
        let projection = Projection3D(center: .zero, transform: transform)
        #expect(projection.project(.zero) == nil)
        #expect(projection.boundingBox(size: size) == nil)
        #expect(projection.depth(of: .zero) == 600)
    }
}
