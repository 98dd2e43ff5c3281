import Foundation
import ScrollKit

/// TV-style focus across the rows: one focused item in the whole column, drawn with its row's ring.
///
/// Each row has a `CarouselFocus` (`rowFocus(_:)`, kept in view by `focusAlignment`); the shelves show
/// only the focused row's ring and route the keys:
/// - the arrows along the rows (Left / Right for a vertical column, mirrored when the rows read right
///   to left; Up / Down for a horizontal one) move the focus along the focused row, which scrolls
///   only when the focus would leave its visible items (Leanback's window alignment; `.start` keeps
///   it at the start);
/// - the arrows across the rows move to the row before or after, to the item nearest the focused one's
///   position on screen (`nearestItem(inRow:to:)`, not the same index), and scroll the column so the
///   row shows (`scrollRowIntoView(_:animated:cause:)`); the first and last rows keep the key;
/// - Enter (and the gamepad's A, which offers Enter first) selects the focused item.
///
/// A click or tap on an item focuses it (its row becomes the focused row) and, where the row's
/// technique selects on a click, selects it; hovering never moves the focus. Every change is told
/// once to `focusDelegate`, every selection too.
extension CarouselShelves {
    /// The focused row and item (the item counted within its row), or nil with no rows or when the
    /// focused row has no items.
    public var focusedItem: (row: Int, item: Int)? {
        guard let row = focusedRow, let item = rowFocuses[row].focusedItem else { return nil }
        return (row, item)
    }

    /// Row `row`'s focus (its ring, its alignment, its item); nil for an index that is not a row.
    public func rowFocus(_ row: Int) -> CarouselFocus? {
        rowFocuses.indices.contains(row) ? rowFocuses[row] : nil
    }

    /// Focuses `item` of `row` (resolved by the row's index rule: clamped on a finite row, wrapped on an
    /// endless one), scrolls that row as its alignment asks and the column to show it, and tells the
    /// delegate if the focus moved. Nothing happens for an index that is not a row or a row without
    /// items.
    public func focus(row: Int, item: Int, animated: Bool = true, cause: ScrollCause) {
        guard rowFocuses.indices.contains(row), rows[row].carousel.itemCount > 0 else { return }
        focusedRow = row
        showRingOfFocusedRow()
        rowFocuses[row].focus(item: item, cause: cause)
        scrollRowIntoView(row, animated: animated, cause: cause)
        reportFocus(cause: cause)
    }

    /// Takes the shelves' keys (see the type's notes): the arrows along and across the rows, and Enter.
    /// Returns false for any other key, with nothing focused, or for an arrow past the first or last
    /// row or the end of a finite row. (`handleKey(_:)` calls it.)
    public func handleFocusKey(_ event: KeyEvent) -> Bool {
        guard let row = focusedRow else { return false }
        if let step = rowStep(for: event.key) {
            return moveFocusAcrossRows(from: row, by: step, cause: ScrollCause.key.given(by: event.device))
        }
        let taken = rowFocuses[row].handleKey(event)
        if taken { windowRoot?.focus(self) }
        return taken
    }

    // MARK: Internal

    /// Gives every row a focus (row 0 focused, its item 0), replacing those of the rows before.
    func makeRowFocuses() {
        for focus in rowFocuses { focus.detach() }
        for listener in rowListeners { listener.carousel?.removeListener(listener) }
        rowFocuses = rows.map { CarouselFocus(carousel: $0.carousel, alignment: focusAlignment) }
        rowListeners = rows.indices.map { ShelfRowListener(shelves: self, row: $0) }
        for (index, focus) in rowFocuses.enumerated() {
            focus.onFocusChange = { [unowned self] item, cause in self.rowFocusChanged(index, item: item, cause: cause) }
            rows[index].carousel.addListener(rowListeners[index])
        }
        focusedRow = rows.isEmpty ? nil : 0
        reportedFocus = focusedItem.map { ShelfPosition(row: $0.row, item: $0.item) }
        showRingOfFocusedRow()
    }

    /// Row `row`'s focus moved to `item`: a key or a click there makes it the focused row; another
    /// row's items changing under its focus (`.data`, `.api`) leaves the focused row alone.
    func rowFocusChanged(_ row: Int, item: Int, cause: ScrollCause) {
        if row != focusedRow {
            guard cause != .data, cause != .api else { return }
            focusedRow = row
            showRingOfFocusedRow()
        }
        reportFocus(cause: cause)
    }

    /// A row's carousel reported a selection.
    func rowSelected(_ row: Int, item: Int, cause: ScrollCause) {
        focusDelegate?.shelves(self, didSelect: item, inRow: row, cause: cause)
    }

    // MARK: Private

    /// The row step of an arrow across the rows: Up / Down for a vertical column, Left / Right for a
    /// horizontal one (its rows run left to right in any direction: the column is not mirrored); nil for
    /// any other key.
    private func rowStep(for key: Key) -> Int? {
        switch (axis, key) {
        case (.vertical, .up), (.horizontal, .left): return -1
        case (.vertical, .down), (.horizontal, .right): return 1
        default: return nil
        }
    }

    /// Moves the focus from `row` to the row `step` away (skipping none: a row without items keeps the
    /// key), onto the item nearest the focused one's position on screen.
    private func moveFocusAcrossRows(from row: Int, by step: Int, cause: ScrollCause) -> Bool {
        let next = row + step
        guard rows.indices.contains(next), rows[next].carousel.itemCount > 0 else { return false }
        let point = focusedPoint(inRow: row)
        let item = point.flatMap { nearestItem(inRow: next, to: $0) } ?? rowFocuses[next].focusedItem ?? 0
        focusedRow = next
        showRingOfFocusedRow()
        rowFocuses[next].focus(item: item, cause: cause)
        scrollRowIntoView(next, animated: true, cause: cause)
        windowRoot?.focus(self)
        reportFocus(cause: cause)
        return true
    }

    /// The middle of row `row`'s focused item on screen (window points): its ring's centre, else the
    /// row's middle.
    private func focusedPoint(inRow row: Int) -> CGPoint? {
        let carousel = rows[row].carousel
        if let ring = rowFocuses[row].ringFrame {
            return carousel.convertToWindow(CGPoint(x: ring.midX, y: ring.midY))
        }
        return carousel.convertToWindow(CGPoint(x: carousel.bounds.midX, y: carousel.bounds.midY))
    }

    /// Shows the focused row's ring and hides the others'.
    private func showRingOfFocusedRow() {
        for (index, focus) in rowFocuses.enumerated() where focus.isRingShown != (index == focusedRow) {
            focus.isRingShown = index == focusedRow
        }
    }

    /// Tells the delegate where the focus is if that is not what it was last told.
    private func reportFocus(cause: ScrollCause) {
        guard let now = focusedItem else { return }
        let position = ShelfPosition(row: now.row, item: now.item)
        guard position != reportedFocus else { return }
        reportedFocus = position
        focusDelegate?.shelves(self, didMoveFocusTo: now.item, inRow: now.row, cause: cause)
    }
}

/// Hears one row's selections for the shelves.
@MainActor
final class ShelfRowListener: CarouselDelegate {
    private unowned let shelves: CarouselShelves
    let row: Int
    weak var carousel: (any Carousel)?

    init(shelves: CarouselShelves, row: Int) {
        self.shelves = shelves
        self.row = row
        carousel = shelves.rows[row].carousel
    }

    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        shelves.rowSelected(row, item: index, cause: cause)
    }
}

/// A row and an item in it: what the shelves last told their delegate.
struct ShelfPosition: Hashable {
    var row: Int
    var item: Int
}
