import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("Display list")
struct DisplayListTests {
    @Test("a small tree draws background, content, subviews and border in order, in window coordinates")
    func contentsAndOrder() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .black
        let card = View(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        card.backgroundColor = .white
        card.cornerRadius = 8
        card.borderWidth = 2
        card.borderColor = Color(hex: 0xFF0000)
        let image = ImageView(frame: CGRect(x: 10, y: 10, width: 50, height: 40), image: ImageReference("/tmp/a.png"))
        image.cornerRadius = 4
        let shade = GradientView(frame: CGRect(x: 0, y: 80, width: 200, height: 20), from: .clear, to: .black)
        root.addSubview(card)
        card.addSubview(image)
        card.addSubview(shade)

        let list = root.makeDisplayList(textMeasurer: nil)
        #expect(
            list.commands == [
                .fill(CGRect(x: 0, y: 0, width: 300, height: 200), .black),
                .roundedFill(CGRect(x: 20, y: 30, width: 200, height: 100), radius: 8, .white),
                .image(
                    ImageReference("/tmp/a.png"), CGRect(x: 30, y: 40, width: 50, height: 40), contentMode: .scaleAspectFill,
                    cornerRadius: 4),
                .linearGradient(CGRect(x: 20, y: 110, width: 200, height: 20), from: .clear, to: .black, axis: .vertical),
                .stroke(CGRect(x: 20, y: 30, width: 200, height: 100), radius: 8, width: 2, Color(hex: 0xFF0000)),
            ])
    }

    @Test("a rasterised view is one group: clipped to itself alone, its opacity outside, its own from 1 inside")
    func rasterGroup() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let strip = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        strip.clipsToBounds = true
        strip.alpha = 0.5
        let banner = View(frame: CGRect(x: 60, y: 10, width: 80, height: 40))
        banner.shouldRasterize = true
        banner.alpha = 0.8
        banner.backgroundColor = .white
        let title = View(frame: CGRect(x: 50, y: 5, width: 50, height: 10)) // past the banner's right edge
        title.backgroundColor = .black
        title.alpha = 0.25
        root.addSubview(strip)
        strip.addSubview(banner)
        banner.addSubview(title)

        var list = root.makeDisplayList(textMeasurer: nil)
        #expect(
            list.commands == [
                .pushAlpha(0.5),
                .pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)),
                .pushAlpha(0.4),
                .beginRasterGroup(RasterGroup(CGRect(x: 60, y: 10, width: 80, height: 40))),
                .fill(CGRect(x: 60, y: 10, width: 80, height: 40), .white),
                // Drawn though outside the strip's clip (the group's bitmap is whole); from opacity 1.
                .pushAlpha(0.25),
                .fill(CGRect(x: 110, y: 15, width: 50, height: 10), .black),
                .popAlpha,
                .endRasterGroup,
                .popAlpha,
                .popClip,
                .popAlpha,
            ])

        banner.frame.origin.x = 120 // entirely outside the strip: nothing
        root.makeDisplayList(into: &list, textMeasurer: nil)
        #expect(
            list.commands == [
                .pushAlpha(0.5), .pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)), .pushAlpha(0.4), .popAlpha, .popClip,
                .popAlpha,
            ])
    }

    @Test("a colour composited over an opaque one is the colour blending would make")
    func compositedColour() {
        let over = Color.white.withAlpha(0.25).composited(over: Color(red: 0.2, green: 0.4, blue: 0))
        #expect(abs(over.red - 0.4) < 1e-9 && abs(over.green - 0.55) < 1e-9 && abs(over.blue - 0.25) < 1e-9 && over.alpha == 1)
        #expect(Color(hex: 0x102030).composited(over: .white) == Color(hex: 0x102030))
    }

    @Test("nested clips arrive intersected, and an empty intersection draws nothing inside")
    func clipNesting() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.clipsToBounds = true
        let inner = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        inner.clipsToBounds = true
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        leaf.backgroundColor = .white
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)

        var list = root.makeDisplayList(textMeasurer: nil)
        #expect(
            list.commands == [
                .pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)),
                .pushClip(CGRect(x: 50, y: 50, width: 50, height: 50)),
                .fill(CGRect(x: 50, y: 50, width: 10, height: 10), .white),
                .popClip,
                .popClip,
            ])

        inner.frame.origin = CGPoint(x: 150, y: 0) // now entirely outside `outer`
        root.makeDisplayList(into: &list, textMeasurer: nil)
        #expect(list.commands == [.pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)), .popClip])
    }

    @Test("opacities multiply down the tree; hidden views draw nothing")
    func alphaNesting() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = View(frame: root.bounds)
        half.alpha = 0.5
        let quarter = View(frame: root.bounds)
        quarter.alpha = 0.5
        quarter.backgroundColor = .white
        let hidden = View(frame: root.bounds)
        hidden.backgroundColor = .white
        hidden.isHidden = true
        root.addSubview(half)
        half.addSubview(quarter)
        root.addSubview(hidden)
        let list = root.makeDisplayList(textMeasurer: nil)
        #expect(list.commands == [.pushAlpha(0.5), .pushAlpha(0.25), .fill(root.bounds, .white), .popAlpha, .popAlpha])
    }

    @Test("scrolling (bounds.origin) moves subviews, and leaves off-screen leaves out")
    func scrolledContent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let strip = View(frame: root.bounds)
        for index in 0..<5 {
            let tile = View(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 100))
            tile.backgroundColor = Color(red: Double(index) / 4, green: 0, blue: 0)
            strip.addSubview(tile)
        }
        root.addSubview(strip)
        strip.bounds.origin.x = 250
        let fills = root.makeDisplayList(textMeasurer: nil).commands.compactMap { command -> CGFloat? in
            if case .fill(let rect, _) = command { return rect.minX }
            return nil
        }
        #expect(fills == [-50, 50])
    }

    @Test("a label truncates with an ellipsis at its width, measuring only once per change")
    func labelTruncation() {
        let measurer = FixedWidthTextMeasurer(advance: 0.5) // 10 pt per character at 20 pt: 10 characters fit in 100 pt
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = Label(
            frame: CGRect(x: 16, y: 16, width: 100, height: 30), text: "Summer sale up to forty",
            font: Font(size: 20, weight: .bold))
        root.addSubview(label)
        var list = root.makeDisplayList(textMeasurer: measurer)
        #expect(
            list.commands == [
                .text(
                    "Summer sa…", CGRect(x: 16, y: 16, width: 100, height: 30), font: Font(size: 20, weight: .bold),
                    color: .white, alignment: .left)
            ])
        let measured = measurer.measurements
        root.makeDisplayList(into: &list, textMeasurer: measurer)
        #expect(measurer.measurements == measured, "a steady frame measures nothing")

        label.text = "Short"
        root.makeDisplayList(into: &list, textMeasurer: measurer)
        #expect(list.commands.first == .text("Short", label.frame, font: label.font, color: .white, alignment: .left))
        label.frame.size.width = 5
        root.makeDisplayList(into: &list, textMeasurer: measurer)
        #expect(list.commands.isEmpty, "not even the ellipsis fits")
    }

    @Test("truncation trims trailing spaces before the ellipsis and keeps whole characters")
    func truncationEdges() {
        let measurer = FixedWidthTextMeasurer(advance: 1)
        let font = Font(size: 10)
        #expect(Label.truncate("ab cd", toWidth: 40, font: font, measuring: measurer) == "ab…")
        #expect(Label.truncate("ÄÖÜ✓ok", toWidth: 60, font: font, measuring: measurer) == "ÄÖÜ✓ok")
        #expect(Label.truncate("ÄÖÜ✓ok", toWidth: 30, font: font, measuring: measurer) == "ÄÖ…")
        #expect(Label.truncate("abc", toWidth: 10, font: font, measuring: measurer) == "…")
    }
}

@MainActor
@Suite("Display list storage")
struct DisplayListStorageTests {
    @Test("a steady frame reuses last frame's storage instead of allocating a new buffer")
    func storageIsReused() {
        let root = WindowRoot(size: CGSize(width: 200, height: 100))
        for index in 0..<20 {
            let view = View(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: 8))
            view.backgroundColor = .white
            root.addSubview(view)
        }
        func storage(at time: Timestamp) -> UnsafeRawPointer? {
            root.frame(at: time).commands.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let first = storage(at: 1)
        #expect(first != nil)
        for frame in 2...10 {
            #expect(storage(at: Timestamp(frame)) == first, "frame \(frame) moved to a new buffer")
        }
    }
}
