import Foundation
import ScrollKit

// The three indices and rest: one rule for every technique.

extension CarouselCore {
    /// Whether the strip is at rest: nothing holds it, drags it or moves it. `released`: a drag has
    /// just been let go with nothing left to move (the pointer may still be lifting), which counts.
    func isResting(released: Bool = false) -> Bool {
        !scrollView.isDragging && scrollView.restingTarget == nil && (released || !scrollView.isTracking)
    }

    /// Reads the item nearest the snap point and reports it if it changed (live), with `cause`, else
    /// the cause of the motion.
    func updateCurrent(cause given: ScrollCause? = nil) {
        let index = itemCount > 0 ? item(at: position) : nil
        guard index != currentIndex else { return }
        currentIndex = index
        guard let index else { return }
        let cause = given ?? scrollView.cause
        emit { $0.carousel($1, didChangeCurrentIndex: index, cause: cause) }
        checkNearEnd()
    }

    /// The running motion's landing has just been decided (a release, a command): reports the item it
    /// lands on if that differs from the last target (at rest, the settled item).
    func decideTarget() {
        // No motion (a command back to where the strip already is): the landing is where it is.
        guard itemCount > 0, let index = item(at: landingPosition), index != targetIndex
        else { return }
        targetIndex = index
        let cause = scrollView.cause
        emit { $0.carousel($1, didChangeTargetIndex: index, cause: cause) }
    }

    /// Reports the item the strip rests on, once per new item, if it is at rest (`released`: see
    /// `isResting(released:)`), with `cause`, else the cause of the motion. At rest the target is the
    /// settled item.
    func settleIfResting(released: Bool = false, cause given: ScrollCause? = nil) {
        guard isResting(released: released) else { return }
        limitSwipeToOneSnap()
        updateCurrent(cause: given)
        let cause = given ?? scrollView.cause
        if targetIndex != currentIndex {
            // Resting elsewhere than the last target said (a command that brought the strip to rest
            // at once, a release with nothing left to move): the target follows, and says so.
            targetIndex = currentIndex
            if let index = currentIndex { emit { $0.carousel($1, didChangeTargetIndex: index, cause: cause) } }
        }
        guard currentIndex != settledIndex else { return }
        settledIndex = currentIndex
        guard let index = currentIndex else { return }
        emit { $0.carousel($1, didChangeSettledIndex: index, cause: cause) }
    }

    /// A snapping carousel whose scroll view does not page by its bounds (seed A, or paging by
    /// snap) lets a trackpad swipe follow the fingers at most half the distance from the snap it rests
    /// on to the nearer neighbour (never as far as seed A's recentre), so the release turns one snap
    /// at most (A4), as a paging scroll view's swipe turns one page. Read at every rest. O(log n).
    func limitSwipeToOneSnap() {
        guard releaseSnapping != .free, !scrollView.isPagingEnabled, geometry.viewportLength > 0,
            let snap = geometry.nearestSnap(to: position)
        else {
            scrollView.maximumWheelSwipeDistance = nil
            return
        }
        let back = canStep(from: snap, by: -1) ? geometry.distance(fromSnap: snap - 1, toSnap: snap) : .infinity
        let ahead = canStep(from: snap, by: 1) ? geometry.distance(fromSnap: snap, toSnap: snap + 1) : .infinity
        let nearer = min(back, ahead)
        scrollView.maximumWheelSwipeDistance = nearer.isFinite ? nearer / 2 : nil
    }

    /// Tells the delegate and the listeners that item `index` was selected, for `cause`.
    func reportSelection(of index: Int, cause: ScrollCause) {
        emit { $0.carousel($1, didSelectItemAt: index, cause: cause) }
    }

    // MARK: ScrollViewDelegate

    /// The technique jumps and places its views, then the current index is read.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        strategy?.coreDidScroll()
        shownPosition = position
        updateCurrent()
    }

    /// The one rule book's release, for every carousel that comes to rest on a snap (`.snap`, and
    /// `.paging` whose snaps are not a view apart; a scroll view paging by its bounds applies the
    /// same rule itself, `PagingTarget`): the landing becomes `restingSnap(velocity:from:)` of where
    /// the strip was let go. Free strips keep the scroll view's landing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        guard itemCount > 0, releaseSnapping != .free, !scrollView.isPagingEnabled else { return }
        let snap = restingSnap(velocity: flow.physicalDelta(flow.main(velocity)), from: position)
        targetContentOffset = physicalOffset(logical: logicalOffset(ofPosition: geometry.snapPosition(snap)))
    }

    /// The rule book's rest after a release, UIKit's paging rule (`PagingTarget`) on snaps: let go at
    /// strip position `position` with `velocity` (logical points per millisecond), the strip rests on
    /// the first snap past it in the direction of a flick faster than 0.3 pt/ms, else on the snap
    /// nearest it. `position` is continuous across a technique's jumps, so a recentre during the drag
    /// (seed A's ring, seed B's tiles) never changes the decision. Finite strips stop at their ends.
    /// O(log n).
    package func restingSnap(velocity: CGFloat, from position: CGFloat) -> Int {
        guard let nearest = geometry.nearestSnap(to: position) else { return 0 }
        let threshold = ScrollPhysics.perMillisecond(fromPerSecond: PagingTarget.flickVelocityThreshold)
        guard abs(velocity) > threshold else { return nearest }
        let direction = velocity > 0 ? 1 : -1
        var snap = nearest
        // The first snap strictly past the release point in the flick's direction.
        if (geometry.snapPosition(snap) - position) * CGFloat(direction) <= PagingTarget.boundaryTolerance,
            canStep(from: snap, by: direction)
        {
            snap += direction
        }
        return snap
    }

    func canStep(from snap: Int, by step: Int) -> Bool {
        isEndless || (0..<geometry.snapCount).contains(snap + step)
    }

    /// A release with nothing left to move settles at once.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settleIfResting(released: true) }
    }

    /// Momentum, a bounce or a snap begins: its landing is known.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { decideTarget() }

    /// Momentum, a bounce or a snap ended (or a press caught it).
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settleIfResting() }

    /// A command's animation ended.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { settleIfResting() }

    /// A wheel notch pages as a key press does, along `flow`.
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool {
        guard let strategy else { return false }
        return strategy.stepByWheel(step)
    }
}
