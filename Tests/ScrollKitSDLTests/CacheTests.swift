import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct Caches {
        func banner(_ image: ImageReference, title: String = "Banner one") -> [DisplayCommand] {
            [
                .pushClip(CGRect(x: 0, y: 0, width: 200, height: 100)),
                .image(image, CGRect(x: 10, y: 10, width: 180, height: 80), contentMode: .scaleAspectFill, cornerRadius: 12),
                .linearGradient(
                    CGRect(x: 10, y: 50, width: 180, height: 40), from: .clear, to: Color.black.withAlpha(0.6), axis: .vertical),
                .text(
                    title, CGRect(x: 20, y: 60, width: 160, height: 20), font: Font(size: 14, weight: .bold), color: .white,
                    alignment: .left),
                .text(
                    "Subtitle", CGRect(x: 20, y: 75, width: 160, height: 14), font: Font(size: 11), color: .white,
                    alignment: .left),
                .popClip,
            ]
        }

        @Test func aSteadyFrameRasterisesNoTextAndDecodesNoImage() throws {
            let h = try Headless()
            let path = try temporaryDirectory().appendingPathComponent("b.png").path
            try writeBandedPNG(context: h.context, width: 40, height: 20, bands: [red, blue], to: path)
            let commands = banner(ImageReference(path))
            _ = try h.drawLoadingImages(commands)
            let first = try h.draw(commands)
            let (texts, decodes, uploads) = (
                h.renderer.statistics.textRasterizations, h.loader.imageDecodes, h.renderer.statistics.imageUploads
            )
            #expect(texts == 2 && decodes == 1 && uploads == 1)

            let second = try h.draw(commands)
            h.loader.uploadReady(into: h.renderer)
            #expect(h.renderer.statistics.textRasterizations == texts)
            #expect(h.loader.imageDecodes == decodes)
            #expect(h.renderer.statistics.imageUploads == uploads)
            #expect(first.bytes == second.bytes)
        }

        /// Text is rasterised in its colour (drawn unmodulated: the software renderer's fast blend);
        /// each colour once, and an opacity change reuses the texture.
        @Test func textIsRasterisedOncePerColourAndFadesWithoutANewTexture() throws {
            let h = try Headless()
            let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
            _ = try h.draw([.text("Tint", rect, font: Font(size: 20), color: .white, alignment: .center)])
            _ = try h.draw([.text("Tint", rect, font: Font(size: 20), color: blue, alignment: .center)])
            _ = try h.draw([
                .pushAlpha(0.5), .text("Tint", rect, font: Font(size: 20), color: blue, alignment: .center), .popAlpha,
            ])
            let pixels = try h.draw([.text("Tint", rect, font: Font(size: 20), color: blue, alignment: .center)])
            #expect(h.renderer.statistics.textRasterizations == 2)
            var sawBlue = false
            for y in 0..<100 {
                for x in 0..<200 where pixels.pixel(x: x, y: y).blue > 200 && pixels.pixel(x: x, y: y).red < 30 { sawBlue = true }
            }
            #expect(sawBlue)
        }

        @Test func textUnusedForRetainFramesIsEvicted() throws {
            let h = try Headless()
            h.renderer.configuration.textCacheRetainFrames = 10
            let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
            _ = try h.draw([.text("Old", rect, font: Font(size: 12), color: .white, alignment: .left)])
            #expect(h.renderer.statistics.textCacheCount == 1)
            for _ in 0..<Renderer.textCacheSweepInterval {
                _ = try h.draw([.text("Kept", rect, font: Font(size: 12), color: .white, alignment: .left)])
            }
            #expect(h.renderer.statistics.textCacheCount == 1, "only the string still drawn stays cached")
            _ = try h.draw([.text("Kept", rect, font: Font(size: 12), color: .white, alignment: .left)])
            #expect(h.renderer.statistics.textRasterizations == 2)
        }

        @Test func textCacheNeverExceedsItsCapacity() throws {
            let h = try Headless()
            h.renderer.configuration.textCacheCapacity = 5
            var commands: [DisplayCommand] = []
            for i in 0..<12 {
                commands.append(
                    .text(
                        "Label \(i)", CGRect(x: 0, y: 0, width: 200, height: 20), font: Font(size: 10), color: .white,
                        alignment: .left))
            }
            _ = try h.draw(commands)
            #expect(h.renderer.statistics.textCacheCount == 5)
        }
    }
}
