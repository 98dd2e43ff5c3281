import Foundation
import ScrollKit

/// A scroll view delegate that records every call, for order-and-count assertions.
@MainActor
public final class DelegateRecorder: ScrollViewDelegate {
    /// The calls in order, by name (`didScroll` collapsed: consecutive ones are recorded once).
    public private(set) var calls: [String] = []
    /// Every offset `scrollViewDidScroll` saw.
    public private(set) var offsets: [CGPoint] = []
    /// The velocity (pt/ms), proposed target and content offset of the last `willEndDragging`.
    public private(set) var lastRelease: (velocity: CGPoint, target: CGPoint, offset: CGPoint)?
    /// If set, replaces the proposed target in `willEndDragging`.
    public var retarget: ((CGPoint) -> CGPoint)?

    public init() {}

    public func reset() {
        calls.removeAll()
        offsets.removeAll()
        lastRelease = nil
    }

    private func record(_ name: String) { calls.append(name) }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        if calls.last != "didScroll" { record("didScroll") }
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record("willBeginDragging") }
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        lastRelease = (velocity, targetContentOffset, scrollView.contentOffset)
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
        record("willEndDragging")
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))")
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { record("willBeginDecelerating") }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { record("didEndDecelerating") }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { record("didEndScrollingAnimation") }
}
