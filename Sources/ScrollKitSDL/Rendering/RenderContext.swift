internal import CSDL
import Foundation
import Logging
import ScrollKit

/// What every part of the renderer draws through: the target and its SDL renderer, the pixel
/// scale, the clip and opacity in force (`DrawState`) and SDL's clip rectangle set from them, the
/// viewport of an embedded frame, the part of the target a frame redraws, whether a group's bitmap
/// is being made, and the renderer's counts (whose frame count dates every cache entry).
///
/// The painters (`ShapePainter`, `TextPainter`, `ImagePainter`) and the compositor read and set
/// it; the `Renderer` owns it. Main thread only. Every operation is O(1).
@MainActor
final class RenderContext {
    typealias Clip = DrawState.Clip

    /// What is drawn into: a window, a headless surface or a host's SDL renderer.
    let target: any RenderTarget
    /// The target's current SDL renderer. Not stored: after a device loss the target replaces it,
    /// and the old one must die (with every texture of it) before the new one is created.
    var handle: SDLRendererHandle { target.rendererHandle }
    /// Receives the renderer's warnings.
    let logger: Logger
    /// Pixels per point of the target, as of the last frame (or creation).
    var pixelScale: CGFloat
    /// `target.rendererGeneration` the cached textures belong to.
    var textureGeneration: Int
    /// Every count the renderer keeps (`Renderer.statistics` adds what its caches hold now).
    var counts = RendererStatistics()
    /// Frames rendered so far: the clock every cache dates its entries by.
    var framesRendered: Int { counts.framesRendered }

    /// The clip and opacity in force and their stacks.
    var drawState = DrawState()
    /// The clip in force (`drawState`).
    var clip: Clip { drawState.clip }
    /// The opacity multiplied into every draw, 0...1 (`drawState`).
    var alpha: Double { drawState.alpha }
    /// The rectangle of the target drawn into, in pixels, while `Renderer.render(_:in:background:)`
    /// runs (nil: the whole target). Display-list coordinates are relative to its origin (SDL's
    /// viewport offsets them), and nothing is drawn outside it (every clip is cut to it).
    var viewport: PixelRect?
    /// The part of the target the frame being drawn redraws, when not all of it: every clip is cut
    /// to it.
    var redrawLimit: PixelRect?
    /// SDL's clip rectangle as `applyClip` last set it (nil: none).
    private(set) var sdlClip: PixelRect?
    /// How many raster groups are being flattened (nested) right now.
    private(set) var flatteningDepth = 0
    /// Whether the renderer of `generation` is SDL's software renderer (asked once per generation:
    /// the answer is a string, and reading it each frame would allocate).
    private var software: (generation: Int, isSoftware: Bool)?

    /// A context drawing into `target`, its warnings to `logger`.
    init(target: any RenderTarget, logger: Logger) {
        self.target = target
        self.logger = logger
        self.pixelScale = target.pixelScale
        self.textureGeneration = target.rendererGeneration
    }

    /// The target's output size in pixels (SDL's renderer output, the whole target).
    func outputSize() -> (width: Int32, height: Int32) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(handle.pointer, &w, &h)
        return (w, h)
    }

    /// Whether the target's current SDL renderer is SDL's software renderer. O(1) once asked for
    /// the renderer's generation (`textureGeneration`).
    var isSoftware: Bool {
        if let software, software.generation == textureGeneration { return software.isSoftware }
        let answer = handle.driverName == "software"
        software = (textureGeneration, answer)
        return answer
    }

    /// Forgets which renderer it drew on (the target's SDL renderer was recreated).
    func forgetRenderer() { software = nil }

    // MARK: Flattening

    /// Whether a group's bitmap is being made (textures made now are not kept: it holds their
    /// pixels; clips are not cut to the viewport or the part redrawn).
    var isFlattening: Bool { flatteningDepth > 0 }

    /// Enters the flattening of a group's bitmap (nested ones count).
    func enterFlattening() { flatteningDepth += 1 }

    /// Leaves the flattening `enterFlattening` entered.
    func leaveFlattening() { flatteningDepth = max(0, flatteningDepth - 1) }

    /// Enters drawing into a bitmap of its own: nothing clipped, full opacity, SDL's clip off.
    func enterBitmap() {
        drawState = DrawState()
        sdlClip = nil
        SDL_RenderSetClipRect(handle.pointer, nil)
    }

    // MARK: Clipping

    /// Empties the clip and opacity stacks (the clip becomes `baseClip`) and sets SDL's clip.
    func resetState() {
        drawState.reset(clip: baseClip)
        try? applyClip()
    }

    /// The clip with nothing pushed: none on a whole target, the viewport's own area inside one
    /// (SDL's clip rectangle is relative to the viewport).
    var baseClip: Clip {
        guard let viewport, !isFlattening else { return .none }
        return viewport.isEmpty ? .empty : .rect(x0: 0, y0: 0, x1: viewport.width, y1: viewport.height)
    }

    /// Narrows the clip to `rect` (points) and sets it.
    func pushClip(_ rect: CGRect) throws {
        // Rectangles arrive already intersected with their enclosing clip; intersecting again is
        // cheap and keeps a malformed list from drawing outside its parent.
        func px(_ v: CGFloat) -> Int32 { Int32(clamping: Int((v * pixelScale).rounded())) }
        let before = drawState.clip
        drawState.pushClip(x0: px(rect.minX), y0: px(rect.minY), x1: px(rect.maxX), y1: px(rect.maxY))
        // Under an empty clip nothing is drawn: SDL's clip does not matter.
        guard before != .empty else { return }
        try applyClip()
    }

    /// Restores the clip in force before the matching `pushClip` and sets it.
    func popClip() throws {
        guard drawState.popClip() else { return }
        try applyClip()
    }

    /// Sets SDL's clip rectangle to the clip in force, cut to the part of the frame redrawn
    /// (`redrawLimit`; not while flattening a group into a bitmap of its own). The clip in force
    /// itself is the list's alone: the walk, and every decision made on it, is that of a whole frame.
    func applyClip() throws {
        var shown = clip
        if let limit = redrawLimit, !isFlattening, shown != .empty {
            var x0 = limit.x
            var y0 = limit.y
            var x1 = limit.x + limit.width
            var y1 = limit.y + limit.height
            if case .rect(let cx0, let cy0, let cx1, let cy1) = shown {
                (x0, y0, x1, y1) = (max(x0, cx0), max(y0, cy0), min(x1, cx1), min(y1, cy1))
            }
            // Nothing of it is redrawn: a pixel off the target, which SDL clips everything to.
            shown = x1 > x0 && y1 > y0 ? .rect(x0: x0, y0: y0, x1: x1, y1: y1) : .rect(x0: -2, y0: -2, x1: -1, y1: -1)
        }
        switch shown {
        case .none, .empty:
            // .empty draws nothing by skipping commands; SDL's clip is irrelevant then.
            sdlClip = nil
            guard SDL_RenderSetClipRect(handle.pointer, nil) == 0 else { throw SDLError("clear the clip rectangle") }
        case .rect(let x0, let y0, let x1, let y1):
            sdlClip = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            var sdlRect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
            guard SDL_RenderSetClipRect(handle.pointer, &sdlRect) == 0 else {
                throw SDLError("set the clip rectangle \(x0),\(y0)-\(x1),\(y1) px")
            }
        }
    }

    /// Whether a draw into `r` (target pixels) would be clipped away whole while only part of the
    /// frame is redrawn: SDL would take the call, its arguments and its blit set-up, and draw
    /// nothing. O(1).
    func isClippedAway(_ r: PixelRect) -> Bool {
        guard redrawLimit != nil, !isFlattening, let c = sdlClip else { return false }
        return r.x >= c.x &+ c.width || r.y >= c.y &+ c.height || r.x &+ r.width <= c.x || r.y &+ r.height <= c.y
    }

    // MARK: Units

    /// `rect` (points) in pixels.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX * pixelScale, y: rect.minY * pixelScale, width: rect.width * pixelScale, height: rect.height * pixelScale
        )
    }

    /// `rect` (points) snapped to whole pixels: each edge rounded to the nearest pixel boundary, so
    /// rectangles that meet in points meet in pixels.
    func snapped(_ rect: CGRect) -> PixelRect { PixelRect(snapping: rect, scale: pixelScale) }

    /// Where a group over `rect` (points) is drawn, in pixels: its origin and its size each rounded,
    /// so it keeps its size wherever it is (its bitmap is drawn 1:1).
    func groupPixels(_ rect: CGRect) -> PixelRect {
        func px(_ v: CGFloat) -> Int32 { Int32(clamping: Int((v * pixelScale).rounded())) }
        return PixelRect(x: px(rect.minX), y: px(rect.minY), width: px(rect.width), height: px(rect.height))
    }

    /// `color` with its alpha multiplied by `opacity` (callers pass the pushed opacity), as 8-bit values.
    func sdlColor(_ color: Color, opacity: Double) -> SDL_Color {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * opacity))
    }

    /// `opacity` (0...1: the pushed opacity, times a fade) as an 8-bit alpha modulation.
    func opacityByte(_ opacity: Double) -> UInt8 { sdlColor(.white, opacity: opacity).a }

    // MARK: Filling

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
}
