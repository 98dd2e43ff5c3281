import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// The renderer survives what a long-running window goes through: a bounded image cache that
    /// brings evicted images back, SDL reporting textures or the device lost, pixel-scale changes
    /// and resize storms. The oracle for "survives" is always the same: after recovering, a frame is
    /// pixel for pixel what a fresh renderer draws for the same list.
    @Suite @MainActor struct Resilience {
        /// `count` distinct PNGs of 40×20 px (3200 bytes of texture each), solid colours.
        func images(_ h: Headless, count: Int) throws -> [ImageReference] {
            let directory = try temporaryDirectory()
            let colors = [red, green, blue]
            return try (0..<count).map { i in
                let path = directory.appendingPathComponent("image-\(i).png").path
                try writeBandedPNG(context: h.context, width: 40, height: 20, bands: [colors[i % 3]], to: path)
                return ImageReference(path)
            }
        }

        func imageCommand(_ image: ImageReference, x: CGFloat = 10) -> DisplayCommand {
            .image(image, CGRect(x: x, y: 10, width: 40, height: 20), contentMode: .scaleToFill, cornerRadius: 0)
        }

        /// A banner-like frame: an image, a gradient, two lines of text and a rounded stroke.
        func scene(_ image: ImageReference) -> [DisplayCommand] {
            [
                .image(image, CGRect(x: 10, y: 10, width: 180, height: 80), contentMode: .scaleAspectFill, cornerRadius: 12),
                .linearGradient(
                    CGRect(x: 10, y: 50, width: 180, height: 40), from: .clear, to: Color.black.withAlpha(0.6), axis: .vertical),
                .text(
                    "Summer Sale −40%", CGRect(x: 20, y: 60, width: 160, height: 20), font: Font(size: 14, weight: .bold),
                    color: .white, alignment: .left),
                .text(
                    "Swimwear", CGRect(x: 20, y: 75, width: 160, height: 14), font: Font(size: 11), color: .white,
                    alignment: .left),
                .stroke(CGRect(x: 4, y: 4, width: 192, height: 92), radius: 8, width: 1, .white),
            ]
        }

        /// What a fresh headless renderer of this size and scale draws for `commands`, images loaded.
        func freshFrame(_ commands: [DisplayCommand], width: CGFloat = 200, height: CGFloat = 100, pixelScale: CGFloat = 1) throws
            -> PixelBuffer
        {
            let fresh = try Headless(width: width, height: height, pixelScale: pixelScale)
            return try fresh.drawLoadingImages(commands)
        }

        func push(_ type: SDL_EventType) throws {
            var event = SDL_Event()
            event.type = type.rawValue
            try #require(SDL_PushEvent(&event) == 1, "\(String(cString: SDL_GetError()))")
        }

        @Test func imageCacheStaysWithinItsByteCapacityAndEvictedImagesComeBack() throws {
            let h = try Headless()
            let refs = try images(h, count: 6)
            h.renderer.configuration.imageCacheByteCapacity = 2 * 3200
            // Show each image alone, one after another, twice over: every frame needs one texture.
            for round in 0..<2 {
                for ref in refs {
                    let pixels = try h.drawLoadingImages([imageCommand(ref)])
                    #expect(h.renderer.hasTexture(for: ref))
                    #expect(
                        h.renderer.statistics.imageCacheBytes <= h.renderer.configuration.imageCacheByteCapacity,
                        "round \(round): \(h.renderer.statistics.imageCacheBytes) bytes")
                    #expect(h.renderer.statistics.imageCacheCount <= 2)
                    let index = refs.firstIndex(of: ref)!
                    let expected: [RGBA8] = [.redPixel, .greenPixel, .bluePixel]
                    #expect(close(pixels.pixel(x: 30, y: 20), expected[index % 3]), "image \(index), round \(round)")
                }
            }
            // 12 frames, at most 2 textures kept: the first round evicted 4, the second all 6 again.
            #expect(h.renderer.statistics.imageEvictions == 10)
            #expect(h.loader.imageDecodes == 12, "each evicted image was decoded again when drawn again")
            #expect(h.renderer.statistics.imageUploads == 12)
            #expect(h.loader.failures == 0)
        }

        @Test func theLeastRecentlyDrawnImageIsTheOneEvicted() throws {
            let h = try Headless()
            let refs = try images(h, count: 3)
            h.renderer.configuration.imageCacheByteCapacity = 2 * 3200
            _ = try h.drawLoadingImages([imageCommand(refs[0])])
            _ = try h.drawLoadingImages([imageCommand(refs[1])])
            _ = try h.draw([imageCommand(refs[0])]) // 0 is now more recent than 1
            _ = try h.drawLoadingImages([imageCommand(refs[2])])
            #expect(h.renderer.hasTexture(for: refs[0]))
            #expect(!h.renderer.hasTexture(for: refs[1]))
            #expect(h.renderer.hasTexture(for: refs[2]))
            #expect(h.loader.status(of: refs[1]) == .notRequested)
        }

        @Test func aFrameNeedingMoreThanTheCapacityKeepsItsImagesInsteadOfThrashing() throws {
            let h = try Headless()
            let refs = try images(h, count: 3)
            h.renderer.configuration.imageCacheByteCapacity = 3200 // room for one; the frame shows three
            let commands = refs.enumerated().map { imageCommand($1, x: 10 + CGFloat($0) * 50) }
            _ = try h.drawLoadingImages(commands)
            let (decodes, uploads) = (h.loader.imageDecodes, h.renderer.statistics.imageUploads)
            for _ in 0..<10 {
                _ = try h.draw(commands)
                h.loader.uploadReady(into: h.renderer)
            }
            #expect(refs.allSatisfy { h.renderer.hasTexture(for: $0) })
            #expect(
                h.loader.imageDecodes == decodes && h.renderer.statistics.imageUploads == uploads, "steady frames decode nothing")
            #expect(h.renderer.statistics.imageEvictions == 0)
            // Once the frame no longer shows them, the cache shrinks back within its capacity.
            _ = try h.draw([imageCommand(refs[1])])
            #expect(h.renderer.statistics.imageCacheBytes <= 3200 && h.renderer.hasTexture(for: refs[1]))
        }

        @Test(arguments: [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET])
        func lostTexturesAreRebuiltFromTheCaches(_ reset: SDL_EventType) throws {
            let h = try Headless()
            let image = try images(h, count: 1)[0]
            let commands = scene(image)
            let before = try h.drawLoadingImages(commands)
            let texts = h.renderer.statistics.textRasterizations
            let generation = h.surface.rendererGeneration
            try push(reset)
            var drained: [InputEvent] = []
            EventPump(context: h.context).poll(into: &drained) // the app's pump drains the queue first
            let during = try h.draw(commands)
            #expect(h.renderer.statistics.textureRebuilds == 1)
            #expect(h.renderer.statistics.textRasterizations == texts + 2, "both strings rasterised again from their keys")
            #expect(h.surface.rendererGeneration == generation + (reset == SDL_RENDER_DEVICE_RESET ? 1 : 0))
            #expect(!h.renderer.hasTexture(for: image), "the image is being decoded again")
            #expect(close(during.pixel(x: 100, y: 30), RGBA8(red: 0x3A, green: 0x3F, blue: 0x4A)), "placeholder meanwhile")
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 10))
            let after = try h.draw(commands)
            #expect(after.bytes == before.bytes, "the rebuilt frame is the frame before the loss")
            #expect(h.loader.imageDecodes == 2)
            // And nothing more happens on later frames.
            _ = try h.draw(commands)
            #expect(h.renderer.statistics.textureRebuilds == 1 && h.renderer.statistics.textRasterizations == texts + 2)
        }

        @Test func aPixelScaleChangeDrawsWhatAFreshRendererAtThatScaleDraws() throws {
            let h = try Headless()
            let image = try images(h, count: 1)[0]
            let commands = scene(image)
            _ = try h.drawLoadingImages(commands)
            #expect(h.renderer.pixelScale == 1)
            try h.surface.resize(to: CGSize(width: 200, height: 100), pixelScale: 2)
            let atTwo = try h.drawLoadingImages(commands)
            #expect(h.renderer.pixelScale == 2)
            #expect(atTwo.width == 400 && atTwo.height == 200)
            #expect(atTwo.bytes == (try freshFrame(commands, pixelScale: 2)).bytes)
            // Text is measured at the new scale too (the measure cache was dropped).
            let measured = h.renderer.size(of: "Summer Sale −40%", font: Font(size: 14, weight: .bold))
            let fresh = try Headless(pixelScale: 2)
            #expect(measured == fresh.renderer.size(of: "Summer Sale −40%", font: Font(size: 14, weight: .bold)))
            try h.surface.resize(to: CGSize(width: 200, height: 100), pixelScale: 1)
            let backAtOne = try h.drawLoadingImages(commands)
            #expect(backAtOne.bytes == (try freshFrame(commands)).bytes)
        }

        @Test func aResizeStormEndsInTheFrameAFreshRendererDraws() throws {
            let h = try Headless()
            let image = try images(h, count: 1)[0]
            let commands = scene(image)
            _ = try h.drawLoadingImages(commands)
            // 60 resizes, one frame each, sizes from a fixed linear congruential sequence, some
            // scales 2: what a user dragging a window corner (and crossing displays) produces.
            var state: UInt32 = 12345
            func next(_ range: ClosedRange<Int>) -> CGFloat {
                state = state &* 1_103_515_245 &+ 12345
                return CGFloat(range.lowerBound + Int(state >> 16) % (range.count))
            }
            for step in 0..<60 {
                try h.surface.resize(to: CGSize(width: next(20...400), height: next(20...300)), pixelScale: step % 7 == 0 ? 2 : 1)
                h.loader.uploadReady(into: h.renderer)
                _ = try h.draw(commands)
            }
            try h.surface.resize(to: CGSize(width: 200, height: 100), pixelScale: 1)
            let settled = try h.drawLoadingImages(commands)
            #expect(settled.bytes == (try freshFrame(commands)).bytes)
            #expect(h.renderer.statistics.textureRebuilds == 61)
            #expect(h.renderer.statistics.textCacheCount <= h.renderer.configuration.textCacheCapacity)
            #expect(h.loader.failures == 0)
        }

        @Test func aLostDeviceIsSurvivedByARealWindowToo() throws {
            // A hidden window on the dummy video driver: `Window` recreates its SDL renderer (one
            // window has one renderer, so the old one must be gone first).
            let context = try SDLContext(videoDriver: .headless)
            let window = try Window(context: context, size: CGSize(width: 200, height: 100), vsync: false, hidden: true)
            let loader = ImageLoader(context: context)
            let renderer = try Renderer(window: window, imageLoader: loader)
            let h = try Headless()
            let image = try images(h, count: 1)[0]
            var list = DisplayList()
            for command in scene(image) { list.append(command) }
            try renderer.render(list, clearColor: .black)
            #expect(loader.loadAllPending(into: renderer, timeout: 10))
            try renderer.render(list, clearColor: .black)
            let before = try window.readPixels()
            try push(SDL_RENDER_DEVICE_RESET)
            try renderer.render(list, clearColor: .black)
            #expect(window.rendererGeneration == 1 && renderer.statistics.textureRebuilds == 1)
            #expect(loader.loadAllPending(into: renderer, timeout: 10))
            try renderer.render(list, clearColor: .black)
            #expect(try window.readPixels().bytes == before.bytes)
            window.present()
        }
    }
}

extension SDLTests.EventTranslation {
    /// A window shown, restored after a minimise, exposed or moved to another display must be drawn
    /// again even though its size did not change.
    @Test func restoreExposeAndDisplayChangeAskForAFreshFrameAtTheCurrentSize() throws {
        let f = try Fixture()
        let window = try Window(context: f.context, size: CGSize(width: 320, height: 200), vsync: false, hidden: true)
        var drained: [InputEvent] = []
        f.pump.poll(into: &drained)
        func event(_ id: SDL_WindowEventID) -> SDL_Event {
            var e = windowEvent(id)
            e.window.windowID = window.windowID
            return e
        }
        let size = CGSize(width: 320, height: 200)
        #expect(try f.pumped([event(SDL_WINDOWEVENT_MINIMIZED)]) == [])
        #expect(try f.pumped([event(SDL_WINDOWEVENT_RESTORED), event(SDL_WINDOWEVENT_EXPOSED)]) == [.resized(size)])
        #expect(try f.pumped([event(SDL_WINDOWEVENT_DISPLAY_CHANGED)]) == [.resized(size)])
        #expect(try f.pumped([event(SDL_WINDOWEVENT_SHOWN)]) == [.resized(size)])
        // An ordinary resize to the same size is still reported once only.
        #expect(try f.pumped([windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 320, 200)]) == [])
        #expect(
            try f.pumped([windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 330, 200)]) == [.resized(CGSize(width: 330, height: 200))])
    }
}

extension SDLTests.Resilience {
    /// Fuzzer finding (RELIABILITY.md): a JPEG signature followed by `<svg` sent `IMG_Load` to
    /// SDL_image's SVG loader, which leaked 16 bytes per call. Now a file reaches a loader only
    /// with a complete PNG or JPEG header, and then only that format's loader runs; under
    /// `make test-sanitize` LeakSanitizer would report this loop if the SVG loader ran.
    @Test func jpegSignatureFollowedBySVGTextUsesTheJPEGLoaderOnlyAndLeaksNothing() throws {
        let path = try temporaryDirectory().appendingPathComponent("svg-in-jpeg.jpg").path
        try Data([0xFF, 0xD8, 0xFF, 0x3C, 0x73, 0x76, 0x67, 0xE0, 0x00, 0x01, 0x46, 0x00, 0xFF]).write(
            to: URL(fileURLWithPath: path))
        for _ in 0..<50 {
            guard case .failed(let file, let reason) = ImageDecodeProbe.decode(path: path) else {
                Issue.record("decoded a 13-byte file")
                return
            }
            #expect(file == path)
            // Refused by the header check (truncated before any frame header): no loader ran.
            #expect(reason.contains("ends before its image header"), "\(reason)")
        }
        // SVG text on its own is refused by content before any loader runs.
        let svg = try temporaryDirectory().appendingPathComponent("image.png").path
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8).write(to: URL(fileURLWithPath: svg))
        guard case .failed(_, let reason) = ImageDecodeProbe.decode(path: svg) else {
            Issue.record("decoded an SVG")
            return
        }
        #expect(reason.contains("not a PNG or JPEG"), "\(reason)")
    }
}
