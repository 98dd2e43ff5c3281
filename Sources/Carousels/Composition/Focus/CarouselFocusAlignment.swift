import Foundation

/// How a `CarouselFocus` keeps its focused item in view as it moves: Android TV Leanback's
/// `WindowAlignment`, on a carousel's snaps.
public enum CarouselFocusAlignment: Hashable, Sendable {
    /// The carousel scrolls only when the focused item would leave the items fully visible (the
    /// scroll view's bounds less the layout's inset at both ends), keeping `margin` items between it
    /// and the view's ends where there are items to show (none past the ends of a finite strip). The
    /// carousel moves by the fewest snaps that do it. A negative margin counts as 0.
    case edge(margin: Int)
    /// Every move brings the focused item to the snap point (the layout's alignment: its start, middle
    /// or end), as `Carousel.scrollToItem(_:animated:cause:)` does.
    case start
}
