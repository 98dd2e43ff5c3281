import Foundation
import Testing

/// An Xvfb display for the tests, on a display number Xvfb picks itself (`-displayfd`), so stale
/// sockets or lock files of earlier servers never get in the way; stopped on `stop()`.
final class VirtualDisplay: @unchecked Sendable {
    let number: Int
    private let process: Process

    /// Starts Xvfb (1280×800×24) and waits until it reports the display it serves.
    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes the display number and a newline once it is ready for clients.
        let received = PipeText(output)
        var number: Int?
        LabProcess.poll(timeout: 20) {
            number = received.text.split(separator: "\n").first.flatMap { Int($0) }
            return number != nil || !process.isRunning
        }
        received.stop()
        guard let number, process.isRunning else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            throw Shell.Failure(
                command: process.arguments ?? [], status: process.isRunning ? -1 : process.terminationStatus,
                output: "Xvfb did not report a display within 20 s")
        }
        self.number = number
        self.process = process
    }

    var name: String { ":\(number)" }

    /// Stops Xvfb and removes its lock file and socket. SIGKILL, because children of the test runner
    /// inherit a blocked SIGTERM; a killed server cannot clean up after itself, so this does.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
}

/// The real CarouselLab binary in a real window on a `VirtualDisplay`, driven with xdotool and
/// read back through screenshots and its `--events` log.
final class LabProcess: @unchecked Sendable {
    let display: VirtualDisplay
    private(set) var windowID = ""
    private let process: Process
    private let lock = NSLock()
    private var stdoutBuffer = Data()
    private var stderrBuffer = Data()

    /// Launches the app with `arguments` (plus `--events`), `environment` added to the runner's (e.g.
    /// `SDL_RENDER_DRIVER`), and waits for its first presented frame.
    init(display: VirtualDisplay, arguments: [String], environment extra: [String: String] = [:]) throws {
        self.display = display
        process = Process()
        process.executableURL = URL(fileURLWithPath: Package.appBinary)
        process.arguments = LabProcess.sized(arguments) + ["--events"]
        // The SDL tests of this same process may have set SDL_VIDEODRIVER=dummy: the app must not inherit it.
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        environment["DISPLAY"] = display.name
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        try process.run()
        guard
            LabProcess.poll(
                timeout: 30, { [self] in self.standardError.contains("first frame presented") || !self.process.isRunning }),
            process.isRunning
        else {
            throw Shell.Failure(
                command: [Package.appBinary] + arguments, status: process.isRunning ? -1 : process.terminationStatus,
                output: "no first frame: \(standardError)")
        }
        let ids = try Shell.run(
            ["xdotool", "search", "--sync", "--name", "^Carousel Lab$"], environment: ["DISPLAY": display.name])
        windowID = String(decoding: ids, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        try xdotool(["windowfocus", "--sync", windowID])
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if error { stderrBuffer.append(data) } else { stdoutBuffer.append(data) }
    }

    var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: stderrBuffer, as: UTF8.self)
    }

    /// Every event line printed so far, decoded.
    var events: [[String: Any]] {
        lock.lock()
        let text = String(decoding: stdoutBuffer, as: UTF8.self)
        lock.unlock()
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// The events named `name`, in order.
    func events(named name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }

    /// The tests' windows are 960×540 unless a test sets `--width`/`--height` itself (or replays a
    /// recording, which has its own size).
    static func sized(_ arguments: [String]) -> [String] {
        arguments.contains("--width") || arguments.contains("--replay")
            ? arguments : arguments + ["--width", "960", "--height", "540"]
    }

    /// Waits until `condition` holds (checked every 20 ms) or `timeout` seconds pass.
    @discardableResult
    static func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// Waits until `count` events named `name` have arrived.
    @discardableResult
    func waitForEvents(_ name: String, count: Int = 1, timeout: TimeInterval = 10) -> [[String: Any]] {
        LabProcess.poll(timeout: timeout) { events(named: name).count >= count }
        return events(named: name)
    }

    /// Waits for the first `name` line that `matches` (the scene, the index…); nil after `timeout`.
    func waitForEvent(
        _ name: String, timeout: TimeInterval = 10, where matches: @escaping ([String: Any]) -> Bool
    ) -> [String: Any]? {
        LabProcess.poll(timeout: timeout) { events(named: name).contains(where: matches) }
        return events(named: name).first(where: matches)
    }

    func xdotool(_ arguments: [String]) throws {
        try Shell.run(["xdotool"] + arguments, environment: ["DISPLAY": display.name])
    }

    /// Presses at `from`, moves in `steps` equal steps `interval` seconds apart to `to`, optionally
    /// holds, and releases. Window coordinates, points. One chained xdotool command, so the timing
    /// between the moves and the release is xdotool's, not process start-up's.
    func drag(from: (Int, Int), to: (Int, Int), steps: Int, interval: TimeInterval, hold: TimeInterval = 0) throws {
        var command = ["mousemove", "--window", windowID, "\(from.0)", "\(from.1)", "mousedown", "1"]
        for step in 1...steps {
            let x = from.0 + (to.0 - from.0) * step / steps
            let y = from.1 + (to.1 - from.1) * step / steps
            command += ["sleep", String(format: "%.3f", interval), "mousemove", "--window", windowID, "\(x)", "\(y)"]
        }
        if hold > 0 { command += ["sleep", String(format: "%.3f", hold)] }
        try xdotool(command + ["mouseup", "1"])
    }

    func click(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
    }

    func key(_ name: String) throws {
        try xdotool(["key", "--window", windowID, name])
    }

    /// A screenshot of the window.
    func screenshot(to path: String) throws -> Picture {
        try Shell.run(["import", "-window", windowID, path], environment: ["DISPLAY": display.name])
        return try Picture(file: path)
    }

    /// Sends Esc (twice if needed: a technique goes back to the gallery first, and Esc there quits)
    /// and waits for a clean exit; returns the exit status.
    func quit() throws -> Int32 {
        for _ in 0..<2 where process.isRunning {
            try? key("Escape")
            LabProcess.poll(timeout: 5) { !process.isRunning }
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

extension LabProcess {
    /// Launches the app with `arguments` (and `environment` added) on a new virtual display, runs
    /// `body` with it, then quits it with Esc and expects exit code 0 (after a failure in `body`,
    /// quits it anyway and rethrows).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], _ body: (LabProcess) throws -> Void
    ) throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let app = try LabProcess(display: display, arguments: arguments, environment: environment)
        do {
            try body(app)
        } catch {
            _ = try? app.quit()
            throw error
        }
        #expect(try app.quit() == 0, "Esc quits with exit code 0")
    }
}

/// Runs the app to completion with `arguments` (sized as `LabProcess.sized`), standard output and
/// error together; for headless runs and command-line errors.
func runApp(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Package.appBinary)
    process.arguments = LabProcess.sized(arguments)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

extension LabProcess {
    /// Sends `signal` to the app and waits (at most 10 s) for it to end.
    /// - Returns: its exit status (nil if a signal killed it instead of an exit) and the seconds it
    ///   took to end.
    func send(_ signal: Int32) -> (status: Int32?, seconds: TimeInterval) {
        signalAndWait(process, signal)
    }

    /// Sends Esc and waits (at most 10 s) for the app to end; the gallery must be showing.
    func quitWithEscape() throws -> (status: Int32?, seconds: TimeInterval) {
        let start = Date()
        try? key("Escape") // xdotool fails when the window is gone before the key's release
        LabProcess.poll(timeout: 10) { !process.isRunning }
        let seconds = Date().timeIntervalSince(start)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : nil, seconds)
    }
}

/// The app run headless until `marker` appears in its output (at once when nil) and `settle`
/// seconds more, then sent `signal`.
/// - Returns: its exit status (nil when the signal killed it rather than it exiting), the seconds
///   from the signal to its end, and its output.
func signalApp(_ arguments: [String], after marker: String?, signal: Int32, settle: TimeInterval = 0) throws
    -> (status: Int32?, seconds: TimeInterval, output: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Package.appBinary)
    process.arguments = LabProcess.sized(arguments)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let output = PipeText(pipe)
    func text() -> String { output.text }
    try process.run()
    if let marker {
        guard LabProcess.poll(timeout: 30, { text().contains(marker) || !process.isRunning }), process.isRunning else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            throw Shell.Failure(command: arguments, status: -1, output: "never printed \"\(marker)\": \(text())")
        }
    }
    Thread.sleep(forTimeInterval: settle)
    let ended = signalAndWait(process, signal)
    output.stop()
    return (ended.status, ended.seconds, text())
}

/// Sends `signal` to `process` and waits (at most 10 s, then SIGKILL) for it to end.
/// - Returns: its exit status (nil if a signal killed it instead of an exit) and the seconds it took.
func signalAndWait(_ process: Process, _ signal: Int32) -> (status: Int32?, seconds: TimeInterval) {
    let start = Date()
    kill(process.processIdentifier, signal)
    LabProcess.poll(timeout: 10) { !process.isRunning }
    let seconds = Date().timeIntervalSince(start)
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (process.terminationReason == .exit ? process.terminationStatus : nil, seconds)
}

/// Runs the app to completion (sized as `LabProcess.sized`) and measures its peak resident memory:
/// `posix_spawn` + `wait4`, whose resource usage is this one child's alone (other tests running at
/// the same time do not count).
/// - Returns: the exit status, standard output and error together, and the peak RSS in KiB.
func runAppMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, output: String, peakKiB: Int) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-lab-rss-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = [Package.appBinary] + LabProcess.sized(arguments)
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Package.appBinary, &actions, nil, &cArguments, environ)
    guard spawned == 0 else { throw Shell.Failure(command: argv, status: spawned, output: "posix_spawn failed") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : -1, output, Int(usage.ru_maxrss))
}

/// What a child process writes to a pipe, collected as it comes (on the pipe's reader thread).
final class PipeText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let pipe: Pipe

    init(_ pipe: Pipe) {
        self.pipe = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self else { return }
            self.lock.lock()
            self.data.append(chunk)
            self.lock.unlock()
        }
    }

    /// Everything received so far, as UTF-8.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Stops collecting.
    func stop() { pipe.fileHandleForReading.readabilityHandler = nil }
}
