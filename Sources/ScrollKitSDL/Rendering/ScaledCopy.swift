internal import CSDL
import Foundation

/// A scaled copy cut to what can be drawn before SDL is asked for it. SDL's software renderer
/// scales a copy reaching past the target (not only past the clip) through a surface of its own,
/// made for the copy and freed (an allocation the size of the copy, and a second pass); cut to the
/// viewport and the clip first, it is one pass. The texels are cut in proportion and rounded, as
/// SDL itself cuts a scaled copy to its clip.
enum ScaledCopy {
    /// The pixels drawing can reach on `renderer`: its viewport (the target, unless a host draws
    /// into part of it) within SDL's clip, in the viewport's coordinates (the clip's). O(1).
    @MainActor
    static func drawableBounds(of renderer: SDLRendererHandle) -> PixelRect {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer.pointer, &viewport)
        let bounds = PixelRect(x: 0, y: 0, width: viewport.w, height: viewport.h)
        guard SDL_RenderIsClipEnabled(renderer.pointer) == SDL_TRUE else { return bounds }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer.pointer, &clip)
        return bounds.intersection(PixelRect(x: clip.x, y: clip.y, width: clip.w, height: clip.h))
    }

    /// A copy of `texels` onto `pixels` cut to `bounds`: the part of `pixels` inside them and the
    /// texels in proportion, rounded to whole ones (at least one); unchanged when wholly inside,
    /// nil when nothing of it is. O(1).
    static func cut(_ texels: PixelRect, onto pixels: PixelRect, to bounds: PixelRect) -> (PixelRect, PixelRect)? {
        let shown = pixels.intersection(bounds)
        guard !shown.isEmpty, !texels.isEmpty else { return nil }
        guard shown != pixels else { return (texels, pixels) }
        func part(_ s0: Int32, _ sw: Int32, _ d0: Int32, _ dw: Int32, _ v0: Int32, _ vw: Int32) -> (Int32, Int32) {
            let k = Double(sw) / Double(dw)
            let a = s0 + Int32((Double(v0 - d0) * k).rounded())
            let b = s0 + Int32((Double(v0 + vw - d0) * k).rounded())
            let start = min(a, s0 + sw - 1)
            return (start, max(b - start, 1))
        }
        let (x, w) = part(texels.x, texels.width, pixels.x, pixels.width, shown.x, shown.width)
        let (y, h) = part(texels.y, texels.height, pixels.y, pixels.height, shown.y, shown.height)
        return (PixelRect(x: x, y: y, width: w, height: h), shown)
    }
}
