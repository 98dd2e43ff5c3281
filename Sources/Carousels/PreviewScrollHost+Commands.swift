import Foundation
import ScrollKit

/// Paging on command (keys, clicks on the previews) and selection by click.
///
/// A command aims from where the strip is heading (the running motion's target, else the offset),
/// so presses during an animation add up and none is lost; the finite mode clamps at its ends.
extension PreviewScrollHost {
    /// Pages forward (animated). Presses during the animation add up from its target; the finite
    /// mode stops at the last page.
    public func next() { scroll(byPages: 1) }

    /// Pages back (animated); the finite mode stops at the first page.
    public func previous() { scroll(byPages: -1) }

    func scroll(byPages steps: Int) {
        let width = pageWidth
        guard pageCount > 0, width > 0, !scrollView.isTracking else { return }
        let base = scrollView.restingTarget?.x ?? scrollView.contentOffset.x
        let target: CGFloat
        switch mode {
        case .finite:
            let page = Int((base / width).rounded())
            target = CGFloat(min(max(page + steps, 0), pageCount - 1)) * width
        case .infinite:
            target = plannedLandingOffset(from: base) + CGFloat(steps) * width
        }
        isUpdating = true
        scrollView.setContentOffset(CGPoint(x: target, y: 0), animated: true)
        isUpdating = false
        reportIfSettled()
    }

    /// A click on a preview pages toward it. In infinite mode a click on the centred banner selects
    /// it (its logical index). In finite mode clicks inside the scroll view belong to the page's views.
    func clicked(at point: CGPoint) {
        guard pageCount > 0 else { return }
        let frame = scrollViewFrameInHost
        if point.x < frame.minX {
            previous()
        } else if point.x >= frame.maxX {
            next()
        } else if mode == .infinite, frame.contains(point) {
            let content = scrollView.convert(point, from: self)
            if let slot = slots.firstIndex(where: { $0.frame.contains(content) }) {
                delegate?.previewScrollHost(self, didSelectItemAt: logicalIndex(ofSlot: slot))
            }
        }
    }
}
