import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// `Renderer.redrawsOnlyChanges`: a frame redraws the tiles over which its list draws something
    /// else than the last list did, and shows what a frame drawn whole shows.
    @Suite("Redrawing only what changed") @MainActor struct Damage {
        /// Runs one frame through `tracker`: a 200×100 target, `items` (bounds, hash) in order.
        static func frame(_ tracker: inout DamageTracker, _ items: [(PixelRect, Int)], seed: Int = 0) -> PixelRect? {
            tracker.begin(width: 200, height: 100, seed: seed)
            for (bounds, hash) in items { tracker.add(bounds, hash: hash) }
            return tracker.finish()
        }

        @Test("the tracker answers the tiles that changed: none for the same frame, all of them for a first or forgotten one")
        func trackerAnswersChangedTiles() {
            var tracker = DamageTracker()
            let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
            let a = (PixelRect(x: 10, y: 10, width: 20, height: 20), 1)
            let b = (PixelRect(x: 100, y: 40, width: 50, height: 30), 2)
            #expect(Self.frame(&tracker, [a, b]) == whole, "the first frame is drawn whole")
            #expect(Self.frame(&tracker, [a, b]) == nil, "the same frame again draws nothing")
            // b drawn 40 px further right (its hash changes with its place): the tiles it left and
            // the ones it reached, 32 px square, cut to the target.
            let moved = (PixelRect(x: 140, y: 40, width: 50, height: 30), 3)
            #expect(Self.frame(&tracker, [a, moved]) == PixelRect(x: 96, y: 32, width: 96, height: 64))
            // Two things over one tile drawn in the other order: that tile.
            let c = (PixelRect(x: 15, y: 15, width: 5, height: 5), 4)
            _ = Self.frame(&tracker, [a, c, moved])
            #expect(Self.frame(&tracker, [c, a, moved]) == PixelRect(x: 0, y: 0, width: 32, height: 32))
            // Something reaching past the target counts for the tiles it covers in it.
            _ = Self.frame(&tracker, [c, a, moved])
            let past = (PixelRect(x: -50, y: 90, width: 60, height: 60), 5)
            #expect(Self.frame(&tracker, [c, a, moved, past]) == PixelRect(x: 0, y: 64, width: 32, height: 36))
            #expect(Self.frame(&tracker, [c, a, moved, past], seed: 9) == whole, "another clear colour: every tile")
            tracker.forgetLastFrame()
            #expect(Self.frame(&tracker, [c, a, moved, past], seed: 9) == whole, "a forgotten frame: every tile")
            tracker.begin(width: 120, height: 100, seed: 9)
            #expect(tracker.finish() == PixelRect(x: 0, y: 0, width: 120, height: 100), "another size: every tile")
        }

        /// A scene of every kind of command: a backdrop, a moving card (rounded, with text), a
        /// clipped strip, a faded group, a projected group and a masked one; `step` moves things.
        static func scene(_ step: Int) -> [DisplayCommand] {
            let card = CGRect(x: 20 + CGFloat(min(step, 6)) * 7, y: 20, width: 90, height: 50)
            let turned = Transform3D.perspective(eyeDistance: 500).rotated(angle: CGFloat(min(step, 4)) * 0.15, x: 0, y: 1, z: 0)
            let projected = CGRect(x: 150, y: 110, width: 80, height: 50)
            let projection = Projection3D(center: CGPoint(x: projected.midX, y: projected.midY), transform: turned)
            let masked = CGRect(x: 20, y: 120, width: 100, height: 40)
            let mask = CGRect(x: 20 + CGFloat(min(step, 5)) * 4, y: 120, width: 60, height: 40)
            var list: [DisplayCommand] = [
                .fill(CGRect(x: 0, y: 0, width: 260, height: 180), Color(red: 0.1, green: 0.12, blue: 0.15)),
                .roundedFill(card, radius: 8, Color(red: 0.8, green: 0.3, blue: 0.2)),
                .text(
                    "Card \(step < 3 ? "one" : "two")", card.insetBy(dx: 8, dy: 12), font: Font(size: 14), color: .white,
                    alignment: .left),
                .pushClip(CGRect(x: 130, y: 10, width: 120, height: 70)),
                .fill(
                    CGRect(x: 120 + CGFloat(step % 4) * 10, y: 20, width: 40, height: 40), Color(red: 0.2, green: 0.7, blue: 0.3)),
                .popClip,
                .pushAlpha(step == 2 ? 0.4 : 0.8),
                .beginRasterGroup(RasterGroup(CGRect(x: 200, y: 20, width: 40, height: 30))),
                .fill(CGRect(x: 200, y: 20, width: 40, height: 30), Color(red: 0.9, green: 0.9, blue: 0.2)),
                .endRasterGroup,
                .popAlpha,
                .beginRasterGroup(
                    RasterGroup(
                        projected, drawnIn: projection.boundingBox(size: projected.size) ?? projected, projection: projection)),
                .fill(projected, Color(red: 0.3, green: 0.4, blue: 0.9)),
                .text(
                    "3D", projected.insetBy(dx: 10, dy: 10), font: Font(size: 16, weight: .bold), color: .white,
                    alignment: .center),
                .endRasterGroup,
                .beginRasterGroup(RasterGroup(masked, cornerRadius: 6, mask: mask)),
                .fill(masked, Color(red: 0.7, green: 0.2, blue: 0.7)),
                .endRasterGroup,
            ]
            if step == 7 { list.remove(at: 1) }
            return list
        }

        /// The largest difference between two frames in any channel of any pixel.
        static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
            var largest = 0
            for y in 0..<a.height {
                for x in 0..<a.width { largest = max(largest, a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y))) }
            }
            return largest
        }

        @Test(
            "frames redrawing only what changed show what frames drawn whole show, and redraw no more than the tiles that changed"
        )
        func partialFramesMatchWholeFrames() throws {
            let partial = try Headless(width: 260, height: 180)
            let whole = try Headless(width: 260, height: 180)
            whole.renderer.configuration.redrawsOnlyChanges = false
            let target = PixelRect(x: 0, y: 0, width: 260, height: 180)
            // Moving, then resting long enough for every group to be held, then one change at a time.
            let steps = [0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 8, 8]
            var redrawn: [PixelRect?] = []
            for (frame, step) in steps.enumerated() {
                let shown = try partial.draw(Self.scene(step), background: .black)
                let expected = try whole.draw(Self.scene(step), background: .black)
                redrawn.append(partial.renderer.lastRedraw)
                // A group drawn otherwise once it holds still shows so from the next frame: its bitmap
                // as drawn differs from its triangles by rounding (within 3 levels, `GeometryGroups`).
                let difference = Self.largestDifference(shown, expected)
                #expect(difference <= 3, "frame \(frame) (step \(step)) differs from the whole frame by \(difference) levels")
            }
            #expect(redrawn[0] == target, "the first frame is drawn whole")
            #expect(redrawn[7] == nil && redrawn[10] == nil && redrawn[12] == nil, "a frame like the last redraws nothing")
            // Frame 7 makes the groups' bitmaps as drawn (held still for `framesToHold` frames), the
            // list unchanged: frame 8 is drawn whole, so their new looks show everywhere.
            #expect(redrawn[8] == target, "\(String(describing: redrawn[8]))")
            for frame in [5, 6, 13, 16] {
                let area = try #require(redrawn[frame], "frame \(frame) changed something")
                #expect(area != target && area.width * area.height < target.width * target.height, "frame \(frame): \(area)")
            }
            #expect(whole.renderer.lastRedraw == target, "without it, every frame is drawn whole")
        }

        @Test("groups copied scaled are redrawn whole when a change reaches part of them, and twins held alike show alike")
        func scaledGroupsAndTwins() throws {
            let partial = try Headless(width: 260, height: 180)
            let whole = try Headless(width: 260, height: 180)
            whole.renderer.configuration.redrawsOnlyChanges = false
            // Two groups with the same commands, drawn at 2.5 times their size: one bitmap key, so
            // the second finds the first's bitmap at its drawn size in the frame it is made.
            func twin(at x: CGFloat) -> [DisplayCommand] {
                let rect = CGRect(x: x, y: 20, width: 40, height: 30)
                let drawn = CGRect(x: x, y: 20, width: 100, height: 75)
                return [
                    .beginRasterGroup(RasterGroup(rect, drawnIn: drawn)),
                    .linearGradient(
                        rect, from: Color(red: 1, green: 0.8, blue: 0), to: Color(red: 0.1, green: 0.2, blue: 0.9),
                        axis: .horizontal),
                    .text("Aa", rect, font: Font(size: 12), color: .white, alignment: .center),
                    .endRasterGroup,
                ]
            }
            func scene(_ frame: Int) -> [DisplayCommand] {
                // A small square blinking over the first twin's right edge, every other frame.
                twin(at: 10) + twin(at: 140)
                    + [
                        .fill(
                            CGRect(x: 104, y: 100, width: 8, height: 8),
                            frame % 2 == 0 ? .white : Color(red: 0.5, green: 0, blue: 0))
                    ]
            }
            var worst = (difference: 0, frame: -1)
            var made = 0
            for frame in 0..<12 {
                let madeBefore = partial.renderer.statistics.groupBitmapsMade
                let shown = try partial.draw(scene(frame))
                let expected = try whole.draw(scene(frame))
                // A frame that makes a group's bitmap (here the twins' at their drawn size, one
                // made and one found) shows the new look where it redraws, and everywhere from the
                // next frame, drawn whole.
                if partial.renderer.statistics.groupBitmapsMade != madeBefore {
                    made += 1
                    continue
                }
                let difference = Self.largestDifference(shown, expected)
                if difference > worst.difference { worst = (difference, frame) }
                if frame > 0, let area = partial.renderer.lastRedraw {
                    let first = partial.renderer.damageBounds(
                        of: RasterGroup(
                            CGRect(x: 10, y: 20, width: 40, height: 30), drawnIn: CGRect(x: 10, y: 20, width: 100, height: 75)))
                    #expect(
                        !area.meets(first) || area.contains(first.intersection(PixelRect(x: 0, y: 0, width: 260, height: 180))),
                        "frame \(frame): \(area) cuts the scaled group")
                }
            }
            #expect(worst.difference == 0, "frame \(worst.frame) differs from the whole frame by \(worst.difference) levels")
            #expect(made >= 1, "the twins were held at their drawn size")
        }

        @Test("a frame after the target was drawn into by someone else, or with another clear colour, is drawn whole")
        func foreignPixelsRedrawTheWholeTarget() throws {
            let h = try Headless(width: 200, height: 100)
            let target = PixelRect(x: 0, y: 0, width: 200, height: 100)
            let list: [DisplayCommand] = [.fill(CGRect(x: 10, y: 10, width: 50, height: 30), Color(red: 1, green: 0, blue: 0))]
            _ = try h.draw(list)
            _ = try h.draw(list)
            #expect(h.renderer.lastRedraw == nil)
            // The app draws over the frame itself, then says so.
            SDL_SetRenderDrawColor(h.renderer.context.handle.pointer, 0, 0, 255, 255)
            SDL_RenderClear(h.renderer.context.handle.pointer)
            h.renderer.redrawWholeTargetNextFrame()
            let redrawn = try h.draw(list)
            #expect(h.renderer.lastRedraw == target)
            #expect(redrawn.pixel(x: 150, y: 80) == .black, "the app's blue is gone")
            _ = try h.draw(list, background: .white)
            #expect(h.renderer.lastRedraw == target, "another clear colour")
        }

        @Test("an image arriving or fading in redraws the whole target, and so does the frame after its last fading one")
        func imagesRedrawTheWholeTarget() throws {
            let h = try Headless(images: ImageLoader.Configuration(fadeDuration: 0.25))
            let target = PixelRect(x: 0, y: 0, width: 200, height: 100)
            let path = try temporaryDirectory().appendingPathComponent("damage-red.png").path
            try writeBandedPNG(context: h.context, width: 60, height: 100, bands: [red], to: path)
            let image = ImageReference(path)
            func frame(at time: TimeInterval) throws -> PixelBuffer {
                h.loader.uploadReady(into: h.renderer, frameTime: time)
                return try h.draw([tile(image, x: 0)])
            }
            _ = try h.draw([tile(image, x: 0)])
            _ = try h.draw([tile(image, x: 0)])
            #expect(h.renderer.lastRedraw == nil, "the placeholder, unchanged")
            var attempts = 0
            while h.loader.status(of: image) == .loading, attempts < 1000 {
                Thread.sleep(forTimeInterval: 0.005)
                _ = try frame(at: 10)
                attempts += 1
            }
            try #require(h.loader.status(of: image) == .ready)
            #expect(h.renderer.lastRedraw == target, "uploaded: drawn whole")
            _ = try frame(at: 10.125)
            #expect(h.renderer.lastRedraw == target, "fading: drawn whole")
            let done = try frame(at: 10.25)
            #expect(h.renderer.lastRedraw == target, "the frame after a fading one, the image opaque: drawn whole")
            #expect(close(done.pixel(x: 10, y: 50), .redPixel))
            let still = try frame(at: 10.5)
            #expect(h.renderer.lastRedraw == nil, "faded in: nothing more")
            #expect(close(still.pixel(x: 10, y: 50), .redPixel))
        }
    }
}
