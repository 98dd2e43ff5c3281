import Foundation
import ScrollKit

/// Supplies a `HorizontalCollectionView`'s rows.
@MainActor
public protocol HorizontalCollectionDataSource: AnyObject {
    /// How many rows there are (cells side by side, row 0 on the left).
    func numberOfRows(in collection: HorizontalCollectionView) -> Int
    /// Sets `cell` up to show `row`. Cells are recycled: set everything that is shown.
    func collection(_ collection: HorizontalCollectionView, configure cell: BannerItemView, forRow row: Int)
}

/// Hears a `HorizontalCollectionView`: its scrolling (every `ScrollViewDelegate` call is forwarded)
/// and clicks on cells.
@MainActor
public protocol HorizontalCollectionDelegate: ScrollViewDelegate {
    /// The cell of `row` was clicked.
    func collection(_ collection: HorizontalCollectionView, didSelectRow row: Int)
}

/// A small stand-in for a horizontal `UICollectionView` with a flow layout: rows `0..<count` of
/// fixed-width cells, `layout.spacing` apart, that owns its own cell reuse. Only the cells that
/// intersect the visible range exist; they come from a `ReusePool` and return to it.
///
/// Row r's cell is at content x `r × layout.step`, full height; the content is
/// `count × step − spacing` wide. The view is its own scroll delegate: on every offset change it
/// forwards `scrollViewDidScroll` to `collectionDelegate` first (which may move the offset again,
/// as seed C's shift does) and then lays out the visible cells at once (`layoutCells()`, the
/// offset-dependent part of `layoutSubviews()`).
@MainActor
public final class HorizontalCollectionView: ScrollView, ScrollViewDelegate {
    /// Supplies the row count and configures each cell (weak, as UIKit's).
    public weak var dataSource: HorizontalCollectionDataSource?
    /// Hears scrolling and clicks. The scroll `delegate` is the view itself and must stay so.
    public weak var collectionDelegate: HorizontalCollectionDelegate?
    /// Cell width, spacing and corners.
    public var layout: StripLayout { didSet { setNeedsLayout() } }
    /// The row count, as of the last `reloadData()`.
    public private(set) var rowCount = 0

    /// The visible cells, left to right, indexed by row.
    let strip = RecyclingStrip(pool: ReusePool<BannerItemView> { BannerItemView() })

    /// An empty collection of `frame` (points) with cells laid out by `layout`; it is its own scroll
    /// delegate, shows no indicators and reports clicked rows to `collectionDelegate`.
    public init(frame: CGRect = .zero, layout: StripLayout = .standard) {
        self.layout = layout
        super.init(frame: frame)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        addTapHandler { [weak self] point in
            guard let self, let row = self.row(at: point) else { return }
            self.collectionDelegate?.collection(self, didSelectRow: row)
        }
    }

    /// Asks the data source for the row count again and reconfigures the visible cells.
    public func reloadData() {
        rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        strip.removeAll()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The frame of `row`'s cell, in content coordinates.
    public func frame(forRow row: Int) -> CGRect {
        CGRect(x: CGFloat(row) * layout.step, y: 0, width: layout.itemWidth, height: bounds.height)
    }

    /// The row whose cell contains `point` (content coordinates), or nil in a gap or outside.
    public func row(at point: CGPoint) -> Int? {
        for (offset, cell) in strip.views.enumerated() where cell.frame.contains(point) { return strip.firstIndex + offset }
        return nil
    }

    /// The rows whose slot (cell plus trailing gap) meets the visible range, at most
    /// `⌈width / step⌉ + 1` of them (a guard for content so wide that positions lose precision).
    ///
    /// - Complexity: O(1).
    public var visibleRows: Range<Int> {
        let step = layout.step
        guard rowCount > 0, step > 0, bounds.width > 0 else { return 0..<0 }
        let first = Self.clampedRow(contentOffset.x / step, upTo: rowCount)
        let end = Self.clampedRow(((contentOffset.x + bounds.width) / step).rounded(.up), upTo: rowCount)
        let cap = Int((bounds.width / step).rounded(.up)) + 1
        return first..<max(first, min(end, first + cap))
    }

    /// `value` rounded down into `0...limit`, safe for any double (even at `Int.max` rows).
    static func clampedRow(_ value: CGFloat, upTo limit: Int) -> Int {
        guard value > 0 else { return 0 } // also NaN
        if value >= CGFloat(limit) { return limit }
        return Int(value.rounded(.down))
    }

    public override func layoutSubviews() {
        contentSize = CGSize(width: max(0, CGFloat(rowCount) * layout.step - layout.spacing), height: bounds.height)
        layoutCells()
    }

    /// Recycles and places the cells for the visible rows.
    ///
    /// - Complexity: O(v + c) for v visible cells and c cells added or removed.
    private func layoutCells() {
        strip.sync(to: visibleRows, in: self) { [unowned self] cell, row in
            self.dataSource?.collection(self, configure: cell, forRow: row)
        }
        for (offset, cell) in strip.views.enumerated() {
            cell.cornerRadius = layout.cornerRadius
            cell.frame = frame(forRow: strip.firstIndex + offset)
        }
    }

    // MARK: Scroll delegate (forwarded)

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        collectionDelegate?.scrollViewDidScroll(self)
        layoutCells()
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        collectionDelegate?.scrollViewWillBeginDragging(self)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        collectionDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        collectionDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        collectionDelegate?.scrollViewWillBeginDecelerating(self)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        collectionDelegate?.scrollViewDidEndDecelerating(self)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        collectionDelegate?.scrollViewDidEndScrollingAnimation(self)
    }
}
