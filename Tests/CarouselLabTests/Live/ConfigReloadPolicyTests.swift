import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// The reload policy at chosen times: what a partial save, a bad edit, a deletion, a rename and a
/// config that comes back do.
@Suite("Live config: the reload policy")
struct ConfigReloadPolicyTests {
    static let path = "/configs/banners.json"

    static func config(_ titles: [String]) -> LabConfig {
        let banners = titles.map { #"{"title": "\#($0)", "image": "a.png"}"# }.joined(separator: ", ")
        return try! LabConfig.parse(data: Data(#"{"banners": [\#(banners)]}"#.utf8), sourcePath: path)
    }

    static func problem(_ text: String) -> ConfigError {
        do {
            _ = try LabConfig.parse(data: Data(text.utf8), sourcePath: path)
        } catch {
            return error
        }
        Issue.record("\(text) parsed")
        return ConfigError(.malformedJSON, file: path, "")
    }

    var policy = ConfigReloadPolicy(file: path, applied: config(["A", "B"]))

    @Test("a good edit applies at once; the same version again does nothing")
    mutating func goodEdit() {
        let edited = Self.config(["A", "B", "C"])
        #expect(policy.read(.config(edited), at: 10) == [.apply(edited)])
        #expect(policy.applied == edited)
        #expect(policy.read(.config(edited), at: 11) == [], "a touch, or a spurious event")
        #expect(policy.nextDeadline == nil && policy.update(now: 20) == [])
    }

    @Test("a save in progress (empty, then cut short) replaced by a good file within 0.5 s logs nothing")
    mutating func partialSave() {
        #expect(policy.read(.problem(Self.problem("")), at: 10) == [])
        #expect(policy.nextDeadline == 10.5)
        #expect(policy.read(.problem(Self.problem(#"{"banners": [{"title""#)), at: 10.1) == [])
        #expect(policy.update(now: 10.4) == [], "not yet 0.5 s")
        let good = Self.config(["A", "B", "Z"])
        #expect(policy.read(.config(good), at: 10.3) == [.apply(good)])
        #expect(policy.nextDeadline == nil)
        #expect(policy.update(now: 11) == [], "nothing was logged")
    }

    @Test("a bad edit still bad 0.5 s later logs its error once, with file, line and column; the next good one applies")
    mutating func badEdit() throws {
        let error = Self.problem("{\"banners\": [\n  {\"title\": \"A\", \"image\": \"a.png\",}\n]}")
        #expect(error.location != nil && error.description.hasPrefix("\(Self.path):2:"))
        #expect(policy.read(.problem(error), at: 3) == [])
        #expect(policy.update(now: 3.49) == [])
        #expect(policy.update(now: 3.5) == [.report(error)])
        #expect(policy.update(now: 5) == [], "once")
        #expect(policy.read(.problem(error), at: 6) == [])
        #expect(policy.update(now: 7) == [], "the same error is not logged again")
        let good = Self.config(["B"])
        #expect(policy.read(.config(good), at: 8) == [.apply(good)])
        #expect(policy.read(.problem(error), at: 9) == [])
        #expect(policy.update(now: 9.5) == [.report(error)], "bad again after a good version: logged again")
    }

    @Test("a deleted config keeps the banners and warns once; one that appears again at the path applies")
    mutating func deletedAndBack() {
        #expect(policy.read(.missing, at: 1) == [])
        #expect(policy.update(now: 1.5) == [.missing(file: Self.path)])
        #expect(policy.read(.missing, at: 2) == [] && policy.update(now: 3) == [], "one warning")
        let back = Self.config(["A", "B", "C"])
        #expect(policy.read(.config(back), at: 4) == [.apply(back)])
    }

    @Test("renamed away and a new file put in its place within 0.5 s (an editor's atomic save): applied, nothing logged")
    mutating func atomicRename() {
        #expect(policy.read(.missing, at: 1) == [])
        let saved = Self.config(["B", "A"])
        #expect(policy.read(.config(saved), at: 1.05) == [.apply(saved)])
        #expect(policy.update(now: 2) == [])
    }

    @Test("reading the file: good, bad with its place, or missing")
    func readingFiles() throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("banners.json").path
        guard case .missing = ConfigReloadPolicy.reading(of: path) else {
            Issue.record("no file: missing")
            return
        }
        try Data("{\"banners\": [}".utf8).write(to: URL(fileURLWithPath: path))
        guard case .problem(let error) = ConfigReloadPolicy.reading(of: path) else {
            Issue.record("bad JSON: a problem")
            return
        }
        #expect(error.description.hasPrefix("\(path):1:14:"), "\(error)")
        try Data(ConfigFixtures.oneBanner().utf8).write(to: URL(fileURLWithPath: path))
        guard case .config(let config) = ConfigReloadPolicy.reading(of: path) else {
            Issue.record("good")
            return
        }
        #expect(config.banners.map(\.title) == ["T"])
    }

    @Test("an edit adding keylines beside a 3D effect is a bad version: the banners stay, its error is logged with its place")
    mutating func keylinesWith3DEffect() throws {
        let shown = try LabConfig.parse(
            data: Data(#"{"banners": [{"title": "A", "image": "a.png"}], "layout": {"effect": "rotary"}}"#.utf8),
            sourcePath: Self.path)
        policy = ConfigReloadPolicy(file: Self.path, applied: shown)
        let error = Self.problem(
            "{\"banners\": [{\"title\": \"A\", \"image\": \"a.png\"}],\n \"layout\": {\"effect\": \"rotary\", \"keylines\": \"hero\"}}"
        )
        #expect(error.location == at(2, 45), "\(error)")
        #expect(policy.read(.problem(error), at: 1).isEmpty)
        #expect(policy.update(now: 1 + ConfigReloadPolicy.grace) == [.report(error)])
        #expect(policy.applied == shown, "the banners shown stay")
    }
}
