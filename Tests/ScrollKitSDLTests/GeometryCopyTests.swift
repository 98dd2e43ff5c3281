import CSDL
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

/// A projected grid drawn as scaled copies (`CopyPlanner`), alone: no SDL drawing.
@Suite struct GeometryCopyTests {
    /// A 100 × 60 rectangle with corners of `radius`, turned about the vertical axis (`turn` > 0:
    /// its right side recedes), seen in perspective from (`centre`, 80): vertical lines stay
    /// vertical. With `transposed`, the same turned about the horizontal axis. With `bowed`, its
    /// rows are also spaced unevenly down it (its cells are then cut into strips one by one).
    /// Samples a 100 × 60 texture.
    static func turnedMesh(
        turn: CGFloat, radius: CGFloat = 10, transposed: Bool = false, bowed: Bool = false, centre: CGFloat = 120
    ) -> GeometryBatch {
        var batch = GeometryBatch()
        let shape = GeometryBatch.Shape(
            rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: radius, columns: 6, rows: bowed ? 4 : 1,
            arcSegments: 4, blitsCells: false)
        let built = batch.build(shape) { p in
            let along = transposed ? p.y - 30 : p.x - 50
            var across = transposed ? p.x - 50 : p.y - 30
            if bowed { across += 0.006 * across * across }
            let scale = 1 / (1 + turn * along)
            let (x, y) = transposed ? (across * scale, along * scale) : (along * scale, across * scale)
            return GeometryBatch.Placed(position: CGPoint(x: centre + x, y: 80 + y), uv: CGPoint(x: p.x / 100, y: p.y / 60))
        }
        #expect(built)
        return batch
    }

    /// The pixels a grid cell's two triangles fill (top-left, top-right, bottom-left; top-right,
    /// bottom-right, bottom-left), by SDL's rule (`SDL_triangle.c`): the vertices where SDL places
    /// them (truncated), every pixel whose centre gives each edge function a positive value, or
    /// zero for an edge its top-left rule takes. Worked out triangle by triangle, pixel by pixel.
    static func cellPixels(_ batch: some CopyGrid) -> Set<[Int32]> {
        var pixels = Set<[Int32]>()
        let w = batch.gridWidth
        let lastX = w - 1
        let lastY = batch.gridHeight - 1
        // Twice the pixel coordinates: centres are whole.
        func point(_ k: Int) -> (x: Int, y: Int) { (2 * Int(batch.pixelX(k)), 2 * Int(batch.pixelY(k))) }
        func cross(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ c: (x: Int, y: Int)) -> Int {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        func isTopLeft(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> Bool { // clockwise triangles
            (a.y == b.y && a.x < b.x) || b.y < a.y
        }
        func fill(_ t: [(x: Int, y: Int)]) {
            guard cross(t[0], t[1], t[2]) > 0 else { return } // clockwise on screen, or flat
            let xs = t.map(\.x)
            let ys = t.map(\.y)
            for y in ys.min()! / 2 - 1...ys.max()! / 2 + 1 {
                for x in xs.min()! / 2 - 1...xs.max()! / 2 + 1 {
                    let c = (x: 2 * x + 1, y: 2 * y + 1)
                    let inside = (0..<3).allSatisfy { e in
                        let (a, b) = (t[e], t[(e + 1) % 3])
                        let value = cross(a, b, c)
                        return value > 0 || (value == 0 && isTopLeft(a, b))
                    }
                    if inside { pixels.insert([Int32(x), Int32(y)]) }
                }
            }
        }
        for j in 0..<lastY {
            for i in 0..<lastX {
                if batch.gridSkipsCorners, i == 0 || i == lastX - 1, j == 0 || j == lastY - 1 { continue }
                let (tl, tr) = (point(j * w + i), point(j * w + i + 1))
                let (bl, br) = (point((j + 1) * w + i), point((j + 1) * w + i + 1))
                fill([tl, tr, bl])
                fill([tr, br, bl])
            }
        }
        return pixels
    }

    /// Every pixel of `rects`, failing on a pixel covered twice.
    static func pixels(of rects: [PixelRect]) -> Set<[Int32]> {
        var pixels = Set<[Int32]>()
        for r in rects {
            for y in r.y..<r.y + r.height {
                for x in r.x..<r.x + r.width {
                    let (inserted, _) = pixels.insert([x, y])
                    #expect(inserted, "pixel \(x),\(y) is copied twice")
                }
            }
        }
        return pixels
    }

    @Test("a grid lines up both ways facing the viewer, one way turned about an axis, neither way rotated or mirrored")
    func alignment() {
        var batch = GeometryBatch()
        let shape = GeometryBatch.Shape(rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: 8, columns: 3, rows: 2)
        _ = batch.build(shape) { GeometryBatch.Placed(position: CGPoint(x: 10 + 1.5 * $0.x, y: 5 + 1.5 * $0.y), uv: .zero) }
        #expect(CopyPlanner.alignment(of: batch) == [.columns, .rows])
        #expect(CopyPlanner.alignment(of: Self.turnedMesh(turn: 0.004)) == .columns)
        #expect(CopyPlanner.alignment(of: Self.turnedMesh(turn: 0.004, transposed: true)) == .rows)
        _ = batch.build(shape) { p in
            GeometryBatch.Placed(position: CGPoint(x: 50 + 0.94 * p.x - 0.34 * p.y, y: 50 + 0.34 * p.x + 0.94 * p.y), uv: .zero)
        }
        #expect(CopyPlanner.alignment(of: batch).isEmpty, "rotated in the plane (the wheel)")
        _ = batch.build(shape) { GeometryBatch.Placed(position: CGPoint(x: 200 - $0.x, y: $0.y), uv: .zero) }
        #expect(CopyPlanner.alignment(of: batch).isEmpty, "mirrored")
    }

    @Test("a facing grid's bands: the rounded rectangle less its corner squares, texels in proportion")
    func bands() {
        var batch = GeometryBatch()
        let shape = GeometryBatch.Shape(rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, columns: 3, rows: 2)
        _ = batch.build(shape) { p in
            GeometryBatch.Placed(position: CGPoint(x: 20 + 2 * p.x, y: 10 + 2 * p.y), uv: CGPoint(x: p.x / 100, y: p.y / 60))
        }
        var sources: [PixelRect] = []
        var destinations: [PixelRect] = []
        CopyPlanner.forEachBand(of: batch, textureWidth: 100, height: 60) {
            sources.append($0)
            destinations.append($1)
        }
        #expect(destinations.count == 3, "top, middle and bottom bands")
        #expect(Self.pixels(of: destinations) == Self.cellPixels(batch))
        for (s, d) in zip(sources, destinations) {
            #expect(
                d.width == 2 * s.width && d.height == 2 * s.height && d.x == 20 + 2 * s.x && d.y == 10 + 2 * s.y, "\(s) onto \(d)"
            )
        }
    }

    /// Every mesh the strip tests cut: turned both ways and about both axes, rounded and square,
    /// evenly and unevenly spaced down the strips, and reaching past the window's top-left.
    static let stripMeshes: [(String, GeometryBatch)] = [false, true].flatMap { transposed in
        [
            (0.002, 10.0, false, 120.0), (0.006, 10, false, 120), (-0.006, 0, false, 120), (0.009, 20, false, 120),
            (0.004, 10, true, 120), (-0.005, 10, false, 10),
        ].map { turn, radius, bowed, centre in
            (
                "turn \(turn), radius \(radius)\(bowed ? ", bowed" : "")\(centre < 50 ? ", past the edge" : "")"
                    + "\(transposed ? ", transposed" : "")",
                turnedMesh(turn: turn, radius: radius, transposed: transposed, bowed: bowed, centre: centre)
            )
        }
    }

    static let everywhere = PixelRect(x: -1000, y: -1000, width: 3000, height: 3000)

    @Test("strips cover exactly the pixels SDL's triangles fill, once each, and sample texels where the cells map them")
    func stripsCoverTheCells() {
        for (label, batch) in Self.stripMeshes {
            let alignment = CopyPlanner.alignment(of: batch)
            #expect(alignment == .columns || alignment == .rows, "\(label)")
            let transposed = alignment == .rows
            var sources: [PixelRect] = []
            var destinations: [PixelRect] = []
            CopyPlanner.forEachStrip(of: batch, lined: alignment, within: Self.everywhere, textureWidth: 100, height: 60) {
                sources.append($0)
                destinations.append($1)
            }
            #expect(Self.pixels(of: destinations) == Self.cellPixels(batch), "\(label)")
            #expect(destinations.allSatisfy { !$0.isEmpty })
            #expect(
                sources.allSatisfy { $0.x >= 0 && $0.y >= 0 && !$0.isEmpty && $0.x + $0.width <= 100 && $0.y + $0.height <= 60 },
                "\(label): texels inside the texture")
            // Fewer strips than pixel lines across (runs of lines are merged), and than lines times
            // rows of cells where those are cut one by one (bowed).
            let lines = Set(destinations.flatMap { d in transposed ? Array(d.y..<d.y + d.height) : Array(d.x..<d.x + d.width) })
            let cellRows = label.contains("bowed") ? (transposed ? batch.gridWidth : batch.gridHeight) - 1 : 1
            #expect(
                destinations.count < lines.count * cellRows, "\(label): \(destinations.count) strips for \(lines.count) lines")
            // Texels across follow the placement: a strip's middle line samples within a texel of the
            // texture coordinate its x has on the grid (linear within a cell).
            for (s, d) in zip(sources, destinations) {
                let middle = transposed ? CGFloat(d.y) + CGFloat(d.height) / 2 : CGFloat(d.x) + CGFloat(d.width) / 2
                let sampled = transposed ? CGFloat(s.y) + CGFloat(s.height) / 2 : CGFloat(s.x) + CGFloat(s.width) / 2
                let expected = Self.texelAcross(batch, at: middle, transposed: transposed)
                #expect(abs(sampled - expected) <= 1.5, "\(label): strip \(d) samples \(sampled), not \(expected)")
            }
        }
    }

    @Test("strips within bounds: the same pixels as all of them, cut to the bounds across, none walked outside")
    func stripsWithinBounds() {
        for (label, batch) in Self.stripMeshes {
            let alignment = CopyPlanner.alignment(of: batch)
            let transposed = alignment == .rows
            var all: [PixelRect] = []
            CopyPlanner.forEachStrip(of: batch, lined: alignment, within: Self.everywhere, textureWidth: 100, height: 60) {
                all.append($1)
            }
            let bounds = PixelRect(x: 95, y: 60, width: 40, height: 30)
            var cut: [PixelRect] = []
            CopyPlanner.forEachStrip(of: batch, lined: alignment, within: bounds, textureWidth: 100, height: 60) {
                cut.append($1)
            }
            let inside = Self.pixels(of: all).filter { p in
                transposed
                    ? p[1] >= bounds.y && p[1] < bounds.y + bounds.height : p[0] >= bounds.x && p[0] < bounds.x + bounds.width
            }
            #expect(Self.pixels(of: cut) == inside, "\(label)")
        }
    }

    /// The texel column (row, transposed) the grid's first row of points maps pixel position `p`
    /// across to, interpolating between the grid points around it.
    static func texelAcross(_ batch: GeometryBatch, at p: CGFloat, transposed: Bool) -> CGFloat {
        let count = transposed ? batch.gridHeight : batch.gridWidth
        func index(_ i: Int) -> Int { transposed ? i * batch.gridWidth : i }
        func position(_ i: Int) -> CGFloat { CGFloat(transposed ? batch.pixelY(index(i)) : batch.pixelX(index(i))) }
        func texel(_ i: Int) -> CGFloat {
            let uv = batch.vertices[index(i)].tex_coord
            return transposed ? CGFloat(uv.y) * 60 : CGFloat(uv.x) * 100
        }
        for i in 0..<count - 1 where position(i) <= p && p <= position(i + 1) && position(i + 1) > position(i) {
            return texel(i) + (p - position(i)) / (position(i + 1) - position(i)) * (texel(i + 1) - texel(i))
        }
        return .nan
    }

    @Test("a copy cut to bounds keeps the texels of the part shown; one for one, it is made to scale")
    @MainActor func cutAndScaled() throws {
        let texels = PixelRect(x: 10, y: 0, width: 50, height: 40)
        let pixels = PixelRect(x: -50, y: 20, width: 100, height: 80)
        let inside = try #require(CopyPlanner.cut(texels, onto: pixels, to: PixelRect(x: -100, y: 0, width: 400, height: 400)))
        #expect(inside == (texels, pixels))
        let (s, d) = try #require(CopyPlanner.cut(texels, onto: pixels, to: PixelRect(x: 0, y: 0, width: 30, height: 60)))
        #expect(d == PixelRect(x: 0, y: 20, width: 30, height: 40))
        #expect(s == PixelRect(x: 35, y: 0, width: 15, height: 20), "texels 25..<40 of 50 across, 0..<20 of 40 down")
        #expect(CopyPlanner.cut(texels, onto: pixels, to: PixelRect(x: 60, y: 0, width: 30, height: 60)) == nil)
        let square = PixelRect(x: 0, y: 0, width: 20, height: 30)
        let same = PixelRect(x: 5, y: 5, width: 20, height: 30)
        #expect(CopyPlanner.scaled(square, onto: same, textureWidth: 100, height: 100).height == 31)
        #expect(CopyPlanner.scaled(square, onto: same, textureWidth: 100, height: 30).height == 29)
        #expect(
            CopyPlanner.scaled(square, onto: PixelRect(x: 5, y: 5, width: 21, height: 30), textureWidth: 100, height: 100)
                == square)
    }
}

extension SDLTests {
    /// Projected groups drawn as copies on the software renderer look as their triangles do.
    @Suite @MainActor struct GeometryCopies {
        typealias Groups = GeometryGroups

        /// `group` over `content` drawn as copies and as triangles (two frames each: the second
        /// draws the kept bitmap).
        static func bothWays(_ group: RasterGroup, _ content: [DisplayCommand], opacity: Double = 1) throws -> (
            copies: PixelBuffer, triangles: PixelBuffer
        ) {
            let list = [.pushAlpha(opacity)] + Groups.grouped(group, content) + [.popAlpha]
            func draw(copies: Bool) throws -> PixelBuffer {
                let h = try Headless(width: 240, height: 140)
                h.renderer.compositor.geometry.planner = CopyPlanner(copiesAlignedGrids: copies)
                _ = try h.draw(list, background: Groups.backdrop)
                return try h.draw(list, background: Groups.backdrop)
            }
            return (try draw(copies: true), try draw(copies: false))
        }

        static func projected(_ transform: Transform3D, radius: CGFloat) -> RasterGroup {
            let projection = Projection3D(
                center: CGPoint(x: Groups.rect.midX, y: Groups.rect.midY), transform: transform)
            return RasterGroup(
                Groups.rect, drawnIn: projection.boundingBox(size: Groups.rect.size) ?? Groups.rect, cornerRadius: radius,
                projection: projection)
        }

        @Test(
            "copies fill exactly the pixels the triangles fill, plain, faded and dimmed: no seam, nothing blended twice",
            arguments: [0.0, 10, 35, 60, -25])
        func copiesCoverWhatTrianglesCover(degrees: CGFloat) throws {
            let white = Color(red: 1, green: 1, blue: 1)
            for axis in [(0.0, 1.0), (1.0, 0.0)] {
                for (opacity, dimming) in [(1.0, Color.clear), (0.6, Color.black.withAlpha(0.3))] {
                    let transform = Transform3D.perspective(eyeDistance: 500).rotated(
                        angle: degrees * .pi / 180, x: axis.0, y: axis.1, z: 0)
                    let projection = Projection3D(
                        center: CGPoint(x: Groups.rect.midX, y: Groups.rect.midY), transform: transform)
                    let group = RasterGroup(
                        Groups.rect, drawnIn: projection.boundingBox(size: Groups.rect.size) ?? Groups.rect, dimming: dimming,
                        cornerRadius: 16, projection: projection)
                    let (copies, triangles) = try Self.bothWays(group, [.fill(Groups.rect, white)], opacity: opacity)
                    var differing: [String] = []
                    var covered = 0
                    for y in 0..<140 {
                        for x in 0..<240 {
                            let (c, t) = (copies.pixel(x: x, y: y), triangles.pixel(x: x, y: y))
                            if t != Groups.backdropPixel { covered += 1 }
                            // One level for blending's rounding, which SDL does its own way in each.
                            if c.distance(to: t) > 1 { differing.append("\(x),\(y): \(c) against \(t)") }
                        }
                    }
                    #expect(covered > 8000, "\(degrees)° about \(axis)")
                    #expect(
                        differing.isEmpty,
                        "\(degrees)° about \(axis), opacity \(opacity): \(differing.count) pixels: \(differing.prefix(6))")
                }
            }
        }

        /// For every pixel, the checkerboard colours the exact projection of `group` puts within a
        /// pixel of it (local points 0.25 pt apart, projected).
        static func idealColours(_ group: RasterGroup) throws -> [[Set<Bool>]] {
            let projection = try #require(group.projection)
            var near = Array(repeating: Array(repeating: Set<Bool>(), count: 240), count: 140)
            let rect = Groups.rect
            for ly in stride(from: rect.minY + 0.125, to: rect.maxY, by: 0.25) {
                for lx in stride(from: rect.minX + 0.125, to: rect.maxX, by: 0.25) {
                    guard let p = projection.project(CGPoint(x: lx - rect.midX, y: ly - rect.midY)) else { continue }
                    let red = Groups.checker(lx, ly) == .redPixel
                    let (px, py) = (Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
                    for y in py - 1...py + 1 where y >= 0 && y < 140 {
                        for x in px - 1...px + 1 where x >= 0 && x < 240 { near[y][x].insert(red) }
                    }
                }
            }
            return near
        }

        @Test(
            "copied content lands within a pixel of where the projection puts it, as closely as the triangles', opaque and faded",
            arguments: [(0.0, 1.0), (35, 1), (35, 0.6), (-50, 1), (20, 0.5)])
        func copiedContentLandsWhereProjected(degrees: CGFloat, opacity: Double) throws {
            let group = Self.projected(Groups.turned(degrees), radius: 12)
            let (copies, triangles) = try Self.bothWays(group, Groups.checkerboard, opacity: opacity)
            let near = try Self.idealColours(group)
            func blended(_ c: RGBA8) -> RGBA8 {
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * opacity + Double(b) * (1 - opacity)).rounded()) }
                let d = Groups.backdropPixel
                return RGBA8(red: mix(c.red, d.red), green: mix(c.green, d.green), blue: mix(c.blue, d.blue))
            }
            let (red, blue) = (blended(.redPixel), blended(.bluePixel))
            var misplaced: [String: [String]] = [:]
            for (name, pixels) in [("copies", copies), ("triangles", triangles)] {
                misplaced[name] = []
                var checked = 0
                for y in 0..<140 {
                    for x in 0..<240 {
                        let p = pixels.pixel(x: x, y: y)
                        // The checkerboard's pixels (not the backdrop, not a corner's blended edge).
                        let isRed = p.distance(to: red) <= 3
                        guard isRed || p.distance(to: blue) <= 3 else { continue }
                        checked += 1
                        if !near[y][x].contains(isRed) { misplaced[name, default: []].append("\(x),\(y)") }
                    }
                }
                #expect(checked > 5000, "\(name) at \(degrees)°")
            }
            // SDL's own triangles stray by more than a pixel here and there (it truncates texture
            // coordinates at the vertices, and shortens each triangle's texels by one); the copies
            // round theirs to whole texels: no more strays than the triangles, give or take four.
            let (strays, reference) = (misplaced["copies"] ?? [], misplaced["triangles"] ?? [])
            #expect(
                strays.count <= reference.count + 4, "at \(degrees)°: \(strays.prefix(10)), triangles \(reference.prefix(10))")
            #expect(strays.count < 20, "at \(degrees)°: \(strays.count) pixels more than a pixel off")
            // Nearest sampling either way: the two differ only along the checkerboard's edges.
            var differing = 0
            for y in 0..<140 {
                for x in 0..<240 where copies.pixel(x: x, y: y).distance(to: triangles.pixel(x: x, y: y)) > 8 { differing += 1 }
            }
            #expect(differing < 240 * 140 / 10, "\(differing) pixels differ at \(degrees)°")
        }
    }
}
