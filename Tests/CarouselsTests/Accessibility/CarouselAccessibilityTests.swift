import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// What a screen reader finds in every technique, decided once in the core: a list (a page list when
/// it pages) named by the carousel's label, one element per logical item whatever the views and
/// copies, the current item selected, the drawn ones showing with their frames, the focus, the
/// "click" action, and the events a change makes.
@MainActor
@Suite("Accessibility: every carousel as a list of its logical items")
struct CarouselAccessibilityTests {
    /// Banners titled "Banner k" with subtitles "Subtitle k".
    static func banners(_ count: Int) -> [Banner] {
        (0..<count).map {
            Banner(title: "Banner \($0)", subtitle: "Subtitle \($0)", image: ImageReference("/nonexistent/\($0).png"))
        }
    }

    /// A `kind` carousel of `count` banners labelled "Deals", along `flow`.
    func subject(_ kind: CarouselKind, flow: ItemFlow = .horizontal, count: Int) -> CarouselSubject {
        let subject = CarouselSubject(
            kind, flow: flow, count: count, size: flow.size(main: 640, cross: 300), pageSize: flow.size(main: 320, cross: 240),
            cells: .banners(Self.banners(count), direction: flow.effectiveDirection))
        subject.carousel.accessibilityLabel = "Deals"
        return subject
    }

    func snapshot(_ subject: CarouselSubject) -> AccessibilitySnapshot {
        subject.driver.root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window")
    }

    /// The carousel's list element.
    func list(_ subject: CarouselSubject, in tree: AccessibilityTree) throws -> AccessibilityNode {
        try #require(tree.node(AccessibilityID(object: subject.carousel.accessibilityIdentifier)))
    }

    @Test(
        "a list named by the label, one item per logical item, the current one selected, the drawn ones showing",
        arguments: CarouselKind.allCases, [ItemFlow.horizontal, .rightToLeft, .vertical])
    func listOfItems(kind: CarouselKind, flow: ItemFlow) throws {
        for count in [0, 1, 2, 7] {
            let subject = subject(kind, flow: flow, count: count)
            let tree = snapshot(subject).tree
            let list = try list(subject, in: tree)
            let paging = kind.snaps && [.finitePreviews, .infinitePreviews, .picker, .pagingStrip].contains(kind)
            #expect(list.role == (paging ? .pageTabList : .list), "\(kind) \(count)")
            #expect(list.name == "Deals" && list.childCount == count, "\(kind) \(count): \(list.childCount)")
            #expect(tree.parent(of: list.id).map { tree.node($0)?.role } == .frame)
            let current = subject.carousel.currentItem
            for index in 0..<count {
                let item = try #require(tree.child(at: index, of: list.id))
                #expect(item.name == "Banner \(index)" && item.description == "Subtitle \(index)")
                #expect(item.role == (paging ? .pageTab : .listItem))
                #expect(tree.indexInParent(of: item.id) == index && tree.parent(of: item.id) == list.id)
                #expect(item.states.contains(.selected) == (index == current), "\(kind) \(count): item \(index)")
                #expect(item.actions == ["click"])
                if item.states.contains(.showing) {
                    #expect(list.frame.contains(item.frame) && item.frame.width > 0, "\(kind): \(item.frame) in \(list.frame)")
                } else {
                    #expect(item.frame == .zero)
                }
            }
            #expect(tree.child(at: count, of: list.id) == nil)
            let showing = (0..<count).filter { tree.child(at: $0, of: list.id)!.states.contains(.showing) }
            #expect(count == 0 || showing.contains(current ?? -1), "\(kind) \(count): the current item shows (\(showing))")
        }
    }

    @Test("a million items cost what the drawn ones cost: 1 000 000 children, item 999 999 made on demand")
    func millionItems() throws {
        let subject = CarouselSubject(.banner, count: 1_000_000)
        subject.carousel.scrollToItem(999_999, animated: false)
        subject.driver.frames(2)
        let tree = snapshot(subject).tree
        let list = try list(subject, in: tree)
        #expect(list.childCount == 1_000_000 && (list.items?.shown.count ?? 0) <= 5)
        let last = try #require(tree.child(at: 999_999, of: list.id))
        #expect(last.name == "Item 1000000" && last.states.contains(.selected) && last.states.contains(.showing))
    }

    @Test(
        "focused: the list and its current item, as the window's focus says; Tab away clears both",
        arguments: [CarouselKind.banner, .tiling, .padded, .infinitePreviews, .picker])
    func focus(kind: CarouselKind) throws {
        let subject = subject(kind, count: 5)
        let focused = snapshot(subject).tree
        let list = try list(subject, in: focused)
        #expect(list.states.isSuperset(of: [.focusable, .focused]))
        let current = try #require(subject.carousel.currentItem)
        #expect(focused.focused == AccessibilityID(object: list.id.object, item: current))
        subject.driver.root.focus(nil)
        let unfocused = snapshot(subject).tree
        let unfocusedList = try self.list(subject, in: unfocused)
        #expect(unfocused.focused == nil && !unfocusedList.states.contains(.focused))
        #expect(unfocused.events(since: focused).contains(.focusChanged(to: nil)))
    }

    @Test(
        "a Right key: the selection moves, one selection change, the active descendant, the focus follows",
        arguments: CarouselKind.allCases.filter(\.snaps), [ItemFlow.horizontal, .rightToLeft])
    func keyEvents(kind: CarouselKind, flow: ItemFlow) throws {
        let subject = subject(kind, flow: flow, count: 5)
        let before = snapshot(subject).tree
        let start = try #require(subject.carousel.currentItem)
        subject.driver.key(subject.forwardKey)
        subject.driver.settle()
        let after = snapshot(subject).tree
        let next = (start + 1) % 5
        #expect(subject.carousel.currentItem == next)
        let list = try list(subject, in: after).id
        func item(_ index: Int) -> AccessibilityID { AccessibilityID(object: list.object, item: index) }
        let events = after.events(since: before)
        #expect(events.filter { $0 == .selectionChanged(list: list) }.count == 1, "\(events)")
        #expect(events.contains(.activeDescendantChanged(list: list, item: item(next))))
        #expect(events.contains(.stateChanged(item(start), .selected, false)))
        #expect(events.contains(.stateChanged(item(next), .selected, true)))
        #expect(events.contains(.focusChanged(to: item(next))))
        #expect(after.events(since: after).isEmpty && snapshot(subject).tree.events(since: after).isEmpty, "nothing new")
    }

    @Test(
        "click on an item brings it to the snap point and selects it, cause accessibility; bad requests do nothing",
        arguments: CarouselKind.allCases, [ItemFlow.horizontal, .vertical])
    func clickAction(kind: CarouselKind, flow: ItemFlow) throws {
        let subject = subject(kind, flow: flow, count: 6)
        let accessibility = snapshot(subject)
        let list = try list(subject, in: accessibility.tree).id
        subject.recorder.reset()
        #expect(accessibility.perform("click", on: AccessibilityID(object: list.object, item: 3)))
        subject.driver.settle()
        #expect(subject.carousel.currentItem == 3 || !kind.snaps, "\(kind): \(String(describing: subject.carousel.currentItem))")
        #expect(subject.recorder.selectedIndices == [3])
        #expect(!accessibility.perform("click", on: AccessibilityID(object: list.object, item: 6)), "past the end")
        #expect(!accessibility.perform("press", on: AccessibilityID(object: list.object, item: 2)), "no such action")
        #expect(!accessibility.perform("click", on: list), "the list itself offers none")
        #expect(!accessibility.perform("click", on: AccessibilityID(object: 987_654_321, item: 0)), "no such element")
    }

    @Test("new data is a children change and new names; the same data again is none", arguments: CarouselKind.allCases)
    func liveData(kind: CarouselKind) throws {
        let subject = subject(kind, count: 4)
        let before = snapshot(subject).tree
        let list = try list(subject, in: before).id
        var banners = Self.banners(4)
        banners.insert(Banner(title: "New", subtitle: "Fresh", image: ImageReference("/nonexistent/new.png")), at: 1)
        try subject.carousel.updateItems(.init(inserted: [1]), cells: .banners(banners))
        subject.driver.settle()
        let after = snapshot(subject).tree
        #expect(after.events(since: before).contains(.childrenChanged(list)))
        #expect(try #require(after.node(list)).childCount == 5 && after.child(at: 1, of: list)?.name == "New")
        #expect(snapshot(subject).tree.events(since: after).isEmpty)
    }

    @Test("without descriptions the items are named by position; a hidden carousel has no element")
    func defaultsAndHidden() throws {
        let subject = CarouselSubject(.tiling, count: 3)
        let tree = snapshot(subject).tree
        let list = try list(subject, in: tree)
        #expect((0..<3).map { tree.child(at: $0, of: list.id)?.name } == ["Item 1", "Item 2", "Item 3"])
        subject.carousel.isHidden = true
        #expect(snapshot(subject).tree.node(list.id) == nil)
    }

    @Test("shelves: a panel of rows, each row's list named by its title (a row named already keeps its name)")
    func shelves() throws {
        let shelves = CarouselShelves(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        shelves.accessibilityLabel = "Browse"
        let named = FiniteStrip(frame: .zero, paging: false)
        named.accessibilityLabel = "Mine"
        let rows: [any InspectableCarousel & View] = [RecyclingCarousel(frame: .zero), TilingScrollView(frame: .zero), named]
        shelves.setRows(rows.enumerated().map { CarouselShelf(title: "Row \($0.offset)", carousel: $0.element) })
        for (index, row) in rows.enumerated() { row.setItems(count: 3 + index, cells: .banners(Self.banners(3 + index))) }
        let driver = FrameDriver(size: CGSize(width: 640, height: 480), containing: shelves)
        driver.frames(2)
        let tree = driver.root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree
        let panel = try #require(tree.node(AccessibilityID(object: shelves.accessibilityIdentifier)))
        #expect(panel.role == .panel && panel.name == "Browse" && panel.childCount == 3)
        let lists = (0..<3).compactMap { tree.child(at: $0, of: panel.id) }
        #expect(lists.map(\.name) == ["Row 0", "Row 1", "Mine"] && lists.map(\.childCount) == [3, 4, 5])
    }

    @Test("the focus of the shelves: the focused row's list and its focused item; Down moves it to the next row")
    func shelvesFocus() throws {
        let shelves = CarouselShelves(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let rows: [any InspectableCarousel & View] = [RecyclingCarousel(frame: .zero), FiniteStrip(frame: .zero, paging: false)]
        shelves.setRows(rows.enumerated().map { CarouselShelf(title: "Row \($0.offset)", carousel: $0.element) })
        for row in rows { row.setItems(count: 6, cells: .banners(Self.banners(6))) }
        let driver = FrameDriver(size: CGSize(width: 640, height: 480), containing: shelves)
        driver.frames(2)
        driver.root.focus(shelves)
        driver.frames(2)
        func focused() -> AccessibilityID? {
            driver.root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree.focused
        }
        let first = try #require(shelves.focusedItem)
        #expect(focused() == AccessibilityID(object: rows[first.row].accessibilityIdentifier, item: first.item))
        let before = driver.root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree
        driver.key(.down)
        driver.settle()
        let now = try #require(shelves.focusedItem)
        #expect(now.row == first.row + 1)
        let after = driver.root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree
        let id = AccessibilityID(object: rows[now.row].accessibilityIdentifier, item: now.item)
        #expect(
            after.focused == id && after.events(since: before).contains(.focusChanged(to: id)),
            "\(String(describing: after.focused)) \(id) \(after.depthFirst.filter { $0.states.contains(.focused) }.map(\.name))")
        driver.root.focus(nil)
        #expect(focused() == nil, "no row holds the focus once the shelves lose it")
    }

    @Test("a CarouselFocus on a focused carousel: its focused item has the focus, not the current one")
    func carouselFocus() throws {
        let subject = subject(.banner, count: 6)
        let focus = CarouselFocus(carousel: subject.carousel)
        focus.focus(item: 2, cause: .api)
        subject.driver.settle()
        let tree = snapshot(subject).tree
        #expect(tree.focused == AccessibilityID(object: subject.carousel.accessibilityIdentifier, item: focus.focusedItem!))
        #expect(focus.focusedItem == 2)
    }

    @Test("linked thumbnails: the strip is the main's controller, the main controlled by it, until unlinked")
    func linkedThumbnails() throws {
        let root = WindowRoot(size: CGSize(width: 640, height: 420))
        let main = RecyclingCarousel(frame: CGRect(x: 0, y: 0, width: 640, height: 300))
        let thumbs = FiniteStrip(frame: CGRect(x: 0, y: 300, width: 640, height: 120), paging: false)
        for carousel in [main, thumbs] as [any Carousel & View] {
            carousel.setItems(count: 5, cells: .banners(Self.banners(5)))
            root.addSubview(carousel)
        }
        let link = try CarouselLink(main: main, thumbnails: thumbs)
        let (mainID, thumbsID) = (
            AccessibilityID(object: main.accessibilityIdentifier), AccessibilityID(object: thumbs.accessibilityIdentifier)
        )
        var tree = root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree
        #expect(tree.node(thumbsID)?.relations == [.controllerFor: [mainID]])
        #expect(tree.node(mainID)?.relations == [.controlledBy: [thumbsID]])
        link.unlink()
        tree = root.accessibilitySnapshot(applicationName: "Lab", windowTitle: "Window").tree
        #expect(tree.node(thumbsID)?.relations == [:] && tree.node(mainID)?.relations == [:])
    }

    @Test(
        "an item's frame is where it is drawn: its keyline mask, not its laid-out frame",
        arguments: [CarouselKind.banner, .tiling], [CarouselLayout.Keylines.hero, .multiBrowse])
    func drawnFrames(kind: CarouselKind, keylines: CarouselLayout.Keylines) throws {
        let subject = CarouselSubject(kind, count: 8) { $0.keylines = keylines }
        subject.carousel.scrollToItem(3, animated: false)
        subject.driver.frames(2)
        let tree = snapshot(subject).tree
        let list = try list(subject, in: tree)
        var checked = 0
        subject.carousel.forEachItemView { view, item in
            let drawn = view.superview!.convert(view.drawnFrame, to: nil).intersection(list.frame)
            guard !drawn.isNull, !drawn.isEmpty, let node = tree.child(at: item.index, of: list.id) else { return }
            #expect(node.frame.width >= drawn.width - 1e-9 && node.states.contains(.showing), "item \(item.index)")
            if drawn.width < view.bounds.width { checked += 1 } // a masked item: its drawn part, not its laid-out frame
            #expect(node.frame.width < view.bounds.width || drawn.width >= view.bounds.width - 1e-9)
        }
        #expect(checked > 0, "some item is masked narrower than it is laid out")
    }
}
