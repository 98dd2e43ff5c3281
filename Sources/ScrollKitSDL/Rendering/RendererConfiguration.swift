import Foundation

/// The knobs of a `Renderer` (`Renderer.configuration`): the bounds of its caches and whether it
/// redraws only what changed. A value: set the whole of it or one field; the renderer applies it
/// at once, in O(1).
public struct RendererConfiguration: Equatable, Sendable {
    /// The least the rasterised shape and image textures may hold, in pixel bytes (32 MiB by
    /// default); the bound in force is `RendererStatistics.rasterCacheByteLimit`.
    public var rasterCacheByteCapacity = 32 * 1024 * 1024
    /// Upper bound on the number of rasterised shape and image textures (1024 by default; a
    /// negative value counts as 0).
    public var rasterCacheCountCapacity = 1024
    /// A text texture not drawn for this many frames is released at the next sweep (3600 frames is a
    /// minute at 60 fps: long enough that the banners of a carousel come round again before their
    /// titles go, so a steady session rasterises no text; `textCacheCapacity` bounds the count).
    public var textCacheRetainFrames = 3600
    /// Upper bound on cached text textures (1024 by default); past it the least recently drawn are
    /// released.
    public var textCacheCapacity = 1024
    /// Upper bound on the pixel bytes (4 per pixel) of the decoded images kept; past it the least
    /// recently drawn are released (never one drawn in the current frame, so a frame that needs
    /// more than the capacity overshoots instead of thrashing). 256 MiB by default.
    public var imageCacheByteCapacity = 256 * 1024 * 1024
    /// Whether `Renderer.render(_:clearColor:)` draws only the pixels that can differ from the last
    /// frame's (true by default): the tiles of the target over which the list draws something else,
    /// or something under another clip or opacity, than the last list did; nothing when the list is
    /// the last one again. Only on a target that keeps its pixels between frames, SDL's software
    /// renderer's (a window's surface, a `HeadlessSurface`), where writing pixels is most of a
    /// frame's cost; an accelerated renderer's back buffer is undefined after a present, and a
    /// host's renderer is the host's, so there every frame is drawn whole. Images arriving or
    /// fading in, textures rebuilt after SDL lost them and a window resized redraw the whole
    /// target; so does the frame after one that made a group's bitmap (a group at rest drawn from
    /// its bitmap as drawn or at its drawn size, one whose content settled): such a new look of a
    /// group outside the part redrawn shows one frame late. An app that draws into the target
    /// itself between frames calls `Renderer.redrawWholeTargetNextFrame()`, or turns this off.
    public var redrawsOnlyChanges = true

    /// The defaults.
    public init() {}
}
