internal import CSDL
import Foundation
import ScrollKit

/// The renderer's shape part: plain rectangles as SDL fills; rounded fills, borders, gradients and
/// the image placeholder as textures rasterised once at their drawn pixel size (`Rasterizer`),
/// kept in the raster cache it owns, and drawn as one quad (its corner squares blended, the rest
/// filled or copied) with alpha modulation; translucent dimming laid from colour tiles.
///
/// Every shape is snapped to whole pixels (its edges rounded), so the texture is drawn 1:1: the
/// OpenGL and software renderers show the same pixels, and no pixel is blended twice. The raster
/// cache also holds the images (`ImagePainter`) and group bitmaps (the compositor) rasterised
/// through it (`ShapePainter+Textures.swift`). Main thread only; a cached shape draws in O(1) and
/// allocates nothing.
@MainActor
final class ShapePainter {
    /// What it draws through.
    let context: RenderContext
    /// Rasterised shapes, images and flattened groups, bounded (the renderer sets its capacity
    /// each frame from the target's size).
    var rasterCache = RasterCache(byteCapacity: 32 * 1024 * 1024, countCapacity: 1024)

    /// A painter drawing through `context`, its cache empty.
    init(context: RenderContext) {
        self.context = context
    }

    /// A plain rectangle (points), crisp on pixel boundaries.
    func fillRect(_ rect: CGRect, color: Color) throws {
        let r = context.snapped(rect)
        guard !r.isEmpty else { return }
        try context.fillPixels(r, color: context.sdlColor(color, opacity: context.alpha))
    }

    /// A filled rectangle (points) with corners of `radius` points (0: square), anti-aliased.
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color) throws {
        let r = context.snapped(rect)
        guard !r.isEmpty else { return }
        let px = Self.clampedRadius(radius * context.pixelScale, r)
        guard px > 0 else { return try context.fillPixels(r, color: context.sdlColor(color, opacity: context.alpha)) }
        let key = RasterKey.fill(width: r.width, height: r.height, radius: px, color: Self.rgba(color))
        try drawCached(
            key, at: r, opacity: context.opacityByte(context.alpha),
            cover: .fill(corner: Self.corner(px), color: context.sdlColor(color, opacity: context.alpha))
        ) {
            try Rasterizer.roundedFill(width: Int(r.width), height: Int(r.height), radius: px, color: Self.rgba(color))
        }
    }

    /// A border `width` points wide inside `rect` (points), following corners of `radius` points.
    func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, width: CGFloat, color: Color) throws {
        let r = context.snapped(rect)
        guard !r.isEmpty, width > 0 else { return }
        let line = width * context.pixelScale
        // A border at least half the shorter side wide covers the whole shape.
        guard line * 2 < CGFloat(min(r.width, r.height)) else { return try fillRoundedRect(rect, radius: radius, color: color) }
        let px = Self.clampedRadius(radius * context.pixelScale, r)
        let tint = context.sdlColor(color, opacity: context.alpha)
        if px <= 0, line == line.rounded() {
            // Square corners and a whole-pixel width: four fills.
            let w = Int32(line)
            try context.fillPixels(PixelRect(x: r.x, y: r.y, width: r.width, height: w), color: tint)
            try context.fillPixels(PixelRect(x: r.x, y: r.y + r.height - w, width: r.width, height: w), color: tint)
            try context.fillPixels(PixelRect(x: r.x, y: r.y + w, width: w, height: r.height - 2 * w), color: tint)
            try context.fillPixels(PixelRect(x: r.x + r.width - w, y: r.y + w, width: w, height: r.height - 2 * w), color: tint)
            return
        }
        let key = RasterKey.stroke(width: r.width, height: r.height, radius: px, lineWidth: line, color: Self.rgba(color))
        try drawCached(
            key, at: r, opacity: context.opacityByte(context.alpha),
            cover: .outline(band: Rasterizer.strokeBand(radius: px, lineWidth: line), edge: Int32(line.rounded(.up)) + 1)
        ) {
            try Rasterizer.roundedStroke(
                width: Int(r.width), height: Int(r.height), radius: px, lineWidth: line, color: Self.rgba(color))
        }
    }

    /// A linear gradient over `rect` (points) from `from` to `to` along `axis`, with corners of
    /// `radius` points (0: square).
    func fillGradient(_ rect: CGRect, radius: CGFloat, from: Color, to: Color, axis: GradientAxis) throws {
        let r = context.snapped(rect)
        guard !r.isEmpty else { return }
        let px = Self.clampedRadius(radius * context.pixelScale, r)
        let key = RasterKey.gradient(width: r.width, height: r.height, radius: px, from: from, to: to, axis: axis)
        let opaque = from.alpha >= 1 && to.alpha >= 1
        try drawCached(
            key, at: r, opacity: context.opacityByte(context.alpha), cover: .copy(corner: Self.corner(px), opaque: opaque)
        ) {
            try Rasterizer.gradient(
                width: Int(r.width), height: Int(r.height), radius: px,
                from: Self.rgba(from), to: Self.rgba(to), axis: axis)
        }
    }

    /// The neutral stand-in for an image that is loading or failed to load: a plain grey rounded
    /// rectangle. Plain, because a fading image shows it through: any pattern on it (a stripe, a
    /// cross) would show across the image while it fades in.
    func drawPlaceholder(in rect: CGRect, cornerRadius: CGFloat) throws {
        try fillRoundedRect(rect, radius: cornerRadius, color: Renderer.placeholderColor)
    }

    /// The side of the corner squares of a shape with corners of `radius` pixels: every pixel
    /// outside them is fully covered (none for square corners: shapes are snapped to whole pixels).
    static func corner(_ radius: CGFloat) -> Int32 { radius > 0 ? Int32(radius.rounded(.up)) + 1 : 0 }

    /// Lays `tint` (translucent, the opacity in force already in its alpha) over `r` within corners
    /// of `radius` pixels, without rasterising anything per size or strength: the area outside the
    /// corner squares is copied from an opaque tile of the colour under alpha modulation (SDL's
    /// software renderer has a fast blitter for exactly that, a texture without alpha, modulated:
    /// about four times faster than a blended fill); the corner squares from a small rounded square
    /// of the colour (radius to the whole pixel, so a scaling group makes a handful). For dimming
    /// that changes size and strength every frame; only onto the frame, not into a bitmap being
    /// made (the tile has no alpha to leave there).
    func fillTranslucent(_ r: PixelRect, radius: CGFloat, color tint: SDL_Color) throws {
        guard !r.isEmpty, tint.a > 0 else { return }
        let px = Self.clampedRadius(radius, r).rounded()
        let c = min(Self.corner(px), r.width / 2, r.height / 2)
        let rgb = RGBA8(red: tint.r, green: tint.g, blue: tint.b)
        func kept(_ key: RasterKey, _ made: SDLTexture?) -> SDLTexture? {
            if let made, !context.isFlattening { rasterCache.insert(made, for: key, frame: context.framesRendered) }
            return made
        }
        if c > 0 {
            let square = PixelRect(x: 0, y: 0, width: 2 * c, height: 2 * c)
            let key = RasterKey.fill(width: square.width, height: square.height, radius: px, color: rgb)
            let corners =
                rasterCache.texture(for: key, frame: context.framesRendered)
                ?? kept(
                    key,
                    rasterized(square) {
                        try Rasterizer.roundedFill(width: Int(square.width), height: Int(square.height), radius: px, color: rgb)
                    })
            if let corners {
                SDL_SetTextureAlphaMod(corners.pointer, tint.a)
                for k: Int32 in 0..<4 {
                    let right = k & 1 == 1
                    let bottom = k >= 2
                    var from = SDL_Rect(x: right ? c : 0, y: bottom ? c : 0, w: c, h: c)
                    var to = SDL_Rect(x: right ? r.x + r.width - c : r.x, y: bottom ? r.y + r.height - c : r.y, w: c, h: c)
                    SDL_RenderCopy(context.handle.pointer, corners.pointer, &from, &to)
                }
            }
        }
        let key = RasterKey.tile(red: tint.r, green: tint.g, blue: tint.b)
        let side = Self.tileSide
        let tileRect = PixelRect(x: 0, y: 0, width: side, height: side)
        guard
            let tile = rasterCache.texture(for: key, frame: context.framesRendered)
                ?? kept(
                    key,
                    rasterized(tileRect) {
                        let surface = try RasterSurface(
                            width: Int(side), height: Int(side), format: SDL_PIXELFORMAT_RGB888.rawValue)
                        surface.fill(x: 0, y: 0, width: Int(side), height: Int(side), rgb)
                        return surface
                    })
        else { return }
        SDL_SetTextureAlphaMod(tile.pointer, tint.a)
        func cover(_ area: PixelRect) {
            guard !area.isEmpty else { return }
            var y = area.y
            while y < area.y + area.height {
                let h = min(side, area.y + area.height - y)
                var x = area.x
                while x < area.x + area.width {
                    let w = min(side, area.x + area.width - x)
                    var from = SDL_Rect(x: 0, y: 0, w: w, h: h)
                    var to = SDL_Rect(x: x, y: y, w: w, h: h)
                    SDL_RenderCopy(context.handle.pointer, tile.pointer, &from, &to)
                    x += w
                }
                y += h
            }
        }
        cover(PixelRect(x: r.x + c, y: r.y, width: r.width - 2 * c, height: c))
        cover(PixelRect(x: r.x, y: r.y + c, width: r.width, height: r.height - 2 * c))
        cover(PixelRect(x: r.x + c, y: r.y + r.height - c, width: r.width - 2 * c, height: c))
    }

    /// The side of the colour tiles `fillTranslucent` copies from, in pixels.
    static let tileSide: Int32 = 256

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

extension ShapePainter: DeviceResource {
    /// Releases every rasterised texture (made again when next drawn).
    func releaseDeviceTextures() {
        rasterCache.removeAll()
    }
}
