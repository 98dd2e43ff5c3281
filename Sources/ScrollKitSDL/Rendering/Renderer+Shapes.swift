internal import CSDL
import Foundation
import ScrollKit

// Shapes: plain rectangles are SDL fills; rounded fills, borders, gradients and the image
// placeholder are textures rasterised once at their drawn pixel size (`Rasterizer`), kept in the
// `RasterCache`, and drawn as one quad (its corner squares blended, the rest filled or copied) with
// alpha modulation. Every shape is snapped to
// whole pixels (its edges rounded), so the texture is drawn 1:1: the OpenGL and software renderers
// show the same pixels, and no pixel is blended twice.

extension PixelRect {
    /// The rectangle as SDL takes it.
    var sdlRect: SDL_Rect { SDL_Rect(x: x, y: y, w: width, h: height) }
}

extension Renderer {
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
        try fillRoundedRect(rect, radius: cornerRadius, color: Self.placeholderColor)
    }

    /// How a cached texture is drawn.
    enum Cover {
        /// One blended copy of the whole texture.
        case whole
        /// A shape covered everywhere outside its four corner squares of `corner` pixels a side (its
        /// rounded corners): the corners are blended from the texture, the rest is a plain fill in
        /// `color` (the texture's colour there, under the opacity).
        case fill(corner: Int32, color: SDL_Color)
        /// The same, the rest copied from the texture: without blending when `opaque` (every pixel
        /// outside the corner squares is) and drawn at full opacity.
        case copy(corner: Int32, opaque: Bool)
        /// A border, transparent everywhere more than `band` pixels from the texture's edges, and
        /// more than `edge` pixels from them outside the four corner squares of side `band`: only
        /// those squares and the edges are blended.
        case outline(band: Int32, edge: Int32)
        /// Opaque everywhere inside `inset` (a turned or masked item's bitmap, translucent along its
        /// edges): drawn at full opacity, that middle is copied unblended from the texture's `middle`
        /// and only the bands around it blended.
        case middle(inset: PixelInsets)
    }

    /// The side of the corner squares of a shape with corners of `radius` pixels: every pixel
    /// outside them is fully covered (none for square corners: shapes are snapped to whole pixels).
    static func corner(_ radius: CGFloat) -> Int32 { radius > 0 ? Int32(radius.rounded(.up)) + 1 : 0 }

    /// Draws the cached texture for `key` at `r` under `opacity` (alpha modulation), rasterising it
    /// with `make` on a miss. A texture larger than the whole cache is drawn once
    /// and released; so is one rasterised while a raster group is flattened (the group's bitmap
    /// holds its pixels from then on: keeping both would hold them twice).
    func drawCached(
        _ key: RasterKey, at r: PixelRect, opacity: UInt8, cover: Cover = .whole,
        make: () throws -> RasterSurface
    ) throws {
        guard opacity > 0 else { return }
        let texture: SDLTexture
        if let cached = compositor.rasterCache.texture(for: key, frame: context.framesRendered) {
            texture = cached
        } else {
            var opaqueCorner: Int32?
            if case .copy(let corner, true) = cover { opaqueCorner = corner }
            guard let made = rasterized(r, opaqueCorner: { _ in opaqueCorner }, make: make) else { return }
            texture = made
            if !context.isFlattening { compositor.rasterCache.insert(texture, for: key, frame: context.framesRendered) }
        }
        try draw(texture, at: r, opacity: opacity, cover: cover)
    }

    /// A texture of `make`'s pixels, counted in `shapeRasterizations`; nil (logged once) when it
    /// cannot be made: larger than the GPU's textures, or out of memory. When `opaqueCorner` answers
    /// a side for the pixels made (they are opaque outside the corner squares of that side, and
    /// will be drawn `.copy(corner:opaque: true)`), the texture gets those squares as its `corners`;
    /// when `opaqueMiddle` answers insets instead (opaque everywhere inside them, drawn
    /// `.middle(inset:)`), it gets that middle as its `middle`.
    func rasterized(
        _ r: PixelRect, opaqueCorner: (RasterSurface) -> Int32? = { _ in nil },
        opaqueMiddle: (RasterSurface) -> PixelInsets? = { _ in nil }, make: () throws -> RasterSurface
    ) -> SDLTexture? {
        do {
            let surface = try make()
            let texture = try SDLTexture(surface: surface.handle.pointer, renderer: context.handle, linearFiltering: false)
            let shorter = min(surface.width, surface.height)
            if let side = opaqueCorner(surface), side > 0, 2 * Int(side) <= shorter {
                texture.corners = try cornerTexture(of: surface, side: side)
                texture.cornerSide = side
            } else if let inset = opaqueMiddle(surface), !inset.isZero,
                inset.leavesMiddle(width: Int32(surface.width), height: Int32(surface.height))
            {
                texture.middle = try middleTexture(of: surface, inset: inset)
                texture.middleInset = inset
            }
            context.counts.shapeRasterizations += 1
            return texture
        } catch {
            if context.counts.rasterFailures == 0 {
                context.logger.warning(
                    "could not rasterise a \(r.width)x\(r.height) pixel shape or image: \(error); skipping what cannot be drawn")
            }
            context.counts.rasterFailures += 1
            return nil
        }
    }

    /// A texture of the four `side`-pixel corner squares of `surface`, each in its corner of a
    /// square of twice that side, alpha blended (`SDLTexture.corners`).
    /// - Complexity: O(side²).
    func cornerTexture(of surface: RasterSurface, side: Int32) throws -> SDLTexture {
        let c = Int(side)
        let square = try RasterSurface(width: 2 * c, height: 2 * c)
        for (x, y) in [(0, 0), (surface.width - c, 0), (0, surface.height - c), (surface.width - c, surface.height - c)] {
            let toX = x == 0 ? 0 : c
            let toY = y == 0 ? 0 : c
            for row in 0..<c {
                (square.pixels + (toY + row) * square.pitch + toX * 4)
                    .update(from: surface.pixels + (y + row) * surface.pitch + x * 4, count: c * 4)
            }
        }
        return try SDLTexture(surface: square.handle.pointer, renderer: context.handle, linearFiltering: false)
    }

    /// A texture of `surface`'s pixels inside `inset`, never blended (`SDLTexture.middle`).
    /// O(its pixels).
    func middleTexture(of surface: RasterSurface, inset: PixelInsets) throws -> SDLTexture {
        let part = inset.middle(width: Int32(surface.width), height: Int32(surface.height))
        let middle = try RasterSurface(width: Int(part.width), height: Int(part.height))
        for row in 0..<middle.height {
            (middle.pixels + row * middle.pitch)
                .update(
                    from: surface.pixels + (Int(part.y) + row) * surface.pitch + Int(part.x) * 4, count: middle.width * 4)
        }
        let texture = try SDLTexture(surface: middle.handle.pointer, renderer: context.handle, linearFiltering: false)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
        return texture
    }

    /// Draws `texture` into `r` under `opacity`, as `cover` says: 1:1 when `r` has the texture's
    /// size, scaled (with the texture's scale mode) when not, each part into its scaled place.
    ///
    /// Only the corner squares are blended from the texture; the rest is a plain fill or an
    /// unblended copy, in three rectangles. SDL's software renderer blends a texture per pixel; a
    /// fill or a copy of the same pixels is many times faster, and the result is the same. A
    /// translucent fill is copied from the texture (its pixels are the fill's colour) rather than
    /// filled: SDL's software renderer blends a texture about four times faster than a fill.
    ///
    /// A texture copied unblended whose `corners` were kept has them blended from there, so a
    /// texture keeps one blend mode from frame to frame: SDL's software renderer maps a texture's
    /// surface afresh (an allocation) at every copy whose blend mode or alpha modulation differs
    /// from the last one's. Scaled on that renderer, it is sampled nearest (`SDLTexture.sampledNearest`).
    func draw(_ texture: SDLTexture, at r: PixelRect, opacity: UInt8, cover: Cover) throws {
        guard opacity > 0, !context.isClippedAway(r) else { return }
        if r.width != texture.width || r.height != texture.height,
            geometry.isSoftware(context.handle, generation: context.textureGeneration)
        {
            return try texture.sampledNearest(on: context.handle) {
                try drawParts(texture, at: r, opacity: opacity, cover: cover)
            }
        }
        try drawParts(texture, at: r, opacity: opacity, cover: cover)
    }

    /// `draw(_:at:opacity:cover:)`'s copies.
    private func drawParts(_ texture: SDLTexture, at r: PixelRect, opacity: UInt8, cover: Cover) throws {
        SDL_SetTextureAlphaMod(texture.pointer, opacity)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        let place = TexturePlacement(texture: texture, destination: r)
        let w = texture.width
        let h = texture.height
        let whole = PixelRect(x: 0, y: 0, width: w, height: h)
        let c: Int32
        switch cover {
        case .whole:
            return try copy(texture, whole, place)
        case .outline(let band, let edge):
            guard 2 * band < w, 2 * band < h else { return try copy(texture, whole, place) }
            // The four corner squares, then the straight edges only as deep as the line reaches.
            try copyCorners(of: texture, side: band, place)
            try copy(texture, PixelRect(x: band, y: 0, width: w - 2 * band, height: edge), place)
            try copy(texture, PixelRect(x: band, y: h - edge, width: w - 2 * band, height: edge), place)
            try copy(texture, PixelRect(x: 0, y: band, width: edge, height: h - 2 * band), place)
            try copy(texture, PixelRect(x: w - edge, y: band, width: edge, height: h - 2 * band), place)
            return
        case .middle(let inset):
            guard opacity == 255, let middle = texture.middle, texture.middleInset == inset, !inset.isZero,
                inset.leavesMiddle(width: w, height: h)
            else { return try copy(texture, whole, place) }
            // The bands above and below the middle, the ones beside it, then the middle.
            let inside = inset.middle(width: w, height: h)
            try copy(texture, PixelRect(x: 0, y: 0, width: w, height: inset.top), place)
            try copy(texture, PixelRect(x: 0, y: h - inset.bottom, width: w, height: inset.bottom), place)
            try copy(texture, PixelRect(x: 0, y: inside.y, width: inset.left, height: inside.height), place)
            try copy(texture, PixelRect(x: w - inset.right, y: inside.y, width: inset.right, height: inside.height), place)
            return try copy(
                middle, PixelRect(x: 0, y: 0, width: middle.width, height: middle.height), onto: place.destination(of: inside))
        case .fill(let corner, _), .copy(let corner, _):
            guard corner >= 0, 2 * corner <= w, 2 * corner <= h else { return try copy(texture, whole, place) }
            c = corner
        }
        let unblended: Bool
        if case .copy(_, let opaque) = cover { unblended = opaque && opacity == 255 } else { unblended = false }
        if unblended, c > 0, let corners = texture.corners, texture.cornerSide == c {
            try copyCorners(of: texture, from: corners, side: c, place)
        } else {
            try copyCorners(of: texture, side: c, place)
        }
        // Outside the corners: the band between the top corners, every row between the bands, the
        // band between the bottom corners.
        if unblended { SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE) }
        func rest(_ part: PixelRect) throws {
            guard !part.isEmpty else { return }
            if case .fill(_, let color) = cover, color.a == 255 || opacity < 255 {
                try context.fillPixels(place.destination(of: part), color: color)
            } else {
                try copy(texture, part, place)
            }
        }
        try rest(PixelRect(x: c, y: 0, width: w - 2 * c, height: c))
        try rest(PixelRect(x: 0, y: c, width: w, height: h - 2 * c))
        try rest(PixelRect(x: c, y: h - c, width: w - 2 * c, height: c))
    }

    /// Copies the four corner squares of `side` pixels of `texture` to their places.
    private func copyCorners(of texture: SDLTexture, side c: Int32, _ place: TexturePlacement) throws {
        guard c > 0 else { return }
        let w = texture.width
        let h = texture.height
        try copy(texture, PixelRect(x: 0, y: 0, width: c, height: c), place)
        try copy(texture, PixelRect(x: w - c, y: 0, width: c, height: c), place)
        try copy(texture, PixelRect(x: 0, y: h - c, width: c, height: c), place)
        try copy(texture, PixelRect(x: w - c, y: h - c, width: c, height: c), place)
    }

    /// Copies the four corner squares of `side` pixels of `texture` to their places, from
    /// `corners`, the texture's `corners` (drawn at full opacity).
    private func copyCorners(of texture: SDLTexture, from corners: SDLTexture, side c: Int32, _ place: TexturePlacement)
        throws
    {
        // Corner by corner, not a loop over a range: unoptimised builds would allocate its
        // iterator's accessors, and the tests count this path's allocations in those builds too.
        func corner(right: Bool, bottom: Bool) throws {
            let square = PixelRect(x: right ? texture.width - c : 0, y: bottom ? texture.height - c : 0, width: c, height: c)
            try copy(
                corners, PixelRect(x: right ? c : 0, y: bottom ? c : 0, width: c, height: c), onto: place.destination(of: square))
        }
        try corner(right: false, bottom: false)
        try corner(right: true, bottom: false)
        try corner(right: false, bottom: true)
        try corner(right: true, bottom: true)
    }

    /// Copies the part `source` of `texture` to its place.
    private func copy(_ texture: SDLTexture, _ source: PixelRect, _ place: TexturePlacement) throws {
        try copy(texture, source, onto: place.destination(of: source))
    }

    /// Copies the texels `source` of `texture` onto `destination` (target pixels); scaled, cut to
    /// what can be drawn first (`ScaledCopy`).
    private func copy(_ texture: SDLTexture, _ source: PixelRect, onto destination: PixelRect) throws {
        var (texels, pixels) = (source, destination)
        guard !pixels.isEmpty else { return }
        if pixels.width != texels.width || pixels.height != texels.height {
            guard let cut = CopyPlanner.cut(texels, onto: pixels, to: ScaledCopy.drawableBounds(of: context.handle)) else {
                return
            }
            (texels, pixels) = cut
        }
        var from = texels.sdlRect
        var to = pixels.sdlRect
        guard SDL_RenderCopy(context.handle.pointer, texture.pointer, &from, &to) == 0 else {
            throw SDLError("draw a \(texture.width)x\(texture.height) pixel texture")
        }
    }

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
            if let made, !context.isFlattening { compositor.rasterCache.insert(made, for: key, frame: context.framesRendered) }
            return made
        }
        if c > 0 {
            let square = PixelRect(x: 0, y: 0, width: 2 * c, height: 2 * c)
            let key = RasterKey.fill(width: square.width, height: square.height, radius: px, color: rgb)
            let corners =
                compositor.rasterCache.texture(for: key, frame: context.framesRendered)
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
            let tile = compositor.rasterCache.texture(for: key, frame: context.framesRendered)
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
