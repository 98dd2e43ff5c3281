import Foundation
import Testing

/// The real app in a real window under Xvfb, put through what a window lives through over hours:
/// a storm of resizes (tiny sizes included: there is no window manager to enforce the minimum), a
/// minimise and restore (unmap and map, which is what a window manager does when it iconifies;
/// the restored window's old pixels are gone and it must draw again), and another window taking
/// the focus in the middle of a drag, with the button-up arriving only afterwards. Each tool runs
/// under a 30 s timeout (`Shell`); every process started here is stopped with SIGKILL.
@Suite("End to end: the window survives", .serialized)
struct ResilienceEndToEndTests {
    let shots = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-lab-resilience-\(getpid())")

    init() throws {
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    }

    func withApp(_ arguments: [String], _ body: (LabProcess) throws -> Void) throws {
        try LabProcess.run(arguments, body)
    }

    /// The banners layout for a window `width` points wide: the centred banner 16 pt from each side.
    func expectCarouselLayout(_ picture: Picture, width: Int, height: Int, _ context: String) {
        #expect(picture.width == width && picture.height == height, "\(context): \(picture.width)x\(picture.height)")
        guard picture.width == width, picture.height == height else { return }
        let row = height / 2
        #expect(picture.isBackdrop(12, row), "\(context): 8 pt gap on the left")
        #expect(!picture.isBackdrop(20, row), "\(context): centred banner starts at 16")
        #expect(!picture.isBackdrop(width - 20, row), "\(context): centred banner ends at width − 16")
        #expect(picture.isBackdrop(width - 12, row), "\(context): 8 pt gap on the right")
    }

    @Test("a storm of 40 resizes, down to 40×30, ends in the right layout for the last size, and the app still pages")
    func resizeStorm() throws {
        try withApp(["--scene", "banners"]) { app in
            #expect(app.waitForEvents("settledIndexChanged").first?["index"] as? Int == 0)
            var command: [String] = []
            var state: UInt32 = 7
            for step in 0..<40 {
                state = state &* 1_103_515_245 &+ 12345
                let width = step % 10 == 9 ? 40 : 200 + Int(state >> 16) % 1000
                let height = step % 10 == 9 ? 30 : 150 + Int(state >> 8) % 600
                command += ["windowsize", app.windowID, "\(width)", "\(height)", "sleep", "0.01"]
            }
            try app.xdotool(command + ["windowsize", "--sync", app.windowID, "800", "450"])
            Thread.sleep(forTimeInterval: 0.8) // let the last size's frame (and any re-decode) land
            let picture = try app.screenshot(to: shots.appendingPathComponent("after-storm.png").path)
            expectCarouselLayout(picture, width: 800, height: 450, "after the storm")
            #expect(picture.whitePixels(x: 32..<300, y: 32..<60) > 100, "the title is drawn")
            try app.key("Right")
            #expect(app.waitForEvents("settledIndexChanged", count: 2).last?["index"] as? Int == 1, "still pages")
        }
    }

    @Test("minimise and restore: the restored window draws its frame again and goes on working")
    func minimiseAndRestore() throws {
        try withApp(["--scene", "banners"]) { app in
            Thread.sleep(forTimeInterval: 0.5)
            let before = try app.screenshot(to: shots.appendingPathComponent("before-minimise.png").path)
            expectCarouselLayout(before, width: 960, height: 540, "before")
            for round in 0..<3 {
                try app.xdotool(["windowunmap", "--sync", app.windowID])
                Thread.sleep(forTimeInterval: 0.3)
                try app.xdotool(["windowmap", "--sync", app.windowID])
                Thread.sleep(forTimeInterval: 0.6)
                let after = try app.screenshot(to: shots.appendingPathComponent("restored-\(round).png").path)
                expectCarouselLayout(after, width: 960, height: 540, "restored, round \(round)")
                #expect(after.whitePixels(x: 32..<300, y: 32..<60) > 100, "round \(round): the title is drawn again")
            }
            try app.xdotool(["windowfocus", "--sync", app.windowID])
            try app.key("Right")
            #expect(app.waitForEvents("settledIndexChanged", count: 2).last?["index"] as? Int == 1, "still pages")
        }
    }

    @Test("focus lost mid-drag: the drag ends at once, the strip settles on a page, the late button-up does nothing")
    func focusLostMidDrag() throws {
        try withApp(["--scene", "paging"]) { app in
            // Another client's window, to take the focus.
            let other = Process()
            other.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            other.arguments = ["xlogo", "-geometry", "100x100+1100+600"]
            other.environment = ["DISPLAY": app.display.name, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            other.standardOutput = FileHandle.nullDevice
            other.standardError = FileHandle.nullDevice
            try other.run()
            defer {
                kill(other.processIdentifier, SIGKILL)
                other.waitUntilExit()
            }
            let ids = try Shell.run(
                ["xdotool", "search", "--sync", "--name", "^xlogo$"], environment: ["DISPLAY": app.display.name])
            let otherID = try #require(String(decoding: ids, as: UTF8.self).split(separator: "\n").first.map(String.init))
            try app.xdotool(["windowfocus", "--sync", app.windowID])

            // Press and drag 300 pt left, slowly, and keep the button down.
            var command = ["mousemove", "--window", app.windowID, "700", "270", "mousedown", "1"]
            for x in stride(from: 680, through: 400, by: -20) {
                command += ["sleep", "0.03", "mousemove", "--window", app.windowID, "\(x)", "270"]
            }
            try app.xdotool(command)
            #expect(app.waitForEvents("willBeginDragging").count == 1)
            #expect(app.events(named: "didEndDragging").isEmpty, "still dragging while the button is down")

            try app.xdotool(["windowfocus", "--sync", otherID])
            let ended = app.waitForEvents("didEndDragging")
            #expect(ended.count == 1, "losing the focus ends the drag with the button still down")
            let settled = app.waitForEvents("didEndDecelerating")
            let offset = try #require(settled.last?["offset"] as? Double)
            #expect(abs(offset.remainder(dividingBy: 960)) < 0.01, "settled on a page boundary: \(offset)")
            let eventCount = app.events.count

            // What X delivers later: more motion with the button held, then the button-up.
            try app.xdotool([
                "mousemove", "--window", app.windowID, "300", "270", "sleep", "0.05",
                "mousemove", "--window", app.windowID, "250", "270", "mouseup", "1",
            ])
            Thread.sleep(forTimeInterval: 0.6)
            #expect(app.events.count == eventCount, "the late moves and button-up change nothing: \(app.events.suffix(3))")

            // Focus back: a new drag works as before. (`--sync` returns once X has moved the focus;
            // the app hears of it at its next poll, which a loaded machine can delay past a quick
            // drag's first events: give it a moment, as a user's hand would.)
            try app.xdotool(["windowfocus", "--sync", app.windowID])
            Thread.sleep(forTimeInterval: 0.3)
            try app.drag(from: (700, 270), to: (450, 270), steps: 6, interval: 0.008)
            #expect(app.waitForEvents("willBeginDragging", count: 2).count == 2)
            #expect(app.waitForEvents("didEndDecelerating", count: 2).count == 2)
        }
    }
}
