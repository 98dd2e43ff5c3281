import Foundation
import ScrollKit

/// Hears a `Carousel`: the same events from every technique, each with its cause.
///
/// Three indices follow a motion, as Compose's `PagerState` has them:
/// - the *current* index (`didChangeCurrentIndex`) is live: the item nearest the snap point, reported
///   as each item passes it during a drag, a glide, a held key or a d-pad;
/// - the *target* index (`didChangeTargetIndex`) is where a motion will land, reported once the
///   landing is decided (a key press, a click, a release, a wheel notch, `scrollToItem`) and differs
///   from the last target (at rest, the settled item);
/// - the *settled* index (`didChangeSettledIndex`) is the item the strip rests on, reported once when
///   it comes to rest on another item.
///
/// Once items are laid out the first current and settled index are reported (cause `.api`). A
/// carousel has one `carouselDelegate` and any number of listeners (`Carousel.addListener(_:)`): each
/// hears every event. Every method has an empty default.
@MainActor
public protocol CarouselDelegate: AnyObject {
    /// The item nearest the snap point became `index` (logical, `0..<itemCount`) because of `cause`.
    /// Live: once per item passed.
    func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause)
    /// A motion was aimed at item `index` because of `cause`: once per decision that changes it.
    func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause)
    /// The strip came to rest on item `index` because of `cause`: once per new resting item.
    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause)
    /// Item `index` was selected (clicked, tapped, or chosen with a gamepad) because of `cause`.
    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause)
    /// The technique moved its own content by `delta` physical points along the main axis without
    /// changing the picture (a recentre, a shift by a data set, a clone jump).
    func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat)
    /// A batch changed the items (`Carousel.updateItems(_:cells:)`): once per batch, after the
    /// carousel has taken it and before the index events it leads to (cause `.data`).
    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate)
    /// The current item `index` came within `Carousel.nearEndDistance` items of the last one of a
    /// finite strip: time to append the next page. Once per item count (an append arms it again).
    func carousel(_ carousel: any Carousel, didNearEndAt index: Int)
}

extension CarouselDelegate {
    public func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {}
    public func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause) {}
    public func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {}
    public func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {}
    public func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat) {}
    public func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {}
    public func carousel(_ carousel: any Carousel, didNearEndAt index: Int) {}
}
