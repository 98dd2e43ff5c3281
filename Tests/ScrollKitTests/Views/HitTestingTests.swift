import Foundation
import Testing

@testable import ScrollKit

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    /// root 400×300 ─┬─ back (0,0 200×200)
    ///               └─ front (100,100 200×150) ── child (10,10 50×50)
    private func makeTree() -> (root: View, back: View, front: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = View(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        return (root, back, front, child)
    }

    @Test("the frontmost view under the point wins")
    func frontmostWins() {
        let tree = makeTree()
        #expect(tree.root.hitTest(CGPoint(x: 250, y: 220)) === tree.front)
        #expect(tree.root.hitTest(CGPoint(x: 50, y: 50)) === tree.back)
        #expect(tree.root.hitTest(CGPoint(x: 120, y: 120)) === tree.child)
        #expect(tree.root.hitTest(CGPoint(x: 350, y: 20)) === tree.root)
        #expect(tree.root.hitTest(CGPoint(x: 401, y: 20)) == nil)
    }

    @Test("bringing a view to the front changes who is hit")
    func bringToFront() {
        let tree = makeTree()
        tree.root.bringSubviewToFront(tree.back)
        #expect(tree.root.subviews.last === tree.back)
        #expect(tree.root.hitTest(CGPoint(x: 150, y: 150)) === tree.back)
    }

    @Test(
        "hidden, non-interactive and nearly transparent views are skipped with their subviews",
        arguments: ["hidden", "noninteractive", "transparent"])
    func skippedViews(kind: String) {
        let tree = makeTree()
        switch kind {
        case "hidden": tree.front.isHidden = true
        case "noninteractive": tree.front.isUserInteractionEnabled = false
        default: tree.front.alpha = 0.01
        }
        #expect(tree.root.hitTest(CGPoint(x: 120, y: 120)) === tree.back)
        #expect(tree.root.hitTest(CGPoint(x: 250, y: 220)) === tree.root)
    }

    @Test("a view at alpha just above the threshold is still hit")
    func barelyVisibleIsHit() {
        let tree = makeTree()
        tree.front.alpha = 0.02
        #expect(tree.root.hitTest(CGPoint(x: 250, y: 220)) === tree.front)
    }

    @Test("shifting bounds.origin moves what the subviews are hit at")
    func boundsOriginShifts() {
        let tree = makeTree()
        tree.front.bounds.origin = CGPoint(x: 10, y: 10) // the child now sits at front's top-left
        #expect(tree.root.hitTest(CGPoint(x: 102, y: 102)) === tree.child)
        #expect(tree.root.hitTest(CGPoint(x: 155, y: 155)) === tree.front)
    }

    @Test(
        "a subview sticking out of its superview cannot be hit there, clipping or not",
        arguments: [false, true])
    func outsideParentIsNotHit(clips: Bool) {
        let tree = makeTree()
        tree.front.clipsToBounds = clips
        let outside = View(frame: CGRect(x: 190, y: 0, width: 100, height: 40)) // sticks out 90 pt right
        tree.front.addSubview(outside)
        #expect(tree.root.hitTest(CGPoint(x: 295, y: 110)) === outside)
        #expect(tree.root.hitTest(CGPoint(x: 350, y: 110)) === tree.root)
    }

    @Test("point(inside:) is in bounds space and can be overridden to grow the touch area")
    func pointInsideOverride() {
        final class Generous: View {
            override func point(inside point: CGPoint) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let generous = Generous(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        generous.bounds.origin = CGPoint(x: 1000, y: 1000)
        root.addSubview(generous)
        #expect(generous.point(inside: CGPoint(x: 1010, y: 1010)))
        #expect(!generous.point(inside: CGPoint(x: 10, y: 10)))
        #expect(root.hitTest(CGPoint(x: 85, y: 85)) === generous)
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === root)
    }
}
