import Carousels
import Foundation
import Logging
import ScrollKit
import ScrollKitSDL

/// The lab: loads the config, opens the window (or a headless surface), builds the scene and runs the
/// frame loop. The loop is the only place that reads the clock; everything below gets the time passed
/// down.
@MainActor
public final class LabApp {
    /// How long an idle loop sleeps waiting for input before checking again, in seconds.
    static let idleWait: TimeInterval = 0.25
    /// How long it sleeps while images decode in the background (one 60 Hz frame), in seconds.
    static let decodeWait: TimeInterval = 0.016
    /// How long a one-shot screenshot waits for its images to decode, in seconds: 10, or the
    /// config's image `timeout` plus 2 s to decode when that is longer.
    var screenshotImageTimeout: TimeInterval { max(10, config.images.timeout + 2) }

    private let options: LabOptions
    private let logger: Logger
    private let config: LabConfig

    /// Loads the config. Throws `ConfigError` with file, line and column when it is wrong.
    public init(options: LabOptions, logger: Logger = Logger(label: "CarouselLab")) throws {
        self.options = options
        self.logger = logger
        let path = try options.configPath ?? DefaultConfigLocator().locate()
        config = try LabConfig.load(from: path)
    }

    /// The banners of the config, in order.
    public var banners: [Banner] { config.banners }

    /// Runs until the window closes (or, with a screenshot path, until the shot is written).
    public func run() throws {
        if options.headless {
            try runHeadless()
        } else {
            try runWindowed()
        }
    }

    // MARK: Scene

    private var scene: SceneContent?

    private func makeRoot(size: CGSize, measurer: TextMeasuring) -> WindowRoot {
        let root = WindowRoot(size: size)
        root.backgroundColor = .backdrop
        root.textMeasurer = measurer
        let log = options.logsEvents ? EventLog(scene: options.scene.rawValue, clock: { [unowned root] in root.animationDriver.now },
                                                write: { print($0) }) : nil
        let content = options.scene.makeContent(banners: config.banners, layout: config.layout.bannerLayout, log: log)
        content.view.frame = root.bounds
        root.addSubview(content.view)
        root.onResize = { [unowned root] in content.view.frame = root.bounds }
        root.focus(content.focus)
        scene = content
        return root
    }

    // MARK: Headless: one frame to a PNG

    private func runHeadless() throws {
        let context = try SDLContext(videoDriver: .headless)
        let surface = try HeadlessSurface(context: context, size: options.size)
        let loader = ImageLoader(context: context, configuration: config.images, logger: logger)
        let renderer = try Renderer(surface: surface, imageLoader: loader, logger: logger)
        let root = makeRoot(size: options.size, measurer: renderer)
        let time = context.now
        try renderer.render(root.frame(at: time), clearColor: .backdrop)  // asks for the images
        if !loader.loadAllPending(into: renderer, timeout: screenshotImageTimeout) {
            logger.warning("some images were still loading after \(screenshotImageTimeout) s; they show as placeholders")
        }
        try renderer.render(root.frame(at: time), clearColor: .backdrop)
        if let path = options.screenshotPath {
            try surface.screenshot(to: path)
            logger.info("wrote \(path)")
        }
    }

    // MARK: Windowed: the frame loop

    private func runWindowed() throws {
        let context = try SDLContext()
        let window = try Window(context: context, size: options.size)
        let loader = ImageLoader(context: context, configuration: config.images, logger: logger)
        let renderer = try Renderer(window: window, imageLoader: loader, logger: logger)
        let pump = EventPump(context: context)
        let root = makeRoot(size: window.sizeInPoints, measurer: renderer)
        var events: [InputEvent] = []
        events.reserveCapacity(64)
        var presentedFrames = 0
        var needsFrame = true

        while true {
            if needsFrame || !root.animationDriver.isIdle || loader.isFading {
                pump.poll(into: &events)  // vsync in present() paces the loop
            } else {
                _ = pump.wait(timeout: loader.pendingCount > 0 ? LabApp.decodeWait : LabApp.idleWait, into: &events)
            }
            for event in events {
                if case .key(let key) = event, key.key == .escape { return }
                guard root.handle(event) else { return }
                needsFrame = true
            }
            let now = context.now
            let uploaded = loader.uploadReady(into: renderer, frameTime: now)  // new images fade in from now
            guard needsFrame || uploaded > 0 || loader.isFading || !root.animationDriver.isIdle else { continue }
            try renderer.render(root.frame(at: now), clearColor: .backdrop)
            window.present()
            needsFrame = false
            presentedFrames += 1
            if presentedFrames == 1 {
                logger.notice("first frame presented: \(Int(window.sizeInPoints.width))x\(Int(window.sizeInPoints.height)) pt, scene \(options.scene.rawValue), renderer \(window.rendererName)")
                if let path = options.screenshotPath {
                    _ = loader.loadAllPending(into: renderer, timeout: screenshotImageTimeout)
                    try renderer.render(root.frame(at: context.now), clearColor: .backdrop)
                    try window.screenshot(to: path)
                    window.present()
                    return
                }
            }
        }
    }
}

extension LayoutConfig {
    /// The config's layout as the carousels' geometry.
    var bannerLayout: BannerLayout {
        BannerLayout(inset: inset, spacing: spacing, cornerRadius: cornerRadius)
    }
}
