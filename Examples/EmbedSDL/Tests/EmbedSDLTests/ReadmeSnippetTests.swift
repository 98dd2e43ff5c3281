import Foundation
import Testing

/// README.md shows the app's core loop; this keeps it the app's real code (indentation aside).
@Test func theReadmeShowsTheAppsOwnLoop() throws {
    let here = URL(fileURLWithPath: #filePath)
    let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: package.appendingPathComponent("../../README.md"), encoding: .utf8)
    let source = try String(contentsOf: package.appendingPathComponent("Sources/EmbedSDLKit/EmbedApp.swift"), encoding: .utf8)
    func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    // The README's Swift block that starts with the context attached to the host's SDL.
    let start = try #require(readme.range(of: "```swift\nlet context = try SDLContext.attachingToHost()"))
    let body = readme[start.upperBound...]
    let end = try #require(body.range(of: "\n```"))
    let snippet = lines("let context = try SDLContext.attachingToHost()" + body[..<end.lowerBound])
    let code = lines(source)
    let first = try #require(code.firstIndex(of: snippet[0]), "the app's source has no line \(snippet[0])")
    #expect(Array(code[first..<min(code.count, first + snippet.count)]) == snippet)
}
