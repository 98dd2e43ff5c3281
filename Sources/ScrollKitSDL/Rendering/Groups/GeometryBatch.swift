internal import CSDL
import Foundation

/// The triangles of one rounded rectangle for `SDL_RenderGeometry`: a grid of quads over its
/// straight parts, a fan in each rounded corner, and, when feathered, a ring one feather wide
/// around it whose outer vertices have no coverage (alpha 0), so the edge is anti-aliased on any
/// backdrop (SDL fills triangles without anti-aliasing; a vertex colour modulates the texture).
///
/// The shape is laid out in *local* units (a group's bitmap pixels, or its points before a
/// projection) and each vertex is placed by a closure giving where it is drawn (target pixels)
/// and where it samples the texture (0...1), so one mesh serves a mask (an affine placement) and a
/// projection (a perspective one, the straight parts cut into `columns` × `rows` cells so the
/// texture does not bend at the quads' diagonals: SDL interpolates affinely per triangle).
///
/// The grid's columns are `minX, minX + r, …, maxX − r, maxX` (r the radius; without one, the
/// corners are grid points): the four corner cells are the fans, every other cell two triangles
/// sharing its top-left and bottom-right corners, which SDL's software renderer recognises as an
/// axis-aligned rectangle and copies as one blit when the placement keeps it one.
///
/// Its storage (vertices, indices, the scratch of a build) is kept from build to build: building
/// and drawing a shape no larger than one drawn before allocates nothing.
struct GeometryBatch {
    /// A mesh point placed: where it is drawn, in target pixels, and where it samples the texture
    /// (each coordinate 0...1; SDL refuses others).
    struct Placed {
        var position: CGPoint
        var uv: CGPoint
    }

    /// What to build, in local units.
    struct Shape {
        /// The rectangle.
        var rect: CGRect
        /// Its corner radius (clamped to half the shorter side; 0 for square corners).
        var radius: CGFloat
        /// How many columns and rows the straight middle parts are cut into (at least 1, at most
        /// `maxCells`).
        var columns = 1
        var rows = 1
        /// How many triangles each rounded corner's fan has (at least 1, at most `maxArcSegments`).
        var arcSegments = 1
        /// Half the width of the anti-aliasing ramp: the shape filled with full coverage is `rect`
        /// inset by it, and the ring reaches as far outside `rect` (0: no ring, hard edges).
        var feather: CGFloat = 0
        /// Whether a grid cell placed axis-aligned is split along its top-left to bottom-right diagonal
        /// (the default), which SDL's software renderer copies as one blit. A projection splits such a
        /// cell along the other diagonal instead, so it is filled as triangles by the same rule as the
        /// corner fans beside it: a scaled cell's blit rounds its edges differently, and the backdrop
        /// showed through a one-pixel seam between them (rotary's side items, which face the viewer).
        var blitsCells = true
    }

    /// The most columns or rows a shape is cut into.
    static let maxCells = 16
    /// The most triangles in one corner's fan.
    static let maxArcSegments = 16

    /// The vertices built (positions in target pixels, colours by `paint`).
    private(set) var vertices: [SDL_Vertex] = []
    /// Three indices into `vertices` a triangle: the grid's cells first, then the corners' fans,
    /// then the feather ring.
    private(set) var indices: [Int32] = []
    /// Where the grid's cells end and the corners' fans start in `indices`, and where the fans end.
    private(set) var gridEnd = 0
    private(set) var fansEnd = 0
    /// The grid's vertices: `gridWidth` a row, `gridHeight` rows, the first vertices, row by row.
    /// With rounded corners its four corner cells are the fans' (not grid cells).
    private(set) var gridWidth = 0
    private(set) var gridHeight = 0
    private(set) var gridSkipsCorners = false
    /// Each vertex's coverage: 255 inside, 0 on the feather's outer ring.
    private var coverage: [UInt8] = []
    /// Each vertex's local position.
    private var locals: [CGPoint] = []
    /// The grid's column and row edges, local units.
    private var xs: [CGFloat] = []
    private var ys: [CGFloat] = []
    /// The shape's boundary, clockwise on screen: a vertex and its outward offset direction (unit
    /// on an arc; (±1, ±1) at a square corner, so both edges move by the feather).
    private var outline: [Int32] = []
    private var outlineNormals: [CGPoint] = []

    /// An empty batch.
    init() {}

    /// How many triangles a quarter circle of `radius` pixels needs for its chords to stay within
    /// a fifth of a pixel of the arc: 1 for a radius under a pixel, at most `maxArcSegments`. O(1).
    static func arcSegments(radiusPixels radius: CGFloat) -> Int {
        guard radius > 1, radius.isFinite else { return 1 }
        let step = 2 * acos(1 - 0.2 / radius) // the angle of a chord 0.2 px from its arc at its middle
        return min(max(Int((CGFloat.pi / 2 / step).rounded(.up)), 1), maxArcSegments)
    }

    /// Replaces the batch with `shape`, each local point placed by `place`. Returns false (the
    /// batch then empty) when the shape is empty or `place` refuses a point (behind the eye).
    /// - Complexity: O(columns × rows + arcSegments), no allocation once the storage has grown.
    mutating func build(_ shape: Shape, place: (CGPoint) -> Placed?) -> Bool {
        clear()
        let h = max(0, shape.feather.isFinite ? shape.feather : 0)
        guard shape.rect.width > 2 * h, shape.rect.height > 2 * h, shape.rect.width.isFinite, shape.rect.height.isFinite
        else { return false }
        let rect = shape.rect.insetBy(dx: h, dy: h)
        let radius = min(max(0, shape.radius - h), rect.width / 2, rect.height / 2)
        let rounded = radius >= 0.01
        let columns = min(max(shape.columns, 1), Self.maxCells)
        let rows = min(max(shape.rows, 1), Self.maxCells)
        let arcs = min(max(shape.arcSegments, 1), Self.maxArcSegments)
        Self.edges(&xs, from: rect.minX, to: rect.maxX, inset: rounded ? radius : 0, cells: columns)
        Self.edges(&ys, from: rect.minY, to: rect.maxY, inset: rounded ? radius : 0, cells: rows)
        let width = xs.count
        let height = ys.count
        (gridWidth, gridHeight, gridSkipsCorners) = (width, height, rounded)
        for y in ys {
            for x in xs { guard add(CGPoint(x: x, y: y), coverage: 255, place) else { return failed() } }
        }
        func g(_ i: Int, _ j: Int) -> Int32 { Int32(j * width + i) }
        let lastX = width - 1
        let lastY = height - 1
        for j in 0..<lastY {
            for i in 0..<lastX {
                if rounded, i == 0 || i == lastX - 1, j == 0 || j == lastY - 1 { continue }
                if shape.blitsCells || !isAxisAligned(g(i, j), g(i + 1, j), g(i, j + 1), g(i + 1, j + 1)) {
                    // Top-left, top-right, bottom-right; top-left, bottom-right, bottom-left.
                    indices.append(g(i, j))
                    indices.append(g(i + 1, j))
                    indices.append(g(i + 1, j + 1))
                    indices.append(g(i, j))
                    indices.append(g(i + 1, j + 1))
                    indices.append(g(i, j + 1))
                } else {
                    // Top-left, top-right, bottom-left; top-right, bottom-right, bottom-left.
                    indices.append(g(i, j))
                    indices.append(g(i + 1, j))
                    indices.append(g(i, j + 1))
                    indices.append(g(i + 1, j))
                    indices.append(g(i + 1, j + 1))
                    indices.append(g(i, j + 1))
                }
            }
        }
        gridEnd = indices.count
        // The boundary clockwise from the top-left corner, with the fans of rounded corners.
        let pi = CGFloat.pi
        if rounded {
            guard
                corner(centre: g(1, 1), from: g(0, 1), to: g(1, 0), angle: pi, radius: radius, segments: arcs, place)
            else { return failed() }
        } else {
            appendOutline(g(0, 0), CGPoint(x: -1, y: -1))
        }
        let inner = rounded ? 1 : 0
        for i in stride(from: inner + 1, to: lastX - inner, by: 1) { appendOutline(g(i, 0), CGPoint(x: 0, y: -1)) }
        if rounded {
            guard
                corner(
                    centre: g(lastX - 1, 1), from: g(lastX - 1, 0), to: g(lastX, 1), angle: 1.5 * pi, radius: radius,
                    segments: arcs, place)
            else { return failed() }
        } else {
            appendOutline(g(lastX, 0), CGPoint(x: 1, y: -1))
        }
        for j in stride(from: inner + 1, to: lastY - inner, by: 1) { appendOutline(g(lastX, j), CGPoint(x: 1, y: 0)) }
        if rounded {
            guard
                corner(
                    centre: g(lastX - 1, lastY - 1), from: g(lastX, lastY - 1), to: g(lastX - 1, lastY), angle: 0,
                    radius: radius, segments: arcs, place)
            else { return failed() }
        } else {
            appendOutline(g(lastX, lastY), CGPoint(x: 1, y: 1))
        }
        for i in stride(from: lastX - inner - 1, to: inner, by: -1) { appendOutline(g(i, lastY), CGPoint(x: 0, y: 1)) }
        if rounded {
            guard
                corner(
                    centre: g(1, lastY - 1), from: g(1, lastY), to: g(0, lastY - 1), angle: 0.5 * pi, radius: radius,
                    segments: arcs, place)
            else { return failed() }
        } else {
            appendOutline(g(0, lastY), CGPoint(x: -1, y: 1))
        }
        for j in stride(from: lastY - inner - 1, to: inner, by: -1) { appendOutline(g(0, j), CGPoint(x: -1, y: 0)) }
        fansEnd = indices.count
        if h > 0 {
            guard feather(by: 2 * h, place) else { return failed() }
        }
        return true
    }

    /// Whether the cell with these corner vertices is placed as an axis-aligned rectangle. O(1).
    private func isAxisAligned(_ tl: Int32, _ tr: Int32, _ bl: Int32, _ br: Int32) -> Bool {
        let (a, b, c, d) = (position(Int(tl)), position(Int(tr)), position(Int(bl)), position(Int(br)))
        return a.y == b.y && c.y == d.y && a.x == c.x && b.x == d.x
    }

    /// Sets every vertex's colour to `color`, its alpha times the vertex's coverage. O(vertices).
    mutating func paint(_ color: SDL_Color) {
        for k in vertices.indices {
            let a = UInt8((UInt32(color.a) * UInt32(coverage[k]) + 127) / 255)
            vertices[k].color = SDL_Color(r: color.r, g: color.g, b: color.b, a: a)
        }
    }

    /// Makes every vertex sample one point of the texture (its middle): a plain colour from a
    /// white texture, by `paint`'s colour. O(vertices).
    mutating func sampleMiddle() {
        for k in vertices.indices { vertices[k].tex_coord = SDL_FPoint(x: 0.5, y: 0.5) }
    }

    /// Makes the vertices of the corners' fans sample `corners` instead of the texture they were
    /// built for, `width` × `height` pixels: its four corner squares of `side` pixels, each in its
    /// corner of a square twice that side (`SDLTexture.corners`). The fans must lie within those
    /// squares. Shared vertices change too: draw the grid first. O(fans).
    mutating func sampleCorners(side: Int32, width: Int32, height: Int32) {
        let c = Float(side)
        let (w, h) = (Float(width), Float(height))
        func moved(_ pixel: Float, _ extent: Float) -> Float { pixel < extent / 2 ? pixel : pixel - (extent - 2 * c) }
        func remap(_ index: Int32) {
            let uv = vertices[Int(index)].tex_coord
            vertices[Int(index)].tex_coord = SDL_FPoint(
                x: min(max(moved(uv.x * w, w) / (2 * c), 0), 1), y: min(max(moved(uv.y * h, h) / (2 * c), 0), 1))
        }
        // A fan is (centre, previous, next) triangles around one centre: each vertex remapped once.
        var t = gridEnd
        var centre: Int32 = -1
        while t + 2 < fansEnd {
            if indices[t] != centre {
                centre = indices[t]
                remap(centre)
                remap(indices[t + 1])
            }
            remap(indices[t + 2])
            t += 3
        }
    }

    /// Draws the triangles with `texture` on `renderer` (its clip and viewport in force): all of
    /// them, or those of `part` (a range of `indices`: `0..<gridEnd`, `gridEnd..<fansEnd`).
    /// - Throws: `SDLError` when SDL refuses them.
    func draw(on renderer: OpaquePointer, texture: OpaquePointer, part: Range<Int>? = nil) throws {
        let range = part ?? 0..<indices.count
        guard !range.isEmpty else { return }
        let result = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(
                    renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress.map { $0 + range.lowerBound },
                    Int32(range.count))
            }
        }
        guard result == 0 else { throw SDLError("draw \(range.count / 3) triangles") }
    }

    /// How many triangles are built.
    var triangleCount: Int { indices.count / 3 }

    /// The part of `indices` after the grid's cells: the corners' fans and the feather ring.
    var aroundGrid: Range<Int> { gridEnd..<indices.count }

    /// The whole pixels the built triangles can touch (from the least coordinates rounded down to
    /// past the largest), target pixels; nil when nothing is built. O(vertices).
    var pixelBounds: PixelRect? {
        guard let first = vertices.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.position.x, first.position.y, first.position.x, first.position.y)
        for vertex in vertices {
            minX = min(minX, vertex.position.x)
            minY = min(minY, vertex.position.y)
            maxX = max(maxX, vertex.position.x)
            maxY = max(maxY, vertex.position.y)
        }
        let x = Int32(minX.rounded(.down))
        let y = Int32(minY.rounded(.down))
        return PixelRect(x: x, y: y, width: Int32(maxX.rounded(.up)) - x + 1, height: Int32(maxY.rounded(.up)) - y + 1)
    }

    /// A hash of the mesh as placed relative to `origin` (target pixels): its positions, texture
    /// coordinates and coverage. Two meshes with the same hash are drawn alike, each at its place.
    /// O(vertices + triangles); allocates nothing.
    func hash(relativeTo origin: PixelRect, into hasher: inout Hasher) {
        let ox = Float(origin.x)
        let oy = Float(origin.y)
        for k in vertices.indices {
            let vertex = vertices[k]
            hasher.combine((vertex.position.x - ox).bitPattern)
            hasher.combine((vertex.position.y - oy).bitPattern)
            hasher.combine(vertex.tex_coord.x.bitPattern)
            hasher.combine(vertex.tex_coord.y.bitPattern)
            hasher.combine(coverage[k])
        }
        for index in indices { hasher.combine(index) }
    }

    /// Moves every vertex by (`dx`, `dy`) target pixels. O(vertices).
    mutating func translate(dx: Int32, dy: Int32) {
        for k in vertices.indices {
            vertices[k].position.x += Float(dx)
            vertices[k].position.y += Float(dy)
        }
    }

    /// Where vertex `k` is drawn, in target pixels.
    func position(_ k: Int) -> CGPoint {
        CGPoint(x: CGFloat(vertices[k].position.x), y: CGFloat(vertices[k].position.y))
    }

    /// Vertex `k`'s coverage (255 inside, 0 on the feather's outer ring).
    func coverage(_ k: Int) -> UInt8 { coverage[k] }

    // MARK: Building

    private mutating func clear() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        coverage.removeAll(keepingCapacity: true)
        locals.removeAll(keepingCapacity: true)
        outline.removeAll(keepingCapacity: true)
        outlineNormals.removeAll(keepingCapacity: true)
        (gridWidth, gridHeight, gridSkipsCorners) = (0, 0, false)
    }

    private mutating func failed() -> Bool {
        clear()
        return false
    }

    /// Fills `edges` with `from`, `from + inset` (if any), the middle cut into `cells`, `to − inset`
    /// (if any) and `to`.
    private static func edges(_ edges: inout [CGFloat], from: CGFloat, to: CGFloat, inset: CGFloat, cells: Int) {
        edges.removeAll(keepingCapacity: true)
        let a = from + inset
        let b = to - inset
        if inset > 0 { edges.append(from) }
        for k in 0...cells { edges.append(k == cells ? b : a + (b - a) * CGFloat(k) / CGFloat(cells)) }
        if inset > 0 { edges.append(to) }
    }

    private mutating func add(_ local: CGPoint, coverage c: UInt8, _ place: (CGPoint) -> Placed?) -> Bool {
        guard let placed = place(local), placed.position.x.isFinite, placed.position.y.isFinite else { return false }
        func unit(_ v: CGFloat) -> Float { Float(v.isFinite ? min(max(v, 0), 1) : 0) }
        vertices.append(
            SDL_Vertex(
                position: SDL_FPoint(x: Float(placed.position.x), y: Float(placed.position.y)),
                color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                tex_coord: SDL_FPoint(x: unit(placed.uv.x), y: unit(placed.uv.y))))
        coverage.append(c)
        locals.append(local)
        return true
    }

    private mutating func appendOutline(_ index: Int32, _ normal: CGPoint) {
        outline.append(index)
        outlineNormals.append(normal)
    }

    /// The fan of a rounded corner centred on vertex `centre`, from vertex `start` (at `angle`
    /// radians, y down) a quarter turn clockwise to vertex `end`; its boundary goes into `outline`.
    private mutating func corner(
        centre: Int32, from start: Int32, to end: Int32, angle: CGFloat, radius: CGFloat, segments: Int,
        _ place: (CGPoint) -> Placed?
    ) -> Bool {
        let c = locals[Int(centre)]
        appendOutline(start, CGPoint(x: cos(angle), y: sin(angle)))
        var previous = start
        for s in 1...segments {
            let theta = angle + CGFloat.pi / 2 * CGFloat(s) / CGFloat(segments)
            let direction = CGPoint(x: cos(theta), y: sin(theta))
            let next: Int32
            if s == segments {
                next = end
            } else {
                next = Int32(vertices.count)
                guard add(CGPoint(x: c.x + radius * direction.x, y: c.y + radius * direction.y), coverage: 255, place)
                else { return false }
            }
            indices.append(centre)
            indices.append(previous)
            indices.append(next)
            appendOutline(next, direction)
            previous = next
        }
        return true
    }

    /// The ring `width` wide outside the outline, its outer vertices without coverage.
    private mutating func feather(by width: CGFloat, _ place: (CGPoint) -> Placed?) -> Bool {
        let count = outline.count
        guard count > 1 else { return true }
        let base = Int32(vertices.count)
        for e in 0..<count {
            let p = locals[Int(outline[e])]
            let n = outlineNormals[e]
            guard add(CGPoint(x: p.x + n.x * width, y: p.y + n.y * width), coverage: 0, place) else { return false }
        }
        for e in 0..<count {
            let f = (e + 1) % count
            let innerA = outline[e]
            let innerB = outline[f]
            // Consecutive arc ends share a vertex with the next edge's start: nothing between them.
            guard innerA != innerB else { continue }
            indices.append(innerA)
            indices.append(base + Int32(e))
            indices.append(base + Int32(f))
            indices.append(innerA)
            indices.append(base + Int32(f))
            indices.append(innerB)
        }
        return true
    }
}
