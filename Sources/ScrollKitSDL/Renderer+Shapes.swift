import CSDL
import Foundation
import ScrollKit

// Solid shapes as triangle geometry. Every shape is built in pixels into the renderer's scratch
// vertex/index arrays and drawn with one SDL_RenderGeometry call.
//
// Anti-aliasing: a ring of triangles along a shape's edge fades from the shape's alpha to 0 over
// one pixel (`EdgeFringe`). Where the fringe sits depends on the rasteriser: see `EdgeFringe`.

/// Where the 1-pixel anti-aliasing fringe sits relative to a shape's true edge, in pixels (positive
/// is outward), and how vertex positions are biased.
struct EdgeFringe {
    /// Offset of the outline where the shape is still fully opaque.
    var solid: CGFloat
    /// Offset of the outline where the shape has faded to alpha 0.
    var clear: CGFloat
    /// Added to every vertex position before SDL sees it.
    var vertexBias: CGFloat

    /// Renderers with sub-pixel precision (OpenGL, GLES, …): the fringe straddles the edge, half a
    /// pixel each side, so an edge on a pixel boundary stays perfectly crisp.
    static let subpixel = EdgeFringe(solid: -0.5, clear: 0.5, vertexBias: 0)

    /// SDL's software renderer truncates vertex positions to whole pixels (`(int)x`), so ±0.5
    /// offsets would land the fringe on one side of the edge. There the fringe lies just inside
    /// the edge (the boundary pixel is half covered: the right area, in the right place), and the
    /// bias turns truncation into rounding to the nearest pixel.
    static let wholePixel = EdgeFringe(solid: -1, clear: 0, vertexBias: 0.5)

    /// The fringe for the SDL render driver called `driverName`.
    static func forDriver(_ driverName: String) -> EdgeFringe {
        driverName == "software" ? .wholePixel : .subpixel
    }
}

extension Renderer {
    /// Segments per quarter-circle corner for a radius of `radius` pixels: enough that the chord
    /// error stays well under a pixel, capped to keep geometry small.
    static func cornerSegments(radius: CGFloat) -> Int {
        guard radius > 0.5 else { return 1 }
        return min(16, max(2, Int((radius.squareRoot() * 2).rounded(.up))))
    }

    /// `rect` (points) in pixels.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX * pixelScale, y: rect.minY * pixelScale, width: rect.width * pixelScale, height: rect.height * pixelScale)
    }

    /// Appends the outline of a rounded rectangle grown by `offset` pixels (negative shrinks):
    /// `4 * (segments + 1)` vertices, clockwise from the top-left corner.
    /// - Parameters:
    ///   - rect: in pixels; `radius` in pixels (already clamped to half the shorter side).
    ///   - uvRect: when given, texture coordinates map `uvRect` (pixels) to 0...1, clamped.
    func appendOutline(_ rect: CGRect, radius: CGFloat, offset: CGFloat, segments: Int, color: SDL_Color, uvRect: CGRect? = nil) {
        let r = max(radius + offset, 0)
        let grown = rect.insetBy(dx: -offset, dy: -offset)
        // Corner centres; the arcs run clockwise on screen (y down): TL 180°-270°, TR 270°-360°,
        // BR 0°-90°, BL 90°-180°.
        for corner in 0..<4 {
            let centreX = (corner == 0 || corner == 3) ? grown.minX + r : grown.maxX - r
            let centreY = corner < 2 ? grown.minY + r : grown.maxY - r
            let start = CGFloat.pi * (1 + CGFloat(corner) / 2)
            for step in 0...segments {
                let angle = start + CGFloat.pi / 2 * CGFloat(step) / CGFloat(segments)
                let x = centreX + r * cos(angle)
                let y = centreY + r * sin(angle)
                vertices.append(SDL_Vertex(position: vertexPosition(x, y), color: color, tex_coord: textureCoordinate(x, y, uvRect)))
            }
        }
    }

    /// Triangles of the ring between two outlines of `count` vertices each.
    func appendRing(first a: Int, second b: Int, count: Int) {
        for i in 0..<count {
            let j = (i + 1) % count
            indices.append(Int32(a + i)); indices.append(Int32(b + i)); indices.append(Int32(b + j))
            indices.append(Int32(a + i)); indices.append(Int32(b + j)); indices.append(Int32(a + j))
        }
    }

    /// Appends an anti-aliased filled rounded rectangle (pixels) to the scratch geometry.
    ///
    /// Triangulation: one quad between the four corner-arc centres, four edge strips, a small fan
    /// per corner, and the fringe ring. Large, well-shaped triangles matter for textured drawing in
    /// the software renderer, which rounds each vertex's texture coordinate to a whole texel: a fan
    /// of thin triangles from the centre would bend straight lines of the image at every seam.
    func appendRoundedShape(_ rect: CGRect, radius: CGFloat, color: SDL_Color, uvRect: CGRect? = nil) {
        // Thinner than its fringe ring, a shape has no solid part: the ring's triangles would turn
        // inside out, and SDL 2.26's software rasteriser writes outside the surface on such
        // triangles. A shape that thin shows no rounding anyway: draw it as a plain quad.
        if min(rect.width, rect.height) <= 2 * max(-fringe.solid, 0) + 1 {
            let first = Int32(vertices.count)
            for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
                vertices.append(SDL_Vertex(position: vertexPosition(x, y), color: color, tex_coord: textureCoordinate(x, y, uvRect)))
            }
            for index in [0, 1, 2, 0, 2, 3] as [Int32] { indices.append(first + index) }
            return
        }
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        let segments = Self.cornerSegments(radius: r)
        let perCorner = segments + 1
        let count = 4 * perCorner
        var transparent = color
        transparent.a = 0

        // Corner-arc centres of the solid outline, clockwise from top left.
        let solidRect = rect.insetBy(dx: -fringe.solid, dy: -fringe.solid)
        let solidRadius = max(r + fringe.solid, 0)
        let centres = vertices.count
        for corner in 0..<4 {
            let x = (corner == 0 || corner == 3) ? solidRect.minX + solidRadius : solidRect.maxX - solidRadius
            let y = corner < 2 ? solidRect.minY + solidRadius : solidRect.maxY - solidRadius
            vertices.append(SDL_Vertex(position: vertexPosition(x, y), color: color, tex_coord: textureCoordinate(x, y, uvRect)))
        }
        let inner = vertices.count
        appendOutline(rect, radius: r, offset: fringe.solid, segments: segments, color: color, uvRect: uvRect)
        let outer = vertices.count
        appendOutline(rect, radius: r, offset: fringe.clear, segments: segments, color: transparent, uvRect: uvRect)

        func triangle(_ a: Int, _ b: Int, _ c: Int) {
            indices.append(Int32(a)); indices.append(Int32(b)); indices.append(Int32(c))
        }
        // Centre quad.
        triangle(centres, centres + 1, centres + 2)
        triangle(centres, centres + 2, centres + 3)
        for corner in 0..<4 {
            let next = (corner + 1) % 4
            let arc = inner + corner * perCorner
            // Corner fan around its arc centre.
            for step in 0..<segments {
                triangle(centres + corner, arc + step, arc + step + 1)
            }
            // Edge strip from the end of this arc to the start of the next one.
            let arcEnd = arc + segments
            let nextStart = inner + next * perCorner
            triangle(centres + corner, arcEnd, nextStart)
            triangle(centres + corner, nextStart, centres + next)
        }
        appendRing(first: inner, second: outer, count: count)
    }

    /// The texture coordinate of pixel position (`x`, `y`) when the whole texture covers `uvRect`
    /// (pixels), clamped to the texture; (0, 0) for untextured shapes.
    func textureCoordinate(_ x: CGFloat, _ y: CGFloat, _ uvRect: CGRect?) -> SDL_FPoint {
        guard let uvRect, uvRect.width > 0, uvRect.height > 0 else { return SDL_FPoint(x: 0, y: 0) }
        return SDL_FPoint(
            x: Float(min(max((x - uvRect.minX) / uvRect.width, 0), 1)),
            y: Float(min(max((y - uvRect.minY) / uvRect.height, 0), 1))
        )
    }

    /// Draws the scratch geometry (with `texture`, or untextured) and empties it.
    func flushGeometry(texture: SDLTexture? = nil) throws {
        defer {
            vertices.removeAll(keepingCapacity: true)
            indices.removeAll(keepingCapacity: true)
        }
        guard !indices.isEmpty else { return }
        let status = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(handle.pointer, texture?.pointer, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        guard status == 0 else { throw SDLError("draw \(indices.count / 3) triangles") }
    }

    /// A vertex position in pixels, biased for the rasteriser (see `EdgeFringe`).
    func vertexPosition(_ x: CGFloat, _ y: CGFloat) -> SDL_FPoint {
        SDL_FPoint(x: Float(x + fringe.vertexBias), y: Float(y + fringe.vertexBias))
    }

    /// Appends an axis-aligned quad (pixels) with a colour per corner, clockwise from top left.
    func appendQuad(_ r: CGRect, _ topLeft: SDL_Color, _ topRight: SDL_Color, _ bottomRight: SDL_Color, _ bottomLeft: SDL_Color) {
        let first = Int32(vertices.count)
        let none = SDL_FPoint(x: 0, y: 0)
        vertices.append(SDL_Vertex(position: vertexPosition(r.minX, r.minY), color: topLeft, tex_coord: none))
        vertices.append(SDL_Vertex(position: vertexPosition(r.maxX, r.minY), color: topRight, tex_coord: none))
        vertices.append(SDL_Vertex(position: vertexPosition(r.maxX, r.maxY), color: bottomRight, tex_coord: none))
        vertices.append(SDL_Vertex(position: vertexPosition(r.minX, r.maxY), color: bottomLeft, tex_coord: none))
        indices.append(first); indices.append(first + 1); indices.append(first + 2)
        indices.append(first); indices.append(first + 2); indices.append(first + 3)
    }

    /// A plain rectangle (points), no fringe: like SDL_RenderFillRect, crisp on pixel boundaries.
    func fillRect(_ rect: CGRect, color: Color) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        let c = sdlColor(color, opacity: alpha)
        appendQuad(pixels(rect), c, c, c, c)
        try flushGeometry()
    }

    /// A filled rectangle (points) with corners of `radius` points (0: square), anti-aliased.
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        appendRoundedShape(pixels(rect), radius: radius * pixelScale, color: sdlColor(color, opacity: alpha))
        try flushGeometry()
    }

    /// A border `width` points wide inside `rect` (points), following corners of `radius` points.
    func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, width: CGFloat, color: Color) throws {
        guard rect.width > 0, rect.height > 0, width > 0 else { return }
        let outerRect = pixels(rect)
        let w = width * pixelScale
        let outerRadius = min(max(radius * pixelScale, 0), min(outerRect.width, outerRect.height) / 2)
        // A border at least half the shorter side wide covers the whole shape.
        guard w * 2 < min(outerRect.width, outerRect.height) else {
            return try fillRoundedRect(rect, radius: radius, color: color)
        }
        let innerRect = outerRect.insetBy(dx: w, dy: w)
        let innerRadius = max(outerRadius - w, 0)
        let segments = Self.cornerSegments(radius: outerRadius)
        let count = 4 * (segments + 1)
        let solid = sdlColor(color, opacity: alpha)
        var transparent = solid
        transparent.a = 0
        // Four outlines, outside in: outer fringe edge, outer solid edge, inner solid edge, inner
        // fringe edge. The hole's boundary faces inward, so its fringe offsets are mirrored.
        let o1 = vertices.count
        appendOutline(outerRect, radius: outerRadius, offset: fringe.clear, segments: segments, color: transparent)
        let o2 = vertices.count
        appendOutline(outerRect, radius: outerRadius, offset: fringe.solid, segments: segments, color: solid)
        let i2 = vertices.count
        appendOutline(innerRect, radius: innerRadius, offset: -fringe.solid, segments: segments, color: solid)
        let i1 = vertices.count
        appendOutline(innerRect, radius: innerRadius, offset: -fringe.clear, segments: segments, color: transparent)
        appendRing(first: o1, second: o2, count: count)
        appendRing(first: o2, second: i2, count: count)
        appendRing(first: i2, second: i1, count: count)
        try flushGeometry()
    }

    /// A linear gradient over `rect` (points) from `from` to `to` along `axis` (vertex colours).
    func fillGradient(_ rect: CGRect, from: Color, to: Color, axis: GradientAxis) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = pixels(rect)
        let a = sdlColor(from, opacity: alpha)
        let b = sdlColor(to, opacity: alpha)
        if axis == .vertical {
            appendQuad(r, a, a, b, b)
        } else {
            appendQuad(r, a, b, b, a)
        }
        try flushGeometry()
    }
}
