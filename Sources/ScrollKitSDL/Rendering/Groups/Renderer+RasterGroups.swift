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

extension DisplayCommand {
    /// The command with every rectangle moved by −`origin` and every coordinate rounded to 1/1024 pt.
    func relative(to origin: CGPoint) -> DisplayCommand {
        func r(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height).quantised()
        }
        switch self {
        case .fill(let rect, let color): return .fill(r(rect), color)
        case .roundedFill(let rect, let radius, let color): return .roundedFill(r(rect), radius: radius, color)
        case .stroke(let rect, let radius, let width, let color): return .stroke(r(rect), radius: radius, width: width, color)
        case .image(let image, let rect, let mode, let radius):
            return .image(image, r(rect), contentMode: mode, cornerRadius: radius)
        case .croppedImage(let image, let rect, let radius, let imageRect, let mode):
            return .croppedImage(image, r(rect), cornerRadius: radius, imageRect: r(imageRect), contentMode: mode)
        case .text(let text, let rect, let font, let color, let alignment):
            return .text(text, r(rect), font: font, color: color, alignment: alignment)
        case .linearGradient(let rect, let from, let to, let axis):
            return .linearGradient(r(rect), from: from, to: to, axis: axis)
        case .roundedGradient(let rect, let radius, let from, let to, let axis):
            return .roundedGradient(r(rect), radius: radius, from: from, to: to, axis: axis)
        case .pushClip(let rect): return .pushClip(r(rect))
        case .beginRasterGroup(var group):
            group.rect = r(group.rect)
            group.drawnRect = r(group.drawnRect)
            group.mask = group.mask.map(r)
            group.projection = group.projection.map { p in
                let c = CGPoint(x: p.center.x - origin.x, y: p.center.y - origin.y)
                return Projection3D(
                    center: CGPoint(x: (c.x * 1024).rounded() / 1024, y: (c.y * 1024).rounded() / 1024), transform: p.transform)
            }
            return .beginRasterGroup(group)
        case .popClip, .pushAlpha, .popAlpha, .endRasterGroup: return self
        }
    }
}

/// The raster group drawn at one place in last frame's list (`Renderer.drawGroup`).
struct RecentGroup: Equatable {
    /// The key of its bitmap as laid out.
    var made: RasterKey
    /// The key of what stands for it 1:1: `made`, or a bitmap at its drawn size and dimming.
    var drawn: RasterKey
    /// The drawn size in points, exactly (a strip easing to rest changes it by less than a pixel a frame).
    var drawnSize: CGSize
    /// How many frames before this one it was drawn at this place with the same content, drawn
    /// size and dimming.
    var heldFrames = 0
    /// Whether its bitmap as laid out was not in the cache (it was made, or drawn directly).
    var missed = false
    /// A masked or projected group drawn from its bitmap as drawn (`drawn`): the group, and where
    /// that bitmap went. The next frame drawing the very same group there copies it again at once.
    var held: (group: RasterGroup, box: PixelRect)?

    static func == (a: RecentGroup, b: RecentGroup) -> Bool {
        a.made == b.made && a.drawn == b.drawn && a.drawnSize == b.drawnSize && a.heldFrames == b.heldFrames
            && a.missed == b.missed && a.held?.group == b.held?.group && a.held?.box == b.held?.box
    }

    /// Whether `other` is the same content at the same drawn size and dimming.
    func isSameLook(as other: RecentGroup) -> Bool {
        made == other.made && drawn == other.drawn && drawnSize == other.drawnSize
    }
}

/// How a raster group's commands map onto where it is drawn: `p ↦ p × scale + translation`.
struct GroupMapping {
    var scale: CGFloat
    var translation: CGPoint

    /// The mapping of `group.rect` onto `group.drawnRect`.
    init(_ group: RasterGroup) {
        scale = group.scale
        translation = CGPoint(
            x: group.drawnRect.minX - group.rect.minX * scale, y: group.drawnRect.minY - group.rect.minY * scale)
    }
}

extension Renderer {
    /// A group may take at most 1/`groupCacheShare` of the raster cache's bytes; a larger one is
    /// drawn directly. The cache holds at least four times the target's pixels
    /// (`rasterCacheTargetMultiple`), so a group as large as the window (the gallery's backdrop) fits.
    static let groupCacheShare = rasterCacheTargetMultiple

    /// Draws `commands` in order, each raster group through its bitmap, every command mapped by
    /// `mapping` first (a scaled group drawn directly).
    /// - Complexity: O(n) in the number of commands, plus the flattening of groups not cached.
    func drawCommands(_ commands: ArraySlice<DisplayCommand>, mapping: GroupMapping? = nil) throws {
        var index = commands.startIndex
        while index < commands.endIndex {
            var command = commands[index]
            if let mapping { command = command.scaled(by: mapping.scale, translation: mapping.translation) }
            if case .beginRasterGroup(let group) = command {
                let end = Self.endOfGroup(commands, openedAt: index)
                try drawGroup(group, content: commands[(index + 1)..<end])
                index = end + 1
            } else {
                try draw(command)
                index += 1
            }
        }
    }

    /// The index of the `endRasterGroup` that closes the group opened at `start`, or `endIndex`
    /// when the list ends first (the group then runs to the end).
    static func endOfGroup(_ commands: ArraySlice<DisplayCommand>, openedAt start: Int) -> Int {
        var depth = 0
        for index in start..<commands.endIndex {
            switch commands[index] {
            case .beginRasterGroup: depth += 1
            case .endRasterGroup:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return commands.endIndex
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
        guard clip != .empty, alpha > 0, !content.isEmpty else { return }
        let size = groupPixels(group.rect)
        let at = groupPixels(group.drawnRect)
        guard !size.isEmpty, !at.isEmpty else { return }
        // A group turned away from the viewer shows nothing (back faces are culled).
        if let projection = group.projection, projection.showsBack(size: group.rect.size) { return }
        // Inside another group's bitmap being made: scaled or dimmed, drawn as its commands at that
        // size (crisp, as the bitmap around it); otherwise from its own bitmap. Last frame's groups
        // are not consulted or changed: they are the frame's, in its order.
        guard !compositor.isFlattening else {
            if group.isGeometry { return try drawNestedGeometryGroup(group, content: content, size: size) }
            return try group.isPlain ? drawBitmap(of: group, content: content, at: size) : drawDirectly(group, content: content)
        }
        let opacity = opacityByte(alpha)
        let origin = group.rect.origin
        let composes = !group.isPlain && alpha >= 1
        let (ordinal, recent) = compositor.nextGroup()
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
            return try draw(entry.texture, at: at, opacity: opacity, cover: entry.cover)
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
            return try draw(entry.texture, at: at, opacity: opacity, cover: entry.cover)
        }
        if bitmap == nil { bitmap = cachedGroup(made, content: content, origin: origin, look: nil) }
        current.missed = bitmap == nil
        remember(current, at: ordinal)
        let canFlatten =
            fitsRasterCache(width: max(at.width, size.width), height: max(at.height, size.height))
            && SDL_RenderTargetSupported(handle.pointer) == SDL_TRUE && isSettled(content)
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
                return try draw(texture.texture, at: at, opacity: opacity, cover: texture.opaque.cover)
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
                texture: texture.texture, bytes: 0, lastUsedFrame: framesRendered, opaqueCorner: texture.opaque.corner,
                opaqueInset: texture.opaque.inset)
        }
        guard let bitmap else { return }
        try draw(bitmap.texture, at: at, opacity: opacity, cover: bitmap.cover)
        try dim(group, at: at)
    }

    /// How many frames a scaled or dimmed group must keep its drawn size and dimming before a
    /// bitmap is made at them: a drag that pauses for a frame or two (a mouse reporting slower than
    /// the display) makes none.
    static let framesToHold = 3

    /// Records the group drawn at place `ordinal` of this frame's list.
    func remember(_ group: RecentGroup, at ordinal: Int) { compositor.remember(group, at: ordinal) }

    /// Draws `group` (plain) from its bitmap, made if need be, inside another group being flattened.
    private func drawBitmap(of group: RasterGroup, content: ArraySlice<DisplayCommand>, at size: PixelRect) throws {
        let origin = group.rect.origin
        let key = RasterKey.group(hash: Self.contentHash(content, origin: origin), width: size.width, height: size.height)
        if let entry = cachedGroup(key, content: content, origin: origin, look: nil) {
            return try draw(entry.texture, at: size, opacity: opacityByte(alpha), cover: entry.cover)
        }
        let canFlatten = fitsRasterCache(width: size.width, height: size.height) && isSettled(content)
        let relative = content.map { $0.relative(to: origin) }
        guard canFlatten, let texture = try flattenAndKeep(relative, key: key, content: relative, look: nil, pixels: size)
        else { return try drawDirectly(group, content: content) }
        try draw(texture.texture, at: size, opacity: opacityByte(alpha), cover: texture.opaque.cover)
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
        Int(width) * Int(height) * 4 <= compositor.rasterCache.byteCapacity / Self.groupCacheShare
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
        guard !compositor.isFlattening else {
            return try fillRoundedRect(group.drawnMask ?? group.drawnRect, radius: radius, color: group.dimming)
        }
        try fillTranslucent(at, radius: radius * pixelScale, color: sdlColor(group.dimming, opacity: alpha))
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
            if let dimmed { try dim(dimmed, at: groupPixels(dimmed.drawnRect)) }
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
        let failuresBefore = counts.rasterFailures
        guard
            let texture = rasterized(
                pixels, opaqueCorner: { _ in opaque.corner }, opaqueMiddle: { _ in middleTwin ? opaque.inset : nil },
                make: {
                    let surface = try flatten(width: pixels.width, height: pixels.height, draw: draw)
                    opaque = surface.unpremultiply(
                        opaqueFrom: handle.driverName == "software" ? RasterSurface.softwareOpaqueAlpha : 255)
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
        if keep, counts.rasterFailures == failuresBefore, !compositor.isFlattening {
            compositor.rasterCache.insert(
                texture, for: key, frame: framesRendered, content: content, opaqueCorner: opaque.corner,
                opaqueInset: opaque.inset,
                dimming: look?.dimming ?? .clear, dimmingRadius: look?.cornerRadius ?? 0)
        }
        return (texture, opaque)
    }

    /// Where a group over `rect` (points) is drawn, in pixels: its origin and its size each rounded,
    /// so it keeps its size wherever it is (its bitmap is drawn 1:1).
    func groupPixels(_ rect: CGRect) -> PixelRect {
        func px(_ v: CGFloat) -> Int32 { Int32(clamping: Int((v * pixelScale).rounded())) }
        return PixelRect(x: px(rect.minX), y: px(rect.minY), width: px(rect.width), height: px(rect.height))
    }

    /// The cached bitmap for `key`, if it was flattened from `content` (moved to `origin`), dimmed
    /// as `look` is (`GroupCompositor.cachedGroup`).
    func cachedGroup(
        _ key: RasterKey, content: ArraySlice<DisplayCommand>, origin: CGPoint, look: RasterGroup?
    ) -> RasterCache.Entry? {
        compositor.cachedGroup(key, content: content, origin: origin, look: look, frame: framesRendered)
    }

    /// Whether every image in `content` is drawn in its final pixels: loaded, and done fading in.
    func isSettled(_ content: ArraySlice<DisplayCommand>) -> Bool {
        for command in content {
            switch command {
            case .image(let image, _, _, _), .croppedImage(let image, _, _, _, _):
                guard imageCache.contains(image.key), (imageLoader?.opacity(of: image) ?? 1) >= 1 else { return false }
            default: continue
            }
        }
        return true
    }

    /// Draws a group's commands one by one, mapped onto where it is drawn and clipped to it (to its
    /// mask's rectangle when it has one: the corners are not cut), their opacities under the one in
    /// force; then its dimming there.
    func drawDirectly(_ group: RasterGroup, content: ArraySlice<DisplayCommand>) throws {
        let outerBase = drawState.rebase()
        defer { drawState.restoreBase(outerBase) }
        let shown = group.drawnMask ?? group.drawnRect
        try pushClip(shown)
        try drawCommands(content, mapping: group.drawnRect == group.rect ? nil : GroupMapping(group))
        try popClip()
        try dim(group, at: groupPixels(shown))
    }

    /// Runs `draw` (the group's commands relative to its origin, say) into a new `width`×`height`
    /// pixel render target cleared to transparent, and reads the result back (premultiplied:
    /// `unpremultiply()`).
    private func flatten(width: Int32, height: Int32, draw: () throws -> Void) throws -> RasterSurface {
        counts.groupBitmapsMade += 1
        guard
            let target = SDL_CreateTexture(
                handle.pointer, rasterPixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            throw SDLError("create a \(width)x\(height) pixel render target to flatten a view into")
        }
        defer { SDL_DestroyTexture(target) }
        let outer = (target: SDL_GetRenderTarget(handle.pointer), state: drawState)
        guard SDL_SetRenderTarget(handle.pointer, target) == 0 else {
            throw SDLError("draw into a \(width)x\(height) pixel render target")
        }
        defer {
            SDL_SetRenderTarget(handle.pointer, outer.target)
            // Back on the frame's own target, SDL has put back its viewport only if that target is
            // the window (a host drawing into a texture of its own gets the texture's whole area).
            if !compositor.isFlattening, let viewport { try? RenderState.enterPixelViewport(viewport, on: handle.pointer) }
            drawState = outer.state
            try? applyClip()
        }
        compositor.enterFlattening()
        defer { compositor.leaveFlattening() }
        drawState = DrawState()
        sdlClip = nil
        SDL_RenderSetClipRect(handle.pointer, nil)
        SDL_SetRenderDrawColor(handle.pointer, 0, 0, 0, 0)
        guard SDL_RenderClear(handle.pointer) == 0 else { throw SDLError("clear a render target") }
        try draw()
        let surface = try RasterSurface(width: Int(width), height: Int(height))
        var whole = SDL_Rect(x: 0, y: 0, w: width, h: height)
        guard SDL_RenderReadPixels(handle.pointer, &whole, rasterPixelFormat, surface.pixels, Int32(surface.pitch)) == 0 else {
            throw SDLError("read back a flattened \(width)x\(height) pixel view")
        }
        return surface
    }
}

extension CGRect {
    /// The rectangle with every coordinate rounded to 1/1024 pt.
    func quantised() -> CGRect {
        func q(_ v: CGFloat) -> CGFloat { (v * 1024).rounded() / 1024 }
        return CGRect(x: q(minX), y: q(minY), width: q(width), height: q(height))
    }
}

extension RasterSurface {
    /// The least alpha `unpremultiply(opaqueFrom:)` takes as opaque for what SDL's software renderer
    /// flattened (see there); other renderers blend exactly and pass 255.
    static let softwareOpaqueAlpha: UInt32 = 240

    /// Turns premultiplied pixels (what blending onto transparent black leaves) into straight
    /// alpha, in place; a pixel with alpha `opaqueFrom` or more is made opaque, its colour kept.
    ///
    /// SDL's software blitters work out the alpha under a translucent layer dividing by 256 for
    /// 255, so an opaque pixel comes out a level or two lower for each layer blended over it (249
    /// under a banner's scrim, a text shadow and the text's anti-aliased edge). At 240 what such a
    /// pixel would let through of the background is 6 % at most. A pixel under more layers stays
    /// translucent, and the group is then blended whole: slower, as exact.
    /// - Returns: where the pixels are fully opaque (`OpaqueArea`).
    /// - Complexity: O(width × height).
    func unpremultiply(opaqueFrom threshold: UInt32 = 255) -> OpaqueArea {
        var corner = 0
        // How deep the band along each side must reach in each row: its translucent pixels in the
        // left half from the left edge, in the right half from the right edge.
        var needs = [(left: Int, right: Int)](repeating: (0, 0), count: height)
        for y in 0..<height {
            var need = (left: 0, right: 0)
            (pixels + y * pitch).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width {
                    var p = row[x]
                    var a = p >> 24
                    if a >= threshold {
                        p |= 0xFF00_0000
                        a = 255
                        row[x] = p
                    }
                    guard a < 255 else { continue }
                    corner = max(corner, min(x + 1, width - x), min(y + 1, height - y))
                    if 2 * x < width { need.left = max(need.left, x + 1) } else { need.right = max(need.right, width - x) }
                    guard a > 0 else {
                        row[x] = 0
                        continue
                    }
                    func straight(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
                    row[x] = a << 24 | straight(p >> 16 & 0xFF) << 16 | straight(p >> 8 & 0xFF) << 8 | straight(p & 0xFF)
                }
            }
            needs[y] = need
        }
        let shorter = min(width, height)
        return OpaqueArea(corner: 2 * corner <= shorter ? Int32(corner) : nil, inset: Self.cheapestBands(needs, width: width))
    }

    /// The bands along the edges of a `width`-pixel-wide bitmap that hold every pixel not fully
    /// opaque, given how deep each row's side bands must reach (`needs`, a row each) and with the
    /// fewest pixels in them: the rows above and below the middle are blended whole, the rows
    /// beside it only as deep as the deepest of them needs. A turned item's bitmap, its ends slanted,
    /// takes deep end bands and thin side ones; one turned the other way, the reverse. Nil when no
    /// middle is left. O(height × k), k the rows' worth of pixels the best bands blend (height at worst).
    static func cheapestBands(_ needs: [(left: Int, right: Int)], width: Int) -> PixelInsets? {
        let height = needs.count
        var best: (cost: Int, inset: PixelInsets)?
        for top in 0..<height {
            // A deeper top band alone blends more than the best found: none deeper does better.
            if let best, width * top >= best.cost { break }
            // The rows top..<end lie beside the middle: widening them down one row at a time.
            var (left, right) = (0, 0)
            for end in (top + 1)...height {
                left = max(left, needs[end - 1].left)
                right = max(right, needs[end - 1].right)
                guard left + right < width else { break }
                let bottom = height - end
                let cost = width * (top + bottom) + (end - top) * (left + right)
                if cost < best?.cost ?? .max {
                    best = (cost, PixelInsets(top: Int32(top), left: Int32(left), bottom: Int32(bottom), right: Int32(right)))
                }
            }
        }
        return best?.inset
    }
}

/// How far inside each edge of a bitmap something starts, in whole pixels.
struct PixelInsets: Equatable {
    var top: Int32
    var left: Int32
    var bottom: Int32
    var right: Int32

    /// The same inset on all four edges.
    init(all inset: Int32) { (top, left, bottom, right) = (inset, inset, inset, inset) }

    init(top: Int32, left: Int32, bottom: Int32, right: Int32) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// Whether anything of a `width` × `height` pixel bitmap lies inside them.
    func leavesMiddle(width: Int32, height: Int32) -> Bool { left + right < width && top + bottom < height }

    /// Whether they inset no edge.
    var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// The part of a `width` × `height` pixel bitmap inside them.
    func middle(width: Int32, height: Int32) -> PixelRect {
        PixelRect(x: left, y: top, width: width - left - right, height: height - top - bottom)
    }
}

/// Where a flattened bitmap is fully opaque (`RasterSurface.unpremultiply`): what lets most of it
/// be copied without blending.
struct OpaqueArea: Equatable {
    /// The side, in pixels, of the smallest corner squares that hold every pixel not fully opaque
    /// (0: opaque everywhere); nil when those squares would overlap.
    var corner: Int32?
    /// The depths, in pixels, of bands along the four edges that hold every pixel not fully opaque
    /// with the fewest pixels in them (`RasterSurface.cheapestBands`; all 0: opaque everywhere; a
    /// turned or masked item's bitmap, translucent along its edges, has them: a turned item's
    /// slanted ends deep, its straight sides thin); nil when no opaque middle is left inside them.
    var inset: PixelInsets?

    /// How a bitmap so is drawn: outside its corner squares unblended if it can be, else its middle
    /// unblended, else blended whole.
    var cover: Renderer.Cover {
        if let corner { return .copy(corner: corner, opaque: true) }
        if let inset { return .middle(inset: inset) }
        return .whole
    }
}
