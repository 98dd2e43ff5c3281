import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport

@testable import Carousels

/// A page cell for the finite-mode tests: a coloured view with a button-like subview that records
/// clicks for the page it shows.
@MainActor
final class TestPage: View {
    static let color = Color(hex: 0x336699)
    /// The button's frame in the page's coordinates.
    static let buttonFrame = CGRect(x: 20, y: 20, width: 100, height: 40)
    /// The page it was last configured for.
    var index = -1
    let button = View()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = TestPage.color
        addSubview(button)
    }

    override func layoutSubviews() { button.frame = TestPage.buttonFrame }
}

/// Cells that count what the host asks of them: every cell made and every configuration (the page
/// it was for), and every click on a page's button (the page its cell showed then).
@MainActor
final class CellLedger {
    private(set) var makes = 0
    private(set) var configures: [Int] = []
    private(set) var buttonClicks: [Int] = []

    /// `TestPage` cells, each with a button whose clicks are recorded.
    var testPages: CarouselCells {
        CarouselCells(
            make: { [unowned self] in
                makes += 1
                let page = TestPage()
                page.button.addGestureRecognizer(
                    TapGestureRecognizer { [weak self, unowned page] _ in self?.buttonClicks.append(page.index) })
                return page
            },
            configure: { [unowned self] (page: TestPage, index: Int) in
                configures.append(index)
                page.index = index
            })
    }

    /// `NumberCard` cells (the test support's non-banner cell), counted.
    var numberCards: CarouselCells {
        CarouselCells(
            make: { [unowned self] in
                makes += 1
                return NumberCard()
            },
            configure: { [unowned self] (card: NumberCard, index: Int) in
                configures.append(index)
                card.show(index)
            })
    }
}

/// A window filled by a host: 640 × 400 with 480 × 320 pages along a horizontal flow, the same
/// turned for a vertical one (400 × 640, pages 320 × 480): 80 pt previews on each side along the
/// main axis. Positions are given logically (`point(main:cross:)`: main in item order from the
/// window's start edge) and mapped through the flow.
@MainActor
struct HostFixture {
    /// The window's length along the main axis and its extent across, in points.
    static let (mainLength, crossLength): (CGFloat, CGFloat) = (640, 400)
    /// The page's length along the main axis and its extent across, in points.
    static let (pageMain, pageCross): (CGFloat, CGFloat) = (480, 320)
    /// The window and page sizes of a horizontal fixture.
    static let size = CGSize(width: mainLength, height: crossLength)
    static let pageSize = CGSize(width: pageMain, height: pageCross)
    /// The two kinds of host.
    enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        case finite, infinite
        var description: String { rawValue }
    }

    let flow: ItemFlow
    let host: PreviewScrollHost
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let cells = CellLedger()

    /// A host of `mode` with `count` items along `flow`: `TestPage` cells (finite) or `NumberCard`s
    /// (infinite), counted by `cells`.
    init(_ mode: Kind = .finite, flow: ItemFlow = .horizontal, count: Int = 8, hz: Double = 60) {
        self.flow = flow
        let size = flow.size(main: HostFixture.mainLength, cross: HostFixture.crossLength)
        let frame = CGRect(origin: .zero, size: size)
        let pageSize = flow.size(main: HostFixture.pageMain, cross: HostFixture.pageCross)
        switch mode {
        case .finite: host = FinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .infinite: host = InfinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        }
        host.flow = flow
        host.carouselDelegate = recorder
        host.setItems(count: count, cells: mode == .finite ? cells.testPages : cells.numberCards)
        driver = FrameDriver(size: size, containing: host, hz: hz)
        driver.root.focus(host)
    }

    /// `count` banners titled "Banner i".
    static func banners(_ count: Int) -> [Banner] {
        (0..<count).map { Banner(title: "Banner \($0)", subtitle: "Item \($0)", image: ImageReference("/banners/\($0).png")) }
    }

    /// The host as the infinite kind (the fixture must have been made so).
    var infinite: InfinitePreviewScrollHost { host as! InfinitePreviewScrollHost }
    /// The host as the finite kind (the fixture must have been made so).
    var finite: FinitePreviewScrollHost { host as! FinitePreviewScrollHost }

    /// The window point at logical main position `main` (from the window's start edge, in item order)
    /// and cross position `cross`.
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        flow.point(main: flow.physical(main, in: HostFixture.mainLength), cross: cross)
    }

    var middle: CGPoint { point(main: 320, cross: 200) }
    /// In the preview of the next item.
    var nextPreview: CGPoint { point(main: 600, cross: 200) }
    /// In the preview of the previous item.
    var previousPreview: CGPoint { point(main: 40, cross: 200) }
    /// A pointer translation that moves the content `distance` points forward (the pointer goes
    /// toward the start).
    func forward(_ distance: CGFloat) -> CGPoint { flow.vector(alongMain: -distance) }
    /// The key that pages forward along the flow, and the one that pages back.
    var forwardKey: Key { flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right) }
    var backKey: Key { flow.axis == .vertical ? .up : (flow.isReversed ? .right : .left) }

    var scrollView: ScrollView { host.scrollView }
    /// The page length along the main axis.
    var length: CGFloat { flow.main(host.scrollView.bounds.size) }
    /// The logical offset of the strip now.
    var logicalOffset: CGFloat { host.core.logicalOffset(of: scrollView.contentOffset) }

    /// The logical extent of a window rectangle along the main axis: where it starts and ends in item
    /// order from the window's start edge.
    func logicalRange(of rect: CGRect) -> ClosedRange<CGFloat> {
        let start = flow.logicalStart(of: rect, in: HostFixture.mainLength)
        return start...(start + flow.main(rect.size))
    }

    /// The default layout's inset along the main axis (the same at both ends), in points.
    var mainInset: CGFloat { CarouselLayout.previewPages.inset }

    /// Where a cell lies within its page by default (`CarouselLayout.previewPages`): its inset along
    /// the main axis, its cross inset across, as physical edges along `flow`.
    var pageInsets: EdgeInsets {
        let (main, cross) = (CarouselLayout.previewPages.inset, CarouselLayout.previewPages.crossInset)
        return flow.axis == .horizontal
            ? EdgeInsets(top: cross, left: main, bottom: cross, right: main)
            : EdgeInsets(top: main, left: cross, bottom: main, right: cross)
    }

    /// The window frame of `view`.
    func windowFrame(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Whether the strip rests with a page exactly centred (nothing off the main axis).
    var isCentred: Bool {
        guard flow.cross(scrollView.contentOffset) == 0 else { return false }
        guard host.itemCount > 0 else { return scrollView.contentOffset == .zero }
        if let infinite = host as? InfinitePreviewScrollHost {
            return abs(flow.main(scrollView.contentOffset) - infinite.centredOffset) < 1e-9
        }
        return abs(logicalOffset - CGFloat(host.centredItem) * length) < 1e-9
    }

    /// The loaded finite pages that are subviews of the scroll view.
    var pageViews: [TestPage] { scrollView.subviews.compactMap { $0 as? TestPage } }

    /// Infinite mode: the numbers the three slots show, in item order.
    var slotNumbers: [Int?] { infinite.slots.map { ($0 as? NumberCard)?.number } }

    /// Infinite mode: where each visible card (by number) starts on screen, logically.
    var visiblePositions: [Int: CGFloat] {
        let strip = logicalRange(of: windowFrame(host.stripView))
        var result: [Int: CGFloat] = [:]
        for slot in infinite.slots {
            let range = logicalRange(of: windowFrame(slot))
            if range.upperBound > strip.lowerBound, range.lowerBound < strip.upperBound,
                let number = (slot as? NumberCard)?.number
            {
                result[number] = range.lowerBound
            }
        }
        return result
    }

    /// The index changes heard, as (index, cause).
    var settledChanges: [CarouselEventRecorder.Event] { recorder.settledChanges }
    /// The selections heard.
    var selections: [CarouselEventRecorder.Event] { recorder.selections }
}
