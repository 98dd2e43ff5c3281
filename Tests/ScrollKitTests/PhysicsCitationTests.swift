import Foundation
import ScrollKitTestSupport
import Testing

/// The physics citations in the tree ("§1.4", "oracle 6", "oracles 9-11") name sections and oracles
/// `docs/PHYSICS.md` has, so a comment or a test name keeps pointing at what it meant.
@Suite("docs/PHYSICS.md has every section and oracle the tree cites")
struct PhysicsCitationTests {
    /// The physics page, relative to the repository's root.
    static let physics = "docs/PHYSICS.md"

    /// Every Swift file and DocC article of the sources, tests, benchmarks and examples, and the
    /// top-level docs.
    static func citingFiles() -> [String] {
        let folders = ["Sources", "Tests", "Benchmarks/Benchmarks", "Benchmarks/Sources", "Examples"]
        return folders.flatMap { RepositoryText.files(under: $0, endingWith: [".swift", ".md"]) }
            + ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md", "RELIABILITY.md"]
    }

    /// The capture groups of every match of `regex` in `text` (empty strings for groups that did not
    /// take part).
    static func matches(of regex: NSRegularExpression, in text: String) -> [[String]] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// The section numbers of the page's `## n.` and `### n.m` headings.
    static func sections(of page: String) throws -> Set<String> {
        let heading = try NSRegularExpression(pattern: #"^#{2,3} ([0-9]+(?:\.[0-9]+)*)\.? "#, options: .anchorsMatchLines)
        return Set(matches(of: heading, in: page).map { $0[0] })
    }

    /// The oracle numbers of §12: its numbered list items.
    static func oracles(of page: String) throws -> Set<Int> {
        guard let start = page.range(of: "\n## 12. ") else { return [] }
        let rest = page[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        let item = try NSRegularExpression(pattern: #"^([0-9]+)\. "#, options: .anchorsMatchLines)
        return Set(matches(of: item, in: String(section)).compactMap { Int($0[0]) })
    }

    /// The oracle numbers a line cites, read by `oracleCitation`: "oracle 6", "oracles 9-11" (a
    /// range), "oracle 14/15".
    static func citedOracles(in line: String, oracleCitation: NSRegularExpression) -> [Int] {
        matches(of: oracleCitation, in: line).flatMap { groups -> [Int] in
            guard let first = Int(groups[0]) else { return [] }
            guard let last = Int(groups[2]) else { return [first] }
            return groups[1] == "/" ? [first, last] : Array(first...max(first, last))
        }
    }

    @Test("every § the sources, tests and docs cite is a section of docs/PHYSICS.md")
    func everyCitedSectionExists() throws {
        let page = try RepositoryText.text(of: Self.physics)
        let sections = try Self.sections(of: page)
        let citation = try NSRegularExpression(pattern: #"§([0-9]+(?:\.[0-9]+)*)"#)
        #expect(sections.isSuperset(of: ["1", "1.1", "1.5", "3.2", "11.4", "12"]), "the page's sections: \(sections)")
        var cited = 0
        for line in try RepositoryText.lines(of: Self.citingFiles()) {
            for groups in Self.matches(of: citation, in: line.text) {
                cited += 1
                #expect(
                    sections.contains(groups[0]),
                    "\(line.location) cites §\(groups[0]), which \(Self.physics) does not have: add it or fix the citation")
            }
        }
        #expect(cited > 20, "the scan found the citations (\(cited))")
    }

    @Test("every oracle the tests cite is one of §12's numbered oracles")
    func everyCitedOracleExists() throws {
        let oracles = try Self.oracles(of: try RepositoryText.text(of: Self.physics))
        let citation = try NSRegularExpression(pattern: #"oracles? ([0-9]+)(?:\s*([-–/])\s*([0-9]+))?"#)
        #expect(oracles == Set(1...18), "§12 numbers its oracles 1 to 18: \(oracles.sorted())")
        var cited = 0
        for line in try RepositoryText.lines(of: Self.citingFiles()) {
            for number in Self.citedOracles(in: line.text, oracleCitation: citation) {
                cited += 1
                #expect(
                    oracles.contains(number),
                    "\(line.location) cites oracle \(number), which §12 of \(Self.physics) does not have")
            }
        }
        #expect(cited > 20, "the scan found the citations (\(cited))")
    }
}
