import Foundation

/// Whether the desktop asks for less motion: GNOME's `org.gnome.desktop.interface enable-animations`,
/// read by running `gsettings get org.gnome.desktop.interface enable-animations` when a `gsettings`
/// is found on the `PATH` of `environment`.
///
/// The environment is passed in (not read from the process) so that a test can put a stand-in
/// `gsettings` script on `PATH`. Anything but a clean `true` or `false` (no `gsettings`, a failing
/// or silent one, one that takes longer than `timeout`) means the desktop did not ask.
public struct DesktopMotionPreference: Sendable {
    /// The environment `gsettings` is looked up in (its `PATH`) and run with.
    public var environment: [String: String]
    /// How long `gsettings` may take before it is stopped and taken as not answering, in seconds.
    public var timeout: TimeInterval

    /// The GSettings schema and key read.
    public static let arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]

    /// A reader looking `gsettings` up on `environment`'s `PATH`, waiting at most `timeout` seconds.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 1) {
        self.environment = environment
        self.timeout = timeout
    }

    /// The first executable `gsettings` in the `PATH` directories, in order; nil when there is none.
    ///
    /// - Complexity: one file-system check per `PATH` entry.
    public var gsettingsPath: String? {
        let directories = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true)
        for directory in directories {
            let candidate = String(directory) + "/gsettings"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// Whether the desktop asks for reduced motion: true when animations are off (`false`), false
    /// when they are on (`true`), nil when it could not be told (see the type's description).
    ///
    /// Runs `gsettings` once and waits for it, at most `timeout` seconds.
    public func asksForReducedMotion() -> Bool? {
        guard let path = gsettingsPath, let output = run(path) else { return nil }
        switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "false": return true
        case "true": return false
        default: return nil
        }
    }

    /// `gsettings`' standard output when it exits with status 0 within `timeout`; nil otherwise.
    private func run(_ path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Self.arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            // SIGKILL, not `terminate()`'s SIGTERM: a child may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        // The answer is one short line: it sits in the pipe's buffer once the process has ended.
        let data = output.fileHandleForReading.availableData
        return String(decoding: data, as: UTF8.self)
    }
}
