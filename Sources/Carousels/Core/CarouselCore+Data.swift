import Foundation
import ScrollKit

// Live data: a batch of inserts, removals, moves and reloads taken at any moment (at rest, held,
// dragged, gliding, animating), keeping the current item where it shows. One algorithm for every
// technique: the technique only takes the new count (`CarouselStrategy.takeItems(count:cells:)`) and
// aligns an item, as it does for a new size.

extension CarouselCore {
    /// Applies `changes` to the items, now shown by `cells`, keeping the current item's identity and
    /// place on screen; see `Carousel.updateItems(_:cells:itemLengths:)`.
    ///
    /// - Throws: the batch's `CarouselItemChanges.Problem` (nothing changes then).
    /// - Complexity: O(k log k + v) for k changes and v views in view (O(n) more with item lengths).
    func update(_ changes: CarouselItemChanges, cells: CarouselCells, lengths: [CGFloat?]?) throws(CarouselItemChanges.Problem) {
        guard let strategy else { return }
        let countBefore = itemCount
        if let problem = changes.problem(applyingTo: countBefore) { throw problem }
        let map = CarouselIndexMap(changes, count: countBefore)
        let before = DataSnapshot(core: self)
        let kept = before.anchorItem.flatMap { map.successor(ofOld: $0, wraps: isEndless) } ?? (map.countAfter > 0 ? 0 : nil)

        isTakingData = true
        (itemTexts, dataGeneration) = (cells.describe, dataGeneration &+ 1)
        itemLengths = lengths ?? Self.remap(itemLengths, through: map)
        alignedItem = kept
        // The technique may set its offset as it takes the items and aligns: the motion goes on.
        scrollView.keepingMotion {
            strategy.takeItems(count: map.countAfter, cells: cells)
            if let kept { strategy.align(occurrence: kept, cause: .data) }
        }
        // With no items left a glide or landing has nothing to land on (and the items that come next
        // would meet it heading for the old layout): it stops where it is. A drag goes on.
        if map.countAfter == 0, scrollView.restingTarget != nil {
            scrollView.setContentOffset(scrollView.contentOffset, animated: false, cause: .data)
        }
        if let kept, geometry.viewportLength > 0, let anchor = before.anchor {
            let keptOccurrence = place(kept, before: before, anchor: anchor)
            retargetLanding(before: before, anchor: anchor, kept: (kept, keptOccurrence), map: map)
            startSlide(before: before, anchor: anchor, kept: (kept, keptOccurrence), map: map)
        }
        shownPosition = position
        isTakingData = false
        report(changes, before: before, map: map)
    }

    /// Moves the strip so the kept item (occurrence `kept` after `strategy.align`) shows where the
    /// anchor showed before the batch; a finite strip at rest stays within its range, a strip that
    /// cannot scroll stays aligned. Returns the kept item's occurrence.
    private func place(_ kept: Int, before: DataSnapshot, anchor: Int) -> Int {
        let near = geometry.nearestItem(at: position) ?? kept
        let occurrence =
            isEndless
            ? near + WrapMath.shortestDistance(from: item(ofOccurrence: near), to: kept, count: itemCount) : kept
        // A strip that can no longer scroll (seed E down to one option: its drag cancelled) stays
        // aligned: nothing could bring it back.
        guard scrollView.isScrollEnabled else { return occurrence }
        var target = geometry.start(ofItem: occurrence) + (before.position - before.geometry.start(ofItem: anchor))
        if !isEndless, !scrollView.isDragging, scrollView.restingTarget == nil, let range = geometry.scrollRange {
            target = min(max(target, range.lowerBound), range.upperBound)
        }
        let delta = target - position
        if delta != 0, delta.isFinite {
            jump(byLogical: delta)
            strategy?.coreDidScroll()
        }
        return occurrence
    }

    /// A motion that was heading for an item goes on to land on the same item at its new place (the
    /// next one if it was removed), the same number of laps round an endless strip.
    private func retargetLanding(before: DataSnapshot, anchor: Int, kept: (item: Int, occurrence: Int), map: CarouselIndexMap) {
        guard let landing = before.landingOccurrence, scrollView.restingTarget != nil,
            let item = map.successor(ofOld: before.geometry.item(ofOccurrence: landing), wraps: isEndless)
        else { return }
        var occurrence = item
        if isEndless {
            let count = itemCount
            let steps = landing - anchor
            let base = item - kept.item
            let laps = (CGFloat(steps - base) / CGFloat(count)).rounded()
            occurrence = kept.occurrence + base + Int(laps) * count
        }
        var offset = physicalOffset(
            logical: logicalOffset(ofPosition: geometry.snapPosition(geometry.snap(containing: occurrence))))
        if !isEndless { offset = scrollView.clamped(offset) }
        scrollView.retargetMotion(to: offset)
    }

    /// Each item that stays and is (or comes) in view starts where it showed before the batch and
    /// slides to its new place (`ItemSlide`); inserted items show at their place at once. Nothing
    /// slides outside a window or in one that reduces motion.
    private func startSlide(before: DataSnapshot, anchor: Int, kept: (item: Int, occurrence: Int), map: CarouselIndexMap) {
        guard let clock = scrollView.frameClock, scrollView.windowRoot?.reducesMotion == false,
            let anchorItem = before.anchorItem
        else { return }
        let now = position
        let viewport = geometry.viewportLength
        var entries: [ItemSlide.Entry] = []
        // A displacement is at most a viewport, so an item laid out within a viewport of the view may
        // show in it as the slide starts: those are the ones that slide.
        for occurrence in geometry.items(inViewAt: now, margin: viewport) {
            guard let old = map.oldIndex(ofNew: item(ofOccurrence: occurrence)) else { continue }
            var oldOccurrence = old
            if isEndless {
                let base = old - anchorItem
                let laps = (CGFloat(occurrence - kept.occurrence - base) / CGFloat(before.geometry.count)).rounded()
                oldOccurrence = anchor + base + Int(laps) * before.geometry.count
            }
            let shownBefore = before.geometry.start(ofItem: oldOccurrence) - before.position
            let shownAfter = geometry.start(ofItem: occurrence) - now
            let displacement = min(max(shownBefore - shownAfter, -viewport), viewport)
            if abs(displacement) >= 0.5 {
                entries.append(ItemSlide.Entry(start: geometry.start(ofItem: occurrence), displacement: displacement))
            }
        }
        guard !entries.isEmpty else { return }
        slide = ItemSlide(began: clock.now, entries: entries)
        slidesDrawOffsets = true
        clock.add(self)
        strategy?.reportProgress()
    }

    /// Tells the delegate what the batch did, then the indices it changed (cause `.data`): an index
    /// is reported when its number or its item changed.
    private func report(_ changes: CarouselItemChanges, before: DataSnapshot, map: CarouselIndexMap) {
        let resting = isResting()
        let current = itemCount > 0 ? item(at: position) : nil
        let target = itemCount > 0 ? (resting ? current : item(at: landingPosition)) : nil
        // Moving, the item last rested on stays settled (at its new index); with none before (the
        // first items arriving under a finger or a glide), the current one is.
        let settled =
            itemCount > 0
            ? (resting ? current : before.settled.flatMap { map.successor(ofOld: $0, wraps: isEndless) } ?? current) : nil
        if itemCount == 0 { alignedItem = nil }
        currentIndex = current
        targetIndex = target
        settledIndex = settled
        let update = CarouselItemsUpdate(
            changes: changes, countBefore: map.countBefore, countAfter: map.countAfter, currentBefore: before.current,
            currentAfter: current)
        emit { $0.carousel($1, didUpdateItems: update) }
        func changed(_ old: Int?, _ new: Int?) -> Int? {
            guard let new else { return nil }
            return old == new && old.flatMap(map.newIndex(ofOld:)) == new ? nil : new
        }
        if let index = changed(before.current, current) { emit { $0.carousel($1, didChangeCurrentIndex: index, cause: .data) } }
        if let index = changed(before.target, target) { emit { $0.carousel($1, didChangeTargetIndex: index, cause: .data) } }
        if let index = changed(before.settled, settled) { emit { $0.carousel($1, didChangeSettledIndex: index, cause: .data) } }
        if resting { limitSwipeToOneSnap() }
        checkNearEnd()
    }

    /// `lengths` (by index before a batch) by index after it: an inserted item takes the layout's
    /// length. O(n) when there are lengths, else nothing.
    private static func remap(_ lengths: [CGFloat?], through map: CarouselIndexMap) -> [CGFloat?] {
        guard !lengths.isEmpty, map.countAfter > 0 else { return [] }
        return (0..<map.countAfter).map { new in
            map.oldIndex(ofNew: new).flatMap { $0 < lengths.count ? lengths[$0] : nil }
        }
    }

    // MARK: Near the end

    /// Tells the delegate once per item count when the current item of a finite strip is within
    /// `nearEndDistance` items of the last.
    func checkNearEnd() {
        guard let distance = nearEndDistance, !isEndless, let current = currentIndex, itemCount > 0,
            current >= itemCount - 1 - distance, nearEndReportedCount != itemCount
        else { return }
        nearEndReportedCount = itemCount
        emit { $0.carousel($1, didNearEndAt: current) }
    }

    // MARK: The slide

    /// Gives each item view the part of its slide that remains (`View.drawOffset`), zero once the
    /// slide is over: every progress pass, after a slide has ever run, so a recycled view never keeps
    /// another item's offset. A view is matched to its item's slot by its centre, so a view inset in
    /// its slot slides too. O(v · e) for v views and e sliding items.
    func applySlide() {
        guard slidesDrawOffsets, let strategy else { return }
        let time = scrollView.frameClock?.now ?? 0
        let contentLength = flow.main(scrollView.contentSize)
        strategy.forEachItemView { view, item in
            var offset = CGPoint.zero
            if let slide {
                // The view may be inset in its item's slot (a preview's page, a paging strip's card):
                // its centre is the slot's, so the slot's leading edge is half the item's length back.
                let leading = flow.isReversed ? contentLength - flow.main(item.frame.maxXY) : flow.main(item.frame.origin)
                let centre = position(ofLogical: leading + flow.main(item.frame.size) / 2)
                let start = centre - geometry.length(ofItem: item.index) / 2
                let main = slide.displacement(atStart: start, time: time)
                offset = flow.point(main: flow.physicalDelta(main), cross: 0)
            }
            if view.drawOffset != offset { view.drawOffset = offset }
        }
    }
}

extension CarouselCore: FrameAnimating {
    /// Advances the slide (`ItemSlide`) to `now`; false once it is over.
    public func advance(to now: Timestamp) -> Bool {
        guard let slide else { return false }
        if slide.isDone(at: now) { self.slide = nil }
        strategy?.reportProgress()
        return self.slide != nil
    }
}

/// What a batch needs to know of the carousel as it was.
@MainActor
struct DataSnapshot {
    /// The layout before the batch.
    let geometry: CarouselGeometry
    /// The strip position shown.
    let position: CGFloat
    /// The occurrence nearest the snap point (nil before the carousel had items and a length).
    let anchor: Int?
    /// The item the batch keeps in place: the anchor's, or the one last aligned on command.
    let anchorItem: Int?
    /// The first occurrence of the snap a snapping motion was heading for (nil at rest, held, or free).
    let landingOccurrence: Int?
    let current: Int?
    let target: Int?
    let settled: Int?

    init(core: CarouselCore) {
        let geometry = core.geometry
        let position = core.position
        let measured = geometry.viewportLength > 0 && geometry.count > 0
        let anchor = measured ? geometry.nearestItem(at: position) : nil
        self.geometry = geometry
        self.position = position
        self.anchor = anchor
        anchorItem = anchor.map(geometry.item(ofOccurrence:)) ?? core.alignedItem ?? core.currentIndex
        let landingSnap =
            measured && core.releaseSnapping != .free && core.scrollView.restingTarget != nil
            ? geometry.nearestSnap(to: core.landingPosition) : nil
        landingOccurrence = landingSnap.map { geometry.items(ofSnap: $0).lowerBound }
        current = core.currentIndex
        target = core.targetIndex
        settled = core.settledIndex
    }
}

extension CGRect {
    /// The corner opposite the origin (maximum x and y).
    fileprivate var maxXY: CGPoint { CGPoint(x: maxX, y: maxY) }
}
