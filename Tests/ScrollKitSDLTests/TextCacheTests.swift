import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// The renderer's text part alone: entries handed to it, textures made on a headless software
    /// renderer (no text is laid out or rasterised here; `TextRenderingTests` draws through it).
    @Suite("Text cache", .serialized) @MainActor struct TextCacheTests {
        func key(_ text: String, size: Int32 = 14) -> TextCache.Key {
            TextCache.Key(text: text, pixelSize: size, weight: .regular, color: RGBA8(red: 255, green: 255, blue: 255))
        }

        /// A `width`×`height` texture on `h`'s renderer.
        func texture(_ h: Headless, width: Int, height: Int) throws -> SDLTexture {
            let surface = try RasterSurface(width: width, height: height)
            return try SDLTexture(surface: surface.handle.pointer, renderer: h.surface.rendererHandle, linearFiltering: false)
        }

        @Test("a hit marks the entry drawn in its frame; inserting counts both textures' bytes and replaces")
        func hitsAndBytes() throws {
            let h = try Headless()
            var cache = TextCache()
            let missed = cache.entry(for: key("Sale"), frame: 1)
            #expect(missed == nil, "a miss")
            cache.insert(
                TextCache.Entry(
                    texture: try texture(h, width: 30, height: 10), colorTexture: try texture(h, width: 30, height: 10),
                    lastUsedFrame: 1),
                for: key("Sale"))
            #expect(cache.count == 1 && cache.bytes == 2 * 30 * 10 * 4)
            let hit = cache.entry(for: key("Sale"), frame: 7)
            #expect(hit?.lastUsedFrame == 7 && hit?.texture?.width == 30)
            let otherSize = cache.entry(for: key("Sale", size: 28), frame: 7)
            #expect(otherSize == nil, "another pixel size is another key")
            // Text SDL_ttf produced nothing for is kept too (rasterised and logged once), with no bytes.
            cache.insert(TextCache.Entry(texture: nil, colorTexture: nil, lastUsedFrame: 7), for: key(""))
            #expect(cache.count == 2 && cache.bytes == 2400)
            cache.insert(
                TextCache.Entry(texture: try texture(h, width: 5, height: 2), colorTexture: nil, lastUsedFrame: 8),
                for: key("Sale"))
            #expect(cache.count == 2 && cache.bytes == 5 * 2 * 4, "the replaced entry's bytes are gone")
        }

        @Test("a sweep releases what was not drawn for retainFrames frames, only every sweepInterval frames")
        func sweepsByAge() throws {
            let h = try Headless()
            var cache = TextCache()
            cache.retainFrames = 10
            let interval = TextCache.sweepInterval
            cache.insert(
                TextCache.Entry(texture: try texture(h, width: 4, height: 4), colorTexture: nil, lastUsedFrame: 1),
                for: key("old"))
            cache.insert(
                TextCache.Entry(texture: try texture(h, width: 2, height: 2), colorTexture: nil, lastUsedFrame: interval - 5),
                for: key("recent"))
            cache.sweep(frame: interval - 1)
            #expect(cache.count == 2, "not a sweep frame: nothing goes, however old")
            cache.sweep(frame: interval)
            let kept = cache.entry(for: key("recent"), frame: interval)
            #expect(cache.count == 1 && kept != nil)
            #expect(cache.bytes == 2 * 2 * 4)
        }

        @Test("past its capacity a sweep releases the least recently drawn, on any frame")
        func boundedByCount() throws {
            var cache = TextCache()
            cache.capacity = 3
            for (i, text) in ["a", "b", "c", "d", "e"].enumerated() {
                cache.insert(TextCache.Entry(texture: nil, colorTexture: nil, lastUsedFrame: 10 - i), for: key(text))
            }
            _ = cache.entry(for: key("e"), frame: 11)
            cache.sweep(frame: 11)
            #expect(cache.count == 3)
            // Inserted at frames 10 down to 6, "e" then drawn at 11: "c" (8) and "d" (7) are the oldest.
            let kept = ["a", "b", "c", "d", "e"].filter { cache.entry(for: key($0), frame: 12) != nil }
            #expect(kept == ["a", "b", "e"])
        }

        @Test("removing everything hands back each key with its last frame, and keeps measurements")
        func removesAllForARebuild() throws {
            let h = try Headless()
            var cache = TextCache()
            cache.insert(
                TextCache.Entry(texture: try texture(h, width: 3, height: 3), colorTexture: nil, lastUsedFrame: 4), for: key("x"))
            cache.insert(TextCache.Entry(texture: nil, colorTexture: nil, lastUsedFrame: 9), for: key("y"))
            cache.storeMeasurement(CGSize(width: 12, height: 16), for: key("x"))
            let removed = cache.removeAll()
            #expect(cache.count == 0 && cache.bytes == 0)
            #expect(Dictionary(uniqueKeysWithValues: removed.map { ($0.key.text, $0.lastUsedFrame) }) == ["x": 4, "y": 9])
            #expect(cache.measurement(for: key("x")) == CGSize(width: 12, height: 16))
        }

        @Test("measurements are kept up to their capacity, then forgotten at once, and on a scale change")
        func measurements() {
            var cache = TextCache()
            let capacity = TextCache.measurementCapacity
            for i in 0..<capacity { cache.storeMeasurement(CGSize(width: i, height: 1), for: key("m\(i)")) }
            #expect(cache.measurementCount == capacity && cache.measurement(for: key("m5")) == CGSize(width: 5, height: 1))
            cache.storeMeasurement(CGSize(width: 1, height: 1), for: key("one more"))
            #expect(cache.measurementCount == 1 && cache.measurement(for: key("m5")) == nil)
            cache.forgetMeasurements()
            #expect(cache.measurementCount == 0 && cache.measurement(for: key("one more")) == nil)
        }
    }
}
