import Foundation

/// UIKit's deferred layout: changes mark a view dirty, and one pass per frame lays out what is dirty.
extension View {
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (once per frame, from the run
    /// loop) calls `layoutSubviews()`. Cheap to call many times.
    public func setNeedsLayout() {
        needsLayout = true
        // Up to the root, every time (not only until a marked ancestor): a pass clears a view's mark
        // before it walks its subviews, so a view marked during the pass below an ancestor already
        // walked still reaches the root for the next pass. Rare in a steady frame (a size change, a
        // view added).
        var view: View? = self
        while let marked = view {
            marked.subtreeNeedsLayout = true
            view = marked.superview
        }
    }

    /// Lays out this view if it needs it, then its subviews, top-down. Only this calls
    /// `layoutSubviews()`. A subtree in which no view needs layout (`setNeedsLayout()` marks the
    /// view's ancestors) is not walked.
    ///
    /// - Complexity: O(n) in the number of views in the subtrees with a view that needs layout; O(1)
    ///   in a steady frame.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
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
