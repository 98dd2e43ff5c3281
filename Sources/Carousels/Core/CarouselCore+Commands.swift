import Foundation
import ScrollKit

// Commands, aimed from where the strip is heading, under the one index rule.

extension CarouselCore {
    /// Moves `steps` snaps from the snap the strip is heading for, animated, for `cause`. A finite
    /// strip stops at its ends; an endless one goes on. Presses during a motion add up. Nothing
    /// happens with no items, while the pointer holds the strip, before it has a size, or while its
    /// scroll view cannot scroll (seed E with one option).
    func step(by steps: Int, cause: ScrollCause) {
        guard itemCount > 0, !scrollView.isTracking, geometry.viewportLength > 0, scrollView.isScrollEnabled else { return }
        let landing = landingPosition
        guard let snap = geometry.nearestSnap(to: landing) else { return }
        let target = isEndless ? snap + steps : min(max(snap + steps, 0), geometry.snapCount - 1)
        // A free strip moves by the snaps' distance from wherever it is heading (it keeps its place
        // within an item, as a free strip does); the others land on the snap.
        let offset = releaseSnapping == .free ? landing - geometry.snapPosition(snap) : 0
        aim(at: geometry.snapPosition(target) + offset, from: landing, cause: cause)
    }

    /// Brings item `index` (wrapped or clamped: `resolvedIndex(_:)`) to the snap point, the shortest
    /// way round on an endless strip; animated, or at once (also before the strip has a size).
    /// Animated, nothing happens while the pointer holds the strip: the hand decides.
    func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause) {
        guard let item = resolvedIndex(index), !(animated && scrollView.isTracking) else { return }
        guard animated, geometry.viewportLength > 0, scrollView.isScrollEnabled else {
            align(item: item, cause: cause)
            return
        }
        let landing = landingPosition
        guard let here = geometry.nearestItem(at: landing) else { return }
        let occurrence =
            isEndless
            ? here + WrapMath.shortestDistance(from: self.item(ofOccurrence: here), to: item, count: itemCount) : item
        aim(at: geometry.snapPosition(geometry.snap(containing: occurrence)), from: landing, cause: cause)
    }

    /// Aligns item `item` at once, stopping any motion, and reports what changed (cause `cause`).
    func align(item: Int, cause: ScrollCause) {
        alignedItem = resolvedIndex(item)
        strategy?.align(occurrence: item, cause: cause)
        shownPosition = position
        settleIfResting()
    }

    /// Brings snap `snap` (of the occurrences as the strip shows them now) to the snap point, animated,
    /// for `cause`; nothing while the pointer holds the strip or before it can scroll.
    func aim(atSnap snap: Int, cause: ScrollCause) {
        guard !scrollView.isTracking, geometry.viewportLength > 0, scrollView.isScrollEnabled else { return }
        aim(at: geometry.snapPosition(snap), from: landingPosition, cause: cause)
    }

    /// Animates toward strip position `target`, `landing` being where the strip is heading now.
    private func aim(at target: CGFloat, from landing: CGFloat, cause: ScrollCause) {
        let distance = target - landing
        guard distance.isFinite else { return }
        if distance == 0, scrollView.isAtRest { return }
        let logical = logicalOffset(of: scrollView.landingOffset) + distance
        var offset = physicalOffset(logical: logical)
        if !isEndless { offset = scrollView.clamped(offset) }
        scrollView.setContentOffset(offset, animated: true, cause: cause)
        decideTarget()
    }
}
