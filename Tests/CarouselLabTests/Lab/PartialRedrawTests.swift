import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL
import Testing

@testable import CarouselLabCore

/// `Renderer.redrawsOnlyChanges` on the lab's gallery as the app's loop draws it: a strip flung in
/// one cell redraws that cell, and every frame shows what a frame drawn whole shows.
@MainActor
@Suite("Redrawing only what changed, in the lab's gallery", .serialized)
struct PartialRedrawTests {
    /// The largest difference in any channel of any pixel between two frames (0 at once when their
    /// bytes are the same).
    static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        let same = a.bytes.withUnsafeBytes { x in
            b.bytes.withUnsafeBytes { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        guard !same else { return 0 }
        var largest = 0
        a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                for k in 0..<min(x.count, y.count) { largest = max(largest, abs(Int(x[k]) - Int(y[k]))) }
            }
        }
        return largest
    }

    @Test(
        "a flung gallery redraws the flung cell, and each frame is the whole frame's, flat, in 3D and under keylines",
        arguments: [
            (CarouselEffect.none, nil), (.coverflow, nil), (.timeMachine, nil), (.none, CarouselLayout.Keylines.multiBrowse),
        ] as [(CarouselEffect, CarouselLayout.Keylines?)])
    func galleryFramesMatchWholeFrames(effect: CarouselEffect, keylines: CarouselLayout.Keylines?) throws {
        let partial = try RenderedScene(scene: .gallery, effect: effect, keylines: keylines)
        let whole = try RenderedScene(scene: .gallery, effect: effect, keylines: keylines, redrawsOnlyChanges: false)
        try partial.warmUp()
        try whole.warmUp()
        let target = 1280 * 720
        var worst = (difference: 0, frame: -1)
        var redrawn = 0
        let frames = 2 * RenderFlinger.cycleFrames
        for frame in 0..<frames {
            try partial.frame()
            try whole.frame()
            redrawn += partial.renderer.statistics.pixelsRedrawnLastFrame
            #expect(whole.renderer.statistics.pixelsRedrawnLastFrame == target)
            // Every frame in the first cycle, every fifth in the second (a frame is slow to compare
            // in a debug build).
            guard frame < RenderFlinger.cycleFrames || frame % 5 == 0 else { continue }
            let difference = Self.largestDifference(try partial.surface.readPixels(), try whole.surface.readPixels())
            if difference > worst.difference { worst = (difference, frame) }
        }
        // A group's bitmap made once it holds still shows from the next frame: it differs from what
        // stood for it by rounding (within 3 levels: `GeometryGroups`).
        #expect(
            worst.difference <= 3,
            "\(effect.rawValue) \(keylines?.rawValue ?? "plain"): frame \(worst.frame) differs from the whole frame by \(worst.difference) levels"
        )
        // The flung cell is about a tenth of the window; the frame after one that made a group's
        // bitmap is drawn whole (`RendererConfiguration.redrawsOnlyChanges`). Flung for real (the
        // fixture pressed on the window's corner before, where nothing moved), 21–22 % in the flat
        // and time-machine galleries.
        let share = Double(redrawn) / Double(frames * target)
        #expect(share < 0.25, "\(effect.rawValue) \(keylines?.rawValue ?? "plain"): \(Int(share * 100)) % of the pixels redrawn")
    }
}
