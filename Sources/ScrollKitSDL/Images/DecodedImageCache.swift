import Foundation

/// The renderer's image part (issue 29's image-texture cache): the decoded pixels of every image
/// the loader handed over (by `ImageReference.key`), whether each is opaque, when each was last
/// drawn, their pixel bytes, and the eviction that keeps those bytes within `byteCapacity`.
///
/// The pixels are kept as surfaces, not textures: each image is resampled at every size it is
/// drawn at (`Rasterizer.image`) and those textures live in the raster cache. Loading, fading in
/// and asking again are the loader's (`ImageLoader`); the renderer tells it about every image this
/// cache releases. Main thread only, like the renderer that owns it. A look-up, an insertion and a
/// removal are O(1); an eviction pass is O(n log n) in the images kept, and only runs (and
/// allocates) when the bytes are over the capacity.
@MainActor
struct DecodedImageCache {
    /// One image's decoded pixels.
    struct Entry {
        /// The decoded pixels (ARGB8888), resampled by `Rasterizer.image` at each drawn size.
        var surface: SDLSurfaceHandle
        /// Whether every pixel is opaque (its middle is then copied, not blended).
        var isOpaque: Bool
        /// Pixel bytes (width × height × 4).
        var bytes: Int
        /// The frame (`Renderer.framesRendered`) it was last drawn in, or handed over in.
        var lastUsedFrame: Int
    }

    /// Upper bound on the pixel bytes kept between frames; past it the least recently drawn images
    /// go (never one drawn in the current frame, so a frame that needs more overshoots instead of
    /// thrashing). 256 MiB by default.
    var byteCapacity = 256 * 1024 * 1024
    private var entries: [String: Entry] = [:]
    /// Pixel bytes of every image kept.
    private(set) var bytes = 0

    /// A cache holding nothing.
    init() {}

    /// Number of images kept.
    var count: Int { entries.count }

    /// Whether the pixels of the image `key` are kept. O(1).
    func contains(_ key: String) -> Bool { entries[key] != nil }

    /// The image `key`, marked as drawn in `frame`; nil when its pixels are not kept. O(1), no
    /// allocation.
    mutating func use(_ key: String, frame: Int) -> Entry? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUsedFrame = frame
        return entries.values[index]
    }

    /// Keeps `surface` (ARGB8888; `isOpaque` when every pixel is) as the image `key`, replacing any
    /// it had, counted as drawn in `frame`. O(1).
    mutating func insert(_ surface: SDLSurfaceHandle, isOpaque: Bool, for key: String, frame: Int) {
        let entry = Entry(
            surface: surface, isOpaque: isOpaque, bytes: Int(surface.width) * Int(surface.height) * 4, lastUsedFrame: frame)
        if let previous = entries.updateValue(entry, forKey: key) { bytes -= previous.bytes }
        bytes += entry.bytes
    }

    /// Releases the image `key`; false when it was not kept. O(1).
    @discardableResult
    mutating func remove(_ key: String) -> Bool {
        guard let entry = entries.removeValue(forKey: key) else { return false }
        bytes -= entry.bytes
        return true
    }

    /// Releases the least recently drawn images (ties by key) until the bytes kept are within
    /// `byteCapacity`, sparing those drawn in `frame`, and returns their keys in that order (the
    /// caller tells whoever must know). Returns at once, allocating nothing, when the bytes are
    /// within the capacity already.
    mutating func evict(sparing frame: Int) -> [String] {
        guard bytes > byteCapacity else { return [] }
        let candidates =
            entries
            .filter { $0.value.lastUsedFrame < frame }
            .sorted { ($0.value.lastUsedFrame, $0.key) < ($1.value.lastUsedFrame, $1.key) }
        var released: [String] = []
        for (key, _) in candidates {
            guard bytes > byteCapacity else { break }
            remove(key)
            released.append(key)
        }
        return released
    }

    /// Releases every image and returns their keys (the renderer lost its textures or device).
    mutating func removeAll() -> [String] {
        let keys = Array(entries.keys)
        entries.removeAll()
        bytes = 0
        return keys
    }
}
