import Foundation

/// What an accessibility element is, as a screen reader names it: UIKit's traits and AT-SPI2's roles
/// in the few kinds a carousel app has. A bridge maps each to its platform's role (AT-SPI2:
/// `ROLE_LIST`, `ROLE_PAGE_TAB`, …).
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// The application: the tree's root.
    case application
    /// A window's frame, named after its title.
    case frame
    /// A group of other elements (the shelves' rows).
    case panel
    /// A list of items (a free or snapping carousel).
    case list
    /// One item of a list.
    case listItem
    /// A list of pages, one current (a paging carousel).
    case pageTabList
    /// One page of a page list.
    case pageTab
    /// A button.
    case button
    /// A piece of text.
    case label
}

/// The states of an accessibility element (AT-SPI2's state set, UIKit's traits), as a set.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It takes input (not greyed out).
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// It can take the keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 1)
    /// It has the keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 2)
    /// It can be selected (a list's items).
    public static let selectable = AccessibilityStates(rawValue: 1 << 3)
    /// It is selected (a carousel's current item).
    public static let selected = AccessibilityStates(rawValue: 1 << 4)
    /// Some of it is drawn on screen now.
    public static let showing = AccessibilityStates(rawValue: 1 << 5)
    /// It would be drawn if its container scrolled to it (not hidden).
    public static let visible = AccessibilityStates(rawValue: 1 << 6)
    /// Its window is the active one.
    public static let active = AccessibilityStates(rawValue: 1 << 7)
}

/// How one accessibility element stands to others (AT-SPI2's relation types), for a screen reader to
/// say and follow.
public enum AccessibilityRelation: String, Hashable, Sendable, CaseIterable {
    /// It moves the others (a thumbnail strip, the main carousel it drives).
    case controllerFor
    /// The others move it (the main carousel, its thumbnail strip).
    case controlledBy
}

/// Names an accessibility element across snapshots of the tree, so a screen reader's reference to it
/// stays good while the app runs: the object that provides it (`View.accessibilityIdentifier`, a
/// serial number) and, for one of its logical items, the item's index.
public struct AccessibilityID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The providing object's serial number (0: the application).
    public var object: UInt64
    /// The logical item's index within its list, or nil for the object itself.
    public var item: Int?

    /// The element `object` itself (`item` nil) or its logical item `item`.
    public init(object: UInt64, item: Int? = nil) {
        self.object = object
        self.item = item
    }

    /// The application, the root of every tree.
    public static let application = AccessibilityID(object: 0)

    public static func < (a: AccessibilityID, b: AccessibilityID) -> Bool {
        (a.object, a.item ?? -1) < (b.object, b.item ?? -1)
    }

    /// `object` or `object.item`, e.g. `12` or `12.3`.
    public var description: String { item.map { "\(object).\($0)" } ?? "\(object)" }
}

/// One accessibility element of a snapshot: a pure value (what a bridge serves on its own thread).
public struct AccessibilityNode: Hashable, Sendable {
    /// Its name across snapshots.
    public var id: AccessibilityID
    /// What it is.
    public var role: AccessibilityRole
    /// Its name, what a screen reader says first ("Summer Sale"; a carousel's label).
    public var name: String
    /// Its description (UIKit's hint): what a screen reader says after a pause ("until Sunday").
    public var description: String
    /// Its states.
    public var states: AccessibilityStates
    /// Where it is drawn, in window points (its clipped frame for an item off the strip's edge; zero
    /// for one not drawn now).
    public var frame: CGRect
    /// The actions it offers, by name ("click"); a bridge calls them through the snapshot's
    /// `AccessibilityActions`.
    public var actions: [String]
    /// Its children that are nodes of their own, in order (an item list's items come from `items`).
    public var children: [AccessibilityID]
    /// The logical items of a list, made on demand (a list of a million items costs what its shown
    /// items cost); nil for any other element.
    public var items: AccessibilityItems?
    /// How it stands to other elements, each relation with its targets (empty: none).
    public var relations: [AccessibilityRelation: [AccessibilityID]] = [:]

    /// An element `id` of `role` named `name`, with no children.
    public init(
        id: AccessibilityID, role: AccessibilityRole, name: String, description: String = "",
        states: AccessibilityStates = [.enabled, .visible], frame: CGRect = .zero, actions: [String] = [],
        children: [AccessibilityID] = [], items: AccessibilityItems? = nil
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.frame = frame
        self.actions = actions
        self.children = children
        self.items = items
    }

    /// How many children it has: its nodes, then its logical items. O(1).
    public var childCount: Int { children.count + (items?.count ?? 0) }
}
