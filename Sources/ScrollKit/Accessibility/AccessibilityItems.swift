import Foundation

/// What a screen reader says for one logical item: its name and its description (UIKit's label and
/// hint).
public struct AccessibilityText: Hashable, Sendable {
    /// The name ("Summer Sale").
    public var name: String
    /// The description, said after the name ("Swimwear, sandals and shades, until Sunday").
    public var description: String

    /// The text `name`, then `description` (none by default).
    public init(name: String, description: String = "") {
        self.name = name
        self.description = description
    }
}

/// Gives item `index`'s text; called on the bridge's thread, so it reads only what it captured.
public typealias AccessibilityDescriber = @Sendable (_ index: Int) -> AccessibilityText

/// The logical items of a list element, described on demand: one element per logical item (never per
/// recycled view or copy, so "3 of 12" is right on an endless carousel), whatever their number. Only
/// the items drawn now are stored (`shown`); every other item's element is made when asked
/// (`AccessibilityTree.node(_:)`), so a million items cost what the items on screen cost.
///
/// Two values are equal when everything but `describe` is: a new text for an item must come with a
/// new `generation` (new data), which is what tells a screen reader the list changed.
public struct AccessibilityItems: Hashable, Sendable {
    /// One item drawn now.
    public struct Shown: Hashable, Sendable {
        /// The item's index.
        public var index: Int
        /// Where it is drawn, in window points (clipped to what shows).
        public var frame: CGRect

        /// Item `index`, drawn at `frame` (window points).
        public init(index: Int, frame: CGRect) {
            self.index = index
            self.frame = frame
        }
    }

    /// How many items there are (0 or more).
    public var count: Int
    /// What each item is (`.listItem` or `.pageTab`).
    public var role: AccessibilityRole
    /// Changes whenever the items' texts or order do (new data); a list whose generation or count
    /// changed reports its children changed.
    public var generation: Int
    /// The item's text, by index in `0..<count`.
    public var describe: AccessibilityDescriber
    /// The selected item (a carousel's current one), if any.
    public var selected: Int?
    /// The item that has the keyboard focus (the selected one while the list is focused), if any.
    public var focused: Int?
    /// The items drawn now, by ascending index, each once (where it shows most).
    public var shown: [Shown]
    /// The actions every item offers ("click": bring it to the snap point and select it).
    public var actions: [String]

    /// `count` items of `role` described by `describe`.
    public init(
        count: Int, role: AccessibilityRole = .listItem, generation: Int = 0, selected: Int? = nil, focused: Int? = nil,
        shown: [Shown] = [], actions: [String] = ["click"], describe: @escaping AccessibilityDescriber
    ) {
        self.count = max(0, count)
        self.role = role
        self.generation = generation
        self.selected = selected
        self.focused = focused
        self.shown = shown
        self.actions = actions
        self.describe = describe
    }

    /// Where item `index` is drawn, if it is. O(log shown).
    public func shownFrame(ofItem index: Int) -> CGRect? {
        var (low, high) = (0, shown.count)
        while low < high {
            let middle = (low + high) / 2
            if shown[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low < shown.count && shown[low].index == index ? shown[low].frame : nil
    }

    /// The element of item `index` of the list `list`, or nil outside `0..<count`. O(log shown) plus
    /// `describe`.
    public func node(ofItem index: Int, in list: AccessibilityID) -> AccessibilityNode? {
        guard index >= 0, index < count else { return nil }
        let text = describe(index)
        var states: AccessibilityStates = [.enabled, .selectable, .visible]
        if index == selected { states.insert(.selected) }
        if index == focused { states.formUnion([.focused, .focusable]) }
        let frame = shownFrame(ofItem: index)
        if frame != nil { states.insert(.showing) }
        return AccessibilityNode(
            id: AccessibilityID(object: list.object, item: index), role: role, name: text.name,
            description: text.description, states: states, frame: frame ?? .zero, actions: actions)
    }

    public static func == (a: AccessibilityItems, b: AccessibilityItems) -> Bool {
        a.count == b.count && a.role == b.role && a.generation == b.generation && a.selected == b.selected
            && a.focused == b.focused && a.shown == b.shown && a.actions == b.actions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(generation)
        hasher.combine(selected)
    }
}
