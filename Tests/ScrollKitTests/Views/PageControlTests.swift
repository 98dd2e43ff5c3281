import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@MainActor
@Suite("PageControl")
struct PageControlTests {
    func dots(_ control: PageControl) -> [(rect: CGRect, color: Color)] {
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        return control.makeDisplayList(textMeasurer: nil).commands.compactMap { command in
            if case .roundedFill(let rect, _, let color) = command { return (rect, color) } else { return nil }
        }
    }

    @Test("one dot per page, centred, the current one highlighted")
    func fewPages() {
        let control = PageControl()
        control.numberOfPages = 5
        control.currentPage = 2
        let drawn = dots(control)
        #expect(drawn.count == 5)
        #expect(
            drawn.map(\.color) == [
                control.pageIndicatorColor, control.pageIndicatorColor, control.currentPageIndicatorColor,
                control.pageIndicatorColor, control.pageIndicatorColor,
            ])
        #expect(abs(drawn[2].rect.midX - 150) < 1e-9 && abs(drawn[2].rect.midY - 10) < 1e-9)
        #expect(abs((drawn[1].rect.midX - drawn[0].rect.midX) - PageControl.dotPitch) < 1e-9)
    }

    @Test("the dots follow the flow: page 0 first from the left, from the right, or from the top", arguments: ItemFlow.tested)
    func followsTheFlow(flow: ItemFlow) {
        let control = PageControl()
        control.flow = flow
        control.numberOfPages = 3
        control.currentPage = 0
        control.frame = CGRect(origin: .zero, size: flow.size(main: 300, cross: 20))
        let drawn = control.makeDisplayList(textMeasurer: nil).commands.compactMap { command -> CGRect? in
            if case .roundedFill(let rect, _, _) = command { return rect } else { return nil }
        }
        #expect(drawn.count == 3)
        let centre = CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        for (page, rect) in drawn.enumerated() {
            let expected = flow.main(centre) + flow.physicalDelta(CGFloat(page - 1) * PageControl.dotPitch)
            #expect(abs(flow.main(CGPoint(x: rect.midX, y: rect.midY)) - expected) < 1e-9, "page \(page) in \(flow)")
            #expect(abs(flow.cross(CGPoint(x: rect.midX, y: rect.midY)) - flow.cross(centre)) < 1e-9)
        }
        #expect(
            control.size(forNumberOfPages: 3)
                == flow.size(main: 2 * PageControl.dotPitch + PageControl.dotDiameter, cross: PageControl.dotDiameter))
    }

    @Test("none or one page draws nothing")
    func hiddenForSinglePage() {
        let control = PageControl()
        #expect(dots(control).isEmpty)
        control.numberOfPages = 1
        #expect(dots(control).isEmpty)
    }

    @Test("the current page is clamped into range")
    func clamping() {
        let control = PageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test("a million pages show a sliding window of dots, smaller at a cut end", arguments: [0, 1, 4, 500_000, 999_998, 999_999])
    func manyPages(current: Int) {
        let control = PageControl()
        control.numberOfPages = 1_000_000
        control.currentPage = current
        let window = control.visiblePages
        #expect(window.count == control.maximumVisibleDots)
        #expect(window.contains(current))
        let drawn = dots(control)
        #expect(drawn.count == control.maximumVisibleDots)
        #expect(drawn[window.firstIndex(of: current)! - window.lowerBound].color == control.currentPageIndicatorColor)
        let full = PageControl.dotDiameter
        #expect((drawn.first!.rect.width < full) == (window.lowerBound > 0))
        #expect((drawn.last!.rect.width < full) == (window.upperBound < 1_000_000))
    }
}
