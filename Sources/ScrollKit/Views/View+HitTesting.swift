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
        guard acceptsHits, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, fromSuperviewSpace: ())) {
                return hit
            }
        }
        return self
    }
}
