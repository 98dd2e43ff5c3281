import Foundation

extension ImageLoader {
    /// The limits and timings of an `ImageLoader`. Every value has a default; the property names are
    /// also the keys of the app config's `"images"` object, and failure messages name them.
    public struct Configuration: Hashable, Sendable {
        /// The longest a remote image may take, from the request to its last byte, in seconds.
        /// Past it the download is cancelled and the image fails (placeholder, one warning).
        public var timeout: TimeInterval
        /// The largest remote image accepted, in bytes of the encoded file (as sent by the server).
        /// A larger `Content-Length` is refused before the body arrives; a body that grows past it is
        /// cancelled.
        public var maxDownloadBytes: Int
        /// The largest width or height accepted, in pixels, for local files and remote images
        /// alike. Checked on the PNG `IHDR` / JPEG `SOF` header before any pixel is decoded.
        public var maxDimension: Int
        /// The largest pixel count (width × height) accepted, checked with `maxDimension`. A decoded
        /// image costs 4 bytes per pixel.
        public var maxPixels: Int
        /// The in-memory cache of downloaded (still encoded) remote images, in bytes. When a
        /// texture has to be made again (a new renderer, a dropped texture), a cached image is
        /// decoded again without a download. 0 turns the cache off.
        public var cacheBytes: Int
        /// How long an image fades in over its placeholder once it arrives, in seconds of frame
        /// time (see `ImageLoader.uploadReady(into:frameTime:)`). 0 shows it at once.
        public var fadeDuration: TimeInterval

        /// timeout 8 s, maxDownloadBytes 16 MiB, maxDimension 8192 px, maxPixels 32 Mi px
        /// (33 554 432, 128 MiB decoded), cacheBytes 64 MiB, fadeDuration 0.25 s.
        public static let `default` = Configuration()

        /// A configuration with the given limits and timings; each defaults to `default`'s value.
        public init(
            timeout: TimeInterval = 8,
            maxDownloadBytes: Int = 16 << 20,
            maxDimension: Int = 8192,
            maxPixels: Int = 32 << 20,
            cacheBytes: Int = 64 << 20,
            fadeDuration: TimeInterval = 0.25
        ) {
            self.timeout = timeout
            self.maxDownloadBytes = maxDownloadBytes
            self.maxDimension = maxDimension
            self.maxPixels = maxPixels
            self.cacheBytes = cacheBytes
            self.fadeDuration = fadeDuration
        }

        /// Why `header` is refused by the size limits, or nil when it is within them.
        func refusal(of header: ImageHeader) -> ImageLoadFailure? {
            let size = "\(header.width)×\(header.height) pixels"
            if header.width > maxDimension || header.height > maxDimension {
                return ImageLoadFailure(
                    "its header declares \(size), over the limit of \(maxDimension) pixels per side (maxDimension); refused before decoding",
                    remedy: "scale the image down, or raise maxDimension")
            }
            if header.width * header.height > maxPixels {
                return ImageLoadFailure(
                    "its header declares \(size) (\(header.width * header.height) pixels), over the limit of \(maxPixels) pixels (maxPixels); refused before decoding",
                    remedy: "scale the image down, or raise maxPixels")
            }
            return nil
        }
    }
}

/// Why an image could not be loaded, and what to do about it: the two halves of its one warning.
struct ImageLoadFailure: Error, Hashable, Sendable {
    /// What went wrong, e.g. "no complete answer within 8 s (timeout)".
    var reason: String
    /// What the user can do, e.g. "check that the server is up, or raise timeout".
    var remedy: String

    init(_ reason: String, remedy: String) {
        self.reason = reason
        self.remedy = remedy
    }

    static func timedOut(after seconds: TimeInterval) -> ImageLoadFailure {
        ImageLoadFailure(
            "no complete answer within \(formatSeconds(seconds)) s (timeout)",
            remedy: "check that the server is up and answers quickly, or raise timeout")
    }

    static func tooLarge(limit: Int, announced: Int64? = nil) -> ImageLoadFailure {
        let size = announced.map { "the server announced \($0) bytes" } ?? "the download grew past the limit"
        return ImageLoadFailure(
            "\(size); the limit is \(limit) bytes (maxDownloadBytes)",
            remedy: "serve a smaller image, or raise maxDownloadBytes")
    }

    static func formatSeconds(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3g", seconds)
    }
}
