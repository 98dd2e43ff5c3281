import Foundation
import ScrollKit

/// Seed B: an endless strip of tiles, the WWDC 2011 way (recentring + tiling), along either axis.
///
/// - B1: the content is very long along the main axis (`contentLength`). On every layout pass, when
///   the offset has drifted more than `recentreThreshold` from the centre, it jumps back to the
///   centre and every tile moves by the same amount: nothing changes on screen. Offset assignment
///   carries a running drag or momentum along, so the strip keeps moving.
/// - B2: the tiles are an ordered `RecyclingStrip`: the ones that fall off either end go to a
///   `ReusePool`, then tiles are added at the end and the start until the visible range is covered,
///   taken from the pool before any is created (so with equal tiles at most ⌈viewport / step⌉ + 1
///   tiles ever exist).
/// - B3: each tile has a logical tile number (an exact `Int`, negative before the first);
///   tile k shows item `k mod count` (`WrapMath.wrap`).
/// - B4: positions never grow: the offset stays within `recentreThreshold` of the centre (plus one
///   event's motion) and tile frames within the content, however far one scrolls.
///
/// The tiles are laid out by the carousel's layout policy (`layout`, the core's, and
/// `core.itemLengths`): tile k is occurrence k of the core's endless `CarouselGeometry`, as long as
/// that occurrence and placed after tile k − 1 with the layout's spacing, the seam between the last
/// item and the first included (the geometry's period). Fixed lengths, items per view and items of
/// their own lengths all tile the same way; the alignment says where the current item's snap point
/// is (keys, notches and `scrollToItem` move between snaps, keeping a free strip's place within an
/// item). The default, `CarouselLayout.tiles`, is the session's strip: 280 pt tiles 12 apart.
///
/// Any axis and direction (`flow`): the tiling works on *logical* main-axis positions (growing in
/// item order from the start, `ItemFlow`), mapped to physical frames and offsets in one place, so
/// tiles stack top to bottom in a vertical strip, and tile 0 starts at the right edge of a
/// right-to-left one with the next on its left. Any content: `setItems(count:cells:)` takes
/// `CarouselCells`, one cell per pooled tile, configured for a logical index.
///
/// A free strip: the current item is the one nearest the layout's snap point (the middle of the view
/// when centred), reported to `carouselDelegate` when the strip comes to rest on another one (with the
/// cause that moved it), and once when the data is first laid out (`.api`). New items start with tile
/// 0's leading edge at the layout's inset from the start edge (the session lays tile 0 at the edge).
///
/// How the layout pass is triggered: ScrollKit does not mark a scroll view for layout when its
/// offset changes, so the view is its own scroll delegate and, in `scrollViewDidScroll`, runs the
/// offset-dependent part of its layout pass (`layoutStrip()`: recentre, then tile) at once. Every
/// offset change — drag event, momentum frame, animation frame, wheel, assignment — is therefore
/// recentred and tiled before anything else sees it; `layoutSubviews()` (the window's layout pass,
/// after a size or data change) runs the same routine.
///
/// Coordinates: tile frames are in content coordinates (this view's bounds space). Listen through
/// `carouselDelegate`: the scroll `delegate` is the view itself and must stay so.
@MainActor
public final class TilingScrollView: ScrollView, Carousel {
    /// WWDC's "very large" content length, in points: recentring keeps the offset within
    /// `recentreThreshold` of its middle, so momentum of any speed never meets its ends.
    public static let defaultContentLength: CGFloat = 20_000
    /// How far the offset may drift from the centre before it is recentred, in points (WWDC's 100).
    public static let defaultRecentreThreshold: CGFloat = 100

    /// The state, rules and events: a free strip, endless (`Carousel`).
    public private(set) lazy var core = CarouselCore(scrollView: self, snapping: .free, isEndless: true, clicksSelect: true)
    /// The content length along the main axis, in points; at least three view lengths are used
    /// whatever it says.
    public var contentLength: CGFloat { didSet { setNeedsLayout() } }
    /// The drift from the centre, in points, beyond which a layout pass recentres.
    public var recentreThreshold = TilingScrollView.defaultRecentreThreshold

    /// The visible tiles, in item order, with their logical tile numbers.
    let strip = RecyclingStrip(pool: ReusePool(make: CarouselCells.empty.makeCell))
    /// The logical main position of the leading edge of the first tile (of its slot: tile plus
    /// trailing gap).
    private(set) var leadingEdge: CGFloat = 0

    private var cells: CarouselCells = .empty
    /// How many items were last given.
    private var count = 0
    /// The flow and viewport length the content was last laid out for.
    private var laidOut: (flow: ItemFlow, viewportLength: CGFloat) = (.horizontal, 0)
    /// Set while the content is laid out again: the offset may not yet read along the new flow or
    /// length, so no tiling until it does.
    private var isLayingOut = false

    /// An empty strip of tiles laid out by `layout` in content `contentLength` points long; give it
    /// items with `setItems(count:cells:)`.
    public init(
        frame: CGRect = .zero, layout: CarouselLayout = .tiles, contentLength: CGFloat = TilingScrollView.defaultContentLength
    ) {
        self.contentLength = contentLength
        super.init(frame: frame)
        core.layout = layout
        core.strategy = self
        delegate = core
        decelerationRate = .normal
        showsHorizontalScrollIndicator = false // the indicator would give the recentring away
        showsVerticalScrollIndicator = false
        core.takeTaps(on: self)
        setItems(count: 0, cells: .empty)
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: Data

    /// Takes `count` items with tiles made afresh from `cells`; the tiles keep their numbers and
    /// places, showing their numbers' new items, until the core keeps the item at the snap point.
    func reload(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        let first = strip.firstIndex
        let hadTiles = !strip.isEmpty
        strip.restart(making: cells.makeCell)
        if hadTiles, count > 0 { strip.start(at: first, in: self, configure: configureTile) }
        layOutItems()
    }

    /// Gives the core the geometry of the tiles for the current count, view length, layout and item
    /// lengths: endless, the seam keeping the spacing.
    private func layOutGeometry() {
        core.layOut(core.makeGeometry(count: count, viewportLength: viewportLength))
    }

    /// The logical item shown by tile number `tile` (nil when there are no items).
    package func item(forTile tile: Int) -> Int? {
        count == 0 ? nil : WrapMath.wrap(tile, count: count)
    }

    /// The logical item under `point` (content coordinates), or nil in a gap or with no items.
    public func item(at point: CGPoint) -> Int? {
        View.frontmost(of: strip.views, at: point).flatMap { item(forTile: strip.firstIndex + $0) }
    }

    /// The content offset along the main axis the strip recentres to, in points: the middle of the
    /// content (the same physical and logical).
    package var centredOffset: CGFloat { (effectiveContentLength - viewportLength) / 2 }

    private var effectiveContentLength: CGFloat { max(contentLength, 3 * viewportLength) }
    private var viewportLength: CGFloat { flow.main(bounds.size) }

    // MARK: Logical coordinates

    /// The logical offset: the logical main position at the viewport's start edge, in points.
    var logicalOffset: CGFloat { logical(ofOffset: contentOffset) }

    /// The logical offset as the last layout pass laid the content out (its flow and viewport
    /// length), which differs from `logicalOffset` between a new size or flow and the next pass.
    private var laidOutLogicalOffset: CGFloat {
        let old = laidOut.flow
        return old.contentOffset(
            logical: old.main(contentOffset), contentLength: old.main(contentSize), viewportLength: laidOut.viewportLength)
    }

    /// The logical offset of the physical content offset `offset`.
    private func logical(ofOffset offset: CGPoint) -> CGFloat {
        flow.contentOffset(logical: flow.main(offset), contentLength: flow.main(contentSize), viewportLength: viewportLength)
    }

    /// The physical content offset that shows logical offset `logical` at the start edge.
    private func physicalOffset(logical: CGFloat) -> CGPoint {
        flow.point(
            main: flow.contentOffset(logical: logical, contentLength: flow.main(contentSize), viewportLength: viewportLength),
            cross: 0)
    }

    // MARK: Layout pass (B1, B2)

    public override func layoutSubviews() {
        let resized = laidOut.viewportLength != viewportLength && laidOut.viewportLength > 0
        core.relayOut(cause: resized ? .resize : .api)
    }

    /// Lays the content out along the current flow and length, the logical offset (the start edge)
    /// and the tiles' numbers and logical places kept, then recentres and tiles.
    func layOutItems() {
        isLayingOut = true
        let logical = laidOutLogicalOffset
        contentSize = flow.size(main: effectiveContentLength, cross: flow.cross(bounds.size))
        laidOut = (flow, viewportLength)
        move(to: physicalOffset(logical: logical))
        isLayingOut = false
        layOutGeometry()
        layoutStrip()
    }

    /// The offset-dependent part of the layout pass: B1's recentre, then B2's tiling.
    ///
    /// - Complexity: O(v + t) for v visible tiles and t tiles added or removed.
    private func layoutStrip() {
        recentreIfNeeded()
        tile()
    }

    /// The main-axis content offsets the strip leaves alone: within `recentreThreshold` of
    /// `centredOffset` (B1), physical (the range is symmetric about the middle, so the same
    /// logically). Nil before it has a size.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard viewportLength > 0 else { return nil }
        return (centredOffset - recentreThreshold)...(centredOffset + recentreThreshold)
    }

    /// B1: back to the centre when drifted past the threshold, tiles moving along.
    private func recentreIfNeeded() {
        guard let range = recentreRange, !range.contains(flow.main(contentOffset)) else { return }
        jump(toMain: centredOffset)
    }

    /// Moves the main-axis offset to `main` silently and every tile by the same amount: no visible
    /// change, and a running drag or motion moves along.
    private func jump(toMain main: CGFloat) {
        let delta = flow.physicalDelta(main - flow.main(contentOffset)) // logical
        leadingEdge += delta
        core.jump(byLogical: delta)
        placeTiles()
    }

    /// Moves the offset to `offset` silently, the tiles staying at their logical positions.
    private func move(to offset: CGPoint) {
        correctContentOffset(by: CGPoint(x: offset.x - contentOffset.x, y: offset.y - contentOffset.y))
    }

    /// B2: covers the logical range [offset, offset + viewport] with tiles (each with the gap after
    /// it: the tiles whose slot meets the view, `CarouselGeometry.slots(inViewAt:)`), recycling the
    /// ones that fell off before adding any. The first tile's leading edge moves by the exact distance
    /// between tile numbers (`CarouselGeometry.distance(fromItem:toItem:)`), so a strip scrolled a
    /// million periods keeps its tiles to the bit. A strip that jumped past every tile (a resize, a
    /// long animation frame) starts again at the tiles in view: the tile numbers follow from the
    /// geometry, not from tiles walked one by one.
    private func tile() {
        defer { reportProgress() }
        let geometry = core.geometry
        guard count > 0, viewportLength > 0, geometry.period > 0 else {
            strip.removeAll()
            return
        }
        if strip.isEmpty {
            // New tiles: the strip's first tile number at the inset from the start edge.
            leadingEdge = logicalOffset + geometry.inset
        }
        let range = geometry.widened(geometry.slots(inViewAt: core.position), by: core.layoutReach)
        let first = leadingEdge + geometry.distance(fromItem: strip.firstIndex, toItem: range.lowerBound)
        strip.sync(to: range, in: self, configure: configureTile)
        leadingEdge = first
        placeTiles()
    }

    /// Places every tile where the geometry puts its occurrence, from the first tile's leading edge.
    private func placeTiles() {
        let geometry = core.geometry
        let corners = layout.cornerRadius
        let flow = flow // read once: the core's, through the lazy core
        let length = flow.main(contentSize)
        let across = layout.crossSpan(in: flow.cross(bounds.size))
        let views = strip.views
        let first = strip.firstIndex
        let leadingEdge = leadingEdge
        for offset in views.indices {
            let tile = first + offset
            let frame = flow.frame(
                mainStart: leadingEdge + geometry.distance(fromItem: first, toItem: tile),
                mainLength: geometry.length(ofItem: tile), crossStart: across.start, crossLength: across.length,
                in: length)
            // Borrowed from the local copy of the array: no retain and release of its own.
            Unmanaged.passUnretained(views[offset])._withUnsafeGuaranteedRef { view in
                view.cornerRadius = corners
                view.frame = frame
            }
        }
    }

    private func configureTile(_ view: View, tile: Int) {
        guard let item = item(forTile: tile) else { return }
        cells.configure(view, forItem: item)
    }

    // MARK: Keys and clicks

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    public override func buildAccessibility(into builder: inout AccessibilityBuilder, under parent: AccessibilityID) {
        core.buildAccessibility(of: self, into: &builder, under: parent)
    }

    public override func performAccessibilityAction(_ name: String, onItem item: Int?) -> Bool {
        core.performAccessibilityAction(name, onItem: item)
    }

    /// A click on a tile hits its tile number (its occurrence); a gap, nothing.
    func hit(at point: CGPoint) -> CarouselHit {
        guard count > 0, let tile = View.frontmost(of: strip.views, at: point) else { return .nothing }
        return .item(occurrence: strip.firstIndex + tile)
    }
}

// Seed B on the core: its wrap strategy is the very long content, recentred, and the tiles.
extension TilingScrollView: CarouselStrategy {
    /// The first visible tile's number and leading edge.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { (strip.firstIndex, leadingEdge) }

    /// Takes a batch's count and cells: the tiles keep their numbers and places and show their
    /// numbers' new items (the first tiles of a strip that had none are laid at once).
    func takeItems(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        layOutGeometry()
        guard count > 0, !strip.isEmpty else { return tile() }
        for (offset, view) in strip.views.enumerated() { configureTile(view, tile: strip.firstIndex + offset) }
    }

    /// Recentres (B1) and tiles (B2) for the new offset.
    func coreDidScroll() {
        if !isLayingOut { layoutStrip() }
    }

    /// Aligns item `occurrence` (wrapped) at its snap point at once, the shortest way round from the
    /// item nearest the snap point: the offset jumps there when the content reaches; farther (a long
    /// list), the tiles move by what the offset cannot (their numbers unchanged) and the offset goes
    /// to the centre. So any item is aligned without leaving the content (B4).
    func align(occurrence: Int, cause: ScrollCause) {
        let geometry = core.geometry
        guard let item = core.resolvedIndex(occurrence), viewportLength > 0, !strip.isEmpty,
            let nearest = geometry.nearestItem(at: core.position)
        else { return }
        let target = nearest + WrapMath.shortestDistance(from: geometry.item(ofOccurrence: nearest), to: item, count: count)
        var offset = core.logicalOffset(ofPosition: geometry.snapPosition(geometry.snap(containing: target)))
        let reach = 0...max(0, effectiveContentLength - viewportLength)
        if !reach.contains(offset) {
            leadingEdge -= offset - centredOffset
            offset = centredOffset
        }
        setContentOffset(physicalOffset(logical: offset), animated: false, cause: cause)
        tile()
    }
}
