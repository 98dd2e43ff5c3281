import CSDL
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

// Issue 40: the bitmaps the worst frames of `render-frame/gallery-keylines-uncontained` made (about
// 28 allocations each) for a look drawn once.
extension SDLTests.GeometryGroups {
    /// Draws the checkerboard group masked to `width` points from the group's left edge, `frames` times.
    static func rest(width: CGFloat, frames: Int, on h: Headless) throws -> [PixelBuffer] {
        let mask = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        let list = grouped(RasterGroup(rect, cornerRadius: radius, mask: mask), checkerboard)
        return try (0..<frames).map { _ in try h.draw(list, background: backdrop) }
    }

    @Test(
        "a masked group resting in a new look each fling (keylines uncontained) makes no bitmap: its triangles are drawn, the same every frame"
    )
    func restingMaskedGroupMakesNothing() throws {
        let h = try Headless(width: 240, height: 140)
        _ = try Self.rest(width: Self.rect.width, frames: 2, on: h)
        let laidOut = h.renderer.statistics.shapeRasterizations
        // Flung to and fro: it narrows, comes to rest at a width it has not rested at before for
        // longer than any bitmap needs to hold, then widens again.
        for rest in [150, 137, 121, 96, 143] as [CGFloat] {
            for width in stride(from: 190, to: rest, by: -15) as StrideTo<CGFloat> {
                _ = try Self.rest(width: width, frames: 1, on: h)
            }
            let resting = try Self.rest(width: rest, frames: GroupCompositor.framesToHold + 6, on: h)
            #expect(h.renderer.statistics.shapeRasterizations == laidOut, "resting at \(rest) pt makes nothing")
            for frame in resting.dropFirst() {
                #expect(Self.largestDifference(resting[0], frame) == 0, "at rest at \(rest) pt, every frame is the first")
            }
            let edge = Self.rect.minX + rest
            #expect(close(resting[0].pixel(x: Int(edge) - 5, y: 70), Self.checker(edge - 5, 70), tolerance: 8))
            #expect(resting[0].pixel(x: Int(edge) + 1, y: 70) == Self.backdropPixel)
        }
        // The second identical fling: nothing made either, and nothing dropped from the cache.
        let count = h.renderer.statistics.rasterCacheCount
        _ = try Self.rest(width: 150, frames: GroupCompositor.framesToHold + 6, on: h)
        #expect(h.renderer.statistics.shapeRasterizations == laidOut)
        #expect(h.renderer.statistics.rasterCacheCount == count)
        #expect(h.renderer.statistics.rasterCacheEvictions == 0)
    }
}
