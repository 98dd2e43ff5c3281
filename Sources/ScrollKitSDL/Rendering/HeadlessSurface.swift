internal import CSDL
import Foundation

/// An off-screen render target: SDL's software renderer drawing into a memory surface. Needs no
/// display (use `SDLContext(videoDriver: .headless)`); the same `Renderer` draws into it as into a
/// `Window`, so tests and one-shot screenshots see exactly what the app draws.
@MainActor
public final class HeadlessSurface: RenderTarget, FrameSource {
    /// The surface's size in points.
    public private(set) var sizeInPoints: CGSize
    /// Pixels per point (2 imitates a high-DPI display).
    public private(set) var pixelScale: CGFloat

    private(set) var surfaceHandle: SDLSurfaceHandle
    private(set) var rendererHandle: SDLRendererHandle
    private(set) var rendererGeneration = 0
    private let context: SDLContext
    var session: SDLSession { context.session }

    /// Creates a surface of `size` points × `pixelScale` pixels per point (rounded to whole pixels).
    /// - Throws: `SDLError` if the surface or its software renderer cannot be created.
    public init(context: SDLContext, size: CGSize, pixelScale: CGFloat = 1) throws {
        precondition(pixelScale > 0, "pixelScale must be positive")
        self.context = context
        self.sizeInPoints = size
        self.pixelScale = pixelScale
        (surfaceHandle, rendererHandle) = try Self.makeSurface(size: size, pixelScale: pixelScale)
    }

    private static func makeSurface(size: CGSize, pixelScale: CGFloat) throws -> (SDLSurfaceHandle, SDLRendererHandle) {
        let w = Int32((size.width * pixelScale).rounded())
        let h = Int32((size.height * pixelScale).rounded())
        guard w > 0, h > 0, let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("create a \(w)x\(h) pixel headless surface")
        }
        let surfaceHandle = SDLSurfaceHandle(surface)
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw SDLError("create a software renderer on the \(w)x\(h) headless surface")
        }
        return (surfaceHandle, SDLRendererHandle(renderer, target: surfaceHandle))
    }

    /// Gives the surface a new size and pixel scale (what a window resized, or moved to a display of
    /// another scale, goes through). The surface and its software renderer are made anew; a
    /// `Renderer` drawing into it notices at its next frame and rebuilds its textures.
    /// - Throws: `SDLError` if the new surface cannot be created (the old one is kept then).
    public func resize(to size: CGSize, pixelScale: CGFloat? = nil) throws {
        let scale = pixelScale ?? self.pixelScale
        precondition(scale > 0, "pixelScale must be positive")
        (surfaceHandle, rendererHandle) = try Self.makeSurface(size: size, pixelScale: scale)
        sizeInPoints = size
        self.pixelScale = scale
        rendererGeneration += 1
    }

    /// Makes a new software renderer on the same surface (after a reported device loss).
    func recreateRenderer() throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surfaceHandle.pointer) else {
            throw SDLError("create a software renderer on the headless surface")
        }
        rendererHandle = SDLRendererHandle(renderer, target: surfaceHandle)
        rendererGeneration += 1
    }

    /// The surface's size in pixels.
    public var sizeInPixels: CGSize {
        CGSize(width: CGFloat(surfaceHandle.width), height: CGFloat(surfaceHandle.height))
    }

    /// Flushes queued drawing into the surface (the counterpart of `Window.present()`).
    public func present() {
        SDL_RenderPresent(rendererHandle.pointer)
    }

    /// Reads back what has been drawn (alpha forced to 255).
    public func readPixels() throws -> PixelBuffer {
        try PixelBuffer.read(from: rendererHandle)
    }
}
