import Foundation

extension View {
    /// The opacity at or below which a view is treated as transparent to touches (UIKit's value).
    public static let hitTestAlphaThreshold: Double = 0.01

    /// Whether the view can be hit at all: visible, interactive and not nearly transparent.
    public var acceptsHits: Bool {
        !isHidden && isUserInteractionEnabled && alpha > View.hitTestAlphaThreshold
    }

    /// UIKit's hit test: skip views that cannot be hit or do not contain the point, then ask the
    /// subviews frontmost first, and fall back to `self`. A subview sticking out of its superview
    /// cannot be hit there, whatever `clipsToBounds` says, because the superview's
    /// `point(inside:)` fails first.
    ///
    /// - Complexity: O(n) in the number of views under the point's path.
    func defaultHitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, isShown(at: point), self.point(inside: point) else { return nil }
        if hasProjectedSubviews {
            // Nearest first: the order they are drawn in, reversed.
            sortDrawingOrder()
            for k in drawingOrder.indices.reversed() {
                let subview = subviews[drawingOrder[k]]
                if let hit = subview.hitTest(subview.convert(point, fromSuperviewSpace: ())) { return hit }
            }
            return self
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, fromSuperviewSpace: ())) {
                return hit
            }
        }
        return self
    }

    /// Whether `point` (own coordinates) is on a part of the view that is drawn: inside its
    /// `drawMask`, and not on a view showing its back under its `projection`.
    func isShown(at point: CGPoint) -> Bool {
        if let mask = drawMask, !mask.rect.contains(point) { return false }
        if let projection, projection.showsBack(size: bounds.size) { return false }
        return true
    }

    /// Whether any subview is drawn in 3D (`projection`): the subviews are then drawn and hit-tested
    /// by depth. O(s) for s subviews.
    var hasProjectedSubviews: Bool {
        subviews.contains { $0.projection != nil }
    }

    /// Fills `drawingOrder` with the subviews' indices back to front: by the depth of their
    /// projection's centre (flat subviews at depth 0), ties kept in `subviews` order. An insertion sort
    /// into storage kept between frames: O(s²) worst case for s subviews (a handful of items, nearly
    /// sorted from one frame to the next), allocating nothing once the storage has grown.
    func sortDrawingOrder() {
        drawingOrder.removeAll(keepingCapacity: true)
        for index in subviews.indices {
            let depth = subviews[index].projection?.centerDepth ?? 0
            var slot = drawingOrder.count
            drawingOrder.append(index)
            while slot > 0, (subviews[drawingOrder[slot - 1]].projection?.centerDepth ?? 0) > depth {
                drawingOrder[slot] = drawingOrder[slot - 1]
                slot -= 1
            }
            drawingOrder[slot] = index
        }
    }
}
