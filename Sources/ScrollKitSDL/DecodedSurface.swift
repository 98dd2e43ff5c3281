import CSDL
import Foundation

/// A decoded image (an `SDL_Surface` in `SDL_PIXELFORMAT_RGBA32`) on its way from the decode
/// queue to the main thread.
///
/// `@unchecked Sendable` because of an ownership hand-off the compiler cannot see: the decode queue
/// creates the surface and never touches it again after posting it to the `ImageInbox` (under the
/// inbox's lock); the main thread then takes it out of the inbox (under the same lock) and is its
/// only user from then on. `take()` hands the pointer over exactly once; a surface never taken (the
/// loader went away first) is freed in deinit. SDL surfaces are plain memory, not tied to a thread.
final class DecodedSurface: @unchecked Sendable {
    private var pointer: UnsafeMutablePointer<SDL_Surface>?

    init(_ pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

    /// Transfers ownership of the surface to the caller (who must free it); nil after the first call.
    func take() -> UnsafeMutablePointer<SDL_Surface>? {
        defer { pointer = nil }
        return pointer
    }

    deinit {
        if let pointer { SDL_FreeSurface(pointer) }
    }
}

/// The outcome of decoding one image off the main thread.
enum DecodeResult: Sendable {
    case decoded(key: String, surface: DecodedSurface)
    /// `file` is the path tried (or the key when it is not a path); `reason` is SDL_image's error.
    case failed(key: String, file: String, reason: String)

    /// Decodes the image `key` names (a path or a `file://` URL) into an RGBA32 surface. Runs on
    /// the decode queue: touches only SDL_image and surface calls, which are thread-safe here.
    static func decode(key: String) -> DecodeResult {
        let path: String
        if key.hasPrefix("file://") {
            guard let url = URL(string: key), url.isFileURL else {
                return .failed(key: key, file: key, reason: "not a valid file URL")
            }
            path = url.path
        } else if key.contains("://") {
            return .failed(key: key, file: key, reason: "only file paths and file:// URLs are supported")
        } else {
            path = key
        }
        // PNG or JPEG loader by header; absurd declared sizes and other formats refused first.
        let loaded: UnsafeMutablePointer<SDL_Surface>
        switch ImageHeader.load(path: path) {
        case .success(let surface): loaded = surface
        case .failure(let failure): return .failed(key: key, file: path, reason: failure.reason)
        }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, CSDL_PIXELFORMAT_RGBA32, 0) else {
            return .failed(key: key, file: path, reason: "could not convert to RGBA: \(String(cString: SDL_GetError()))")
        }
        return .decoded(key: key, surface: DecodedSurface(converted))
    }
}

/// Decode results waiting for the main thread, behind a lock (the decode queue posts, the main
/// thread drains).
final class ImageInbox: @unchecked Sendable {
    // @unchecked: every access to `results` holds `lock`.
    private let lock = NSLock()
    private var results: [DecodeResult] = []

    func post(_ result: DecodeResult) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    /// Moves every waiting result into `output` (appending), leaving the inbox empty.
    func drain(into output: inout [DecodeResult]) {
        lock.lock()
        output.append(contentsOf: results)
        results.removeAll(keepingCapacity: true)
        lock.unlock()
    }
}
