import Carousels
import Foundation
import ScrollKit

/// C4 baseline, for tests and benchmarks only: the data repeated `repetitions` times (1000 by
/// default) in a plain collection, starting in the middle copy; row r shows item `r mod n`.
///
/// Kept to measure the naive idea against seed C: there is no wrap, so the strip ends after
/// `repetitions / 2` data sets each way (a determined user reaches the edge and bounces), and the
/// content is `repetitions × n` cells wide however small the data.
@MainActor
public final class RepeatedDataCollection: View, StripCollectionDataSource, StripCollectionDelegate {
    /// The article's "1000 × the original data set".
    public static let defaultRepetitions = 1000

    /// The collection, `repetitions × n` rows.
    public let collectionView: StripCollectionView
    /// How many copies of the data there are.
    public let repetitions: Int
    /// The banners.
    public private(set) var items: [Banner] = []
    /// Called with the item (0..<n) of a clicked cell.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// An empty baseline collection of `frame` (points), cells laid out by `layout`, that will show
    /// its data `repetitions` times over (at least once).
    public init(
        frame: CGRect = .zero, layout: CarouselLayout = .tiles,
        repetitions: Int = RepeatedDataCollection.defaultRepetitions
    ) {
        self.repetitions = max(1, repetitions)
        collectionView = StripCollectionView(frame: CGRect(origin: .zero, size: frame.size), layout: layout)
        super.init(frame: frame)
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
        addSubview(collectionView)
    }

    /// The row shown at the start edge after `set(items:)`: the first item of the middle copy.
    public var startRow: Int { (repetitions / 2) * items.count }

    /// Replaces the banners and jumps to `startRow`.
    public func set(items: [Banner]) {
        self.items = items
        collectionView.reloadData()
        collectionView.logicalOffset = collectionView.logicalStart(ofRow: startRow)
    }

    public override func layoutSubviews() { collectionView.frame = bounds }

    public func numberOfRows(in collection: StripCollectionView) -> Int { repetitions * items.count }

    public func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int) {
        (cell as? BannerItemView)?.configure(with: items.isEmpty ? nil : items[row % items.count])
    }

    public func collection(_ collection: StripCollectionView, didSelectRow row: Int) {
        guard !items.isEmpty else { return }
        onSelect?(row % items.count)
    }
}
