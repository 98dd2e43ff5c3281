import CarouselLabCore
import Carousels
import Foundation
import Testing

/// `CarouselLab --help` as a person reads it in an 80-column terminal: the real binary's output.
@Suite("End to end: --help at 80 columns")
struct HelpEndToEndTests {
    let lines: [String]

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Package.appBinary)
        process.arguments = ["--help"]
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = String(LabHelp.columns)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "--help exits 0")
        lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        try #require(lines.count > 40, "the help has its options, controls and examples")
    }

    /// The output, for failure messages.
    var text: String { lines.joined(separator: "\n") }

    @Test("no line is wider than 80 columns")
    func fitsInEightyColumns() {
        let long = lines.filter { $0.count > LabHelp.columns }
        #expect(long.isEmpty, "lines over \(LabHelp.columns) columns:\n\(long.joined(separator: "\n"))")
    }

    @Test("each scene is listed exactly once, on one line of its own with its whole summary")
    func scenesListedOnce() {
        for scene in SceneKind.allCases {
            let listed = lines.filter { line in
                let words = line.split(separator: " ", maxSplits: 1)
                return words.first.map(String.init) == scene.rawValue
            }
            #expect(listed.count == 1, "\(scene.rawValue) starts \(listed.count) lines:\n\(text)")
            #expect(
                listed.first?.hasSuffix("- " + scene.summary) == true,
                "\(scene.rawValue)'s line ends with its whole summary: \(listed.first ?? "none")")
        }
        // The list is not repeated elsewhere: no comma-separated run of scene names, no "(values:".
        let names = SceneKind.allCases.map(\.rawValue)
        let runs = lines.filter { line in names.filter { line.contains($0 + ",") }.count >= 2 }
        #expect(runs.isEmpty, "a second list of scenes:\n\(runs.joined(separator: "\n"))")
        #expect(!text.contains("(values:"), "the values of an option are listed once")
        #expect(text.components(separatedBy: SceneKind.infinitePreviews.rawValue).count == 2, "infinite-previews appears once")
    }

    @Test("each control and each example is one whole line: no phrase split across lines")
    func noPhraseSplit() {
        for line in LabHelp.controlLines + LabHelp.examples.map({ "  " + $0 }) {
            #expect(lines.contains(line), "whole line missing (wrapped?): \"\(line)\"\n\(text)")
        }
        // The phrase the old help split ("Esc comes" / "back") and the soak example's path.
        #expect(lines.contains { $0.contains("Esc comes back") })
        #expect(lines.contains { $0.contains("--soak 100000 --replay Tools/soak-input.jsonl") })
    }

    @Test("the layout options are listed, and --items-per-view says that seed E's picker keeps one option per page")
    func layoutOptions() throws {
        for option in [
            "--items-per-view <n>", "--item-length <points>", "--align <alignment>", "--page-by <unit>", "--contain <mode>",
            "--keylines <layout>",
        ] {
            #expect(lines.contains { $0.hasPrefix("  " + option) }, "\(option) is listed:\n\(text)")
        }
        let start = try #require(lines.firstIndex { $0.hasPrefix("  --items-per-view") })
        let entry = lines[start..<min(lines.count, start + 3)].map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        #expect(entry.contains("Seed E's picker keeps one option per page."), "\(entry)")
    }

    @Test("--effect lists every effect, 3D ones included, and --keylines its three layouts and the 3D refusal")
    func effectsAndKeylines() throws {
        func entry(_ option: String) throws -> String {
            let start = try #require(lines.firstIndex { $0.hasPrefix("  \(option) ") }, "\(option):\n\(text)")
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("  -") } ?? lines.count
            return lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        let effect = try entry("--effect")
        for name in CarouselEffect.allCases.map(\.rawValue) {
            #expect(
                effect.contains(" \(name),") || effect.contains(" \(name);") || effect.contains(" \(name)."), "\(name): \(effect)"
            )
        }
        let keylines = try entry("--keylines")
        for name in ["multi-browse", "hero", "uncontained"] { #expect(keylines.contains(name), "\(keylines)") }
        #expect(keylines.contains("Not with a 3D effect."), "\(keylines)")
    }

    @Test("no option line ends on a word that belongs with the next line (a phrase split mid-way)")
    func optionLinesReadWell() {
        // A line of the options column that wrapped mid-phrase starts with a word continuing the
        // line before; the help's own breaks never leave a line ending in these.
        let dangling = [
            "a", "an", "the", "this", "its", "of", "at", "to", "(a", "in", "on", "and", "or", "with", "by", "for", "from", "if",
            "Default:", "default:",
        ]
        let options = lines.drop { $0 != "OPTIONS:" }
        let bad = options.filter { line in
            guard let last = line.split(separator: " ").last else { return false }
            return dangling.contains(String(last))
        }
        #expect(bad.isEmpty, "lines ending mid-phrase:\n\(bad.joined(separator: "\n"))")
    }
}
