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
            let cached = h.renderer.compositor.rasterCache.texture(for: key, frame: h.renderer.framesRendered)
            let texture = try #require(cached)
            #expect(texture.corners != nil && texture.cornerSide == Renderer.corner(12))
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
    }
}
