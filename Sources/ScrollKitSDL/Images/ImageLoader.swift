internal import CSDL
import Dispatch
import Foundation
import Logging
import ScrollKit

/// Loads PNG and JPEG images for a `Renderer`: reads or downloads and decodes them off the main
/// thread, and turns them into textures on the main thread when the run loop calls
/// `uploadReady(into:frameTime:)`.
///
/// An `ImageReference.key` is a file path, a `file://` URL or an `http://` / `https://` URL.
/// Remote images are downloaded with URLSession within the `configuration`'s `timeout` and
/// `maxDownloadBytes`, and kept (encoded) in an in-memory cache of at most `cacheBytes` bytes.
/// Every image, local or remote, has its PNG/JPEG header checked against `maxDimension` and
/// `maxPixels` before its pixels are decoded. Each key is loaded once (again only if its renderer
/// lost the texture). An image that cannot be loaded stays a placeholder forever and is reported by
/// exactly one warning naming the file or URL, the reason and what to do.
///
/// Until an image arrives the renderer draws a placeholder; an image uploaded by
/// `uploadReady(into:frameTime:)` then fades in over it for `fadeDuration` seconds of the frame
/// time the run loop passes (the loader reads no clock).
///
/// Threading: the public API is main-thread only. Downloads run on URLSession's delegate queue;
/// decoding on a private serial queue (`IMG_LoadTyped_RW` + conversion to RGBA32); finished
/// surfaces wait in a locked inbox until the main thread collects them.
@MainActor
public final class ImageLoader {
    /// Where an image is in its life.
    public enum Status: Hashable, Sendable {
        /// Nobody asked for it yet.
        case notRequested
        /// Being downloaded or decoded, or decoded and waiting for `uploadReady(into:)`.
        case loading
        /// A renderer holds its texture.
        case ready
        /// It could not be loaded (the warning has been logged); it draws as a placeholder.
        case failed
    }

    /// The limits and timings this loader applies.
    public let configuration: Configuration
    /// Loads started since the loader was created: each image once, plus once more each time a
    /// renderer lost its texture (a steady frame starts none).
    public private(set) var imageDecodes = 0
    /// Network transfers started (a remote image found in the cache starts none).
    public private(set) var downloads = 0
    /// Images that failed to load.
    public private(set) var failures = 0
    /// Bytes of downloaded images held by the cache, at most `configuration.cacheBytes`.
    public var cachedBytes: Int { cache.totalBytes }
    /// True while an image fades in at the latest frame time given to
    /// `uploadReady(into:frameTime:)`, including the frame in which it reaches full opacity: a run
    /// loop that renders only when something changed renders whenever this is true.
    public private(set) var isFading = false

    private let context: SDLContext
    private let logger: Logger
    private let queue = DispatchQueue(label: "ScrollKitSDL.ImageLoader.decode", qos: .userInitiated)
    private let group = DispatchGroup()
    private let inbox = ImageInbox()
    private let fetcher: RemoteImageFetcher
    private let cancellation = LoadCancellation()
    private var cache: ByteBoundedCache<String>
    private var statuses: [String: Status] = [:]
    private var failureReasons: [String: String] = [:]
    private var collected: [DecodeResult] = []
    /// The frame time each fading image arrived at; emptied as the fades finish.
    private var fadeStarts: [String: TimeInterval] = [:]
    /// The latest frame time given to `uploadReady(into:frameTime:)`.
    private var frameTime: TimeInterval?

    /// A loader with no images yet, decoding on a background queue of its own.
    ///
    /// - Parameters:
    ///   - context: the SDL session (SDL_image included); the loader keeps it alive.
    ///   - configuration: limits and timings; see `Configuration` for the defaults.
    ///   - logger: receives one warning per image that fails to load.
    public init(
        context: SDLContext, configuration: Configuration = .default,
        logger: Logger = Logger(label: "ScrollKitSDL.ImageLoader")
    ) {
        self.context = context
        self.configuration = configuration
        self.logger = logger
        self.fetcher = RemoteImageFetcher(limits: configuration)
        self.cache = ByteBoundedCache(capacity: configuration.cacheBytes)
    }

    deinit {
        // Fails the downloads waiting and in flight and cancels them in the background.
        fetcher.invalidate()
        cancellation.cancel()
    }

    /// Stops every load for good, at once (for quitting): downloads are cancelled in the
    /// background, decodes not started yet are skipped (one already running finishes on its
    /// queue), and nothing new starts. Nothing is logged for them. Returns without waiting.
    public func cancelAll() {
        fetcher.invalidate()
        cancellation.cancel()
    }

    /// How long `loadAllPending` may need for the images loading now, in seconds: each download
    /// ends within `timeout` of its start and at most `RemoteImageFetcher.maxConcurrentDownloads`
    /// run at once, plus 2 s to decode.
    public var longestLoadTime: TimeInterval {
        let downloads = fetcher.activeCount
        let rounds = (downloads + RemoteImageFetcher.maxConcurrentDownloads - 1) / RemoteImageFetcher.maxConcurrentDownloads
        return Double(rounds) * configuration.timeout + 2
    }

    /// Downloads running at once, at most; further ones wait for a slot (their `timeout` starts then).
    public static var maxConcurrentDownloads: Int { RemoteImageFetcher.maxConcurrentDownloads }

    /// Where `image` is in its life.
    public func status(of image: ImageReference) -> Status {
        statuses[image.key] ?? .notRequested
    }

    /// Why `image` failed to load (the warning's reason), or nil when it did not fail.
    public func failureReason(of image: ImageReference) -> String? {
        failureReasons[image.key]
    }

    /// Images requested whose texture is not made yet (downloading, decoding, or waiting for upload).
    public var pendingCount: Int {
        statuses.values.reduce(0) { $0 + ($1 == .loading ? 1 : 0) }
    }

    /// How opaque `image` is drawn over its placeholder at the latest frame time: from 0 when it
    /// arrives to 1 after `fadeDuration` seconds; 1 for an image that is not fading.
    public func opacity(of image: ImageReference) -> Double {
        guard let start = fadeStarts[image.key], let frameTime else { return 1 }
        guard configuration.fadeDuration > 0 else { return 1 }
        return min(max((frameTime - start) / configuration.fadeDuration, 0), 1)
    }

    /// Starts loading `image` in the background unless it is loading, loaded or failed already.
    /// Cheap to call every frame (the renderer does, for every image it has no texture for). An
    /// image already `.ready` is loaded again: the renderer asks only when it has no texture, so
    /// it lost it; a remote one comes from the cache when it is still there.
    public func request(_ image: ImageReference) {
        let key = image.key
        let status = statuses[key]
        guard status == nil || status == .ready else { return }
        statuses[key] = .loading
        fadeStarts[key] = nil
        imageDecodes += 1
        let inbox = inbox
        let limits = configuration
        let cancellation = cancellation
        switch ImageSource(key: key) {
        case .file(let path):
            queue.async(group: group) {
                guard !cancellation.isCancelled else { return }
                inbox.post(DecodeResult.decodeFile(key: key, path: path, limits: limits))
            }
        case .remote(let url):
            if let bytes = cache.value(for: key) {
                queue.async(group: group) {
                    guard !cancellation.isCancelled else { return }
                    inbox.post(DecodeResult.decode(key: key, origin: key, bytes: bytes, limits: limits, keepEncoded: false))
                }
                return
            }
            downloads += 1
            let queue = queue
            let group = group
            group.enter()
            fetcher.fetch(url) { outcome in
                switch outcome {
                case .success(let bytes):
                    queue.async {
                        if !cancellation.isCancelled {
                            inbox.post(
                                DecodeResult.decode(key: key, origin: key, bytes: bytes, limits: limits, keepEncoded: true))
                        }
                        group.leave()
                    }
                case .failure(let failure):
                    inbox.post(.failed(key: key, origin: key, failure: failure))
                    group.leave()
                }
            }
        case .unsupported(let failure):
            queue.async(group: group) {
                inbox.post(.failed(key: key, origin: key, failure: failure))
            }
        }
    }

    /// Requests every image `list` draws (to load them before the first frame).
    public func requestImages(in list: DisplayList) {
        for command in list.commands {
            switch command {
            case .image(let image, _, _, _), .croppedImage(let image, _, _, _, _): request(image)
            default: continue
            }
        }
    }

    /// Turns every image loaded since the last call into a texture of `renderer`, and logs the
    /// failures. The images appear at once, with no fade. Call on the main thread, before rendering.
    /// - Returns: the number of textures created.
    @discardableResult
    public func uploadReady(into renderer: Renderer) -> Int {
        upload(into: renderer, fadeStart: nil)
    }

    /// The once-per-frame call of a run loop: like `uploadReady(into:)`, and the images uploaded
    /// now fade in from this frame on. `frameTime` is the time of the frame about to be rendered,
    /// in seconds (the run loop's clock, the same one it passes to `WindowRoot.frame(at:)`); the
    /// fades of `opacity(of:)` and `isFading` are measured in it.
    /// - Returns: the number of textures created.
    @discardableResult
    public func uploadReady(into renderer: Renderer, frameTime: TimeInterval) -> Int {
        self.frameTime = frameTime
        let fadedBefore = !fadeStarts.isEmpty
        let duration = configuration.fadeDuration
        fadeStarts = fadeStarts.filter { frameTime - $0.value < duration }
        let uploaded = upload(into: renderer, fadeStart: duration > 0 ? frameTime : nil)
        // A fade that finished in this frame still needs this frame drawn at full opacity.
        isFading = fadedBefore || !fadeStarts.isEmpty
        return uploaded
    }

    /// Waits (blocking the main thread, at most `timeout` seconds) until every requested image is
    /// loaded or failed (remote ones included: see `longestLoadTime`), then uploads them into
    /// `renderer` and ends every fade, so the next frame shows each image fully. For headless
    /// one-shot screenshots: render once (or `requestImages(in:)`), call this, render again.
    /// - Parameters:
    ///   - renderer: the renderer the images are uploaded into.
    ///   - timeout: the longest to wait, in seconds.
    ///   - shouldStop: asked every 20 ms while waiting; true ends the wait early (a quit).
    /// - Returns: true when nothing is left pending.
    @discardableResult
    public func loadAllPending(into renderer: Renderer, timeout: TimeInterval, shouldStop: () -> Bool = { false }) -> Bool {
        let end = DispatchTime.now() + timeout
        var finished = false
        while !finished {
            finished = group.wait(timeout: min(end, .now() + 0.02)) == .success
            if DispatchTime.now() >= end || shouldStop() { break }
        }
        uploadReady(into: renderer)
        fadeStarts.removeAll()
        return finished && pendingCount == 0
    }

    private func upload(into renderer: Renderer, fadeStart: TimeInterval?) -> Int {
        collected.removeAll(keepingCapacity: true)
        inbox.drain(into: &collected)
        var uploaded = 0
        for result in collected {
            switch result {
            case .decoded(let key, let surface, let encoded):
                do {
                    try renderer.installImage(key: key, surface: surface)
                    statuses[key] = .ready
                    if let fadeStart { fadeStarts[key] = fadeStart }
                    if let encoded { cache.insert(encoded, for: key) }
                    uploaded += 1
                } catch {
                    fail(key: key, origin: key, failure: ImageLoadFailure("\(error)", remedy: "see the SDL error"))
                }
            case .failed(let key, let origin, let failure):
                fail(key: key, origin: origin, failure: failure)
            }
        }
        collected.removeAll(keepingCapacity: true)
        return uploaded
    }

    /// Called by the renderer when it releases the texture of a loaded image (evicted from its
    /// bounded cache, or lost with the render device): the image goes back to not requested, so
    /// the next `request` loads it again (from the download cache when it is there). Failed and
    /// loading images are left as they are.
    func textureReleased(key: String) {
        if statuses[key] == .ready { statuses[key] = nil }
    }

    private func fail(key: String, origin: String, failure: ImageLoadFailure) {
        statuses[key] = .failed
        failureReasons[key] = failure.reason
        failures += 1
        logger.warning("could not load the image \(origin): \(failure.reason); showing a placeholder (\(failure.remedy))")
    }
}

/// Set once when a loader stops for good; the decode queue skips its work from then on.
final class LoadCancellation: @unchecked Sendable {
    // @unchecked: `cancelled` is only touched under `lock`.
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}

/// Where an `ImageReference.key` points.
enum ImageSource: Hashable, Sendable {
    case file(path: String)
    case remote(URL)
    case unsupported(ImageLoadFailure)

    init(key: String) {
        let lowered = key.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: key), url.host?.isEmpty == false else {
                self = .unsupported(ImageLoadFailure("it is not a valid URL", remedy: "write it as https://host/path/image.png"))
                return
            }
            self = .remote(url)
        } else if lowered.hasPrefix("file://") {
            guard let url = URL(string: key), url.isFileURL else {
                self = .unsupported(
                    ImageLoadFailure("it is not a valid file URL", remedy: "write it as file:///absolute/path.png"))
                return
            }
            self = .file(path: url.path)
        } else if key.contains("://") {
            self = .unsupported(
                ImageLoadFailure(
                    "only file paths, file:// and http(s):// URLs are supported",
                    remedy: "use a local file or an http(s) URL"))
        } else {
            self = .file(path: key)
        }
    }
}
