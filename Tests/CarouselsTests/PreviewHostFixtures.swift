import Foundation
import ScrollKit
import ScrollKitTestSupport

@testable import Carousels

/// A page for the finite-mode tests: a coloured view with a button-like subview that records clicks.
@MainActor
final class TestPage: View {
    static let color = Color(hex: 0x336699)
    /// The button's frame in the page's coordinates.
    static let buttonFrame = CGRect(x: 20, y: 20, width: 100, height: 40)
    let index: Int
    let button = View()

    init(index: Int) {
        self.index = index
        super.init()
        backgroundColor = TestPage.color
        addSubview(button)
    }

    override func layoutSubviews() { button.frame = TestPage.buttonFrame }
}

/// Counts pages and records every view request and every button click.
@MainActor
final class PageSource: PreviewScrollHostDataSource {
    var count: Int
    private(set) var requests: [Int] = []
    private(set) var buttonClicks: [Int] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in host: FinitePreviewScrollHost) -> Int { count }

    func view(forPage index: Int, in host: FinitePreviewScrollHost) -> View {
        requests.append(index)
        let page = TestPage(index: index)
        page.button.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.buttonClicks.append(index) })
        return page
    }
}

@MainActor
final class HostRecorder: PreviewScrollHostDelegate {
    var pages: [Int] = []
    var selections: [Int] = []
    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) { pages.append(page) }
    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) { selections.append(index) }
}

/// A 640×400 window filled by a host with 480×320 pages: 80 pt previews on each side.
@MainActor
struct HostFixture {
    static let size = CGSize(width: 640, height: 400)
    static let pageSize = CGSize(width: 480, height: 320)
    /// The two kinds of host.
    enum Kind { case finite, infinite }

    let host: PreviewScrollHost
    let driver: FrameDriver
    let recorder = HostRecorder()
    let source: PageSource?

    init(mode: Kind = .finite, count: Int = 8, pageSize: CGSize = HostFixture.pageSize, hz: Double = 60) {
        let frame = CGRect(origin: .zero, size: HostFixture.size)
        switch mode {
        case .finite:
            let finite = FinitePreviewScrollHost(frame: frame, pageSize: pageSize)
            finite.delegate = recorder
            let source = PageSource(count: count)
            finite.dataSource = source
            (host, self.source) = (finite, source)
        case .infinite:
            let infinite = InfinitePreviewScrollHost(frame: frame, pageSize: pageSize)
            infinite.delegate = recorder
            infinite.set(items: CarouselFixture.banners(count))
            (host, source) = (infinite, nil)
        }
        driver = FrameDriver(size: HostFixture.size, containing: host, hz: hz)
        driver.root.focus(host)
    }

    /// The host as the infinite kind (the fixture must have been made so).
    var infinite: InfinitePreviewScrollHost { host as! InfinitePreviewScrollHost }
    /// The host as the finite kind (the fixture must have been made so).
    var finite: FinitePreviewScrollHost { host as! FinitePreviewScrollHost }

    var middle: CGPoint { CGPoint(x: 320, y: 200) }
    var rightPreview: CGPoint { CGPoint(x: 600, y: 200) }
    var leftPreview: CGPoint { CGPoint(x: 40, y: 200) }
    var scrollView: ScrollView { host.scrollView }
    var width: CGFloat { host.scrollView.bounds.width }

    /// Whether the strip rests with a page exactly centred.
    var isCentred: Bool {
        let x = scrollView.contentOffset.x
        if let infinite = host as? InfinitePreviewScrollHost { return abs(x - infinite.centredOffset) < 1e-9 }
        return abs(x - CGFloat(host.currentIndex) * width) < 1e-9
    }

    /// The loaded finite pages that are subviews of the scroll view.
    var pageViews: [TestPage] { scrollView.subviews.compactMap { $0 as? TestPage } }

    /// Infinite mode: where each visible banner (by title) sits on screen, in window x.
    var visiblePositions: [String: CGFloat] {
        let strip = host.stripView.convert(host.stripView.bounds, to: nil)
        var result: [String: CGFloat] = [:]
        for slot in infinite.slots {
            let frame = slot.convert(slot.bounds, to: nil)
            if frame.maxX > strip.minX, frame.minX < strip.maxX, let title = slot.banner?.title { result[title] = frame.minX }
        }
        return result
    }
}
