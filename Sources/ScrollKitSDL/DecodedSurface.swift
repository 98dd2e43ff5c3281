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

/// The outcome of loading one image off the main thread.
enum DecodeResult: Sendable {
    /// `encoded` is the downloaded file, for the loader's cache (nil for local files and for images
    /// decoded from the cache already).
    case decoded(key: String, surface: DecodedSurface, encoded: Data?)
    /// `origin` is the path or URL tried; `failure` says why and what to do.
    case failed(key: String, origin: String, failure: ImageLoadFailure)

    /// Reads the local file at `path` and decodes it (see `decode(key:origin:bytes:limits:keepEncoded:)`).
    /// Runs on the decode queue. The file is memory-mapped, so checking the header of a huge file
    /// reads only its first pages.
    static func decodeFile(key: String, path: String, limits: ImageLoader.Configuration) -> DecodeResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failed(key: key, origin: path, failure: ImageLoadFailure("no such file", remedy: "check the path"))
        }
        guard !isDirectory.boolValue else {
            return .failed(key: key, origin: path, failure: ImageLoadFailure("it is a folder, not an image file", remedy: "check the path"))
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            return .failed(key: key, origin: path, failure: ImageLoadFailure(
                "the file cannot be read: \((error as NSError).localizedDescription)", remedy: "check its permissions"))
        }
        return decode(key: key, origin: path, bytes: bytes, limits: limits, keepEncoded: false)
    }

    /// Decodes a PNG or JPEG file's bytes into an RGBA32 surface, after checking its header against
    /// the size limits (nothing is decoded when the header is refused). Runs on the decode queue:
    /// touches only SDL_image and surface calls, which are thread-safe here.
    static func decode(key: String, origin: String, bytes: Data, limits: ImageLoader.Configuration, keepEncoded: Bool) -> DecodeResult {
        let header: ImageHeader
        switch ImageHeader.scan(bytes) {
        case .found(let found):
            header = found
        case .needsMoreData:
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(
                bytes.isEmpty ? "the file is empty" : "the file ends before its image header is complete (\(bytes.count) bytes)",
                remedy: "use a complete PNG or JPEG file"))
        case .invalid(let reason):
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(reason, remedy: "use a PNG or JPEG file"))
        }
        if let refusal = limits.refusal(of: header) {
            return .failed(key: key, origin: origin, failure: refusal)
        }
        guard bytes.count <= Int(Int32.max) else {
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(
                "the file is \(bytes.count) bytes, more than SDL_image reads at once", remedy: "use a smaller file"))
        }
        // SDL_image's own signature check, then that one loader. `IMG_Load(Typed)_RW` would try every
        // loader whose check passes, whatever the type: a JPEG signature followed by `<svg` reached
        // the SVG loader, which leaks 16 bytes a call (found by the image fuzzer; RELIABILITY.md).
        var recognised = true
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(stream) }
            switch header.format {
            case .png:
                recognised = IMG_isPNG(stream) != 0
                return recognised ? IMG_LoadPNG_RW(stream) : nil
            case .jpeg:
                recognised = IMG_isJPG(stream) != 0
                return recognised ? IMG_LoadJPG_RW(stream) : nil
            }
        }
        guard let loaded else {
            let reason = recognised ? "the \(header.format.sdlType) data cannot be decoded: \(String(cString: SDL_GetError()))"
                                    : "SDL_image does not recognise it as a \(header.format.sdlType) file (a damaged header)"
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(reason, remedy: "re-export the image as a PNG or JPEG"))
        }
        defer { SDL_FreeSurface(loaded) }
        // The header and the decoder agree in practice; checking again costs nothing.
        if let refusal = limits.refusal(of: ImageHeader(format: header.format, width: Int(loaded.pointee.w), height: Int(loaded.pointee.h))) {
            return .failed(key: key, origin: origin, failure: refusal)
        }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, CSDL_PIXELFORMAT_RGBA32, 0) else {
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(
                "it could not be converted to RGBA: \(String(cString: SDL_GetError()))", remedy: "re-export the image"))
        }
        return .decoded(key: key, surface: DecodedSurface(converted), encoded: keepEncoded ? bytes : nil)
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

/// The image decode path the `ImageLoader` runs on its queue, run synchronously: for the fuzzers and
/// tools that must see exactly what the loader would do with a file, without a renderer.
public enum ImageDecodeProbe {
    /// What decoding produced.
    public enum Outcome: Hashable, Sendable {
        /// An RGBA32 image of this size (`pitch` bytes per row).
        case decoded(width: Int, height: Int, pitch: Int, isRGBA32: Bool)
        /// The loader's failure, with the file it names and its reason.
        case failed(file: String, reason: String)
    }

    /// Decodes the file at `path` as the loader does with `limits` (and frees the result).
    public static func decode(path: String, limits: ImageLoader.Configuration = .default) -> Outcome {
        switch DecodeResult.decodeFile(key: path, path: path, limits: limits) {
        case .decoded(_, let surface, _):
            guard let pixels = surface.take() else { return .failed(file: path, reason: "no pixels") }
            defer { SDL_FreeSurface(pixels) }
            let s = pixels.pointee
            return .decoded(width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch),
                            isRGBA32: s.format.pointee.format == CSDL_PIXELFORMAT_RGBA32)
        case .failed(_, let origin, let failure):
            return .failed(file: origin, reason: failure.reason)
        }
    }
}
