import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Seed E keeps one option per page whatever its core's layout and item lengths say: items per view,
/// a fixed length, an alignment, paging by view and mixed lengths change nothing it shows or does.
@MainActor
@Suite("Seed E: one option per page whatever the layout")
struct InfinitePagingPickerLayoutTests {
    /// Layouts a config or command line may give every technique.
    static let layouts: [CarouselLayout] = [
        CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view),
        CarouselLayout(itemLength: .itemsPerView(0.5), alignment: .end, contain: .trim),
        CarouselLayout(inset: 40, spacing: 30, itemLength: .fixed(90), alignment: .start, pageBy: .view),
    ]

    /// The picker's offset in pages along `flow`'s main axis, logical (item order).
    func logicalPages(_ picker: InfinitePagingPicker, flow: ItemFlow) -> CGFloat {
        let length = picker.pageLength
        let physical = flow.main(picker.scrollView.contentOffset) / length
        return flow.isReversed ? CGFloat(picker.pageCount - 1) - physical : physical
    }

    @Test("a key and a flick each turn one option; the strip rests on whole pages", arguments: ItemFlow.tested)
    func onePerPage(flow: ItemFlow) throws {
        for layout in Self.layouts {
            let fixture = LayoutFixture(.picker, layout: layout, lengths: [300, nil, 40], count: 5, flow: flow)
            let picker = try #require(fixture.carousel as? InfinitePagingPicker)
            #expect(picker.core.layout == layout, "the picker holds what it is given")
            #expect(picker.pageCount == 7, "n + 2 pages")
            var cells = 0
            picker.forEachItemView { view, _ in
                cells += 1
                #expect(flow.main(view.bounds.size) == picker.pageLength, "\(layout): every cell a page long")
            }
            #expect(cells >= 1)
            #expect(logicalPages(picker, flow: flow) == 1, "\(layout): option 0 on the first real page")
            fixture.press(forward: true)
            #expect(picker.settledItem == 1, "\(layout): a key turns one option")
            fixture.fling(forward: 60)
            #expect(picker.settledItem == 2, "\(layout): a flick turns one option")
            fixture.press(forward: false)
            #expect(picker.settledItem == 1)
            let pages = logicalPages(picker, flow: flow)
            #expect(pages == pages.rounded() && pages == 2, "\(layout): at rest on option 1's page, \(pages)")
        }
    }
}
