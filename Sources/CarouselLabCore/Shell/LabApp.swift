import Carousels
import Foundation
import Logging
import ScrollKit
import ScrollKitSDL

/// The lab: loads the config, opens the window (or a headless surface), builds the shell and runs
/// the frame loop. The loop is the only place that reads the clock; everything below gets the time
/// passed down: app time, `--time-scale` × the frame clock (`AppClock`, paused and stepped by the
/// keys S, Space and `.`). A headless run has no clock at all: its frames are
/// `LabOptions.headlessFrameStep` apart, so a replay is exact.
@MainActor
public final class LabApp {
    /// How long an idle loop sleeps waiting for input before checking again, in seconds.
    static let idleWait: TimeInterval = 0.25
    /// How long it sleeps while images decode in the background (one 60 Hz frame), in seconds.
    static let decodeWait: TimeInterval = 0.016
    /// How long a frame that needs its images waits for them, in seconds: 10, or what the loader
    /// says the images loading now may take when that is longer (`ImageLoader.longestLoadTime`:
    /// each download ends within `timeout` of its start, a few run at once).
    func imageWait(_ loader: ImageLoader) -> TimeInterval { max(10, loader.longestLoadTime) }
    /// How long a replay runs on after its last event for the strip to come to rest, at most, in seconds.
    static let replaySettleLimit: TimeInterval = 10

    private let options: LabOptions
    private let logger: Logger
    private let config: LabConfig
    /// The config file the lab read (`--config`, or the default one found), watched in a window.
    private let configPath: String
    /// Whether the lab reduces motion, and what decided it (logged once at start).
    public let motion: ReducedMotion

    /// Loads the config. Throws `ConfigError` with file, line and column when it is wrong, and
    /// `OptionValueError` when the options' keylines or effect over the config's make a keyline
    /// layout with a 3D effect (`LabOptions.checkKeylines(over:)`).
    ///
    /// Decides reduced motion (`ReducedMotion`), asking `desktop` only when neither `options` nor the
    /// config say.
    public init(
        options: LabOptions, logger: Logger = Logger(label: "CarouselLab"),
        desktop: DesktopMotionPreference = DesktopMotionPreference()
    ) throws {
        self.options = options
        self.logger = logger
        let path = try options.configPath ?? DefaultConfigLocator().locate()
        configPath = path
        config = try LabConfig.load(from: path)
        try options.checkKeylines(over: config)
        motion = ReducedMotion.resolve(
            commandLine: options.reducesMotion, config: config.reducesMotion,
            desktop: { desktop.asksForReducedMotion() })
        logger.info("\(motion.logLine)")
    }

    /// The banners of the config, in order.
    public var banners: [Banner] { config.banners }

    /// How a run ended.
    public enum Ending: Equatable, Sendable {
        /// Esc in the gallery, the window closed, or the frames and screenshot done: exit code 0.
        case finished
        /// SIGINT or SIGTERM (`QuitSignal`): exit code 128 + the signal's number.
        case signal(Int32)
    }

    /// Runs until the window closes or Esc is pressed in the gallery (headless: until the frames are
    /// done and the screenshot is written), or until SIGINT or SIGTERM (`QuitSignal`, which the
    /// loops check on every pass: the app ends within a second, downloads and decodes cancelled).
    @discardableResult
    public func run() throws -> Ending {
        if options.headless {
            return try runHeadless()
        } else {
            return try runWindowed()
        }
    }

    /// Writes the frame drawn so far to `path` (windows and headless surfaces alike).
    /// - Throws: `ScreenshotError` naming the file and the cause.
    private func writeScreenshot(of target: FrameSource, to path: String) throws {
        do {
            try target.screenshot(to: path)
        } catch let error as FileWriteError {
            throw ScreenshotError(path: path, reason: error.reason)
        } catch {
            throw ScreenshotError(path: path, reason: "\(error)")
        }
    }

    // MARK: Scene

    /// The window's root for `size` points, the shell filling it.
    func makeRoot(size: CGSize, measurer: TextMeasuring?) -> (WindowRoot, LabShell) {
        // No background of its own: the renderer clears to the backdrop, unless what is drawn first
        // covers the window (the gallery's backdrop).
        let root = WindowRoot(size: size)
        root.textMeasurer = measurer
        root.reducesMotion = motion.isOn
        let log =
            options.logsEvents
            ? EventLog(
                scene: options.scene.rawValue, clock: { [unowned root] in root.animationDriver.now },
                write: { print($0) }) : nil
        let shell = LabShell(
            scene: options.scene, banners: config.banners, layout: options.layout(over: config.layout),
            itemLengths: config.itemLengths, bannerIDs: config.bannerIDs, bannerRows: config.bannerRows,
            flow: options.flow(over: config.flow), log: log)
        shell.frame = root.bounds
        shell.xray.isHidden = !options.xray
        shell.setPlotShown(options.showsPlot)
        shell.reducesMotion = motion.isOn
        shell.setAutoplay(options.autoplayInterval)
        shell.setAttract(options.attractTimeout)
        shell.setEffect(options.effect ?? config.effect)
        shell.feed = options.feed
        root.addSubview(shell)
        root.onResize = { [unowned root, unowned shell] in shell.frame = root.bounds }
        shell.focusFirstTechnique()
        // A technique that lays its items out without the asked-for keylines says so, once.
        for technique in shell.content.techniques {
            if let problem = technique.carousel.keylineProblem { logger.notice("\(technique.kind.rawValue): \(problem)") }
        }
        return (root, shell)
    }

    // MARK: Live edits

    /// The folder of the config file: relative image paths of the config and of a recording's data
    /// lines are relative to it.
    private var configFolder: String { ConfigPath.directory(of: config.sourceURL.path) }

    /// Shows `banners` (a new version of the config's, from the watched file or a recording's data
    /// line) in every technique, and logs what changed.
    private func applyEdit(_ banners: [LiveBanner], to shell: LabShell, at now: Timestamp) {
        let changes = shell.updateBanners(banners, at: now)
        logger.info(
            "applied the edited config: \(banners.count) banner\(banners.count == 1 ? "" : "s") (\(changes.inserted.count) inserted, \(changes.removed.count) removed, \(changes.moved.count) moved, \(changes.reloaded.count) changed)"
        )
    }

    /// Says once per version that what changed beside the banners (a `"layout"` edit, `keylines`
    /// included, `"images"`, `"motion"`) waits for a restart, naming the layout keys (`UnappliedSettings`).
    private func noteUnappliedSettings(of edited: LabConfig) {
        guard let line = UnappliedSettings(shown: config, edited: edited).logLine else { return }
        logger.notice("\(line)")
    }

    // MARK: Headless: frames at a fixed step, optionally replaying input

    private func runHeadless() throws -> Ending {
        let context = try SDLContext(videoDriver: .headless)
        let surface = try HeadlessSurface(context: context, size: options.size, pixelScale: options.pixelScale)
        let loader = ImageLoader(context: context, configuration: config.images, logger: logger)
        let renderer = try Renderer(surface: surface, imageLoader: loader, logger: logger)
        let (root, shell) = makeRoot(size: options.size, measurer: renderer)
        let monitor = options.soakFrames.map(SoakMonitor.init(frames:))
        var input = ReplayCursor(recording: options.replay, repeats: monitor != nil)
        let csv = try PlotCSVWriter.attach(path: options.plotCSVPath, to: shell.plotRecorder)
        defer { csv?.finish() }
        var clock = AppClock(scale: options.timeScale) // no badge: the same app time gives the same picture at any scale
        let step = LabOptions.headlessFrameStep
        defer { loader.cancelAll() }
        var frame = 0
        while true {
            if let signal = QuitSignal.number { return .signal(signal) }
            let frameClock = Double(frame) * step
            let now = clock.advance(to: frameClock) // app time: the scale × frame k / 60 s
            while true {
                if let event = input.next(until: now) {
                    // Attract mode may swallow it: the input that wakes the screen does nothing else.
                    if shell.admit(event), !root.handle(event) { break }
                } else if let edit = input.nextEdit(until: now) {
                    applyEdit(edit.banners(relativeTo: configFolder), to: shell, at: now)
                } else {
                    break
                }
            }
            shell.update(now: now)
            let list = root.frame(at: now)
            if monitor?.renders(frame) ?? true {
                shell.noteFrame(at: frameClock) // the HUD measures the loop, not app time
                try renderer.render(list, clearColor: .backdrop)
            }
            // Every image a frame asks for is loaded before the next one: the frames do not depend
            // on how fast the decoder thread is.
            if loader.pendingCount > 0 {
                let wait = imageWait(loader)
                if !loader.loadAllPending(into: renderer, timeout: wait, shouldStop: { QuitSignal.number != nil }) {
                    if let signal = QuitSignal.number { return .signal(signal) }
                    logger.warning(
                        "some images were still loading after \(String(format: "%g", wait)) s; they show as placeholders")
                }
            }
            if frame == 0 {
                logger.notice(
                    "first frame presented: \(Int(options.size.width))x\(Int(options.size.height)) pt, scene \(options.scene.rawValue), renderer headless"
                )
            }
            monitor?.afterFrame(frame, shell: shell, renderer: renderer)
            frame += 1
            if shell.wantsQuit { break }
            if let frames = options.soakFrames ?? options.frames {
                if frame >= frames { break }
            } else if options.replay == nil {
                break // one frame: a screenshot of the scene as it opens
            } else if input.isFinished(at: now),
                root.animationDriver.isIdle || input.hasRunOver(now: now, by: LabApp.replaySettleLimit)
            {
                break
            }
        }
        try renderer.render(root.frame(at: clock.now), clearColor: .backdrop) // with every image in
        if let path = options.screenshotPath {
            try writeScreenshot(of: surface, to: path)
            logger.info("wrote \(path) after \(frame) frame\(frame == 1 ? "" : "s")")
        }
        if let monitor {
            let report = monitor.report(renderer: renderer)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            guard report.failures.isEmpty else { throw SoakFailure(failures: report.failures) }
        }
        return .finished
    }

    // MARK: Windowed: the frame loop

    private func runWindowed() throws -> Ending {
        let context = try SDLContext()
        let window = try Window(context: context, size: options.size)
        let loader = ImageLoader(context: context, configuration: config.images, logger: logger)
        let renderer = try Renderer(window: window, imageLoader: loader, logger: logger)
        let pump = EventPump(context: context)
        let (root, shell) = makeRoot(size: window.sizeInPoints, measurer: renderer)
        var clock = AppClock(scale: options.timeScale)
        _ = clock.advance(to: context.now) // app time 0 now; events and frames are on app time from here
        shell.showTime(clock)
        var replay = options.replay.map(WindowReplay.init)
        let csv = try PlotCSVWriter.attach(path: options.plotCSVPath, to: shell.plotRecorder)
        defer { csv?.finish() }
        let recorder = try options.recordPath.map {
            try RecordingWriter(path: $0, header: InputRecording(scene: options.scene, size: window.sizeInPoints))
        }
        defer {
            loader.cancelAll()
            recorder?.finish(at: clock.appTime(at: context.now))
        }
        var events: [InputEvent] = []
        events.reserveCapacity(64)
        var presentedFrames = 0
        var needsFrame = true
        // The config file, watched from a background thread that wakes the loop (`LoopWaker`).
        let waker = LoopWaker(context: context)
        let watcher = ConfigFileWatcher(path: configPath) { waker.wake() }
        defer { watcher.stop() }
        var reload = ConfigReloadPolicy(file: configPath, applied: config)
        logger.info("watching \(configPath) for changes (\(watcher.mechanism.rawValue))")
        /// Does what the reload policy says at frame-clock time `clockNow` (app time `appNow`).
        func perform(_ actions: [ConfigReloadPolicy.Action], appNow: Timestamp) {
            for action in actions {
                switch action {
                case .apply(let edited):
                    let banners = LiveBanner.list(of: edited)
                    applyEdit(banners, to: shell, at: appNow)
                    recorder?.writeEdit(banners, at: appNow, configFolder: configFolder)
                    noteUnappliedSettings(of: edited)
                    needsFrame = true
                case .report(let error):
                    logger.error("the edited config is not applied; the banners shown stay: \(error)")
                case .missing(let file):
                    logger.warning(
                        "the config \(file) is gone (deleted or renamed away); the banners shown stay until a config is written there again"
                    )
                }
            }
        }

        while true {
            if let signal = QuitSignal.number { return .signal(signal) }
            let now = clock.appTime(at: context.now)
            let moving = clock.isRunning && (!root.animationDriver.isIdle || loader.isFading) // paused: nothing moves
            if needsFrame || moving || shell.nextDeadline.map({ $0 <= now }) == true {
                pump.poll(into: &events) // vsync in present() paces the loop
            } else {
                let replaying = clock.isRunning && replay?.isPlaying(at: now) == true
                var wait = loader.pendingCount > 0 || replaying ? LabApp.decodeWait : LabApp.idleWait
                if let deadline = shell.nextDeadline { wait = min(wait, clock.clockSeconds(until: deadline)) }
                if let deadline = reload.nextDeadline { wait = min(wait, max(0, deadline - context.now)) }
                _ = pump.wait(timeout: wait, into: &events)
            }
            for live in events {
                // The time keys are the viewer's, not the app's: handled here, never recorded.
                if case .key(let key) = live, clock.handle(key, at: key.timestamp) {
                    shell.showTime(clock)
                    needsFrame = true
                    continue
                }
                let event = live.onAppTime(of: clock)
                if replay?.ignores(event, at: now) == true { continue }
                recorder?.write(event, at: event.timestamp ?? now)
                needsFrame = true
                guard shell.admit(event) else { continue } // the input that wakes attract mode does nothing else
                guard root.handle(event) else { return .finished }
            }
            if shell.wantsQuit { return .finished }
            let frameClock = context.now
            let frameTime = clock.advance(to: frameClock)
            while true {
                if let event = replay?.next(until: frameTime) {
                    if shell.admit(event), !root.handle(event) { return .finished }
                } else if let edit = replay?.nextEdit(until: frameTime) {
                    applyEdit(edit.banners(relativeTo: configFolder), to: shell, at: frameTime)
                } else {
                    break
                }
                needsFrame = true
            }
            // The config file: a change read at once (good: applied; bad or gone: reported once it
            // has lasted `ConfigReloadPolicy.grace`).
            if watcher.takeChange() {
                perform(reload.read(ConfigReloadPolicy.reading(of: configPath), at: frameClock), appNow: frameTime)
            }
            perform(reload.update(now: frameClock), appNow: frameTime)
            let uploaded = loader.uploadReady(into: renderer, frameTime: frameTime) // new images fade in from now
            shell.update(now: frameTime)
            guard needsFrame || uploaded > 0 || (clock.isRunning && (loader.isFading || !root.animationDriver.isIdle)) else {
                continue
            }
            shell.noteFrame(at: frameClock) // the HUD measures the loop, not app time
            try renderer.render(root.frame(at: frameTime), clearColor: .backdrop)
            window.present()
            needsFrame = false
            presentedFrames += 1
            if presentedFrames == 1 {
                logger.notice(
                    "first frame presented: \(Int(window.sizeInPoints.width))x\(Int(window.sizeInPoints.height)) pt, scene \(options.scene.rawValue), renderer \(window.rendererName)"
                )
            }
            let lastFrame = options.frames.map { presentedFrames >= $0 } ?? (options.screenshotPath != nil)
            if lastFrame {
                if let path = options.screenshotPath {
                    _ = loader.loadAllPending(
                        into: renderer, timeout: imageWait(loader), shouldStop: { QuitSignal.number != nil })
                    if let signal = QuitSignal.number { return .signal(signal) }
                    try renderer.render(root.frame(at: clock.now), clearColor: .backdrop)
                    try writeScreenshot(of: window, to: path)
                    window.present()
                }
                return .finished
            }
        }
    }
}

/// A screenshot that could not be written: the app exits 1 with this message.
public struct ScreenshotError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "could not write the screenshot \(path): \(reason)" }
}

/// A soak that found a problem; the report lists it too.
struct SoakFailure: Error, CustomStringConvertible {
    var failures: [String]
    var description: String { "the soak failed:\n" + failures.map { "  - \($0)" }.joined(separator: "\n") }
}
