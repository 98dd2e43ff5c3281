import Foundation

// A projected grid drawn as scaled copies instead of triangles, on SDL's software renderer.
//
// That renderer fills a textured triangle pixel by pixel, testing each pixel of its bounding box
// against its edges and interpolating its texture coordinates with divisions: about 4 ns a pixel
// unblended, 12 blended. It stretches a copy row by row: about 0.4 ns a pixel unblended, 4
// blended. A grid placed so that its cells have two sides on whole pixel columns (an item turned
// about the vertical axis: coverflow, cylinder) covers, pixel column by pixel column, a run of
// rows between two straight edges: runs of columns whose rows agree are one copy each (a
// *strip*). A grid with both (an item facing the viewer: rotary, the time machine) is a few
// rectangles (*bands*). Both are walked here; `GroupGeometry` draws them.
//
// SDL places each vertex on the whole pixel its position truncates to, and fills the pixels whose
// centres lie inside a triangle, a centre exactly on an edge by its top-left rule: a cell between
// pixel columns x0 and x1 covers columns x0..<x1, and in column x the rows whose centres lie
// between its top and bottom edges at x + ½. The strips take exactly those pixels, ties as the
// cell's triangles take them, so they meet the corners' fans, still triangles, without a seam or
// a pixel drawn twice, and the dimming drawn over the same triangles covers them exactly.

extension GeometryBatch {
    /// How the grid's points line up on whole pixels where SDL's software renderer places them (a
    /// grid not in order both ways, points further right and down along its rows and columns,
    /// lines up neither way).
    struct GridAlignment: OptionSet {
        let rawValue: Int
        /// Each column of grid points on one pixel column, the columns in order.
        static let columns = GridAlignment(rawValue: 1)
        /// Each row of grid points on one pixel row, the rows in order.
        static let rows = GridAlignment(rawValue: 2)
    }

    /// How the built grid lines up on whole pixels (empty with no grid). O(grid points).
    var gridAlignment: GridAlignment {
        guard gridWidth > 1, gridHeight > 1 else { return [] }
        var aligned: GridAlignment = [.columns, .rows]
        for j in 0..<gridHeight {
            let row = j * gridWidth
            for i in 0..<gridWidth {
                let k = row + i
                // In order both ways: a column's points down it, a row's along it.
                if i > 0, pixelX(k) < pixelX(k - 1) { return [] }
                if j > 0, pixelY(k) < pixelY(k - gridWidth) { return [] }
                if pixelX(k) != pixelX(i) { aligned.remove(.columns) }
                if pixelY(k) != pixelY(row) { aligned.remove(.rows) }
            }
            if aligned.isEmpty { return [] }
        }
        return aligned
    }

    /// Calls `body` with each band of an axis-aligned grid (`gridAlignment` both): its rows of
    /// cells with the same columns (all of them; without the fans' columns in the first and last
    /// rows of a rounded grid) taken together, at most three, as the texels they sample of a
    /// `width` × `height` texture (rounded to whole texels) and the whole pixels they cover; empty
    /// bands are skipped. The placement is then a scale: a band's texels map evenly onto its pixels.
    /// O(grid rows); allocates nothing.
    func forEachBand(textureWidth width: Int32, height: Int32, _ body: (PixelRect, PixelRect) throws -> Void) rethrows {
        let lastX = gridWidth - 1
        let lastY = gridHeight - 1
        guard lastX > 0, lastY > 0 else { return }
        func inset(_ row: Int) -> Int { gridSkipsCorners && (row == 0 || row == lastY - 1) ? 1 : 0 }
        let (w, h) = (Float(width), Float(height))
        var row = 0
        while row < lastY {
            let columns = inset(row)
            var end = row + 1
            while end < lastY, inset(end) == columns { end += 1 }
            defer { row = end }
            let topLeft = row * gridWidth + columns
            let bottomRight = end * gridWidth + lastX - columns
            let (x0, y0) = (pixelX(topLeft), pixelY(topLeft))
            let (x1, y1) = (pixelX(bottomRight), pixelY(bottomRight))
            guard x1 > x0, y1 > y0 else { continue }
            let (a, b) = (vertices[topLeft].tex_coord, vertices[bottomRight].tex_coord)
            let u0 = Int32((a.x * w).rounded())
            let v0 = Int32((a.y * h).rounded())
            let source = PixelRect(
                x: u0, y: v0, width: max(Int32((b.x * w).rounded()) - u0, 1), height: max(Int32((b.y * h).rounded()) - v0, 1))
            try body(source, PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
    }

    /// Calls `body` with each strip of a grid lined up one way, `alignment` (its `gridAlignment`:
    /// `.columns`, strips one or more pixel columns wide; `.rows`, pixel rows high; nothing for
    /// another value), across `bounds` (pixels: the lines outside are not walked), as the texels it
    /// samples of a `width` × `height` texture and the whole pixels it covers. Each cell's column
    /// of pixels is cut into runs covering the same rows; a cell's pixel column samples the texture by the
    /// cell's corners (linearly, as its triangles do), and the cells of one grid column are taken
    /// together when its points' positions follow their texture coordinates evenly (an item turned
    /// about one axis). A strip's texels are rounded to whole ones.
    /// - Complexity: O(grid points + pixels across the grid); allocates nothing.
    func forEachStrip(
        lined alignment: GridAlignment, within bounds: PixelRect, textureWidth width: Int32, height: Int32,
        _ body: (PixelRect, PixelRect) throws -> Void
    ) rethrows {
        guard alignment == .columns || alignment == .rows, !bounds.isEmpty else { return }
        let lines = StripLines(self, transposed: alignment == .rows)
        let lastAcross = lines.across - 1
        let lastAlong = lines.along - 1
        guard lastAcross > 0, lastAlong > 0 else { return }
        let texels = lines.transposed ? (across: height, along: width) : (across: width, along: height)
        let merges = (0...lastAcross).allSatisfy { lines.isEven(line: $0, from: 0, to: lastAlong) }
        let across = lines.transposed ? bounds.y..<bounds.y &+ bounds.height : bounds.x..<bounds.x &+ bounds.width
        for i in 0..<lastAcross {
            let corner = gridSkipsCorners && (i == 0 || i == lastAcross - 1)
            let first = corner ? 1 : 0
            let last = corner ? lastAlong - 1 : lastAlong
            var j = first
            while j < last {
                let end = merges ? last : j + 1
                try lines.strips(cell: i, from: j, to: end, texels: texels, within: across) { source, destination in
                    try lines.transposed ? body(source.transposed, destination.transposed) : body(source, destination)
                }
                j = end
            }
        }
    }

    /// Where SDL's software renderer puts vertex `k`: its position truncated toward zero (positions
    /// are finite; a projection keeps them within ±10⁷).
    func pixelX(_ k: Int) -> Int32 { Self.truncated(vertices[k].position.x) }
    func pixelY(_ k: Int) -> Int32 { Self.truncated(vertices[k].position.y) }
    private static func truncated(_ v: Float) -> Int32 { Int32(min(max(v, -1e9), 1e9)) }
}

/// The grid seen along its strips: *across* is the axis the strips are cut along (x for strips of
/// pixel columns), *along* the one they run in. Grid point (i, j) is the i-th across, j-th along.
private struct StripLines {
    let batch: GeometryBatch
    let transposed: Bool
    /// Grid points across and along.
    let across: Int
    let along: Int

    init(_ batch: GeometryBatch, transposed: Bool) {
        self.batch = batch
        self.transposed = transposed
        (across, along) = transposed ? (batch.gridHeight, batch.gridWidth) : (batch.gridWidth, batch.gridHeight)
    }

    private func index(_ i: Int, _ j: Int) -> Int { transposed ? i * batch.gridWidth + j : j * batch.gridWidth + i }
    /// Point (i, j)'s whole pixel across and along.
    func pixelAcross(_ i: Int, _ j: Int) -> Int { Int(transposed ? batch.pixelY(index(i, j)) : batch.pixelX(index(i, j))) }
    func pixelAlong(_ i: Int, _ j: Int) -> Int { Int(transposed ? batch.pixelX(index(i, j)) : batch.pixelY(index(i, j))) }
    /// Point (i, j)'s texture coordinates across and along, 0...1.
    func uvAcross(_ i: Int, _ j: Int) -> Double {
        let uv = batch.vertices[index(i, j)].tex_coord
        return Double(transposed ? uv.y : uv.x)
    }
    func uvAlong(_ i: Int, _ j: Int) -> Double {
        let uv = batch.vertices[index(i, j)].tex_coord
        return Double(transposed ? uv.x : uv.y)
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

extension PixelRect {
    /// The rectangle with x and y swapped.
    fileprivate var transposed: PixelRect { PixelRect(x: y, y: x, width: height, height: width) }
}
