import Foundation

/// Collects one snapshot of a window's accessibility elements as its views describe themselves
/// (`View.buildAccessibility(into:under:)`), remembering which view performs each element's actions.
/// `WindowRoot.accessibilitySnapshot(applicationName:windowTitle:)` makes one and walks the views.
@MainActor
public struct AccessibilityBuilder {
    /// The tree so far.
    public private(set) var tree: AccessibilityTree
    /// The view that performs each node's actions (weakly held).
    private var performers: [UInt64: WeakView] = [:]
    /// The window's focused view, for the focused state.
    public let focusedView: View?
    /// The window's bounds in window points: what is outside is not showing.
    public let windowBounds: CGRect

    /// A builder whose tree is the application `applicationName` alone, for a window of
    /// `windowBounds` whose focused view is `focusedView`.
    public init(applicationName: String, windowBounds: CGRect, focusedView: View?) {
        tree = AccessibilityTree(
            root: AccessibilityNode(id: .application, role: .application, name: applicationName, states: [.enabled, .visible]))
        self.windowBounds = windowBounds
        self.focusedView = focusedView
    }

    /// Adds `node` as the last child of `parent`, its actions done by `performer`
    /// (`View.performAccessibilityAction(_:onItem:)`, for the node and its logical items). Returns
    /// false, adding nothing, when the tree refuses it (see `AccessibilityTree.add(_:to:)`).
    @discardableResult
    public mutating func add(_ node: AccessibilityNode, under parent: AccessibilityID, performer: View?) -> Bool {
        guard tree.add(node, to: parent) else { return false }
        if let performer { performers[node.id.object] = WeakView(view: performer) }
        return true
    }

    /// `view`'s frame in window points, clipped to the window (zero when none of it is in the window).
    public func windowFrame(of view: View) -> CGRect {
        let frame = view.convert(view.bounds, to: nil).intersection(windowBounds)
        return frame.isNull || frame.isEmpty ? .zero : frame
    }

    /// The states of `view`'s own element: enabled and visible; showing when some of it is in the
    /// window; focusable when it can take the focus; focused when it has it.
    public func states(of view: View) -> AccessibilityStates {
        var states: AccessibilityStates = [.visible]
        if view.isUserInteractionEnabled { states.insert(.enabled) }
        if windowFrame(of: view) != .zero { states.insert(.showing) }
        if view.canBecomeFocused { states.insert(.focusable) }
        if let focusedView, focusedView === view { states.insert(.focused) }
        return states
    }

    /// The snapshot built: the tree and who performs its actions.
    public var snapshot: AccessibilitySnapshot { AccessibilitySnapshot(tree: tree, performers: performers) }

    /// A new serial number for `View.accessibilityIdentifier`: 1, 2, 3, … (0 is the application).
    static func nextIdentifier() -> UInt64 {
        lastIdentifier &+= 1
        return lastIdentifier
    }

    private static var lastIdentifier: UInt64 = 0
}

/// A view held weakly: a snapshot kept across frames never keeps a removed view alive.
struct WeakView {
    weak var view: View?
}

/// One snapshot of a window's accessibility: the tree (a value a bridge may hand to another thread)
/// and, on the main thread, the views that perform its actions (held weakly).
@MainActor
public struct AccessibilitySnapshot {
    /// The elements.
    public let tree: AccessibilityTree
    /// The view performing each object's actions, by `AccessibilityID.object`.
    private let performers: [UInt64: WeakView]

    init(tree: AccessibilityTree, performers: [UInt64: WeakView]) {
        self.tree = tree
        self.performers = performers
    }

    /// Does action `name` on element `id` (which must offer it), through its view. Returns whether
    /// it was done: false for an unknown element or action, or a view gone since the snapshot.
    public func perform(_ name: String, on id: AccessibilityID) -> Bool {
        guard let node = tree.node(id), node.actions.contains(name), let view = performers[id.object]?.view else {
            return false
        }
        return view.performAccessibilityAction(name, onItem: id.item)
    }

    /// Gives the keyboard focus to element `id`'s view (AT-SPI2's `GrabFocus`) when it can take it.
    /// Returns whether it did.
    public func grabFocus(_ id: AccessibilityID, in window: WindowRoot) -> Bool {
        guard tree.node(id)?.states.contains(.focusable) == true, let view = performers[id.object]?.view,
            view.canBecomeFocused
        else { return false }
        window.focus(view)
        return true
    }
}
