import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@Suite struct ItemFlowTests {
    @Test(arguments: ItemFlow.tested)
    func logicalAndPhysicalMapBackAndForth(flow: ItemFlow) {
        let content: CGFloat = 1000
        let viewport: CGFloat = 300
        for logical: CGFloat in [-20, 0, 137.5, 700, 720] {
            let physical = flow.contentOffset(logical: logical, contentLength: content, viewportLength: viewport)
            #expect(flow.contentOffset(logical: physical, contentLength: content, viewportLength: viewport) == logical)
            #expect(flow.physical(flow.physical(logical, in: content), in: content) == logical)
        }
    }

    @Test func rightToLeftPutsTheStartAtTheRight() {
        let frame = ItemFlow.rightToLeft.frame(mainStart: 0, mainLength: 100, crossStart: 5, crossLength: 50, in: 400)
        #expect(frame == CGRect(x: 300, y: 5, width: 100, height: 50))
        #expect(ItemFlow.rightToLeft.logicalStart(of: frame, in: 400) == 0)
        #expect(ItemFlow.rightToLeft.contentOffset(logical: 0, contentLength: 1000, viewportLength: 400) == 600)
        #expect(ItemFlow.rightToLeft.vector(alongMain: 10) == CGPoint(x: -10, y: 0))
    }

    @Test func verticalStacksTopToBottomWhateverTheDirection() {
        let flow = ItemFlow(axis: .vertical, direction: .rightToLeft)
        #expect(!flow.isReversed)
        #expect(
            flow.frame(mainStart: 10, mainLength: 100, crossStart: 5, crossLength: 50, in: 400)
                == CGRect(x: 5, y: 10, width: 50, height: 100))
        #expect(
            flow.insets(start: 1, end: 2, crossLeading: 3, crossTrailing: 4)
                == EdgeInsets(top: 1, left: 3, bottom: 2, right: 4))
        #expect(flow.vector(alongMain: 10) == CGPoint(x: 0, y: 10))
    }

    @Test func insetsFollowTheStart() {
        #expect(ItemFlow.horizontal.insets(start: 1, end: 2) == EdgeInsets(left: 1, right: 2))
        #expect(ItemFlow.rightToLeft.insets(start: 1, end: 2) == EdgeInsets(left: 2, right: 1))
    }

    @Test func keysPageAlongTheFlow() {
        #expect(ItemFlow.horizontal.pagingStep(for: .right) == 1)
        #expect(ItemFlow.horizontal.pagingStep(for: .left) == -1)
        #expect(ItemFlow.horizontal.pagingStep(for: .down) == nil)
        #expect(ItemFlow.rightToLeft.pagingStep(for: .left) == 1)
        #expect(ItemFlow.rightToLeft.pagingStep(for: .right) == -1)
        #expect(ItemFlow.vertical.pagingStep(for: .down) == 1)
        #expect(ItemFlow.vertical.pagingStep(for: .up) == -1)
        #expect(ItemFlow.vertical.pagingStep(for: .right) == 1)
        for flow in ItemFlow.tested {
            #expect(flow.pagingStep(for: .pageDown) == 1)
            #expect(flow.pagingStep(for: .pageUp) == -1)
            #expect(flow.pagingStep(for: .tab) == nil)
        }
    }

    @Test func aWheelStepIsMirroredRightToLeft() {
        #expect(ItemFlow.horizontal.logicalStep(fromOffsetStep: 1) == 1)
        #expect(ItemFlow.vertical.logicalStep(fromOffsetStep: -1) == -1)
        #expect(ItemFlow.rightToLeft.logicalStep(fromOffsetStep: 1) == -1)
    }
}
