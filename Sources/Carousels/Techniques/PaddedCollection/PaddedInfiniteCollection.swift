import Foundation
import ScrollKit

/// Seed C: the endless strip made with a collection that owns its own cell reuse
/// (`StripCollectionView`): the data padded with copies on both sides, and the offset shifted by one
/// data set whenever it leaves the central stretch.
///
/// - C1: `padding` = `InfinitePadding` for the core's geometry (the count, the layout, the item
///   lengths and the view length): copies enough to cover more than a view on each side.
/// - C2: row r shows item `((r − leadingPad) mod n + n) mod n`.
/// - C3: when the logical offset passes `minScrollableOffset` (`maxScrollableOffset`), it moves
///   forward (back) by one data set + one gap: the same picture stays. Done in
///   `scrollViewDidScroll`, which the collection calls on every offset change before it lays out its
///   cells. Assignment carries a running drag or momentum along.
///
/// The cells are laid out by the carousel's layout policy (`layout`, the core's, and
/// `core.itemLengths`): row r is occurrence `r − leadingPad` of the core's endless
/// `CarouselGeometry` (the collection's `rows`), so the copies repeat the data's own lengths and the
/// seam between the last item and the first keeps the spacing (a data set plus its gap is the
/// geometry's period). Fixed lengths, items per view and items of their own lengths pad the same
/// way; the alignment says where the current item's snap point is (keys, notches and `scrollToItem`
/// move between snaps, keeping a free strip's place within an item). The default,
/// `CarouselLayout.tiles`, is the article's strip: 280 pt cells 12 apart.
///
/// Any axis and direction (`flow`): the maths is on logical main-axis offsets (`InfinitePadding`),
/// which the collection maps to physical ones, so a vertical or right-to-left strip runs the very
/// same code. Any content: `setItems(count:cells:)` takes `CarouselCells`, a cell made per slot (at
/// most `⌈viewport / step⌉ + 1` for equal cells) and configured for a logical index.
///
/// A free strip: the current item is the one nearest the layout's snap point (the middle of the view
/// when centred), reported to `carouselDelegate` when the strip comes to rest on another one (with the
/// cause that moved it), and once when the data is first laid out (`.api`), the data's first item
/// then starting at the layout's inset from the start edge (the article's first row at the edge).
///
/// The collection's scroll view gets a content inset of `landingMargin` at each end of the main
/// axis: a margin that never shows (every offset change is shifted back into the central stretch
/// first) but keeps drags, wheels and momentum glides from meeting the content's ends, where
/// ScrollKit would rubber-band, clamp or bounce (UIKit's live edges make the article's version work
/// without it). Momentum restarts from every shifted offset, so a glide of any length stays in the
/// central stretch.
@MainActor
public final class PaddedInfiniteCollection: CarouselHostView, StripCollectionDataSource, StripCollectionDelegate, Carousel {
    /// The collection the cells live in.
    public let collectionView: StripCollectionView
    /// How many logical items there are (as padded).
    private var count = 0
    /// The padding for the current items, layout and view length.
    public private(set) var padding = InfinitePadding(
        geometry: CarouselGeometry(layout: .tiles, count: 0, viewportLength: 0, isEndless: true))
    /// Whole data sets the offset has been shifted by since the last data or size change: forward
    /// (C3 at the minimum) counts +1, back −1. The continuous scroll distance from the data's first
    /// item is `collectionView.logicalOffset − padding.startOffset − netShifts × padding.period`.
    private(set) var netShifts = 0

    /// The content inset at each end of the collection's main axis, in points (at least one view length).
    public static let landingMargin: CGFloat = 20_000

    private var cells: CarouselCells = .empty
    /// The view length the padding was computed for, in points.
    private var paddedLength: CGFloat = 0
    /// The layout and item lengths the padding was computed for.
    private var paddedLayout: (layout: CarouselLayout, lengths: [CGFloat?]) = (.tiles, [])

    /// An empty strip of cells laid out by `layout`; give it items with `setItems(count:cells:)`.
    public init(frame: CGRect = .zero, layout: CarouselLayout = .tiles) {
        collectionView = StripCollectionView(layout: layout, makeCell: CarouselCells.empty.makeCell)
        super.init(
            frame: frame,
            core: CarouselCore(scrollView: collectionView, snapping: .free, isEndless: true, layout: layout, clicksSelect: true),
            takesClicks: false)
        core.strategy = self
        collectionView.dataSource = self
        collectionView.collectionDelegate = self
        collectionView.scrollDelegate = core
        addSubview(collectionView)
        setItems(count: 0, cells: .empty)
    }

    /// How the cells are sized, spaced, aligned and paged (the core's; `core.itemLengths` gives items
    /// lengths of their own). Changing it pads again at once, the same point of the data staying in
    /// the middle of the view.
    public var layout: CarouselLayout {
        get { core.layout }
        set {
            core.layout = newValue
            relayOutIfNeeded(cause: .api)
        }
    }

    // MARK: Data and padding (C1)

    /// Takes `count` items in cells `cells` makes (once per slot) and pads for them.
    func reload(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        collectionView.registerCells(cells.makeCell)
        layOutItems()
    }

    public override func layoutSubviews() {
        collectionView.frame = bounds
        collectionView.setExtraRows(core.layoutReach)
        let resized = paddedLength > 0 && flow.main(bounds.size) != paddedLength
        relayOutIfNeeded(cause: resized ? .resize : .api)
    }

    /// Pads again if the view length, the layout or the item lengths changed since the last padding
    /// (the core keeping the item at the snap point), reporting a new current item for `cause`.
    private func relayOutIfNeeded(cause: ScrollCause) {
        let length = flow.main(bounds.size)
        guard length != paddedLength || core.layout != paddedLayout.layout || core.itemLengths != paddedLayout.lengths
        else { return }
        core.relayOut(cause: cause)
    }

    /// Lays the collection out along the flow and pads again for the count, layout and view length,
    /// the middle of the view kept where the old padding allows (the core aligns next).
    func layOutItems() {
        collectionView.frame = bounds
        collectionView.flow = flow
        collectionView.setExtraRows(core.layoutReach)
        repad(middle: middleInCells())
    }

    /// Where the middle of the view is: the occurrence (from the data's first item, occurrence 0)
    /// whose slot holds it and how far into that slot, so a new layout, item lengths or view length
    /// keep the same point of the same item there; nil when nothing is laid out yet.
    private func middleInCells() -> (occurrence: Int, fraction: CGFloat)? {
        guard padding.count > 0, paddedLength > 0 else { return nil }
        let offset = flow.contentOffset(
            logical: flow.main(collectionView.contentOffset), contentLength: flow.main(collectionView.contentSize),
            viewportLength: paddedLength)
        return core.geometry.slot(containing: offset + paddedLength / 2 - padding.startOffset)
    }

    /// Recomputes the geometry and the padding and reloads, keeping the picture's middle (`middle`,
    /// from `middleInCells()`, in the middle of the view), then shifts the offset into range. With
    /// nothing laid out before, the data's first item starts at the layout's inset from the start edge.
    private func repad(middle: (occurrence: Int, fraction: CGFloat)?) {
        collectionView.frame = bounds // the viewport the logical offsets below are mapped in
        let length = flow.main(bounds.size)
        let geometry = core.makeGeometry(count: count, viewportLength: length)
        padding = InfinitePadding(geometry: geometry)
        paddedLength = length
        paddedLayout = (core.layout, core.itemLengths)
        core.layOut(geometry)
        collectionView.rows = StripRows(
            layout: core.layout, itemLengths: core.itemLengths, itemCount: count, firstOccurrence: -padding.leadingPad)
        let margin = max(Self.landingMargin, length)
        collectionView.contentInset = flow.insets(start: margin, end: margin)
        let start =
            middle.map { geometry.position(inSlot: $0.occurrence, fraction: $0.fraction) - length / 2 } ?? -geometry.inset
        netShifts = 0
        collectionView.reloadData(logicalOffset: count == 0 ? 0 : padding.shifted(padding.startOffset + start))
    }

    // MARK: Data source (C2)

    public func numberOfRows(in collection: StripCollectionView) -> Int { padding.rowCount }

    public func collection(_ collection: StripCollectionView, configure cell: View, forRow row: Int) {
        guard let item = padding.item(forRow: row) else { return }
        cells.configure(cell, forItem: item)
    }

    // MARK: Cells and selection

    /// The cells are placed: their progress is reported.
    public func collectionDidLayoutCells(_ collection: StripCollectionView) { reportProgress() }

    public func collection(_ collection: StripCollectionView, didSelectRow row: Int) {
        guard padding.item(forRow: row) != nil else { return }
        core.tapped(.item(occurrence: occurrence(ofRow: row)), by: collection.tapGestureRecognizer.device)
    }

    /// The occurrence row `row` shows, in the core's numbering (the data's first row is occurrence
    /// `−netShifts × count`: `anchorOccurrence`).
    private func occurrence(ofRow row: Int) -> Int { row - padding.leadingPad &- netShifts &* count }

    /// The collection takes the clicks itself (`collection(_:didSelectRow:)`); the host sees none.
    func hit(at point: CGPoint) -> CarouselHit {
        .nothing
    }

}

// Seed C on the core: its wrap strategy is the padding with copies and the shift by a data set (C3).
extension PaddedInfiniteCollection: CarouselStrategy {
    /// The data's first row, as the occurrence it shows now: every forward shift makes the same row
    /// show one data set earlier.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) {
        (0 &- netShifts &* count, padding.startOffset)
    }

    /// Takes a batch's count and cells: pads again for the new count (the cells in view configured
    /// afresh), keeping the middle of the view near where it was; the core aligns next.
    func takeItems(count: Int, cells: CarouselCells) {
        let middle = middleInCells()
        self.count = count
        self.cells = cells
        repad(middle: middle)
    }

    /// C3: shifts the offset back into the central stretch by whole data sets.
    func coreDidScroll() {
        collectionView.setExtraRows(core.layoutReach)
        let offset = collectionView.logicalOffset
        let shifted = padding.shifted(offset)
        guard shifted != offset else { return }
        let delta = shifted - offset
        netShifts &+= WrapMath.wholeSteps(delta / padding.period + 0.5)
        core.jump(byLogical: delta)
    }

    /// Aligns the nearest copy of item `occurrence` (wrapped) at its snap point at once, the shortest
    /// way round from the item nearest the snap point; C3 then shifts the offset into range.
    func align(occurrence: Int, cause: ScrollCause) {
        let geometry = core.geometry
        guard let item = core.resolvedIndex(occurrence), geometry.viewportLength > 0,
            let nearest = geometry.nearestItem(at: core.position)
        else { return }
        let target = nearest + WrapMath.shortestDistance(from: geometry.item(ofOccurrence: nearest), to: item, count: count)
        let offset = core.logicalOffset(ofPosition: geometry.snapPosition(geometry.snap(containing: target)))
        collectionView.setContentOffset(collectionView.contentOffset(forLogical: offset), animated: false, cause: cause)
    }
}
