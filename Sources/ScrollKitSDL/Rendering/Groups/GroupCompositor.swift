internal import CSDL
import Foundation
import ScrollKit

// Raster groups (`View.shouldRasterize`, `DisplayCommand.beginRasterGroup`): a view drawn once into
// a bitmap and then copied, as Core Animation's `shouldRasterize`. A group is keyed by its commands
// relative to its origin (to 1/1024 pt, so the float noise of a moving strip does not change the
// key) and by its pixel size; a frame that draws the same group anywhere on screen copies the
// bitmap, one quad, with only its corner squares blended. A banner in a moving
// strip is then one copy a frame instead of its image, scrim, two lines of text and their shadows.
//
// Flattening draws the group's commands into a render-target texture cleared to transparent black,
// with the same code as every other frame. Blending onto transparent black leaves premultiplied
// colour, so the pixels are read back, turned into straight alpha (what every other texture holds)
// and uploaded as an ordinary cached texture: the OpenGL and software renderers draw it the same way.
//
// A group whose pixels are still changing (an image in it not loaded yet, or fading in; its
// commands changing in place from frame to frame) is drawn directly, command by command, clipped to
// the group and under its opacity; so is one larger than a quarter of the raster cache, or every
// group where the renderer has no render targets.
//
// A group drawn scaled or dimmed (`RasterGroup.drawnRect`, `.dimming`: the carousel effects) is its
// bitmap scaled and dimmed as it is copied while those change, and a bitmap made at its drawn size
// and dimming once they hold for a frame (`drawGroup`).

/// The raster-group compositor: draws each raster group from its bitmap (made, kept in the shape
/// painter's raster cache, and copied while it moves), scaled and dimmed as it is copied while an
/// effect changes it, from a bitmap made at its drawn size once that holds, or command by command
/// while its content changes; masked and projected groups through `GroupGeometry`
/// (`GroupCompositor+Geometry.swift`). It remembers the groups drawn last frame (`GroupHistory`).
///
/// Main thread only. A steady frame of kept bitmaps allocates nothing.
@MainActor
final class GroupCompositor {
    /// What it draws through.
    let context: RenderContext
    /// Draws shapes and the bitmaps; holds the raster cache the bitmaps are kept in.
    let shapePainter: ShapePainter
    /// Draws images; tells whether a group's images are settled.
    let imagePainter: ImagePainter
    /// Draws text.
    let textPainter: TextPainter
    /// Draws masked and projected raster groups as triangles.
    let geometry = GroupGeometry()
    /// The groups drawn last frame, and so far in this one.
    var history = GroupHistory()

    /// A compositor drawing through `context` and the painters, with no group drawn yet.
    init(context: RenderContext, shapePainter: ShapePainter, imagePainter: ImagePainter, textPainter: TextPainter) {
        self.context = context
        self.shapePainter = shapePainter
        self.imagePainter = imagePainter
        self.textPainter = textPainter
    }
}

extension GroupCompositor {
    /// A group may take at most 1/`groupCacheShare` of the raster cache's bytes; a larger one is
    /// drawn directly. The cache holds at least four times the target's pixels
    /// (`rasterCacheTargetMultiple`), so a group as large as the window (the gallery's backdrop) fits.
    static let groupCacheShare = Renderer.rasterCacheTargetMultiple

    /// Draws `commands` in order, each raster group through its bitmap, every command mapped by
    /// `mapping` first (a scaled group drawn directly).
    /// - Complexity: O(n) in the number of commands, plus the flattening of groups not cached.
    func drawCommands(_ commands: ArraySlice<DisplayCommand>, mapping: GroupMapping? = nil) throws {
        var drawer = FrameDrawer(compositor: self)
        try DisplayListWalker.walk(commands, mapping: mapping, visitor: &drawer)
    }

    /// Draws `group`, whose commands are `content`: from its cached bitmap, or a new one, or (its
    /// content changing from frame to frame, an image in it still loading, too large, no render
    /// targets) its commands directly.
    ///
    /// A group drawn scaled or dimmed (not `isPlain`) is drawn from a bitmap made at its drawn size
    /// and dimming once it has held them for `framesToHold` frames; while they change, from its
    /// bitmap as laid out, scaled (bilinear) and dimmed as it is copied, so a strip of scaling,
    /// fading items makes no bitmap a frame. (Under a group opacity it is always drawn that way: the
    /// dimming would otherwise move inside the opacity as it holds.) A group whose content changes
    /// in place (a parallax image moving under its text) is drawn directly, and flattened once it
    /// holds still.
    func drawGroup(_ group: RasterGroup, content: ArraySlice<DisplayCommand>) throws {
        guard context.clip != .empty, context.alpha > 0, !content.isEmpty else { return }
        let size = context.groupPixels(group.rect)
        let at = context.groupPixels(group.drawnRect)
        guard !size.isEmpty, !at.isEmpty else { return }
        // A group turned away from the viewer shows nothing (back faces are culled).
        if let projection = group.projection, projection.showsBack(size: group.rect.size) { return }
        // Inside another group's bitmap being made: scaled or dimmed, drawn as its commands at that
        // size (crisp, as the bitmap around it); otherwise from its own bitmap. Last frame's groups
        // are not consulted or changed: they are the frame's, in its order.
        guard !context.isFlattening else {
            if group.isGeometry { return try drawNestedGeometryGroup(group, content: content, size: size) }
            return try group.isPlain ? drawBitmap(of: group, content: content, at: size) : drawDirectly(group, content: content)
        }
        let opacity = context.opacityByte(context.alpha)
        let origin = group.rect.origin
        let composes = !group.isPlain && context.alpha >= 1
        let (ordinal, recent) = history.nextGroup()
        if group.isGeometry {
            return try drawGeometryGroup(group, content: content, size: size, ordinal: ordinal, recent: recent)
        }
        // The group drawn at the same place in the list last frame is most likely this one again:
        // comparing with it first spares hashing the commands (their strings above all). First what
        // was drawn there 1:1 (the bitmap, or the one made at its drawn size and dimming), then its
        // bitmap as laid out (scaled or dimmed as it is copied).
        if let recent, group.isPlain || composes, case .group(_, at.width, at.height) = recent.drawn,
            let entry = cachedGroup(recent.drawn, content: content, origin: origin, look: group)
        {
            remember(RecentGroup(made: recent.made, drawn: recent.drawn, drawnSize: group.drawnRect.size), at: ordinal)
            return try shapePainter.draw(entry.texture, at: at, opacity: opacity, cover: entry.cover)
        }
        var bitmap: RasterCache.Entry?
        let hash: Int
        if let recent, case .group(let known, size.width, size.height) = recent.made,
            let entry = cachedGroup(recent.made, content: content, origin: origin, look: nil)
        {
            (hash, bitmap) = (known, entry)
        } else {
            hash = Self.contentHash(content, origin: origin)
        }
        let made = RasterKey.group(hash: hash, width: size.width, height: size.height)
        let drawn = composes ? Self.drawnKey(hash: hash, group: group, at: at) : made
        var current = RecentGroup(made: made, drawn: drawn, drawnSize: group.drawnRect.size)
        if let recent, recent.isSameLook(as: current) { current.heldFrames = recent.heldFrames + 1 }
        if group.isPlain || composes, let entry = cachedGroup(drawn, content: content, origin: origin, look: group) {
            remember(current, at: ordinal)
            return try shapePainter.draw(entry.texture, at: at, opacity: opacity, cover: entry.cover)
        }
        if bitmap == nil { bitmap = cachedGroup(made, content: content, origin: origin, look: nil) }
        current.missed = bitmap == nil
        remember(current, at: ordinal)
        let canFlatten =
            fitsRasterCache(width: max(at.width, size.width), height: max(at.height, size.height))
            && SDL_RenderTargetSupported(context.handle.pointer) == SDL_TRUE && imagePainter.isSettled(content)
        guard canFlatten else { return try drawDirectly(group, content: content) }
        if composes, current.heldFrames >= Self.framesToHold {
            // Held at exactly this size and dimming: made at them, crisp, and kept.
            let scale = group.scale
            let drawnArea = CGRect(origin: .zero, size: group.drawnRect.size)
            let commands = content.map { $0.relative(to: origin).scaled(by: scale, translation: .zero) }
            let dimmed = RasterGroup(drawnArea, dimming: group.dimming, cornerRadius: group.cornerRadius * scale)
            if let texture = try flattenAndKeep(
                commands, dimmedAs: dimmed, key: drawn, content: content.map { $0.relative(to: origin) }, look: group,
                pixels: at)
            {
                return try shapePainter.draw(texture.texture, at: at, opacity: opacity, cover: texture.opaque.cover)
            }
            return try drawDirectly(group, content: content)
        }
        if bitmap == nil {
            // Last frame's group here was made or drawn afresh too, at this size, from other
            // commands: the content is changing in place.
            if let recent, recent.missed, case .group(let before, size.width, size.height) = recent.made, before != hash {
                return try drawDirectly(group, content: content)
            }
            let relative = content.map { $0.relative(to: origin) }
            guard let texture = try flattenAndKeep(relative, key: made, content: relative, look: nil, pixels: size) else {
                return try drawDirectly(group, content: content)
            }
            bitmap = RasterCache.Entry(
                texture: texture.texture, bytes: 0, lastUsedFrame: context.framesRendered, opaqueCorner: texture.opaque.corner,
                opaqueInset: texture.opaque.inset)
        }
        guard let bitmap else { return }
        try shapePainter.draw(bitmap.texture, at: at, opacity: opacity, cover: bitmap.cover)
        try dim(group, at: at)
    }

    /// How many frames a scaled or dimmed group must keep its drawn size and dimming before a
    /// bitmap is made at them: a drag that pauses for a frame or two (a mouse reporting slower than
    /// the display) makes none.
    static let framesToHold = 3

    /// Records the group drawn at place `ordinal` of this frame's list.
    func remember(_ group: RecentGroup, at ordinal: Int) { history.remember(group, at: ordinal) }

    /// Draws `group` (plain) from its bitmap, made if need be, inside another group being flattened.
    private func drawBitmap(of group: RasterGroup, content: ArraySlice<DisplayCommand>, at size: PixelRect) throws {
        let origin = group.rect.origin
        let key = RasterKey.group(hash: Self.contentHash(content, origin: origin), width: size.width, height: size.height)
        if let entry = cachedGroup(key, content: content, origin: origin, look: nil) {
            return try shapePainter.draw(entry.texture, at: size, opacity: context.opacityByte(context.alpha), cover: entry.cover)
        }
        let canFlatten = fitsRasterCache(width: size.width, height: size.height) && imagePainter.isSettled(content)
        let relative = content.map { $0.relative(to: origin) }
        guard canFlatten, let texture = try flattenAndKeep(relative, key: key, content: relative, look: nil, pixels: size)
        else { return try drawDirectly(group, content: content) }
        try shapePainter.draw(texture.texture, at: size, opacity: context.opacityByte(context.alpha), cover: texture.opaque.cover)
    }

    /// The hash of a group's `content` as drawn from its `origin` (`DisplayCommand.relative(to:)`): what
    /// its bitmap is kept by. O(commands); allocates nothing.
    static func contentHash(_ content: ArraySlice<DisplayCommand>, origin: CGPoint) -> Int {
        var hasher = Hasher()
        for command in content { hasher.combine(command.relative(to: origin)) }
        return hasher.finalize()
    }

    /// Whether a bitmap of `width` × `height` pixels may take its share of the raster cache
    /// (`groupCacheShare`). O(1).
    func fitsRasterCache(width: Int32, height: Int32) -> Bool {
        Int(width) * Int(height) * 4 <= shapePainter.rasterCache.byteCapacity / Self.groupCacheShare
    }

    /// The key of `group`'s bitmap at its drawn size `at` and dimming, its content hashing to `hash`.
    static func drawnKey(hash: Int, group: RasterGroup, at: PixelRect) -> RasterKey {
        var hasher = Hasher()
        hasher.combine(hash)
        hasher.combine(group.dimming)
        hasher.combine(group.cornerRadius)
        return .group(hash: hasher.finalize(), width: at.width, height: at.height)
    }

    /// Lays `group.dimming` over `at` (where `group` is drawn, in pixels), within its scaled corners:
    /// a translucent colour copied from a tile, never rasterised per frame (`fillTranslucent`). Into
    /// a bitmap being made (whose transparent pixels must take the dimming's alpha), a rounded fill.
    func dim(_ group: RasterGroup, at: PixelRect) throws {
        guard group.dimming.alpha > 0 else { return }
        let radius = group.cornerRadius * group.scale
        guard !context.isFlattening else {
            return try shapePainter.fillRoundedRect(group.drawnMask ?? group.drawnRect, radius: radius, color: group.dimming)
        }
        try shapePainter.fillTranslucent(
            at, radius: radius * context.pixelScale, color: context.sdlColor(group.dimming, opacity: context.alpha))
    }

    /// Flattens `commands` (then `dimmedAs`'s dimming, if any) into a bitmap of `pixels`' size and
    /// keeps it under `key` (with `content`, the group's own commands relative to its origin, and
    /// `look`'s dimming, to tell collisions), unless a shape in it failed, it was flattened inside
    /// another group or `keep` is false (drawn this once). A bitmap opaque outside corner squares
    /// gets squares of at least `cornerAtLeast` pixels as its `corners`. Nil when it could not be
    /// made (logged once).
    func flattenAndKeep(
        _ commands: [DisplayCommand], dimmedAs dimmed: RasterGroup? = nil, key: RasterKey, content: [DisplayCommand],
        look: RasterGroup?, pixels: PixelRect, keep: Bool = true, cornerAtLeast: Int32 = 0
    ) throws -> (texture: SDLTexture, opaque: OpaqueArea)? {
        try flattenAndKeep(
            key: key, content: content, look: look, pixels: pixels, keep: keep, cornerAtLeast: cornerAtLeast,
            middleTwin: false
        ) {
            try drawCommands(commands[...])
            if let dimmed { try dim(dimmed, at: context.groupPixels(dimmed.drawnRect)) }
        }
    }

    /// Flattens what `draw` draws (in the bitmap's own pixels, from its top-left) into a bitmap of
    /// `pixels`' size and keeps it as `flattenAndKeep(_:dimmedAs:key:content:look:pixels:keep:cornerAtLeast:)`
    /// does; with `middleTwin`, a bitmap opaque only inside a band along its edges gets that middle
    /// as its `middle` (drawn `.middle(inset:)`: a geometry group's bitmap as drawn).
    func flattenAndKeep(
        key: RasterKey, content: [DisplayCommand], look: RasterGroup?, pixels: PixelRect, keep: Bool = true,
        cornerAtLeast: Int32 = 0, middleTwin: Bool, draw: () throws -> Void
    ) throws -> (texture: SDLTexture, opaque: OpaqueArea)? {
        var opaque = OpaqueArea(corner: nil, inset: nil)
        var translucent: Int32?
        let failuresBefore = context.counts.rasterFailures
        guard
            let texture = shapePainter.rasterized(
                pixels, opaqueCorner: { _ in opaque.corner }, opaqueMiddle: { _ in middleTwin ? opaque.inset : nil },
                make: {
                    let surface = try flatten(width: pixels.width, height: pixels.height, draw: draw)
                    opaque = surface.unpremultiply(
                        opaqueFrom: context.handle.driverName == "software" ? RasterSurface.softwareOpaqueAlpha : 255)
                    translucent = opaque.corner
                    // Corner squares taken larger than need be hold opaque pixels too: still a cover.
                    if let corner = opaque.corner, corner < cornerAtLeast,
                        2 * Int(cornerAtLeast) <= min(surface.width, surface.height)
                    {
                        opaque.corner = cornerAtLeast
                    }
                    return surface
                })
        else { return nil }
        // Scaled while it changes size: sampled bilinearly (a 1:1 copy is the same either way).
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        if let corners = texture.corners { SDL_SetTextureScaleMode(corners.pointer, SDL_ScaleModeLinear) }
        if let middle = texture.middle { SDL_SetTextureScaleMode(middle.pointer, SDL_ScaleModeLinear) }
        texture.translucentCorner = translucent
        // Kept only when whole: a group flattened with a shape or image missing (out of memory) is
        // drawn this once, and flattened again next frame. A group inside one being flattened is
        // not kept either: the outer bitmap holds its pixels.
        if keep, context.counts.rasterFailures == failuresBefore, !context.isFlattening {
            shapePainter.rasterCache.insert(
                texture, for: key, frame: context.framesRendered, content: content, opaqueCorner: opaque.corner,
                opaqueInset: opaque.inset,
                dimming: look?.dimming ?? .clear, dimmingRadius: look?.cornerRadius ?? 0)
        }
        return (texture, opaque)
    }

    /// The cached bitmap for `key`, if it was flattened from `content` (moved to `origin`), dimmed
    /// as `look` is (nil or a plain group: undimmed); marked as drawn in this frame. O(commands).
    func cachedGroup(
        _ key: RasterKey, content: ArraySlice<DisplayCommand>, origin: CGPoint, look: RasterGroup?
    ) -> RasterCache.Entry? {
        let dimming = look.map { $0.isPlain ? .clear : $0.dimming } ?? .clear
        let radius = look.map { $0.isPlain ? 0 : $0.cornerRadius } ?? 0
        guard let entry = shapePainter.rasterCache.entry(for: key, frame: context.framesRendered),
            entry.content.count == content.count,
            entry.dimming == dimming, entry.dimmingRadius == radius
        else { return nil }
        // A loop, not `zip(…).contains(where:)`: a closure formed here is main-actor isolated, and
        // Swift checks the executor on every call of it (every command of every group, every frame).
        var index = content.startIndex
        for stored in entry.content {
            guard stored == content[index].relative(to: origin) else { return nil }
            index += 1
        }
        return entry
    }

    /// Draws a group's commands one by one, mapped onto where it is drawn and clipped to it (to its
    /// mask's rectangle when it has one: the corners are not cut), their opacities under the one in
    /// force; then its dimming there.
    func drawDirectly(_ group: RasterGroup, content: ArraySlice<DisplayCommand>) throws {
        let outerBase = context.drawState.rebase()
        defer { context.drawState.restoreBase(outerBase) }
        let shown = group.drawnMask ?? group.drawnRect
        try context.pushClip(shown)
        try drawCommands(content, mapping: group.drawnRect == group.rect ? nil : GroupMapping(group))
        try context.popClip()
        try dim(group, at: context.groupPixels(shown))
    }

    /// Runs `draw` (the group's commands relative to its origin, say) into a new `width`×`height`
    /// pixel render target cleared to transparent, and reads the result back (premultiplied:
    /// `unpremultiply()`).
    private func flatten(width: Int32, height: Int32, draw: () throws -> Void) throws -> RasterSurface {
        context.counts.groupBitmapsMade += 1
        guard
            let target = SDL_CreateTexture(
                context.handle.pointer, rasterPixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            throw SDLError("create a \(width)x\(height) pixel render target to flatten a view into")
        }
        defer { SDL_DestroyTexture(target) }
        let outer = (target: SDL_GetRenderTarget(context.handle.pointer), state: context.drawState)
        guard SDL_SetRenderTarget(context.handle.pointer, target) == 0 else {
            throw SDLError("draw into a \(width)x\(height) pixel render target")
        }
        defer {
            SDL_SetRenderTarget(context.handle.pointer, outer.target)
            // Back on the frame's own target, SDL has put back its viewport only if that target is
            // the window (a host drawing into a texture of its own gets the texture's whole area).
            if !context.isFlattening, let viewport = context.viewport {
                try? RenderState.enterPixelViewport(viewport, on: context.handle.pointer)
            }
            context.drawState = outer.state
            try? context.applyClip()
        }
        context.enterFlattening()
        defer { context.leaveFlattening() }
        context.enterBitmap()
        SDL_SetRenderDrawColor(context.handle.pointer, 0, 0, 0, 0)
        guard SDL_RenderClear(context.handle.pointer) == 0 else { throw SDLError("clear a render target") }
        try draw()
        let surface = try RasterSurface(width: Int(width), height: Int(height))
        var whole = SDL_Rect(x: 0, y: 0, w: width, h: height)
        guard SDL_RenderReadPixels(context.handle.pointer, &whole, rasterPixelFormat, surface.pixels, Int32(surface.pitch)) == 0
        else {
            throw SDLError("read back a flattened \(width)x\(height) pixel view")
        }
        return surface
    }
}
