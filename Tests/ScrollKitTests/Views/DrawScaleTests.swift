import Foundation
import Testing

@testable import ScrollKit

/// `View.drawScale`: what is drawn is scaled about the anchor (subviews, radii and clips with it), and
/// hit testing and conversions follow what is drawn.
@MainActor
@Suite("Draw-time scale")
struct DrawScaleTests {
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// root 400×200 ── card (100,50 200×100), red, corners 10 ── dot (20,20 10×10), blue
    private func makeTree() -> (root: View, card: View, dot: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let card = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        card.backgroundColor = Self.red
        card.cornerRadius = 10
        let dot = View(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = Self.blue
        root.addSubview(card)
        card.addSubview(dot)
        return (root, card, dot)
    }

    /// Scales `view` to half its size about the middle of its left edge.
    private func scaleToHalfFromLeftEdge(_ view: View) {
        view.drawScale = 0.5
        view.drawScaleAnchor = CGPoint(x: 0, y: 0.5)
    }

    @Test("scaled about its left edge, the card and its subview are drawn at half size from there")
    func drawing() {
        let tree = makeTree()
        scaleToHalfFromLeftEdge(tree.card)
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(
            commands.contains(.roundedFill(CGRect(x: 100, y: 75, width: 100, height: 50), radius: 5, Self.red)), "\(commands)")
        #expect(commands.contains(.fill(CGRect(x: 110, y: 85, width: 5, height: 5), Self.blue)), "\(commands)")
        #expect(tree.card.drawnFrame == CGRect(x: 100, y: 75, width: 100, height: 50))
        // Back to 1: as laid out.
        tree.card.drawScale = 1
        let plain = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(plain.contains(.roundedFill(CGRect(x: 100, y: 50, width: 200, height: 100), radius: 10, Self.red)))
    }

    @Test("a rasterized view drawn scaled and dimmed stays one group: its commands as laid out, drawn into the scaled rect")
    func rasterizedScaledAndDimmed() {
        let tree = makeTree()
        tree.card.shouldRasterize = true
        scaleToHalfFromLeftEdge(tree.card)
        let dim = Color.black.withAlpha(0.25)
        tree.card.dimming = dim
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        let laidOut = CGRect(x: 100, y: 50, width: 200, height: 100)
        let group = RasterGroup(laidOut, drawnIn: CGRect(x: 100, y: 75, width: 100, height: 50), dimming: dim, cornerRadius: 10)
        #expect(commands.first == .beginRasterGroup(group), "\(commands)")
        #expect(group.scale == 0.5 && !group.isPlain)
        // Inside, at full size: the renderer scales the one bitmap.
        #expect(commands.contains(.roundedFill(laidOut, radius: 10, Self.red)), "\(commands)")
        #expect(commands.contains(.fill(CGRect(x: 120, y: 70, width: 10, height: 10), Self.blue)), "\(commands)")
        #expect(commands.last == .endRasterGroup)
        #expect(!commands.contains { if case .roundedFill(_, _, dim) = $0 { true } else { false } }, "the dimming is the group's")
        // Not rasterized: the dimming is laid over after it, scaled with it.
        tree.card.shouldRasterize = false
        let direct = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(direct.last == .roundedFill(CGRect(x: 100, y: 75, width: 100, height: 50), radius: 5, dim), "\(direct)")
    }

    @Test("a rasterized view inside a scaled one: its group is drawn where the outer scale puts it")
    func nestedGroupUnderScale() {
        let tree = makeTree()
        tree.dot.shouldRasterize = true
        scaleToHalfFromLeftEdge(tree.card)
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        let dot = CGRect(x: 120, y: 70, width: 10, height: 10)
        #expect(commands.contains(.beginRasterGroup(RasterGroup(dot, drawnIn: CGRect(x: 110, y: 85, width: 5, height: 5)))))
        #expect(commands.contains(.fill(dot, Self.blue)), "\(commands)")
    }

    @Test("a clip inside a scaled view is scaled with it; the clip outside still culls")
    func clips() {
        let tree = makeTree()
        tree.card.clipsToBounds = true
        tree.card.drawScale = 0.5 // about the centre (200, 100)
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(commands.contains(.pushClip(CGRect(x: 150, y: 75, width: 100, height: 50))), "\(commands)")
    }

    @Test("a press lands on a scaled view only where it is drawn")
    func hitTesting() {
        let tree = makeTree()
        scaleToHalfFromLeftEdge(tree.card)
        // Inside the laid-out frame, outside the drawn one: the root.
        #expect(tree.root.hitTest(CGPoint(x: 250, y: 100)) === tree.root)
        #expect(tree.root.hitTest(CGPoint(x: 150, y: 60)) === tree.root)
        // Inside the drawn frame: the card, and its dot where the dot is drawn.
        #expect(tree.root.hitTest(CGPoint(x: 150, y: 100)) === tree.card)
        #expect(tree.root.hitTest(CGPoint(x: 112, y: 87)) === tree.dot)
        // Conversions agree with the drawing.
        #expect(tree.dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 85))
        #expect(tree.dot.convert(CGPoint(x: 110, y: 85), from: nil) == .zero)
    }
}
