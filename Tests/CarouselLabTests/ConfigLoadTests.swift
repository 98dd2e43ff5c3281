import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// `LabConfig.load(from:)`: reading from disk.
@Suite("Config: loading files")
struct ConfigLoadTests {
    @Test("a file on disk loads, resolving images against its own folder")
    func loadsFromDisk() throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lab.json").path
        try Data(ConfigFixtures.oneBanner(image: "pics/a.jpg").utf8).write(to: URL(fileURLWithPath: path))
        let config = try LabConfig.load(from: path)
        #expect(config.banners.map(\.image.key) == [ConfigPath.normalize(folder.path + "/pics/a.jpg")])
        #expect(config.sourceURL.path == ConfigPath.normalize(path))
    }

    @Test("a missing file names the path and suggests --config")
    func missingFile() throws {
        let path = "/nonexistent-\(UUID().uuidString)/banners.json"
        #expect(
            throws: ConfigError(
                .fileNotFound, file: path, "no such file",
                hint: "check the path, or pass another config with --config FILE")
        ) {
            try LabConfig.load(from: path)
        }
    }

    @Test("a folder is not a config file")
    func folder() throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try LabConfig.load(from: folder.path)
            Issue.record("a folder loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description.hasPrefix("\(folder.path): is a folder, expected a JSON file"))
        }
    }

    @Test("an unreadable file is reported as such", .enabled(if: getuid() != 0, "root can read any file"))
    func unreadable() throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("locked.json").path
        try Data(#"{"banners": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        do {
            _ = try LabConfig.load(from: path)
            Issue.record("an unreadable file loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description.hasPrefix("\(path): permission denied"), "\(error)")
        }
    }

    @Test(
        "a device, a FIFO, a symbolic link loop and a dangling link are named as what they are",
        arguments: [
            ("device", "it is a character device, not a regular file"),
            ("fifo", "it is a FIFO (named pipe), not a regular file"),
            ("loop", "its path is a symbolic link loop (too many levels of symbolic links)"),
            ("dangling", "it is a symbolic link to /nonexistent/banners.json, which does not exist"),
        ])
    func fileKinds(kind: String, message: String) throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = kind == "device" ? "/dev/null" : folder.appendingPathComponent("\(kind).json").path
        switch kind {
        case "fifo": try #require(mkfifo(path, 0o644) == 0)
        case "loop": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        case "dangling":
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/nonexistent/banners.json")
        default: break
        }
        do {
            _ = try LabConfig.load(from: path)
            Issue.record("\(kind) loaded")
        } catch {
            #expect(error.kind == .unreadable, "\(error)")
            #expect(error.description.hasPrefix("\(path): \(message)"), "\(error)")
            #expect(error.hint != nil)
        }
    }

    @Test("an empty file on disk is an empty-file error naming the file")
    func emptyOnDisk() throws {
        let folder = try ConfigFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: path))
        do {
            _ = try LabConfig.load(from: path)
            Issue.record("an empty file loaded")
        } catch {
            #expect(error.kind == .emptyFile)
            #expect(error.description.hasPrefix("\(path): the file is empty"))
        }
    }
}
