import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// `Carousel.clicksSelect`, one switch on every technique (issue 44): its documented default per
/// technique, and with it on, a click on an item away from the snap point selects that very item and
/// leaves the strip where it is.
@MainActor
@Suite("clicksSelect: one rule, a documented default per technique")
struct ClicksSelectTests {
    /// The defaults the `Carousel.clicksSelect` table documents.
    nonisolated static let defaults: [(CarouselKind, Bool)] = [
        (.banner, false), (.tiling, true), (.padded, true), (.finitePreviews, false), (.infinitePreviews, false),
        (.picker, false), (.scrollStrip, false), (.pagingStrip, false),
    ]

    @Test("the defaults are the documented ones")
    func defaultsAsDocumented() throws {
        let source = try RepositoryText.text(of: "Sources/Carousels/API/Carousel.swift")
        for (kind, value) in Self.defaults {
            #expect(kind.make(frame: .zero, pageSize: .zero).clicksSelect == value, "\(kind)")
        }
        for row in [
            "| `RecyclingCarousel` (A) | false |", "| `TilingScrollView` (B) | true |",
            "| `PaddedInfiniteCollection` (C) | true |",
            "| preview hosts (D) | false |", "| `InfinitePagingPicker` (E) | false |",
            "| `FiniteStrip`, paging or free | false |",
        ] {
            #expect(source.contains(row), "the table documents \(row)")
        }
    }

    @Test(
        "on: a click on an item away from the snap point selects it where it is", arguments: CarouselKind.allCases,
        ItemFlow.tested)
    func clickSelectsWhereItIs(kind: CarouselKind, flow: ItemFlow) throws {
        let size = flow.size(main: 800, cross: 300)
        let carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: flow.size(main: 500, cross: 300))
        carousel.flow = flow
        if kind != .finitePreviews, kind != .infinitePreviews, kind != .picker {
            carousel.layout = CarouselLayout(itemLength: .itemsPerView(3), alignment: .center)
        }
        carousel.setItems(count: 9, cells: .numberCards)
        let recorder = CarouselEventRecorder()
        carousel.carouselDelegate = recorder
        let driver = FrameDriver(size: size, containing: carousel)
        carousel.scrollToItem(4, animated: false)
        driver.frames(2)
        carousel.clicksSelect = true
        // The middle of a shown item other than the current one, inside the carousel.
        var target: (index: Int, point: CGPoint)?
        carousel.forEachItemView { view, item in
            guard target == nil, item.index != carousel.currentItem, !view.isHidden else { return }
            // The middle of the part in view.
            let frame = view.superview!.convert(view.drawnFrame, to: nil).intersection(CGRect(origin: .zero, size: size))
            let middle = CGPoint(x: frame.midX, y: frame.midY)
            guard frame.width > 8, frame.height > 8, driver.root.hitTest(middle) != nil else { return }
            target = (item.index, middle)
        }
        let (index, point) = try #require(target, "\(kind) \(flow): a side item shows")
        let offset = carousel.inspectedScrollView.contentOffset
        recorder.reset()
        driver.click(at: point)
        #expect(driver.settle())
        #expect(recorder.selections == [.selected(index, .click)], "\(kind) \(flow): \(recorder.events)")
        #expect(recorder.targetChanges.isEmpty && carousel.currentItem == 4, "\(kind) \(flow): the strip stays")
        #expect(carousel.inspectedScrollView.contentOffset == offset, "\(kind) \(flow)")
    }
}
