import Foundation
import ScrollKit

// The host around every technique: new items, a new flow and a new size each lay the technique out
// again and keep the item at the snap point by one rule, decided here once.

extension CarouselCore {
    /// Where the strip shows the item it keeps across a new layout: the item (`itemToKeep`), and how
    /// far past that item's snap the strip rests, in items (0 for a strip that rests on snaps: it is
    /// aligned again), so that a new size keeps the same part of the item at the snap point.
    struct KeptPlace: Equatable {
        /// The logical item at the snap point (the first of its snap).
        var item: Int
        /// How far the strip rests past the item's snap, in items (`itemPitch`), −½...½; 0 unless the
        /// strip is free.
        var offset: CGFloat
    }

    /// The place the next layout keeps, read from the position last shown, so a new size or flow that
    /// already changed how the scroll view's offset reads does not move it; nil before there are items.
    var keptPlace: KeptPlace? {
        guard let item = itemToKeep else { return nil }
        guard releaseSnapping == .free, geometry.viewportLength > 0, let snap = geometry.nearestSnap(to: shownPosition)
        else { return KeptPlace(item: item, offset: 0) }
        let offset = (shownPosition - geometry.snapPosition(snap)) / itemPitch
        return KeptPlace(item: item, offset: offset.isFinite ? offset : 0)
    }

    /// The one keep rule, after the technique has laid out again: the kept item, clamped to the new
    /// count, comes back to the snap point at once (any motion stopped), and a free strip rests as
    /// far past it, in items, as it did (a finite one within its range). With nothing kept (no items before, or
    /// none laid out yet), the first item is aligned, except on a free endless strip (seeds B and C),
    /// which starts where the technique laid its start, the first item at the layout's inset from the
    /// start edge, as the seeds do, and reports its current item once it has a length. Reports what
    /// changed with `cause`.
    func restore(_ kept: KeptPlace?, cause: ScrollCause) {
        guard let kept else {
            guard releaseSnapping == .free, isEndless else { return align(item: 0, cause: cause) }
            alignedItem = nil
            shownPosition = position
            return settleIfResting(cause: cause)
        }
        align(item: min(kept.item, max(itemCount - 1, 0)), cause: cause)
        let offset = kept.offset
        guard offset != 0, itemCount > 0, geometry.viewportLength > 0, scrollView.isScrollEnabled else { return }
        var target = position + offset * itemPitch
        if !isEndless, let range = geometry.scrollRange { target = min(max(target, range.lowerBound), range.upperBound) }
        let physical = physicalOffset(logical: logicalOffset(ofPosition: target))
        scrollView.setContentOffset(isEndless ? physical : scrollView.clamped(physical), animated: false, cause: cause)
        shownPosition = position
        settleIfResting(cause: cause)
    }

    /// Shows `count` items (a negative count is taken as 0) in views from `cells`: any motion stops,
    /// the technique takes the items with fresh views (`CarouselStrategy.reload(count:cells:)`) and
    /// the item at the snap point is kept by the one rule (`restore(_:cause:)`), cause `.api`.
    ///
    /// - Complexity: O(v) for the v views in view (O(n) with item lengths), whatever the count.
    func setItems(count: Int, cells: CarouselCells) {
        guard let strategy else { return }
        let kept = keptPlace
        stopMotion(cause: .api)
        (itemTexts, dataGeneration) = (cells.describe, dataGeneration &+ 1)
        strategy.reload(count: max(0, count), cells: cells)
        restore(kept, cause: .api)
    }

    /// Takes a new flow: any motion stops (its velocity ran along the old axis), the scroll view's
    /// content direction follows, the technique lays out along the new axis
    /// (`CarouselStrategy.layOutItems()`) and the item at the snap point is kept by the one rule,
    /// cause `.api`. The same flow again changes nothing.
    func take(flow new: ItemFlow) {
        guard new != flow else { return }
        let kept = keptPlace
        stopMotion(cause: .api)
        flow = new
        scrollView.contentDirection = new.effectiveDirection
        strategy?.layOutItems()
        restore(kept, cause: .api)
    }

    /// A new size or layout policy: the technique lays out again and the item at the snap point is
    /// kept by the one rule, reported with `cause` (`.resize` for a new size).
    func relayOut(cause: ScrollCause) {
        let kept = keptPlace
        strategy?.layOutItems()
        restore(kept, cause: cause)
    }

    /// The flow's paging keys (`Carousel.handlePagingKey(_:)`): one snap on or back, cause `.key` (or
    /// `.gamepad` for the d-pad); with a `CarouselFocus` that takes the carousel's keys, its arrow keys
    /// and Enter go to it. Returns false for any other key.
    func handlePagingKey(_ event: KeyEvent) -> Bool {
        if let focus, focus.takesCarouselKeys, focus.isFocusKey(event.key) { return focus.handleKey(event) }
        guard let steps = flow.pagingStep(for: event.key) else { return false }
        step(by: steps > 0 ? 1 : -1, cause: ScrollCause.key.given(by: event.device))
        return true
    }

    /// Stops any motion where the strip is, for `cause`.
    private func stopMotion(cause: ScrollCause) {
        scrollView.setContentOffset(scrollView.contentOffset, animated: false, cause: cause)
    }

    /// A click, a tap or a gamepad's A by `device` that the technique found at `hit`, decided by one
    /// rule for every technique: an item whose snap the strip rests on (or any item, with
    /// `clicksSelect`) is selected where it is; another item's snap is brought to the snap point, the
    /// way to that occurrence (not the shortest way round to its item: the one clicked); a step turns
    /// that many snaps; nothing, nothing.
    func tapped(_ hit: CarouselHit, by device: PointerDevice) {
        let cause = ScrollCause.click.given(by: device)
        switch hit {
        case .item(let occurrence):
            guard itemCount > 0 else { return }
            let snap = geometry.snap(containing: occurrence)
            if clicksSelect || geometry.viewportLength == 0 || snap == geometry.nearestSnap(to: landingPosition) {
                reportSelection(of: item(ofOccurrence: occurrence), cause: cause)
            } else {
                aim(atSnap: snap, cause: cause)
            }
        case .step(let steps): step(by: steps, cause: cause)
        case .nothing: break
        }
    }

    /// Lets the host's taps (`View.addTapHandler`) reach `tapped(_:by:)` through the technique's
    /// `CarouselStrategy.hit(at:)`, the point in the host's coordinates.
    func takeTaps(on host: View) {
        host.addTapHandler { [weak self] point, device in
            guard let self, let strategy = self.strategy else { return }
            self.tapped(strategy.hit(at: point), by: device)
        }
    }
}

/// What a click lands on, as a technique's wrap strategy sees it (`CarouselStrategy.hit(at:)`); the
/// host decides what it does (`CarouselCore.tapped(_:by:)`).
enum CarouselHit: Equatable {
    /// An item view showing occurrence `occurrence` (the core's occurrence numbering: the technique's
    /// anchor's).
    case item(occurrence: Int)
    /// Beside the items, toward one side: turn `steps` snaps (−1 back, +1 on).
    case step(Int)
    /// A gap, or nothing the technique takes a click on.
    case nothing
}
