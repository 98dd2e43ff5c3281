import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Issue 29: copying an opaque rounded texture (its corner squares blended, the rest unblended)
    /// frame after frame allocates nothing inside SDL. SDL's software renderer maps a texture's
    /// surface afresh, one allocation, whenever a copy's blend mode differs from the last one's, so
    /// a texture switched to unblended and back each frame allocated twice a frame.
    @Suite("Steady copies allocate nothing", .serialized) @MainActor struct SteadyCopyAllocation {
        @Test(
            "an opaque rounded gradient drawn frame after frame: its corners come from their own texture, no allocation",
            .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
        func opaqueCopies() throws {
            let h = try Headless(width: 200, height: 100)
            let top = Color(red: 0.2, green: 0.4, blue: 0.8)
            let bottom = Color(red: 0.1, green: 0.1, blue: 0.3)
            var list = DisplayList()
            list.append(
                .roundedGradient(CGRect(x: 20, y: 10, width: 160, height: 80), radius: 12, from: top, to: bottom, axis: .vertical)
            )
            for _ in 0..<3 { try h.renderer.render(list, clearColor: .black) }
            let key = RasterKey.gradient(width: 160, height: 80, radius: 12, from: top, to: bottom, axis: .vertical)
            let cached = h.renderer.shapePainter.rasterCache.texture(for: key, frame: h.renderer.framesRendered)
            let texture = try #require(cached)
            #expect(texture.corners != nil && texture.cornerSide == ShapePainter.corner(12))
            // The same shape, translucent, is copied blended throughout (its mode never changes): what
            // the frame allocates besides SDL (an unoptimised build's accessors) is the same for both.
            var translucent = DisplayList()
            translucent.append(
                .roundedGradient(
                    CGRect(x: 20, y: 10, width: 160, height: 80), radius: 12, from: top.withAlpha(0.9), to: bottom.withAlpha(0.9),
                    axis: .vertical))
            for _ in 0..<3 { try h.renderer.render(translucent, clearColor: .black) }
            func allocations(_ list: DisplayList) throws -> Int {
                try #require(AllocationCounter.count { for _ in 0..<20 { try? h.renderer.render(list, clearColor: .black) } })
            }
            let opaque = try allocations(list)
            let blended = try allocations(translucent)
            #expect(opaque == blended, "\(opaque) allocations in 20 opaque frames, \(blended) in 20 translucent ones")
        }

        @Test(
            "a translucent group copied scaled frame after frame, within the window and past its edge: SDL makes no surface for its copies",
            .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
        func scaledCopies() throws {
            let h = try Headless(width: 240, height: 140)
            let rect = CGRect(x: 20, y: 20, width: 160, height: 80)
            // Drawn at one of two sizes by turns, the second reaching past the window's left edge:
            // never held long enough to be made at its drawn size. Translucent, so every part is
            // copied blended. SDL's software renderer scaled a copy sampled bilinearly and blended
            // through two surfaces of its own, and one reaching past the target through another.
            let frames = [CGRect(x: 30, y: 25, width: 131, height: 67), CGRect(x: -40, y: 25, width: 133, height: 68)].map {
                place in
                var list = DisplayList()
                list.append(.beginRasterGroup(RasterGroup(rect, drawnIn: place, cornerRadius: 12)))
                list.append(.roundedFill(rect, radius: 12, Color(red: 0.8, green: 0.3, blue: 0.2).withAlpha(0.9)))
                list.append(.endRasterGroup)
                return list
            }
            for k in 0..<4 { try h.renderer.render(frames[k % 2], clearColor: .black) }
            let made = h.renderer.statistics.groupBitmapsMade
            let counts = try #require(
                AllocationCounter.counts { for k in 0..<20 { try? h.renderer.render(frames[k % 2], clearColor: .black) } })
            #expect(h.renderer.statistics.groupBitmapsMade == made, "one bitmap, copied scaled: nothing made")
            #expect(h.renderer.lastRedraw != nil, "every frame draws the group")
            #expect(counts.large == 0, "\(counts.large) allocations of 4 KiB or more in 20 frames")
        }
    }
}
