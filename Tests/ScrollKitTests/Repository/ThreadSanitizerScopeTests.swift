import Foundation
import ScrollKitTestSupport
import Testing

/// `make test-sanitize` reruns only the SDL backend's tests under ThreadSanitizer (the Makefile's
/// `TSAN_FILTER`). That holds while the other library modules start no threads and opt out of none
/// of Swift 6's data-race checks; these tests keep it so.
@Suite("ThreadSanitizer's scope: only the SDL backend starts threads")
struct ThreadSanitizerScopeTests {
    /// What would put code outside the compiler's data-race proof, or start a thread of its own.
    static let threadMarkers = [
        "@unchecked Sendable", "nonisolated(unsafe)", "DispatchQueue", "Thread(", "Thread.", "Task.detached",
        "pthread_", "OperationQueue",
    ]

    @Test("ScrollKit and Carousels start no threads and opt out of no data-race check")
    func mainActorModulesStayOutOfThreads() throws {
        let paths = ["Sources/ScrollKit", "Sources/Carousels"].flatMap {
            RepositoryText.files(under: $0, endingWith: [".swift"])
        }
        #expect(paths.count > 50, "the sources were not found under \(RepositoryText.root.path)")
        let found = try RepositoryText.lines(of: paths).filter { line in
            let code = !line.text.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            return code && Self.threadMarkers.contains { line.text.contains($0) }
        }
        #expect(
            found.isEmpty,
            """
            these lines start threads or opt out of Swift's data-race checks; add the module's tests to \
            TSAN_FILTER in the Makefile: \(found.map { "\($0.location): \($0.text)" })
            """)
    }

    @Test("the Makefile's TSan filter runs the SDL backend's tests")
    func filterCoversTheSDLBackend() throws {
        let makefile = try RepositoryText.text(of: "Makefile")
        let filter = makefile.split(separator: "\n").first { $0.hasPrefix("TSAN_FILTER") }
        #expect(filter?.contains("ScrollKitSDLTests") == true, "TSAN_FILTER: \(filter.map(String.init) ?? "missing")")
        #expect(makefile.contains("--sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_FILTER)'"))
    }
}
