import Foundation
import ScrollKit

/// Supplies a `StripCollectionView`'s rows.
@MainActor
public protocol StripCollectionDataSource: AnyObject {
    /// How many rows there are (cells one after another along the main axis, row 0 at the start).
    func numberOfRows(in collection: StripCollectionView) -> Int
    /// Sets `cell` (a view the collection's cell maker made) up to show `row`. Cells are recycled:
    /// set everything that is shown.
    func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int)
}

/// Hears a `StripCollectionView`: its scrolling (every `ScrollViewDelegate` call is forwarded,
/// wheel steps included) and clicks on cells.
@MainActor
public protocol StripCollectionDelegate: ScrollViewDelegate {
    /// The cell of `row` was clicked.
    func collection(_ collection: StripCollectionView, didSelectRow row: Int)
    /// The visible cells were placed for the current offset and size (after every scroll and layout).
    /// The default does nothing.
    func collectionDidLayoutCells(_ collection: StripCollectionView)
}

extension StripCollectionDelegate {
    public func collectionDidLayoutCells(_ collection: StripCollectionView) {}
}

/// A small stand-in for a `UICollectionView` with a one-line flow layout, along either axis: rows
/// `0..<count` of cells placed by `rows` (equal cells `layout.spacing` apart by default, or the
/// occurrences of any `CarouselLayout` and item lengths), that owns its own cell reuse. Only the
/// cells whose slot (the cell and the gap after it) meets the visible range exist; they come from a
/// `ReusePool` and return to it.
///
/// Along the main axis (`flow`), row r's cell starts at *logical* position `logicalStart(ofRow: r)`
/// (`r × (item + spacing)` for equal cells), and the content runs to the last row's trailing edge;
/// across, each cell fills the view. A right-to-left
/// flow mirrors logical positions to physical ones (`ItemFlow`): row 0 at the right. The view is its
/// own scroll delegate: on every offset change it forwards `scrollViewDidScroll` to
/// `collectionDelegate` first (which may move the offset again, as seed C's shift does) and then
/// lays out the visible cells at once (`layoutCells()`, the offset-dependent part of
/// `layoutSubviews()`).
@MainActor
public final class StripCollectionView: ScrollView, ScrollViewDelegate {
    /// Supplies the rows and configures the cells.
    public weak var dataSource: StripCollectionDataSource?
    /// Hears scrolling and clicks. The scroll `delegate` is the view itself and must stay so.
    public weak var collectionDelegate: StripCollectionDelegate?
    /// Hears the scrolling instead of `collectionDelegate`, when set (a carousel's core); clicks and
    /// cell layouts still go to `collectionDelegate`.
    public weak var scrollDelegate: ScrollViewDelegate?
    /// Recognizes the clicks on cells: during `collection(_:didSelectRow:)` its `device` says what
    /// tapped (the mouse, a finger or the gamepad's A).
    public let tapGestureRecognizer = TapGestureRecognizer()
    /// How many rows beyond the visible ones, on each side, get cells (a 3D effect's reach: a carousel
    /// sets it from its core); 0 by default. Changing it lays the cells out again at once. Reads the
    /// larger side when the two differ (`extraRowsBefore`, `extraRowsAfter`).
    public var extraRows: Int {
        get { max(extraRowsBefore, extraRowsAfter) }
        set { setExtraRows(before: newValue, after: newValue) }
    }
    /// How many rows before the visible ones get cells (`extraRows`).
    public private(set) var extraRowsBefore = 0
    /// How many rows after the visible ones get cells (`extraRows`).
    public private(set) var extraRowsAfter = 0

    /// Gives cells to `before` rows before the visible ones and `after` rows after them, laying the
    /// cells out again at once if either changed.
    public func setExtraRows(before: Int, after: Int) {
        guard before != extraRowsBefore || after != extraRowsAfter else { return }
        extraRowsBefore = before
        extraRowsAfter = after
        layoutCells()
    }

    /// Takes a carousel core's reach.
    func setExtraRows(_ reach: LayoutReach) { setExtraRows(before: reach.before, after: reach.after) }
    /// How the rows are sized and placed: the occurrences of an endless strip of items (see
    /// `StripRows`). Changing it lays the cells out again at the next layout pass.
    public var rows = StripRows() {
        didSet {
            guard rows != oldValue else { return }
            cachedGeometry = nil
            setNeedsLayout()
        }
    }
    /// The cells' layout: length, spacing and corners (`rows.layout`).
    public var layout: CarouselLayout {
        get { rows.layout }
        set { rows.layout = newValue }
    }
    /// Which way the rows run. Changing it keeps the logical offset (the same rows at the start edge).
    public var flow: ItemFlow = .horizontal {
        didSet {
            guard flow != oldValue else { return }
            let logical = logicalOffset(under: oldValue)
            contentDirection = flow.effectiveDirection
            strip.removeAll()
            updateContentSize(logicalOffset: logical)
            setNeedsLayout()
        }
    }
    /// The row count, as of the last `reloadData(logicalOffset:)`.
    public private(set) var rowCount = 0

    /// The visible cells, in row order, indexed by row.
    let strip: RecyclingStrip<View>
    /// `rows`' geometry as last made, for the view length it was made for.
    private var cachedGeometry: CarouselGeometry?

    /// A collection of equal cells laid out by `layout`, which `makeCell` builds (once per slot: at
    /// most `⌈viewport / step⌉ + 1`).
    public init(
        frame: CGRect = .zero, layout: CarouselLayout = .tiles,
        makeCell: @escaping @MainActor () -> View = { BannerItemView() }
    ) {
        rows = StripRows(layout: layout)
        strip = RecyclingStrip(pool: ReusePool(make: makeCell))
        super.init(frame: frame)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        tapGestureRecognizer.action = { [weak self] recognizer in
            guard let self, let tap = recognizer as? TapGestureRecognizer, let row = self.row(at: tap.location(in: self))
            else { return }
            self.collectionDelegate?.collection(self, didSelectRow: row)
        }
        addGestureRecognizer(tapGestureRecognizer)
    }

    /// Replaces the cell maker (UIKit's cell registration): the cells made so far are dropped, and
    /// the visible rows get new ones at the next layout.
    public func registerCells(_ makeCell: @escaping @MainActor () -> View) {
        strip.restart(making: makeCell)
        setNeedsLayout()
    }

    /// Asks the data source for the row count again and reconfigures the visible cells. With
    /// `logicalOffset`, the content then shows that logical offset at its start edge (moved silently,
    /// as `correctContentOffset(by:)` does: a running drag or motion carries on); without, the
    /// physical offset stays.
    public func reloadData(logicalOffset: CGFloat? = nil) {
        rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        strip.removeAll()
        updateContentSize(logicalOffset: logicalOffset)
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Geometry

    /// Where the rows sit for the view's current length: `rows`' geometry (made again when the rows
    /// or the view's length change).
    public var geometry: CarouselGeometry {
        let length = viewportLength
        if let cachedGeometry, cachedGeometry.viewportLength == length { return cachedGeometry }
        let geometry = rows.geometry(viewportLength: length)
        cachedGeometry = geometry
        return geometry
    }

    /// The logical main position of row `row`'s leading edge, in points (row 0 at 0). O(1).
    public func logicalStart(ofRow row: Int) -> CGFloat {
        let first = rows.firstOccurrence
        return geometry.distance(fromItem: first, toItem: first &+ row)
    }

    /// The length of row `row`'s cell along the main axis, in points. O(1).
    public func length(ofRow row: Int) -> CGFloat { geometry.length(ofItem: rows.firstOccurrence &+ row) }

    /// The content's length along the main axis for the rows and layout, in points: to the last row's
    /// trailing edge (0 with no rows).
    public var contentLength: CGFloat {
        guard rowCount > 0 else { return 0 }
        return max(0, logicalStart(ofRow: rowCount - 1) + length(ofRow: rowCount - 1))
    }

    /// The view's length along the main axis, in points.
    public var viewportLength: CGFloat { flow.main(bounds.size) }

    /// The logical content offset: the logical position at the viewport's start edge (its left,
    /// top, or right edge right to left), in points. Assigning it moves the content as assigning
    /// `contentOffset` does (a running motion carries on).
    public var logicalOffset: CGFloat {
        get { logicalOffset(under: flow) }
        set { contentOffset = contentOffset(forLogical: newValue) }
    }

    /// The physical content offset that shows logical offset `logical` at the start edge.
    public func contentOffset(forLogical logical: CGFloat) -> CGPoint {
        let main = flow.contentOffset(logical: logical, contentLength: flow.main(contentSize), viewportLength: viewportLength)
        return flow.point(main: main, cross: 0)
    }

    /// Moves the content by a logical distance `delta` (forward positive) without a word to the
    /// delegate (`correctContentOffset(by:)`). Returns the physical change of the main-axis offset.
    @discardableResult
    public func correctLogicalOffset(by delta: CGFloat) -> CGFloat {
        let physical = flow.physicalDelta(delta)
        correctContentOffset(by: flow.point(main: physical, cross: 0))
        return physical
    }

    private func logicalOffset(under flow: ItemFlow) -> CGFloat {
        flow.contentOffset(
            logical: flow.main(contentOffset), contentLength: flow.main(contentSize), viewportLength: flow.main(bounds.size))
    }

    /// Sets the content size for the rows, keeping `logicalOffset` (the current one when nil) at the
    /// start edge, the cross-axis offset at 0.
    private func updateContentSize(logicalOffset logical: CGFloat?) {
        let keep = logical ?? logicalOffset
        contentSize = flow.size(main: contentLength, cross: flow.cross(bounds.size))
        let target = contentOffset(forLogical: keep)
        correctContentOffset(by: CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y))
    }

    /// The frame of `row`'s cell, in content coordinates (physical).
    public func frame(forRow row: Int) -> CGRect {
        frame(forRow: row, in: geometry, first: rows.firstOccurrence)
    }

    /// `frame(forRow:)` with the geometry and the first row's occurrence read once by the caller (a
    /// pass over every cell: the geometry is a large value, and each read of it a copy).
    func frame(forRow row: Int, in geometry: CarouselGeometry, first: Int) -> CGRect {
        let across = rows.layout.crossSpan(in: flow.cross(bounds.size))
        return flow.frame(
            mainStart: geometry.distance(fromItem: first, toItem: first &+ row),
            mainLength: geometry.length(ofItem: first &+ row), crossStart: across.start, crossLength: across.length,
            in: flow.main(contentSize))
    }

    /// The row whose cell contains `point` (content coordinates), or nil in a gap or outside.
    public func row(at point: CGPoint) -> Int? {
        View.frontmost(of: strip.views, at: point).map { strip.firstIndex + $0 }
    }

    /// The rows whose slot (cell plus trailing gap) meets the visible range
    /// (`CarouselGeometry.slots(inViewAt:)`); with equal cells at most `⌈viewport / step⌉ + 1` of them,
    /// found by arithmetic that stays safe for content so long that positions lose precision.
    ///
    /// - Complexity: O(1) for equal cells, O(log n) with lengths of their own.
    public var visibleRows: Range<Int> {
        let geometry = geometry
        guard rowCount > 0, viewportLength > 0 else { return 0..<0 }
        let first = rows.firstOccurrence
        let slots = geometry.widened(
            geometry.slots(inViewAt: logicalOffset + geometry.start(ofItem: first)),
            by: LayoutReach(before: extraRowsBefore, after: extraRowsAfter))
        let low = Self.clampedRow(slots.lowerBound, minus: first, upTo: rowCount)
        let high = Self.clampedRow(slots.upperBound, minus: first, upTo: rowCount)
        return low..<max(low, high)
    }

    /// Occurrence `occurrence` as a row (`occurrence − first`) clamped into `0...limit`, without
    /// overflow.
    static func clampedRow(_ occurrence: Int, minus first: Int, upTo limit: Int) -> Int {
        let (row, overflow) = occurrence.subtractingReportingOverflow(first)
        if overflow { return occurrence < 0 ? 0 : limit }
        return min(max(row, 0), limit)
    }

    public override func layoutSubviews() {
        updateContentSize(logicalOffset: nil)
        layoutCells()
    }

    /// Recycles and places the cells for the visible rows.
    ///
    /// - Complexity: O(v + c) for v visible cells and c cells added or removed.
    private func layoutCells() {
        strip.sync(to: visibleRows, in: self) { [unowned self] cell, row in
            self.dataSource?.collection(self, configure: cell, forRow: row)
        }
        let corners = layout.cornerRadius
        let geometry = geometry
        let first = rows.firstOccurrence
        let cells = strip.views
        let firstRow = strip.firstIndex
        for offset in cells.indices {
            let frame = frame(forRow: firstRow + offset, in: geometry, first: first)
            // Borrowed from the local copy of the array: no retain and release of its own.
            Unmanaged.passUnretained(cells[offset])._withUnsafeGuaranteedRef { cell in
                cell.cornerRadius = corners
                cell.frame = frame
            }
        }
        collectionDelegate?.collectionDidLayoutCells(self)
    }

    // MARK: Scroll delegate (forwarded)

    /// Whoever hears the scrolling: `scrollDelegate`, else `collectionDelegate`.
    private var scrollListener: ScrollViewDelegate? { scrollDelegate ?? collectionDelegate }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrollListener?.scrollViewDidScroll(self)
        layoutCells()
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        scrollListener?.scrollViewWillBeginDragging(self)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        scrollListener?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollListener?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        scrollListener?.scrollViewWillBeginDecelerating(self)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollListener?.scrollViewDidEndDecelerating(self)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        scrollListener?.scrollViewDidEndScrollingAnimation(self)
    }

    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool {
        scrollListener?.scrollView(self, stepBy: step) ?? false
    }
}
