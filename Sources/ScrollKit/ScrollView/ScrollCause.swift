import Foundation

/// Why a scroll view's content moved: the answer to "was it the user, autoplay, a resize?".
///
/// The scroll view sets it for the input it handles itself (a drag, a fling, a trackpad swipe, a
/// wheel notch); whoever moves the content programmatically says why (`setContentOffset(_:animated:cause:)`),
/// `.api` when nobody says. Techniques pass it on with their index changes, so a log can tell why
/// each item changed. The raw values are the names written in the lab's event log.
public enum ScrollCause: String, Sendable, Hashable, CaseIterable, Codable {
    /// The pointer dragged the content and let go at rest.
    case drag
    /// The pointer let go while moving: momentum, a re-aimed landing or a paging snap.
    case fling
    /// A continuous wheel gesture: a trackpad swipe, a Magic Mouse, a free-spinning wheel.
    case trackpad
    /// Deliberate wheel notches, one item each.
    case wheel
    /// A key press (arrows, Page Up/Down).
    case key
    /// A click that pages (a peeking neighbour, the picker's tap area).
    case click
    /// Fingers on a touchscreen: a drag, a fling or a tap by touch.
    case touch
    /// A gamepad: its stick's scroll and glide, or its A button's selection.
    case gamepad
    /// The autoplay timer.
    case autoplay
    /// Attract mode: nobody touched anything for its idle timeout, so the carousel glides back to
    /// its first item (Carousels' `AttractMode`, the lab's `--attract`).
    case attract
    /// A change of the view's size laid it out again.
    case resize
    /// Code called the public API and gave no other reason.
    case api
    /// The items changed under the carousel (an insert, a removal, a move, a reload).
    case data
    /// An assistive technology asked for it: a screen reader's action on an item.
    case accessibility
}
