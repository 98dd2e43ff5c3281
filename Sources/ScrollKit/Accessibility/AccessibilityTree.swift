import Foundation

/// One snapshot of a window's accessibility elements: an immutable value a bridge serves from its own
/// thread while the app goes on (UIKit's accessibility tree, as AT-SPI2 reads it). The root is the
/// application (`AccessibilityID.application`); a list's logical items are made on demand from its
/// `AccessibilityItems`.
public struct AccessibilityTree: Hashable, Sendable {
    /// Every element that is a node of its own, by id (not the lists' items).
    public private(set) var nodes: [AccessibilityID: AccessibilityNode]
    /// Each node's parent (the application has none).
    public private(set) var parents: [AccessibilityID: AccessibilityID]

    /// A tree of the application `root` alone.
    public init(root: AccessibilityNode) {
        var root = root
        root.id = .application
        root.children = []
        nodes = [.application: root]
        parents = [:]
    }

    /// Adds `node` as the last child of `parent` (which must be in the tree), replacing any node of
    /// the same id's content but not its place. Returns false, adding nothing, when `parent` is not a
    /// node of the tree or `node`'s id names a list item or the application.
    @discardableResult
    public mutating func add(_ node: AccessibilityNode, to parent: AccessibilityID) -> Bool {
        guard nodes[parent] != nil, node.id.item == nil, node.id != .application, nodes[node.id] == nil else {
            return false
        }
        var node = node
        node.children = []
        nodes[node.id] = node
        parents[node.id] = parent
        nodes[parent]?.children.append(node.id)
        return true
    }

    /// The application.
    public var root: AccessibilityNode { nodes[.application]! }

    /// The element `id`: a node, or a list's item made from its list. Nil when there is none. O(1)
    /// for a node; O(log shown) plus the list's `describe` for an item.
    public func node(_ id: AccessibilityID) -> AccessibilityNode? {
        guard let item = id.item else { return nodes[id] }
        return nodes[AccessibilityID(object: id.object)]?.items?.node(ofItem: item, in: id)
    }

    /// The parent of `id` (a list for an item); nil for the application or an unknown id.
    public func parent(of id: AccessibilityID) -> AccessibilityID? {
        if let item = id.item {
            let list = AccessibilityID(object: id.object)
            guard let items = nodes[list]?.items, item >= 0, item < items.count else { return nil }
            return list
        }
        return parents[id]
    }

    /// The `index`th child of `id`: its nodes, then its items. Nil past the end.
    public func child(at index: Int, of id: AccessibilityID) -> AccessibilityNode? {
        guard let parent = node(id), index >= 0 else { return nil }
        if index < parent.children.count { return nodes[parent.children[index]] }
        return parent.items?.node(ofItem: index - parent.children.count, in: id)
    }

    /// Where `id` is among its parent's children (an item: its node siblings, then its index); nil for
    /// the application or an unknown id.
    public func indexInParent(of id: AccessibilityID) -> Int? {
        guard let parent = parent(of: id), let parentNode = nodes[parent] else { return nil }
        if let item = id.item { return parentNode.children.count + item }
        return parentNode.children.firstIndex(of: id)
    }

    /// The element with the keyboard focus: the innermost focused one (a list's focused item before
    /// the list, a row's list before the panel holding it); nil when none has it. O(nodes).
    public var focused: AccessibilityID? {
        var innermost: AccessibilityID?
        for node in depthFirst {
            if node.states.contains(.focused) { innermost = node.id }
            if let item = node.items?.focused { innermost = AccessibilityID(object: node.id.object, item: item) }
        }
        return innermost
    }

    /// The nodes in depth-first order from the root (each before its children), for a walk or a dump.
    public var depthFirst: [AccessibilityNode] {
        var order: [AccessibilityNode] = []
        var stack: [AccessibilityID] = [.application]
        while let id = stack.popLast() {
            guard let node = nodes[id] else { continue }
            order.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return order
    }
}
