internal import CSDL
import Foundation
import ScrollKit

// CPU rasterisation of what the renderer caches as textures: rounded fills and borders (in their
// colour, coverage multiplied into alpha), gradients, and images resampled to
// their drawn size with rounded corners. Everything is drawn at a whole-pixel size into an ARGB8888
// surface (straight alpha; the format of the headless surface and of SDL's own textures, so the
// software renderer blends it with its fast same-format blitter), so the OpenGL and software
// renderers upload the same pixels and draw them as one textured quad each.
//
// Anti-aliasing: a pixel's coverage is 0.5 minus the signed distance from its centre to the shape's
// outline, clamped to 0...1, which is the covered area for straight edges and very close to it on
// arcs. Edges on whole pixels (every edge here: shapes are snapped to pixels) are crisp.

/// The coverage of pixels by a rectangle with rounded corners, anchored at (0, 0), in pixels.
struct RoundedRectCoverage {
    /// Size in pixels.
    var width: CGFloat
    var height: CGFloat
    /// Corner radius in pixels, clamped to half the shorter side.
    var radius: CGFloat
    /// Offset of the rectangle's top-left corner, in pixels (an inset shape inside a larger surface).
    var originX: CGFloat = 0
    var originY: CGFloat = 0

    init(width: CGFloat, height: CGFloat, radius: CGFloat, originX: CGFloat = 0, originY: CGFloat = 0) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.radius = min(max(radius, 0), min(self.width, self.height) / 2)
        self.originX = originX
        self.originY = originY
    }

    /// Signed distance (pixels) from the point (`px`, `py`) to the outline: negative inside.
    func distance(_ px: CGFloat, _ py: CGFloat) -> CGFloat {
        let qx = abs(px - originX - width / 2) - (width / 2 - radius)
        let qy = abs(py - originY - height / 2) - (height / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// How much of pixel (`x`, `y`) the shape covers, 0...1.
    func coverage(x: Int, y: Int) -> CGFloat {
        guard width > 0, height > 0 else { return 0 }
        return min(max(0.5 - distance(CGFloat(x) + 0.5, CGFloat(y) + 0.5), 0), 1)
    }
}

/// The pixel format of every rasterised surface.
let rasterPixelFormat = SDL_PIXELFORMAT_ARGB8888.rawValue

/// A 32-bit SDL surface being drawn into by the CPU.
struct RasterSurface {
    let handle: SDLSurfaceHandle
    var width: Int { Int(handle.width) }
    var height: Int { Int(handle.height) }
    var pixels: UnsafeMutablePointer<UInt8> { handle.pointer.pointee.pixels.assumingMemoryBound(to: UInt8.self) }
    var pitch: Int { Int(handle.pointer.pointee.pitch) }

    /// A `width`×`height` pixel surface (ARGB8888 unless `format` says otherwise), every pixel
    /// transparent white.
    init(width: Int, height: Int, format: UInt32 = rasterPixelFormat) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768,
            let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format)
        else {
            throw SDLError("create a \(width)x\(height) pixel surface to rasterise into")
        }
        handle = SDLSurfaceHandle(surface)
        fill(x: 0, y: 0, width: width, height: height, RGBA8(red: 255, green: 255, blue: 255, alpha: 0))
    }

    /// Sets every pixel of the rectangle (clamped to the surface) to `color`.
    func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: RGBA8) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + w, width)
        let y1 = min(y + h, height)
        guard x1 > x0, y1 > y0 else { return }
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        SDL_FillRect(
            handle.pointer, &rect, SDL_MapRGBA(handle.pointer.pointee.format, color.red, color.green, color.blue, color.alpha))
    }

    /// The byte offset of alpha within a pixel (ARGB8888 on a little-endian machine: 3).
    var alphaOffset: Int { Int(handle.pointer.pointee.format.pointee.Ashift) / 8 }

    /// Multiplies the alpha of every pixel in the rectangle (clamped) by `coverage(x, y)`.
    func multiplyAlpha(x: Int, y: Int, width w: Int, height h: Int, by coverage: (Int, Int) -> CGFloat) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + w, width)
        let y1 = min(y + h, height)
        guard x1 > x0, y1 > y0 else { return }
        let base = pixels
        let offset = alphaOffset
        for py in y0..<y1 {
            let row = base + py * pitch
            for px in x0..<x1 {
                let c = coverage(px, py)
                if c >= 1 { continue }
                let a = row + px * 4 + offset
                a.pointee = UInt8((CGFloat(a.pointee) * c).rounded())
            }
        }
    }

    /// Sets the alpha of every pixel in the rectangle (clamped) to `coverage(x, y)` × 255.
    func setAlpha(x: Int, y: Int, width w: Int, height h: Int, to coverage: (Int, Int) -> CGFloat) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + w, width)
        let y1 = min(y + h, height)
        guard x1 > x0, y1 > y0 else { return }
        let offset = alphaOffset
        for py in y0..<y1 {
            let row = pixels + py * pitch
            for px in x0..<x1 {
                row[px * 4 + offset] = UInt8((min(max(coverage(px, py), 0), 1) * 255).rounded())
            }
        }
    }

    /// Applies `shape`'s coverage to the alpha of the band of `band` pixels along the surface's
    /// four edges (where every rounded corner and anti-aliased edge lies); the inside keeps its alpha.
    func multiplyAlphaAlongEdges(band: Int, by shape: RoundedRectCoverage) {
        let t = min(band, (height + 1) / 2)
        multiplyAlpha(x: 0, y: 0, width: width, height: t, by: shape.coverage)
        multiplyAlpha(x: 0, y: height - t, width: width, height: t, by: shape.coverage)
        let u = min(band, (width + 1) / 2)
        multiplyAlpha(x: 0, y: t, width: u, height: height - 2 * t, by: shape.coverage)
        multiplyAlpha(x: width - u, y: t, width: u, height: height - 2 * t, by: shape.coverage)
    }
}

/// What each cached texture is drawn from.
enum Rasterizer {
    /// `surface` converted to the raster format (a new surface; the caller frees the old one).
    static func converted(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> SDLSurfaceHandle {
        guard let converted = SDL_ConvertSurfaceFormat(surface, rasterPixelFormat, 0) else {
            throw SDLError("convert a \(surface.pointee.w)x\(surface.pointee.h) image to ARGB8888")
        }
        return SDLSurfaceHandle(converted)
    }

    /// Whether every pixel of `surface` (a raster-format surface) is opaque.
    static func isOpaque(_ surface: SDLSurfaceHandle) -> Bool {
        let format = surface.pointer.pointee.format.pointee
        guard format.Amask != 0 else { return true }
        let pitch = Int(surface.pointer.pointee.pitch)
        let width = Int(surface.width)
        let bytes = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<Int(surface.height) {
            let row = UnsafeBufferPointer(
                start: (bytes + y * pitch).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }, count: width)
            let all = row.reduce(UInt32.max) { $0 & $1 }
            if all & format.Amask != format.Amask { return false }
        }
        return true
    }

    /// A filled rounded rectangle of `width`×`height` pixels in `color`, coverage multiplied into alpha.
    static func roundedFill(width: Int, height: Int, radius: CGFloat, color: RGBA8) throws -> RasterSurface {
        let surface = try RasterSurface(width: width, height: height)
        surface.fill(x: 0, y: 0, width: width, height: height, color)
        let shape = RoundedRectCoverage(width: CGFloat(width), height: CGFloat(height), radius: radius)
        surface.multiplyAlphaAlongEdges(band: Int(shape.radius.rounded(.up)) + 1, by: shape)
        return surface
    }

    /// A border `lineWidth` pixels wide inside a rounded rectangle of `width`×`height` pixels in
    /// `color`, coverage multiplied into alpha; the inner outline's radius is the outer one less the
    /// line width. Every pixel past `strokeBand(radius:lineWidth:)` from the edges is transparent.
    static func roundedStroke(width: Int, height: Int, radius: CGFloat, lineWidth: CGFloat, color: RGBA8) throws -> RasterSurface
    {
        let surface = try RasterSurface(width: width, height: height)
        surface.fill(
            x: 0, y: 0, width: width, height: height, RGBA8(red: color.red, green: color.green, blue: color.blue, alpha: 0))
        let outer = RoundedRectCoverage(width: CGFloat(width), height: CGFloat(height), radius: radius)
        let inner = RoundedRectCoverage(
            width: CGFloat(width) - 2 * lineWidth, height: CGFloat(height) - 2 * lineWidth,
            radius: max(outer.radius - lineWidth, 0), originX: lineWidth, originY: lineWidth
        )
        let opacity = CGFloat(color.alpha) / 255
        let coverage = { (x: Int, y: Int) in max(outer.coverage(x: x, y: y) - inner.coverage(x: x, y: y), 0) * opacity }
        let band = Int(strokeBand(radius: outer.radius, lineWidth: lineWidth))
        let t = min(band, (height + 1) / 2)
        let u = min(band, (width + 1) / 2)
        surface.setAlpha(x: 0, y: 0, width: width, height: t, to: coverage)
        surface.setAlpha(x: 0, y: height - t, width: width, height: t, to: coverage)
        surface.setAlpha(x: 0, y: t, width: u, height: height - 2 * t, to: coverage)
        surface.setAlpha(x: width - u, y: t, width: u, height: height - 2 * t, to: coverage)
        return surface
    }

    /// How far from its edges a rounded border of `lineWidth` pixels with corners of `radius`
    /// pixels reaches, in pixels: past it the inner shape covers everything.
    static func strokeBand(radius: CGFloat, lineWidth: CGFloat) -> Int32 {
        Int32(max(radius, lineWidth).rounded(.up)) + 2
    }

    /// A linear gradient over `width`×`height` pixels from `from` to `to` along `axis`, sampled at
    /// pixel centres (straight alpha interpolated, as vertex colours are), with corners of `radius`
    /// pixels.
    static func gradient(width: Int, height: Int, radius: CGFloat, from: RGBA8, to: RGBA8, axis: GradientAxis) throws
        -> RasterSurface
    {
        let surface = try RasterSurface(width: width, height: height)
        let steps = axis == .vertical ? height : width
        func lerp(_ a: UInt8, _ b: UInt8, _ t: CGFloat) -> UInt8 { UInt8((CGFloat(a) + (CGFloat(b) - CGFloat(a)) * t).rounded()) }
        for i in 0..<steps {
            let t = (CGFloat(i) + 0.5) / CGFloat(steps)
            let color = RGBA8(
                red: lerp(from.red, to.red, t), green: lerp(from.green, to.green, t),
                blue: lerp(from.blue, to.blue, t), alpha: lerp(from.alpha, to.alpha, t))
            if axis == .vertical {
                surface.fill(x: 0, y: i, width: width, height: 1, color)
            } else {
                surface.fill(x: i, y: 0, width: 1, height: height, color)
            }
        }
        if radius > 0 {
            let shape = RoundedRectCoverage(width: CGFloat(width), height: CGFloat(height), radius: radius)
            surface.multiplyAlphaAlongEdges(band: Int(shape.radius.rounded(.up)) + 1, by: shape)
        }
        return surface
    }

    /// `source` (an ARGB8888 surface) resampled into a `width`×`height` pixel surface: the part of it
    /// that lands inside under `contentMode`, its visible rectangle rounded by `radius` pixels.
    ///
    /// Downscaling halves the source (bilinear at exactly 2:1, i.e. a 2×2 box) until it is within
    /// 2× of the destination, then samples bilinearly: no aliasing from skipped source pixels.
    /// Edges are clamped, so a 1×1 image fills its whole rectangle with its colour.
    static func image(
        _ source: SDLSurfaceHandle, width: Int, height: Int, radius: CGFloat, contentMode: ContentMode
    ) throws -> RasterSurface {
        let surface = try RasterSurface(width: width, height: height)
        let sw = CGFloat(source.width)
        let sh = CGFloat(source.height)
        let box = CGRect(x: 0, y: 0, width: width, height: height)
        let frame = ImagePainter.imageFrame(imageSize: CGSize(width: sw, height: sh), in: box, contentMode: contentMode)
        let visible = (contentMode == .scaleAspectFit ? frame : box).integral.intersection(box)
        guard visible.width >= 1, visible.height >= 1, sw >= 1, sh >= 1 else { return surface }
        // The source rectangle that lands on `visible`.
        let crop = CGRect(
            x: (visible.minX - frame.minX) / frame.width * sw, y: (visible.minY - frame.minY) / frame.height * sh,
            width: visible.width / frame.width * sw, height: visible.height / frame.height * sh
        )
        var current = source
        // Within the source: the fitted frame's float error can put the crop a hair outside it
        // (233 px of a 1200 px image start at −1e−14), which SDL refuses as a source rectangle.
        let x = min(max(Int32(crop.minX.rounded(.down)), 0), source.width - 1)
        let y = min(max(Int32(crop.minY.rounded(.down)), 0), source.height - 1)
        var srcRect = SDL_Rect(
            x: x, y: y,
            w: min(Int32(max(crop.width.rounded(), 1)), source.width - x),
            h: min(Int32(max(crop.height.rounded(), 1)), source.height - y))
        let vw = Int32(visible.width)
        let vh = Int32(visible.height)
        while srcRect.w >= 2 * vw || srcRect.h >= 2 * vh {
            let hw = srcRect.w >= 2 * vw ? (srcRect.w + 1) / 2 : srcRect.w
            let hh = srcRect.h >= 2 * vh ? (srcRect.h + 1) / 2 : srcRect.h
            let half = try RasterSurface(width: Int(hw), height: Int(hh))
            guard SDL_SoftStretchLinear(current.pointer, &srcRect, half.handle.pointer, nil) == 0 else {
                throw SDLError("scale an image down to \(hw)x\(hh) pixels")
            }
            current = half.handle
            srcRect = SDL_Rect(x: 0, y: 0, w: hw, h: hh)
        }
        var dstRect = SDL_Rect(x: Int32(visible.minX), y: Int32(visible.minY), w: vw, h: vh)
        try stretch(current, &srcRect, into: surface, &dstRect)
        let shape = RoundedRectCoverage(
            width: visible.width, height: visible.height, radius: radius,
            originX: visible.minX, originY: visible.minY)
        let band = Int(shape.radius.rounded(.up)) + 1
        let x0 = Int(visible.minX)
        let y0 = Int(visible.minY)
        let x1 = Int(visible.maxX)
        let y1 = Int(visible.maxY)
        let t = min(band, (y1 - y0 + 1) / 2)
        let u = min(band, (x1 - x0 + 1) / 2)
        surface.multiplyAlpha(x: x0, y: y0, width: x1 - x0, height: t, by: shape.coverage)
        surface.multiplyAlpha(x: x0, y: y1 - t, width: x1 - x0, height: t, by: shape.coverage)
        surface.multiplyAlpha(x: x0, y: y0 + t, width: u, height: y1 - y0 - 2 * t, by: shape.coverage)
        surface.multiplyAlpha(x: x1 - u, y: y0 + t, width: u, height: y1 - y0 - 2 * t, by: shape.coverage)
        return surface
    }

    /// `source` (any 32-bit format) scaled down to `width`×`height` pixels, halving first as
    /// `image` does; a new surface of the same format.
    static func shrunk(_ source: SDLSurfaceHandle, width: Int, height: Int) throws -> SDLSurfaceHandle {
        let format = source.pointer.pointee.format.pointee.format
        var current = source
        var srcRect = SDL_Rect(x: 0, y: 0, w: source.width, h: source.height)
        while srcRect.w >= 2 * Int32(width) || srcRect.h >= 2 * Int32(height) {
            let hw = srcRect.w >= 2 * Int32(width) ? (srcRect.w + 1) / 2 : srcRect.w
            let hh = srcRect.h >= 2 * Int32(height) ? (srcRect.h + 1) / 2 : srcRect.h
            let half = try RasterSurface(width: Int(hw), height: Int(hh), format: format)
            guard SDL_SoftStretchLinear(current.pointer, &srcRect, half.handle.pointer, nil) == 0 else {
                throw SDLError("scale a glyph run down to \(hw)x\(hh) pixels")
            }
            current = half.handle
            srcRect = SDL_Rect(x: 0, y: 0, w: hw, h: hh)
        }
        let result = try RasterSurface(width: width, height: height, format: format)
        var dstRect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        guard srcRect.w >= 2, srcRect.h >= 2 else {
            guard SDL_SoftStretch(current.pointer, &srcRect, result.handle.pointer, &dstRect) == 0 else {
                throw SDLError("scale a glyph run to \(width)x\(height) pixels")
            }
            return result.handle
        }
        guard SDL_SoftStretchLinear(current.pointer, &srcRect, result.handle.pointer, &dstRect) == 0 else {
            throw SDLError("scale a glyph run to \(width)x\(height) pixels")
        }
        return result.handle
    }

    /// Bilinear stretch of `srcRect` of `source` onto `dstRect` of `surface`, edges clamped. A source
    /// a pixel wide or tall along an axis is repeated along it (SDL's linear stretch needs two).
    private static func stretch(
        _ source: SDLSurfaceHandle, _ srcRect: inout SDL_Rect, into surface: RasterSurface, _ dstRect: inout SDL_Rect
    ) throws {
        if srcRect.w >= 2, srcRect.h >= 2 {
            guard SDL_SoftStretchLinear(source.pointer, &srcRect, surface.handle.pointer, &dstRect) == 0 else {
                throw SDLError("scale an image to \(dstRect.w)x\(dstRect.h) pixels")
            }
            return
        }
        // Widen the thin axis to two identical pixels first.
        let w = max(srcRect.w, 2)
        let h = max(srcRect.h, 2)
        let widened = try RasterSurface(width: Int(w), height: Int(h))
        var whole = SDL_Rect(x: 0, y: 0, w: w, h: h)
        guard SDL_SoftStretch(source.pointer, &srcRect, widened.handle.pointer, &whole) == 0 else {
            throw SDLError("widen a \(srcRect.w)x\(srcRect.h) pixel image")
        }
        guard SDL_SoftStretchLinear(widened.handle.pointer, &whole, surface.handle.pointer, &dstRect) == 0 else {
            throw SDLError("scale an image to \(dstRect.w)x\(dstRect.h) pixels")
        }
    }
}
