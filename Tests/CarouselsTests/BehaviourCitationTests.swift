import Foundation
import ScrollKitTestSupport
import Testing

/// The behaviour codes the tree cites (a technique's letter and a number, in parentheses in a
/// comment or at the start of a test's name) are the ones `docs/BEHAVIOURS.md` defines, each in a
/// `### <code> <title>` section, so a reader following a citation always finds its meaning.
@Suite("docs/BEHAVIOURS.md defines every behaviour code the tree cites")
struct BehaviourCitationTests {
    /// The behaviours' page, relative to the repository's root.
    static let behaviours = "docs/BEHAVIOURS.md"

    /// Where codes are cited: the Swift sources and DocC articles of every module, the tests, the
    /// benchmarks and examples, and the top-level docs. ScrollKitSDL and its tests are left out: a
    /// letter and a digit there are JPEG markers and control-character sets, never behaviours.
    static func citingFiles() -> [String] {
        let excluded = ["Sources/ScrollKitSDL/", "Tests/ScrollKitSDLTests/"]
        let folders = ["Sources", "Tests", "Benchmarks/Benchmarks", "Benchmarks/Sources", "Examples"]
        let files = folders.flatMap { RepositoryText.files(under: $0, endingWith: [".swift", ".md"], excluding: excluded) }
        return files + ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"]
    }

    /// A code: A to E and a number from 1, standing alone (not part of a word, nor of a URL's percent
    /// escape).
    static let codePattern = #"(?<![%\w])[A-E][1-9][0-9]?(?!\w)"#

    /// The codes `docs/BEHAVIOURS.md` defines, in order: the first word of each `### ` heading that is
    /// a code.
    static func definedCodes() throws -> [String] {
        let headings = try NSRegularExpression(pattern: #"^### ([A-E][1-9][0-9]?) "#, options: .anchorsMatchLines)
        return matches(of: headings, in: try RepositoryText.text(of: behaviours))
    }

    /// The codes cited on each line of the files at `paths`, with the line.
    static func citations(in paths: [String]) throws -> [(code: String, line: RepositoryText.Line)] {
        let code = try NSRegularExpression(pattern: codePattern)
        return try RepositoryText.lines(of: paths).flatMap { line in
            matches(of: code, in: line.text).map { (code: $0, line: line) }
        }
    }

    /// The first capture group of every match of `regex` in `text` (the whole match when it has none).
    static func matches(of regex: NSRegularExpression, in text: String) -> [String] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    @Test("every code cited in the sources, tests and docs has its section in docs/BEHAVIOURS.md")
    func everyCitedCodeIsDefined() throws {
        let defined = Set(try Self.definedCodes())
        let files = Self.citingFiles()
        #expect(files.count > 100, "the scan found the tree (\(files.count) files under \(RepositoryText.root.path))")
        var citations: [String: [String]] = [:]
        for (code, line) in try Self.citations(in: files) { citations[code, default: []].append(line.location) }
        #expect(citations.count >= defined.count / 2, "the scan found citations: \(citations.keys.sorted())")
        for (code, places) in citations.sorted(by: { $0.key < $1.key }) where !defined.contains(code) {
            Issue.record(
                """
                \(code) is cited at \(places.joined(separator: ", ")) but \(Self.behaviours) has no \
                "### \(code) …" section: add one (what it means, where it lives, its tests) or fix the citation
                """)
        }
    }

    @Test("each code is defined once, and a test names each one")
    func eachCodeIsDefinedOnceAndTested() throws {
        let defined = try Self.definedCodes()
        #expect(!defined.isEmpty, "\(Self.behaviours) defines its codes in '### <code> <title>' headings")
        let repeated = Dictionary(grouping: defined, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "\(Self.behaviours) defines \(repeated) more than once")
        let testFiles = RepositoryText.files(under: "Tests", endingWith: [".swift"], excluding: ["Tests/ScrollKitSDLTests/"])
        let tested = Set(try Self.citations(in: testFiles).map(\.code))
        let untested = defined.filter { !tested.contains($0) }
        #expect(untested.isEmpty, "no test under Tests/ names \(untested): name the test that checks each by its code")
    }
}
