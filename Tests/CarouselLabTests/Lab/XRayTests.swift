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

    /// The item view of technique 0 showing logical item `index` (not a clone), and its slot in window points.
    func itemView(_ lab: ShellHarness, index: Int) throws -> (View, CGRect) {
        let carousel = lab.carousel()
        var found: (View, CGRect)?
        carousel.forEachItemView { view, item in
            if item.index == index, !item.isClone, found == nil {
                found = (view, carousel.inspectedScrollView.convert(item.frame, to: nil))
            }
        }
        return try #require(found)
    }

    @Test("a masked item is outlined where its shown part is drawn, labelled with the mask's length, not at its slot")
    func keylineMask() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        lab.frames(2)
        let (view, slot) = try itemView(lab, index: 0)
        #expect(strokes(lab.driver.frame(), XRayOverlay.slotColor).contains(slot), "unmasked: its slot")
        view.drawMask = DrawMask(rect: CGRect(x: 40, y: 0, width: 96, height: view.bounds.height), offset: CGPoint(x: -30, y: 0))
        let list = lab.driver.frame()
        // The shown part: 40 pt into the slot, moved 30 pt back, 96 pt long.
        let shown = CGRect(x: slot.minX + 10, y: slot.minY, width: 96, height: slot.height)
        #expect(strokes(list, XRayOverlay.keylineColor) == [shown])
        #expect(!strokes(list, XRayOverlay.slotColor).contains(slot), "the slot is not outlined")
        #expect(texts(list).contains("k 96"))
        #expect(XRayOverlay.keylineText(42.5) == "k 42.5" && XRayOverlay.keylineText(95.99) == "k 96")
        view.drawMask = nil
        #expect(strokes(lab.driver.frame(), XRayOverlay.keylineColor).isEmpty, "no mask, no keyline outline")
    }

    @Test("a mask is labelled with its length along the strip, not across it")
    func keylineMaskAlongTheStrip() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        lab.frames(2)
        let (view, _) = try itemView(lab, index: 0)
        view.drawMask = DrawMask(rect: CGRect(x: 0, y: 0, width: 50, height: 70))
        // The strip is horizontal: the label is the mask's width along it.
        #expect(texts(lab.driver.frame()).contains("k 50"))
    }

    @Test("a projected item is outlined by its projected bounding box and a dot at each projected corner")
    func projection() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.xray.isHidden = false
        lab.frames(2)
        let (view, slot) = try itemView(lab, index: 0)
        let superview = try #require(view.superview)
        // Turned 40° about the vertical axis, seen from 500 pt: a trapezoid, one side taller.
        let transform = Transform3D.rotation(angle: 40 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 500))
        view.projection = Projection3D(center: CGPoint(x: view.frame.midX, y: view.frame.midY), transform: transform)
        let list = lab.driver.frame()
        let size = view.bounds.size
        let corners = [
            CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
            CGPoint(x: size.width / 2, y: size.height / 2), CGPoint(x: -size.width / 2, y: size.height / 2),
        ].map { q in
            let h = transform.apply(x: q.x, y: q.y, z: 0)
            return superview.convert(CGPoint(x: view.frame.midX + h.x / h.w, y: view.frame.midY + h.y / h.w), to: nil)
        }
        // A real trapezoid: the two vertical edges differ in height.
        #expect(abs((corners[2].y - corners[1].y) - (corners[3].y - corners[0].y)) > 10)
        let dots = fills(list, XRayOverlay.projectionColor)
        #expect(dots.count == 4)
        for corner in corners {
            #expect(dots.contains { abs($0.midX - corner.x) < 1e-6 && abs($0.midY - corner.y) < 1e-6 }, "\(corner) in \(dots)")
        }
        let box = try #require(strokes(list, XRayOverlay.projectionColor).first)
        #expect(abs(box.minX - corners.map(\.x).min()!) < 1e-6 && abs(box.maxX - corners.map(\.x).max()!) < 1e-6)
        #expect(abs(box.minY - corners.map(\.y).min()!) < 1e-6 && abs(box.maxY - corners.map(\.y).max()!) < 1e-6)
        #expect(box != slot)
        #expect(!strokes(list, XRayOverlay.slotColor).contains(slot), "the slot is not outlined")
        // Turned away (more than a quarter turn): nothing is drawn, so no box; its slot's centre is marked.
        view.projection = Projection3D(
            center: CGPoint(x: view.frame.midX, y: view.frame.midY),
            transform: Transform3D.rotation(angle: .pi * 0.9, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500)))
        let away = lab.driver.frame()
        #expect(strokes(away, XRayOverlay.projectionColor).isEmpty)
        #expect(fills(away, XRayOverlay.projectionColor) == [XRayOverlay.dot(at: CGPoint(x: slot.midX, y: slot.midY))])
    }
}
