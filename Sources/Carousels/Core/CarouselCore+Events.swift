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

    /// A click, tap or gamepad A (`cause`) on item `item`: selects it when it is the current item or
    /// the carousel `clicksSelect`, else brings it to the snap point.
    func clicked(item: Int, cause: ScrollCause) {
        if clicksSelect || item == currentIndex {
            reportSelection(of: item, cause: cause)
        } else {
            scrollToItem(item, animated: true, cause: cause)
        }
    }

    // MARK: ScrollViewDelegate

    /// The technique jumps and places its views, then the current index is read.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        strategy?.coreDidScroll()
        shownPosition = position
        updateCurrent()
    }

    /// A drag begins: the target stays until the release decides another.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        dragStartSnap = geometry.nearestSnap(to: position)
    }

    /// A `.snap` carousel re-aims the landing onto a snap (A4); a `.paging` one whose snaps are not
    /// a view apart pages by snap (`pagingSnap(velocity:from:)`); the others keep the scroll view's.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        guard itemCount > 0, releaseSnapping != .free, !scrollView.isPagingEnabled else { return }
        let snap: Int
        if releaseSnapping == .snap {
            let projected = position(ofLogical: logicalOffset(of: targetContentOffset))
            snap = landingSnap(projected: projected, from: dragStartSnap ?? geometry.nearestSnap(to: position) ?? 0)
        } else {
            snap = pagingSnap(velocity: flow.physicalDelta(flow.main(velocity)), from: position)
        }
        targetContentOffset = physicalOffset(logical: logicalOffset(ofPosition: geometry.snapPosition(snap)))
    }

    /// UIKit's paging rule (`PagingTarget`) on snaps: released at strip position `position` with
    /// `velocity` (logical points per millisecond), the strip goes to the first snap past it in the
    /// direction of a flick faster than 0.3 pt/ms, else to the nearest snap. Finite strips stop at
    /// their ends. O(log n).
    public func pagingSnap(velocity: CGFloat, from position: CGFloat) -> Int {
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

    /// A4, on snaps: from snap `start` (the one the drag began near), the snap a release whose
    /// projected landing is strip position `projected` comes to rest on: the neighbour in the
    /// direction of travel once the projection has gone more than a third of that neighbour's length
    /// toward it (further snaps likewise), else back to `start`. Finite strips stop at their ends.
    ///
    /// - Complexity: O(k) for the k snaps travelled.
    public func landingSnap(projected: CGFloat, from start: Int) -> Int {
        guard projected.isFinite, let nearest = geometry.nearestSnap(to: projected) else { return start }
        let forward = projected >= geometry.snapPosition(start)
        // The last snap not past the projection, seen from `start`: at or before it going forward, at
        // or after it going back, and never behind `start`.
        var snap = nearest
        if forward, geometry.snapPosition(snap) > projected, canStep(from: snap, by: -1) { snap -= 1 }
        if !forward, geometry.snapPosition(snap) < projected, canStep(from: snap, by: 1) { snap += 1 }
        snap = forward ? max(snap, start) : min(snap, start)
        let direction = forward ? 1 : -1
        let travelled = abs(projected - geometry.snapPosition(snap))
        if canStep(from: snap, by: direction), travelled > third(ofSnap: snap + direction) { snap += direction }
        return snap
    }

    func canStep(from snap: Int, by step: Int) -> Bool {
        isEndless || (0..<geometry.snapCount).contains(snap + step)
    }

    private func third(ofSnap snap: Int) -> CGFloat {
        let items = geometry.items(ofSnap: snap)
        let length =
            geometry.start(ofItem: items.upperBound - 1) + geometry.length(ofItem: items.upperBound - 1)
            - geometry.start(ofItem: items.lowerBound)
        return max(length / 3, 0)
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
