import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Raster groups drawn scaled or dimmed (issue 23's effects), groups whose content changes in
    /// place, translucent colour laid over an area, and images moved inside their frame.
    @Suite @MainActor struct GroupTransforms {
        static let rect = CGRect(x: 20, y: 20, width: 100, height: 50)
        /// A red card with a blue right half, rounded by 10 pt.
        static let card: [DisplayCommand] = [
            .roundedFill(rect, radius: 10, red),
            .fill(CGRect(x: rect.midX, y: rect.minY + 10, width: rect.width / 2 - 10, height: rect.height - 20), blue),
        ]

        /// `card` as a group drawn into `rect` scaled by `scale` about its left edge's middle, dimmed by `dimming`.
        static func scaled(_ scale: CGFloat, dimming: Color = .clear) -> [DisplayCommand] {
            let drawn = CGRect(
                x: rect.minX, y: rect.midY - rect.height * scale / 2, width: rect.width * scale, height: rect.height * scale)
            return [.beginRasterGroup(RasterGroup(rect, drawnIn: drawn, dimming: dimming, cornerRadius: 10))] + card + [
                .endRasterGroup
            ]
        }

        @Test("a group changing size every frame is its bitmap scaled into place: nothing is made again")
        func scalingGroupCopiesItsBitmap() throws {
            let h = try Headless(width: 160, height: 100)
            _ = try h.draw(Self.scaled(1))
            let made = h.renderer.statistics.shapeRasterizations
            for scale in [0.9, 0.85, 0.8, 0.75] as [CGFloat] {
                let pixels = try h.draw(Self.scaled(scale))
                let width = Self.rect.width * scale
                let top = Int((Self.rect.midY - Self.rect.height * scale / 2).rounded())
                let bottom = Int((Self.rect.midY + Self.rect.height * scale / 2).rounded())
                #expect(close(pixels.pixel(x: 20 + Int(width * 0.25), y: 45), .redPixel, tolerance: 8), "scale \(scale)")
                #expect(close(pixels.pixel(x: 20 + Int(width * 0.7), y: 45), .bluePixel, tolerance: 8), "scale \(scale)")
                #expect(close(pixels.pixel(x: 20 + Int(width) + 1, y: 45), .black, tolerance: 0), "right of it, scale \(scale)")
                #expect(close(pixels.pixel(x: 50, y: top - 2), .black, tolerance: 0), "above it, scale \(scale)")
                #expect(close(pixels.pixel(x: 50, y: bottom + 1), .black, tolerance: 0), "below it, scale \(scale)")
                #expect(close(pixels.pixel(x: 50, y: top + 1), .redPixel, tolerance: 8), "inside its top edge, scale \(scale)")
            }
            #expect(h.renderer.statistics.shapeRasterizations == made, "scaling a group rasterises nothing")
        }

        @Test("easing to rest (the same pixel size, a little smaller each frame) is not holding: nothing is made")
        func easingIsNotHolding() throws {
            let h = try Headless(width: 160, height: 100)
            _ = try h.draw(Self.scaled(1))
            let made = h.renderer.statistics.shapeRasterizations
            for step in 0..<6 { _ = try h.draw(Self.scaled(0.8 + 0.0005 * CGFloat(step))) }
            #expect(h.renderer.statistics.shapeRasterizations == made)
        }

        @Test("a group held at one scale is made at that size once, as its commands drawn scaled, and kept")
        func heldScaleIsMadeAtThatSize() throws {
            let h = try Headless(width: 160, height: 100)
            _ = try h.draw(Self.scaled(1))
            for _ in 0..<GroupTransformsHold.frames { _ = try h.draw(Self.scaled(0.8)) }
            let before = h.renderer.statistics.shapeRasterizations
            _ = try h.draw(Self.scaled(0.8))
            let after = h.renderer.statistics.shapeRasterizations
            #expect(after > before, "held: made at its drawn size")
            let held = try h.draw(Self.scaled(0.8))
            #expect(h.renderer.statistics.shapeRasterizations == after, "then kept")
            // What the commands themselves draw at that scale, one by one.
            let mapping = GroupMapping(RasterGroup(Self.rect, drawnIn: CGRect(x: 20, y: 25, width: 80, height: 40)))
            let direct = try h.draw(Self.card.map { $0.scaled(by: mapping.scale, translation: mapping.translation) })
            var worst = 0
            for y in 0..<100 {
                for x in 0..<160 { worst = max(worst, held.pixel(x: x, y: y).distance(to: direct.pixel(x: x, y: y))) }
            }
            #expect(worst <= 8, "the held bitmap is the commands drawn at 0.8 (worst difference \(worst))")
        }

        @Test("a dimmed group is blended toward the dimming, within its rounded corners, while it changes and once held")
        func dimmedGroup() throws {
            let h = try Headless(width: 160, height: 100)
            // Every frame drawn whole: the held look shows in the very frame that makes it (redrawing
            // only what changed, it shows from the next one: `DamageTests`).
            h.renderer.configuration.redrawsOnlyChanges = false
            let backdrop = RGBA8(red: 0x15, green: 0x17, blue: 0x1C)
            let dim = Color(hex: 0x15171C)
            _ = try h.draw(Self.scaled(1))
            _ = try h.draw(Self.scaled(1, dimming: dim.withAlpha(0.2)))
            let warm = h.renderer.statistics.shapeRasterizations
            for amount in [0.3, 0.4, 0.5] {
                let pixels = try h.draw(Self.scaled(1, dimming: dim.withAlpha(amount)), background: .white)
                let expected = RGBA8(
                    red: UInt8((255 * (1 - amount) + Double(backdrop.red) * amount).rounded()),
                    green: UInt8((Double(backdrop.green) * amount).rounded()),
                    blue: UInt8((Double(backdrop.blue) * amount).rounded()))
                #expect(close(pixels.pixel(x: 40, y: 45), expected, tolerance: 3), "\(amount): \(pixels.pixel(x: 40, y: 45))")
                #expect(close(pixels.pixel(x: 20, y: 20), .white, tolerance: 0), "outside the rounded corner, undimmed")
            }
            #expect(h.renderer.statistics.shapeRasterizations == warm, "a changing dimming rasterises nothing")
            for _ in 1..<GroupTransformsHold.frames {
                _ = try h.draw(Self.scaled(1, dimming: dim.withAlpha(0.5)), background: .white)
            }
            #expect(h.renderer.statistics.shapeRasterizations == warm, "not made before it has held")
            let held = try h.draw(Self.scaled(1, dimming: dim.withAlpha(0.5)), background: .white)
            let made = h.renderer.statistics.shapeRasterizations
            #expect(made > warm, "held: made dimmed")
            let again = try h.draw(Self.scaled(1, dimming: dim.withAlpha(0.5)), background: .white)
            #expect(h.renderer.statistics.shapeRasterizations == made, "once")
            #expect(close(held.pixel(x: 40, y: 45), again.pixel(x: 40, y: 45), tolerance: 0))
            #expect(
                close(held.pixel(x: 40, y: 45), RGBA8(red: 138, green: 12, blue: 14), tolerance: 3), "\(held.pixel(x: 40, y: 45))"
            )
            #expect(close(held.pixel(x: 20, y: 20), .white, tolerance: 0))
        }

        @Test("a group whose content changes in place is drawn directly, and made once it holds")
        func changingContentIsDrawnDirectly() throws {
            let h = try Headless(width: 160, height: 100)
            func frame(_ x: CGFloat) -> [DisplayCommand] {
                [.beginRasterGroup(RasterGroup(Self.rect)), .fill(Self.rect, red)]
                    + [.fill(CGRect(x: x, y: 30, width: 10, height: 10), blue), .endRasterGroup]
            }
            _ = try h.draw(frame(30))
            let made = h.renderer.statistics.shapeRasterizations
            for x in stride(from: 34, through: 70, by: 4) as StrideThrough<CGFloat> {
                let pixels = try h.draw(frame(x))
                #expect(close(pixels.pixel(x: Int(x) + 5, y: 35), .bluePixel, tolerance: 0))
                #expect(close(pixels.pixel(x: Int(x) - 2, y: 35), .redPixel, tolerance: 0))
            }
            #expect(h.renderer.statistics.shapeRasterizations == made, "no bitmap per frame while it changes")
            _ = try h.draw(frame(70))
            #expect(h.renderer.statistics.shapeRasterizations == made + 1, "held: flattened")
            _ = try h.draw(frame(70))
            #expect(h.renderer.statistics.shapeRasterizations == made + 1, "and kept")
        }

        @Test("a scaled group drawn directly (its content changing) maps its commands and its nested groups into place")
        func scaledAndChangingIsMappedDirectly() throws {
            let h = try Headless(width: 160, height: 100)
            let inner = CGRect(x: 70, y: 30, width: 40, height: 30)
            func frame(_ x: CGFloat) -> [DisplayCommand] {
                let drawn = CGRect(x: 20, y: 20, width: 50, height: 25) // rect at half size, from its top-left
                return [.beginRasterGroup(RasterGroup(Self.rect, drawnIn: drawn)), .fill(Self.rect, red)]
                    + [.fill(CGRect(x: x, y: 22, width: 4, height: 4), green)]
                    + [.beginRasterGroup(RasterGroup(inner)), .fill(inner, blue), .endRasterGroup, .endRasterGroup]
            }
            _ = try h.draw(frame(24))
            _ = try h.draw(frame(28))
            let pixels = try h.draw(frame(32))
            // The inner group (70…110, 30…60) at half size from (20, 20): 45…65, 25…40.
            #expect(close(pixels.pixel(x: 55, y: 32), .bluePixel, tolerance: 0), "\(pixels.pixel(x: 55, y: 32))")
            #expect(close(pixels.pixel(x: 42, y: 32), .redPixel, tolerance: 0))
            #expect(close(pixels.pixel(x: 67, y: 32), .redPixel, tolerance: 0))
            #expect(close(pixels.pixel(x: 26, y: 21), .greenPixel, tolerance: 0), "the moving square (32, 22), at half size")
            #expect(close(pixels.pixel(x: 72, y: 32), .black, tolerance: 0), "nothing past the drawn rect")
        }

        @Test("translucent colour laid from a tile matches the same rounded fill, corners included")
        func translucentFillMatchesRoundedFill() throws {
            let h = try Headless(width: 400, height: 300)
            let area = CGRect(x: 10.4, y: 20, width: 330, height: 260)
            let colour = Color(red: 0.1, green: 0.6, blue: 0.9, alpha: 0.45)
            let filled = try h.draw([.roundedFill(area, radius: 14, colour)], background: green)
            var list = DisplayList()
            list.append(.fill(CGRect(x: 0, y: 0, width: 400, height: 300), green))
            try h.renderer.render(list, clearColor: green)
            try h.renderer.shapePainter.fillTranslucent(
                h.renderer.context.snapped(area), radius: 14, color: h.renderer.context.sdlColor(colour, opacity: 1))
            let tiled = try h.surface.readPixels()
            var worst = 0
            for y in 0..<300 {
                for x in 0..<400 { worst = max(worst, filled.pixel(x: x, y: y).distance(to: tiled.pixel(x: x, y: y))) }
            }
            #expect(worst <= 3, "worst difference \(worst)")
            #expect(close(tiled.pixel(x: 10, y: 20), .greenPixel, tolerance: 0), "outside the rounded corner")
        }

        @Test("a capsule (radius half its height) is laid over whole, its middle too")
        func translucentCapsule() throws {
            let h = try Headless(width: 120, height: 60)
            let colour = Color.black.withAlpha(0.5)
            let area = PixelRect(x: 10, y: 10, width: 80, height: 32)
            _ = try h.draw([], background: .white)
            try h.renderer.shapePainter.fillTranslucent(area, radius: 16, color: h.renderer.context.sdlColor(colour, opacity: 1))
            let pixels = try h.surface.readPixels()
            #expect(
                close(pixels.pixel(x: 50, y: 26), RGBA8(red: 127, green: 127, blue: 127), tolerance: 2),
                "\(pixels.pixel(x: 50, y: 26))")
            #expect(close(pixels.pixel(x: 50, y: 11), RGBA8(red: 127, green: 127, blue: 127), tolerance: 2))
            #expect(close(pixels.pixel(x: 10, y: 10), .white, tolerance: 0), "outside the round end")
        }

        /// A group at a fractional place whose right half is empty, dimmed by half black.
        static func halfEmpty(alpha: Double = 1) -> [DisplayCommand] {
            let rect = CGRect(x: 10.4, y: 10, width: 80.4, height: 40)
            let group = RasterGroup(rect, dimming: Color.black.withAlpha(0.5))
            return [.pushAlpha(alpha), .beginRasterGroup(group), .fill(CGRect(x: 10.4, y: 10, width: 40, height: 40), red)]
                + [.endRasterGroup, .popAlpha]
        }

        @Test("dimming: its empty part and its edge look the same while it changes and once it holds, under an opacity too")
        func dimmingHoldsItsLook() throws {
            for alpha in [1.0, 0.5] {
                let h = try Headless(width: 120, height: 60)
                _ = try h.draw(Self.halfEmpty(alpha: alpha), background: .white)
                let changing = try h.draw(Self.halfEmpty(alpha: alpha), background: .white)
                var held = changing
                for _ in 0...GroupTransformsHold.frames { held = try h.draw(Self.halfEmpty(alpha: alpha), background: .white) }
                for (x, y) in [(30, 30), (70, 30), (89, 30), (90, 30), (91, 30), (9, 30)] {
                    #expect(
                        close(changing.pixel(x: x, y: y), held.pixel(x: x, y: y), tolerance: 3),
                        "alpha \(alpha) at \(x),\(y): \(changing.pixel(x: x, y: y)) changing, \(held.pixel(x: x, y: y)) held")
                }
                // The group covers pixels 10...90 (origin and size each rounded): nothing dimmed past it.
                #expect(close(held.pixel(x: 91, y: 30), .white, tolerance: 0))
                #expect(close(changing.pixel(x: 91, y: 30), .white, tolerance: 0))
                let grey = UInt8(255 - Int(127 * alpha))
                let expected = RGBA8(red: grey, green: grey, blue: grey)
                #expect(close(changing.pixel(x: 70, y: 30), expected, tolerance: 3), "\(changing.pixel(x: 70, y: 30))")
            }
        }

        @Test("a scaled, dimmed group animating makes only a few corner squares (whole-pixel radii), then nothing")
        func scalingDimmedGroupMakesFewTextures() throws {
            let h = try Headless(width: 160, height: 100)
            let dim = Color(hex: 0x15171C)
            _ = try h.draw(Self.scaled(1))
            let before = h.renderer.statistics.shapeRasterizations
            for step in 0...20 {
                let t = CGFloat(step) / 20
                _ = try h.draw(Self.scaled(1 - 0.2 * t, dimming: dim.withAlpha(0.6 * Double(t))))
            }
            // The tile, and a rounded square per whole-pixel radius from 10 down to 8.
            #expect(
                h.renderer.statistics.shapeRasterizations - before <= 4,
                "\(h.renderer.statistics.shapeRasterizations - before) made")
            let again = h.renderer.statistics.shapeRasterizations
            for step in 0...20 {
                let t = CGFloat(step) / 20
                _ = try h.draw(Self.scaled(1 - 0.2 * t, dimming: dim.withAlpha(0.6 * Double(t))))
            }
            #expect(h.renderer.statistics.shapeRasterizations == again, "the same animation again makes nothing")
        }

        func bandedImage(_ h: Headless) throws -> ImageReference {
            let path = try temporaryDirectory().appendingPathComponent("cropped-bands.png").path
            try writeBandedPNG(context: h.context, width: 320, height: 160, bands: [red, blue], to: path)
            return ImageReference(path)
        }

        @Test("an image moved inside its frame shows through the frame's rounded corners, and moving it makes nothing")
        func croppedImage() throws {
            let h = try Headless(width: 220, height: 140)
            let image = try bandedImage(h)
            let frame = CGRect(x: 30, y: 30, width: 160, height: 80)
            func moved(_ dx: CGFloat) -> [DisplayCommand] {
                let placed = frame.insetBy(dx: -24, dy: -12).offsetBy(dx: dx, dy: 0)
                return [.croppedImage(image, frame, cornerRadius: 12, imageRect: placed, contentMode: .scaleAspectFill)]
            }
            // In place (the image fitted into the frame itself) it is the plain rounded image.
            let plain = try h.drawLoadingImages([
                .image(image, frame, contentMode: .scaleAspectFill, cornerRadius: 12)
            ])
            let inPlace = try h.drawLoadingImages([
                .croppedImage(image, frame, cornerRadius: 12, imageRect: frame, contentMode: .scaleAspectFill)
            ])
            var worst = 0
            for y in 0..<140 {
                for x in 0..<220 { worst = max(worst, plain.pixel(x: x, y: y).distance(to: inPlace.pixel(x: x, y: y))) }
            }
            #expect(worst <= 2, "in place it is the rounded image (worst difference \(worst))")
            _ = try h.draw(moved(0))
            let made = h.renderer.statistics.shapeRasterizations
            for dx in [0, 7, 15, -9, 3.3, 3.6, 4.1] as [CGFloat] {
                let pixels = try h.draw(moved(dx))
                // The band edge sits in the middle of the image, which is moved by dx.
                let edge = Int((frame.midX + dx).rounded(.down))
                #expect(close(pixels.pixel(x: edge - 3, y: 70), .redPixel, tolerance: 2), "dx \(dx)")
                #expect(close(pixels.pixel(x: edge + 2, y: 70), .bluePixel, tolerance: 2), "dx \(dx)")
                // Rounded: the very corner shows the background, the edge beside it the image.
                #expect(close(pixels.pixel(x: 30, y: 30), .black, tolerance: 0), "dx \(dx)")
                #expect(close(pixels.pixel(x: 189, y: 109), .black, tolerance: 0), "dx \(dx)")
                #expect(close(pixels.pixel(x: 30, y: 70), .redPixel, tolerance: 2), "dx \(dx)")
                #expect(close(pixels.pixel(x: 189, y: 70), .bluePixel, tolerance: 2), "dx \(dx)")
                #expect(close(pixels.pixel(x: 31, y: 45), .redPixel, tolerance: 2), "dx \(dx)")
                #expect(close(pixels.pixel(x: 29, y: 70), .black, tolerance: 0), "nothing outside the frame, dx \(dx)")
            }
            #expect(h.renderer.statistics.shapeRasterizations == made, "moving the image resamples nothing")
        }
    }
}

/// How long a scaled or dimmed group must hold before it is made at its look, for the tests.
enum GroupTransformsHold {
    @MainActor static var frames: Int { GroupCompositor.framesToHold }
}
