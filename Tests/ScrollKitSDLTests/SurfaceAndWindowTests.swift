import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct SurfacesAndWindows {
        @Test func headlessScreenshotIsAnOpaquePNGOfTheFrame() throws {
            let h = try Headless()
            _ = try h.draw([
                .fill(CGRect(x: 0, y: 0, width: 100, height: 100), Color.white.withAlpha(0.5)),
                .fill(CGRect(x: 100, y: 0, width: 100, height: 100), red),
            ])
            let path = try temporaryDirectory().appendingPathComponent("shot.png").path
            try h.surface.screenshot(to: path)
            let loaded = try #require(IMG_Load(path))
            defer { SDL_FreeSurface(loaded) }
            let rgba = try #require(SDL_ConvertSurfaceFormat(loaded, CSDL_PIXELFORMAT_RGBA32, 0))
            defer { SDL_FreeSurface(rgba) }
            #expect(rgba.pointee.w == 200 && rgba.pointee.h == 100)
            let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            let pitch = Int(rgba.pointee.pitch)
            func pixel(_ x: Int, _ y: Int) -> RGBA8 {
                let p = bytes + y * pitch + x * 4
                return RGBA8(red: p[0], green: p[1], blue: p[2], alpha: p[3])
            }
            #expect(pixel(50, 50).alpha == 255 && abs(Int(pixel(50, 50).red) - 128) <= 4, "\(pixel(50, 50))")
            #expect(pixel(150, 50) == .redPixel)
        }

        @Test(arguments: [
            ("missing folder", "the folder /nonexistent-dir-", "does not exist"),
            ("/dev/full", "/dev/full", "no space left on the device"),
            ("read-only file system", "/proc/shot.png", "could not write /proc/shot.png"),
            ("a folder", "/tmp", "it is a folder"),
        ])
        func aScreenshotThatCannotBeWrittenThrowsTheCause(kind: String, path: String, message: String) throws {
            let h = try Headless()
            _ = try h.draw([])
            let target = kind == "missing folder" ? "/nonexistent-dir-\(UUID())/shot.png" : path
            let error = try #require(throws: FileWriteError.self) { try h.surface.screenshot(to: target) }
            #expect(error.description.contains(message), "\(kind): \(error)")
            #expect(error.description.contains(target), "\(kind): \(error)")
        }

        @Test func aScreenshotRoundTripsThroughTheDecoder() throws {
            let h = try Headless()
            _ = try h.draw([.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0))])
            let path = try temporaryDirectory().appendingPathComponent("roundtrip.png").path
            try h.surface.screenshot(to: path)
            guard case .decoded(let width, let height, _, true) = ImageDecodeProbe.decode(path: path) else {
                Issue.record("the screenshot does not decode")
                return
            }
            #expect(width == 200 && height == 100)
        }

        @Test func zeroSizedSurfaceThrowsSDLError() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let context = try SDLContext(videoDriver: .headless)
            #expect(throws: SDLError.self) { try HeadlessSurface(context: context, size: .zero) }
        }

        @Test func contextsShareOneInitialisationAndRejectAnotherDriver() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let first = try SDLContext(videoDriver: .headless)
            let second = try SDLContext(videoDriver: .headless)
            #expect(first.session === second.session)
            #expect(first.videoDriverName == "dummy")
            #expect(throws: SDLError.self) { try SDLContext(videoDriver: .automatic) }
        }

        @Test func windowRendersAndReadsBackInPoints() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let context = try SDLContext(videoDriver: .headless)
            let window = try Window(context: context, size: CGSize(width: 160, height: 120), vsync: false, hidden: true)
            #expect(window.title == "Carousel Lab")
            #expect(window.sizeInPoints == CGSize(width: 160, height: 120))
            #expect(window.pixelScale == 1)
            let renderer = try Renderer(window: window)
            var list = DisplayList()
            list.append(.fill(CGRect(x: 0, y: 0, width: 80, height: 120), blue))
            try renderer.render(list, clearColor: .white)
            let pixels = try window.readPixels()
            #expect(pixels.width == 160 && pixels.height == 120)
            #expect(close(pixels.pixel(x: 40, y: 60), .bluePixel))
            #expect(close(pixels.pixel(x: 120, y: 60), .white))
            let path = try temporaryDirectory().appendingPathComponent("window.png").path
            try window.screenshot(to: path)
            #expect(FileManager.default.fileExists(atPath: path))
            window.present()
        }
    }
}
