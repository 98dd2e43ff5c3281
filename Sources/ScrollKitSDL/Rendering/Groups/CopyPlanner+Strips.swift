import Foundation

/// The grid seen along its strips: *across* is the axis the strips are cut along (x for strips of
/// pixel columns), *along* the one they run in. Grid point (i, j) is the i-th across, j-th along.
struct StripLines<Grid: CopyGrid> {
    /// The grid walked.
    let grid: Grid
    /// Whether across is y (strips of pixel rows).
    let transposed: Bool
    /// Grid points across and along.
    let across: Int
    let along: Int

    /// The lines of `grid`, across its columns (or, `transposed`, its rows).
    init(_ grid: Grid, transposed: Bool) {
        self.grid = grid
        self.transposed = transposed
        (across, along) = transposed ? (grid.gridHeight, grid.gridWidth) : (grid.gridWidth, grid.gridHeight)
    }

    private func index(_ i: Int, _ j: Int) -> Int { transposed ? i * grid.gridWidth + j : j * grid.gridWidth + i }
    /// Point (i, j)'s whole pixel across and along.
    func pixelAcross(_ i: Int, _ j: Int) -> Int { Int(transposed ? grid.pixelY(index(i, j)) : grid.pixelX(index(i, j))) }
    func pixelAlong(_ i: Int, _ j: Int) -> Int { Int(transposed ? grid.pixelX(index(i, j)) : grid.pixelY(index(i, j))) }
    /// Point (i, j)'s texture coordinates across and along, 0...1.
    func uvAcross(_ i: Int, _ j: Int) -> Double {
        let uv = grid.gridTextureCoordinate(index(i, j))
        return Double(transposed ? uv.v : uv.u)
    }
    func uvAlong(_ i: Int, _ j: Int) -> Double {
        let uv = grid.gridTextureCoordinate(index(i, j))
        return Double(transposed ? uv.u : uv.v)
    }

    /// Whether the points of line `line` from `from` to `to` lie, along, within a pixel of where
    /// their texture coordinates put them evenly between the ends. O(points).
    func isEven(line i: Int, from j0: Int, to j1: Int) -> Bool {
        let (p0, p1) = (Double(pixelAlong(i, j0)), Double(pixelAlong(i, j1)))
        let (t0, t1) = (uvAlong(i, j0), uvAlong(i, j1))
        guard t1 != t0 else { return false }
        for j in j0...j1 where abs(p0 + (uvAlong(i, j) - t0) / (t1 - t0) * (p1 - p0) - Double(pixelAlong(i, j))) > 1 {
            return false
        }
        return true
    }

    /// Calls `body` with the strips of the cell between lines `i` and `i + 1` across and points
    /// `j0` and `j1` along (in this view: across is x), the pixel lines within `bounds` only, as
    /// texels of a texture of `texels` and the pixels covered.
    func strips(
        cell i: Int, from j0: Int, to j1: Int, texels: (across: Int32, along: Int32), within bounds: Range<Int32>,
        _ body: (PixelRect, PixelRect) throws -> Void
    ) rethrows {
        let x0 = pixelAcross(i, j0)
        let x1 = pixelAcross(i + 1, j0)
        let first = max(x0, Int(bounds.lowerBound))
        let last = min(x1, Int(bounds.upperBound))
        guard x1 > x0, last > first else { return }
        let dx = x1 - x0
        // The near edge (top, for strips of columns) from (x0, ta) to (x1, tb), the far one from
        // (x0, ba) to (x1, bb).
        let (ta, tb) = (pixelAlong(i, j0), pixelAlong(i + 1, j0))
        let (ba, bb) = (pixelAlong(i, j1), pixelAlong(i + 1, j1))
        // A pixel centre exactly on an edge, as SDL's top-left rule takes it for the cell's two
        // triangles (top-left, top-right, bottom-left; top-right, bottom-right, bottom-left),
        // clockwise on screen: the top edge's when it is level or rises to the right, the bottom
        // edge's when it falls to the right. Seen transposed, the near edge is the cell's left
        // side, always taken, and the far one its right side, never.
        let nearTies = transposed || tb <= ta
        let farTies = !transposed && ba < bb
        // The first and past-the-last row whose centre lies between the edges at x + ½: row r is in
        // when ta + (x + ½ − x0)(tb − ta)/dx ≤ r + ½ ≤ ba + (x + ½ − x0)(bb − ba)/dx (< where the
        // edge does not take ties), in integers.
        func rows(_ x: Int) -> (Int, Int) {
            let k = 2 * (x - x0) + 1
            let near = 2 * ta * dx + k * (tb - ta) - dx
            let far = 2 * ba * dx + k * (bb - ba) - dx
            let start = nearTies ? Self.ceilDiv(near, 2 * dx) : Self.floorDiv(near, 2 * dx) + 1
            let end = farTies ? Self.floorDiv(far, 2 * dx) + 1 : Self.ceilDiv(far, 2 * dx)
            return (start, end)
        }
        let (u0, u1) = (uvAcross(i, j0), uvAcross(i + 1, j0))
        let (v0, v1) = (uvAlong(i, j0), uvAlong(i, j1))
        let (w, h) = (Double(texels.across), Double(texels.along))
        var x = first
        var run = rows(x)
        while x < last {
            // The run of lines from x covering the same rows; `next`, the rows of the line after it.
            var end = x + 1
            var next = end < last ? rows(end) : run
            while end < last, next == run {
                end += 1
                if end < last { next = rows(end) }
            }
            defer { (x, run) = (end, next) }
            guard run.1 > run.0 else { continue }
            // Texels across: the cell's, linearly between its sides.
            let s0 = Int32((w * (u0 + Double(x - x0) / Double(dx) * (u1 - u0))).rounded())
            let s1 = Int32((w * (u0 + Double(end - x0) / Double(dx) * (u1 - u0))).rounded())
            // Texels along: between the edges where they cross the strip's middle.
            let middle = (Double(x + end) / 2 - Double(x0)) / Double(dx)
            let top = Double(ta) + middle * Double(tb - ta)
            let bottom = Double(ba) + middle * Double(bb - ba)
            guard bottom > top else { continue }
            func texel(_ row: Int) -> Double { h * (v0 + (Double(row) - top) / (bottom - top) * (v1 - v0)) }
            let t0 = Int32(min(max(texel(run.0).rounded(), 0), h))
            let t1 = Int32(min(max(texel(run.1).rounded(), 0), h))
            let sx = min(s0, Int32(w) - 1)
            let sy = min(t0, Int32(h) - 1)
            try body(
                PixelRect(x: sx, y: sy, width: max(s1 - sx, 1), height: max(t1 - sy, 1)),
                PixelRect(x: Int32(x), y: Int32(run.0), width: Int32(end - x), height: Int32(run.1 - run.0)))
        }
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}
