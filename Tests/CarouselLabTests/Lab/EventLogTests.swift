import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("Event log (--events)")
struct EventLogTests {
    func decode(_ line: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
    }

    @Test("a fling on seed A logs the delegate events in UIKit's order, with velocity, target, offsets and the new index")
    func bannersFling() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        lab.driver.drag(from: CGPoint(x: 700, y: 250), by: CGPoint(x: -300, y: 0), speed: 1500)
        lab.wait(2)
        let names = lab.events.map { decode($0)["event"] as? String ?? "?" }
        // The release decides the target; the current index changes as the next item passes the
        // middle; the carousel reports where it settles from its own didEndDecelerating, which runs
        // before the log (the scroll view's observer) hears that call.
        let order = [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "targetIndexChanged",
            "currentIndexChanged", "settledIndexChanged", "didEndDecelerating",
        ]
        var position = 0
        for name in names where position < order.count && name == order[position] { position += 1 }
        #expect(position == order.count, "\(names)")
        let release = decode(try #require(lab.events(named: "willEndDragging").first))
        #expect((release["velocity"] as? Double ?? 0) > 0)
        let step = (lab.carousel() as! RecyclingCarousel).step
        let target = try #require(release["target"] as? Double)
        #expect(abs(target - ((lab.carousel() as! RecyclingCarousel).centredOffset + step)) < 0.001)
        let changed = decode(try #require(lab.events(named: "currentIndexChanged").last))
        #expect(changed["index"] as? Int == 1 && changed["title"] as? String == "Banner 1")
        for line in lab.events {
            let event = decode(line)
            #expect(
                event["scene"] as? String == "banners" && event["view"] as? String == "carousel" && event["time"] is Double,
                "\(line)")
        }
    }

    @Test("every technique logs its scroll events, and the endless ones their jumps", arguments: SceneKind.galleryTechniques)
    func scrollEventsEverywhere(scene: SceneKind) {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        for _ in 0..<9 {
            lab.carousel().next()
            lab.wait(0.5)
        }
        #expect(!lab.events(named: "didScroll").isEmpty, "\(scene)")
        #expect(!lab.events(named: "didEndScrollingAnimation").isEmpty, "\(scene)")
        if InspectionTests.endless.contains(scene) {
            #expect(!lab.events(named: "recentred").isEmpty, "\(scene)")
        }
        let itemEvent = "settledIndexChanged"
        if scene != .tiling && scene != .padded {
            #expect(lab.events(named: itemEvent).count >= 2, "\(scene)")
        }
    }

    @Test("in the gallery, the scene is \"gallery\" and the view names the technique; opening one renames the scene")
    func galleryNames() {
        let lab = ShellHarness(scene: .gallery, logs: true)
        lab.driver.key(.tab)
        lab.driver.key(.right)
        lab.wait(0.5)
        let line = lab.events(named: "didScroll").last ?? ""
        #expect(decode(line)["scene"] as? String == "gallery" && decode(line)["view"] as? String == "tiling")
        lab.driver.key(.character("6"))
        lab.frame()
        lab.driver.key(.right)
        lab.wait(0.5)
        let picker = lab.events(named: "targetIndexChanged").last ?? ""
        #expect(decode(picker)["scene"] as? String == "picker" && decode(picker)["view"] as? String == "picker")
    }

    nonisolated static let lines: [EventLine.Body] = [
        .willBeginDragging(.init(offset: 250)),
        .didScroll(.init(offset: -12.345)),
        .willEndDragging(.init(offset: 250, velocity: 5.125, target: 2742.504, cause: .fling)),
        .didEndDragging(.init(offset: 250, willDecelerate: true)),
        .didEndDecelerating(.init(offset: 2740.01, cause: .trackpad)),
        .didEndScrollingAnimation(.init(offset: 616, cause: .key)),
        .currentIndexChanged(.init(index: 3, title: "Trail \"running\" \\ collection\n−40%", cause: .autoplay)),
        .targetIndexChanged(.init(index: 0, title: "", cause: .click)),
        .settledIndexChanged(.init(index: 2, title: "Banner 2", cause: .key)),
        .selected(.init(index: 6, title: "Banner 6", cause: .api)),
        .recentred(.init(delta: -936)),
        .itemsChanged(.init(inserted: 1, removed: 0, moved: 2, reloaded: 1, from: 3, to: 4, cause: .data)),
        .itemsChanged(.init(inserted: 0, removed: 5, moved: 0, reloaded: 0, from: 0, to: nil, cause: .data)),
        .focusChanged(.init(row: 1, item: 4, title: "Banner 4", cause: .key)),
        .shelfSelected(.init(row: 0, item: 0, title: "Banner 0", cause: .gamepad)),
        .linkedIndexChanged(.init(index: 7)),
    ]

    @Test("every event's line reads back as the same value, with exactly its event's keys", arguments: lines)
    func roundTrip(body: EventLine.Body) throws {
        let line = EventLine(scene: "gallery", view: "carousel", time: 1.062, body: body)
        let text = JSONLine.text(line)
        #expect(try EventLine.read(text) == line, "\(text)")
        #expect(Set(decode(text).keys) == Set(body.keys), "\(text)")
        #expect(decode(text)["event"] as? String == body.event.rawValue)
    }

    @Test("the example lines in README.md's event log section read strictly")
    func readmeExamples() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Event log (`--events`)"))
        let block = try #require(readme[section.upperBound...].range(of: "```json\n"))
        let end = try #require(readme[block.upperBound...].range(of: "```"))
        let lines = readme[block.upperBound..<end.lowerBound].split(separator: "\n")
        #expect(lines.count == 4)
        for (number, line) in lines.enumerated() {
            let event = try EventLine.read(String(line), number: number + 1, file: "README.md")
            #expect(JSONLine.text(event) == line, "written as the log writes it")
        }
    }

    @Test("README.md's event table lists every event, and those carrying a cause say so")
    func readmeTable() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Event log (`--events`)"))
        let rows = readme[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .filter { $0.hasPrefix("| `") }
        let documented = rows.map { $0.split(separator: "`")[1] }
        #expect(documented == EventLine.Event.allCases.map { Substring($0.rawValue) })
        #expect(Set(Self.lines.map(\.event)) == Set(EventLine.Event.allCases))
        for (row, event) in zip(rows, EventLine.Event.allCases) {
            #expect(row.contains("`cause`") == event.keys.contains("cause"), "\(row)")
        }
    }

    @Test(
        "event lines are read strictly, with the line",
        arguments: [
            (
                #"{"event":"didScroll","scene":"s","view":"v","time":1,"offset":2,"offset":3}"#,
                "events:4: duplicate key \"offset\""
            ),
            (#"{"event":"didScroll","scene":"s","view":"v","time":1,"offset":2,"index":3}"#, "events:4: unknown key \"index\""),
            (
                #"{"event":"didScroll","scene":"s","view":"v","time":"1","offset":2}"#,
                "events:4: \"time\" must be a number, found a string"
            ),
            (#"{"event":"didSnap","scene":"s","view":"v","time":1,"offset":2}"#, "events:4: unknown event \"didSnap\""),
            (
                #"{"event":"selected","scene":"s","view":"v","time":1,"index":2,"title":"t","cause":"magic"}"#,
                "events:4: unknown cause \"magic\""
            ),
            (#"{"event":"selected","scene":"s","view":"v","time":1,"index":2,"title":"t"}"#, "events:4: missing \"cause\""),
            (
                #"{"event":"selected","scene":"s","view":"v","time":1,"index":2.5,"title":"t","cause":"api"}"#,
                "events:4: \"index\" must be a whole number, found 2.5"
            ),
        ])
    func strict(text: String, message: String) {
        #expect {
            try EventLine.read(text, number: 4)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test(
        "without a cause from the scroll view, landing lines say api, index lines the carousel's own; the others carry none")
    func causeDefault() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.shell.content.techniques[0].reporter?.causeOf = nil
        lab.frames(2)
        lab.carousel().next(cause: .key)
        lab.wait(1)
        for line in lab.events(named: "didEndScrollingAnimation") {
            #expect(decode(line)["cause"] as? String == "api", "\(line)")
        }
        // Index changes come through `CarouselDelegate` with the technique's cause: the first, then the key.
        #expect(lab.events(named: "currentIndexChanged").compactMap { decode($0)["cause"] as? String } == ["api", "key"])
        for name in ["didScroll", "willBeginDragging", "didEndDragging"] {
            #expect(lab.events(named: name).allSatisfy { decode($0)["cause"] == nil }, "\(name)")
        }
    }

    /// Seed A at 960×540 with the log on, after its first index line.
    func causeLab() -> ShellHarness {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        return lab
    }

    /// The causes of the settled index lines written since `start`.
    func indexCauses(_ lab: ShellHarness, since start: Int) -> [String] {
        lab.events[start...].filter { decode($0)["event"] as? String == "settledIndexChanged" }.compactMap {
            decode($0)["cause"] as? String
        }
    }

    @Test(
        "why the item changed, one cause each: the input that moved the strip is on its index and landing lines",
        arguments: ScrollCause.allCases)
    func causeOfEachChange(cause: ScrollCause) throws {
        let lab = causeLab()
        if cause == .autoplay { lab.shell.setAutoplay(1) }
        if cause == .attract { // away from the first item, then left alone for the timeout
            lab.carousel().scrollToItem(3, animated: false, cause: .api)
            lab.wait(0.5)
            lab.shell.setAttract(1)
        }
        let start = lab.events.count
        let middle = lab.centre(of: lab.carousel())
        switch cause {
        case .drag: // a third of a banner and more, held still, let go: the nearer neighbour
            lab.driver.drag(from: middle, by: CGPoint(x: -500, y: 0), speed: 1_000, hold: 0.2)
        case .fling:
            lab.driver.drag(from: middle, by: CGPoint(x: -200, y: 0), speed: 3_000)
        case .trackpad:
            lab.driver.play(.swipe(peak: 30), at: middle)
        case .wheel:
            lab.driver.wheel(dx: 40, at: middle)
        case .key:
            lab.driver.key(.right)
        case .click: // the right neighbour's ear
            lab.driver.click(at: CGPoint(x: 950, y: middle.y))
        case .touch: // a finger's flick
            lab.driver.touchDrag(from: middle, by: CGPoint(x: -200, y: 0), speed: 3_000)
        case .gamepad: // the stick pushed right, then let go
            lab.driver.gamepad(.leftX, 0.8)
            lab.wait(0.3)
            lab.driver.gamepad(.leftX, 0)
        case .autoplay:
            lab.driver.wait(1.2)
        case .attract:
            lab.wait(1.2)
        case .resize: // a resize during a key's animation, after the recentre: it centres the new item
            lab.driver.key(.right)
            lab.wait(0.25)
            lab.root.handle(.resized(CGSize(width: 800, height: 500)))
        case .api:
            lab.carousel().next()
        case .data: // the current banner removed: the next one becomes current
            try lab.carousel().updateItems(CarouselItemChanges(removed: [0]), cells: .empty)
        case .accessibility: // a screen reader's "click" on the next banner
            let carousel = lab.carousel()
            let next = AccessibilityID(object: carousel.accessibilityIdentifier, item: (carousel.currentItem ?? 0) + 1)
            let snapshot = lab.root.accessibilitySnapshot(applicationName: "Carousel Lab", windowTitle: "Carousel Lab")
            #expect(snapshot.perform("click", on: next))
        }
        lab.wait(2)
        #expect(indexCauses(lab, since: start).first == cause.rawValue, "\(lab.events[start...].filter { $0.contains("cause") })")
        if cause != .resize, cause != .data { // nothing lands: the strip stays
            let landings = lab.events[start...].filter {
                ["didEndDecelerating", "didEndScrollingAnimation"].contains(decode($0)["event"] as? String)
            }
            #expect(landings.first.map { decode($0)["cause"] as? String } == cause.rawValue, "\(landings)")
        }
    }

    @Test("a selection's cause is the click")
    func selectionCause() throws {
        let lab = causeLab()
        lab.driver.click(at: lab.centre(of: lab.carousel()))
        lab.wait(0.5)
        #expect(lab.events(named: "selected").map { decode($0)["cause"] as? String } == ["click"])
    }

    @Test("a finger's tap on the centred banner selects it with cause touch, the gamepad's A with cause gamepad")
    func selectionByTouchAndGamepad() throws {
        let lab = causeLab()
        let middle = lab.centre(of: lab.carousel())
        lab.driver.touchDown(4, at: middle)
        lab.wait(0.05)
        lab.driver.touchUp(4, at: middle)
        lab.wait(0.5)
        lab.driver.gamepad(.a, pressed: true)
        lab.driver.gamepad(.a, pressed: false)
        lab.wait(0.5)
        #expect(lab.events(named: "selected").map { decode($0)["cause"] as? String } == ["touch", "gamepad"])
    }

    @Test("the picker's option lines carry the cause too", arguments: [ScrollCause.key, .wheel, .click])
    func pickerCause(cause: ScrollCause) throws {
        let lab = ShellHarness(scene: .picker, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        let start = lab.events.count
        let picker = lab.carousel()
        let middle = lab.centre(of: picker)
        switch cause {
        case .key: lab.driver.key(.right)
        case .wheel: lab.driver.wheel(dx: 40, at: middle)
        default: lab.driver.click(at: CGPoint(x: picker.convertToWindow(.zero).x + 10, y: middle.y))
        }
        lab.wait(1)
        let options = lab.events[start...].filter { decode($0)["event"] as? String == "targetIndexChanged" }
        #expect(options.map { decode($0)["cause"] as? String } == [cause.rawValue], "\(options)")
    }
}
