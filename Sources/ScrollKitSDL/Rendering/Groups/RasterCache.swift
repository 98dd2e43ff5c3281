internal import CSDL
import Foundation
import ScrollKit

/// What determines the pixels of a cached shape or image texture. Sizes are whole pixels; radii and
/// line widths pixels. Fills, borders and gradients are rasterised in their colours (a pushed
/// opacity is alpha modulation when drawn): SDL's software renderer blends a colour-modulated
/// texture several times slower, and changing a texture's modulation costs it a new blitter.
enum RasterKey: Hashable {
    case fill(width: Int32, height: Int32, radius: CGFloat, color: RGBA8)
    case stroke(width: Int32, height: Int32, radius: CGFloat, lineWidth: CGFloat, color: RGBA8)
    case gradient(width: Int32, height: Int32, radius: CGFloat, from: Color, to: Color, axis: GradientAxis)
    case image(key: String, width: Int32, height: Int32, radius: CGFloat, contentMode: ContentMode)
    /// An image resampled to `width`×`height` pixels with square corners, kept with its pixels for
    /// `ImagePainter.drawCroppedImage`.
    case croppedImage(key: String, width: Int32, height: Int32, contentMode: ContentMode)
    /// An opaque tile of one colour in a format without alpha, copied under alpha modulation to lay
    /// a translucent colour over an area (`ShapePainter.fillTranslucent`).
    case tile(red: UInt8, green: UInt8, blue: UInt8)
    /// A raster group (`View.shouldRasterize`), flattened: `hash` is that of its commands relative
    /// to its origin (`Renderer.groupHash`); the entry keeps those commands to tell a collision.
    case group(hash: Int, width: Int32, height: Int32)

    /// The image this texture was made from, if any.
    var imageKey: String? {
        switch self {
        case .image(let key, _, _, _, _), .croppedImage(let key, _, _, _): return key
        default: return nil
        }
    }
}

/// Textures rasterised once at their drawn pixel size (`Rasterizer`), bounded by bytes and count:
/// inserting past either bound releases the least recently drawn textures not drawn in the current
/// frame, and `trim` at the end of each frame releases the least recently drawn of all until both
/// bounds hold, so between frames the cache never holds more than `byteCapacity` bytes (a texture
/// larger than the whole capacity is drawn once and not kept). Main thread only, like the renderer
/// that owns it.
@MainActor
struct RasterCache {
    struct Entry {
        var texture: SDLTexture
        /// Pixel bytes (width × height × 4), with its kept pixels' and its corners' (`SDLTexture.corners`).
        var bytes: Int
        var lastUsedFrame: Int
        /// A group's commands relative to its origin (empty for everything else).
        var content: [DisplayCommand] = []
        /// For a group opaque everywhere but in its four corner squares, their side in pixels (nil
        /// for everything else).
        var opaqueCorner: Int32? = nil
        /// For a group opaque everywhere but in bands along its edges, their depths in pixels
        /// (`OpaqueArea.inset`; nil for everything else).
        var opaqueInset: PixelInsets? = nil
        /// For a group made at its drawn size and dimming, the dimming laid over it and its corner
        /// radius (points, unscaled); clear and 0 for everything else.
        var dimming: Color = .clear
        var dimmingRadius: CGFloat = 0
        /// The pixels the texture was made from, kept for an image drawn cropped (its corners are
        /// cut from them each frame: `ImagePainter.drawCroppedImage`); counted in `bytes`.
        var surface: RasterSurface? = nil

        /// How the texture is drawn: as much of it as is opaque unblended (`OpaqueArea.cover`).
        var cover: TextureCover { OpaqueArea(corner: opaqueCorner, inset: opaqueInset).cover }
    }

    /// Upper bound on the pixel bytes held.
    var byteCapacity: Int
    /// Upper bound on the number of textures held (each costs a little besides its pixels).
    var countCapacity: Int
    /// Pixel bytes held now, never above `byteCapacity` after an insertion.
    private(set) var bytes = 0
    /// Textures released to stay within the bounds.
    private(set) var evictions = 0
    private(set) var entries: [RasterKey: Entry] = [:]

    init(byteCapacity: Int, countCapacity: Int) {
        self.byteCapacity = byteCapacity
        self.countCapacity = countCapacity
    }

    var count: Int { entries.count }

    /// The texture for `key`, marked as drawn in `frame`; nil on a miss.
    mutating func texture(for key: RasterKey, frame: Int) -> SDLTexture? {
        entry(for: key, frame: frame)?.texture
    }

    /// The entry for `key`, marked as drawn in `frame`; nil on a miss.
    mutating func entry(for key: RasterKey, frame: Int) -> Entry? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUsedFrame = frame
        return entries.values[index]
    }

    /// Keeps `texture` for `key` if it fits at all, releasing the least recently drawn textures until
    /// both bounds hold. Returns whether it was kept.
    @discardableResult
    mutating func insert(
        _ texture: SDLTexture, for key: RasterKey, frame: Int, content: [DisplayCommand] = [],
        opaqueCorner: Int32? = nil, opaqueInset: PixelInsets? = nil, dimming: Color = .clear, dimmingRadius: CGFloat = 0,
        surface: RasterSurface? = nil
    ) -> Bool {
        remove(key)
        let size = Int(texture.width) * Int(texture.height) * 4 * (surface == nil ? 1 : 2) + texture.partBytes
        guard size <= byteCapacity, countCapacity > 0 else { return false }
        // Textures drawn in this frame stay until its end (`trim`): evicting them now would only
        // make this frame rasterise them again.
        while bytes + size > byteCapacity || entries.count + 1 > countCapacity {
            guard
                let oldest = entries.filter({ $0.value.lastUsedFrame < frame })
                    .min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })?.key
            else { break }
            remove(oldest)
            evictions += 1
        }
        entries[key] = Entry(
            texture: texture, bytes: size, lastUsedFrame: frame, content: content, opaqueCorner: opaqueCorner,
            opaqueInset: opaqueInset, dimming: dimming, dimmingRadius: dimmingRadius, surface: surface)
        bytes += size
        return true
    }

    /// Releases the least recently drawn textures, those of the current frame last, until both
    /// bounds hold (a frame that drew more than the capacity loses some of its own).
    mutating func trim() {
        guard bytes > byteCapacity || entries.count > countCapacity else { return }
        let byAge = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }.map(\.key)
        for key in byAge {
            guard bytes > byteCapacity || entries.count > countCapacity else { break }
            remove(key)
            evictions += 1
        }
    }

    /// Drops the texture for `key`, if any.
    mutating func remove(_ key: RasterKey) {
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
    }

    /// Drops every texture made from the image `imageKey` (it was released or replaced).
    mutating func removeImage(_ imageKey: String) {
        guard entries.keys.contains(where: { $0.imageKey == imageKey }) else { return }
        for key in entries.keys where key.imageKey == imageKey { remove(key) }
    }

    /// Drops everything (the renderer's textures were lost).
    mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}
