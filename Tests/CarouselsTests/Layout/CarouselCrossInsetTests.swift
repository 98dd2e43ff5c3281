import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import Testing

/// `CarouselLayout.crossInset`: one rule across every technique and flow (the items keep that gap
/// to the view's edges across the strip), and seed D's pages said as a layout
/// (`CarouselLayout.previewPages`) that still pages natively by the scroll view's bounds.
@MainActor
@Suite("Layout: the cross inset, on every technique")
struct CarouselCrossInsetTests {
    /// Where every laid-out item view lies across the window, as ranges of window points.
    func crossSpans(_ subject: CarouselSubject) -> Set<ClosedRange<CGFloat>> {
        var spans: Set<ClosedRange<CGFloat>> = []
        subject.carousel.forEachItemView { view, _ in
            guard !view.isHidden else { return }
            let frame = view.convert(view.bounds, to: nil)
            let start = subject.flow.cross(frame.origin)
            spans.insert(start...(start + subject.flow.cross(frame.size)))
        }
        return spans
    }

    /// Where the items lie across with cross inset `inset` in a 300-point window: the preview hosts
    /// measure it in their 240-point scroll view, centred across.
    func expectedSpan(_ kind: CarouselKind, inset: CGFloat) -> ClosedRange<CGFloat> {
        let isPreviews = kind == .finitePreviews || kind == .infinitePreviews
        let (start, length): (CGFloat, CGFloat) = isPreviews ? (30, 240) : (0, 300)
        let taken = min(inset, length / 2)
        return (start + taken)...(start + length - taken)
    }

    @Test(
        "every item keeps the cross inset from both edges across, at rest and after a page",
        arguments: CarouselKind.allCases, [ItemFlow.horizontal, .rightToLeft, .vertical])
    func insetAcross(kind: CarouselKind, flow: ItemFlow) {
        let subject = CarouselSubject(kind, flow: flow, count: 6) { $0.crossInset = 24 }
        #expect(crossSpans(subject) == [expectedSpan(kind, inset: 24)])
        subject.carousel.scrollToItem(2, animated: false)
        subject.driver.frames(2)
        #expect(crossSpans(subject) == [expectedSpan(kind, inset: 24)], "after moving on")
    }

    @Test(
        "a cross inset over half the view leaves items of no thickness, centred, and nothing traps",
        arguments: [CarouselKind.banner, .padded, .infinitePreviews, .pagingStrip])
    func oversizedInset(kind: CarouselKind) {
        let subject = CarouselSubject(kind, count: 4) { $0.crossInset = 5_000 }
        #expect(crossSpans(subject) == [expectedSpan(kind, inset: 5_000)])
        #expect(subject.carousel.currentItem != nil, "still a current item")
    }

    @Test("a changed cross inset lays the items out again")
    func changeRelaysOut() {
        let subject = CarouselSubject(.tiling, count: 6)
        #expect(crossSpans(subject) == [0...300])
        subject.carousel.layout.crossInset = 40
        subject.driver.frames(2)
        #expect(crossSpans(subject) == [40...260])
    }

    @Test("a bad cross inset is named by the layout's problem and taken at its default, 0")
    func badValue() {
        var layout = CarouselLayout.standard
        layout.crossInset = -3
        #expect(layout.problem == "crossInset is -3.0: it must be a finite number of points, 0 or more (the default is 0.0)")
        layout.crossInset = .nan
        #expect(layout.problem?.hasPrefix("crossInset is nan") == true)
        let subject = CarouselSubject(.banner, count: 3) { $0.crossInset = .infinity }
        #expect(crossSpans(subject) == [0...300])
    }

    @Test(
        "snaps are whole scroll views apart for equal items whose spacing is twice the inset, as seed D's pages",
        arguments: [
            (CarouselLayout.previewPages, true),
            (CarouselLayout(inset: 0, spacing: 0), true),
            (CarouselLayout(inset: 15, spacing: 30, alignment: .start), true),
            (CarouselLayout(inset: 15, spacing: 30, alignment: .end), true),
            (CarouselLayout(inset: 15, spacing: 31), false),
            (CarouselLayout.standard, false),
            (CarouselLayout(inset: 15, spacing: 30, pageBy: .view, keylines: nil), true),
            (CarouselLayout(inset: 10, spacing: 20, itemLength: .itemsPerView(2)), false),
        ])
    func snapsAreViews(layout: CarouselLayout, expected: Bool) {
        for isEndless in [false, true] {
            let geometry = CarouselGeometry(layout: layout, count: 5, viewportLength: 240, isEndless: isEndless)
            #expect(geometry.snapsAreViews == expected, "endless: \(isEndless)")
            guard expected else { continue }
            for k in 0..<5 {
                let step = geometry.snapPosition(k) - geometry.snapPosition(0)
                #expect(abs(step - CGFloat(k) * 240) < 0.001, "snap \(k), endless: \(isEndless)")
            }
        }
    }

    @Test(
        "seed D's default layout pages natively and shows the article's page: 15 pt from the page's ends, 20 across",
        arguments: [CarouselKind.finitePreviews, .infinitePreviews], [ItemFlow.horizontal, .rightToLeft, .vertical])
    func previewPages(kind: CarouselKind, flow: ItemFlow) throws {
        let subject = CarouselSubject(kind, flow: flow, count: 5, pageCross: 320)
        let host = try #require(subject.carousel as? PreviewScrollHost)
        #expect(host.layout == .previewPages && host.scrollView.isPagingEnabled)
        let page = host.scrollViewFrameInHost
        var centred: CGRect?
        host.forEachItemView { view, item in
            if item.index == 0 && !view.isHidden { centred = view.convert(view.bounds, to: host) }
        }
        let cell = try #require(centred)
        #expect(flow.main(cell.size) == 320 - 30 && flow.cross(cell.size) == 320 - 40, "\(cell) in \(page)")
        #expect(abs(cell.midX - page.midX) < 0.001 && abs(cell.midY - page.midY) < 0.001, "centred on its page")
    }
}
