import Foundation
import Testing

@testable import CarouselLabCore

/// Finding `Resources/banners.json` without `--config`.
@Suite("Config: default config locator")
struct DefaultConfigLocatorTests {
    private func locator(executable: String?, cwd: String, existing: Set<String>) -> DefaultConfigLocator {
        DefaultConfigLocator(executablePath: executable, currentDirectory: cwd, fileExists: { existing.contains($0) })
    }

    @Test("walks up from the executable's folder before trying the current directory")
    func candidateOrder() {
        let l = locator(executable: "/repo/.build/release/CarouselLab", cwd: "/home/me", existing: [])
        #expect(
            l.candidates == [
                "/repo/.build/release/Resources/banners.json",
                "/repo/.build/Resources/banners.json",
                "/repo/Resources/banners.json",
                "/Resources/banners.json",
                "/home/me/Resources/banners.json",
            ])
    }

    @Test("finds the repository's Resources from a release or a triple-named debug build")
    func findsFromBuildFolder() throws {
        let existing: Set = ["/work/lab/Resources/banners.json", "/home/me/Resources/banners.json"]
        for executable in [
            "/work/lab/.build/release/CarouselLab",
            "/work/lab/.build/x86_64-unknown-linux-gnu/debug/CarouselLab",
        ] {
            #expect(
                try locator(executable: executable, cwd: "/home/me", existing: existing).locate()
                    == "/work/lab/Resources/banners.json")
        }
    }

    @Test("falls back to the current directory; a relative executable path is taken from there")
    func fallsBackToCurrentDirectory() throws {
        let l = locator(executable: nil, cwd: "/home/me/lab/", existing: ["/home/me/lab/Resources/banners.json"])
        #expect(try l.locate() == "/home/me/lab/Resources/banners.json")
        let relative = locator(executable: "bin/CarouselLab", cwd: "/opt/lab", existing: ["/opt/lab/Resources/banners.json"])
        #expect(relative.candidates.first == "/opt/lab/bin/Resources/banners.json")
        #expect(try relative.locate() == "/opt/lab/Resources/banners.json")
    }

    @Test("stops after a bounded number of levels")
    func boundedWalk() {
        let deep = "/a/b/c/d/e/f/g/h/i/j/CarouselLab"
        let l = locator(executable: deep, cwd: "/x", existing: [])
        #expect(l.candidates.count == DefaultConfigLocator.maximumLevelsUp + 2)
        #expect(l.candidates.first == "/a/b/c/d/e/f/g/h/i/j/Resources/banners.json")
    }

    @Test("when nothing is found, the error lists every place searched and suggests --config")
    func notFound() throws {
        let l = locator(executable: "/repo/.build/release/CarouselLab", cwd: "/home/me", existing: [])
        do {
            _ = try l.locate()
            Issue.record("found a config that does not exist")
        } catch {
            #expect(error.kind == .defaultConfigNotFound)
            for path in l.candidates { #expect(error.description.contains("\n  " + path)) }
            #expect(error.description.contains("--config FILE"))
            #expect(error.description.hasPrefix("Resources/banners.json: no default config found; searched:"))
        }
    }

    @Test("the real locator, run from this package's test binary, finds the committed config")
    func realProcess() throws {
        let found = try DefaultConfigLocator().locate()
        #expect(found.hasSuffix("/" + DefaultConfigLocator.relativePath))
        #expect(FileManager.default.fileExists(atPath: found))
    }
}
