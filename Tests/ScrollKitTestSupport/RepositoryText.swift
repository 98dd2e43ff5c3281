import Foundation

/// The repository's own text files, for tests that hold the docs and the code to each other. The
/// root is found from this file's place in the tree (`Tests/ScrollKitTestSupport/`), so the tests
/// work in any clone; paths are relative to it, with `/` separators.
public enum RepositoryText {
    /// A line of a file: where it is and what it says.
    public struct Line: Sendable {
        /// The file, relative to the repository's root.
        public let path: String
        /// The line's number, from 1.
        public let number: Int
        /// The line's text, without its line break.
        public let text: String

        /// `path:number`, as a compiler names a place.
        public var location: String { "\(path):\(number)" }
    }

    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the file at `path` (relative to the root). Throws `CocoaError` naming the file when
    /// it is missing or not UTF-8.
    public static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code of the example file at `path` from its first line starting with `marker` on (its
    /// first import: what a README or an article shows of it), as a fenced Swift block, so a test can
    /// check that a document shows exactly the code the tests compile. Throws when the file is
    /// missing; a file without `marker` gives the whole file.
    public static func fencedExample(at path: String, from marker: String = "import Carousels") throws -> String {
        let compiled = try text(of: path)
        let start = compiled.range(of: marker)?.lowerBound ?? compiled.startIndex
        return "```swift\n" + compiled[start...] + "```"
    }

    /// The paths (relative to the root, sorted) of the files under `folder` whose names end with one
    /// of `suffixes`, leaving out every path that starts with one of `excluded` and everything in a
    /// hidden folder (`.build`, `.swiftpm`). An absent folder has none.
    public static func files(under folder: String, endingWith suffixes: [String], excluding excluded: [String] = []) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = folder + "/" + relative
            guard suffixes.contains(where: { path.hasSuffix($0) }), !excluded.contains(where: { path.hasPrefix($0) }),
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            paths.append(path)
        }
        return paths.sorted()
    }

    /// Every line of the files at `paths` (relative to the root), in order. Throws for a file that
    /// cannot be read.
    public static func lines(of paths: [String]) throws -> [Line] {
        try paths.flatMap { path in
            try text(of: path).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
                Line(path: path, number: index + 1, text: String(text))
            }
        }
    }
}
