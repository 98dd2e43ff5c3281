import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// The renderer's image part alone: decoded surfaces handed to it, bytes counted, the least
    /// recently drawn released past its capacity (the renderer's use of it: `Resilience`,
    /// `ImageRenderingTests`).
    @Suite("Decoded image cache", .serialized) @MainActor struct DecodedImageCacheTests {
        /// A `width`×`height` ARGB8888 surface.
        func surface(width: Int, height: Int) throws -> SDLSurfaceHandle {
            try RasterSurface(width: width, height: height).handle
        }

        @Test("inserting counts bytes and replaces; a use marks the image drawn; removing gives the bytes back")
        func bytesAndUse() throws {
            var cache = DecodedImageCache()
            let missed = cache.use("a", frame: 1)
            #expect(missed == nil && !cache.contains("a"))
            cache.insert(try surface(width: 20, height: 10), isOpaque: true, for: "a", frame: 1)
            cache.insert(try surface(width: 5, height: 5), isOpaque: false, for: "b", frame: 1)
            #expect(cache.count == 2 && cache.bytes == 800 + 100)
            let hit = cache.use("a", frame: 6)
            let used = try #require(hit)
            #expect(used.lastUsedFrame == 6 && used.isOpaque && used.bytes == 800 && used.surface.width == 20)
            cache.insert(try surface(width: 2, height: 2), isOpaque: false, for: "a", frame: 7)
            #expect(cache.count == 2 && cache.bytes == 16 + 100, "a replaced image's bytes are gone")
            let first = cache.remove("b")
            let second = cache.remove("b")
            #expect(first && !second, "a second removal finds nothing")
            #expect(cache.count == 1 && cache.bytes == 16 && !cache.contains("b"))
        }

        @Test("past its capacity the least recently drawn go first (ties by key), never one drawn this frame")
        func evictsLeastRecentlyDrawn() throws {
            var cache = DecodedImageCache()
            cache.byteCapacity = 2 * 400
            for (key, frame) in [("c", 3), ("a", 2), ("b", 2), ("d", 5)] {
                cache.insert(try surface(width: 10, height: 10), isOpaque: true, for: key, frame: frame)
            }
            #expect(cache.bytes == 1600)
            let released = cache.evict(sparing: 5)
            #expect(released == ["a", "b"], "oldest first, ties by key; stops within the capacity")
            #expect(cache.bytes == 800 && cache.contains("c") && cache.contains("d"))
            let none = cache.evict(sparing: 6)
            #expect(none.isEmpty && cache.count == 2, "within the capacity: nothing goes")
        }

        @Test("a frame that needs more than the capacity overshoots instead of releasing what it draws")
        func overshootsForTheCurrentFrame() throws {
            var cache = DecodedImageCache()
            cache.byteCapacity = 400
            for key in ["x", "y", "z"] {
                cache.insert(try surface(width: 10, height: 10), isOpaque: true, for: key, frame: 1)
            }
            _ = cache.use("x", frame: 2)
            _ = cache.use("y", frame: 2)
            let released = cache.evict(sparing: 2)
            #expect(released == ["z"])
            #expect(cache.bytes == 800 && cache.count == 2, "both images of frame 2 stay, over the capacity")
        }

        @Test("removing everything hands back every key and counts nothing")
        func removesAll() throws {
            var cache = DecodedImageCache()
            cache.insert(try surface(width: 4, height: 4), isOpaque: true, for: "p", frame: 1)
            cache.insert(try surface(width: 4, height: 4), isOpaque: true, for: "q", frame: 1)
            let removed = cache.removeAll()
            #expect(Set(removed) == ["p", "q"])
            #expect(cache.count == 0 && cache.bytes == 0 && !cache.contains("p"))
        }
    }
}
