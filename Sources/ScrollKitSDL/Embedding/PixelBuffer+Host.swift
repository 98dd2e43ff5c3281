internal import CSDL
import Foundation

extension PixelBuffer {
    /// Reads back everything drawn so far into the current render target of a host app's own
    /// `SDL_Renderer` (its window's back buffer, or a texture it set as target): the whole target,
    /// in pixels, whatever viewport, scale or logical size the host uses, which are restored
    /// afterwards with the rest of its render state. Call it before `SDL_RenderPresent` (after
    /// presenting, the back buffer's contents are undefined). Alpha is forced to 255.
    ///
    /// With `writePNG(to:)` this is a host's screenshot: `try PixelBuffer.read(hostRenderer: r).writePNG(to: path)`.
    /// - Parameter hostRenderer: the host's `SDL_Renderer *` as an `OpaquePointer`.
    /// - Throws: `SDLError` when SDL cannot read the pixels.
    /// - Complexity: O(pixels of the target).
    @MainActor
    public static func read(hostRenderer: OpaquePointer) throws -> PixelBuffer {
        let saved = RenderState(of: hostRenderer)
        defer { saved.restore(hostRenderer) }
        SDL_RenderSetLogicalSize(hostRenderer, 0, 0)
        SDL_RenderSetScale(hostRenderer, 1, 1)
        guard SDL_RenderSetViewport(hostRenderer, nil) == 0 else { throw SDLError("reset the viewport to read pixels") }
        var whole = SDL_Rect()
        SDL_RenderGetViewport(hostRenderer, &whole)
        return try read(from: SDLRendererHandle(borrowing: hostRenderer), width: whole.w, height: whole.h)
    }
}
