import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport

/// Shelves of free finite strips (`rowCount` rows of `items` number cards, row r's `itemLengths[r]`
/// points each, cycled; start-aligned, inset 16, spacing 8) in an 800 × 600 window, driven by a `FrameDriver`, with a recorder on the column and
/// on every row's scroll view.
///
/// Vertical: rows 150 high under 30 pt titles, 20 apart, insets 16 above and below (pitch 200: row r's
/// title spans y 16 + 200r … 46 + 200r, its carousel 46 + 200r … 196 + 200r, the gap below it
/// 196 + 200r … 216 + 200r). Horizontal (the transpose): rows 150 wide, 20 apart, insets 16 left and
/// right (pitch 170: row r's carousel spans x 16 + 170r … 166 + 170r, under a 30 pt title strip).
@MainActor
final class ShelvesFixture {
    let shelves: CarouselShelves
    let driver: FrameDriver
    let columnRecorder = DelegateRecorder()
    let rowRecorders: [DelegateRecorder]

    init(
        axis: Axis = .vertical, rowCount: Int = 6, items: Int = 50, itemLengths: [CGFloat] = [120],
        direction: LayoutDirection = .leftToRight, hz: Double = 60
    ) {
        shelves = CarouselShelves(axis: axis, frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        shelves.rowLength = 150
        shelves.titleLength = 30
        shelves.rowSpacing = 20
        shelves.insets =
            axis == .vertical
            ? EdgeInsets(top: 16, left: 0, bottom: 16, right: 0) : EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        var rows: [CarouselShelf] = []
        var recorders: [DelegateRecorder] = []
        for index in 0..<rowCount {
            let strip = FiniteStrip(
                layout: CarouselLayout(itemLength: .fixed(itemLengths[index % itemLengths.count]), alignment: .start),
                paging: false)
            strip.flow = ItemFlow(axis: axis.cross, direction: direction)
            strip.setItems(count: items, cells: .numberCards)
            let recorder = DelegateRecorder()
            strip.scrollView.addObserver(recorder)
            recorders.append(recorder)
            rows.append(CarouselShelf(title: "Row \(index)", carousel: strip))
        }
        rowRecorders = recorders
        shelves.setRows(rows)
        shelves.columnScrollView.addObserver(columnRecorder)
        driver = FrameDriver(size: CGSize(width: 800, height: 600), containing: shelves, hz: hz)
        driver.frame()
    }

    var column: ScrollView { shelves.columnScrollView }
    func rowScroll(_ row: Int) -> ScrollView { shelves.rows[row].carousel.inspectedScrollView }

    /// Every row's content offset, in row order.
    var rowOffsets: [CGPoint] { shelves.rows.map { $0.carousel.inspectedScrollView.contentOffset } }

    /// Forgets what the recorders heard.
    func resetRecorders() {
        columnRecorder.reset()
        for recorder in rowRecorders { recorder.reset() }
    }

    /// Where to put the pointer: over row 1's carousel, over row 1's title, or over the gap between
    /// rows 0 and 1 (window points).
    enum Place: String, CaseIterable, CustomStringConvertible, Sendable {
        case row, title, gap
        var description: String { rawValue }
    }

    func point(_ place: Place) -> CGPoint {
        switch (shelves.axis, place) {
        case (.vertical, .row): CGPoint(x: 400, y: 321)
        case (.vertical, .title): CGPoint(x: 400, y: 231)
        case (.vertical, .gap): CGPoint(x: 400, y: 206)
        case (.horizontal, .row): CGPoint(x: 261, y: 320)
        case (.horizontal, .title): CGPoint(x: 261, y: 15)
        case (.horizontal, .gap): CGPoint(x: 176, y: 320)
        }
    }

    /// A translation of `length` points at `degrees` from the rows' axis, forward along both axes (the
    /// pointer moves toward smaller x and y, so both the row and the column would scroll forward).
    func translation(degrees: Double, length: CGFloat = 120) -> CGPoint {
        let radians = degrees * .pi / 180
        let along = -length * CGFloat(cos(radians))
        let across = -length * CGFloat(sin(radians))
        return shelves.axis == .vertical ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The offset of `scrollView` along `axis`, points.
    static func offset(_ scrollView: ScrollView, along axis: Axis) -> CGFloat {
        axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    }
}
