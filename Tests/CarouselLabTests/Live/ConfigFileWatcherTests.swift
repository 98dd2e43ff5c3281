import Foundation
import Testing

@testable import CarouselLabCore

/// The config watcher on the real file system: every way an editor or a user changes the file is seen,
/// with inotify (Linux) and with the polling fallback. Each step waits for the change with a deadline.
@Suite("Live config: the file watcher", .serialized)
struct ConfigFileWatcherTests {
    /// Waits until the watcher has seen a change (at most `timeout` seconds).
    static func sawChange(_ watcher: ConfigFileWatcher, timeout: TimeInterval = 5) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if watcher.takeChange() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return watcher.takeChange()
    }

    @Test("written in place, replaced by an atomic rename, deleted, written again, renamed away", arguments: [false, true])
    func everyChange(forcePolling: Bool) throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("banners.json").path
        try Data(ConfigFixtures.oneBanner().utf8).write(to: URL(fileURLWithPath: path))
        let watcher = ConfigFileWatcher(path: path, forcePolling: forcePolling)
        defer { watcher.stop() }
        #if os(Linux)
            #expect(watcher.mechanism == (forcePolling ? .polling : .inotify))
        #endif
        // A change of the polled stamp needs a new size or time: each version differs in size.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        #expect(Self.sawChange(watcher), "written in place")
        let temporary = folder.appendingPathComponent(".banners.json.swp").path
        try Data((ConfigFixtures.oneBanner() + "  ").utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, path) == 0)
        #expect(Self.sawChange(watcher), "replaced by an atomic rename")
        try FileManager.default.removeItem(atPath: path)
        #expect(Self.sawChange(watcher), "deleted")
        try Data(ConfigFixtures.oneBanner().utf8).write(to: URL(fileURLWithPath: path))
        #expect(Self.sawChange(watcher), "written again")
        #expect(rename(path, folder.appendingPathComponent("old.json").path) == 0)
        #expect(Self.sawChange(watcher), "renamed away")
        if !forcePolling {
            Thread.sleep(forTimeInterval: 0.2) // the rename's last events, then a clean slate
            _ = watcher.takeChange()
            try Data("x".utf8).write(to: folder.appendingPathComponent("other.json"))
            Thread.sleep(forTimeInterval: 0.2) // what inotify would have reported by now
            #expect(!watcher.takeChange(), "another file of the folder is not the config")
        }
    }

    @Test("after stop() no change is seen", arguments: [false, true])
    func stops(forcePolling: Bool) throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("banners.json").path
        let watcher = ConfigFileWatcher(path: path, forcePolling: forcePolling)
        watcher.stop()
        try Data(ConfigFixtures.oneBanner().utf8).write(to: URL(fileURLWithPath: path))
        // Two polling periods: long enough for either mechanism to have reported it, had it run on.
        Thread.sleep(forTimeInterval: 2 * ConfigFileWatcher.pollInterval)
        #expect(!watcher.takeChange())
    }
}
