import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("X-ray overlay")
struct XRayTests {
    func strokes(_ list: DisplayList, _ color: Color) -> [CGRect] {
        list.commands.compactMap { if case .stroke(let rect, _, _, let c) = $0, c == color { return rect } else { return nil } }
    }

    func fills(_ list: DisplayList, _ color: Color) -> [CGRect] {
        list.commands.compactMap { if case .fill(let rect, let c) = $0, c == color { return rect } else { return nil } }
    }

    func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case .text(let text, _, _, _, _) = $0 { return text } else { return nil } }
    }

    @Test("hidden, it draws nothing; shown, it outlines every technique's scroll view over the scene")
    func outlines() {
        let lab = ShellHarness(scene: .gallery)
        let plain = lab.driver.frame()
        #expect(strokes(plain, XRayOverlay.frameColor).isEmpty)
        lab.driver.key(.character("x"))
        let list = lab.driver.frame()
        let frames = strokes(list, XRayOverlay.frameColor)
        #expect(frames.count == 7)
        for technique in lab.shell.content.techniques {
            let scrollView = technique.carousel.inspectedScrollView
            #expect(frames.contains(scrollView.superview!.convert(scrollView.frame, to: nil)), "\(technique.kind)")
        }
        // Over the scene: after every banner image and title.
        let lastImage = list.commands.lastIndex { if case .image = $0 { return true } else { return false } } ?? 0
        let firstOutline =
            list.commands.firstIndex {
                if case .stroke(_, _, _, let c) = $0 { return c == XRayOverlay.frameColor } else { return false }
            } ?? 0
        #expect(firstOutline > lastImage)
    }

    @Test("slots carry their logical index, clones are tinted, the offset is printed")
    func slotsAndClones() {
        let lab = ShellHarness(scene: .picker, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        let list = lab.driver.frame()
        let labels = texts(list)
        #expect(labels.contains("#0") && labels.contains("#1") && labels.contains("#6 clone"))
        #expect(fills(list, XRayOverlay.cloneTint).count == 1)
        let offset = lab.carousel().inspectedScrollView.contentOffset.x
        #expect(labels.contains(String(format: "x = %.1f", offset)))
        #expect(fills(list, XRayOverlay.forwardingTint).count == 2)
    }

    @Test("while it moves, the landing is marked; at rest it is not")
    func landing() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        lab.frames(2)
        #expect(!texts(lab.driver.frame()).contains { $0.hasPrefix("lands ") })
        lab.driver.key(.right)
        lab.frame()
        let target = try #require(lab.carousel().inspectedScrollView.restingTarget)
        #expect(texts(lab.driver.frame()).contains(String(format: "lands %.1f", target.x)))
    }

    @Test("a jump flashes with its Δ, then fades within the flash duration")
    func flash() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.shell.xray.isHidden = false
        lab.frames(2)
        lab.driver.key(.right)
        lab.wait(0.2) // the animation crosses the recentre threshold: one jump back one step
        let step = (lab.carousel() as! RecyclingCarousel).step
        #expect(lab.shell.xray.flashingDeltas == [-step])
        #expect(texts(lab.driver.frame()).contains(String(format: "jump Δ %+.1f", -step)))
        lab.wait(XRayOverlay.flashDuration + 0.1)
        #expect(lab.shell.xray.flashingDeltas.isEmpty)
        #expect(lab.events(named: "recentred").count == 1)
        let jump = try EventLine.read(try #require(lab.events(named: "recentred").first))
        #expect(jump.body == .recentred(.init(delta: EventLine.rounded(-step))))
    }

    @Test("the recentre thresholds are drawn where the centre line would make the strip jump")
    func thresholds() throws {
        let lab = ShellHarness(scene: .tiling, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        lab.frames(2)
        let tiling = lab.carousel()
        let range = try #require(tiling.recentreRange)
        let frame = tiling.superview!.convert(tiling.frame, to: nil)
        let lines = fills(lab.driver.frame(), XRayOverlay.thresholdColor).map(\.midX)
        let offset = tiling.inspectedScrollView.contentOffset.x
        for bound in [range.lowerBound, range.upperBound] {
            #expect(lines.contains { abs($0 - (frame.midX + bound - offset)) < 1e-6 })
        }
    }
}
