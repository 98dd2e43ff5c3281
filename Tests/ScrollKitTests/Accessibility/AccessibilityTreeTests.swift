import Foundation
import ScrollKit
import Testing

/// The accessibility model as pure values: the tree's shape and queries, a list's logical items made
/// on demand, the events between two snapshots, and the views' default elements.
@MainActor
@Suite("Accessibility: the tree, its items and its events")
struct AccessibilityTreeTests {
    static let list = AccessibilityID(object: 7)

    /// An application holding a frame holding a list of `count` items ("Item k").
    func tree(
        count: Int = 5, selected: Int? = 1, focused: Int? = nil, shown: [AccessibilityItems.Shown] = [], generation: Int = 0,
        name: String = "Deals"
    ) -> AccessibilityTree {
        var tree = AccessibilityTree(root: AccessibilityNode(id: .application, role: .application, name: "App"))
        tree.add(AccessibilityNode(id: AccessibilityID(object: 1), role: .frame, name: "Window"), to: .application)
        let items = AccessibilityItems(
            count: count, generation: generation, selected: selected, focused: focused, shown: shown
        ) { AccessibilityText(name: "Item \($0)", description: "about \($0)") }
        tree.add(
            AccessibilityNode(id: Self.list, role: .list, name: name, items: items), to: AccessibilityID(object: 1))
        return tree
    }

    @Test("nodes, then items: child, parent, index in parent; ids out of range are nil")
    func shape() throws {
        var tree = tree(shown: [.init(index: 1, frame: CGRect(x: 10, y: 0, width: 100, height: 50))])
        tree.add(AccessibilityNode(id: AccessibilityID(object: 9), role: .button, name: "Next"), to: Self.list)
        let list = try #require(tree.node(Self.list))
        #expect(list.childCount == 6 && tree.child(at: 0, of: Self.list)?.name == "Next")
        let item = try #require(tree.child(at: 2, of: Self.list))
        #expect(item.id == AccessibilityID(object: 7, item: 1) && item.name == "Item 1" && item.description == "about 1")
        #expect(item.states.isSuperset(of: [.selected, .showing, .selectable]) && item.frame.minX == 10)
        #expect(tree.indexInParent(of: item.id) == 2 && tree.parent(of: item.id) == Self.list)
        #expect(tree.child(at: 3, of: Self.list)?.states.contains(.showing) == false)
        #expect(tree.node(AccessibilityID(object: 7, item: 5)) == nil && tree.node(AccessibilityID(object: 7, item: -1)) == nil)
        #expect(tree.parent(of: AccessibilityID(object: 7, item: 9)) == nil && tree.parent(of: .application) == nil)
        #expect(tree.child(at: 6, of: Self.list) == nil && tree.child(at: -1, of: Self.list) == nil)
        #expect(tree.depthFirst.map(\.name) == ["App", "Window", "Deals", "Next"])
    }

    @Test("the tree refuses an unknown parent, a second node of one id, an item id and the application")
    func refusals() {
        var tree = tree()
        let added = [
            tree.add(
                AccessibilityNode(id: AccessibilityID(object: 30), role: .label, name: "x"), to: AccessibilityID(object: 99)),
            tree.add(AccessibilityNode(id: Self.list, role: .label, name: "again"), to: .application),
            tree.add(AccessibilityNode(id: AccessibilityID(object: 3, item: 0), role: .label, name: "x"), to: .application),
            tree.add(AccessibilityNode(id: .application, role: .label, name: "x"), to: .application),
        ]
        #expect(added == [false, false, false, false])
        #expect(tree.node(Self.list)?.name == "Deals" && tree.depthFirst.count == 3)
    }

    @Test("shown frames by binary search over many shown items")
    func shownFrames() {
        let shown = (0..<50).map {
            AccessibilityItems.Shown(index: $0 * 3, frame: CGRect(x: CGFloat($0), y: 0, width: 1, height: 1))
        }
        let items = AccessibilityItems(count: 200, shown: shown) { AccessibilityText(name: "\($0)") }
        for index in 0..<200 {
            #expect(items.shownFrame(ofItem: index) == (index % 3 == 0 && index < 150 ? shown[index / 3].frame : nil))
        }
    }

    @Test("events: none for the same tree or a first one; a selection; the focus; showing; new data; a name")
    func events() {
        let before = tree(selected: 1, shown: [.init(index: 1, frame: .zero)])
        #expect(before.events(since: before).isEmpty && before.events(since: nil).isEmpty)
        let item = { AccessibilityID(object: 7, item: $0) }
        let moved = tree(selected: 2, focused: 2, shown: [.init(index: 2, frame: .zero)])
        #expect(
            moved.events(since: before) == [
                .stateChanged(item(1), .selected, false), .stateChanged(item(2), .selected, true),
                .selectionChanged(list: Self.list), .activeDescendantChanged(list: Self.list, item: item(2)),
                .stateChanged(item(2), .focused, true), .stateChanged(item(1), .showing, false),
                .stateChanged(item(2), .showing, true), .focusChanged(to: item(2)),
            ])
        #expect(
            tree(shown: [.init(index: 1, frame: .zero)], generation: 1).events(since: before) == [.childrenChanged(Self.list)])
        #expect(tree(count: 6, shown: [.init(index: 1, frame: .zero)]).events(since: before) == [.childrenChanged(Self.list)])
        #expect(tree(shown: [.init(index: 1, frame: .zero)], name: "Offers").events(since: before) == [.nameChanged(Self.list)])
    }

    @Test("a view's default element: its role, label and hint, focus and showing; no role: its subviews rise to the parent")
    func viewElements() throws {
        let root = WindowRoot(size: CGSize(width: 400, height: 300))
        let group = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = FocusableView(frame: CGRect(x: 350, y: 250, width: 100, height: 100))
        button.accessibilityRole = .button
        button.accessibilityLabel = "Next"
        button.accessibilityHint = "Shows the next banner"
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.accessibilityRole = .label
        hidden.isHidden = true
        root.addSubview(group)
        group.addSubview(button)
        group.addSubview(hidden)
        root.focus(button)
        let tree = root.accessibilitySnapshot(applicationName: "App", windowTitle: "Main").tree
        let frame = try #require(tree.child(at: 0, of: .application))
        #expect(frame.role == .frame && frame.name == "Main" && frame.states.contains(.active) && frame.childCount == 1)
        let node = try #require(tree.child(at: 0, of: frame.id))
        #expect(node.role == .button && node.name == "Next" && node.description == "Shows the next banner")
        #expect(node.states.isSuperset(of: [.focusable, .focused, .showing, .enabled]))
        #expect(node.frame == CGRect(x: 350, y: 250, width: 50, height: 50), "clipped to the window")
        #expect(tree.focused == node.id)
        #expect(button.accessibilityIdentifier != hidden.accessibilityIdentifier && button.accessibilityIdentifier > 0)
    }

    @Test("a snapshot performs only offered actions on live views, and grabs the focus only for a focusable one")
    func actionsAndFocus() throws {
        let root = WindowRoot(size: CGSize(width: 400, height: 300))
        let button = FocusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.accessibilityRole = .button
        button.offered = ["press"]
        root.addSubview(button)
        let snapshot = root.accessibilitySnapshot(applicationName: "App", windowTitle: "Main")
        let id = AccessibilityID(object: button.accessibilityIdentifier)
        #expect(snapshot.perform("press", on: id) && button.performed == ["press"])
        #expect(!snapshot.perform("click", on: id) && !snapshot.perform("press", on: AccessibilityID(object: 123_456)))
        #expect(snapshot.grabFocus(id, in: root) && root.focusedView === button)
        #expect(!snapshot.grabFocus(AccessibilityID(object: root.accessibilityIdentifier), in: root), "the frame takes no focus")
        var gone: AccessibilitySnapshot?
        var goneID = id
        do {
            let temporary = FocusableView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
            temporary.accessibilityRole = .button
            temporary.offered = ["press"]
            root.addSubview(temporary)
            gone = root.accessibilitySnapshot(applicationName: "App", windowTitle: "Main")
            goneID = AccessibilityID(object: temporary.accessibilityIdentifier)
            temporary.removeFromSuperview()
        }
        #expect(gone?.perform("press", on: goneID) == false, "the snapshot keeps no view alive to act on")
    }
}

/// A view that takes the focus and offers and records actions.
@MainActor
final class FocusableView: View {
    var offered: [String] = []
    var performed: [String] = []

    override var canBecomeFocused: Bool { true }

    override func buildAccessibility(into builder: inout AccessibilityBuilder, under parent: AccessibilityID) {
        guard let role = accessibilityRole else { return }
        builder.add(
            AccessibilityNode(
                id: AccessibilityID(object: accessibilityIdentifier), role: role, name: accessibilityLabel ?? "",
                description: accessibilityHint ?? "", states: builder.states(of: self), frame: builder.windowFrame(of: self),
                actions: offered),
            under: parent, performer: self)
    }

    override func performAccessibilityAction(_ name: String, onItem item: Int?) -> Bool {
        performed.append(name)
        return true
    }
}
