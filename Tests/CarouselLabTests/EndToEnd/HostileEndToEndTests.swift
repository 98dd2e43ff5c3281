import Foundation
import ScrollKitTestSupport
import Testing

/// `Tests/Fixtures/images/<name>`.
func imageFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images/\(name)").path
}

/// The hostile world of issue 14, against the real binary: servers that try to exhaust memory or
/// stall the app, signals, odd files and unwritable outputs.
enum Hostile {
    /// A valid 10×10 PNG header: the header check passes, the rest of each body is zeros.
    static let header = TestPNG.declaring(width: 10, height: 10)

    /// Two of each hostile server: a 1 GiB gzip bomb, an endless chunked stream, 200 MB without a
    /// length, a trickle that never ends.
    static func server() throws -> LoopbackHTTPServer {
        let bomb = TestGzip.zeros(count: 1 << 30)
        var routes: [String: LoopbackHTTPServer.Response] = [:]
        for index in 0..<2 {
            routes["/bomb\(index).png"] = .gzipped(bomb)
            routes["/endless\(index).png"] = .stream(prefix: header, totalBytes: nil, chunked: true)
            routes["/huge\(index).png"] = .stream(prefix: header, totalBytes: 200_000_000, chunked: false)
            routes["/trickle\(index).png"] = .trickle(prefix: header, announced: 1_000_000, interval: 0.05)
        }
        return try LoopbackHTTPServer(routes: routes)
    }

    static let paths = (0..<2).flatMap { ["/bomb\($0).png", "/endless\($0).png", "/huge\($0).png", "/trickle\($0).png"] }

    /// A config of eight banners with `images` and the image limits given.
    static func config(in folder: URL, name: String, images: [String], limits: String) throws -> String {
        let banners = images.enumerated().map { #"{"title": "Banner \#($0)", "image": "\#($1)"}"# }.joined(separator: ",\n  ")
        let url = folder.appendingPathComponent(name)
        try Data("{\"banners\": [\n  \(banners)\n],\n\"images\": \(limits)}".utf8).write(to: url)
        return url.path
    }

    /// A solid local PNG for the baselines.
    static func localImage(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("local.png").path
        try Shell.run(["convert", "-size", "320x160", "xc:#3070D0", path])
        return path
    }
}

extension HeadlessEndToEndTests {
    @Test(
        "eight hostile downloads: peak memory stays within 4 × maxDownloadBytes of the same run with local images; one warning each; exit 0"
    )
    func hostileDownloadsStayWithinTheMemoryBound() throws {
        let server = try Hostile.server()
        defer { server.stop() }
        let maxDownloadBytes = 16 << 20
        let limits = #"{"timeout": 3, "maxDownloadBytes": \#(maxDownloadBytes)}"#
        let local = try Hostile.localImage(in: folder)
        let baselineConfig = try Hostile.config(
            in: folder, name: "local.json", images: Array(repeating: local, count: 8), limits: limits)
        let hostileConfig = try Hostile.config(
            in: folder, name: "hostile.json", images: Hostile.paths.map(server.url), limits: limits)
        let shot = folder.appendingPathComponent("hostile.png").path

        // Autoplay pages through all eight banners within the 300 frames (5 s of frame time).
        let run = ["--headless", "--screenshot", shot, "--scene", "banners", "--frames", "300", "--autoplay", "0.5"]
        let baseline = try runAppMeasuringMemory(run + ["--config", baselineConfig])
        let start = Date()
        let hostile = try runAppMeasuringMemory(run + ["--config", hostileConfig])
        let seconds = Date().timeIntervalSince(start)

        #expect(baseline.status == 0, "\(baseline.output)")
        #expect(hostile.status == 0, "\(hostile.output)")
        let bound = baseline.peakKiB + 4 * maxDownloadBytes / 1024
        #expect(hostile.peakKiB <= bound, "peak \(hostile.peakKiB) KiB; baseline \(baseline.peakKiB) KiB; bound \(bound) KiB")
        let warnings = hostile.output.split(separator: "\n").filter { $0.contains("warning") }
        for path in Hostile.paths {
            #expect(warnings.filter { $0.contains(server.url(path)) }.count == 1, "\(path): \(hostile.output)")
        }
        #expect(warnings.count == 8, "\(hostile.output)")
        // Two rounds of four downloads, each at most 3 s (the trickles), plus start-up.
        #expect(seconds < 20, "\(seconds) s")
        print(
            "hostile downloads: peak RSS \(hostile.peakKiB / 1024) MiB, baseline \(baseline.peakKiB / 1024) MiB, \(String(format: "%.1f", seconds)) s"
        )
    }

    @Test(
        "SIGTERM and SIGINT end headless runs within a second with 143 and 130",
        arguments: [
            ("frames", SIGTERM), ("soak", SIGINT), ("replay", SIGTERM), ("waiting for images", SIGINT),
        ])
    func signalsEndHeadlessRuns(mode: String, signal: Int32) throws {
        let server = try LoopbackHTTPServer(routes: [
            "/slow.png": .trickle(prefix: Hostile.header, announced: 1_000_000, interval: 0.05)
        ])
        defer { server.stop() }
        let replay = Package.root.appendingPathComponent("Tools/soak-input.jsonl").path
        let arguments: [String]
        var marker: String? = "first frame presented"
        switch mode {
        case "frames": arguments = ["--headless", "--frames", "100000000"]
        case "soak": arguments = ["--headless", "--soak", "100000000"]
        case "replay": arguments = ["--headless", "--replay", replay, "--frames", "100000000"]
        default:
            let config = try Hostile.config(
                in: folder, name: "slow.json", images: [server.url("/slow.png")], limits: #"{"timeout": 60}"#)
            arguments = ["--headless", "--screenshot", folder.appendingPathComponent("slow.png").path, "--config", config]
            marker = nil
        }
        let result = try signalApp(arguments, after: marker, signal: signal, settle: marker == nil ? 2 : 0.3)
        #expect(result.status == 128 + signal, "\(mode): \(result.output)")
        #expect(result.seconds < 1, "\(mode): \(result.seconds) s")
        if mode == "waiting for images" { #expect(server.hitCount("/slow.png") == 1, "it was waiting for the download") }
    }

    @Test(
        "CMYK and YCCK JPEGs show their colours in the app; a JPEG cut short is one warning naming the file and libjpeg's words, a placeholder, nothing raw"
    )
    func oddImagesInTheApp() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: imageFixture("gradient.jpg")))
        let cut = folder.appendingPathComponent("cut.jpg")
        try whole.prefix(whole.count * 2 / 3).write(to: cut)
        for (image, expected) in [
            (imageFixture("red-cmyk-adobe.jpg"), (235, 23, 23)), (imageFixture("red-ycck-adobe.jpg"), (235, 23, 23)),
            (cut.path, (0x3A, 0x3F, 0x4A)),
        ] {
            let config = try Hostile.config(in: folder, name: "odd.json", images: [image, image, image], limits: "{}")
            let path = folder.appendingPathComponent("odd.png").path
            let result = try runApp(["--headless", "--screenshot", path, "--config", config, "--scene", "banners"])
            #expect(result.status == 0, "\(result.output)")
            let pixel = try Picture(file: path).pixel(480, 400)
            #expect(
                abs(pixel.r - expected.0) <= 10 && abs(pixel.g - expected.1) <= 10 && abs(pixel.b - expected.2) <= 10,
                "\(image): \(pixel)")
            let lines = result.output.split(separator: "\n")
            if image == cut.path {
                #expect(lines.filter { $0.contains("warning") }.count == 1, "\(result.output)")
                #expect(
                    lines.contains { $0.contains(cut.path) && $0.contains("libjpeg: Premature end of JPEG file") },
                    "\(result.output)")
                #expect(!lines.contains { $0.hasPrefix("libpng") || $0.hasPrefix("Premature") }, "nothing raw: \(result.output)")
            } else {
                #expect(!lines.contains { $0.contains("warning") }, "\(result.output)")
            }
        }
    }

    @Test(
        "a screenshot that cannot be written exits 1 and says why",
        arguments: [
            ("/dev/full", "no space left on the device"),
            ("/nonexistent-folder/shot.png", "the folder /nonexistent-folder does not exist"),
            ("/proc/shot.png", "could not write the screenshot /proc/shot.png"),
        ])
    func unwritableScreenshots(path: String, message: String) throws {
        let result = try runApp(["--headless", "--screenshot", path])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains("error: could not write the screenshot \(path): ") && result.output.contains(message),
            "\(result.output)")
        #expect(!result.output.contains("wrote \(path)"), "\(result.output)")
    }

    @Test("command-line numbers give their range, negative ones included; config paths name their real problem")
    func honestMessages() throws {
        for (arguments, message) in [
            (["--width", "-5"], "--width must be 150 to 8192 points, not -5."),
            (["--width", "960", "--height", "abc"], "--height must be a whole number of points, 150 to 8192, not abc."),
            (["--width", "960", "--headless", "--frames", "-1"], "--frames must be 1 or more frames, not -1."),
            (["--autoplay", "-2"], "--autoplay must be a number of seconds, 0.5 or more, not -2."),
        ] {
            let result = try runApp(arguments)
            #expect(result.status == 64 && result.output.contains(message), "\(arguments): \(result.output)")
        }
        let fifo = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let loop = folder.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        for (config, message) in [
            ("/dev/null", "/dev/null: it is a character device, not a regular file"),
            (fifo, "pipe.json: it is a FIFO (named pipe), not a regular file"),
            (loop, "loop.json: its path is a symbolic link loop"),
        ] {
            let result = try runApp([
                "--config", config, "--headless", "--screenshot", folder.appendingPathComponent("x.png").path,
            ])
            #expect(result.status == 1 && result.output.contains(message), "\(config): \(result.output)")
        }
    }
}

extension WindowEndToEndTests {
    /// The times between the `didScroll` events of one key's page animation, in seconds of the app's
    /// clock, and the wall-clock seconds from the key to its first event.
    func pageAnimation(_ app: LabProcess) throws -> (intervals: [Double], response: TimeInterval) {
        let before = app.events(named: "didScroll").count
        let ended = app.events(named: "didEndScrollingAnimation").count
        let sent = Date()
        try app.key("Right")
        LabProcess.poll(timeout: 10) { app.events(named: "didScroll").count > before }
        let response = Date().timeIntervalSince(sent)
        app.waitForEvents("didEndScrollingAnimation", count: ended + 1, timeout: 10)
        Thread.sleep(forTimeInterval: 0.2)
        let times = app.events(named: "didScroll").dropFirst(before).compactMap { $0["time"] as? Double }
        return (zip(times.dropFirst(), times).map { $0 - $1 }, response)
    }

    @Test("eight hostile downloads in flight: the window keeps drawing and answering keys, and Esc quits within a second")
    func theWindowIgnoresHostileDownloads() throws {
        let server = try Hostile.server()
        defer { server.stop() }
        let limits = #"{"timeout": 20}"#
        let local = try Hostile.localImage(in: shots)
        let calm = try Hostile.config(in: shots, name: "calm.json", images: Array(repeating: local, count: 8), limits: limits)
        let hostile = try Hostile.config(in: shots, name: "hostile.json", images: Hostile.paths.map(server.url), limits: limits)

        func measure(_ config: String) throws -> (
            median: Double, longest: Double, response: TimeInterval, quit: (status: Int32?, seconds: TimeInterval)
        ) {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try LabProcess(display: display, arguments: ["--scene", "banners", "--config", config])
            var intervals: [Double] = []
            var response: TimeInterval = 0
            for _ in 0..<3 {
                let page = try pageAnimation(app)
                intervals += page.intervals
                response = max(response, page.response)
            }
            let sorted = intervals.sorted()
            #expect(sorted.count > 10, "frames drawn during three page animations: \(sorted.count)")
            try app.key("Escape") // from the banners scene to the gallery; Esc there quits
            Thread.sleep(forTimeInterval: 0.3)
            return (sorted.isEmpty ? 1 : sorted[sorted.count / 2], sorted.last ?? 1, response, try app.quitWithEscape())
        }
        let without = try measure(calm)
        let with = try measure(hostile)
        print(
            "frame interval median \(with.median * 1000) ms with hostile downloads, \(without.median * 1000) ms without; longest \(with.longest * 1000) ms; key response \(with.response) s"
        )
        #expect(
            with.median <= max(2 * without.median, 0.020),
            "median frame interval \(with.median) s, without downloads \(without.median) s")
        #expect(with.longest < 0.25, "no frame stalls: the longest interval was \(with.longest) s")
        #expect(with.response < 0.5, "the first frame after a key: \(with.response) s")
        #expect(with.quit.status == 0 && with.quit.seconds < 1, "Esc quit: \(with.quit)")
        #expect(server.hitCount("/trickle0.png") + server.hitCount("/trickle1.png") >= 1, "downloads were in flight")
    }

    @Test("SIGTERM and SIGINT end the window within a second with 143 and 130", arguments: [SIGTERM, SIGINT])
    func signalsEndTheWindow(signal: Int32) throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let app = try LabProcess(display: display, arguments: [])
        let result = app.send(signal)
        #expect(result.status == 128 + signal, "\(result)")
        #expect(result.seconds < 1, "\(result.seconds) s")
    }
}
