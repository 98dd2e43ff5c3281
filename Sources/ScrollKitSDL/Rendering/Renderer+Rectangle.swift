internal import CSDL
import Foundation
import Logging
import ScrollKit

// Drawing into one rectangle of a frame someone else draws: the embedding path. The same drawing
// code as `render(_:clearColor:)`; only the frame around it differs: SDL's viewport is set to the
// rectangle (so the display list's coordinates are relative to it), every clip is cut to it, nothing
// outside it is cleared, and the renderer's state is saved first and restored after.

extension Renderer {
    /// A renderer drawing into a host app's own `SDL_Renderer`, for `render(_:in:background:)`.
    ///
    /// The embedding path: the host created SDL (`SDL_Init`), its window and its renderer, and runs
    /// its own loop; this renderer draws ScrollKit display lists into rectangles of the host's
    /// frames and never presents, clears the whole frame, creates or destroys the host's renderer.
    /// Its textures live on the host's renderer: release this renderer (and whatever holds it, such
    /// as an `EmbeddedCarousel`) *before* the host destroys its `SDL_Renderer`.
    ///
    /// The pixel scale is the host's: the renderer's output size in pixels over its window's size in
    /// points (`SDL_GetRendererOutputSize` / `SDL_GetWindowSize`), read every frame, so on a
    /// high-DPI display text and edges are drawn at full resolution; 1 for a renderer with no window
    /// (a software renderer on a surface).
    /// - Parameters:
    ///   - hostRenderer: the host's `SDL_Renderer *`, as an `OpaquePointer` (in C terms the pointer
    ///     itself; from Swift code that imports SDL, the value SDL_CreateRenderer returned).
    ///   - context: an `SDLContext.attachingToHost()` context (or any live context).
    ///   - fonts: the faces to draw text with; nil discovers DejaVu Sans (`FontFiles.discover()`).
    ///   - imageLoader: asked to load images the renderer has no texture for.
    ///   - logger: receives the renderer's warnings (text it cannot draw, a missing HarfBuzz);
    ///     nil logs as "ScrollKitSDL.Renderer".
    /// - Throws: `FontDiscoveryError` when no font is found; `SDLError` when SDL_ttf cannot open it.
    public convenience init(
        hostRenderer: OpaquePointer, context: SDLContext, fonts: FontFiles? = nil, imageLoader: ImageLoader? = nil,
        logger: Logger? = nil
    ) throws {
        let target = HostRenderTarget(renderer: hostRenderer, context: context)
        try self.init(target: target, fonts: fonts, imageLoader: imageLoader, logger: logger)
    }

    /// Draws `list` into `rect` of the frame being drawn, and nothing outside it.
    ///
    /// `rect` is in points of the target (a window's points: SDL's window coordinates, those of its
    /// mouse events), and the list's coordinates are relative to its top-left corner: a view tree
    /// of `rect.size` (a `WindowRoot(size: rect.size)`) draws into it as it would into a window of
    /// that size. The rectangle is snapped to whole pixels at the target's pixel scale.
    ///
    /// Nothing outside the rectangle is drawn or cleared; inside it, `background` (if any) is filled
    /// first, then the list is drawn over whatever is there. The renderer's state (render target,
    /// logical size, scale, viewport, clip rectangle and whether clipping is on, draw colour, draw
    /// blend mode) is saved first and restored afterwards, also when drawing throws. Does not
    /// present. Draws into the renderer's current target (a host drawing into a texture of its own
    /// gets the list in that texture, `rect` then in its pixels over `pixelScale`).
    /// - Throws: `SDLError` if SDL fails to draw. Text SDL_ttf cannot rasterise is skipped with one
    ///   logged warning per string, not thrown.
    /// - Complexity: O(commands) for a steady frame (nothing rasterised again).
    public func render(_ list: DisplayList, in rect: CGRect, background: Color? = nil) throws {
        try beginFrame()
        // The rest of the frame is someone else's: a later `render(_:clearColor:)` draws it whole.
        damage.forgetLastFrame()
        let renderer = context.handle.pointer
        let saved = RenderState(of: renderer)
        defer {
            context.viewport = nil
            resetState()
            saved.restore(renderer)
        }
        let area = context.snapped(rect)
        guard !area.isEmpty else {
            endFrame()
            return
        }
        try RenderState.enterPixelViewport(area, on: renderer)
        context.viewport = area
        resetState()
        if let background, !startsByCoveringTarget(list.commands) {
            try context.fillPixels(
                PixelRect(x: 0, y: 0, width: area.width, height: area.height), color: context.sdlColor(background, opacity: 1))
        }
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            throw SDLError("enable alpha blending")
        }
        try compositor.drawCommands(list.commands[...])
        endFrame()
    }
}
