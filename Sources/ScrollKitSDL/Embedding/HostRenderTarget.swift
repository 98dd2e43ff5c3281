internal import CSDL
import Foundation

/// A host app's own `SDL_Renderer` as a `Renderer`'s target: the embedding path.
///
/// Borrowed, not owned: the host created it and destroys it; nothing here presents, clears the
/// whole frame, or replaces it. Its pixel scale is the host's (output pixels over window points).
@MainActor
final class HostRenderTarget: RenderTarget {
    let rendererHandle: SDLRendererHandle
    let rendererGeneration = 0
    private let context: SDLContext
    var session: SDLSession { context.session }

    init(renderer: OpaquePointer, context: SDLContext) {
        self.rendererHandle = SDLRendererHandle(borrowing: renderer)
        self.context = context
    }

    /// The host renderer's output pixels per window point (SDL_GetRendererOutputSize over
    /// SDL_GetWindowSize): 2 on a high-DPI display, 1 otherwise and for a renderer without a window.
    var pixelScale: CGFloat {
        guard let window = SDL_RenderGetWindow(rendererHandle.pointer) else { return 1 }
        var points: Int32 = 0
        var unused: Int32 = 0
        SDL_GetWindowSize(window, &points, &unused)
        var pixels: Int32 = 0
        guard points > 0, SDL_GetRendererOutputSize(rendererHandle.pointer, &pixels, &unused) == 0, pixels > 0 else {
            return 1
        }
        return CGFloat(pixels) / CGFloat(points)
    }

    /// The host's renderer is the host's to recreate: after `SDL_RENDER_DEVICE_RESET` the host
    /// destroys and recreates it, and must release the `Renderer` drawing into it first.
    func recreateRenderer() throws {
        throw SDLError(
            "draw into the host's SDL renderer",
            message: """
                SDL reported its render device lost (SDL_RENDER_DEVICE_RESET); release this Renderer \
                (or EmbeddedCarousel) before destroying your SDL_Renderer, then make a new one over the renderer you \
                create in its place
                """)
    }
}
