import Foundation

// The renderer's knobs and counts as they were before `configuration` and `statistics` held them.

extension Renderer {
    /// Text textures rasterised since the renderer was created (a steady frame adds none).
    @available(*, deprecated, renamed: "statistics.textRasterizations")
    public var textRasterizations: Int { statistics.textRasterizations }

    /// Decoded images taken from the loader since the renderer was created.
    @available(*, deprecated, renamed: "statistics.imageUploads")
    public var imageUploads: Int { statistics.imageUploads }

    /// Shape, gradient, placeholder and image textures rasterised since the renderer was created (a steady frame adds none).
    @available(*, deprecated, renamed: "statistics.shapeRasterizations")
    public var shapeRasterizations: Int { statistics.shapeRasterizations }

    /// The bound on the rasterised textures' pixel bytes in force.
    @available(*, deprecated, renamed: "statistics.rasterCacheByteLimit")
    public var rasterCacheByteLimit: Int { statistics.rasterCacheByteLimit }

    /// Pixel bytes of the rasterised shape and image textures held now.
    @available(*, deprecated, renamed: "statistics.rasterCacheBytes")
    public var rasterCacheBytes: Int { statistics.rasterCacheBytes }

    /// Number of rasterised shape and image textures held now.
    @available(*, deprecated, renamed: "statistics.rasterCacheCount")
    public var rasterCacheCount: Int { statistics.rasterCacheCount }

    /// Rasterised textures released to keep within the bounds.
    @available(*, deprecated, renamed: "statistics.rasterCacheEvictions")
    public var rasterCacheEvictions: Int { statistics.rasterCacheEvictions }

    /// Shapes and images that could not be rasterised.
    @available(*, deprecated, renamed: "statistics.rasterFailures")
    public var rasterFailures: Int { statistics.rasterFailures }

    /// Number of cached text textures.
    @available(*, deprecated, renamed: "statistics.textCacheCount")
    public var textCacheCount: Int { statistics.textCacheCount }

    /// Pixel bytes of the decoded images kept.
    @available(*, deprecated, renamed: "statistics.imageCacheBytes")
    public var imageCacheBytes: Int { statistics.imageCacheBytes }

    /// Number of decoded images kept.
    @available(*, deprecated, renamed: "statistics.imageCacheCount")
    public var imageCacheCount: Int { statistics.imageCacheCount }

    /// Decoded images released to keep within the image cache's byte capacity.
    @available(*, deprecated, renamed: "statistics.imageEvictions")
    public var imageEvictions: Int { statistics.imageEvictions }

    /// Times the renderer rebuilt its textures after SDL reported them or the device lost.
    @available(*, deprecated, renamed: "statistics.textureRebuilds")
    public var textureRebuilds: Int { statistics.textureRebuilds }

    /// The least the rasterised shape and image textures may hold, in pixel bytes.
    @available(*, deprecated, renamed: "configuration.rasterCacheByteCapacity")
    public var rasterCacheByteCapacity: Int {
        get { configuration.rasterCacheByteCapacity }
        set { configuration.rasterCacheByteCapacity = newValue }
    }

    /// Upper bound on the number of rasterised shape and image textures.
    @available(*, deprecated, renamed: "configuration.rasterCacheCountCapacity")
    public var rasterCacheCountCapacity: Int {
        get { configuration.rasterCacheCountCapacity }
        set { configuration.rasterCacheCountCapacity = newValue }
    }

    /// Frames a text texture may go undrawn before a sweep releases it.
    @available(*, deprecated, renamed: "configuration.textCacheRetainFrames")
    public var textCacheRetainFrames: Int {
        get { configuration.textCacheRetainFrames }
        set { configuration.textCacheRetainFrames = newValue }
    }

    /// Upper bound on cached text textures.
    @available(*, deprecated, renamed: "configuration.textCacheCapacity")
    public var textCacheCapacity: Int {
        get { configuration.textCacheCapacity }
        set { configuration.textCacheCapacity = newValue }
    }

    /// Upper bound on the pixel bytes of the decoded images kept.
    @available(*, deprecated, renamed: "configuration.imageCacheByteCapacity")
    public var imageCacheByteCapacity: Int {
        get { configuration.imageCacheByteCapacity }
        set { configuration.imageCacheByteCapacity = newValue }
    }

    /// Whether `render(_:clearColor:)` draws only the pixels that can differ from the last frame's.
    @available(*, deprecated, renamed: "configuration.redrawsOnlyChanges")
    public var redrawsOnlyChanges: Bool {
        get { configuration.redrawsOnlyChanges }
        set { configuration.redrawsOnlyChanges = newValue }
    }

    /// How many pixels the last `render(_:clearColor:)` drew (0: the frame was the last one again).
    @available(*, deprecated, message: "a test measure: statistics.pixelsRedrawnLastFrame, package only")
    public var pixelsRedrawnLastFrame: Int { statistics.pixelsRedrawnLastFrame }
}
