import Foundation
import ScrollKit

/// The accessibility model in AT-SPI2's words: the role, state and relation numbers of at-spi2-core's
/// `atspi-constants.h`, the object paths an element is served at, and the D-Bus signals each
/// `AccessibilityEvent` becomes. Pure values, no D-Bus: the AT-SPI2 bridge speaks through them, and
/// the tests check them against libatspi's own enums (read through `python3-gi`).
enum ATSPIVocabulary {
    /// Where every element is served: `root` for the application, the object's serial number for a
    /// node (`…/12`), and `object_item` for a list's logical item (`…/12_3`).
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// The application's path (AT-SPI2's convention for an application root).
    static let rootPath = pathPrefix + "root"

    /// The object path of element `id`. O(1).
    static func path(of id: AccessibilityID) -> String {
        if id == .application { return rootPath }
        guard let item = id.item else { return pathPrefix + String(id.object) }
        return pathPrefix + String(id.object) + "_" + String(item)
    }

    /// The element a path names, or nil for a path that is not one of ours (another prefix, a
    /// malformed number, an item index below 0): such a request is answered with a D-Bus error.
    static func id(atPath path: String) -> AccessibilityID? {
        guard path.hasPrefix(pathPrefix) else { return nil }
        let name = path.dropFirst(pathPrefix.count)
        if name == "root" { return .application }
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count <= 2, let object = UInt64(parts[0]), object != 0, String(object) == parts[0] else { return nil }
        guard parts.count == 2 else { return AccessibilityID(object: object) }
        guard let item = Int(parts[1]), item >= 0, String(item) == parts[1] else { return nil }
        return AccessibilityID(object: object, item: item)
    }

    /// `AtspiRole`'s number for `role`.
    static func role(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .application: 75
        case .frame: 23
        case .panel: 39
        case .list: 31
        case .listItem: 32
        case .pageTabList: 38
        case .pageTab: 37
        case .button: 43
        case .label: 29
        }
    }

    /// The role's name as `GetRoleName` gives it (libatspi's, in English).
    static func roleName(_ role: AccessibilityRole) -> String {
        switch role {
        case .application: "application"
        case .frame: "frame"
        case .panel: "panel"
        case .list: "list"
        case .listItem: "list item"
        case .pageTabList: "page tab list"
        case .pageTab: "page tab"
        case .button: "push button"
        case .label: "label"
        }
    }

    /// Each state's `AtspiStateType` number and its name in a `StateChanged` signal's detail.
    static let states: [(state: AccessibilityStates, number: UInt32, name: String)] = [
        (.active, 1, "active"), (.enabled, 8, "enabled"), (.focusable, 11, "focusable"), (.focused, 12, "focused"),
        (.selectable, 22, "selectable"), (.selected, 23, "selected"), (.showing, 25, "showing"), (.visible, 30, "visible"),
    ]
    /// `ATSPI_STATE_SENSITIVE`: said with `enabled`, as toolkits do (a screen reader reads either).
    static let sensitive: UInt32 = 24

    /// The state set `GetState` answers: a 64-bit set as two 32-bit words, low first.
    static func stateWords(_ states: AccessibilityStates) -> (UInt32, UInt32) {
        var bits: UInt64 = 0
        for entry in Self.states where states.contains(entry.state) { bits |= 1 << UInt64(entry.number) }
        if states.contains(.enabled) { bits |= 1 << UInt64(sensitive) }
        return (UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// `AtspiRelationType`'s number for `relation`.
    static func relation(_ relation: AccessibilityRelation) -> UInt32 {
        switch relation {
        case .controllerFor: 3
        case .controlledBy: 4
        }
    }

    /// One AT-SPI2 event signal: emitted at `path` on `interface` as `member`, with its detail string,
    /// two integers and a value (AT-SPI2's `(siiva{sv})` body; the value an object reference, a string
    /// or the integer 0).
    struct Signal: Hashable, Sendable {
        /// What the signal's variant carries.
        enum Value: Hashable, Sendable {
            case none
            case text(String)
            case reference(AccessibilityID)
        }

        var path: String
        var interface: String
        var member: String
        var detail: String
        var detail1: Int32
        var detail2: Int32
        var value: Value
    }

    /// The object events' interface.
    static let objectEvents = "org.a11y.atspi.Event.Object"
    /// The legacy focus events' interface (some readers still listen to `Focus`).
    static let focusEvents = "org.a11y.atspi.Event.Focus"

    /// The signals `event` becomes, as GTK's and AccessKit's bridges send them, `tree` giving the new
    /// name or description a property change carries. O(1) plus a list item's `describe`.
    static func signals(for event: AccessibilityEvent, in tree: AccessibilityTree) -> [Signal] {
        func object(
            _ id: AccessibilityID, _ member: String, _ detail: String, _ detail1: Int32 = 0, _ value: Signal.Value = .none
        )
            -> Signal
        {
            Signal(
                path: path(of: id), interface: objectEvents, member: member, detail: detail, detail1: detail1, detail2: 0,
                value: value)
        }
        switch event {
        case .stateChanged(let id, let state, let on):
            guard let name = states.first(where: { $0.state == state })?.name else { return [] }
            return [object(id, "StateChanged", name, on ? 1 : 0)]
        case .focusChanged(let id):
            guard let id else { return [] }
            return [
                Signal(
                    path: path(of: id), interface: focusEvents, member: "Focus", detail: "", detail1: 0, detail2: 0, value: .none)
            ]
        case .selectionChanged(let list):
            return [object(list, "SelectionChanged", "")]
        case .activeDescendantChanged(let list, let item):
            return [object(list, "ActiveDescendantChanged", "", 0, .reference(item))]
        case .childrenChanged(let id):
            return [object(id, "ChildrenChanged", "add", -1, .reference(id))]
        case .nameChanged(let id):
            return [object(id, "PropertyChange", "accessible-name", 0, .text(tree.node(id)?.name ?? ""))]
        case .descriptionChanged(let id):
            return [object(id, "PropertyChange", "accessible-description", 0, .text(tree.node(id)?.description ?? ""))]
        }
    }
}
