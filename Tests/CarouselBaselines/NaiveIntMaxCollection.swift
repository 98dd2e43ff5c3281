import Carousels
import Foundation
import ScrollKit

/// C4 baseline, for tests and benchmarks only: the "infinite" collection that claims `Int.max` rows
/// and starts in the middle (row `Int.max / 2`), row r showing item `r mod n`. Nothing wraps.
///
/// Kept to measure the naive idea against seed C: row `Int.max / 2`'s cell sits near x ≈ 1.4·10²¹ pt
/// (at 300 pt a step), where a `CGFloat` (a `Double`) can only tell apart positions about 2.6·10⁵ pt
/// apart. Neighbouring cells land on the same x, and a scroll by less than that does not move the
/// offset at all. Do not ship it.
@MainActor
public final class NaiveIntMaxCollection: View, StripCollectionDataSource, StripCollectionDelegate {
    /// The collection, `Int.max` rows when there are items.
    public let collectionView: StripCollectionView
    /// The banners.
    public private(set) var items: [Banner] = []
    /// Called with the item (0..<n) of a clicked cell.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// The row shown at the start edge after `set(items:)`: the middle of `Int.max` rows.
    public static let startRow = Int.max / 2

    /// An empty baseline collection of `frame` (points) with cells laid out by `layout`.
    public init(frame: CGRect = .zero, layout: CarouselLayout = .tiles) {
        collectionView = StripCollectionView(frame: CGRect(origin: .zero, size: frame.size), layout: layout)
        super.init(frame: frame)
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
        addSubview(collectionView)
    }

    /// Replaces the banners and jumps to `startRow`.
    public func set(items: [Banner]) {
        self.items = items
        collectionView.reloadData()
        collectionView.logicalOffset = items.isEmpty ? 0 : collectionView.logicalStart(ofRow: Self.startRow)
    }

    public override func layoutSubviews() { collectionView.frame = bounds }

    public func numberOfRows(in collection: StripCollectionView) -> Int { items.isEmpty ? 0 : Int.max }

    public func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int) {
        (cell as? BannerItemView)?.configure(with: items.isEmpty ? nil : items[row % items.count])
    }

    public func collection(_ collection: StripCollectionView, didSelectRow row: Int) {
        guard !items.isEmpty else { return }
        onSelect?(row % items.count)
    }
}
