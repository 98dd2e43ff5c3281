import Foundation

/// A change a screen reader hears about, worked out by comparing two snapshots of the tree
/// (`AccessibilityTree.events(since:)`): so the changes of one frame arrive together, each once,
/// however often the app changed things in between, and an unchanged tree sends nothing.
public enum AccessibilityEvent: Hashable, Sendable {
    /// The keyboard focus moved to `to` (nil: to no element).
    case focusChanged(to: AccessibilityID?)
    /// A state of `element` turned on or off.
    case stateChanged(AccessibilityID, AccessibilityStates, Bool)
    /// The selection of the list `list` changed.
    case selectionChanged(list: AccessibilityID)
    /// The list `list`'s current item became `item` (AT-SPI2's active descendant).
    case activeDescendantChanged(list: AccessibilityID, item: AccessibilityID)
    /// The children of `element` changed (added, removed, or new data in a list).
    case childrenChanged(AccessibilityID)
    /// The name of `element` changed.
    case nameChanged(AccessibilityID)
    /// The description of `element` changed.
    case descriptionChanged(AccessibilityID)
}

extension AccessibilityTree {
    /// What changed from `old` to this tree, in a stable order (by element, then kind): children,
    /// names and descriptions, states of nodes and of the items either tree stores (selected,
    /// focused, showing), selections with their active descendants, and the focus last. Nothing when
    /// the trees are equal; with no `old` (the first snapshot), nothing either: a screen reader reads
    /// a new tree itself. O(nodes + shown items).
    public func events(since old: AccessibilityTree?) -> [AccessibilityEvent] {
        guard let old, old != self else { return [] }
        var events: [AccessibilityEvent] = []
        // A node added or removed shows as its parent's children changing.
        for id in nodes.keys.sorted() {
            guard let node = nodes[id], let before = old.nodes[id] else { continue }
            if before.children != node.children || before.items?.count != node.items?.count
                || before.items?.generation != node.items?.generation
            {
                events.append(.childrenChanged(id))
            }
            if before.name != node.name { events.append(.nameChanged(id)) }
            if before.description != node.description { events.append(.descriptionChanged(id)) }
            Self.stateEvents(id, from: before.states, to: node.states, into: &events)
            if let items = node.items { itemEvents(list: id, items: items, before: before.items, into: &events) }
        }
        let focus = focused
        if focus != old.focused { events.append(.focusChanged(to: focus)) }
        return events
    }

    /// The events of one element's states: each state that turned on or off, in bit order.
    private static func stateEvents(
        _ id: AccessibilityID, from old: AccessibilityStates, to new: AccessibilityStates,
        into events: inout [AccessibilityEvent]
    ) {
        let changed = old.symmetricDifference(new)
        guard !changed.isEmpty else { return }
        for bit in 0..<32 {
            let state = AccessibilityStates(rawValue: 1 << UInt32(bit))
            if changed.contains(state) { events.append(.stateChanged(id, state, new.contains(state))) }
        }
    }

    /// The events of a list's items: each item's selected, focused and showing states, then the
    /// selection and the active descendant when the selected item changed.
    private func itemEvents(
        list: AccessibilityID, items: AccessibilityItems, before: AccessibilityItems?, into events: inout [AccessibilityEvent]
    ) {
        guard let before, before.generation == items.generation, before.count == items.count else { return }
        func item(_ index: Int) -> AccessibilityID { AccessibilityID(object: list.object, item: index) }
        if before.selected != items.selected {
            if let old = before.selected { events.append(.stateChanged(item(old), .selected, false)) }
            if let new = items.selected { events.append(.stateChanged(item(new), .selected, true)) }
            events.append(.selectionChanged(list: list))
            if let new = items.selected { events.append(.activeDescendantChanged(list: list, item: item(new))) }
        }
        if before.focused != items.focused {
            if let old = before.focused { events.append(.stateChanged(item(old), .focused, false)) }
            if let new = items.focused { events.append(.stateChanged(item(new), .focused, true)) }
        }
        let wasShown = Set(before.shown.map(\.index))
        let isShown = Set(items.shown.map(\.index))
        for index in wasShown.subtracting(isShown).sorted() { events.append(.stateChanged(item(index), .showing, false)) }
        for index in isShown.subtracting(wasShown).sorted() { events.append(.stateChanged(item(index), .showing, true)) }
    }
}
