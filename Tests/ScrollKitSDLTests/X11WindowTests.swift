import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// A real window on an X server (run under `xvfb-run -a -s "-screen 0 1024x768x24"` with
    /// `SCROLLKITSDL_X11_TESTS=1`): the accelerated (llvmpipe OpenGL) renderer, which must show the
    /// same pixels as the headless software renderer.
    @Suite(.enabled(if: ProcessInfo.processInfo.environment["SCROLLKITSDL_X11_TESTS"] == "1"))
    @MainActor struct X11Window {
        @Test func acceleratedWindowDrawsTheSameAsHeadless() throws {
            unsetenv("SDL_VIDEODRIVER")
            defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
            let gl = try Accelerated()
            let (window, loader, renderer) = (gl.window, gl.loader, gl.renderer)
            #expect(gl.context.videoDriverName == "x11")
            let path = try gl.image("bands.png", width: 200, height: 100, bands: [green, red, red, blue]).key
            var list = DisplayList()
            list.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .white))
            list.append(.roundedFill(CGRect(x: 20, y: 20, width: 60, height: 60), radius: 12, .white))
            list.append(
                .image(
                    ImageReference(path), CGRect(x: 100, y: 10, width: 80, height: 80), contentMode: .scaleAspectFill,
                    cornerRadius: 12))
            list.append(
                .text("Hi", CGRect(x: 20, y: 80, width: 60, height: 20), font: Font(size: 14), color: .white, alignment: .left))
            try renderer.render(list, clearColor: .black)
            #expect(loader.loadAllPending(into: renderer, timeout: 10))
            try renderer.render(list, clearColor: .black)
            let pixels = try window.readPixels()
            #expect(pixels.width == 200 && pixels.height == 100)
            // A straight edge on a pixel boundary is crisp on both sides.
            #expect(close(pixels.pixel(x: 20, y: 50), .white, tolerance: 8))
            #expect(close(pixels.pixel(x: 19, y: 50), .black, tolerance: 8))
            #expect(close(pixels.pixel(x: 20, y: 20), .black, tolerance: 8))
            #expect(close(pixels.pixel(x: 140, y: 50), .redPixel, tolerance: 8))
            #expect(close(pixels.pixel(x: 101, y: 11), .black, tolerance: 8))
            try window.screenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent("scrollkitsdl-x11.png").path)
            window.present()
        }

        /// A 200×100 window with the accelerated renderer, an image loader, and a way to draw a frame
        /// and read it back.
        @MainActor final class Accelerated {
            let context: SDLContext
            let window: Window
            let loader: ImageLoader
            let renderer: Renderer

            init() throws {
                context = try SDLContext()
                window = try Window(context: context, size: CGSize(width: 200, height: 100), vsync: false)
                #expect(window.rendererName != "software", "expected an accelerated renderer, got \(window.rendererName)")
                loader = ImageLoader(context: context)
                renderer = try Renderer(window: window, imageLoader: loader)
            }

            /// An image of `bands` (left to right), `width`×`height` pixels, written to a temporary file.
            func image(_ name: String, width: Int, height: Int, bands: [Color]) throws -> ImageReference {
                let path = try temporaryDirectory().appendingPathComponent(name).path
                try writeBandedPNG(context: context, width: width, height: height, bands: bands, to: path)
                return ImageReference(path)
            }

            func draw(_ commands: [DisplayCommand], background: Color) throws -> PixelBuffer {
                var list = DisplayList()
                for command in commands { list.append(command) }
                try renderer.render(list, clearColor: background)
                let pixels = try window.readPixels()
                window.present()
                return pixels
            }
        }

        /// The seam and corner checks of `RasterTextures`, on the accelerated renderer.
        @Test func translucentAndRoundedImagesMatchTheSoftwareRenderer() throws {
            unsetenv("SDL_VIDEODRIVER")
            defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
            let gl = try Accelerated()
            let image = try gl.image("red.png", width: 300, height: 150, bands: [red])
            _ = try gl.draw(RasterPixelChecks.translucentImage(image), background: blue)
            #expect(gl.loader.loadAllPending(into: gl.renderer, timeout: 10))
            let translucent = try gl.draw(RasterPixelChecks.translucentImage(image), background: blue)
            let seamIssues = RasterPixelChecks.checkTranslucentImage(translucent)
            #expect(seamIssues.isEmpty, "\(seamIssues)")
            let opaque = try gl.draw(
                [.image(image, RasterPixelChecks.translucentImageRect, contentMode: .scaleAspectFill, cornerRadius: 16)],
                background: Color(hex: 0x808080))
            let cornerIssues = RasterPixelChecks.checkRoundedCorner(
                opaque, image: .redPixel, background: RGBA8(red: 128, green: 128, blue: 128))
            #expect(cornerIssues.isEmpty, "\(cornerIssues)")
        }

        /// A raster group flattened through an OpenGL render target and read back looks like its
        /// commands drawn one by one, as it does on the software renderer (`RasterGroups`).
        @Test func aRasterGroupMatchesItsCommandsOnTheAcceleratedRenderer() throws {
            unsetenv("SDL_VIDEODRIVER")
            defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
            let gl = try Accelerated()
            let image = try gl.image("group-bands.png", width: 320, height: 160, bands: [red, Color(hex: 0x2060C0)])
            let draw = { (commands: [DisplayCommand]) in try gl.draw(commands, background: Color(hex: 0x808080)) }
            _ = try draw(RasterGroupChecks.banner(image))
            #expect(gl.loader.loadAllPending(into: gl.renderer, timeout: 10))
            let issues = try RasterGroupChecks.groupMatchesDirect(image: image, draw: draw)
            #expect(issues.isEmpty, "\(issues)")
            #expect(
                gl.renderer.shapePainter.rasterCache.entries.keys.contains {
                    if case .group = $0 { return true } else { return false }
                })
        }
    }
}
