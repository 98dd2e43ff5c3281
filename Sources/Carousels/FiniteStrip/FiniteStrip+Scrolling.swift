import Foundation
import ScrollKit

// The finite strip's scroll view delegate: items follow the offset, notches page, rest reports.

extension FiniteStrip {
    /// Gives views to the items that came into view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) { placeItems() }

    /// A wheel notch is one item, as a key press; `step` is turned into an item step along `flow`.
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }
}
