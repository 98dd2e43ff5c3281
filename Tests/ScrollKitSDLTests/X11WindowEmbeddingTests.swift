import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// The embedding path on a host's accelerated renderer (llvmpipe OpenGL) in a real window on an
    /// X server: `SCROLLKITSDL_X11_TESTS=1` under `xvfb-run`, like `X11Window` (and named to match
    /// `make test`'s `--filter X11Window`).
    @Suite(.enabled(if: ProcessInfo.processInfo.environment["SCROLLKITSDL_X11_TESTS"] == "1"))
    @MainActor struct X11WindowEmbedding {
        @Test func anOpenGLHostKeepsItsStateAndItsPixelsOutsideTheRectangle() throws {
            unsetenv("SDL_VIDEODRIVER")
            defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
            SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
            try #require(SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0, "\(String(cString: SDL_GetError()))")
            defer { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
            let created = SDL_CreateWindow("embedding host", 0, 0, 200, 120, SDL_WINDOW_HIDDEN.rawValue)
            let window = try #require(created)
            defer { SDL_DestroyWindow(window) }
            let renderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue))
            defer { SDL_DestroyRenderer(renderer) }
            let context = try SDLContext.attachingToHost()
            #expect(context.videoDriverName == "x11")
            let embedded = try Renderer(hostRenderer: renderer, context: context)
            #expect(embedded.drawsIntoHostRenderer)

            let rect = CGRect(x: 30, y: 20, width: 100, height: 60)
            var list = DisplayList()
            list.append(.fill(CGRect(x: -500, y: -500, width: 2000, height: 2000), red))
            list.append(.roundedFill(CGRect(x: -20, y: 40, width: 80, height: 60), radius: 10, green))
            list.append(.beginRasterGroup(RasterGroup(CGRect(x: 70, y: -30, width: 90, height: 70))))
            list.append(.fill(CGRect(x: 70, y: -30, width: 90, height: 70), blue))
            list.append(.endRasterGroup)
            list.append(
                .text(
                    "Spilling", CGRect(x: 60, y: 40, width: 200, height: 30), font: Font(size: 20), color: .white,
                    alignment: .left))

            for frame in 0..<2 {
                SDL_RenderSetViewport(renderer, nil)
                SDL_RenderSetClipRect(renderer, nil)
                SDL_SetRenderDrawColor(renderer, 32, 64, 128, 255)
                SDL_RenderClear(renderer)
                var viewport = SDL_Rect(x: 5, y: 5, w: 180, h: 100)
                SDL_RenderSetViewport(renderer, &viewport)
                var clip = SDL_Rect(x: 0, y: 0, w: 120, h: 90)
                SDL_RenderSetClipRect(renderer, &clip)
                SDL_SetRenderDrawColor(renderer, 9, 8, 7, 6)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
                let before = HostRenderState(renderer)
                try embedded.render(list, in: rect)
                let after = HostRenderState(renderer)
                #expect(after == before, "frame \(frame): before \(before); after \(after)")

                let pixels = try PixelBuffer.read(hostRenderer: renderer)
                #expect(HostRenderState(renderer) == before)
                var outside = 0
                for y in 0..<pixels.height {
                    for x in 0..<pixels.width where !rect.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                        if pixels.pixel(x: x, y: y) != SDLHost.clear { outside += 1 }
                    }
                }
                #expect(outside == 0, "frame \(frame): \(outside) pixels drawn outside the rectangle")
                #expect(close(pixels.pixel(x: 31, y: 21), .redPixel, tolerance: 8))
                #expect(close(pixels.pixel(x: 32, y: 78), .greenPixel, tolerance: 8))
                #expect(
                    close(pixels.pixel(x: 128, y: 21), .bluePixel, tolerance: 8), "the raster group, on its own target and back")
            }
        }
    }
}
