import Foundation
import Testing

@testable import ScrollKit

/// `View.drawMask` and `View.projection` (issue 29): what is drawn, what is hit, and the order
/// projected subviews are drawn and hit-tested in.
@MainActor
@Suite("Draw masks and projections")
struct MaskAndProjectionTests {
    static let red = Color(hex: 0xFF0000)

    /// root 600×300 ── strip (0,0 600×300) ── card (100,50 300×200), red, rasterised, corners 12
    private func makeTree() -> (root: View, strip: View, card: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        let strip = View(frame: root.bounds)
        let card = View(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
        card.backgroundColor = Self.red
        card.cornerRadius = 12
        card.shouldRasterize = true
        root.addSubview(strip)
        strip.addSubview(card)
        return (root, strip, card)
    }

    private func groups(_ root: View) -> [RasterGroup] {
        root.makeDisplayList(textMeasurer: nil).commands.compactMap {
            if case .beginRasterGroup(let group) = $0 { return group }
            return nil
        }
    }

    @Test("a mask shows its part of the full-size content, moved by its offset; the content keeps its size")
    func maskDrawing() {
        let tree = makeTree()
        tree.card.drawMask = DrawMask(rect: CGRect(x: 100, y: 0, width: 100, height: 200), offset: CGPoint(x: -40, y: 0))
        let group = groups(tree.root).first
        #expect(group?.rect == CGRect(x: 60, y: 50, width: 300, height: 200), "the content is laid out at full size")
        #expect(group?.mask == CGRect(x: 160, y: 50, width: 100, height: 200))
        #expect(group?.drawnMask == CGRect(x: 160, y: 50, width: 100, height: 200))
        #expect(group?.cornerRadius == 12)
        #expect(tree.card.drawnFrame == CGRect(x: 160, y: 50, width: 100, height: 200))
    }

    @Test("a view drawn command by command is clipped to its mask")
    func maskClip() {
        let tree = makeTree()
        tree.card.shouldRasterize = false
        tree.card.drawMask = DrawMask(rect: CGRect(x: 0, y: 0, width: 50, height: 200))
        let commands = tree.root.makeDisplayList(textMeasurer: nil).commands
        #expect(commands.first == .pushClip(CGRect(x: 100, y: 50, width: 50, height: 200)), "\(commands)")
    }

    @Test("a press in the blank a mask leaves goes past the item; inside the shown part it lands")
    func maskHits() {
        let tree = makeTree()
        tree.card.drawMask = DrawMask(rect: CGRect(x: 100, y: 0, width: 100, height: 200), offset: CGPoint(x: -40, y: 0))
        #expect(tree.root.hitTest(CGPoint(x: 200, y: 100)) === tree.card)
        #expect(tree.root.hitTest(CGPoint(x: 120, y: 100)) === tree.strip, "left of the mask: the blank")
        #expect(tree.root.hitTest(CGPoint(x: 300, y: 100)) === tree.strip, "right of the mask: the blank")
        #expect(tree.card.drawnContains(CGPoint(x: 255, y: 60)))
        #expect(!tree.card.drawnContains(CGPoint(x: 265, y: 60)))
    }

    @Test("a press in a corner a mask or a projection cuts off goes past the item; just inside the arc it lands")
    func cutCornersTakeNoPress() {
        let tree = makeTree()
        // The mask shows the card's (100, 0)–(200, 200), drawn at window (160, 50)–(260, 250), corners 12.
        tree.card.drawMask = DrawMask(rect: CGRect(x: 100, y: 0, width: 100, height: 200), offset: CGPoint(x: -40, y: 0))
        #expect(tree.root.hitTest(CGPoint(x: 161, y: 51)) === tree.strip, "the mask's cut top-left corner")
        #expect(tree.root.hitTest(CGPoint(x: 259, y: 249)) === tree.strip, "its cut bottom-right corner")
        #expect(tree.root.hitTest(CGPoint(x: 165, y: 55)) === tree.card, "inside the arc (4, 4 from the corner)")
        #expect(tree.root.hitTest(CGPoint(x: 161, y: 150)) === tree.card, "along the straight edge")
        tree.card.drawMask = nil
        let transform = Transform3D.perspective(eyeDistance: 500).rotated(angle: 0.3, x: 0, y: 1, z: 0)
        let projection = Projection3D(center: CGPoint(x: 250, y: 150), transform: transform)
        tree.card.projection = projection
        let corner = projection.project(CGPoint(x: -150 + 1, y: -100 + 1))!
        let inside = projection.project(CGPoint(x: -150 + 5, y: -100 + 5))!
        #expect(tree.root.hitTest(corner) === tree.strip, "the projected card's cut corner")
        #expect(tree.root.hitTest(inside) === tree.card)
        tree.card.projection = nil
        #expect(tree.root.hitTest(CGPoint(x: 101, y: 51)) === tree.card, "flat, the whole bounds take presses, as in UIKit")
        // Drawn command by command, a masked view is clipped to the mask's plain rectangle.
        tree.card.shouldRasterize = false
        tree.card.drawMask = DrawMask(rect: CGRect(x: 100, y: 0, width: 100, height: 200), offset: CGPoint(x: -40, y: 0))
        #expect(tree.root.hitTest(CGPoint(x: 161, y: 51)) === tree.card, "not rasterised: the mask's corner is drawn")
        #expect(View.rounded(CGRect(x: 0, y: 0, width: 10, height: 4), radius: 8, contains: CGPoint(x: 0.2, y: 2)))
        #expect(!View.rounded(CGRect(x: 0, y: 0, width: 10, height: 4), radius: 8, contains: CGPoint(x: 0.2, y: 0.2)))
    }

    @Test("a projected view is a raster group through the projection, in window points; its bounding box is what it covers")
    func projectionDrawing() {
        let tree = makeTree()
        tree.card.shouldRasterize = false
        tree.strip.bounds.origin = CGPoint(x: 50, y: 0) // the strip scrolled by 50
        let transform = Transform3D.perspective(eyeDistance: 500).rotated(angle: 0.5, x: 0, y: 1, z: 0)
        tree.card.projection = Projection3D(center: CGPoint(x: 350, y: 150), transform: transform)
        let group = groups(tree.root).first
        #expect(group?.rect == CGRect(x: 50, y: 50, width: 300, height: 200))
        #expect(group?.projection?.center == CGPoint(x: 300, y: 150), "the strip's content space is the window's moved by −50")
        #expect(group?.projection?.transform == transform)
        let box = Projection3D(center: CGPoint(x: 300, y: 150), transform: transform).boundingBox(size: tree.card.bounds.size)
        #expect(group?.drawnRect == box)
    }

    @Test("a view showing its back draws nothing and takes no press")
    func backFace() {
        let tree = makeTree()
        let transform = Transform3D.perspective(eyeDistance: 500).rotated(angle: 2.5, x: 0, y: 1, z: 0)
        tree.card.projection = Projection3D(center: CGPoint(x: 300, y: 150), transform: transform)
        #expect(groups(tree.root).isEmpty)
        #expect(tree.root.hitTest(CGPoint(x: 300, y: 150)) === tree.strip)
        #expect(tree.card.drawnFrame.isNull)
    }

    @Test("a press reaches the point of the view drawn under it, through the projection")
    func projectionHits() {
        let tree = makeTree()
        let marker = View(frame: CGRect(x: 0, y: 0, width: 60, height: 200)) // the card's left fifth
        tree.card.addSubview(marker)
        let transform = Transform3D.perspective(eyeDistance: 500).rotated(angle: 0.8, x: 0, y: 1, z: 0)
        let projection = Projection3D(center: CGPoint(x: 300, y: 150), transform: transform)
        tree.card.projection = projection
        // Where the card's point (30, 100) (in the marker) and (250, 100) are drawn.
        let inMarker = projection.project(CGPoint(x: 30 - 150, y: 0))!
        let outside = projection.project(CGPoint(x: 250 - 150, y: 0))!
        #expect(tree.root.hitTest(inMarker) === marker)
        #expect(tree.root.hitTest(outside) === tree.card)
        #expect(tree.root.hitTest(CGPoint(x: 10, y: 10)) === tree.strip)
        let converted = tree.card.convert(inMarker, from: nil)
        #expect(abs(converted.x - 30) < 1e-6 && abs(converted.y - 100) < 1e-6)
        let back = tree.card.convert(CGPoint(x: 30, y: 100), to: nil)
        #expect(abs(back.x - inMarker.x) < 1e-6 && abs(back.y - inMarker.y) < 1e-6)
    }

    @Test("projected subviews are drawn back to front by depth and the nearest takes an overlapping press")
    func depthOrder() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        var cards: [View] = []
        for (index, z) in [CGFloat(0), -200, -100].enumerated() {
            let card = View(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 200, height: 100))
            card.shouldRasterize = true
            card.backgroundColor = Color(red: 0.1 * Double(index), green: 0, blue: 0)
            card.projection = Projection3D(
                center: CGPoint(x: 300, y: 150),
                transform: Transform3D.perspective(eyeDistance: 500).translated(x: CGFloat(index) * 20, y: 0, z: z))
            root.addSubview(card)
            cards.append(card)
        }
        let drawn = groups(root).map(\.rect.minX)
        #expect(drawn == [10, 20, 0], "farthest (z −200) first, nearest (z 0) last")
        #expect(root.hitTest(CGPoint(x: 300, y: 150)) === cards[0])
        #expect(View.frontmost(of: cards, at: CGPoint(x: 300, y: 150)) == 0)
        // Out of the nearest card's reach but inside the others': the next nearest.
        let right = CGPoint(x: 300 + 100 + 8, y: 150)
        #expect(!cards[0].drawnContains(right))
        #expect(View.frontmost(of: cards, at: right) == 2)
    }
}
