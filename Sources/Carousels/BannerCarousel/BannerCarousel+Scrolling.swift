import Foundation
import ScrollKit

// Seed A's scroll view delegate: recentring (A5), landing (A4), wheel notches and the settled index,
// all on logical offsets mapped through `flow`.

extension BannerCarousel {
    /// Rotates the ring when a neighbour has come too close to the centre, moving the content back
    /// by the same picture (A5).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let delta = flow.physicalDelta(ring.recentre(offset: logicalOffset))
        guard delta != 0 else { return reportProgress() }
        scrollView.correctContentOffset(by: flow.point(main: delta, cross: 0))
        onRecentre?(delta)
        reloadSlots() // reports the progress
    }

    /// Re-aims a release to land one item exactly centred (A4).
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        let projected = logical(physicalOffset: flow.main(targetContentOffset))
        targetContentOffset = physicalOffset(
            BannerCarousel.landing(projected: projected, centred: centredOffset, itemLength: itemLength, step: step))
    }

    /// A wheel notch is one item, as a key press (ScrollKit would otherwise step the notch's
    /// distance, off centre); `step` is turned into an item step along `flow`.
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    /// A4, on logical offsets: land on the neighbour if the projected landing shows more than a third
    /// of it, else on the centred item.
    static func landing(projected: CGFloat, centred: CGFloat, itemLength: CGFloat, step: CGFloat) -> CGFloat {
        let travel = projected - centred
        if travel > itemLength / 3 { return centred + step }
        if travel < -itemLength / 3 { return centred - step }
        return centred
    }

    /// A release with nothing left to move reports the item it rests on.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    /// A landing reached: reports the item it rests on.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    /// A command's animation ended: reports the item it rests on.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }
}
