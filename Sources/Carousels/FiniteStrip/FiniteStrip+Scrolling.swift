import Foundation
import ScrollKit

// The finite strip's scroll view delegate: items follow the offset, notches page, rest reports.

extension FiniteStrip {
    /// Gives views to the items that came into view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) { placeItems() }

    /// A wheel notch is one item, as a key press; `step` is turned into an item step along `flow`.
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    /// A release with nothing left to move reports the item under the middle.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    /// Momentum, a bounce or a paging snap ended: reports the item under the middle.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    /// A command's animation ended: reports the item under the middle.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }
}
