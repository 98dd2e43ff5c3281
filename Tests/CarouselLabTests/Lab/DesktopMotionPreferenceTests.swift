import Foundation
import Testing

@testable import CarouselLabCore

/// `DesktopMotionPreference` with a stand-in `gsettings` script on `PATH`, and the precedence of
/// `ReducedMotion`.
@Suite("Reduced motion: the desktop's setting and the precedence")
struct DesktopMotionPreferenceTests {
    /// A folder holding a `gsettings` script whose body is `body` (a /bin/sh script), and a reader
    /// whose `PATH` is that folder only (so the script uses shell built-ins only). The script writes
    /// its arguments next to itself; a `fifo` with no writer lies there too, for a script that hangs.
    func standIn(_ body: String?, timeout: TimeInterval = 2) throws -> (DesktopMotionPreference, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-lab-gsettings-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
        if let body {
            let script = folder.appendingPathComponent("gsettings")
            let text = "#!/bin/sh\necho \"$@\" > \"${0%/*}/arguments\"\n\(body)\n"
            try Data(text.utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        return (DesktopMotionPreference(environment: ["PATH": folder.path], timeout: timeout), folder)
    }

    @Test("animations off (false) asks for reduced motion; the script is asked for enable-animations")
    func animationsOff() throws {
        let (desktop, folder) = try standIn("echo false")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(desktop.gsettingsPath == folder.path + "/gsettings")
        #expect(desktop.asksForReducedMotion() == true)
        let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
        #expect(arguments == "get org.gnome.desktop.interface enable-animations\n")
    }

    @Test("animations on (true) does not ask for it")
    func animationsOn() throws {
        let (desktop, folder) = try standIn("echo true")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(desktop.asksForReducedMotion() == false)
    }

    @Test(
        "no gsettings, one that fails, one that says nothing or something else, one that hangs: not asked",
        arguments: [
            nil, "echo false; exit 1", "exit 0", "echo \"No such schema\"", "kill -9 $$", #"exec /bin/cat "${0%/*}/fifo""#,
        ])
    func notAsked(body: String?) throws {
        let (desktop, folder) = try standIn(body, timeout: 0.5)
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        #expect(desktop.asksForReducedMotion() == nil, "\(body ?? "no gsettings")")
        #expect(Date().timeIntervalSince(start) < 3, "a hanging gsettings is given up on after the timeout")
    }

    @Test("gsettings is looked up on PATH, in order, skipping folders without one; no PATH finds none")
    func lookup() throws {
        let (first, empty) = try standIn(nil)
        let (second, folder) = try standIn("echo false")
        defer {
            try? FileManager.default.removeItem(at: empty)
            try? FileManager.default.removeItem(at: folder)
        }
        let both = DesktopMotionPreference(environment: ["PATH": "\(empty.path):\(folder.path)"])
        #expect(both.gsettingsPath == folder.path + "/gsettings")
        #expect(both.asksForReducedMotion() == true)
        #expect(first.gsettingsPath == nil)
        #expect(DesktopMotionPreference(environment: [:]).gsettingsPath == nil)
        #expect(second.gsettingsPath != nil)
    }

    @Test("the command line goes over the config, the config over the desktop, the desktop over off")
    func precedence() {
        var asked = 0
        func desktop(_ answer: Bool?) -> () -> Bool? {
            {
                asked += 1
                return answer
            }
        }
        #expect(
            ReducedMotion.resolve(commandLine: true, config: false, desktop: desktop(false))
                == ReducedMotion(isOn: true, source: .commandLine))
        #expect(
            ReducedMotion.resolve(commandLine: nil, config: false, desktop: desktop(true))
                == ReducedMotion(isOn: false, source: .config))
        #expect(
            ReducedMotion.resolve(commandLine: nil, config: true, desktop: desktop(nil))
                == ReducedMotion(isOn: true, source: .config))
        #expect(asked == 0, "the desktop is not asked when the command line or the config say")
        #expect(
            ReducedMotion.resolve(commandLine: nil, config: nil, desktop: desktop(true))
                == ReducedMotion(isOn: true, source: .desktop))
        #expect(
            ReducedMotion.resolve(commandLine: nil, config: nil, desktop: desktop(false))
                == ReducedMotion(isOn: false, source: .desktop))
        #expect(
            ReducedMotion.resolve(commandLine: nil, config: nil, desktop: desktop(nil))
                == ReducedMotion(isOn: false, source: .byDefault))
        #expect(asked == 3)
    }

    @Test("the log line says on or off and which source decided")
    func logLine() {
        #expect(ReducedMotion(isOn: true, source: .commandLine).logLine == "reduced motion on (command line)")
        #expect(ReducedMotion(isOn: true, source: .desktop).logLine == "reduced motion on (desktop setting)")
        #expect(ReducedMotion(isOn: false, source: .config).logLine == "reduced motion off (config)")
        #expect(ReducedMotion(isOn: false, source: .byDefault).logLine == "reduced motion off (default)")
    }
}
