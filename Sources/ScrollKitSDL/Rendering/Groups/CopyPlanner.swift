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
// rectangles (*bands*). The planner walks both; `GroupGeometry` draws them.
//
// SDL places each vertex on the whole pixel its position truncates to (the texel rule), and fills
// the pixels whose centres lie inside a triangle, a centre exactly on an edge by its top-left rule
// (SDL's fill rule): a cell between pixel columns x0 and x1 covers columns x0..<x1, and in column x
// the rows whose centres lie between its top and bottom edges at x + ½. The strips take exactly
// those pixels, ties as the cell's triangles take them, so they meet the corners' fans, still
// triangles, without a seam or a pixel drawn twice, and the dimming drawn over the same triangles
// covers them exactly.

/// A grid of placed mesh points a `CopyPlanner` can cut into copies: `gridWidth` points a row,
/// `gridHeight` rows, point `k` (row by row) drawn at `position(k)` (target pixels) and sampling
/// the texture at `textureCoordinate(k)` (each 0...1). With `gridSkipsCorners`, its four corner
/// cells are not its own (a rounded shape's fans). `GeometryBatch` is one; tests build others.
protocol CopyGrid {
    /// Points a row.
    var gridWidth: Int { get }
    /// Rows of points.
    var gridHeight: Int { get }
    /// Whether the four corner cells are left out (drawn as fans).
    var gridSkipsCorners: Bool { get }
    /// Where point `k` is drawn, target pixels (finite). O(1).
    func gridPosition(_ k: Int) -> (x: Float, y: Float)
    /// Where point `k` samples the texture, each coordinate 0...1. O(1).
    func gridTextureCoordinate(_ k: Int) -> (u: Float, v: Float)
}

extension CopyGrid {
    /// The whole pixel column SDL's software renderer puts point `k` on (the texel rule). O(1).
    func pixelX(_ k: Int) -> Int32 { CopyPlanner.pixel(gridPosition(k).x) }
    /// The whole pixel row SDL's software renderer puts point `k` on (the texel rule). O(1).
    func pixelY(_ k: Int) -> Int32 { CopyPlanner.pixel(gridPosition(k).y) }
}

/// Plans the scaled copies that draw a projected grid on SDL's software renderer exactly as its
/// triangles would: whether the grid lines up on whole pixels (`alignment(of:)`), its bands or
/// strips (`forEachBand`, `forEachStrip`), each copy cut to what can be drawn (`cut`) and kept
/// scaled (`scaled`, the one-texel change). Pure values and integer arithmetic, no SDL: the tests
/// check it against a port of SDL's triangle filling.
struct CopyPlanner {
    /// How a grid's points line up on whole pixels where SDL's software renderer places them (a
    /// grid not in order both ways, points further right and down along its rows and columns,
    /// lines up neither way).
    struct Alignment: OptionSet {
        let rawValue: Int
        /// Each column of grid points on one pixel column, the columns in order.
        static let columns = Alignment(rawValue: 1)
        /// Each row of grid points on one pixel row, the rows in order.
        static let rows = Alignment(rawValue: 2)
    }

    /// Whether a grid lined up on whole pixels is drawn as copies (true by default); false plans
    /// no copies, every grid then drawn as triangles (tests compare the two).
    var copiesAlignedGrids = true

    /// A planner copying aligned grids, or (`copiesAlignedGrids` false) none.
    init(copiesAlignedGrids: Bool = true) { self.copiesAlignedGrids = copiesAlignedGrids }

    /// Where SDL's software renderer puts a vertex at `v` pixels: truncated toward zero (positions
    /// are finite; a projection keeps them within ±10⁷, clamped to ±10⁹ here). O(1).
    static func pixel(_ v: Float) -> Int32 { Int32(min(max(v, -1e9), 1e9)) }

    /// How `grid` lines up on whole pixels, as far as copies are planned: empty with no grid, or
    /// when `copiesAlignedGrids` is off. O(grid points).
    func alignment(of grid: some CopyGrid) -> Alignment {
        guard copiesAlignedGrids else { return [] }
        return Self.alignment(of: grid)
    }

    /// How `grid` lines up on whole pixels (empty with no grid). O(grid points).
    static func alignment(of grid: some CopyGrid) -> Alignment {
        let (width, height) = (grid.gridWidth, grid.gridHeight)
        guard width > 1, height > 1 else { return [] }
        var aligned: Alignment = [.columns, .rows]
        for j in 0..<height {
            let row = j * width
            for i in 0..<width {
                let k = row + i
                // In order both ways: a column's points down it, a row's along it.
                if i > 0, grid.pixelX(k) < grid.pixelX(k - 1) { return [] }
                if j > 0, grid.pixelY(k) < grid.pixelY(k - width) { return [] }
                if grid.pixelX(k) != grid.pixelX(i) { aligned.remove(.columns) }
                if grid.pixelY(k) != grid.pixelY(row) { aligned.remove(.rows) }
            }
            if aligned.isEmpty { return [] }
        }
        return aligned
    }

    /// Calls `body` with each band of an axis-aligned grid (`alignment(of:)` both): its rows of
    /// cells with the same columns (all of them; without the fans' columns in the first and last
    /// rows of a rounded grid) taken together, at most three, as the texels they sample of a
    /// `width` × `height` texture (rounded to whole texels) and the whole pixels they cover; empty
    /// bands are skipped. The placement is then a scale: a band's texels map evenly onto its pixels.
    /// O(grid rows); allocates nothing.
    static func forEachBand(
        of grid: some CopyGrid, textureWidth width: Int32, height: Int32, _ body: (PixelRect, PixelRect) throws -> Void
    ) rethrows {
        let gridWidth = grid.gridWidth
        let lastX = gridWidth - 1
        let lastY = grid.gridHeight - 1
        guard lastX > 0, lastY > 0 else { return }
        func inset(_ row: Int) -> Int { grid.gridSkipsCorners && (row == 0 || row == lastY - 1) ? 1 : 0 }
        let (w, h) = (Float(width), Float(height))
        var row = 0
        while row < lastY {
            let columns = inset(row)
            var end = row + 1
            while end < lastY, inset(end) == columns { end += 1 }
            defer { row = end }
            let topLeft = row * gridWidth + columns
            let bottomRight = end * gridWidth + lastX - columns
            let (x0, y0) = (grid.pixelX(topLeft), grid.pixelY(topLeft))
            let (x1, y1) = (grid.pixelX(bottomRight), grid.pixelY(bottomRight))
            guard x1 > x0, y1 > y0 else { continue }
            let (a, b) = (grid.gridTextureCoordinate(topLeft), grid.gridTextureCoordinate(bottomRight))
            let u0 = Int32((a.u * w).rounded())
            let v0 = Int32((a.v * h).rounded())
            let source = PixelRect(
                x: u0, y: v0, width: max(Int32((b.u * w).rounded()) - u0, 1), height: max(Int32((b.v * h).rounded()) - v0, 1))
            try body(source, PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
    }

    /// Calls `body` with each strip of a grid lined up one way, `alignment` (its `alignment(of:)`:
    /// `.columns`, strips one or more pixel columns wide; `.rows`, pixel rows high; nothing for
    /// another value), across `bounds` (pixels: the lines outside are not walked), as the texels it
    /// samples of a `width` × `height` texture and the whole pixels it covers. Each cell's column
    /// of pixels is cut into runs covering the same rows; a cell's pixel column samples the texture
    /// by the cell's corners (linearly, as its triangles do), and the cells of one grid column are
    /// taken together when its points' positions follow their texture coordinates evenly (an item
    /// turned about one axis). A strip's texels are rounded to whole ones.
    /// - Complexity: O(grid points + pixels across the grid); allocates nothing.
    static func forEachStrip<Grid: CopyGrid>(
        of grid: Grid, lined alignment: Alignment, within bounds: PixelRect, textureWidth width: Int32, height: Int32,
        _ body: (PixelRect, PixelRect) throws -> Void
    ) rethrows {
        guard alignment == .columns || alignment == .rows, !bounds.isEmpty else { return }
        let lines = StripLines(grid, transposed: alignment == .rows)
        let lastAcross = lines.across - 1
        let lastAlong = lines.along - 1
        guard lastAcross > 0, lastAlong > 0 else { return }
        let texels = lines.transposed ? (across: height, along: width) : (across: width, along: height)
        var merges = true
        for i in 0...lastAcross where !lines.isEven(line: i, from: 0, to: lastAlong) {
            merges = false
            break
        }
        let across = lines.transposed ? bounds.y..<bounds.y &+ bounds.height : bounds.x..<bounds.x &+ bounds.width
        for i in 0..<lastAcross {
            let corner = grid.gridSkipsCorners && (i == 0 || i == lastAcross - 1)
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

    /// A copy of `texels` onto `pixels` cut to `bounds`: the part of `pixels` inside them and the
    /// texels in proportion, rounded to whole ones (at least one), as SDL itself cuts a scaled copy
    /// to its clip; unchanged when wholly inside, nil when nothing of it is. O(1).
    static func cut(_ texels: PixelRect, onto pixels: PixelRect, to bounds: PixelRect) -> (PixelRect, PixelRect)? {
        let shown = pixels.intersection(bounds)
        guard !shown.isEmpty, !texels.isEmpty else { return nil }
        guard shown != pixels else { return (texels, pixels) }
        func part(_ s0: Int32, _ sw: Int32, _ d0: Int32, _ dw: Int32, _ v0: Int32, _ vw: Int32) -> (Int32, Int32) {
            let k = Double(sw) / Double(dw)
            let a = s0 + Int32((Double(v0 - d0) * k).rounded())
            let b = s0 + Int32((Double(v0 + vw - d0) * k).rounded())
            let start = min(a, s0 + sw - 1)
            return (start, max(b - start, 1))
        }
        let (x, w) = part(texels.x, texels.width, pixels.x, pixels.width, shown.x, shown.width)
        let (y, h) = part(texels.y, texels.height, pixels.y, pixels.height, shown.y, shown.height)
        return (PixelRect(x: x, y: y, width: w, height: h), shown)
    }

    /// `texels` changed by one along their longer side (more when the texture, `textureWidth` ×
    /// `height`, has room) when they are exactly the size of `pixels`, so that SDL scales the copy
    /// (the one-texel change): SDL copies a texture one for one unscaled, and a texture switched
    /// between scaled and unscaled copies is mapped anew each time (SDL then allocates). O(1).
    static func scaled(_ texels: PixelRect, onto pixels: PixelRect, textureWidth: Int32, height: Int32) -> PixelRect {
        guard texels.width == pixels.width, texels.height == pixels.height else { return texels }
        var s = texels
        // One texel more along one side where the texture has room, else one fewer.
        func changed(_ start: Int32, _ length: inout Int32, within limit: Int32) -> Bool {
            if start + length < limit {
                length += 1
            } else if length > 1 {
                length -= 1
            } else {
                return false
            }
            return true
        }
        if s.height >= s.width {
            if !changed(s.y, &s.height, within: height) { _ = changed(s.x, &s.width, within: textureWidth) }
        } else {
            if !changed(s.x, &s.width, within: textureWidth) { _ = changed(s.y, &s.height, within: height) }
        }
        return s
    }
}
