import Foundation
import ScrollKit

/// The renderer's text part: the textures of the strings drawn (by string, pixel size, weight and
/// colour), when each was last drawn, their pixel bytes, the eviction that bounds them (by age and
/// by count), and the measurements `Renderer.size(of:font:)` answers from.
///
/// It stores; the `TextPainter` lays text out and rasterises it and hands the
/// result over. An entry with no texture (zero-width text, or text SDL_ttf failed on) is kept like
/// any other, so a failure is rasterised and logged once. Main thread only, like the renderer that
/// owns it (its textures must die there). A hit, an insertion and a measurement are O(1); a sweep
/// is O(entries) when due and nothing expired, and allocates only when it releases something.
@MainActor
struct TextCache {
    /// How many frames pass between two sweeps for entries not drawn lately.
    static let sweepInterval = 60
    /// Upper bound on kept measurements; past it they are all forgotten at once.
    static let measurementCapacity = 4096

    /// What determines a text texture's pixels (and, without a colour, a measurement).
    struct Key: Hashable {
        var text: String
        /// Size in pixels.
        var pixelSize: Int32
        var weight: Font.Weight
        /// The colour the glyphs are rasterised in (8-bit, straight alpha); nil for measuring.
        var color: RGBA8? = nil
    }

    /// One string's textures.
    struct Entry {
        /// The plain glyphs in the text's colour; nil when there are none, or SDL_ttf produced
        /// nothing (zero-width text) or failed (logged once).
        var texture: SDLTexture?
        /// The colour glyphs (emoji) in their colours, the same size as `texture`; nil when none.
        var colorTexture: SDLTexture?
        /// The frame (`Renderer.framesRendered`) it was last drawn in.
        var lastUsedFrame: Int

        /// Pixel bytes of both textures (width × height × 4 each). O(1).
        var bytes: Int {
            func size(_ texture: SDLTexture?) -> Int { texture.map { Int($0.width) * Int($0.height) * 4 } ?? 0 }
            return size(texture) + size(colorTexture)
        }
    }

    /// A texture not drawn for this many frames is released at the next sweep.
    var retainFrames = 3600
    /// Upper bound on the entries kept after a sweep; past it the least recently drawn go.
    var capacity = 1024
    private var entries: [Key: Entry] = [:]
    private var measurements: [Key: CGSize] = [:]
    /// Pixel bytes of every kept texture.
    private(set) var bytes = 0

    /// A cache holding nothing.
    init() {}

    /// Number of strings kept (with or without a texture).
    var count: Int { entries.count }

    /// Number of measurements kept.
    var measurementCount: Int { measurements.count }

    /// The entry for `key`, marked as drawn in `frame`; nil on a miss. O(1), no allocation.
    mutating func entry(for key: Key, frame: Int) -> Entry? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUsedFrame = frame
        return entries.values[index]
    }

    /// Keeps `entry` for `key`, releasing the one it replaces. O(1).
    mutating func insert(_ entry: Entry, for key: Key) {
        if let previous = entries.updateValue(entry, forKey: key) { bytes -= previous.bytes }
        bytes += entry.bytes
    }

    /// Releases the entries not drawn for `retainFrames` frames (when `frame` is a multiple of
    /// `sweepInterval`), then the least recently drawn past `capacity`. Called once at the end of
    /// every frame with the number of frames rendered. O(entries); allocates only when it releases.
    mutating func sweep(frame: Int) {
        if frame % Self.sweepInterval == 0 {
            let oldestKept = frame - retainFrames
            // Rebuild only when something expired, so a steady frame does not allocate.
            if entries.values.contains(where: { $0.lastUsedFrame < oldestKept }) {
                entries = entries.filter { $0.value.lastUsedFrame >= oldestKept }
                bytes = entries.values.reduce(0) { $0 + $1.bytes }
            }
        }
        if entries.count > capacity {
            let byAge = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
            for (key, entry) in byAge.prefix(entries.count - capacity) {
                entries[key] = nil
                bytes -= entry.bytes
            }
        }
    }

    /// Releases every texture, returning each key with the frame it was last drawn in (so its
    /// textures can be made again on a new renderer). Measurements are kept: they hold no texture.
    mutating func removeAll() -> [(key: Key, lastUsedFrame: Int)] {
        let kept = entries.map { (key: $0.key, lastUsedFrame: $0.value.lastUsedFrame) }
        entries.removeAll()
        bytes = 0
        return kept
    }

    /// The size in points measured for `key`, if kept. O(1).
    func measurement(for key: Key) -> CGSize? { measurements[key] }

    /// Keeps `size` as `key`'s measurement, forgetting every other first when `measurementCapacity`
    /// are kept. O(1) amortised.
    mutating func storeMeasurement(_ size: CGSize, for key: Key) {
        if measurements.count >= Self.measurementCapacity { measurements.removeAll(keepingCapacity: true) }
        measurements[key] = size
    }

    /// Forgets every measurement (the pixel scale changed, so every size in points may too).
    mutating func forgetMeasurements() { measurements.removeAll() }
}
