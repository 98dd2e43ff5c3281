import Foundation
import Testing

@testable import ScrollKit

/// `View.drawOffset` (issue 28: items sliding to their new places): what is drawn moves by the
/// offset (subviews with it), hit testing and conversions follow what is drawn, layout ignores it;
/// with `drawScale`, the offset applies after the scale.
@MainActor
@Suite("Draw-time offset")
struct DrawOffsetTests {
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// A view that counts its layout passes.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// root 400×200 ── card (100,50 200×100), red ── dot (20,20 10×10), blue
    private func makeTree() -> (root: View, card: CountingView, dot: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let card = CountingView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        card.backgroundColor = Self.red
        let dot = View(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = Self.blue
        root.addSubview(card)
        card.addSubview(dot)
        return (root, card, dot)
    }

    @Test("the card and its subview are drawn moved by the offset; zero draws as laid out")
    func drawing() {
        let tree = makeTree()
        tree.card.drawOffset = CGPoint(x: 30, y: -10)
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(commands.contains(.fill(CGRect(x: 130, y: 40, width: 200, height: 100), Self.red)), "\(commands)")
        #expect(commands.contains(.fill(CGRect(x: 150, y: 60, width: 10, height: 10), Self.blue)), "\(commands)")
        #expect(tree.card.drawnFrame == CGRect(x: 130, y: 40, width: 200, height: 100))
        tree.card.drawOffset = .zero
        let plain = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(plain.contains(.fill(CGRect(x: 100, y: 50, width: 200, height: 100), Self.red)), "\(plain)")
        #expect(tree.card.drawnFrame == tree.card.frame)
    }

    @Test("a press lands on the card only where it is drawn; conversions agree with the drawing")
    func hitTesting() {
        let tree = makeTree()
        tree.card.drawOffset = CGPoint(x: 150, y: 0)
        // Inside the laid-out frame, left of the drawn one: the root.
        #expect(tree.root.hitTest(CGPoint(x: 120, y: 100)) === tree.root)
        // Inside the drawn frame, right of the laid-out one: the card; its dot where it is drawn.
        #expect(tree.root.hitTest(CGPoint(x: 380, y: 100)) === tree.card)
        #expect(tree.root.hitTest(CGPoint(x: 275, y: 75)) === tree.dot)
        #expect(tree.dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 270, y: 70))
        #expect(tree.dot.convert(CGPoint(x: 270, y: 70), from: nil) == .zero)
    }

    @Test("layout ignores it: the frame stays, nothing is laid out again")
    func layoutIgnoresIt() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        tree.card.layoutIfNeeded()
        let before = tree.card.layouts
        tree.card.drawOffset = CGPoint(x: -40, y: 25)
        tree.root.layoutIfNeeded()
        tree.card.layoutIfNeeded()
        #expect(tree.card.layouts == before, "a draw offset is not a layout change")
        #expect(tree.card.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        #expect(tree.dot.frame == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test("with a draw scale: scaled about the anchor first, then moved; hits and conversions the same")
    func withScale() {
        let tree = makeTree()
        tree.card.drawScale = 0.5
        tree.card.drawScaleAnchor = CGPoint(x: 0, y: 0.5) // the middle of the left edge: (100, 100)
        tree.card.drawOffset = CGPoint(x: 30, y: -10)
        let drawn = CGRect(x: 130, y: 65, width: 100, height: 50)
        #expect(tree.card.drawnFrame == drawn)
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(commands.contains(.fill(drawn, Self.red)), "\(commands)")
        #expect(commands.contains(.fill(CGRect(x: 140, y: 75, width: 5, height: 5), Self.blue)), "\(commands)")
        #expect(tree.root.hitTest(CGPoint(x: 225, y: 110)) === tree.card)
        #expect(tree.root.hitTest(CGPoint(x: 110, y: 100)) === tree.root, "laid out and scaled, but not moved")
        #expect(tree.root.hitTest(CGPoint(x: 142, y: 77)) === tree.dot)
        #expect(tree.dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 140, y: 75))
        #expect(tree.dot.convert(CGPoint(x: 140, y: 75), from: nil) == .zero)
    }
}
