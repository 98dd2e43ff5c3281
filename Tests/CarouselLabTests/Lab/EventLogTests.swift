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
        // The carousel reports its new index from its own didEndDecelerating, which runs before the
        // log (the scroll view's observer) hears that call.
        let order = ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "currentIndexChanged", "didEndDecelerating"]
        var position = 0
        for name in names where position < order.count && name == order[position] { position += 1 }
        #expect(position == order.count, "\(names)")
        let release = decode(try #require(lab.events(named: "willEndDragging").first))
        #expect((release["velocity"] as? Double ?? 0) > 0)
        let step = (lab.carousel() as! BannerCarousel).step
        let target = try #require(release["target"] as? Double)
        #expect(abs(target - ((lab.carousel() as! BannerCarousel).centredOffset + step)) < 0.001)
        let changed = decode(try #require(lab.events(named: "currentIndexChanged").last))
        #expect(changed["index"] as? Int == 1 && changed["title"] as? String == "Banner 1")
        for line in lab.events {
            let event = decode(line)
            #expect(event["scene"] as? String == "banners" && event["view"] as? String == "carousel" && event["time"] is Double, "\(line)")
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
        let itemEvent = scene == .picker ? "optionChanged" : "currentIndexChanged"
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
        let picker = lab.events(named: "optionChanged").last ?? ""
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
        .optionChanged(.init(index: 0, title: "", cause: .click)),
        .selected(.init(index: 6, title: "Banner 6", cause: .api)),
        .recentred(.init(delta: -936)),
    ]

    @Test("every event's line reads back as the same value, with exactly its event's keys", arguments: lines)
    func roundTrip(body: EventLine.Body) throws {
        let line = EventLine(scene: "gallery", view: "carousel", time: 1.062, body: body)
        let text = JSONLine.text(line)
        #expect(try EventLine.read(text) == line, "\(text)")
        #expect(Set(decode(text).keys) == Set(body.event.keys), "\(text)")
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

    @Test("event lines are read strictly, with the line", arguments: [
        (#"{"event":"didScroll","scene":"s","view":"v","time":1,"offset":2,"offset":3}"#, "events:4: duplicate key \"offset\""),
        (#"{"event":"didScroll","scene":"s","view":"v","time":1,"offset":2,"index":3}"#, "events:4: unknown key \"index\""),
        (#"{"event":"didScroll","scene":"s","view":"v","time":"1","offset":2}"#, "events:4: \"time\" must be a number, found a string"),
        (#"{"event":"didSnap","scene":"s","view":"v","time":1,"offset":2}"#, "events:4: unknown event \"didSnap\""),
        (#"{"event":"selected","scene":"s","view":"v","time":1,"index":2,"title":"t","cause":"magic"}"#, "events:4: unknown cause \"magic\""),
        (#"{"event":"selected","scene":"s","view":"v","time":1,"index":2,"title":"t"}"#, "events:4: missing \"cause\""),
        (#"{"event":"selected","scene":"s","view":"v","time":1,"index":2.5,"title":"t","cause":"api"}"#, "events:4: \"index\" must be a whole number, found 2.5"),
    ])
    func strict(text: String, message: String) {
        #expect {
            try EventLine.read(text, number: 4)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("index, selection and landing lines carry the cause the technique gives, .api when it gives none; others carry none",
          arguments: [nil] + ScrollCause.allCases)
    func cause(given: ScrollCause?) throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        if let given { lab.shell.content.techniques[0].reporter?.causeOf = { given } }
        lab.frames(2)
        let start = lab.events.count  // after the first index, reported while the technique was built
        lab.carousel().next()
        lab.wait(1)
        lab.driver.drag(from: CGPoint(x: 700, y: 250), by: CGPoint(x: -300, y: 0), speed: 1500)
        lab.wait(2)
        lab.driver.click(at: lab.centre(of: lab.carousel()))
        lab.wait(0.5)
        let expected = (given ?? .api).rawValue
        for name in ["currentIndexChanged", "willEndDragging", "didEndDecelerating", "didEndScrollingAnimation", "selected"] {
            let lines = lab.events[start...].filter { decode($0)["event"] as? String == name }
            #expect(!lines.isEmpty, "\(name)")
            for line in lines { #expect(decode(line)["cause"] as? String == expected, "\(line)") }
        }
        for name in ["didScroll", "willBeginDragging", "didEndDragging"] {
            #expect(lab.events(named: name).allSatisfy { decode($0)["cause"] == nil }, "\(name)")
        }
    }
}
