import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// The AT-SPI2 vocabulary: object paths both ways (and what is not a path of ours), the state words,
/// the signals each event becomes; and every role, state and relation number checked against
/// libatspi's own enums, read through python3-gi (`SCROLLKITSDL_ATSPI_TESTS=1`, as `make test` runs
/// it; `make deps` installs python3-gi and gir1.2-atspi-2.0).
@Suite("AT-SPI2 vocabulary")
struct ATSPIVocabularyTests {
    @Test("paths: the application at root, a node by its serial number, an item as object_item; both ways")
    func paths() {
        let ids = [
            AccessibilityID.application, AccessibilityID(object: 12), AccessibilityID(object: 12, item: 0),
            AccessibilityID(object: UInt64.max, item: Int.max),
        ]
        #expect(
            ids.map(ATSPIVocabulary.path(of:)) == [
                "/org/a11y/atspi/accessible/root", "/org/a11y/atspi/accessible/12", "/org/a11y/atspi/accessible/12_0",
                "/org/a11y/atspi/accessible/18446744073709551615_\(Int.max)",
            ])
        for id in ids { #expect(ATSPIVocabulary.id(atPath: ATSPIVocabulary.path(of: id)) == id) }
    }

    @Test(
        "a path that is not one of ours names nothing",
        arguments: [
            "/", "/org/a11y/atspi/accessible", "/org/a11y/atspi/accessible/", "/org/a11y/atspi/accessible/0",
            "/org/a11y/atspi/accessible/-1", "/org/a11y/atspi/accessible/012", "/org/a11y/atspi/accessible/12_",
            "/org/a11y/atspi/accessible/12_-1", "/org/a11y/atspi/accessible/12_3_4", "/org/a11y/atspi/accessible/x",
            "/org/a11y/atspi/accessible/18446744073709551616", "/org/a11y/atspi/accessible/12_+3",
            "/org/a11y/atspi/registry", "/org/a11y/atspi/accessible/root_1",
        ])
    func foreignPaths(path: String) {
        #expect(ATSPIVocabulary.id(atPath: path) == nil)
    }

    @Test("state words: each state at its bit, sensitive with enabled, the high word for none of ours")
    func stateWords() {
        #expect(ATSPIVocabulary.stateWords([]) == (0, 0))
        let (low, high) = ATSPIVocabulary.stateWords([.enabled, .focused, .showing])
        #expect(low == (1 << 8 | 1 << 24 | 1 << 12 | 1 << 25) && high == 0)
        let all = ATSPIVocabulary.states.reduce(AccessibilityStates()) { $0.union($1.state) }
        #expect(all == [.active, .enabled, .focusable, .focused, .selectable, .selected, .showing, .visible])
    }

    @Test("the signals: state changes by name, the selection, the active descendant, children, names with their text")
    func signals() {
        var tree = AccessibilityTree(root: AccessibilityNode(id: .application, role: .application, name: "Lab"))
        tree.add(AccessibilityNode(id: AccessibilityID(object: 5), role: .list, name: "Deals"), to: .application)
        let list = AccessibilityID(object: 5)
        let item = AccessibilityID(object: 5, item: 2)
        func one(_ event: AccessibilityEvent) -> ATSPIVocabulary.Signal? {
            let signals = ATSPIVocabulary.signals(for: event, in: tree)
            #expect(signals.count <= 1)
            return signals.first
        }
        let focused = one(.stateChanged(item, .focused, true))
        #expect(focused?.member == "StateChanged" && focused?.detail == "focused" && focused?.detail1 == 1)
        #expect(focused?.path == "/org/a11y/atspi/accessible/5_2" && focused?.interface == "org.a11y.atspi.Event.Object")
        #expect(one(.stateChanged(item, .selected, false))?.detail1 == 0)
        #expect(one(.selectionChanged(list: list))?.member == "SelectionChanged")
        #expect(one(.activeDescendantChanged(list: list, item: item))?.value == .reference(item))
        #expect(one(.childrenChanged(list))?.member == "ChildrenChanged")
        let name = one(.nameChanged(list))
        #expect(name?.member == "PropertyChange" && name?.detail == "accessible-name" && name?.value == .text("Deals"))
        #expect(one(.focusChanged(to: item))?.interface == "org.a11y.atspi.Event.Focus")
        #expect(one(.focusChanged(to: nil)) == nil)
    }

    @Test(
        "every number is libatspi's own (AtspiRole, AtspiStateType, AtspiRelationType)",
        .enabled(if: ProcessInfo.processInfo.environment["SCROLLKITSDL_ATSPI_TESTS"] == "1"))
    func numbersAreLibatspis() throws {
        let script = """
            import gi, json
            gi.require_version('Atspi', '2.0')
            from gi.repository import Atspi
            roles = {n: int(getattr(Atspi.Role, n)) for n in ['APPLICATION', 'FRAME', 'PANEL', 'LIST', 'LIST_ITEM',
                     'PAGE_TAB_LIST', 'PAGE_TAB', 'PUSH_BUTTON', 'LABEL']}
            names = {n: Atspi.role_get_name(getattr(Atspi.Role, n)) for n in roles}
            states = {s.value_nick: int(s) for s in Atspi.StateType.__enum_values__.values()}
            relations = {n: int(getattr(Atspi.RelationType, n)) for n in ['CONTROLLER_FOR', 'CONTROLLED_BY']}
            print(json.dumps({'roles': roles, 'names': names, 'states': states, 'relations': relations}))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3-gi with gir1.2-atspi-2.0 is needed (make deps installs them)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        let roles: [(AccessibilityRole, String)] = [
            (.application, "APPLICATION"), (.frame, "FRAME"), (.panel, "PANEL"), (.list, "LIST"), (.listItem, "LIST_ITEM"),
            (.pageTabList, "PAGE_TAB_LIST"), (.pageTab, "PAGE_TAB"), (.button, "PUSH_BUTTON"), (.label, "LABEL"),
        ]
        #expect(Set(roles.map(\.0)) == Set(AccessibilityRole.allCases))
        for (role, name) in roles {
            #expect(json["roles"]?[name] as? Int == Int(ATSPIVocabulary.role(role)), "\(role)")
            #expect(json["names"]?[name] as? String == ATSPIVocabulary.roleName(role), "\(role)")
        }
        for entry in ATSPIVocabulary.states {
            #expect(json["states"]?[entry.name] as? Int == Int(entry.number), "\(entry.name)")
        }
        #expect(json["states"]?["sensitive"] as? Int == Int(ATSPIVocabulary.sensitive))
        #expect(json["relations"]?["CONTROLLER_FOR"] as? Int == Int(ATSPIVocabulary.relation(.controllerFor)))
        #expect(json["relations"]?["CONTROLLED_BY"] as? Int == Int(ATSPIVocabulary.relation(.controlledBy)))
    }
}
