import Foundation
import ScrollKit

// Clicks on a preview page toward it; the rest of paging is the core's.

extension PreviewScrollHost: CarouselStrategy {
    /// A click (by `device`) on a preview pages toward it (before the scroll view along the main axis
    /// is back in a left-to-right or vertical strip, forward right to left); inside the scroll view
    /// the subclass decides.
    func clicked(at point: CGPoint, by device: PointerDevice) {
        guard sourceCount > 0 else { return }
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
