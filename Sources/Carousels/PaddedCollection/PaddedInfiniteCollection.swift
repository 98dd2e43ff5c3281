import Foundation
import ScrollKit

/// Seed C: the endless strip made with a collection that owns its own cell reuse
/// (`StripCollectionView`): the data padded with copies on both sides, and the offset shifted by one
/// data set whenever it leaves the central stretch.
///
/// - C1: `padding` = `InfinitePadding` for the count, cell layout and view length.
/// - C2: row r shows item `((r − leadingPad) mod n + n) mod n`.
/// - C3: when the logical offset passes `minScrollableOffset` (`maxScrollableOffset`), it moves
///   forward (back) by one data set + one gap: the same picture stays. Done in
///   `scrollViewDidScroll`, which the collection calls on every offset change before it lays out its
///   cells. Assignment carries a running drag or momentum along.
///
/// Any axis and direction (`flow`): the maths is on logical main-axis offsets (`InfinitePadding`),
/// which the collection maps to physical ones, so a vertical or right-to-left strip runs the very
/// same code. Any content: `setItems(count:cells:)` takes `CarouselCells`, a cell made per slot (at
/// most `⌈viewport / step⌉ + 1`) and configured for a logical index.
///
/// A free strip: the current item is the one whose cell is nearest the middle of the view, reported
/// to `carouselDelegate` when the strip comes to rest on another one (with the cause that moved it),
/// and once when the data is first laid out (`.api`).
///
/// The collection's scroll view gets a content inset of `landingMargin` at each end of the main
/// axis: a margin that never shows (every offset change is shifted back into the central stretch
/// first) but keeps drags, wheels and momentum glides from meeting the content's ends, where
/// ScrollKit would rubber-band, clamp or bounce (UIKit's live edges make the article's version work
/// without it). Momentum restarts from every shifted offset, so a glide of any length stays in the
/// central stretch.
@MainActor
public final class PaddedInfiniteCollection: View, StripCollectionDataSource, StripCollectionDelegate, Carousel {
    /// The collection the cells live in.
    public let collectionView: StripCollectionView
    /// The state, rules and events: a free strip, endless (`Carousel`).
    public let core: CarouselCore
    /// How many logical items there are (as padded).
    private var count = 0
    /// The padding for the current items and view length.
    public private(set) var padding = InfinitePadding(count: 0, layout: .standard, viewLength: 0)
    /// Whole data sets the offset has been shifted by since the last data or size change: forward
    /// (C3 at the minimum) counts +1, back −1. The continuous scroll distance from the data's first
    /// item is `collectionView.logicalOffset − padding.startOffset − netShifts × padding.period`.
    private(set) var netShifts = 0

    /// The content inset at each end of the collection's main axis, in points (at least one view length).
    public static let landingMargin: CGFloat = 20_000

    /// Which way the items run. Changing it lays the strip out again with the same point of the data
    /// in the middle of the view.
    public var flow: ItemFlow {
        get { collectionView.flow }
        set {
            guard newValue != collectionView.flow else { return }
            let middle = middleInCells()
            collectionView.flow = newValue
            core.flow = newValue
            repad(middle: middle)
            core.settleIfResting(cause: .api)
        }
    }

    private var cells: CarouselCells = .empty
    /// The view length the padding was computed for, in points.
    private var paddedLength: CGFloat = 0

    /// An empty strip of cells of `layout`; give it items with `setItems(count:cells:)`.
    public init(frame: CGRect = .zero, layout: StripLayout = .standard) {
        collectionView = StripCollectionView(layout: layout, makeCell: CarouselCells.empty.makeCell)
        core = CarouselCore(scrollView: collectionView, snapping: .free, isEndless: true)
        super.init(frame: frame)
        core.strategy = self
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
        collectionView.scrollDelegate = core
        addSubview(collectionView)
        setItems(count: 0, cells: .empty)
    }

    public override var canBecomeFocused: Bool { true }

    /// Cell length, spacing and corners.
    public var layout: StripLayout {
        get { collectionView.layout }
        set {
            let middle = middleInCells()
            collectionView.layout = newValue
            repad(middle: middle)
            core.settleIfResting(cause: .api)
        }
    }

    // MARK: Data and padding (C1)

    /// Replaces the items: `count` of them, shown in cells `cells` makes (once per slot) and
    /// configures. Any motion stops; the scroll position relative to the data's start is kept
    /// (shifted into the central stretch: a free strip keeps its place). With none, the strip
    /// empties and stops.
    public func setItems(count: Int, cells: CarouselCells) {
        collectionView.setContentOffset(collectionView.contentOffset, animated: false, cause: .api) // stops any motion
        let middle = middleInCells()
        self.count = max(0, count)
        self.cells = cells
        collectionView.registerCells(cells.makeCell)
        repad(middle: middle)
        core.settleIfResting(cause: .api)
    }

    public override func layoutSubviews() {
        collectionView.frame = bounds
        let length = flow.main(bounds.size)
        guard padding != InfinitePadding(count: count, layout: layout, viewLength: length) else { return }
        let resized = paddedLength > 0
        repad(middle: middleInCells())
        core.settleIfResting(cause: resized ? .resize : .api)
    }

    /// Where the middle of the view is, counted in cells from the data's first item's start (so a
    /// new cell length or view length keeps it); nil when nothing is laid out yet.
    private func middleInCells() -> CGFloat? {
        let old = padding
        guard old.count > 0, old.step > 0, paddedLength > 0 else { return nil }
        let offset = flow.contentOffset(
            logical: flow.main(collectionView.contentOffset), contentLength: flow.main(collectionView.contentSize),
            viewportLength: paddedLength)
        return (offset + paddedLength / 2 - old.startOffset) / old.step
    }

    /// Recomputes the padding and reloads, keeping the picture's middle (`middle`, from
    /// `middleInCells()`, in the middle of the view), then shifts the offset into range. With nothing
    /// laid out before, the data's first item starts at the start edge.
    private func repad(middle: CGFloat?) {
        collectionView.frame = bounds // the viewport the logical offsets below are mapped in
        let length = flow.main(bounds.size)
        padding = InfinitePadding(count: count, layout: layout, viewLength: length)
        paddedLength = length
        let geometryLayout = CarouselLayout(
            inset: 0, spacing: layout.spacing, cornerRadius: layout.cornerRadius, itemLength: .fixed(layout.itemLength))
        core.layOut(CarouselGeometry(layout: geometryLayout, count: count, viewportLength: length, isEndless: true))
        let margin = max(Self.landingMargin, length)
        collectionView.contentInset = flow.insets(start: margin, end: margin)
        let unshifted = padding.startOffset + (middle.map { $0 * padding.step - length / 2 } ?? 0)
        netShifts = 0
        collectionView.reloadData(logicalOffset: count == 0 ? 0 : padding.shifted(unshifted))
    }

    // MARK: Data source (C2)

    public func numberOfRows(in collection: StripCollectionView) -> Int { padding.rowCount }

    public func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        cells.configure(cell, forItem: item)
    }

    /// The row whose cell's centre is nearest the middle of a view showing logical offset `offset`.
    private func row(nearestLogical offset: CGFloat) -> Int? {
        let step = layout.step
        let length = flow.main(collectionView.bounds.size)
        guard count > 0, step > 0, length > 0, offset.isFinite else { return nil }
        return WrapMath.wholeSteps((offset + length / 2 - layout.itemLength / 2) / step + 0.5)
    }

    // MARK: Cells and selection

    /// The cells are placed: their progress is reported.
    public func collectionDidLayoutCells(_ collection: StripCollectionView) { reportProgress() }

    public func collection(_ collection: StripCollectionView, didSelectRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        core.reportSelection(of: item, cause: tapCause(by: collection.tapGestureRecognizer.device))
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}

// Seed C on the core: its wrap strategy is the padding with copies and the shift by a data set (C3).
extension PaddedInfiniteCollection: CarouselStrategy {
    /// The data's first row, as the occurrence it shows now: every forward shift makes the same row
    /// show one data set earlier.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) {
        (0 &- netShifts &* count, padding.startOffset)
    }

    /// C3: shifts the offset back into the central stretch by whole data sets.
    func coreDidScroll() {
        let offset = collectionView.logicalOffset
        let shifted = padding.shifted(offset)
        guard shifted != offset else { return }
        let delta = shifted - offset
        netShifts &+= WrapMath.wholeSteps(delta / padding.period + 0.5)
        core.jump(byLogical: delta)
    }

    /// Centres the nearest copy of item `occurrence` (wrapped) at once.
    func align(occurrence: Int, cause: ScrollCause) {
        guard let item = core.resolvedIndex(occurrence), let row = row(nearestLogical: collectionView.logicalOffset),
            let shown = padding.item(forRow: row)
        else { return }
        let target = row + WrapMath.shortestDistance(from: shown, to: item, count: count)
        let length = flow.main(collectionView.bounds.size)
        let offset = CGFloat(target) * layout.step + layout.itemLength / 2 - length / 2
        collectionView.setContentOffset(collectionView.contentOffset(forLogical: offset), animated: false, cause: cause)
    }
}
