internal import CSDL
import Foundation
import ScrollKit

extension PixelRect {
    /// The rectangle as SDL takes it.
    var sdlRect: SDL_Rect { SDL_Rect(x: x, y: y, w: width, h: height) }
}

extension ShapePainter {
    /// Draws the cached texture for `key` at `r` under `opacity` (alpha modulation), rasterising it
    /// with `make` on a miss. A texture larger than the whole cache is drawn once
    /// and released; so is one rasterised while a raster group is flattened (the group's bitmap
    /// holds its pixels from then on: keeping both would hold them twice).
    func drawCached(
        _ key: RasterKey, at r: PixelRect, opacity: UInt8, cover: TextureCover = .whole,
        make: () throws -> RasterSurface
    ) throws {
        guard opacity > 0 else { return }
        let texture: SDLTexture
        if let cached = rasterCache.texture(for: key, frame: context.framesRendered) {
            texture = cached
        } else {
            var opaqueCorner: Int32?
            if case .copy(let corner, true) = cover { opaqueCorner = corner }
            guard let made = rasterized(r, opaqueCorner: { _ in opaqueCorner }, make: make) else { return }
            texture = made
            if !context.isFlattening { rasterCache.insert(texture, for: key, frame: context.framesRendered) }
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
    func draw(_ texture: SDLTexture, at r: PixelRect, opacity: UInt8, cover: TextureCover) throws {
        guard opacity > 0, !context.isClippedAway(r) else { return }
        if r.width != texture.width || r.height != texture.height,
            context.isSoftware
        {
            return try texture.sampledNearest(on: context.handle) {
                try drawParts(texture, at: r, opacity: opacity, cover: cover)
            }
        }
        try drawParts(texture, at: r, opacity: opacity, cover: cover)
    }

    /// `draw(_:at:opacity:cover:)`'s copies.
    private func drawParts(_ texture: SDLTexture, at r: PixelRect, opacity: UInt8, cover: TextureCover) throws {
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
}
