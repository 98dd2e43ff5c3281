import CSDL
import Foundation
import ScrollKit

// Solid shapes as triangle geometry. Every shape is built in pixels into the renderer's scratch
// vertex/index arrays and drawn with one SDL_RenderGeometry call.
//
// Anti-aliasing: a shape's solid part stops half a pixel inside its true edge, and a ring of
// triangles from there to half a pixel outside fades from the shape's alpha to 0. On axis-aligned
// edges that fall on pixel boundaries the fringe covers no pixel centre partially, so plain
// rectangles stay crisp.

extension Renderer {
    /// Half the width, in pixels, of the fringe ring that anti-aliases an edge.
    static let fringeHalfWidth: CGFloat = 0.5

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
                var uv = SDL_FPoint(x: 0, y: 0)
                if let uvRect {
                    uv.x = Float(min(max((x - uvRect.minX) / uvRect.width, 0), 1))
                    uv.y = Float(min(max((y - uvRect.minY) / uvRect.height, 0), 1))
                }
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color, tex_coord: uv))
            }
        }
    }

    /// Triangles of a fan from vertex `centre` over the `count` outline vertices starting at `first`.
    func appendFan(centre: Int, first: Int, count: Int) {
        for i in 0..<count {
            indices.append(Int32(centre))
            indices.append(Int32(first + i))
            indices.append(Int32(first + (i + 1) % count))
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
    func appendRoundedShape(_ rect: CGRect, radius: CGFloat, color: SDL_Color, uvRect: CGRect? = nil) {
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        let segments = Self.cornerSegments(radius: r)
        let count = 4 * (segments + 1)
        var transparent = color
        transparent.a = 0
        let centre = vertices.count
        var uv = SDL_FPoint(x: 0.5, y: 0.5)
        if let uvRect {
            uv = SDL_FPoint(x: Float((rect.midX - uvRect.minX) / uvRect.width), y: Float((rect.midY - uvRect.minY) / uvRect.height))
        }
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(rect.midX), y: Float(rect.midY)), color: color, tex_coord: uv))
        let inner = vertices.count
        appendOutline(rect, radius: r, offset: -Self.fringeHalfWidth, segments: segments, color: color, uvRect: uvRect)
        let outer = vertices.count
        appendOutline(rect, radius: r, offset: Self.fringeHalfWidth, segments: segments, color: transparent, uvRect: uvRect)
        appendFan(centre: centre, first: inner, count: count)
        appendRing(first: inner, second: outer, count: count)
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
        let h = Self.fringeHalfWidth
        // Four outlines, outside in: outer fringe edge, outer solid edge, inner solid edge, inner fringe edge.
        let o1 = vertices.count
        appendOutline(outerRect, radius: outerRadius, offset: h, segments: segments, color: transparent)
        let o2 = vertices.count
        appendOutline(outerRect, radius: outerRadius, offset: -h, segments: segments, color: solid)
        let i2 = vertices.count
        appendOutline(innerRect, radius: innerRadius, offset: h, segments: segments, color: solid)
        let i1 = vertices.count
        appendOutline(innerRect, radius: innerRadius, offset: -h, segments: segments, color: transparent)
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
        let vertical = axis == .vertical
        func corner(_ x: CGFloat, _ y: CGFloat, _ color: SDL_Color) {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        // Clockwise from the top left.
        corner(r.minX, r.minY, a)
        corner(r.maxX, r.minY, vertical ? a : b)
        corner(r.maxX, r.maxY, b)
        corner(r.minX, r.maxY, vertical ? b : a)
        indices.append(0); indices.append(1); indices.append(2)
        indices.append(0); indices.append(2); indices.append(3)
        try flushGeometry()
    }
}
