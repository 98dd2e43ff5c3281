import Foundation
import Testing

@testable import ScrollKitSDL

/// The mesh of a rounded rectangle for `SDL_RenderGeometry`, alone: no SDL involved.
@Suite struct GeometryBatchTests {
    /// Places local points 1:1, sampling a 100 × 100 texture.
    static func identity(_ p: CGPoint) -> GeometryBatch.Placed? {
        GeometryBatch.Placed(position: p, uv: CGPoint(x: p.x / 100, y: p.y / 100))
    }

    @Test("a rounded, feathered rectangle: grid cells, a fan per corner, a ring whose outer vertices have no coverage")
    func roundedFeathered() {
        var batch = GeometryBatch()
        let shape = GeometryBatch.Shape(
            rect: CGRect(x: 10, y: 20, width: 60, height: 40), radius: 8, arcSegments: 4, feather: 0.5)
        let built = batch.build(shape, place: Self.identity)
        #expect(built)
        // A 3 × 3 grid less its 4 corner cells: 5 quads; 4 fans of 4; the ring: 4 arcs of 5 points, one quad
        // between each pair of neighbours (20 around).
        #expect(batch.triangleCount == 5 * 2 + 4 * 4 + 20 * 2)
        var inner: [CGPoint] = []
        var outer: [CGPoint] = []
        for k in 0..<batch.vertices.count {
            (batch.coverage(k) == 255 ? { inner.append(batch.position(k)) } : { outer.append(batch.position(k)) })()
        }
        #expect(outer.count == 20)
        // Full coverage stops half a pixel inside the edge; the ring reaches half a pixel outside it.
        #expect(inner.allSatisfy { $0.x >= 10.5 - 1e-6 && $0.x <= 69.5 + 1e-6 && $0.y >= 20.5 - 1e-6 && $0.y <= 59.5 + 1e-6 })
        #expect(outer.allSatisfy { $0.x >= 9.5 - 1e-6 && $0.x <= 70.5 + 1e-6 && $0.y >= 19.5 - 1e-6 && $0.y <= 60.5 + 1e-6 })
        // The corner: its outer arc has radius 8.5 about (18, 28).
        let corner = outer.filter { $0.x < 18 && $0.y < 28 }
        #expect(!corner.isEmpty)
        #expect(corner.allSatisfy { abs(hypot($0.x - 18, $0.y - 28) - 8.5) < 1e-4 })
        // Every index is a vertex.
        #expect(batch.indices.allSatisfy { $0 >= 0 && Int($0) < batch.vertices.count })
    }

    @Test("square corners and a 3 × 2 grid: six quads, no fan; unfeathered: no ring")
    func squareGrid() {
        var batch = GeometryBatch()
        let built = batch.build(
            .init(rect: CGRect(x: 0, y: 0, width: 30, height: 20), radius: 0, columns: 3, rows: 2), place: Self.identity)
        #expect(built)
        #expect(batch.triangleCount == 12)
        #expect(batch.vertices.count == 12)
        #expect((0..<12).allSatisfy { batch.coverage($0) == 255 })
    }

    @Test("painting multiplies the colour's alpha by each vertex's coverage; a refused point builds nothing")
    func paintAndRefusal() {
        var batch = GeometryBatch()
        let built = batch.build(
            .init(rect: CGRect(x: 0, y: 0, width: 30, height: 20), radius: 4, arcSegments: 2, feather: 1), place: Self.identity)
        #expect(built)
        batch.paint(.init(r: 10, g: 20, b: 30, a: 200))
        for k in 0..<batch.vertices.count {
            #expect(batch.vertices[k].color.a == (batch.coverage(k) == 255 ? 200 : 0))
            #expect(batch.vertices[k].color.g == 20)
        }
        let refused = batch.build(.init(rect: CGRect(x: 0, y: 0, width: 30, height: 20), radius: 4)) { p in
            p.x > 25 ? nil : Self.identity(p)
        }
        #expect(!refused)
        #expect(batch.triangleCount == 0)
        let thin = batch.build(.init(rect: CGRect(x: 0, y: 0, width: 1, height: 20), radius: 0, feather: 1), place: Self.identity)
        #expect(!thin, "thinner than its feather")
    }

    @Test("corner fans: finer for larger radii, within bounds; grid cells: 1 without perspective, more with it")
    @MainActor func subdivisionChoices() {
        #expect(GeometryBatch.arcSegments(radiusPixels: 0.5) == 1)
        #expect(GeometryBatch.arcSegments(radiusPixels: 12) < GeometryBatch.arcSegments(radiusPixels: 48))
        #expect(GeometryBatch.arcSegments(radiusPixels: 10_000) == GeometryBatch.maxArcSegments)
        #expect(GroupGeometry.cells(extentPixels: 400, wA: 1, wB: 1) == 1)
        #expect(GroupGeometry.cells(extentPixels: 400, wA: 1, wB: 1.05) > 1)
        #expect(GroupGeometry.cells(extentPixels: 400, wA: 0.5, wB: 1.5) == GeometryBatch.maxCells)
    }
}
