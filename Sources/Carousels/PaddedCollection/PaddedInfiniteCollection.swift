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
    /// Hears index changes and selections (`Carousel`).
    public weak var carouselDelegate: CarouselDelegate?
    /// How many logical items there are.
    public private(set) var itemCount = 0
    /// The padding for the current items and view length.
    public private(set) var padding = InfinitePadding(count: 0, layout: .standard, viewLength: 0)
    /// How many C3 shifts have happened (for tests and the lab's overlay).
    public private(set) var shiftCount = 0
    /// Whole data sets the offset has been shifted by since the last data or size change: forward
    /// (C3 at the minimum) counts +1, back −1. The continuous scroll distance from the data's first
    /// item is `collectionView.logicalOffset − padding.startOffset − netShifts × padding.period`.
    public private(set) var netShifts = 0
    /// Called after every recentring jump with the change of the content offset along the main axis,
    /// in physical points (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?
    /// Hears each item view's progress every frame the strip moves (`InspectableCarousel`).
    public var progressObserver: (any CarouselProgressObserver)?

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
            repad(middle: middle)
        }
    }

    private var cells: CarouselCells = .empty
    /// The view length the padding was computed for, in points.
    private var paddedLength: CGFloat = 0
    private var reported = SettledValue<Int>()
    private var hasReported = false

    /// An empty strip of cells of `layout`; give it items with `setItems(count:cells:)`.
    public init(frame: CGRect = .zero, layout: StripLayout = .standard) {
        collectionView = StripCollectionView(layout: layout, makeCell: CarouselCells.empty.makeCell)
        super.init(frame: frame)
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
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
        }
    }

    // MARK: Data and padding (C1)

    /// Replaces the items: `count` of them, shown in cells `cells` makes (once per slot) and
    /// configures. Keeps the scroll position relative to the data's start (shifted into the central
    /// stretch); any motion carries on. With none, the strip empties and stops.
    public func setItems(count: Int, cells: CarouselCells) {
        let middle = middleInCells()
        itemCount = max(0, count)
        self.cells = cells
        collectionView.registerCells(cells.makeCell)
        collectionView.isScrollEnabled = itemCount > 0
        if itemCount == 0 { collectionView.setContentOffset(collectionView.contentOffset, animated: false) }
        repad(middle: middle)
        reportIfSettled(cause: .api)
    }

    public override func layoutSubviews() {
        collectionView.frame = bounds
        let length = flow.main(bounds.size)
        if padding != InfinitePadding(count: itemCount, layout: layout, viewLength: length) { repad(middle: middleInCells()) }
        reportIfSettled(cause: hasReported ? .resize : .api)
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
        padding = InfinitePadding(count: itemCount, layout: layout, viewLength: length)
        paddedLength = length
        let margin = max(Self.landingMargin, length)
        collectionView.contentInset = flow.insets(start: margin, end: margin)
        let unshifted = padding.startOffset + (middle.map { $0 * padding.step - length / 2 } ?? 0)
        netShifts = 0
        collectionView.reloadData(logicalOffset: itemCount == 0 ? 0 : padding.shifted(unshifted))
    }

    // MARK: Data source (C2)

    public func numberOfRows(in collection: StripCollectionView) -> Int { padding.rowCount }

    public func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        cells.configure(cell, forItem: item)
    }

    // MARK: Current item

    /// The item whose cell is nearest the middle of the view (a free strip's current item); nil with
    /// no items or no size.
    public var currentItem: Int? { row(nearestLogical: collectionView.logicalOffset).flatMap(padding.item(forRow:)) }

    /// The row whose cell's centre is nearest the middle of a view showing logical offset `offset`.
    private func row(nearestLogical offset: CGFloat) -> Int? {
        let step = layout.step
        let length = flow.main(collectionView.bounds.size)
        guard itemCount > 0, step > 0, length > 0, offset.isFinite else { return nil }
        return WrapMath.wholeSteps((offset + length / 2 - layout.itemLength / 2) / step + 0.5)
    }

    /// Tells the delegate about a new current item once the strip is at rest (`released`: a drag just
    /// let go with nothing left to move, the pointer possibly not yet up).
    private func reportIfSettled(cause: ScrollCause, released: Bool = false) {
        let scrollView = collectionView
        let resting = released ? !scrollView.isDragging && scrollView.restingTarget == nil : scrollView.isAtRest
        guard resting, let index = reported.settle(currentItem) else { return }
        hasReported = true
        carouselDelegate?.carousel(self, didChangeCurrentIndex: index, cause: cause)
    }

    // MARK: Shift (C3) and rest

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offset = collectionView.logicalOffset
        let shifted = padding.shifted(offset)
        guard shifted != offset else { return }
        move(by: shifted - offset)
        shiftCount += 1
    }

    /// Moves the logical offset by whole periods (an invisible jump), keeping `netShifts`.
    private func move(by delta: CGFloat) {
        netShifts += Int((delta / padding.period).rounded())
        let physical = collectionView.correctLogicalOffset(by: delta)
        if physical != 0 { onRecentre?(physical) }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled(cause: scrollView.cause, released: true) }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled(cause: scrollView.cause) }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled(cause: scrollView.cause) }

    /// The cells are placed: their progress is reported.
    public func collectionDidLayoutCells(_ collection: StripCollectionView) { reportProgress() }

    public func collection(_ collection: StripCollectionView, didSelectRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        carouselDelegate?.carousel(self, didSelectItemAt: item, cause: tapCause(by: collection.tapGestureRecognizer.device))
    }

    // MARK: Commands

    /// Scrolls one cell step forward (animated); presses during the animation add up from its target.
    public func next(cause: ScrollCause) { scroll(byCells: 1, cause: cause) }

    /// Scrolls one cell step back.
    public func previous(cause: ScrollCause) { scroll(byCells: -1, cause: cause) }

    private func scroll(byCells cells: Int, cause: ScrollCause) {
        guard itemCount > 0, !collectionView.isTracking, layout.step > 0 else { return }
        scroll(toLogical: landingLogicalOffset + CGFloat(cells) * layout.step, animated: true, cause: cause)
    }

    /// The logical offset the collection is heading for (its landing, else where it is).
    private var landingLogicalOffset: CGFloat {
        let landing = collectionView.landingOffset
        return flow.contentOffset(
            logical: flow.main(landing), contentLength: flow.main(collectionView.contentSize),
            viewportLength: flow.main(collectionView.bounds.size))
    }

    private func scroll(toLogical offset: CGFloat, animated: Bool, cause: ScrollCause) {
        collectionView.setContentOffset(collectionView.contentOffset(forLogical: offset), animated: animated, cause: cause)
        if !animated { reportIfSettled(cause: cause) }
    }

    /// Centres the nearest copy of item `index` (the shortest way round from where the strip is
    /// heading), animated or at once. An index outside `0..<itemCount` is ignored.
    public func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause) {
        guard itemCount > 0, (0..<itemCount).contains(index), !collectionView.isTracking else { return }
        let landing = landingLogicalOffset
        guard let row = row(nearestLogical: landing), let item = padding.item(forRow: row) else { return }
        let target = row + WrapMath.shortestDistance(from: item, to: index, count: itemCount)
        let length = flow.main(collectionView.bounds.size)
        scroll(toLogical: CGFloat(target) * layout.step + layout.itemLength / 2 - length / 2, animated: animated, cause: cause)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool {
        stepByWheel(step)
    }
}
