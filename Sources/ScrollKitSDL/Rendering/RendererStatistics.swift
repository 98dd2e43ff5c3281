import Foundation

/// What a `Renderer` has done since it was created, and what its caches hold now: counts only,
/// read by tests, benchmarks and the lab's HUD (`Renderer.statistics`). One value, so every part
/// that counts something counts it in one place; a frame adds to it without allocating. Every
/// operation is O(1).
public struct RendererStatistics: Equatable, Sendable {
    /// Text textures rasterised (a steady frame adds none).
    public internal(set) var textRasterizations = 0
    /// Decoded images taken from the loader.
    public internal(set) var imageUploads = 0
    /// Shape, gradient, placeholder, image and group textures rasterised (a steady frame adds none).
    public internal(set) var shapeRasterizations = 0
    /// Shapes and images that could not be rasterised (larger than the GPU allows, out of memory):
    /// skipped, the first one logged.
    public internal(set) var rasterFailures = 0
    /// Decoded images released to keep within `RendererConfiguration.imageCacheByteCapacity`.
    public internal(set) var imageEvictions = 0
    /// Times every texture was rebuilt after SDL reported them or the device lost.
    public internal(set) var textureRebuilds = 0
    /// Pixel bytes of the rasterised shape and image textures held now.
    public internal(set) var rasterCacheBytes = 0
    /// Number of rasterised shape and image textures held now.
    public internal(set) var rasterCacheCount = 0
    /// Rasterised textures released to keep within the bounds.
    public internal(set) var rasterCacheEvictions = 0
    /// The bound on the rasterised textures' pixel bytes in force, bytes:
    /// `RendererConfiguration.rasterCacheByteCapacity`, or `Renderer.rasterCacheTargetMultiple`
    /// times the target's pixel bytes if that is more. The cache holds no more than this between frames.
    public internal(set) var rasterCacheByteLimit = 0
    /// Number of cached text textures.
    public internal(set) var textCacheCount = 0
    /// Pixel bytes (4 per pixel) of the decoded images kept.
    public internal(set) var imageCacheBytes = 0
    /// Number of decoded images kept.
    public internal(set) var imageCacheCount = 0
    /// Raster groups' bitmaps made (flattened), a part of `shapeRasterizations`.
    package internal(set) var groupBitmapsMade = 0
    /// Frames rendered.
    package internal(set) var framesRendered = 0
    /// Frames cleared before drawing (the others started by covering the target).
    package internal(set) var framesCleared = 0
    /// How many pixels the last `Renderer.render(_:clearColor:)` drew: every pixel of the target,
    /// or the tiles that changed (`RendererConfiguration.redrawsOnlyChanges`), or 0 when the frame
    /// was the last one again.
    package internal(set) var pixelsRedrawnLastFrame = 0

    /// No counts yet.
    package init() {}

    /// Counts a frame drawn, cleared first or not.
    mutating func countFrame(cleared: Bool) {
        framesRendered += 1
        if cleared { framesCleared += 1 }
    }

    /// Whether anything was rasterised or uploaded between `before` and this value: a steady
    /// frame rasterises no text, no shape and uploads no image.
    func rasterisedAnything(since before: RendererStatistics) -> Bool {
        textRasterizations != before.textRasterizations || shapeRasterizations != before.shapeRasterizations
            || imageUploads != before.imageUploads
    }
}
