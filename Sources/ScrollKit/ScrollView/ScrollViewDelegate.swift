import Foundation

/// Hears what a `ScrollView` does, when UIKit's `UIScrollViewDelegate` would, once each.
///
/// Order for a drag with momentum: `willBeginDragging` → `didScroll`… → `willEndDragging` (may move
/// the landing) → `didEndDragging(willDecelerate: true)` → `willBeginDecelerating` → `didScroll`… →
/// `didEndDecelerating`. A drag released at rest ends with `didEndDragging(willDecelerate: false)`.
/// An animated `setContentOffset` or `scrollRectToVisible` ends with `didEndScrollingAnimation`.
/// A trackpad swipe (or a burst of notches) is a drag: `willBeginDragging` … `didEndDecelerating`.
/// Every method has an empty default (`stepBy` returns false).
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, for any reason (drag, momentum, animation, assignment).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag (or a wheel gesture) is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The pointer lifted. `velocity` is the content-offset velocity in points per millisecond
    /// (positive when the offset grows). `targetContentOffset` is where the content will come to
    /// rest; set it to move the landing (ignored when paging, as UIKit does).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Momentum (or a paging snap, or a bounce back) begins.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Momentum ended: the content is at rest, or a press caught it.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished (or was interrupted).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// A deliberate wheel notch asks to move one item: `step` is +1 (forward: the content offset
    /// grows) or −1, along the axis the view scrolls. Return true when the delegate moved (a snapping
    /// carousel calls its `next()`/`previous()`, which should add up during an animation); return
    /// false (the default) to let the scroll view step: one page, animated, when `isPagingEnabled`,
    /// else the notch's distance, animated. Not asked for bursts of notches or trackpads, which are
    /// swipes (a drag and a release). Only the delegate is asked; the observers are not.
    func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { false }
}
