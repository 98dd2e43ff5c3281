import Foundation

/// UIKit's deferred layout: changes mark a view dirty, and one pass per frame lays out what is dirty.
extension View {
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (once per frame, from the run
    /// loop) calls `layoutSubviews()`. Cheap to call many times.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view if it needs it, then its subviews, top-down. Only this calls
    /// `layoutSubviews()`.
    ///
    /// - Complexity: O(n) in the number of views in the subtree.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        // Index loop: layoutSubviews may add or remove subviews of its own children.
        var index = 0
        while index < subviews.count {
            subviews[index].layoutIfNeeded()
            index += 1
        }
    }
}
