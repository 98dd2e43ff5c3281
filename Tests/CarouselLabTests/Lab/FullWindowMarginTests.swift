import CarouselLabCore
import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// A full-window technique's margin goes across its axis: seed A's geometry (the centred banner 16 pt
/// from each end of the window along the axis, the ears at those ends) holds for a vertical strip as
/// for a horizontal one.
@MainActor
@Suite("Full-window scenes: the margin across the axis")
struct FullWindowMarginTests {
    /// Seed A full-window in a window of `size` along `flow`: the item views' frames in the window,
    /// in item order, and the window.
    func bannerFrames(flow: ItemFlow, size: CGSize) -> [CGRect] {
        let content = SceneKind.banners.makeContent(
            banners: (0..<5).map { Banner(title: "Banner \($0)", subtitle: "", image: ImageReference("/banners/\($0).png")) },
            layout: .standard,
            flow: flow, log: nil)
        let driver = FrameDriver(size: size, containing: content.view)
        content.view.frame = CGRect(origin: .zero, size: size)
        driver.frames(2)
        var frames: [CGRect] = []
        content.techniques[0].carousel.forEachItemView { view, _ in frames.append(view.convert(view.bounds, to: nil)) }
        return frames
    }

    @Test("vertical seed A: the centred banner at 16…784 of an 800 pt window, the ears at the top and bottom edges")
    func vertical() {
        let frames = bannerFrames(flow: .vertical, size: CGSize(width: 600, height: 800))
        #expect(frames.count == 3)
        let centred = frames[1]
        #expect(abs(centred.minY - 16) < 0.5 && abs(centred.maxY - 784) < 0.5, "\(centred)")
        #expect(frames[0].maxY > 0 && frames[0].maxY <= 8.5, "the ear above, touching the top: \(frames[0])")
        #expect(frames[2].minY < 800 && frames[2].minY >= 791.5, "the ear below, touching the bottom: \(frames[2])")
        #expect(centred.minX >= 16, "a margin from the window's left edge across the axis: \(centred)")
    }

    @Test("horizontal seed A: the centred banner 16 pt from the left and right edges, a margin above")
    func horizontal() {
        let frames = bannerFrames(flow: .horizontal, size: CGSize(width: 800, height: 500))
        let centred = frames[1]
        #expect(abs(centred.minX - 16) < 0.5 && abs(centred.maxX - 784) < 0.5, "\(centred)")
        #expect(centred.minY >= 16, "\(centred)")
    }
}
