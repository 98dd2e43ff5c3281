import Foundation

/// A render target whose frame can be read back: a `Window` or a `HeadlessSurface`. Screenshots of
/// both go through the one `screenshot(to:)` below.
@MainActor
public protocol FrameSource: AnyObject {
    /// Reads back the frame drawn so far (alpha forced to 255). On a window, call it after
    /// `Renderer.render` and *before* `present()`: after presenting, the back buffer is undefined.
    func readPixels() throws -> PixelBuffer
}

extension FrameSource {
    /// Writes the frame drawn so far as a PNG at `path` (pixels, alpha 255); on a window, before
    /// `present()`.
    /// - Throws: `SDLError` when the pixels cannot be read, `FileWriteError` naming the cause when
    ///   the file cannot be written (missing folder, permissions, read-only or full disk).
    public func screenshot(to path: String) throws {
        try readPixels().writePNG(to: path)
    }
}
