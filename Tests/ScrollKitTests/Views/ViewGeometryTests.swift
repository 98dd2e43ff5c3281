import Foundation
import Testing

@testable import ScrollKit

@MainActor
@Suite("View geometry, hierarchy and layout")
struct ViewGeometryTests {
    @Test("frame, bounds and center stay consistent; a bounds resize keeps the center")
    func frameBoundsCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds = CGRect(x: 5, y: 0, width: 200, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: 20, width: 200, height: 50))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 0))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame.origin == CGPoint(x: -100, y: -25))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 0), "moving the frame leaves bounds.origin alone")
    }

    @Test("subviews: add, insert at, re-parent, remove; superview is weak")
    func hierarchy() {
        let parent = View()
        let a = View()
        let b = View()
        let c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(a.superview === parent)
        let other = View()
        other.addSubview(a)
        #expect(parent.subviews.count == 2 && a.superview === other)
        b.removeFromSuperview()
        #expect(b.superview == nil && parent.subviews.count == 1)
        #expect(c.isDescendant(of: parent) && !c.isDescendant(of: other))

        weak var weakParent: View?
        let orphan = View()
        do {
            let temporary = View()
            temporary.addSubview(orphan)
            weakParent = temporary
        }
        #expect(weakParent == nil && orphan.superview == nil)
    }

    @Test("convert points and rects through bounds origins, both ways")
    func convert() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let scroller = View(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        scroller.bounds.origin = CGPoint(x: 300, y: 0) // scrolled 300 pt right
        let item = View(frame: CGRect(x: 320, y: 10, width: 40, height: 40))
        root.addSubview(scroller)
        scroller.addSubview(item)
        #expect(item.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 70, y: 70))
        #expect(item.convert(CGPoint(x: 70, y: 70), from: nil) == .zero)
        #expect(item.convert(CGPoint(x: 5, y: 5), to: scroller) == CGPoint(x: 325, y: 15))
        #expect(scroller.convert(CGPoint(x: 325, y: 15), to: item) == CGPoint(x: 5, y: 5))
        #expect(item.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: root) == CGRect(x: 70, y: 70, width: 40, height: 40))
        #expect(root.convert(CGRect(x: 70, y: 70, width: 1, height: 1), to: item) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @MainActor
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test("only layoutIfNeeded lays out, once per dirtying; size changes dirty, moves do not")
    func layoutPass() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1, "a clean view is not laid out again")

        view.frame.origin = CGPoint(x: 5, y: 5)
        view.bounds.origin = CGPoint(x: 3, y: 0)
        view.center = CGPoint(x: 40, y: 40)
        view.layoutIfNeeded()
        #expect(view.layouts == 1, "moving or scrolling does not dirty layout")

        view.frame.size = CGSize(width: 20, height: 10)
        #expect(view.layouts == 1, "setting the frame does not lay out by itself")
        view.bounds.size = CGSize(width: 30, height: 10)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2, "several dirtyings before a pass cost one layout")
    }

    @Test("layoutIfNeeded reaches dirty descendants top-down, including views the parent just added")
    func layoutRecurses() {
        final class Parent: View {
            let child = CountingView()
            var order: [String] = []
            override func layoutSubviews() {
                order.append("parent")
                if child.superview == nil { addSubview(child) }
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.layoutIfNeeded()
        #expect(parent.child.layouts == 1)
        #expect(parent.child.frame.width == 50)
        parent.frame.size.width = 300
        parent.layoutIfNeeded()
        #expect(parent.child.frame.width == 150 && parent.child.layouts == 2)
    }
}
