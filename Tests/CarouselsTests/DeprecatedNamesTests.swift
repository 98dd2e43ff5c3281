import Carousels
import Foundation
import ScrollKit
import Testing

/// Code written against the old names still builds (with a deprecation warning naming the new ones)
/// and means the same types.
@MainActor
@Suite("Deprecated names: BannerCarousel and BannerLayout")
struct DeprecatedNamesTests {
    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test("BannerCarousel is RecyclingCarousel, BannerLayout is CarouselLayout")
    func oldNamesStillBuild() {
        let layout = BannerLayout(inset: 24, spacing: 4)
        let carousel = BannerCarousel(frame: CGRect(x: 0, y: 0, width: 640, height: 300), layout: layout)
        #expect(type(of: carousel) == RecyclingCarousel.self)
        #expect(carousel.layout == CarouselLayout(inset: 24, spacing: 4))
    }

    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test("currentIndex still builds on seed A and the preview hosts, and is the current item at rest")
    func currentIndexIsCurrentItem() {
        let frame = CGRect(x: 0, y: 0, width: 640, height: 300)
        let carousel = RecyclingCarousel(frame: frame)
        let host = FinitePreviewScrollHost(frame: frame, pageSize: CGSize(width: 400, height: 300))
        carousel.setItems(count: 5, cells: .empty)
        host.setItems(count: 5, cells: .empty)
        carousel.scrollToItem(3, animated: false)
        host.scrollToItem(2, animated: false)
        #expect(carousel.currentIndex == 3 && carousel.currentItem == 3)
        #expect(host.currentIndex == 2 && host.currentItem == 2)
    }

    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test("cellCornerRadius and itemCornerRadius still build and are the layout's corner radius")
    func cornerRadiusNames() {
        let host = FinitePreviewScrollHost(frame: CGRect(x: 0, y: 0, width: 640, height: 300), pageSize: .zero)
        host.cellCornerRadius = 14
        #expect(host.layout.cornerRadius == 14 && host.cellCornerRadius == 14)
        let picker = InfinitePagingPicker(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        picker.itemCornerRadius = 9
        #expect(picker.layout.cornerRadius == 9 && picker.itemCornerRadius == 9)
    }

    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test("pageInsets still build and still inset each cell, on top of the layout", arguments: [false, true])
    func pageInsets(endless: Bool) throws {
        let frame = CGRect(x: 0, y: 0, width: 640, height: 300)
        let page = CGSize(width: 400, height: 300)
        let insets = EdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        let host: PreviewScrollHost =
            endless
            ? InfinitePreviewScrollHost(frame: frame, pageSize: page, pageInsets: insets)
            : FinitePreviewScrollHost(frame: frame, pageSize: page, pageInsets: insets)
        #expect(host.pageInsets == insets && PreviewScrollHost.defaultPageInsets.left == 15)
        host.layout = CarouselLayout(inset: 0, spacing: 0)
        host.setItems(count: 3, cells: .empty)
        host.layoutIfNeeded()
        var cell: CGRect?
        host.forEachItemView { view, item in if item.index == 0 { cell = view.frame } }
        #expect(try #require(cell).size == CGSize(width: 400 - 14, height: 300 - 10))
        host.pageInsets = .zero
        host.layoutIfNeeded()
        host.forEachItemView { view, item in if item.index == 0 { cell = view.frame } }
        #expect(try #require(cell).size == page)
    }
}
