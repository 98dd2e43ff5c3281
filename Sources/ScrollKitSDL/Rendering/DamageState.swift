import Foundation

/// What the renderer remembers between frames to tell when the list alone no longer decides the
/// pixels (`Renderer.redrawArea`).
struct DamageState {
    /// `RendererStatistics.imageUploads` when the last frame was drawn.
    var uploadsSeen = 0
    /// The bounds of this frame's groups copied scaled or projected, as their clips leave them
    /// (`Renderer.redrawArea` redraws them whole or not at all), kept from frame to frame.
    var scaled: [PixelRect] = []
    /// The clip and opacity stacks `Renderer.redrawArea` walks the list with (kept: a steady frame
    /// allocates nothing).
    var walk = DrawState()
}
