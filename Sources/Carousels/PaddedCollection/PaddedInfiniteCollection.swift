import Foundation
import ScrollKit

/// Hears a `PaddedInfiniteCollection`.
@MainActor
public protocol PaddedInfiniteCollectionDelegate: AnyObject {
    /// A cell was clicked: `index` is the logical item it shows (0..<count), whichever copy it was.
    func paddedCollection(_ collection: PaddedInfiniteCollection, didSelectItemAt index: Int)
}

/// Seed C: the endless strip made with a collection that owns its own cell reuse
/// (`HorizontalCollectionView`): the data padded with copies on both sides, and the offset shifted
/// by one data set whenever it leaves the central stretch.
///
/// - C1: `padding` = `InfinitePadding` for the count, cell layout and width.
/// - C2: row r shows item `((r − leftPad) mod n + n) mod n`.
/// - C3: when the offset passes `minScrollableOffset` (`maxScrollableOffset`), it moves forward
///   (back) by one data set + one gap: the same picture stays. Done in `scrollViewDidScroll`, which
///   the collection calls on every offset change before it lays out its cells. Assignment carries a
///   running drag or momentum along.
///
/// The collection's scroll view gets a content inset of `landingMargin` on each side: a margin that
/// never shows (every offset change is shifted back into the central stretch first) but keeps drags,
/// wheels and momentum glides from meeting the content's ends, where ScrollKit would rubber-band,
/// clamp or bounce (UIKit's live edges make the article's version work without it). Momentum
/// restarts from every shifted offset, so a glide of any length stays in the central stretch.
@MainActor
public final class PaddedInfiniteCollection: View, HorizontalCollectionDataSource, HorizontalCollectionDelegate, KeyboardPaging {
    /// The collection the cells live in.
    public let collectionView: HorizontalCollectionView
    /// Hears selections.
    public weak var delegate: PaddedInfiniteCollectionDelegate?
    /// The banners, in order: the one logical model behind every cell.
    public private(set) var items: [Banner] = []
    /// The padding for the current items and width.
    public private(set) var padding = InfinitePadding(count: 0, layout: .standard, viewWidth: 0)
    /// How many C3 shifts have happened (for tests and the lab's overlay).
    public private(set) var shiftCount = 0
    /// Whole data sets the offset has been shifted by since the last data or size change: forward
    /// (C3 at the minimum) counts +1, back −1. The continuous scroll distance from the data's first
    /// item is `contentOffset.x − padding.startOffset − netShifts × padding.period`.
    public private(set) var netShifts = 0
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    /// The content inset on each side of the collection, in points (at least one view width).
    public static let landingMargin: CGFloat = 20_000

    /// The view width the padding was computed for, in points.
    private var paddedWidth: CGFloat = 0

    /// An empty seed C collection of `frame` (points) with cells laid out by `layout`; `set(items:)`
    /// pads and shows the data.
    public init(frame: CGRect = .zero, layout: StripLayout = .standard) {
        collectionView = HorizontalCollectionView(layout: layout)
        super.init(frame: frame)
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
        addSubview(collectionView)
        set(items: [])
    }

    public override var canBecomeFocused: Bool { true }

    /// Cell width, spacing and corners.
    public var layout: StripLayout {
        get { collectionView.layout }
        set {
            collectionView.layout = newValue
            repad()
        }
    }

    // MARK: Data and padding (C1)

    /// Replaces the banners, keeping the scroll position relative to the data's start (shifted into
    /// the central stretch); any motion carries on. With none, the strip empties and stops.
    public func set(items: [Banner]) {
        self.items = items
        collectionView.isScrollEnabled = !items.isEmpty
        if items.isEmpty { collectionView.setContentOffset(collectionView.contentOffset, animated: false) }
        repad()
    }

    public override func layoutSubviews() {
        collectionView.frame = bounds
        if padding != InfinitePadding(count: items.count, layout: layout, viewWidth: bounds.width) { repad() }
    }

    /// Recomputes the padding and reloads, keeping the picture's middle: the same point of the data
    /// set (counted in cells, so a new cell width or view width keeps it too) stays in the middle of
    /// the view, then the offset is shifted into range.
    private func repad() {
        let old = padding
        let laidOut = old.count > 0 && old.step > 0 && paddedWidth > 0
        // With nothing laid out yet, the data's first item starts at the left edge.
        let middle = laidOut ? (collectionView.contentOffset.x + paddedWidth / 2 - old.startOffset) / old.step : 0
        padding = InfinitePadding(count: items.count, layout: layout, viewWidth: bounds.width)
        let halfWidth = laidOut ? bounds.width / 2 : 0
        paddedWidth = bounds.width
        let margin = max(Self.landingMargin, bounds.width)
        collectionView.contentInset = EdgeInsets(left: margin, right: margin)
        let offset = items.isEmpty ? 0 : padding.shifted(padding.startOffset + middle * padding.step - halfWidth)
        collectionView.correctContentOffset(by: CGPoint(x: offset - collectionView.contentOffset.x, y: 0))
        netShifts = 0
        collectionView.reloadData()
    }

    // MARK: Data source (C2)

    public func numberOfRows(in collection: HorizontalCollectionView) -> Int { padding.rowCount }

    public func collection(_ collection: HorizontalCollectionView, configure cell: BannerItemView, forRow row: Int) {
        cell.configure(with: padding.item(forRow: row).map { items[$0] })
    }

    // MARK: Shift (C3) and release

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offset = scrollView.contentOffset.x
        let shifted = padding.shifted(offset)
        guard shifted != offset else { return }
        move(scrollView, to: shifted)
        shiftCount += 1
    }

    /// Moves the offset by whole periods (an invisible jump), keeping `netShifts`.
    private func move(_ scrollView: ScrollView, to offset: CGFloat) {
        let delta = offset - scrollView.contentOffset.x
        netShifts += Int((delta / padding.period).rounded())
        scrollView.correctContentOffset(by: CGPoint(x: delta, y: 0))
        if delta != 0 { onRecentre?(delta) }
    }

    public func collection(_ collection: HorizontalCollectionView, didSelectRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        delegate?.paddedCollection(self, didSelectItemAt: item)
    }

    // MARK: Keyboard

    /// Scrolls one cell step to the right (animated); presses during the animation add up from its target.
    public func next(cause: ScrollCause) { scroll(byCells: 1, cause: cause) }

    /// Scrolls one cell step to the left.
    public func previous(cause: ScrollCause) { scroll(byCells: -1, cause: cause) }

    private func scroll(byCells cells: Int, cause: ScrollCause) {
        guard !items.isEmpty, !collectionView.isTracking, layout.step > 0 else { return }
        let base = collectionView.landingOffset.x
        collectionView.setContentOffset(CGPoint(x: base + CGFloat(cells) * layout.step, y: 0), animated: true, cause: cause)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}
