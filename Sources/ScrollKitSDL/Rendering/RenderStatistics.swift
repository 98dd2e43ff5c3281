import Foundation

/// What a `Renderer` has done since it was created: counts only, read by tests, benchmarks and the
/// lab's HUD (through the renderer's public properties of the same names). One value, so every
/// part that counts something counts it in one place; a frame adds to it without allocating.
struct RenderStatistics: Equatable {
    /// Text textures rasterised (a steady frame adds none).
    var textRasterizations = 0
    /// Decoded images taken from the loader.
    var imageUploads = 0
    /// Shape, gradient, placeholder, image and group textures rasterised (a steady frame adds none).
    var shapeRasterizations = 0
    /// Raster groups' bitmaps made (flattened), a part of `shapeRasterizations`.
    var groupBitmapsMade = 0
    /// Shapes and images that could not be rasterised (the first one logged).
    var rasterFailures = 0
    /// Frames rendered.
    var framesRendered = 0
    /// Frames cleared before drawing (the others started by covering the target).
    var framesCleared = 0
    /// Decoded images released to keep within the image cache's byte capacity.
    var imageEvictions = 0
    /// Times every texture was rebuilt after SDL reported them or the device lost.
    var textureRebuilds = 0

    /// Counts a frame drawn, cleared first or not. O(1).
    mutating func countFrame(cleared: Bool) {
        framesRendered += 1
        if cleared { framesCleared += 1 }
    }

    /// Whether anything was rasterised or uploaded between `before` and this value: a steady
    /// frame rasterises no text, no shape and uploads no image. O(1).
    func rasterisedAnything(since before: RenderStatistics) -> Bool {
        textRasterizations != before.textRasterizations || shapeRasterizations != before.shapeRasterizations
            || imageUploads != before.imageUploads
    }
}
