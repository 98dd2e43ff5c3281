import Foundation
import ScrollKit

/// Seed D + A: seed A's ring of recycled views behind seed D's previews, endless; the page source of
/// `InfinitePreviewScrollHost`.
///
/// The content is built around the ring's centre snap (`SnapRing`, A5): it reaches from two snaps
/// before it to two snaps after it, plus a scroll view, so a release can land on either neighbour and
/// a flick that catches a running snap may still go one snap past without being clamped (with one item
/// per page: five pages, the centre one resting on page 2, as in the seed). When a neighbour snap comes
/// within a third of its length of the snap point, the ring moves on and the offset jumps back by the
/// distance the content's start moved, silently: the motion (or the drag) carries on from the new
/// offset and nothing moves on screen.
///
/// The views (A2) are made once per `reset` (the seed's three) and more only when the layout needs
/// them: one for every occurrence any part of which shows in the strip (the scroll view and a third of
/// it on each side, `previewFraction`) at some position the ring allows; so each is made once per
/// layout, and a new layout lets go of those it no longer needs. They keep their order: view i
/// shows occurrence `first + i`, so after a jump each view is configured for the item now at its place
/// (1-2-3 becomes 2-3-1), only when that item changed. The positions come from the core's endless
/// geometry, so the seam between the last item and the first keeps the layout's spacing, and distances
/// are exact however far the ring has turned.
///
/// Everything that depends only on the geometry and the centre snap (the content's extent, the
/// anchor, the ring's range, the occurrences shown) is worked out once per centre snap (`Built`): a
/// scroll event that does not move the ring costs a comparison, and places nothing. When every snap is
/// one item of one length (the default, and any equal items paged by item), the content around one
/// centre snap is that around another shifted by whole snaps: the views keep their frames and only
/// the items they show change, as in the seed.
@MainActor
final class EndlessPreviewPages: PreviewPageSource {
    /// The views made with new items: seed A's three.
    static let seedViewCount = 3
    /// How many snaps of content lie on each side of the centre snap.
    static let snapsAround = 2

    let isEndless = true
    /// A third of a page each side: the ring recentres a third of a snap short of a neighbour.
    var previewFraction: CGFloat { InfinitePreviewScrollHost.previewFraction }
    private(set) var count = 0

    /// Makes and configures the cells.
    private var cells = CarouselCells.empty
    /// The recycled views, in item order: `slots[i]` shows occurrence `shown.lowerBound + i` while
    /// `i < shown.count`; the others are hidden.
    private(set) var slots: [View] = []
    /// The logical index each view was last configured for (nil: not yet).
    private var shownIndices: [Int?] = []
    /// Which snap the content is built around and when the offset jumps (A5).
    private(set) var ring = SnapRing()
    /// What the current geometry and centre snap give, once worked out.
    private var built: Built?
    /// Whether the views are placed for `built` (false after a new geometry, new items or a jump).
    private var isPlaced = false
    /// Whether the views' frames still hold (false after a new geometry or new items, or once the
    /// ring moved in a geometry whose snaps differ).
    private var framesHold = false
    /// Whether views beyond what the next placement needs may go (once after a new geometry: while it
    /// holds, views are only added, so snaps of other lengths never make and drop views by turns).
    private var mayDropViews = false

    /// What the geometry and one centre snap give (positions in points).
    private struct Built {
        /// The snap the content is built around.
        var centreSnap: Int
        /// The strip position at the content's start (logical offset 0): two snaps before the centre.
        var contentStart: CGFloat
        /// The content's length along the main axis.
        var contentLength: CGFloat
        /// Where the centre snap rests, as a logical offset.
        var centredOffset: CGFloat
        /// The centre snap's first item and its logical leading edge.
        var anchor: (occurrence: Int, logicalStart: CGFloat)
        /// The positions the ring leaves alone, from the content's start (nil: it never jumps).
        var range: ClosedRange<CGFloat>?
        /// The occurrences that need views.
        var shown: Range<Int>
    }

    var allViews: [View] { slots }

    /// The occurrences the views show now.
    var shown: Range<Int> { built?.shown ?? 0..<0 }

    func reset(count: Int, cells: CarouselCells, in host: PreviewScrollHost) {
        for slot in slots { slot.removeFromSuperview() }
        self.cells = cells
        self.count = max(0, count)
        slots = []
        shownIndices = []
        built = nil
        (isPlaced, framesHold) = (false, false)
        addViews(upTo: EndlessPreviewPages.seedViewCount, in: host)
        for slot in slots { slot.isHidden = self.count == 0 }
    }

    /// Takes a batch's items, keeping the views: each is configured again the next time it is
    /// placed (its shown index forgotten).
    func takeBatch(count: Int, cells: CarouselCells, in host: PreviewScrollHost) {
        self.cells = cells
        self.count = max(0, count)
        for index in shownIndices.indices { shownIndices[index] = nil }
        built = nil
        (isPlaced, framesHold) = (false, false)
        for slot in slots { slot.isHidden = self.count == 0 }
    }

    func layOut(in host: PreviewScrollHost) {
        built = nil
        (isPlaced, framesHold, mayDropViews) = (false, false, true)
    }

    /// Makes views from the cells until there are `total`.
    private func addViews(upTo total: Int, in host: PreviewScrollHost) {
        while slots.count < total {
            let slot = cells.makeCell()
            host.applyCornerRadius(to: slot)
            host.scrollView.addSubview(slot)
            slots.append(slot)
            shownIndices.append(nil)
        }
    }

    // MARK: Content

    /// What the host's geometry and the ring's centre snap give, worked out once per centre snap.
    ///
    /// - Complexity: O(1), or O(log n) when the centre snap moved among snaps of different lengths.
    private func build(in host: PreviewScrollHost) -> Built {
        if let built, built.centreSnap == ring.centreSnap { return built }
        let geometry = host.core.geometry
        let snap = ring.centreSnap
        let startSnap = snap - EndlessPreviewPages.snapsAround
        guard count > 0, geometry.count > 0 else {
            let empty = Built(
                centreSnap: snap, contentStart: 0, contentLength: 0, centredOffset: 0, anchor: (0, 0), range: nil,
                shown: 0..<0)
            built = empty
            return empty
        }
        if var shifted = built, geometry.snapsAreEqualItems {
            // The same content, whole snaps (items) further: only where it starts and what it shows move.
            let items = snap &- shifted.centreSnap
            shifted.centreSnap = snap
            shifted.contentStart = geometry.snapPosition(startSnap)
            shifted.anchor.occurrence = geometry.items(ofSnap: snap).lowerBound
            shifted.shown = (shifted.shown.lowerBound &+ items)..<(shifted.shown.upperBound &+ items)
            built = shifted
            return shifted
        }
        framesHold = false
        var made = Built(
            centreSnap: snap, contentStart: geometry.snapPosition(startSnap), contentLength: 0, centredOffset: 0,
            anchor: (0, 0), range: nil, shown: 0..<0)
        made.contentLength =
            geometry.distance(fromSnap: startSnap, toSnap: snap + EndlessPreviewPages.snapsAround) + geometry.viewportLength
        made.centredOffset = geometry.distance(fromSnap: startSnap, toSnap: snap)
        // Measured as distances from the first snap's first item: exact far from 0.
        let occurrence = geometry.items(ofSnap: snap).lowerBound
        let first = geometry.items(ofSnap: startSnap).lowerBound
        let firstOffset = geometry.start(ofItem: first) - made.contentStart
        made.anchor = (occurrence, geometry.distance(fromItem: first, toItem: occurrence) + firstOffset)
        let range = ring.recentreRange(in: geometry)
        made.range = range.map { ($0.lowerBound - made.contentStart)...($0.upperBound - made.contentStart) }
        made.shown = occurrencesShown(in: geometry, range: range, margin: host.previewMargin)
        built = made
        return made
    }

    func contentLength(in host: PreviewScrollHost) -> CGFloat { build(in: host).contentLength }

    /// The logical offset at which the centre snap rests: the distance from the content's start.
    func centredOffset(in host: PreviewScrollHost) -> CGFloat { build(in: host).centredOffset }

    /// The centre snap's first item and its leading edge in the content.
    func anchorOccurrence(in host: PreviewScrollHost) -> (occurrence: Int, logicalStart: CGFloat) {
        build(in: host).anchor
    }

    /// Builds the ring around the snap holding item `occurrence` (wrapped).
    func alignedOffset(ofOccurrence occurrence: Int, in host: PreviewScrollHost) -> CGFloat {
        let geometry = host.core.geometry
        ring.reset(centring: geometry.snap(containing: host.core.resolvedIndex(occurrence) ?? 0))
        return build(in: host).centredOffset
    }

    /// Moves the ring on when a neighbour snap has come too close to the snap point, and the content
    /// back by the distance its start moved (A5): the same picture, built around the next snap.
    func didScroll(in host: PreviewScrollHost) {
        let before = build(in: host)
        let position = host.core.position
        guard let range = before.range, !range.contains(position - before.contentStart) else { return }
        let geometry = host.core.geometry
        let pitch = geometry.snapsAreEqualItems ? geometry.distance(fromSnap: 0, toSnap: 1) : 0
        let relative = position - before.contentStart
        if pitch > 0, relative.isFinite {
            // Equal snaps: the ring's range is the same around every centre snap, so the snaps to move
            // are a division (the seed's three-slot ring: a neighbour a third of a page away).
            let beyond =
                relative > range.upperBound
                ? ((relative - range.upperBound) / pitch).rounded(.up) : -((range.lowerBound - relative) / pitch).rounded(.up)
            let limit = CGFloat(CarouselGeometry.maximumCount)
            ring.reset(centring: before.centreSnap &+ Int(min(max(beyond, -limit), limit)))
        } else {
            _ = ring.recentre(position: position, in: geometry)
        }
        guard ring.centreSnap != before.centreSnap else { return }
        let after = build(in: host)
        host.sizeContent()
        // Right to left the physical offset counts from the content's end, which moves too when the
        // snaps around the centre are of other lengths.
        let around = EndlessPreviewPages.snapsAround
        let moved = geometry.distance(fromSnap: before.centreSnap - around, toSnap: after.centreSnap - around)
        host.core.jump(byLogical: -moved, contentLengthChange: after.contentLength - before.contentLength)
    }

    /// The first item of the ring's centre snap; 0 with no items.
    func currentIndex(in host: PreviewScrollHost) -> Int {
        let geometry = host.core.geometry
        guard count > 0, geometry.count > 0 else { return 0 }
        return geometry.item(ofOccurrence: geometry.items(ofSnap: ring.centreSnap).lowerBound)
    }

    func occurrence(drawnAt point: CGPoint, in host: PreviewScrollHost) -> Int? {
        let shown = shown
        let slots = slots
        guard let slot = View.frontmost(slots.indices.prefix(shown.count).lazy.map { ($0, slots[$0]) }, at: point) else {
            return nil
        }
        return shown.lowerBound + slot
    }

    func forEachView(in host: PreviewScrollHost, _ body: (View, InspectedItem) -> Void) {
        let geometry = host.core.geometry
        let shown = shown
        guard count > 0, geometry.count > 0 else { return }
        for (offset, slot) in slots.enumerated() where offset < shown.count {
            body(slot, ring.inspectedItem(frame: slot.frame, occurrence: shown.lowerBound + offset, among: shown, in: geometry))
        }
    }

    /// The ring's range of positions, from the content's start.
    func logicalRecentreRange(in host: PreviewScrollHost) -> ClosedRange<CGFloat>? {
        build(in: host).range
    }

    // MARK: Views

    /// The occurrences any part of which shows in the strip (the scroll view and `margin` points on
    /// each side) at some position of the ring's `range` (at the centre snap when it has none), in
    /// item order.
    ///
    /// - Complexity: O(log n); no allocation.
    private func occurrencesShown(in geometry: CarouselGeometry, range: ClosedRange<CGFloat>?, margin: CGFloat) -> Range<Int> {
        let centre = geometry.snapPosition(ring.centreSnap)
        let range = range ?? centre...centre
        // Overlapping the strip (an item only touching its edge does not show).
        let first = geometry.items(inViewAt: range.lowerBound, margin: margin - 1e-6)
        let last = geometry.items(inViewAt: range.upperBound, margin: margin - 1e-6)
        let lower = first.isEmpty ? last.lowerBound : first.lowerBound
        return lower..<max(lower, last.isEmpty ? first.upperBound : last.upperBound)
    }

    /// Gives the views to the occurrences that show (making more if the layout needs them; after a new
    /// geometry, dropping those beyond the seed's three it no longer needs), configures each whose item
    /// changed, places them and reports the progress. Once placed for a centre snap, nothing moves
    /// until the next.
    ///
    /// - Complexity: O(v) for v views when the ring moved, else O(1).
    func placeViews(in host: PreviewScrollHost) {
        defer { host.reportProgress() }
        let built = build(in: host)
        guard !isPlaced || built.centreSnap != placedSnap else { return }
        (isPlaced, placedSnap) = (true, built.centreSnap)
        let shown = built.shown
        guard !shown.isEmpty else { return }
        addViews(upTo: shown.count, in: host)
        if mayDropViews {
            mayDropViews = false
            let keep = max(shown.count, EndlessPreviewPages.seedViewCount)
            while slots.count > keep {
                slots.removeLast().removeFromSuperview()
                shownIndices.removeLast()
            }
        }
        let geometry = host.core.geometry
        for (offset, slot) in slots.enumerated() {
            guard offset < shown.count else {
                slot.isHidden = true
                continue
            }
            let occurrence = shown.lowerBound + offset
            let index = geometry.item(ofOccurrence: occurrence)
            if shownIndices[offset] != index {
                shownIndices[offset] = index
                cells.configure(slot, forItem: index)
            }
            guard !framesHold else { continue }
            slot.isHidden = false
            host.applyCornerRadius(to: slot)
            slot.frame = host.cellFrame(ofOccurrence: occurrence)
        }
        framesHold = true
    }

    /// The centre snap the views were last placed for.
    private var placedSnap = 0
}

extension CarouselGeometry {
    /// Whether every snap is one item and every item one length (no lengths of their own, each paging
    /// group a single item): then the snaps are equally spaced, the seam included, and the strip around
    /// one snap is the strip around any other shifted by whole snaps. O(1).
    var snapsAreEqualItems: Bool { positions.storedCount == 0 && groups.count == count }
}
