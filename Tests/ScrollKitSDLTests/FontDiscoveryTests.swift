import Foundation
import Testing

@testable import ScrollKitSDL

/// Pure file-system tests: no SDL, so not under `SDLTests`.
@Suite struct FontDiscovery {
    @Test func findsDejaVuInTheStandardDirectory() throws {
        let files = try FontFiles.discover(environment: [:])
        #expect(files.regular == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(files.bold == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    }

    @Test func environmentDirectoryWinsAndMissingBoldFallsBackToSearch() throws {
        let directory = try temporaryDirectory()
        let regular = directory.appendingPathComponent("DejaVuSans.ttf").path
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: regular)
        let files = try FontFiles.discover(environment: ["CAROUSEL_LAB_FONT_DIR": directory.path])
        #expect(files.regular == regular)
        #expect(files.bold?.hasSuffix("DejaVuSans-Bold.ttf") == true)
        #expect(files.bold?.hasPrefix(directory.path) == false)
    }

    @Test func fallbackSearchFindsFontsInSubdirectories() throws {
        let root = try temporaryDirectory()
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            toPath: nested.appendingPathComponent("DejaVuSans.ttf").path)
        let files = try FontFiles.discover(environment: [:], standardDirectory: "/nonexistent", fallbackRoot: root.path)
        #expect(files.regular == nested.appendingPathComponent("DejaVuSans.ttf").path)
        #expect(files.bold == nil)
    }

    @Test func errorNamesEveryPathSearchedAndTheFix() throws {
        let empty = try temporaryDirectory()
        let error = #expect(throws: FontDiscoveryError.self) {
            try FontFiles.discover(
                environment: ["CAROUSEL_LAB_FONT_DIR": "/custom/fonts"],
                standardDirectory: "/nonexistent/dejavu",
                fallbackRoot: empty.path
            )
        }
        let message = try #require(error).description
        #expect(message.contains("/custom/fonts/DejaVuSans.ttf"))
        #expect(message.contains("/nonexistent/dejavu/DejaVuSans.ttf"))
        #expect(message.contains(empty.path))
        #expect(message.contains("fonts-dejavu-core"))
        #expect(message.contains("CAROUSEL_LAB_FONT_DIR"))
    }
}
