import CSDL
import Dispatch
import Foundation
import Logging
import ScrollKit

/// Loads PNG and JPEG images for a `Renderer`: decodes them off the main thread, and turns them
/// into textures on the main thread when the run loop calls `uploadReady(into:)`.
///
/// An `ImageReference.key` is a file path or a `file://` URL. Each key is decoded at most once.
/// A missing, unreadable or corrupt file stays a placeholder forever and is reported by exactly one
/// warning naming the file.
///
/// Threading: the public API is main-thread only. Decoding runs on a private serial queue
/// (`IMG_Load` + conversion to RGBA32); finished surfaces wait in a locked inbox until the main
/// thread collects them.
@MainActor
public final class ImageLoader {
    /// Where an image is in its life.
    public enum Status: Hashable, Sendable {
        /// Nobody asked for it yet.
        case notRequested
        /// Being decoded, or decoded and waiting for `uploadReady(into:)`.
        case loading
        /// A renderer holds its texture.
        case ready
        /// It could not be loaded (the warning has been logged); it draws as a placeholder.
        case failed
    }

    /// Decodes started since the loader was created (each image is decoded once; a steady frame
    /// starts none).
    public private(set) var imageDecodes = 0
    /// Images that failed to load.
    public private(set) var failures = 0

    private let context: SDLContext
    private let logger: Logger
    private let queue = DispatchQueue(label: "ScrollKitSDL.ImageLoader.decode", qos: .userInitiated)
    private let group = DispatchGroup()
    private let inbox = ImageInbox()
    private var statuses: [String: Status] = [:]
    private var collected: [DecodeResult] = []

    /// - Parameter logger: receives one warning per image that fails to load.
    public init(context: SDLContext, logger: Logger = Logger(label: "ScrollKitSDL.ImageLoader")) {
        self.context = context
        self.logger = logger
    }

    /// Where `image` is in its life.
    public func status(of image: ImageReference) -> Status {
        statuses[image.key] ?? .notRequested
    }

    /// Images requested whose texture is not made yet (decoding, or waiting for upload).
    public var pendingCount: Int {
        statuses.values.reduce(0) { $0 + ($1 == .loading ? 1 : 0) }
    }

    /// Starts decoding `image` in the background unless it was requested before. Cheap to call
    /// every frame (the renderer does, for every image it has no texture for).
    public func request(_ image: ImageReference) {
        guard statuses[image.key] == nil else { return }
        statuses[image.key] = .loading
        imageDecodes += 1
        let key = image.key
        let inbox = inbox
        queue.async(group: group) {
            inbox.post(DecodeResult.decode(key: key))
        }
    }

    /// Requests every image `list` draws (to load them before the first frame).
    public func requestImages(in list: DisplayList) {
        for case .image(let image, _, _, _) in list.commands {
            request(image)
        }
    }

    /// Turns every image decoded since the last call into a texture of `renderer`, and logs the
    /// failures. Call once per frame, on the main thread, before rendering.
    /// - Returns: the number of textures created.
    @discardableResult
    public func uploadReady(into renderer: Renderer) -> Int {
        collected.removeAll(keepingCapacity: true)
        inbox.drain(into: &collected)
        var uploaded = 0
        for result in collected {
            switch result {
            case .decoded(let key, let surface):
                do {
                    try renderer.installImage(key: key, surface: surface)
                    statuses[key] = .ready
                    uploaded += 1
                } catch {
                    fail(key: key, file: key, reason: "\(error)")
                }
            case .failed(let key, let file, let reason):
                fail(key: key, file: file, reason: reason)
            }
        }
        collected.removeAll(keepingCapacity: true)
        return uploaded
    }

    /// Waits (blocking the main thread, at most `timeout` seconds) until every requested image is
    /// decoded, then uploads them into `renderer`. For headless one-shot screenshots: render once
    /// (or `requestImages(in:)`), call this, render again.
    /// - Returns: true when nothing is left pending.
    @discardableResult
    public func loadAllPending(into renderer: Renderer, timeout: TimeInterval) -> Bool {
        let finished = group.wait(timeout: .now() + timeout) == .success
        uploadReady(into: renderer)
        return finished && pendingCount == 0
    }

    /// Called by the renderer when it releases the texture of a loaded image (evicted from its
    /// bounded cache, or lost with the render device): the image goes back to not requested, so
    /// the next `request` decodes it again. Failed and loading images are left as they are.
    func textureReleased(key: String) {
        if statuses[key] == .ready { statuses[key] = nil }
    }

    private func fail(key: String, file: String, reason: String) {
        statuses[key] = .failed
        failures += 1
        logger.warning("could not load the image \(file): \(reason); showing a placeholder")
    }
}
