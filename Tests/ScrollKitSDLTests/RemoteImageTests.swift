import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

/// The PNG bytes of a `width`×`height` image of one colour, made by the live SDL context.
@MainActor
func solidPNG(_ h: Headless, width: Int = 60, height: Int = 40, color: Color) throws -> Data {
    let path = try temporaryDirectory().appendingPathComponent("solid.png").path
    try writeBandedPNG(context: h.context, width: width, height: height, bands: [color], to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// The image stretched over a 60×100 pt tile at `x` of the 200×100 surface.
func tile(_ image: ImageReference, x: CGFloat) -> DisplayCommand {
    .image(image, CGRect(x: x, y: 0, width: 60, height: 100), contentMode: .scaleToFill, cornerRadius: 0)
}

let placeholderPixel = RGBA8(red: 0x3A, green: 0x3F, blue: 0x4A)

extension SDLTests {
    /// Remote images from a real HTTP server on 127.0.0.1 that each test starts itself.
    @Suite @MainActor struct RemoteImages {
        @Test func servesOneImageRefusesTheSlowOneAndTheBombAndKeepsWorking() throws {
            let h = try Headless(images: ImageLoader.Configuration(timeout: 0.5))
            let server = try LoopbackHTTPServer(routes: [
                "/ok.png": .ok(try solidPNG(h, color: red)),
                "/slow.png": .delayed(4, try solidPNG(h, color: green)),
                "/bomb.png": .ok(TestPNG.declaring(width: 100_000, height: 100_000)),
            ])
            defer { server.stop() }
            let ok = ImageReference(server.url("/ok.png"))
            let slow = ImageReference(server.url("/slow.png"))
            let bomb = ImageReference(server.url("/bomb.png"))
            let commands = [tile(ok, x: 0), tile(slow, x: 70), tile(bomb, x: 140)]

            let first = try h.draw(commands) // asks for all three
            #expect(h.loader.pendingCount == 3)
            #expect(close(first.pixel(x: 10, y: 50), placeholderPixel), "nothing has arrived before uploadReady")
            // The slow image gives up after 0.5 s, long before the server's 4 s: everything is settled
            // within this wait.
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 3.5))
            let pixels = try h.draw(commands)

            #expect(h.loader.status(of: ok) == .ready)
            #expect(h.loader.status(of: slow) == .failed)
            #expect(h.loader.status(of: bomb) == .failed)
            #expect(close(pixels.pixel(x: 10, y: 50), .redPixel), "the served image")
            #expect(close(pixels.pixel(x: 80, y: 50), placeholderPixel), "the slow one is a placeholder")
            #expect(close(pixels.pixel(x: 150, y: 50), placeholderPixel), "the bomb is a placeholder")

            let warnings = h.log.warnings
            #expect(warnings.count == 2, "\(warnings)")
            let slowWarnings = warnings.filter { $0.contains(slow.key) }
            #expect(
                slowWarnings.count == 1 && slowWarnings[0].contains("within 0.5 s (timeout)")
                    && slowWarnings[0].contains("raise timeout"), "\(warnings)")
            let bombWarnings = warnings.filter { $0.contains(bomb.key) }
            #expect(
                bombWarnings.count == 1 && bombWarnings[0].contains("100000×100000")
                    && bombWarnings[0].contains("maxDimension") && bombWarnings[0].contains("refused before decoding"),
                "\(warnings)")

            // Failures are final: more frames neither retry nor log again.
            for _ in 0..<5 {
                _ = try h.draw(commands)
                h.loader.uploadReady(into: h.renderer)
            }
            #expect(h.log.warnings.count == 2)
            #expect(h.loader.imageDecodes == 3 && h.loader.downloads == 3)
            #expect(server.hitCount("/ok.png") == 1 && server.hitCount("/slow.png") == 1 && server.hitCount("/bomb.png") == 1)

            // …and the loader keeps working.
            server.setRoute("/later.png", .ok(try solidPNG(h, color: blue)))
            let later = ImageReference(server.url("/later.png"))
            let after = try h.drawLoadingImages([tile(ok, x: 0), tile(later, x: 70)])
            #expect(h.loader.status(of: later) == .ready)
            #expect(close(after.pixel(x: 80, y: 50), .bluePixel))
            #expect(close(after.pixel(x: 10, y: 50), .redPixel))
        }

        @Test(arguments: ["announced", "unannounced"])
        func aDownloadOverTheSizeCapFails(kind: String) throws {
            let h = try Headless(images: ImageLoader.Configuration(maxDownloadBytes: 1000))
            // A valid 10×10 PNG header followed by 6000 bytes: the header passes, the size does not.
            let body = TestPNG.declaring(width: 10, height: 10) + Data(count: 6000)
            let server = try LoopbackHTTPServer(routes: ["/big.png": kind == "announced" ? .ok(body) : .unannounced(body)])
            defer { server.stop() }
            let image = ImageReference(server.url("/big.png"))
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .failed)
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("the limit is 1000 bytes (maxDownloadBytes)"), "\(reason)")
            #expect(reason.contains(kind == "announced" ? "announced \(body.count) bytes" : "grew past the limit"), "\(reason)")
            #expect(h.log.warnings.count == 1 && h.log.warnings[0].contains(image.key), "\(h.log.warnings)")
        }

        @Test func aBombIsRefusedFromItsHeaderWhileItDownloads() throws {
            // The header comes first, then 2 MB, with no Content-Length and a 1 MB cap: a fetcher
            // that waited for the whole body would fail on the size; this one stops at the header.
            let h = try Headless(images: ImageLoader.Configuration(maxDownloadBytes: 1 << 20))
            let body = TestPNG.declaring(width: 100_000, height: 100_000) + Data(count: 2 << 20)
            let server = try LoopbackHTTPServer(routes: ["/bomb.png": .unannounced(body)])
            defer { server.stop() }
            let image = ImageReference(server.url("/bomb.png"))
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("100000×100000") && !reason.contains("maxDownloadBytes"), "\(reason)")
        }

        @Test(arguments: ["not-found", "refused", "not-an-image"])
        func serverAndNetworkErrorsFailWithTheReason(kind: String) throws {
            let h = try Headless()
            let server = try LoopbackHTTPServer(routes: [
                "/page.html": .ok(Data("<!DOCTYPE html><p>not an image</p>".utf8), contentType: "text/html")
            ])
            let key: String
            let expected: String
            switch kind {
            case "not-found":
                key = server.url("/missing.png")
                expected = "HTTP 404"
            case "refused":
                // A port that was just free: stop a server and reuse its port.
                let closed = try LoopbackHTTPServer(routes: [:])
                key = closed.url("/a.png")
                closed.stop()
                expected = "the download failed"
            default:
                key = server.url("/page.html")
                expected = "not a PNG or JPEG"
            }
            defer { server.stop() }
            let image = ImageReference(key)
            let pixels = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .failed)
            #expect(
                h.loader.failureReason(of: image)?.contains(expected) == true,
                "\(String(describing: h.loader.failureReason(of: image)))")
            #expect(h.log.warnings.count == 1 && h.log.warnings[0].contains(key), "\(h.log.warnings)")
            #expect(close(pixels.pixel(x: 10, y: 50), placeholderPixel))
        }

        @Test func aSecondRendererGetsTheImageFromTheCacheWithoutADownload() throws {
            let h = try Headless()
            let png = try solidPNG(h, color: green)
            let server = try LoopbackHTTPServer(routes: ["/a.png": .ok(png)])
            defer { server.stop() }
            let image = ImageReference(server.url("/a.png"))
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .ready)
            #expect(h.loader.cachedBytes == png.count)

            // A new renderer (as after a lost renderer) has no texture: it asks again, and the image
            // is decoded from the cache.
            let renderer = try Renderer(surface: h.surface, imageLoader: h.loader)
            var list = DisplayList()
            list.append(tile(image, x: 0))
            try renderer.render(list, clearColor: .black)
            #expect(h.loader.status(of: image) == .loading)
            #expect(h.loader.loadAllPending(into: renderer, timeout: 10))
            try renderer.render(list, clearColor: .black)
            #expect(close(try h.surface.readPixels().pixel(x: 10, y: 50), .greenPixel))
            #expect(h.loader.downloads == 1 && server.hitCount("/a.png") == 1)
            #expect(h.loader.imageDecodes == 2)
        }

        @Test func anImageLargerThanTheCacheIsDownloadedAgain() throws {
            let probe = try Headless()
            let png = try solidPNG(probe, color: green)
            let h = try Headless(images: ImageLoader.Configuration(cacheBytes: png.count - 1))
            let server = try LoopbackHTTPServer(routes: ["/a.png": .ok(png)])
            defer { server.stop() }
            let image = ImageReference(server.url("/a.png"))
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.cachedBytes == 0)
            let renderer = try Renderer(surface: h.surface, imageLoader: h.loader)
            var list = DisplayList()
            list.append(tile(image, x: 0))
            try renderer.render(list, clearColor: .black)
            #expect(h.loader.loadAllPending(into: renderer, timeout: 10))
            #expect(h.loader.status(of: image) == .ready)
            #expect(h.loader.downloads == 2 && server.hitCount("/a.png") == 2)
        }
    }

    /// The dimension caps apply to local files too, before decoding.
    @Suite @MainActor struct ImageLimits {
        @Test(arguments: [
            (
                ImageLoader.Configuration(maxDimension: 150),
                "200×100 pixels, over the limit of 150 pixels per side (maxDimension)"
            ),
            (
                ImageLoader.Configuration(maxPixels: 19_999),
                "200×100 pixels (20000 pixels), over the limit of 19999 pixels (maxPixels)"
            ),
            (ImageLoader.Configuration(maxDimension: 200, maxPixels: 20_000), nil),
        ])
        func localFilesObeyTheDimensionCaps(configuration: ImageLoader.Configuration, refusal: String?) throws {
            let h = try Headless(images: configuration)
            let path = try temporaryDirectory().appendingPathComponent("wide.png").path
            try writeBandedPNG(context: h.context, width: 200, height: 100, bands: [red], to: path)
            let image = ImageReference(path)
            let pixels = try h.drawLoadingImages([tile(image, x: 0)])
            if let refusal {
                #expect(h.loader.status(of: image) == .failed)
                #expect(
                    h.loader.failureReason(of: image)?.contains(refusal) == true,
                    "\(String(describing: h.loader.failureReason(of: image)))")
                #expect(h.log.warnings.count == 1 && h.log.warnings[0].contains(path))
                #expect(close(pixels.pixel(x: 10, y: 50), placeholderPixel))
            } else {
                #expect(h.loader.status(of: image) == .ready, "exactly at the limits is allowed")
                #expect(close(pixels.pixel(x: 10, y: 50), .redPixel))
            }
        }

        @Test func aLocalDecompressionBombIsRefusedBeforeDecoding() throws {
            let h = try Headless()
            let path = try temporaryDirectory().appendingPathComponent("bomb.png").path
            try TestPNG.declaring(width: 100_000, height: 100_000).write(to: URL(fileURLWithPath: path))
            let image = ImageReference(path)
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(h.loader.status(of: image) == .failed)
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("100000×100000") && reason.contains("refused before decoding"), "\(reason)")
        }

        @Test func aBombJustUnderTheDimensionCapIsCaughtByThePixelCap() throws {
            // 8000 × 8000 passes the default 8192 per side but is 64 M pixels (256 MiB decoded).
            let h = try Headless()
            let path = try temporaryDirectory().appendingPathComponent("square-bomb.png").path
            try TestPNG.declaring(width: 8000, height: 8000).write(to: URL(fileURLWithPath: path))
            let image = ImageReference(path)
            _ = try h.drawLoadingImages([tile(image, x: 0)])
            #expect(
                h.loader.failureReason(of: image)?.contains("(maxPixels)") == true,
                "\(String(describing: h.loader.failureReason(of: image)))")
        }
    }

    /// The fade-in runs on the frame time the run loop passes, not on a clock.
    @Suite @MainActor struct ImageFade {
        /// Uploads `image` at `frameTime` (polling until its decode has finished).
        func upload(_ h: Headless, _ image: ImageReference, at frameTime: TimeInterval) throws {
            _ = try h.draw([tile(image, x: 0)])
            var attempts = 0
            while h.loader.status(of: image) == .loading, attempts < 1000 {
                h.loader.uploadReady(into: h.renderer, frameTime: frameTime)
                if h.loader.status(of: image) == .loading { Thread.sleep(forTimeInterval: 0.005) }
                attempts += 1
            }
            try #require(h.loader.status(of: image) == .ready)
        }

        @Test func anArrivingImageFadesInOverItsPlaceholderInFrameTime() throws {
            let h = try Headless(images: ImageLoader.Configuration(fadeDuration: 0.25))
            let path = try temporaryDirectory().appendingPathComponent("red.png").path
            try writeBandedPNG(context: h.context, width: 60, height: 100, bands: [red], to: path)
            let image = ImageReference(path)
            try upload(h, image, at: 10)

            func pixel(at frameTime: TimeInterval) throws -> RGBA8 {
                h.loader.uploadReady(into: h.renderer, frameTime: frameTime)
                return try h.draw([tile(image, x: 0)]).pixel(x: 10, y: 50)
            }
            #expect(h.loader.opacity(of: image) == 0)
            #expect(h.loader.isFading)
            #expect(close(try pixel(at: 10), placeholderPixel), "arrival: the placeholder still shows")
            // Frame times chosen to be exact in binary floating point.
            let halfway = try pixel(at: 10.125)
            #expect(abs(h.loader.opacity(of: image) - 0.5) < 1e-9)
            // Halfway between the placeholder (3A 3F 4A) and red (FF 00 00).
            let expected = RGBA8(red: UInt8((0x3A + 0xFF) / 2), green: 0x3F / 2, blue: 0x4A / 2)
            #expect(close(halfway, expected), "\(halfway)")
            // Uniform across the whole tile mid-fade: no seam, no pattern of the placeholder shows through.
            let frame = try h.draw([tile(image, x: 0)])
            var worst = 0
            for y in 4..<96 {
                for x in 4..<56 {
                    let p = frame.pixel(x: x, y: y)
                    worst = max(
                        worst, abs(Int(p.red) - Int(expected.red)), abs(Int(p.green) - Int(expected.green)),
                        abs(Int(p.blue) - Int(expected.blue)))
                }
            }
            #expect(worst <= 2, "a pixel mid-fade is \(worst) off the uniform blend")
            #expect(close(try pixel(at: 10.25), .redPixel), "done after 0.25 s of frame time")
            #expect(h.loader.isFading, "the frame that completes the fade is still drawn")
            #expect(close(try pixel(at: 10.5), .redPixel))
            #expect(!h.loader.isFading)
            #expect(h.loader.opacity(of: image) == 1)
        }

        @Test func loadAllPendingAndTheUntimedUploadShowImagesAtOnce() throws {
            let h = try Headless(images: ImageLoader.Configuration(fadeDuration: 5))
            let path = try temporaryDirectory().appendingPathComponent("red.png").path
            try writeBandedPNG(context: h.context, width: 60, height: 100, bands: [red], to: path)
            let image = ImageReference(path)
            try upload(h, image, at: 1)
            #expect(h.loader.opacity(of: image) == 0)
            // A screenshot path: whatever was fading is shown fully.
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 5))
            #expect(h.loader.opacity(of: image) == 1)
            #expect(close(try h.draw([tile(image, x: 0)]).pixel(x: 10, y: 50), .redPixel))
            // The untimed upload never starts a fade.
            let other = ImageReference(try temporaryDirectory().appendingPathComponent("green.png").path)
            try writeBandedPNG(context: h.context, width: 60, height: 100, bands: [green], to: other.key)
            let pixels = try h.drawLoadingImages([tile(other, x: 70)])
            #expect(close(pixels.pixel(x: 80, y: 50), .greenPixel))
        }
    }
}
