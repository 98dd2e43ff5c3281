internal import CSDL
import Foundation

/// What a scaled copy is cut to before SDL is asked for it (`CopyPlanner.cut`). SDL's software
/// renderer scales a copy reaching past the target (not only past the clip) through a surface of
/// its own, made for the copy and freed (an allocation the size of the copy, and a second pass);
/// cut to the viewport and the clip first, it is one pass.
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
}
