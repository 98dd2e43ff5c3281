import Foundation
import ScrollKit

/// Hears a `CarouselShelves`' focus and selections: which row and which item in it (both from 0, the
/// item counted within its row), and why.
@MainActor
public protocol CarouselShelvesDelegate: AnyObject {
    /// The focus moved to `item` of `row`: an arrow or the d-pad (`.key`, `.gamepad`), a click or tap
    /// on an item (`.click`, `.touch`), `focus(row:item:cause:)` (its cause), or the row's items
    /// changed under it (`.data`). Called once per change.
    func shelves(_ shelves: CarouselShelves, didMoveFocusTo item: Int, inRow row: Int, cause: ScrollCause)
    /// `item` of `row` was selected: Enter or the gamepad's A on the focused item (`.key`,
    /// `.gamepad`), or a click or tap on an item (`.click`, `.touch`).
    func shelves(_ shelves: CarouselShelves, didSelect item: Int, inRow row: Int, cause: ScrollCause)
}

extension CarouselShelvesDelegate {
    /// Does nothing by default.
    public func shelves(_ shelves: CarouselShelves, didMoveFocusTo item: Int, inRow row: Int, cause: ScrollCause) {}
    /// Does nothing by default.
    public func shelves(_ shelves: CarouselShelves, didSelect item: Int, inRow row: Int, cause: ScrollCause) {}
}
