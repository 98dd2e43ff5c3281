import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// `Renderer.render(_:in:background:)` on the library's own targets, and PNG files read back.
    @Suite @MainActor struct RectangleRendering {
        @Test func aRectangleAtTwoPixelsPerPointIsDrawnInItsPixelsOnly() throws {
            let h = try Headless(width: 100, height: 60, pixelScale: 2)
            try h.renderer.render(DisplayList(), clearColor: .black)
            var list = DisplayList()
            list.append(.fill(CGRect(x: -100, y: -100, width: 500, height: 500), red))
            list.append(.fill(CGRect(x: 0, y: 0, width: 5, height: 5), green))
            // 10,10 20×15 points: pixels 20..<60 × 20..<50.
            try h.renderer.render(list, in: CGRect(x: 10, y: 10, width: 20, height: 15))
            let pixels = try h.surface.readPixels()
            #expect(pixels.width == 200 && pixels.height == 120)
            #expect(close(pixels.pixel(x: 20, y: 20), .greenPixel) && close(pixels.pixel(x: 29, y: 29), .greenPixel))
            #expect(close(pixels.pixel(x: 30, y: 30), .redPixel) && close(pixels.pixel(x: 59, y: 49), .redPixel))
            for (x, y) in [(19, 20), (20, 19), (60, 49), (59, 50), (100, 100), (0, 0)] {
                #expect(close(pixels.pixel(x: x, y: y), .black), "(\(x), \(y)) is outside the rectangle")
            }
        }

        @Test func aWholeFrameAfterARectangleIsDrawnAsBefore() throws {
            // The window path after the embedding path: no viewport or clip left behind.
            let h = try Headless(width: 100, height: 60)
            var small = DisplayList()
            small.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), green))
            try h.renderer.render(small, in: CGRect(x: 50, y: 30, width: 10, height: 10), background: blue)
            let pixels = try h.draw([.fill(CGRect(x: 0, y: 0, width: 10, height: 10), red)])
            #expect(close(pixels.pixel(x: 0, y: 0), .redPixel) && close(pixels.pixel(x: 9, y: 9), .redPixel))
            #expect(close(pixels.pixel(x: 55, y: 35), .black), "the whole frame was cleared, not the rectangle only")
        }

        @Test func aScreenshotReadsBackAsTheSamePixels() throws {
            let h = try Headless(width: 40, height: 30)
            let drawn = try h.draw([
                .fill(CGRect(x: 5, y: 5, width: 20, height: 10), red), .fill(CGRect(x: 0, y: 20, width: 40, height: 10), blue),
            ])
            let folder = try temporaryDirectory()
            let path = folder.appendingPathComponent("shot.png").path
            try drawn.writePNG(to: path)
            let read = try PixelBuffer(pngFile: path)
            #expect(read.width == 40 && read.height == 30)
            #expect(read.bytes == drawn.bytes)
        }

        @Test func aFileThatIsNotAPNGSaysWhatIsWrong() throws {
            let folder = try temporaryDirectory()
            let text = folder.appendingPathComponent("notes.png").path
            try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
            #expect {
                try PixelBuffer(pngFile: text)
            } throws: { error in
                "\(error)".contains("notes.png") && "\(error)".contains("not a PNG")
            }
            #expect {
                try PixelBuffer(pngFile: folder.path)
            } throws: { error in
                "\(error)".contains("folder")
            }
            #expect {
                try PixelBuffer(pngFile: folder.appendingPathComponent("missing.png").path)
            } throws: { error in
                "\(error)".contains("no such file")
            }
        }
    }
}
