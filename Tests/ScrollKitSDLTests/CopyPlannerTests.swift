import Foundation
import Testing

@testable import ScrollKitSDL

/// The copy planner on grids given as plain values (no mesh, no SDL), checked against the port of
/// SDL's triangle filling in `GeometryCopyTests.cellPixels`.
@Suite struct CopyPlannerTests {
    /// A grid of points given directly: `columns` pixel positions across, and for each column the
    /// positions of its points down it (`rows`, one array per column); texture coordinates in
    /// proportion to the positions. `transposed` swaps x and y.
    struct PointGrid: CopyGrid {
        var gridWidth: Int
        var gridHeight: Int
        var gridSkipsCorners = false
        var points: [(x: Float, y: Float)] = []
        var uvs: [(u: Float, v: Float)] = []

        init(columns: [Float], rows: [[Float]], skipsCorners: Bool = false, transposed: Bool = false) {
            let (across, along) = (columns.count, rows[0].count)
            (gridWidth, gridHeight) = transposed ? (along, across) : (across, along)
            gridSkipsCorners = skipsCorners
            for k in 0..<across * along {
                let (i, j) = transposed ? (k / along, k % along) : (k % across, k / across)
                let (x, y) = (columns[i], rows[i][j])
                let (first, last) = (columns[0], columns[across - 1])
                let (top, bottom) = (rows[i][0], rows[i][along - 1])
                let (u, v) = ((x - first) / (last - first), (y - top) / (bottom - top))
                points.append(transposed ? (y, x) : (x, y))
                uvs.append(transposed ? (v, u) : (u, v))
            }
        }

        func gridPosition(_ k: Int) -> (x: Float, y: Float) { points[k] }
        func gridTextureCoordinate(_ k: Int) -> (u: Float, v: Float) { uvs[k] }
    }

    /// Grids lined up on pixel columns whose top and bottom edges rise, fall and lie level, some
    /// through pixel centres exactly (where SDL's top-left rule decides), rounded or not.
    static let grids: [(String, PointGrid)] = [false, true].flatMap { transposed in
        [
            ("rising and falling", [10, 14, 21, 27], [[5, 40], [3, 42], [6, 39], [6, 41]], false),
            ("ties on half slopes", [0, 2, 4, 6, 8], [[0, 9], [1, 10], [2, 9], [1, 8], [0, 9]], false),
            (
                "uneven rows, rounded", [3, 7, 18, 30, 33],
                [
                    [9, 11, 30, 32], [7, 8, 33, 35], [6, 8, 34, 35], [7, 9, 32, 34],
                    [9, 11, 30, 31],
                ], true
            ),
            (
                "fractional, past the origin", [-6.5, -1.2, 4.9, 9.99],
                [[-3.4, 12.6], [-4.1, 13.3], [-4.9, 14.2], [-5.5, 15]], false
            ),
        ].map { name, columns, rows, rounded in
            (
                "\(name)\(transposed ? ", transposed" : "")",
                PointGrid(columns: columns, rows: rows, skipsCorners: rounded, transposed: transposed)
            )
        }
    }

    @Test("the texel rule: a vertex lands on the pixel its position truncates to, toward zero")
    func texelRule() {
        #expect(CopyPlanner.pixel(1.99) == 1)
        #expect(CopyPlanner.pixel(-0.5) == 0)
        #expect(CopyPlanner.pixel(-1.5) == -1)
        #expect(CopyPlanner.pixel(.greatestFiniteMagnitude) == 1_000_000_000)
    }

    @Test("strips of plain grids take exactly the pixels SDL's fill rule gives the cells' triangles, once each")
    func stripsFollowTheFillRule() {
        for (label, grid) in Self.grids {
            let alignment = CopyPlanner.alignment(of: grid)
            #expect(alignment == .columns || alignment == .rows, "\(label)")
            var destinations: [PixelRect] = []
            var sources: [PixelRect] = []
            CopyPlanner.forEachStrip(
                of: grid, lined: alignment, within: GeometryCopyTests.everywhere, textureWidth: 50, height: 30
            ) {
                sources.append($0)
                destinations.append($1)
            }
            #expect(GeometryCopyTests.pixels(of: destinations) == GeometryCopyTests.cellPixels(grid), "\(label)")
            #expect(
                sources.allSatisfy { !$0.isEmpty && $0.x >= 0 && $0.y >= 0 && $0.x + $0.width <= 50 && $0.y + $0.height <= 30 },
                "\(label): texels inside the texture")
        }
    }

    @Test("a facing grid is bands: the pixels of its cells, texels in proportion; a planner told not to copies nothing")
    func bandsAndTheSwitch() {
        let grid = PointGrid(columns: [4, 8, 28, 32], rows: Array(repeating: [2, 6, 16, 20], count: 4), skipsCorners: true)
        #expect(CopyPlanner.alignment(of: grid) == [.columns, .rows])
        #expect(CopyPlanner().alignment(of: grid) == [.columns, .rows])
        #expect(CopyPlanner(copiesAlignedGrids: false).alignment(of: grid).isEmpty)
        var bands: [(PixelRect, PixelRect)] = []
        CopyPlanner.forEachBand(of: grid, textureWidth: 28, height: 18) { bands.append(($0, $1)) }
        #expect(bands.count == 3)
        #expect(GeometryCopyTests.pixels(of: bands.map(\.1)) == GeometryCopyTests.cellPixels(grid))
        #expect(bands.map(\.0) == bands.map(\.1).map { PixelRect(x: $0.x - 4, y: $0.y - 2, width: $0.width, height: $0.height) })
    }

    @Test("the one-texel change: a copy exactly its pixels' size gets one texel more, or fewer at the texture's edge")
    func oneTexelChange() {
        let pixels = PixelRect(x: 7, y: 3, width: 10, height: 12)
        #expect(
            CopyPlanner.scaled(PixelRect(x: 0, y: 0, width: 10, height: 12), onto: pixels, textureWidth: 40, height: 40)
                == PixelRect(x: 0, y: 0, width: 10, height: 13))
        #expect(
            CopyPlanner.scaled(PixelRect(x: 0, y: 28, width: 10, height: 12), onto: pixels, textureWidth: 40, height: 40)
                == PixelRect(x: 0, y: 28, width: 10, height: 11))
        let wide = PixelRect(x: 30, y: 0, width: 10, height: 1)
        #expect(
            CopyPlanner.scaled(wide, onto: PixelRect(x: 0, y: 0, width: 10, height: 1), textureWidth: 40, height: 1)
                == PixelRect(x: 30, y: 0, width: 9, height: 1))
        #expect(CopyPlanner.scaled(wide, onto: pixels, textureWidth: 40, height: 1) == wide, "already scaled")
    }
}
