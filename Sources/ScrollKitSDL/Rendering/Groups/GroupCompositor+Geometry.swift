internal import CSDL
import Foundation
import ScrollKit

// Raster groups drawn as triangles (`RasterGroup.isGeometry`): a group cut to its mask
// (`View.drawMask`, Material 3's keylines) or seen in 3D (`View.projection`, iCarousel's types).
// Both draw the group's bitmap as laid out, made at its `rect` pixel size and kept like any other
// group's (`drawGroup`), through `GroupGeometry`: a group narrowing or turning makes no bitmap.
//
// At rest a projected group is drawn from a second bitmap, of its mesh as drawn (`heldGeometry`):
// once the mesh (relative to the whole pixels it covers) has been the same for `framesToHold`
// frames, it is drawn into a bitmap of its own, kept under a key hashed from the mesh, and copied
// from then on, its opaque middle unblended (`OpaqueArea`). SDL's software renderer fills a
// textured triangle texel by texel, blended, many times slower than it copies: a resting coverflow
// costs copies, and only a moving one pays for triangles. A look seen before is copied at once.
//
// A masked group (keylines) is drawn as its triangles at rest too, and makes no bitmap as drawn: a
// mask is a rectangle cut with rounded corners, whose cells SDL draws as blits, so its triangles
// cost about what a copy does, and the look it rests in is new nearly every time in a strip that
// scrolls freely (keylines uncontained: each rest narrows its end items to another width). A bitmap
// made for it (a render target, a read-back, two textures: about 28 allocations) would be drawn
// for that one rest and would push kept bitmaps out of the raster cache.
// Under a group opacity (the time machine's fading items) the bitmap is made at full opacity and
// copied under it, unless the group is dimmed (`holds(_:alpha:)`).
//
// While its content is not settled (an image loading or fading in, commands changing in place) a
// masked group is drawn command by command, clipped to its mask's rectangle; a projected group is
// flattened anyway, drawn, and not kept (it is flattened again next frame until it settles). A
// projected group that cannot be flattened (larger than a quarter of the raster cache, no render
// targets) is not drawn.

extension GroupCompositor {
    /// Draws `group`, masked or projected, whose commands are `content` and whose bitmap is `size`
    /// pixels, recording it as the group drawn at place `ordinal` (last frame's there: `recent`).
    ///
    /// A projected group that has kept the same mesh for `framesToHold` frames (at rest: a 3D
    /// item facing where it stopped) is drawn from a bitmap of its mesh as
    /// drawn, made once and kept: one copy instead of triangles filled texel by texel, which SDL's
    /// software renderer does far more slowly; a masked group stays triangles (see above). A moving
    /// group is drawn as triangles, making nothing.
    /// - Complexity: O(commands) to find the bitmap (O(1) hashing when last frame's group at this
    ///   place was the same), plus flattening on a miss, plus O(mesh) to build, hash and draw.
    func drawGeometryGroup(
        _ group: RasterGroup, content: ArraySlice<DisplayCommand>, size: PixelRect, ordinal: Int, recent: RecentGroup?
    ) throws {
        let origin = group.rect.origin
        // The very group drawn here last frame from its bitmap as drawn (at rest): that bitmap again,
        // with no mesh built or hashed.
        if let recent, let held = recent.held, held.group == group, Self.holds(group, alpha: context.alpha),
            case .group(_, size.width, size.height) = recent.made,
            let entry = cachedGroup(recent.drawn, content: content, origin: origin, look: nil)
        {
            // The bitmap as laid out stays the most recently drawn too, for when the group moves again.
            _ = shapePainter.rasterCache.entry(for: recent.made, frame: context.framesRendered)
            var again = recent
            again.heldFrames += 1
            remember(again, at: ordinal)
            return try shapePainter.draw(
                entry.texture, at: held.box, opacity: context.opacityByte(context.alpha), cover: entry.cover)
        }
        var bitmap: SDLTexture?
        let hash: Int
        if let recent, case .group(let known, size.width, size.height) = recent.made,
            let entry = cachedGroup(recent.made, content: content, origin: origin, look: nil)
        {
            (hash, bitmap) = (known, entry.texture)
        } else {
            hash = Self.contentHash(content, origin: origin)
        }
        let made = RasterKey.group(hash: hash, width: size.width, height: size.height)
        var current = RecentGroup(made: made, drawn: made, drawnSize: group.drawnRect.size)
        if bitmap == nil { bitmap = cachedGroup(made, content: content, origin: origin, look: nil)?.texture }
        current.missed = bitmap == nil
        var settled = true
        if bitmap == nil {
            let fits =
                fitsRasterCache(width: size.width, height: size.height)
                && SDL_RenderTargetSupported(context.handle.pointer) == SDL_TRUE
            // Last frame's group here was made or drawn afresh too, at this size, from other commands.
            var changing = false
            if let recent, recent.missed, case .group(let before, size.width, size.height) = recent.made, before != hash {
                changing = true
            }
            settled = !changing && imagePainter.isSettled(content)
            guard fits, settled || group.projection != nil else {
                remember(current, at: ordinal)
                return try drawUnflattened(group, content: content)
            }
            let relative = content.map { $0.relative(to: origin) }
            // Corner squares at least as deep as a projection's corner fans reach: they are drawn
            // from the bitmap's `corners`, blended, and the rest unblended (`GroupGeometry.drawBuilt`).
            let reach =
                group.projection == nil
                ? 0
                : GroupGeometry.fanReach(cornerRadius: group.cornerRadius, size: group.rect.size, bitmap: size.width, size.height)
            bitmap = try flattenAndKeep(
                relative, key: made, content: relative, look: nil, pixels: size, keep: settled,
                cornerAtLeast: Int32(reach.rounded(.up)))?.texture
        }
        guard let bitmap else {
            remember(current, at: ordinal)
            return try drawUnflattened(group, content: content)
        }
        let opacity = context.opacityByte(context.alpha)
        guard opacity > 0, buildGeometry(of: group, bitmap: bitmap), let box = geometry.batch.pixelBounds else {
            remember(current, at: ordinal)
            return
        }
        let dimming = geometryDimming(of: group)
        current.drawn = Self.heldKey(hash: hash, mesh: geometry.batch, box: box, dimming: dimming)
        if let recent, recent.isSameLook(as: current) { current.heldFrames = recent.heldFrames + 1 }
        if group.projection != nil, Self.holds(group, alpha: context.alpha), settled,
            let held = try heldGeometry(
                current, of: group, box: box, content: content, origin: origin, bitmap: bitmap, dimming: dimming)
        {
            current.held = (group, box)
            remember(current, at: ordinal)
            return try shapePainter.draw(held.texture, at: box, opacity: opacity, cover: held.cover)
        }
        remember(current, at: ordinal)
        guard !context.isClippedAway(box) else { return }
        try geometry.drawBuilt(bitmap, opacity: opacity, dimming: dimming, on: context.handle)
    }

    /// Whether `group`, under the opacity `alpha`, may be drawn from its bitmap as drawn (made at
    /// full opacity, copied under `alpha`): at full opacity, or undimmed. Its triangles under an
    /// opacity draw each pixel as that bitmap copied under it does (the time machine's fading
    /// items); a dimmed group's triangles lay the dimming over what shows through them too. O(1).
    static func holds(_ group: RasterGroup, alpha: Double) -> Bool { alpha >= 1 || group.dimming.alpha == 0 }

    /// The bitmap of the mesh just built for `current` as drawn (its `drawn` key) over `box`, under
    /// full opacity with `dimming`: the kept one, or one made now if the group has held its mesh for
    /// `framesToHold` frames; nil (draw the triangles) otherwise, or when it cannot be made.
    private func heldGeometry(
        _ current: RecentGroup, of group: RasterGroup, box: PixelRect, content: ArraySlice<DisplayCommand>, origin: CGPoint,
        bitmap: SDLTexture, dimming: SDL_Color
    ) throws -> RasterCache.Entry? {
        if let entry = cachedGroup(current.drawn, content: content, origin: origin, look: nil) { return entry }
        let bytes = Int(box.width) * Int(box.height) * 4
        guard current.heldFrames >= Self.framesToHold, bytes <= shapePainter.rasterCache.byteCapacity / Self.heldCacheShare,
            SDL_RenderTargetSupported(context.handle.pointer) == SDL_TRUE
        else { return nil }
        let relative = content.map { $0.relative(to: origin) }
        geometry.translate(dx: -box.x, dy: -box.y)
        let made = try? flattenAndKeep(
            key: current.drawn, content: relative, look: nil, pixels: box, middleTwin: true,
            draw: { try geometry.drawBuilt(bitmap, opacity: 255, dimming: dimming, on: context.handle) })
        guard let made else {
            // Drawing it moved the mesh and may have changed its texture coordinates (corners,
            // dimming): build it again where it is drawn.
            _ = buildGeometry(of: group, bitmap: bitmap)
            return nil
        }
        return RasterCache.Entry(
            texture: made.texture, bytes: 0, lastUsedFrame: context.framesRendered, opaqueCorner: made.opaque.corner,
            opaqueInset: made.opaque.inset)
    }

    /// A group's bitmap as drawn may take at most 1/`heldCacheShare` of the raster cache's bytes (a
    /// quarter of the target's pixels): items seen from inside a ring (`inverted-rotary`) reach far
    /// past the window, and bitmaps of them would push each other out of the cache every frame.
    static let heldCacheShare = 4 * groupCacheShare

    /// The key of a geometry group's bitmap as drawn: its content's `hash`, its `mesh` relative to
    /// `box` (where it is drawn, whole pixels) and its `dimming`. Moved by whole pixels, a mesh keeps
    /// its key. O(mesh); allocates nothing.
    static func heldKey(hash: Int, mesh: GeometryBatch, box: PixelRect, dimming: SDL_Color) -> RasterKey {
        var hasher = Hasher()
        hasher.combine(hash)
        mesh.hash(relativeTo: box, into: &hasher)
        hasher.combine(dimming.r)
        hasher.combine(dimming.g)
        hasher.combine(dimming.b)
        hasher.combine(dimming.a)
        return .group(hash: hasher.finalize(), width: box.width, height: box.height)
    }

    /// Draws `group`, masked or projected, inside another group's bitmap being made: from its own
    /// bitmap (made if need be, not kept: the outer bitmap holds its pixels), or, masked and not
    /// settled, its commands clipped to the mask's rectangle.
    func drawNestedGeometryGroup(_ group: RasterGroup, content: ArraySlice<DisplayCommand>, size: PixelRect) throws {
        let origin = group.rect.origin
        let key = RasterKey.group(hash: Self.contentHash(content, origin: origin), width: size.width, height: size.height)
        if let entry = cachedGroup(key, content: content, origin: origin, look: nil) {
            return try drawGeometry(of: group, bitmap: entry.texture)
        }
        let fits = fitsRasterCache(width: size.width, height: size.height)
        let settled = imagePainter.isSettled(content)
        guard fits, settled || group.projection != nil else {
            return try drawUnflattened(group, content: content)
        }
        let relative = content.map { $0.relative(to: origin) }
        guard let made = try flattenAndKeep(relative, key: key, content: relative, look: nil, pixels: size) else {
            return try drawUnflattened(group, content: content)
        }
        try drawGeometry(of: group, bitmap: made.texture)
    }

    /// What a masked or projected group with no bitmap draws: masked, its commands clipped to the
    /// mask's rectangle; projected, nothing.
    private func drawUnflattened(_ group: RasterGroup, content: ArraySlice<DisplayCommand>) throws {
        guard group.projection == nil else { return }
        try drawDirectly(group, content: content)
    }

    /// Draws `bitmap`, `group`'s bitmap as laid out, through its projection or cut to its mask,
    /// under the opacity in force, and its dimming over the same shape.
    func drawGeometry(of group: RasterGroup, bitmap: SDLTexture) throws {
        let opacity = context.opacityByte(context.alpha)
        guard opacity > 0, buildGeometry(of: group, bitmap: bitmap) else { return }
        try geometry.drawBuilt(bitmap, opacity: opacity, dimming: geometryDimming(of: group), on: context.handle)
    }

    /// Builds the mesh of `bitmap`, `group`'s bitmap as laid out, through its projection or cut to
    /// its mask (`GroupGeometry`); false when nothing is to be drawn.
    private func buildGeometry(of group: RasterGroup, bitmap: SDLTexture) -> Bool {
        let software = context.isSoftware
        if let projection = group.projection {
            return geometry.buildProjected(
                bitmap, size: group.rect.size, projection: projection, pixelScale: context.pixelScale,
                cornerRadius: group.cornerRadius, software: software)
        }
        guard let mask = group.drawnMask else { return false }
        let shown = context.snapped(mask)
        let radius = ShapePainter.clampedRadius(group.cornerRadius * group.scale * context.pixelScale, shown)
        return geometry.buildMasked(
            bitmap, at: context.groupPixels(group.drawnRect), mask: shown, radius: radius, software: software)
    }

    /// `group`'s dimming under the opacity in force (alpha 0: none).
    private func geometryDimming(of group: RasterGroup) -> SDL_Color {
        group.dimming.alpha > 0 ? context.sdlColor(group.dimming, opacity: context.alpha) : SDL_Color(r: 0, g: 0, b: 0, a: 0)
    }
}
