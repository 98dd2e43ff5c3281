import Foundation
import ScrollKit

// What a screen reader finds in a carousel, decided once for every technique: a list (a page list
// when it pages) named by the carousel's `accessibilityLabel`, one element per logical item, never
// per recycled view or copy, so "3 of 12" is right on an endless strip.

extension CarouselCore {
    /// Adds the list element of the carousel `host` (the technique's view) under `parent`:
    /// - named by its `accessibilityLabel`, described by its `accessibilityHint`, focusable;
    /// - focused with the window's focus, or, with a `CarouselFocus` showing its ring, while the focus
    ///   is in an ancestor (the shelves' focused row); its focused item the focus model's, else the
    ///   current one;
    /// - its items described by the cells (`CarouselCells.describe`; "Item k" without), the current
    ///   one selected, those drawn now showing with their drawn window frames clipped to the
    ///   carousel's, each offering "click" (`performAccessibilityAction(_:onItem:)`);
    /// - a linked thumbnail strip controlling its main, the main controlled by it (`CarouselLink`).
    /// Nothing for a hidden carousel.
    ///
    /// - Complexity: O(v log v) for the v item views laid out, whatever the item count.
    func buildAccessibility(of host: View, into builder: inout AccessibilityBuilder, under parent: AccessibilityID) {
        guard !host.isHidden, host.alpha > 0 else { return }
        let paging = snapping == .paging
        var states = builder.states(of: host)
        states.insert(.focusable)
        // A focus model (CarouselFocus, a shelves row) holds the focus inside a focused ancestor.
        if let focus, focus.isRingShown, let focusedView = builder.focusedView, host.isDescendant(of: focusedView) {
            states.insert(.focused)
        }
        let texts = itemTexts ?? { AccessibilityText(name: "Item \($0 + 1)") }
        let current = currentIndex
        let items = AccessibilityItems(
            count: itemCount, role: paging ? .pageTab : .listItem, generation: dataGeneration, selected: current,
            focused: states.contains(.focused) ? focus?.focusedItem ?? current : nil,
            shown: shownItems(in: builder.windowFrame(of: host)), describe: texts)
        var list = AccessibilityNode(
            id: AccessibilityID(object: host.accessibilityIdentifier), role: paging ? .pageTabList : .list,
            name: host.accessibilityLabel ?? "", description: host.accessibilityHint ?? "", states: states,
            frame: builder.windowFrame(of: host), items: items)
        if let main = drives?.strategy {
            list.relations[.controllerFor] = [AccessibilityID(object: main.accessibilityIdentifier)]
        }
        if let strip = drivenBy?.strategy {
            list.relations[.controlledBy] = [AccessibilityID(object: strip.accessibilityIdentifier)]
        }
        builder.add(list, under: parent, performer: host)
    }

    /// The items drawn now, each once (its largest copy), by index: where they are drawn
    /// (`View.drawnFrame`: masked by keylines, scaled, projected by a 3D layout) in window points,
    /// clipped to `clip` (the carousel's).
    private func shownItems(in clip: CGRect) -> [AccessibilityItems.Shown] {
        var best: [Int: CGRect] = [:]
        strategy?.forEachItemView { view, item in
            guard !view.isHidden, view.alpha > 0, let superview = view.superview else { return }
            let drawn = view.drawnFrame
            guard !drawn.isNull else { return }
            let frame = superview.convert(drawn, to: nil).intersection(clip)
            guard !frame.isNull, !frame.isEmpty else { return }
            if let old = best[item.index], old.width * old.height >= frame.width * frame.height { return }
            best[item.index] = frame
        }
        return best.keys.sorted().map { AccessibilityItems.Shown(index: $0, frame: best[$0]!) }
    }

    /// Does `name` on item `item` (a screen reader's action): "click" brings the item to the snap
    /// point (animated, unless the window reduces motion) and selects it, cause `.accessibility`.
    /// Returns false for another action, no item, or an item out of range.
    func performAccessibilityAction(_ name: String, onItem item: Int?) -> Bool {
        guard name == "click", let item, item >= 0, item < itemCount else { return false }
        if item != currentIndex { scrollToItem(item, animated: true, cause: .accessibility) }
        reportSelection(of: item, cause: .accessibility)
        return true
    }
}
