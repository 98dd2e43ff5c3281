internal import CSDL
import Foundation
import Logging
import ScrollKit

/// Draws a `ScrollKit.DisplayList` into a `Window`, a `HeadlessSurface` or a host app's own
/// `SDL_Renderer` with SDL_Renderer.
///
/// Two ways to draw a frame, with the same drawing code: `render(_:clearColor:)` owns the whole
/// target (it clears it, then draws); `render(_:in:background:)` draws into one rectangle of a
/// frame someone else is drawing (the embedding path: `init(hostRenderer:context:fonts:imageLoader:logger:)`,
/// `EmbeddedCarousel`), touching no pixel outside it and leaving the renderer's state as it found it.
///
/// Display lists are in points; the renderer multiplies every coordinate by the target's
/// `pixelScale` (pixels per point) and draws in pixels, so shapes and text are crisp on high-DPI
/// displays. Every shape is snapped to whole pixels. Plain rectangles are SDL fills; rounded fills,
/// borders, gradients, the image placeholder and images are rasterised once at their drawn pixel
/// size, in their colours (anti-aliased edges, rounded corners: `Rasterizer`) into textures, drawn
/// as one quad each (only the corner squares blended), faded by alpha modulation, so the OpenGL and
/// software renderers show the same pixels and no pixel is blended twice.
/// A raster group (`View.shouldRasterize`) is flattened once into such a texture and copied while
/// it moves, scaled and dimmed as it is copied while an effect changes it (`GroupCompositor`).
/// The only geometry drawn is a group cut to a mask (`View.drawMask`) or seen in 3D
/// (`View.projection`): its bitmap as triangles with `SDL_RenderGeometry` (`GroupCompositor+Geometry.swift`).
///
/// The renderer is a facade over parts that own their state: the `RenderContext` (target, clip,
/// opacity, viewport, the part redrawn), the `ShapePainter`, `ImagePainter` and `TextPainter` (each
/// with its cache), the `GroupCompositor` (raster groups, and the walk of the list through a
/// `FrameDrawer`), the damage pass (`Renderer+Damage.swift`) and, after a device loss, every
/// `DeviceResource`. Caches: decoded
/// images by `ImageReference.key` (`DecodedImageCache`, filled by `ImageLoader.uploadReady(into:)`),
/// bounded by `RendererConfiguration.imageCacheByteCapacity`: past it the least recently drawn images not drawn in the
/// current frame are released, and the loader decodes them again when they are next drawn.
/// Rasterised shapes and images by what determines their pixels (`RasterKey`, the
/// `ShapePainter`'s `RasterCache`), bounded by `RendererStatistics.rasterCacheByteLimit` and
/// `RendererConfiguration.rasterCacheCountCapacity` (least recently drawn out first). Text textures by (string, pixel
/// size, weight, colour) (`TextCache`), laid out (HarfBuzz shaping per run, fribidi's
/// bidirectional order, fontconfig's fallback fonts: `TextPainter`) and rasterised in their
/// colour, so a frame draws them unmodulated (SDL's software renderer blends a colour-modulated
/// texture several times slower); a pushed opacity is alpha modulation. Colour emoji go to a second
/// texture. A text texture unused for `RendererConfiguration.textCacheRetainFrames` frames is
/// dropped (swept every `textCacheSweepInterval` frames), and the cache never keeps more than
/// `RendererConfiguration.textCacheCapacity` entries. A steady frame (the same list twice) therefore rasterises no text, rasterises no shape
/// and uploads no image: see `statistics` (`RendererStatistics`) and `ImageLoader.imageDecodes`.
///
/// Resilience (`Renderer+Resilience.swift`): when SDL reports lost textures
/// (`SDL_RENDER_TARGETS_RESET`) or a lost device (`SDL_RENDER_DEVICE_RESET`, after which the
/// target's SDL renderer is recreated), or the target's renderer changes, the next `render` rebuilds
/// every text texture from its cache key and has the loader decode the images again. A pixel-scale
/// change (a window moved to another display) is picked up at the next frame.
///
/// Main thread only.
@MainActor
public final class Renderer: TextMeasuring {
    /// How many frames the text cache sweep waits between passes.
    public static let textCacheSweepInterval = TextCache.sweepInterval

    // MARK: Public state

    /// How many times the target's own pixel bytes the rasterised textures may hold: a frame's
    /// shapes and images (banners on and just off screen, their scrims) cover it two to three times,
    /// so a big or high-DPI window keeps its frame in the cache instead of rasterising it again.
    public static let rasterCacheTargetMultiple = 4
    /// The renderer's knobs: its caches' bounds, whether it redraws only what changed. Applied at
    /// once (the raster cache's byte bound at the next frame, which weighs it against the target).
    public var configuration = RendererConfiguration() {
        didSet { applyConfiguration() }
    }
    /// What the renderer has done since it was created (every count), and what its caches hold now.
    /// O(1).
    public var statistics: RendererStatistics {
        var current = context.counts
        current.rasterCacheBytes = shapePainter.rasterCache.bytes
        current.rasterCacheCount = shapePainter.rasterCache.count
        current.rasterCacheEvictions = shapePainter.rasterCache.evictions
        current.rasterCacheByteLimit = rasterCacheBound
        current.textCacheCount = textPainter.cache.count
        current.imageCacheBytes = imagePainter.imageCache.bytes
        current.imageCacheCount = imagePainter.imageCache.count
        current.pixelsRedrawnLastFrame = lastRedraw.map { Int($0.width) * Int($0.height) } ?? 0
        return current
    }
    /// Frames rendered so far: the clock every cache dates its entries by.
    package var framesRendered: Int { context.counts.framesRendered }
    /// The loader asked for images the renderer has no texture for yet (nil: images stay placeholders).
    public let imageLoader: ImageLoader?
    /// Pixels per point of the target, as of the last frame (or creation).
    public var pixelScale: CGFloat { context.pixelScale }
    /// Whether the target is a host app's `SDL_Renderer` (`init(hostRenderer:context:fonts:imageLoader:logger:)`),
    /// which this renderer draws into but does not own.
    public var drawsIntoHostRenderer: Bool { target is HostRenderTarget }

    /// Colour of the placeholder drawn where an image is not loaded (yet).
    public static let placeholderColor = Color(hex: 0x3A3F4A)

    // MARK: Internal state

    /// The target, its SDL renderer, the clip and opacity in force, the counts (`RenderContext`).
    let context: RenderContext
    /// What is drawn into (`RenderContext.target`).
    var target: any RenderTarget { context.target }
    /// Notices SDL's render reset events, whoever drains the event queue.
    let resetWatch: RenderResetWatch

    /// Draws rectangles, rounded shapes, gradients and cached textures; owns the raster cache
    /// (`ShapePainter`).
    let shapePainter: ShapePainter
    /// Lays out, rasterises and draws text; owns the text textures and the faces (`TextPainter`).
    let textPainter: TextPainter
    /// Draws images and their placeholders; owns the decoded images (`ImagePainter`).
    let imagePainter: ImagePainter
    /// Draws raster groups from their bitmaps, and the display list through `FrameDrawer`
    /// (`GroupCompositor`).
    let compositor: GroupCompositor
    /// What each tile of the target showed last frame, and what else decides whether it still
    /// does (`Renderer+Damage.swift`).
    var damage = DamageTracker()
    var damageState = DamageState()
    /// The part of the target the last `render(_:clearColor:)` drew: all of it, the tiles that
    /// changed, or nil (nothing changed, nothing drawn).
    var lastRedraw: PixelRect?

    // MARK: Creation

    /// A renderer drawing into `window`.
    /// - Parameters:
    ///   - window: the window drawn into, with its renderer (accelerated or software).
    ///   - fonts: the faces to draw text with; nil discovers DejaVu Sans (`FontFiles.discover()`).
    ///   - imageLoader: asked to load images the renderer has no texture for.
    ///   - logger: receives the renderer's warnings (text it cannot draw, a missing HarfBuzz);
    ///     nil logs as "ScrollKitSDL.Renderer".
    /// - Throws: `FontDiscoveryError` when no font is found; `SDLError` when SDL_ttf cannot open it.
    public convenience init(window: Window, fonts: FontFiles? = nil, imageLoader: ImageLoader? = nil, logger: Logger? = nil)
        throws
    {
        try self.init(target: window, fonts: fonts, imageLoader: imageLoader, logger: logger)
    }

    /// A renderer drawing into the off-screen `surface`.
    public convenience init(
        surface: HeadlessSurface, fonts: FontFiles? = nil, imageLoader: ImageLoader? = nil, logger: Logger? = nil
    ) throws {
        try self.init(target: surface, fonts: fonts, imageLoader: imageLoader, logger: logger)
    }

    init(target: any RenderTarget, fonts: FontFiles?, imageLoader: ImageLoader?, logger: Logger?) throws {
        self.context = RenderContext(target: target, logger: logger ?? Logger(label: "ScrollKitSDL.Renderer"))
        let fonts = FontLibrary(files: try fonts ?? FontFiles.discover(), session: target.session)
        self.shapePainter = ShapePainter(context: context)
        self.imagePainter = ImagePainter(context: context, shapePainter: shapePainter, imageLoader: imageLoader)
        self.textPainter = TextPainter(context: context, fonts: fonts)
        self.compositor = GroupCompositor(
            context: context, shapePainter: shapePainter, imagePainter: imagePainter, textPainter: textPainter)
        // Open the regular face once now, so a bad font file fails here rather than mid-frame.
        let regular = try fonts.font(.regular, pixelSize: FontLibrary.pixelSize(of: Font(size: 12), pixelScale: 1))
        // SDL_ttf answers -1 when it was built without HarfBuzz (Debian's is built with it).
        let shapes = TTF_SetFontDirection(regular.pointer, TTF_DIRECTION_LTR) == 0
        self.imageLoader = imageLoader
        self.resetWatch = RenderResetWatch(session: target.session)
        if !shapes {
            context.logger.warning(
                """
                SDL_ttf was built without HarfBuzz: Arabic, Hebrew and other text that needs shaping is drawn \
                unshaped, left to right within each run; install an SDL_ttf built with HarfBuzz (Debian's libsdl2-ttf is)
                """)
        }
    }

    // MARK: Drawing a frame

    /// Clears the target to `clearColor` and draws `list`, in order. Does not present: call
    /// `present()` on the window or surface afterwards (after any screenshot).
    ///
    /// Unbalanced `popClip`/`popAlpha` are ignored; clips and opacity left pushed at the end are
    /// discarded.
    /// - Throws: `SDLError` if SDL fails to draw. Text SDL_ttf cannot rasterise is skipped with one
    ///   logged warning per string, not thrown.
    ///
    /// On a host's renderer (`init(hostRenderer:context:fonts:imageLoader:logger:)`) this is
    /// `render(_:in:background:)` over the host's whole output: the host's render state is restored.
    public func render(_ list: DisplayList, clearColor: Color) throws {
        if target is HostRenderTarget {
            var w: Int32 = 0
            var h: Int32 = 0
            SDL_GetRendererOutputSize(context.handle.pointer, &w, &h)
            let scale = target.pixelScale
            return try render(
                list, in: CGRect(x: 0, y: 0, width: CGFloat(w) / scale, height: CGFloat(h) / scale), background: clearColor)
        }
        try beginFrame()
        context.redrawLimit = nil
        resetState()
        // A list that starts by covering the whole target opaquely (a root view's background, a
        // backdrop drawn once) writes every pixel itself: clearing first would write them twice.
        let cleared = !startsByCoveringTarget(list.commands)
        // On a target that keeps its pixels, only what changed since the last frame is drawn again
        // (`Renderer+Damage.swift`).
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(context.handle.pointer, &w, &h)
        let whole = PixelRect(x: 0, y: 0, width: w, height: h)
        let changed: PixelRect?
        if tracksDamage {
            changed = redrawArea(list.commands, clearColor: clearColor, cleared: cleared, width: w, height: h)
        } else {
            damage.forgetLastFrame()
            changed = whole
        }
        lastRedraw = changed
        // The same frame as the last is still walked, every cache and group history moving on as
        // in any frame (a group at rest gets its bitmap as drawn, one whose content held still its
        // bitmap), with SDL's clip off the target: nothing is drawn.
        let area = changed ?? PixelRect(x: -2, y: -2, width: 1, height: 1)
        if area != whole {
            context.redrawLimit = area
            resetState()
        }
        let clear = context.sdlColor(clearColor, opacity: 1)
        if cleared, area == whole {
            SDL_SetRenderDrawColor(context.handle.pointer, clear.r, clear.g, clear.b, clear.a)
            guard SDL_RenderClear(context.handle.pointer) == 0 else { throw SDLError("clear the frame") }
        } else if cleared {
            // SDL's clear ignores the clip: fill the part redrawn, unblended.
            SDL_SetRenderDrawBlendMode(context.handle.pointer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(context.handle.pointer, clear.r, clear.g, clear.b, clear.a)
            var rect = area.sdlRect
            guard SDL_RenderFillRect(context.handle.pointer, &rect) == 0 else {
                throw SDLError("clear the part of the frame redrawn")
            }
        }
        guard SDL_SetRenderDrawBlendMode(context.handle.pointer, SDL_BLENDMODE_BLEND) == 0 else {
            throw SDLError("enable alpha blending")
        }

        let groupsMade = context.counts.groupBitmapsMade
        do {
            try compositor.drawCommands(list.commands[...])
        } catch {
            // The tiles were taken as drawn: they were not.
            damage.forgetLastFrame()
            context.redrawLimit = nil
            throw error
        }
        // A group drawn from a bitmap made in this frame (held still, its content settled, at its
        // drawn size; and any group with the same bitmap) looks otherwise than from the same list
        // last frame: outside the part redrawn the screen still shows the old look. The next
        // frame is drawn whole (rare: a strip comes to rest somewhere new, an item appears).
        if context.redrawLimit != nil, context.counts.groupBitmapsMade != groupsMade { damage.forgetLastFrame() }
        endFrame(cleared: cleared)
    }

    /// Makes the next `render(_:clearColor:)` draw the whole target, as if the last frame were
    /// unknown: call it after drawing into the target yourself (the renderer otherwise redraws
    /// only what its own lists changed: `RendererConfiguration.redrawsOnlyChanges`).
    public func redrawWholeTargetNextFrame() { damage.forgetLastFrame() }

    /// What every frame starts with, whichever way it is drawn: lost textures rebuilt, the target's
    /// pixel scale taken, the raster cache's bound updated.
    func beginFrame() throws {
        try recoverLostTexturesIfNeeded()
        let scale = target.pixelScale
        if scale != context.pixelScale {
            context.pixelScale = scale
            textPainter.cache.forgetMeasurements()
        }
        shapePainter.rasterCache.byteCapacity = rasterCacheBound
    }

    /// The bound on the rasterised textures' pixel bytes: `configuration.rasterCacheByteCapacity`,
    /// or `rasterCacheTargetMultiple` times the target's pixel bytes if that is more. O(1).
    var rasterCacheBound: Int {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(context.handle.pointer, &w, &h)
        return max(configuration.rasterCacheByteCapacity, Self.rasterCacheTargetMultiple * Int(w) * Int(h) * 4)
    }

    /// Hands `configuration`'s bounds to the caches. O(1).
    func applyConfiguration() {
        shapePainter.rasterCache.byteCapacity = rasterCacheBound
        shapePainter.rasterCache.countCapacity = max(0, configuration.rasterCacheCountCapacity)
        textPainter.cache.retainFrames = configuration.textCacheRetainFrames
        textPainter.cache.capacity = configuration.textCacheCapacity
        imagePainter.imageCache.byteCapacity = configuration.imageCacheByteCapacity
    }

    /// What every frame ends with: the clip and opacity stacks emptied, the caches trimmed, the
    /// frame counted (`cleared`: the whole target was cleared first).
    func endFrame(cleared: Bool = false) {
        context.redrawLimit = nil
        resetState()
        imagePainter.evictImagesIfNeeded()
        shapePainter.rasterCache.trim()
        context.counts.countFrame(cleared: cleared)
        textPainter.cache.sweep(frame: context.framesRendered)
    }

    /// Whether `commands` start by writing every pixel of the target (of the viewport, when one is
    /// set) opaquely: past clips that cut nothing, an opaque fill of all of it, or a raster group
    /// over all of it whose cached bitmap (last frame's first group) is opaque everywhere.
    func startsByCoveringTarget(_ commands: [DisplayCommand]) -> Bool {
        var w: Int32 = 0
        var h: Int32 = 0
        if let viewport = context.viewport {
            (w, h) = (viewport.width, viewport.height)
        } else {
            SDL_GetRendererOutputSize(context.handle.pointer, &w, &h)
        }
        func covers(_ r: PixelRect) -> Bool { r.x <= 0 && r.y <= 0 && r.x + r.width >= w && r.y + r.height >= h }
        for (index, command) in commands.enumerated() {
            switch command {
            case .pushClip(let rect) where covers(context.snapped(rect)):
                continue
            case .fill(let rect, let color):
                return color.alpha >= 1 && covers(context.snapped(rect))
            case .beginRasterGroup(let group):
                let at = context.groupPixels(group.drawnRect)
                guard group.isPlain, covers(at), let key = compositor.history.firstRecent?.drawn,
                    case .group(_, at.width, at.height) = key
                else { return false }
                let content = commands[(index + 1)..<DisplayListWalker.endOfGroup(commands[...], openedAt: index)]
                return compositor.cachedGroup(key, content: content, origin: group.rect.origin, look: group)?.opaqueCorner == 0
            default:
                return false
            }
        }
        return false
    }

    /// Starts the frame's groups from the first place again and empties the clip and opacity
    /// stacks (`RenderContext.resetState()`).
    func resetState() {
        compositor.history.beginFrame()
        context.resetState()
    }

    /// The size in points `text` takes on one line in `font`, laid out as it is drawn (shaping,
    /// bidirectional order, fallback fonts) at the pixel size it is drawn at, divided by the pixel
    /// scale (`TextPainter`). Height is the font's line height. Cached; 0-width (and line height)
    /// for an empty string.
    public func size(of text: String, font: Font) -> CGSize { textPainter.size(of: text, font: font) }

    /// True once the renderer holds the pixels of `image`.
    public func hasTexture(for image: ImageReference) -> Bool { imagePainter.imageCache.contains(image.key) }

    /// Keeps the decoded pixels of `key` (called by `ImageLoader.uploadReady`): takes ownership of
    /// the surface (`ImagePainter.installImage(key:surface:)`).
    func installImage(key: String, surface: DecodedSurface) throws {
        try imagePainter.installImage(key: key, surface: surface)
    }
}
