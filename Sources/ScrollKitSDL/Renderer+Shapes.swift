internal import CSDL
import Foundation
import ScrollKit

// Shapes: plain rectangles are SDL fills; rounded fills, borders, gradients and the image
// placeholder are textures rasterised once at their drawn pixel size (`Rasterizer`), kept in the
// `RasterCache`, and drawn as one quad with colour and alpha modulation. Every shape is snapped to
// whole pixels (its edges rounded), so the texture is drawn 1:1: the OpenGL and software renderers
// show the same pixels, and no pixel is blended twice.

/// A rectangle in whole pixels.
struct PixelRect: Hashable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var sdlRect: SDL_Rect { SDL_Rect(x: x, y: y, w: width, h: height) }
}

extension Renderer {
    /// `rect` (points) in pixels.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX * pixelScale, y: rect.minY * pixelScale, width: rect.width * pixelScale, height: rect.height * pixelScale)
    }

    /// `rect` (points) snapped to whole pixels: each edge rounded to the nearest pixel boundary, so
    /// rectangles that meet in points meet in pixels.
    func snapped(_ rect: CGRect) -> PixelRect {
        func edge(_ v: CGFloat) -> Int32 { Int32(clamping: Int((v * pixelScale).rounded())) }
        let x0 = edge(rect.minX), y0 = edge(rect.minY), x1 = edge(rect.maxX), y1 = edge(rect.maxY)
        return PixelRect(x: x0, y: y0, width: x1 &- x0, height: y1 &- y0)
    }

    /// A plain rectangle (points), crisp on pixel boundaries.
    func fillRect(_ rect: CGRect, color: Color) throws {
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        try fillPixels(r, color: sdlColor(color, opacity: alpha))
    }

    /// Fills `r` with `color` (already multiplied by the opacity), blended (an opaque colour is
    /// simply written).
    func fillPixels(_ r: PixelRect, color c: SDL_Color) throws {
        guard c.a > 0 else { return }
        if c.a == 255 { SDL_SetRenderDrawBlendMode(handle.pointer, SDL_BLENDMODE_NONE) }
        defer { if c.a == 255 { SDL_SetRenderDrawBlendMode(handle.pointer, SDL_BLENDMODE_BLEND) } }
        var sdlRect = r.sdlRect
        SDL_SetRenderDrawColor(handle.pointer, c.r, c.g, c.b, c.a)
        guard SDL_RenderFillRect(handle.pointer, &sdlRect) == 0 else { throw SDLError("fill \(r.width)x\(r.height) pixels") }
    }

    /// A filled rectangle (points) with corners of `radius` points (0: square), anti-aliased.
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color) throws {
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        let px = Self.clampedRadius(radius * pixelScale, r)
        guard px > 0 else { return try fillPixels(r, color: sdlColor(color, opacity: alpha)) }
        let key = RasterKey.fill(width: r.width, height: r.height, radius: px)
        try drawCached(key, at: r, tint: sdlColor(color, opacity: alpha), band: Self.band(px), middle: .fill) {
            try Rasterizer.roundedFill(width: Int(r.width), height: Int(r.height), radius: px)
        }
    }

    /// A border `width` points wide inside `rect` (points), following corners of `radius` points.
    func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, width: CGFloat, color: Color) throws {
        let r = snapped(rect)
        guard !r.isEmpty, width > 0 else { return }
        let line = width * pixelScale
        // A border at least half the shorter side wide covers the whole shape.
        guard line * 2 < CGFloat(min(r.width, r.height)) else { return try fillRoundedRect(rect, radius: radius, color: color) }
        let px = Self.clampedRadius(radius * pixelScale, r)
        let tint = sdlColor(color, opacity: alpha)
        if px <= 0, line == line.rounded() {
            // Square corners and a whole-pixel width: four fills.
            let w = Int32(line)
            try fillPixels(PixelRect(x: r.x, y: r.y, width: r.width, height: w), color: tint)
            try fillPixels(PixelRect(x: r.x, y: r.y + r.height - w, width: r.width, height: w), color: tint)
            try fillPixels(PixelRect(x: r.x, y: r.y + w, width: w, height: r.height - 2 * w), color: tint)
            try fillPixels(PixelRect(x: r.x + r.width - w, y: r.y + w, width: w, height: r.height - 2 * w), color: tint)
            return
        }
        let key = RasterKey.stroke(width: r.width, height: r.height, radius: px, lineWidth: line)
        try drawCached(key, at: r, tint: tint) {
            try Rasterizer.roundedStroke(width: Int(r.width), height: Int(r.height), radius: px, lineWidth: line)
        }
    }

    /// A linear gradient over `rect` (points) from `from` to `to` along `axis`, with corners of
    /// `radius` points (0: square).
    func fillGradient(_ rect: CGRect, radius: CGFloat, from: Color, to: Color, axis: GradientAxis) throws {
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        let px = Self.clampedRadius(radius * pixelScale, r)
        let key = RasterKey.gradient(width: r.width, height: r.height, radius: px, from: from, to: to, axis: axis)
        try drawCached(key, at: r, tint: sdlColor(.white, opacity: alpha)) {
            try Rasterizer.gradient(width: Int(r.width), height: Int(r.height), radius: px,
                                    from: Self.rgba(from), to: Self.rgba(to), axis: axis)
        }
    }

    /// The neutral stand-in for an image that is loading or failed to load: a plain grey rounded
    /// rectangle. Plain, because a fading image shows it through: any pattern on it (a stripe, a
    /// cross) would show across the image while it fades in.
    func drawPlaceholder(in rect: CGRect, cornerRadius: CGFloat) throws {
        try fillRoundedRect(rect, radius: cornerRadius, color: Self.placeholderColor)
    }

    /// How the rows of a cached texture between its top and bottom bands (where the rounded corners
    /// are) are drawn.
    enum Middle {
        /// Like the rest: one copy of the whole texture.
        case whole
        /// A plain fill in the tint (the texture is white and fully covered there).
        case fill
        /// A copy of those rows, without blending when they are opaque and the tint is too.
        case copy(opaque: Bool)
    }

    /// The rows at the top and bottom of a shape with corners of `radius` pixels that its corners
    /// touch: every row past them is fully covered edge to edge.
    static func band(_ radius: CGFloat) -> Int32 { Int32(radius.rounded(.up)) + 1 }

    /// Draws the cached texture for `key` at `r`, tinted by `tint` (colour and alpha modulation),
    /// rasterising it with `make` on a miss. A texture larger than the whole cache is drawn once
    /// and released.
    ///
    /// With a `band` and a `middle` other than `.whole`, only the top and bottom `band` rows (the
    /// corners) are blended from the texture; the rows between are a plain fill or an unblended
    /// copy. SDL's software renderer blends a tinted texture slowly, per pixel; a fill or a copy of
    /// the same pixels is several times faster, and the result is the same.
    func drawCached(_ key: RasterKey, at r: PixelRect, tint: SDL_Color, band: Int32 = 0, middle: Middle = .whole,
                    make: () throws -> RasterSurface) throws {
        guard tint.a > 0 else { return }
        let texture: SDLTexture
        if let cached = rasterCache.texture(for: key, frame: framesRendered) {
            texture = cached
        } else {
            do {
                let surface = try make()
                texture = try SDLTexture(surface: surface.handle.pointer, renderer: handle, linearFiltering: false)
            } catch {
                // Larger than the GPU's textures, or out of memory: skip the shape, say so once.
                if rasterFailures == 0 { logger.warning("could not rasterise a \(r.width)x\(r.height) pixel shape or image: \(error); skipping what cannot be drawn") }
                rasterFailures += 1
                return
            }
            shapeRasterizations += 1
            rasterCache.insert(texture, for: key, frame: framesRendered)
        }
        SDL_SetTextureColorMod(texture.pointer, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture.pointer, tint.a)
        let split: Bool
        if case .whole = middle { split = false } else { split = band > 0 && 2 * band < r.height }
        guard split else { return try copy(texture, rows: 0, r.height, at: r) }
        try copy(texture, rows: 0, band, at: r)
        try copy(texture, rows: r.height - band, r.height, at: r)
        let inside = PixelRect(x: r.x, y: r.y + band, width: r.width, height: r.height - 2 * band)
        switch middle {
        case .whole:
            break
        case .fill:
            try fillPixels(inside, color: tint)
        case .copy(let opaque):
            let unblended = opaque && tint.a == 255
            if unblended { SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE) }
            defer { if unblended { SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND) } }
            try copy(texture, rows: band, r.height - band, at: r)
        }
    }

    /// Copies rows `top..<bottom` of `texture` to the same rows of `r`.
    private func copy(_ texture: SDLTexture, rows top: Int32, _ bottom: Int32, at r: PixelRect) throws {
        var source = SDL_Rect(x: 0, y: top, w: r.width, h: bottom - top)
        var destination = SDL_Rect(x: r.x, y: r.y + top, w: r.width, h: bottom - top)
        guard SDL_RenderCopy(handle.pointer, texture.pointer, &source, &destination) == 0 else {
            throw SDLError("draw a \(r.width)x\(r.height) pixel texture")
        }
    }

    /// `radius` (pixels) clamped to half the shorter side of `r`, and to 0 below a tenth of a pixel.
    static func clampedRadius(_ radius: CGFloat, _ r: PixelRect) -> CGFloat {
        let limit = CGFloat(min(r.width, r.height)) / 2
        let clamped = min(max(radius, 0), limit)
        return clamped < 0.1 ? 0 : clamped
    }

    /// `color` as 8-bit straight-alpha components.
    static func rgba(_ color: Color) -> RGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return RGBA8(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }
}
