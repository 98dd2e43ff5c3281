import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// The run loop's frame clock is handed down a window's tree (issue 40: the clock is passed down,
/// nothing looks up the tree for it): every view of the tree has it, a subtree joining or leaving
/// takes or loses it whole, and a scroll view starts its motions at the time the run loop last passed.
@MainActor
@Suite("The frame clock is passed down the tree")
struct FrameClockTests {
    @Test("a subtree joining a window takes its clock whole; leaving it, loses it")
    func handedDown() {
        let root = WindowRoot(size: CGSize(width: 200, height: 100))
        #expect(root.frameClock === root.animationDriver)
        let branch = View()
        let leaf = ScrollView()
        branch.addSubview(leaf)
        #expect(branch.frameClock == nil && leaf.frameClock == nil, "outside a window: no clock")
        root.addSubview(branch)
        #expect(branch.frameClock === root.animationDriver && leaf.frameClock === root.animationDriver)
        let late = View()
        leaf.addSubview(late)
        #expect(late.frameClock === root.animationDriver, "a view added later to the tree")
        branch.removeFromSuperview()
        #expect(branch.frameClock == nil && leaf.frameClock == nil && late.frameClock == nil)
        let other = WindowRoot(size: CGSize(width: 50, height: 50))
        other.addSubview(branch)
        #expect(late.frameClock === other.animationDriver, "moved to another window: its clock")
    }

    @Test("an animated scroll starts at the time the run loop last passed down, and is ticked by it")
    func scrollViewUsesTheClock() {
        let root = WindowRoot(size: CGSize(width: 200, height: 100))
        let scrollView = ScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 2000, height: 100)
        root.addSubview(scrollView)
        _ = root.frame(at: 10)
        scrollView.setContentOffset(CGPoint(x: 500, y: 0), animated: true)
        #expect(root.animationDriver.contains(scrollView), "the window's clock ticks it")
        _ = root.frame(at: 10)
        #expect(scrollView.contentOffset.x == 0, "no time has passed since the animation began")
        _ = root.frame(at: 10.05)
        #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.x < 500)
        _ = root.frame(at: 12)
        #expect(scrollView.contentOffset.x == 500)
    }
}
