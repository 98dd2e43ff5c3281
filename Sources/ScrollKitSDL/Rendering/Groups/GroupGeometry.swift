internal import CSDL
import Foundation
import ScrollKit

/// Draws a raster group's bitmap as triangles (`SDL_RenderGeometry`): cut to its mask with
/// anti-aliased rounded corners, or through its 3D projection; then its dimming over the same
/// shape. The renderer's geometry part: it owns its mesh storage (`GeometryBatch`, kept from frame
/// to frame, so a steady frame allocates nothing) and the small white texture dimming is drawn
/// from, and is told everything else (the SDL renderer, the bitmap, where it goes).
///
/// Both ways sample the bitmap as laid out (made at the group's `rect` pixel size): a group turning
/// or narrowing makes no bitmap. Every vertex's colour carries the opacity (and, on the feather, the
/// coverage); the bitmap is switched to blending for it (a geometry draw needs its alpha) and its
/// alpha modulation set to the opacity, the value SDL's software renderer itself gives it when it
/// copies a rectangle of the mesh as one blit, so no texture changes state from frame to frame.
///
/// SDL's software renderer places vertices on whole pixels (it truncates them): its positions are
/// rounded first, and its feather is two pixels wide (a half-pixel inset on whole pixels would move
/// the edge); other renderers interpolate exactly, with a one-pixel feather centred on the edge.
/// Main thread only.
@MainActor
final class GroupGeometry {
    /// The mesh built and drawn for each group (kept).
    private(set) var batch = GeometryBatch()
    /// An opaque white texture (dimming is its middle, tinted by the vertex colour).
    private var white: SDLTexture?
    /// For a mesh built by `buildProjected` for SDL's software renderer, how far its corners' fans
    /// reach into the bitmap from each corner, bitmap pixels (`fanReach(cornerRadius:size:bitmap:)`);
    /// nil for a masked mesh (its feather samples every edge) and on other renderers.
    private var fanReach: CGFloat?
    /// Plans the copies a projected grid lined up on whole pixels is drawn as on SDL's software
    /// renderer (`copyGrid`).
    var planner = CopyPlanner()

    /// A part with nothing built.
    init() {}

    /// Forgets every texture (the renderer's textures are being rebuilt, or its device lost).
    func releaseDeviceTextures() {
        white = nil
    }

    /// How far the corners' fans of a projected group of `size` points with corners of `cornerRadius`
    /// points reach into its bitmap of `width` × `height` pixels, from each corner, in pixels. O(1).
    nonisolated static func fanReach(cornerRadius: CGFloat, size: CGSize, bitmap width: Int32, _ height: Int32) -> CGFloat {
        guard size.width > 0, size.height > 0 else { return 0 }
        let radius = min(max(cornerRadius, 0), size.width / 2, size.height / 2)
        return radius * max(CGFloat(width) / size.width, CGFloat(height) / size.height)
    }

    /// How many columns (or rows) a projected side needs so that its texture bends less than a
    /// quarter of a pixel at a quad's diagonal: the texture coordinate SDL interpolates affinely
    /// across a cell strays from the perspective one by about `extent × ε / (4 n²)` pixels, where ε
    /// is the relative change of the homogeneous `w` along the side (`wA`, `wB` at its ends) and n
    /// the number of cells; 1 without perspective, at most `GeometryBatch.maxCells`. (A 200-pixel
    /// side turned 55° from 500 points away, ε ≈ 0.4, takes 9: with 4 a straight line in it bows
    /// by more than a pixel, `GeometryGroups` checks it.) O(1).
    nonisolated static func cells(extentPixels extent: CGFloat, wA: CGFloat, wB: CGFloat) -> Int {
        let low = min(wA, wB)
        guard low > 0, extent > 0, extent.isFinite else { return 1 }
        let epsilon = abs(wA - wB) / low
        let n = (extent * epsilon).squareRoot().rounded(.up)
        guard n.isFinite else { return GeometryBatch.maxCells }
        return min(max(Int(n), 1), GeometryBatch.maxCells)
    }

    /// Builds the mesh of the part `mask` (target pixels, whole) of `bitmap`, which lands on `at`
    /// (target pixels: the bitmap scaled onto it), its corners rounded by `radius` pixels and
    /// anti-aliased: the content keeps the bitmap's scale, the mask cuts it, never squashes it.
    /// Returns false when there is nothing to draw. `drawBuilt` draws it.
    /// - Complexity: O(arc segments); no allocation once warm.
    func buildMasked(_ bitmap: SDLTexture, at: PixelRect, mask: PixelRect, radius: CGFloat, software: Bool) -> Bool {
        fanReach = nil
        guard !mask.isEmpty, !at.isEmpty else { return false }
        let kx = CGFloat(at.width) / CGFloat(bitmap.width)
        let ky = CGFloat(at.height) / CGFloat(bitmap.height)
        let texW = CGFloat(bitmap.width)
        let texH = CGFloat(bitmap.height)
        let nudge: CGFloat = software ? 0.5 : 0
        // A 64th of a texel in on SDL's software renderer: it truncates u × width, which float
        // rounding could otherwise put one texel short. (Others sample texel centres exactly.)
        let bias: CGFloat = software ? 1.0 / 64 : 0
        let shape = GeometryBatch.Shape(
            rect: CGRect(x: CGFloat(mask.x), y: CGFloat(mask.y), width: CGFloat(mask.width), height: CGFloat(mask.height)),
            radius: radius, arcSegments: GeometryBatch.arcSegments(radiusPixels: radius), feather: software ? 1 : 0.5)
        return batch.build(shape) { p in
            GeometryBatch.Placed(
                position: CGPoint(x: p.x + nudge, y: p.y + nudge),
                uv: CGPoint(
                    x: ((p.x - CGFloat(at.x)) / kx + bias) / texW, y: ((p.y - CGFloat(at.y)) / ky + bias) / texH))
        }
    }

    /// Builds the mesh of `bitmap`, the bitmap of a group of `size` points, seen through
    /// `projection` (window points, of points relative to the group's centre) at `pixelScale`
    /// pixels per point, its corners rounded by `cornerRadius` points. The straight parts are cut
    /// into a grid as fine as the perspective needs (`cells`). Returns false (nothing to draw) when
    /// the group shows its back or reaches behind the eye. `drawBuilt` draws it.
    /// - Complexity: O(cells²); no allocation once warm.
    func buildProjected(
        _ bitmap: SDLTexture, size: CGSize, projection: Projection3D, pixelScale: CGFloat, cornerRadius: CGFloat,
        software: Bool
    ) -> Bool {
        fanReach = nil
        guard size.width > 0, size.height > 0, !projection.showsBack(size: size) else { return false }
        let t = projection.transform
        let hw = size.width / 2
        let hh = size.height / 2
        func w(_ x: CGFloat, _ y: CGFloat) -> CGFloat { t.apply(x: x, y: y, z: 0).w }
        let (tl, tr, bl, br) = (w(-hw, -hh), w(hw, -hh), w(-hw, hh), w(hw, hh))
        guard min(tl, tr, bl, br) >= Projection3D.nearestW else { return false }
        let extent = max(CGFloat(bitmap.width), CGFloat(bitmap.height))
        let columns = max(Self.cells(extentPixels: extent, wA: tl, wB: tr), Self.cells(extentPixels: extent, wA: bl, wB: br))
        let rows = max(Self.cells(extentPixels: extent, wA: tl, wB: bl), Self.cells(extentPixels: extent, wA: tr, wB: br))
        let nudge: CGFloat = software ? 0.5 : 0
        let shape = GeometryBatch.Shape(
            rect: CGRect(origin: .zero, size: size), radius: cornerRadius, columns: columns, rows: rows,
            arcSegments: GeometryBatch.arcSegments(radiusPixels: cornerRadius * pixelScale), blitsCells: false)
        fanReach = software ? Self.fanReach(cornerRadius: cornerRadius, size: size, bitmap: bitmap.width, bitmap.height) : nil
        return batch.build(shape) { p in
            guard let s = projection.project(CGPoint(x: p.x - hw, y: p.y - hh)) else { return nil }
            let x = s.x * pixelScale + nudge
            let y = s.y * pixelScale + nudge
            // SDL converts to whole pixels in 32 bits; a point that far out is not drawn sensibly.
            guard abs(x) < 1e7, abs(y) < 1e7 else { return nil }
            return GeometryBatch.Placed(position: CGPoint(x: x, y: y), uv: CGPoint(x: p.x / size.width, y: p.y / size.height))
        }
    }

    /// Moves the built mesh by (`dx`, `dy`) whole target pixels (into a bitmap of its own). O(vertices).
    func translate(dx: Int32, dy: Int32) { batch.translate(dx: dx, dy: dy) }

    /// Draws the built mesh with `bitmap` under `opacity` (nothing at 0), then `dimming` (the
    /// opacity already in its alpha; none when its alpha is 0) over the same shape.
    ///
    /// On SDL's software renderer, a projected mesh at full opacity of a bitmap whose translucent
    /// pixels all lie where the corners' fans are (its `translucentCorner` within their reach, its
    /// `corners` holding all they reach) has its grid drawn unblended and its fans blended from
    /// `corners`: that renderer fills a triangle of an unblended, unmodulated texture of the
    /// target's format by copying texels, several times faster than it blends them, and each
    /// texture keeps one blend mode from frame to frame (as the flat copies of the same bitmap do).
    /// Other renderers blend at no cost, and would filter across the twin's corner squares.
    /// - Throws: `SDLError` when SDL refuses the triangles or the white texture cannot be made.
    /// - Complexity: O(vertices + triangles); no allocation once warm.
    func drawBuilt(_ bitmap: SDLTexture, opacity: UInt8, dimming: SDL_Color, on renderer: SDLRendererHandle) throws {
        guard opacity > 0 else { return }
        SDL_SetTextureColorMod(bitmap.pointer, 255, 255, 255)
        // Projected on SDL's software renderer (only there has it fans' reach): the grid as copies
        // where its cells line up on whole pixels (`CopyPlanner`).
        let alignment: CopyPlanner.Alignment = fanReach != nil ? planner.alignment(of: batch) : []
        let copiesGrid = !alignment.isEmpty
        if opacity == 255, let reach = fanReach, let translucent = bitmap.translucentCorner,
            CGFloat(translucent) <= reach.rounded(.down), let corners = bitmap.corners,
            reach.rounded(.up) <= CGFloat(bitmap.cornerSide)
        {
            SDL_SetTextureBlendMode(bitmap.pointer, SDL_BLENDMODE_NONE)
            SDL_SetTextureAlphaMod(bitmap.pointer, 255)
            batch.paint(SDL_Color(r: 255, g: 255, b: 255, a: 255))
            if copiesGrid {
                try copyGrid(bitmap, lined: alignment, on: renderer)
            } else {
                try batch.draw(on: renderer.pointer, texture: bitmap.pointer, part: 0..<batch.gridEnd)
            }
            batch.sampleCorners(side: bitmap.cornerSide, width: bitmap.width, height: bitmap.height)
            try batch.draw(on: renderer.pointer, texture: corners.pointer, part: batch.gridEnd..<batch.fansEnd)
        } else {
            SDL_SetTextureBlendMode(bitmap.pointer, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(bitmap.pointer, opacity)
            batch.paint(SDL_Color(r: 255, g: 255, b: 255, a: opacity))
            if copiesGrid {
                try copyGrid(bitmap, lined: alignment, on: renderer)
                try batch.draw(on: renderer.pointer, texture: bitmap.pointer, part: batch.aroundGrid)
            } else {
                try batch.draw(on: renderer.pointer, texture: bitmap.pointer)
            }
        }
        guard dimming.a > 0 else { return }
        let white = try whiteTexture(on: renderer)
        batch.paint(dimming)
        batch.sampleMiddle()
        try batch.draw(on: renderer.pointer, texture: white.pointer)
    }

    /// Draws the built grid, lined up on whole pixels `alignment` (`CopyPlanner.alignment(of:)`, not empty),
    /// as scaled copies of `bitmap` under the blend mode and alpha modulation set, sampled nearest
    /// as SDL's software renderer samples triangles: a few bands when it lines up both ways (the
    /// rotary's and the time machine's items face the viewer), strips of pixel columns or rows
    /// when one way (coverflow's and the cylinder's are turned about one axis). That renderer
    /// stretches an unblended copy of a texture of the target's format ten times faster than it
    /// fills the same pixels as triangles, and blends one three times faster.
    ///
    /// Each copy is cut to what can be drawn first (`ScaledCopy`; strips are not even walked
    /// outside it). The bitmap is sampled
    /// nearest for them (`SDLTexture.sampledNearest`).
    /// - Throws: `SDLError` when SDL refuses a copy.
    /// - Complexity: O(grid points + pixels across the grid).
    private func copyGrid(
        _ bitmap: SDLTexture, lined alignment: CopyPlanner.Alignment, on renderer: SDLRendererHandle
    ) throws {
        let bounds = ScaledCopy.drawableBounds(of: renderer)
        // Closures written at each call, over values only (no local function handed on): a local
        // function's captures were boxed on the heap, an allocation in every frame that drew a grid.
        try bitmap.sampledNearest(on: renderer) {
            if alignment == [.columns, .rows] {
                try CopyPlanner.forEachBand(of: batch, textureWidth: bitmap.width, height: bitmap.height) { texels, pixels in
                    try Self.copy(texels, onto: pixels, of: bitmap, scaled: false, within: bounds, on: renderer)
                }
            } else {
                try CopyPlanner.forEachStrip(
                    of: batch, lined: alignment, within: bounds, textureWidth: bitmap.width, height: bitmap.height
                ) { texels, pixels in
                    try Self.copy(texels, onto: pixels, of: bitmap, scaled: true, within: bounds, on: renderer)
                }
            }
        }
    }

    /// Copies the texels `texels` of `bitmap` onto `pixels`, cut to `bounds` first: a band one for
    /// one with all the others (an item at its laid-out size), a strip (`scaled`) among scaled ones.
    /// - Throws: `SDLError` when SDL refuses the copy. O(1) besides the copy.
    private static func copy(
        _ texels: PixelRect, onto pixels: PixelRect, of bitmap: SDLTexture, scaled: Bool, within bounds: PixelRect,
        on renderer: SDLRendererHandle
    ) throws {
        guard let (texels, pixels) = CopyPlanner.cut(texels, onto: pixels, to: bounds) else { return }
        var from =
            (scaled ? CopyPlanner.scaled(texels, onto: pixels, textureWidth: bitmap.width, height: bitmap.height) : texels)
            .sdlRect
        var to = pixels.sdlRect
        guard SDL_RenderCopy(renderer.pointer, bitmap.pointer, &from, &to) == 0 else {
            throw SDLError("copy part of a projected group, \(to.w)x\(to.h) px")
        }
    }

    /// The white texture, made on first use (4 × 4 opaque pixels, blended).
    private func whiteTexture(on renderer: SDLRendererHandle) throws -> SDLTexture {
        if let white { return white }
        let surface = try RasterSurface(width: 4, height: 4)
        surface.fill(x: 0, y: 0, width: 4, height: 4, RGBA8(red: 255, green: 255, blue: 255))
        let texture = try SDLTexture(surface: surface.handle.pointer, renderer: renderer, linearFiltering: false)
        white = texture
        return texture
    }
}

extension GroupGeometry: DeviceResource {}
