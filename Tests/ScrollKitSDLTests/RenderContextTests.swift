import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct RenderContextTests {
        @Test("the render context counts flattening depth and cuts its clips to the viewport and the part redrawn")
        func renderContext() throws {
            let h = try Headless(width: 40, height: 30)
            let context = h.renderer.context
            #expect(!context.isFlattening)
            context.enterFlattening()
            context.enterFlattening()
            context.leaveFlattening()
            #expect(context.isFlattening && context.flatteningDepth == 1)
            context.leaveFlattening()
            context.leaveFlattening()
            #expect(context.flatteningDepth == 0, "never below zero")
            #expect(context.baseClip == .none, "a whole target")
            context.viewport = PixelRect(x: 5, y: 5, width: 20, height: 10)
            #expect(context.baseClip == .rect(x0: 0, y0: 0, x1: 20, y1: 10), "the viewport's own area")
            context.viewport = nil
            context.redrawLimit = PixelRect(x: 0, y: 0, width: 10, height: 10)
            context.resetState()
            #expect(context.sdlClip == PixelRect(x: 0, y: 0, width: 10, height: 10))
            #expect(context.isClippedAway(PixelRect(x: 20, y: 0, width: 5, height: 5)))
            #expect(!context.isClippedAway(PixelRect(x: 5, y: 5, width: 10, height: 10)))
            context.redrawLimit = nil
            context.resetState()
            #expect(context.sdlClip == nil && !context.isClippedAway(PixelRect(x: 20, y: 0, width: 5, height: 5)))
        }
    }
}
