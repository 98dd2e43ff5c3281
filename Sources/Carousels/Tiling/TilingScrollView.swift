import Foundation
import ScrollKit

/// Hears a `TilingScrollView`.
@MainActor
public protocol TilingScrollViewDelegate: AnyObject {
    /// A tile was clicked: `index` is the logical item it shows (0..<count), whichever copy it was.
    func tilingScrollView(_ view: TilingScrollView, didSelectItemAt index: Int)
}

/// Seed B: an endless horizontal strip of banner tiles, the WWDC 2011 way (recentring + tiling).
///
/// - B1: the content is very wide (`contentWidth`). On every layout pass, when the offset has
///   drifted more than `recentreThreshold` from the centre, it jumps back to the centre and every
///   tile moves by the same amount: nothing changes on screen. Offset assignment carries a running
///   drag or momentum along, so the strip keeps moving.
/// - B2: the tiles are an ordered `RecyclingStrip`: the ones that fall off either edge go to a
///   `ReusePool`, then tiles are added on the right and left until the visible range is covered,
///   taken from the pool before any is created (so at most ⌈width / step⌉ + 1 tiles ever exist).
/// - B3: each tile has a logical tile number (an exact `Int`, negative to the left of the first);
///   tile k shows item `k mod count` (`WrapMath.wrap`).
/// - B4: positions never grow: the offset stays within `recentreThreshold` of the centre (plus one
///   event's motion) and tile frames within the content, however far one scrolls.
///
/// How the layout pass is triggered: ScrollKit does not mark a scroll view for layout when its
/// offset changes, so the view is its own scroll delegate and, in `scrollViewDidScroll`, runs the
/// offset-dependent part of its layout pass (`layoutStrip()`: recentre, then tile) at once. Every
/// offset change — drag event, momentum frame, animation frame, wheel, assignment — is therefore
/// recentred and tiled before anything else sees it; `layoutSubviews()` (the window's layout pass,
/// after a size or data change) runs the same routine. Going through `layoutIfNeeded()` from
/// `scrollViewDidScroll` would also work but would walk every tile's subtree on every offset change.
///
/// Coordinates: tile frames are in content coordinates (this view's bounds space); `contentOffset.x`
/// is the content x shown at the left edge. Listen through `tilingDelegate`: the scroll `delegate`
/// is the view itself and must stay so.
@MainActor
public final class TilingScrollView: ScrollView, ScrollViewDelegate, KeyboardPaging {
    /// WWDC's "very large" content width, in points: recentring keeps the offset within
    /// `recentreThreshold` of its middle, so momentum of any speed never meets its ends.
    public static let defaultContentWidth: CGFloat = 20_000
    /// How far the offset may drift from the centre before it is recentred, in points (WWDC's 100).
    public static let defaultRecentreThreshold: CGFloat = 100

    /// Hears selections.
    public weak var tilingDelegate: TilingScrollViewDelegate?
    /// Tile width, spacing and corners; changing it lays the tiles out again from the left edge.
    public var tileLayout: StripLayout { didSet { retile() } }
    /// The content width, in points; at least three view widths are used whatever it says.
    public var contentWidth: CGFloat { didSet { setNeedsLayout() } }
    /// The drift from the centre, in points, beyond which a layout pass recentres.
    public var recentreThreshold = TilingScrollView.defaultRecentreThreshold
    /// The banners, in order: the one logical model behind every tile.
    public private(set) var items: [Banner] = []

    /// The visible tiles, left to right, with their logical tile numbers.
    let strip = RecyclingStrip(pool: ReusePool<BannerItemView> { BannerItemView() })
    /// The content x of the leading edge of the first tile (of its slot: tile plus trailing gap).
    private(set) var leadingEdge: CGFloat = 0
    /// How many recentring jumps have happened (for tests and the lab's overlay).
    public private(set) var recentreCount = 0
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    /// An empty seed B strip of `frame` (points), tiles laid out by `tileLayout`, over content
    /// `contentWidth` points wide (free scrolling, `.normal` deceleration, no indicators).
    public init(
        frame: CGRect = .zero, tileLayout: StripLayout = .standard,
        contentWidth: CGFloat = TilingScrollView.defaultContentWidth
    ) {
        self.tileLayout = tileLayout
        self.contentWidth = contentWidth
        super.init(frame: frame)
        delegate = self
        decelerationRate = .normal
        showsHorizontalScrollIndicator = false // the indicator would give the recentring away
        showsVerticalScrollIndicator = false
        addTapHandler { [weak self] point in self?.clicked(at: point) }
        set(items: [])
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: Data

    /// Replaces the banners. Tiles stay where they are and show their tile number's new item; any
    /// motion carries on. With no banners the strip empties and stops scrolling.
    public func set(items: [Banner]) {
        self.items = items
        isScrollEnabled = !items.isEmpty
        if items.isEmpty {
            setContentOffset(contentOffset, animated: false) // stops any motion
            strip.removeAll()
        } else {
            strip.reconfigure(configureTile)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The logical item shown by tile number `tile` (nil when there are no items).
    public func item(forTile tile: Int) -> Int? {
        items.isEmpty ? nil : WrapMath.wrap(tile, count: items.count)
    }

    /// The logical item under `point` (content coordinates), or nil in a gap or with no items.
    public func item(at point: CGPoint) -> Int? {
        for (offset, view) in strip.views.enumerated() where view.frame.contains(point) {
            return item(forTile: strip.firstIndex + offset)
        }
        return nil
    }

    /// The content offset the strip recentres to, in points: the middle of the content.
    public var centredOffset: CGFloat { (effectiveContentWidth - bounds.width) / 2 }

    private var effectiveContentWidth: CGFloat { max(contentWidth, 3 * bounds.width) }

    // MARK: Layout pass (B1, B2)

    public override func layoutSubviews() {
        contentSize = CGSize(width: effectiveContentWidth, height: bounds.height)
        layoutStrip()
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        layoutStrip()
    }

    /// The offset-dependent part of the layout pass: B1's recentre, then B2's tiling.
    ///
    /// - Complexity: O(v + t) for v visible tiles and t tiles added or removed.
    private func layoutStrip() {
        recentreIfNeeded()
        tile()
    }

    /// The offsets the strip leaves alone: within `recentreThreshold` of `centredOffset` (B1). Nil
    /// before it has a size.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard bounds.width > 0 else { return nil }
        return (centredOffset - recentreThreshold)...(centredOffset + recentreThreshold)
    }

    /// B1: back to the centre when drifted past the threshold, tiles moving along.
    private func recentreIfNeeded() {
        guard let range = recentreRange, !range.contains(contentOffset.x) else { return }
        jump(to: centredOffset)
        recentreCount += 1
    }

    /// Moves the offset to `x` silently and every tile by the same amount: no visible change, and a
    /// running drag or motion moves along.
    private func jump(to x: CGFloat) {
        let delta = x - contentOffset.x
        correctContentOffset(by: CGPoint(x: delta, y: 0))
        leadingEdge += delta
        placeTiles()
        if delta != 0 { onRecentre?(delta) }
    }

    /// B2: covers [offset, offset + width] with tiles, recycling the ones that fell off.
    private func tile() {
        let step = tileLayout.step
        guard !items.isEmpty, bounds.width > 0, step > 0 else {
            strip.removeAll()
            return
        }
        let minX = contentOffset.x
        let maxX = minX + bounds.width
        if strip.isEmpty {
            strip.start(at: strip.firstIndex, in: self, configure: configureTile)
            leadingEdge = minX
        } else if leadingEdge >= maxX || leadingEdge + CGFloat(strip.count) * step <= minX {
            // Jumped past every tile (a resize, a long animation frame): re-anchor by arithmetic.
            let skipped = Self.wholeSteps((minX - leadingEdge) / step)
            leadingEdge += CGFloat(skipped) * step
            strip.start(at: strip.firstIndex + skipped, in: self, configure: configureTile)
        }
        // Remove first, so the additions find the removed tiles in the pool.
        while strip.count > 1, leadingEdge + CGFloat(strip.count - 1) * step >= maxX { strip.removeLast() }
        while strip.count > 1, leadingEdge + step <= minX {
            strip.removeFirst()
            leadingEdge += step
        }
        while leadingEdge + CGFloat(strip.count) * step < maxX { strip.append(in: self, configure: configureTile) }
        while leadingEdge > minX {
            strip.prepend(in: self, configure: configureTile)
            leadingEdge -= step
        }
        placeTiles()
    }

    /// `value` rounded down to an `Int`, saturating far outside any real scroll distance.
    static func wholeSteps(_ value: CGFloat) -> Int {
        let limit: CGFloat = 1e15
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -limit), limit).rounded(.down))
    }

    private func placeTiles() {
        let layout = tileLayout
        for (offset, view) in strip.views.enumerated() {
            view.cornerRadius = layout.cornerRadius
            view.frame = CGRect(
                x: leadingEdge + CGFloat(offset) * layout.step, y: 0,
                width: layout.itemWidth, height: bounds.height)
        }
    }

    private func configureTile(_ view: BannerItemView, tile: Int) {
        view.configure(with: items.isEmpty ? nil : items[WrapMath.wrap(tile, count: items.count)])
    }

    /// Lays the tiles out again after a change of tile geometry, keeping the first tile number at
    /// the left edge.
    private func retile() {
        let first = strip.firstIndex
        strip.removeAll()
        strip.start(at: first, in: self, configure: configureTile)
        leadingEdge = contentOffset.x
        if items.isEmpty { strip.removeAll() }
        setNeedsLayout()
    }

    // MARK: Keyboard and clicks

    /// Scrolls one tile step to the right (animated); presses during the animation add up from its target.
    public func next(cause: ScrollCause) { scroll(byTiles: 1, cause: cause) }

    /// Scrolls one tile step to the left.
    public func previous(cause: ScrollCause) { scroll(byTiles: -1, cause: cause) }

    private func scroll(byTiles tiles: Int, cause: ScrollCause) {
        guard !items.isEmpty, !isTracking, tileLayout.step > 0 else { return }
        let base = landingOffset.x
        setContentOffset(CGPoint(x: base + CGFloat(tiles) * tileLayout.step, y: contentOffset.y), animated: true, cause: cause)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    private func clicked(at point: CGPoint) {
        guard let item = item(at: point) else { return }
        tilingDelegate?.tilingScrollView(self, didSelectItemAt: item)
    }
}
