import Foundation
import ScrollKit

// Paging on command (keys, wheel notches, clicks on a preview, code), along `flow`.

extension PreviewScrollHost {
    /// Pages forward (animated). Presses during the animation add up from its target; the finite
    /// host stops at the last page.
    public func next(cause: ScrollCause) { scroll(byPages: 1, cause: cause) }

    /// Pages back (animated); the finite host stops at the first page.
    public func previous(cause: ScrollCause) { scroll(byPages: -1, cause: cause) }

    /// Brings item `index` to the centre (the shortest way round for the infinite host), animated or
    /// at once; the index change is reported with `cause` when the strip comes to rest. An index
    /// outside `0..<itemCount` is clamped into it; with no items nothing happens. Before the host is
    /// laid out (no page length yet) it goes at once.
    ///
    /// - Complexity: O(1); animated, the glide passes every page in between at up to
    ///   `ScrollView.programmaticSpeedLimit` pages a second.
    public func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause) {
        guard itemCount > 0 else { return }
        let target = min(max(index, 0), itemCount - 1)
        let length = pageLength
        guard animated, length > 0 else {
            jump(to: target, cause: cause)
            return
        }
        let offset = itemTarget(target, from: landingPage * length)
        scrollView.setContentOffset(physicalOffset(logical: offset), animated: true, cause: cause)
    }

    /// The logical page (in content pages) the strip is heading for: the running motion's target, or
    /// where it is, rounded to a whole page.
    var landingPage: CGFloat {
        (logicalOffset(of: scrollView.landingOffset) / pageLength).rounded()
    }

    private func scroll(byPages steps: Int, cause: ScrollCause) {
        let length = pageLength
        guard itemCount > 0, length > 0, !scrollView.isTracking else { return }
        let target = commandTarget(bySteps: steps, from: landingPage * length)
        scrollView.setContentOffset(physicalOffset(logical: target), animated: true, cause: cause)
    }

    /// A click (by `device`) on a preview pages toward it (before the scroll view along the main axis
    /// is back in a left-to-right or vertical strip, forward right to left); inside the scroll view
    /// the subclass decides.
    func clicked(at point: CGPoint, by device: PointerDevice) {
        guard itemCount > 0 else { return }
        let frame = scrollViewFrameInHost
        let main = flow.main(point)
        let (start, end) = (flow.main(frame.origin), flow.main(CGPoint(x: frame.maxX, y: frame.maxY)))
        if main < start || main >= end {
            let cause = tapCause(by: device)
            if flow.physicalDelta(main < start ? -1 : 1) > 0 { next(cause: cause) } else { previous(cause: cause) }
        } else if frame.contains(point) {
            clickedInside(at: point, by: device)
        }
    }
}
