internal import CSDL
import Foundation

/// An SDL renderer's drawing state, saved before the `Renderer` draws into a rectangle of a frame
/// that is not its own (`Renderer.render(_:in:background:)`, a host app's renderer) and restored
/// afterwards, so the owner of the frame finds its renderer as it left it.
///
/// Saved: the render target, the logical size, the scale, the viewport, the clip rectangle and
/// whether clipping is on, the draw colour and the draw blend mode. Restored in the order SDL
/// derives them: the target (it resets the rest), the logical size (it resets the viewport and the
/// scale), the scale, the viewport (stored in scaled units), then the clip rectangle.
struct RenderState {
    var target: OpaquePointer?
    var logicalWidth: Int32 = 0
    var logicalHeight: Int32 = 0
    var scaleX: Float = 1
    var scaleY: Float = 1
    var viewport = SDL_Rect()
    var clipEnabled = false
    var clip = SDL_Rect()
    var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    var blendMode = SDL_BLENDMODE_NONE

    /// Reads the state of `renderer`.
    init(of renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight)
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        SDL_RenderGetViewport(renderer, &viewport)
        clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        SDL_GetRenderDrawColor(renderer, &color.r, &color.g, &color.b, &color.a)
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
    }

    /// Puts `renderer` back in this state.
    func restore(_ renderer: OpaquePointer) {
        if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
        // Setting a logical size recomputes the viewport and the scale from it; clearing it resets
        // them to the whole target at scale 1. Either way both are set again just below.
        SDL_RenderSetLogicalSize(renderer, logicalWidth, logicalHeight)
        SDL_RenderSetScale(renderer, scaleX, scaleY)
        var current = SDL_Rect()
        SDL_RenderGetViewport(renderer, &current)
        // Left alone when it already matches, so a viewport that was "the whole target" (SDL's
        // default, which follows window resizes) is not pinned to today's size.
        if !Self.equal(current, viewport) {
            var saved = viewport
            SDL_RenderSetViewport(renderer, &saved)
        }
        if clipEnabled {
            var saved = clip
            SDL_RenderSetClipRect(renderer, &saved)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
    }

    /// Makes `renderer` draw in output pixels into `viewport` (pixels of the current target): no
    /// logical size, scale 1, the viewport set, clipping off (the `Renderer` sets its own clip).
    static func enterPixelViewport(_ viewport: PixelRect, on renderer: OpaquePointer) throws {
        SDL_RenderSetLogicalSize(renderer, 0, 0)
        guard SDL_RenderSetScale(renderer, 1, 1) == 0 else { throw SDLError("reset the render scale to 1") }
        var rect = viewport.sdlRect
        guard SDL_RenderSetViewport(renderer, &rect) == 0 else {
            throw SDLError("set the viewport to \(viewport.width)x\(viewport.height) px at \(viewport.x),\(viewport.y)")
        }
        SDL_RenderSetClipRect(renderer, nil)
    }

    private static func equal(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    }
}
