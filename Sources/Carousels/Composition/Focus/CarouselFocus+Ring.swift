import Foundation
import ScrollKit

// The ring over the focused item: placed at the end of every progress pass, where the item is drawn.

extension CarouselFocus {
    /// The view the ring is a subview of: the carousel itself (over its scroll view and items), else
    /// its scroll view.
    var ringHost: View {
        (carousel as? View) ?? carousel.inspectedScrollView
    }

    /// Places the ring over the focused item's occurrence nearest `anchor` (else nearest the middle of
    /// the carousel), following its drawn frame (scale, mask, projection's bounding box), or hides it.
    ///
    /// - Complexity: O(v) for v item views laid out; allocates nothing.
    func updateRing() {
        let host = ringHost
        let subviews = host.subviews
        if ring.superview !== host || subviews[subviews.count - 1] !== ring {
            ring.removeFromSuperview()
            host.addSubview(ring) // on top of whatever the carousel added since
        }
        let width = ringWidth.isFinite ? max(0, ringWidth) : 0
        guard isRingShown, width > 0, let item = focusedItem else {
            ring.isHidden = true
            return
        }
        let target = anchor ?? CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        var best = CGRect.null
        var bestDistance = CGFloat.infinity
        carousel.forEachItemView { view, inspected in
            guard inspected.index == item, !view.isHidden, let parent = view.superview else { return }
            let drawn = view.drawnFrame
            guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return }
            let frame = parent.convert(drawn, to: host)
            let distance = hypot(frame.midX - target.x, frame.midY - target.y)
            if distance < bestDistance {
                bestDistance = distance
                best = frame
            }
        }
        guard !best.isNull else {
            ring.isHidden = true
            return
        }
        anchor = CGPoint(x: best.midX, y: best.midY)
        ring.frame = best.insetBy(dx: -width, dy: -width)
        ring.borderWidth = width
        ring.cornerRadius = carousel.core.geometry.layout.cornerRadius + width
        ring.isHidden = false
    }
}
