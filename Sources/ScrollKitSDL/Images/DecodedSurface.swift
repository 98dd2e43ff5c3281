internal import CImageCodecs
internal import CSDL
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

extension cimg_decoded {
    /// The library's message, as text.
    var messageText: String {
        withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension ImageHeader.Format {
    /// For messages: "PNG", "JPEG".
    var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }

    /// The library that decodes it, as messages name it.
    var library: String {
        switch self {
        case .png: "libpng"
        case .jpeg: "libjpeg"
        }
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
        if let problem = FileProblem.check(path, expected: "a PNG or JPEG file") {
            return .failed(key: key, origin: path, failure: ImageLoadFailure(problem.reason, remedy: problem.remedy))
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
                $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil
            }
            let problem = code.map { FileProblem(errno: $0, remedy: "give the path of a PNG or JPEG file") }
            return .failed(
                key: key, origin: path,
                failure: ImageLoadFailure(
                    "the file cannot be read: \(problem?.reason ?? (error as NSError).localizedDescription)",
                    remedy: problem?.remedy ?? "check the file"))
        }
        return decode(key: key, origin: path, bytes: bytes, limits: limits, keepEncoded: false)
    }

    /// Decodes a PNG or JPEG file's bytes into an RGBA32 surface, after checking its header against
    /// the size limits (nothing is decoded when the header is refused). CMYK and YCCK JPEGs are
    /// converted to RGB; a file libpng or libjpeg reports damaged or cut short is refused with the
    /// library's own message. Runs on the decode queue: libpng, libjpeg (state per call) and SDL
    /// surface calls are thread-safe here.
    static func decode(key: String, origin: String, bytes: Data, limits: ImageLoader.Configuration, keepEncoded: Bool)
        -> DecodeResult
    {
        let header: ImageHeader
        switch ImageHeader.scan(bytes) {
        case .found(let found):
            header = found
        case .needsMoreData:
            return .failed(
                key: key, origin: origin,
                failure: ImageLoadFailure(
                    bytes.isEmpty
                        ? "the file is empty" : "the file ends before its image header is complete (\(bytes.count) bytes)",
                    remedy: "use a complete PNG or JPEG file"))
        case .invalid(let reason):
            return .failed(key: key, origin: origin, failure: ImageLoadFailure(reason, remedy: "use a PNG or JPEG file"))
        }
        if let refusal = limits.refusal(of: header) {
            return .failed(key: key, origin: origin, failure: refusal)
        }
        guard bytes.count <= Int(Int32.max) else {
            return .failed(
                key: key, origin: origin,
                failure: ImageLoadFailure(
                    "the file is \(bytes.count) bytes, more than SDL_image reads at once", remedy: "use a smaller file"))
        }
        // libpng / libjpeg called directly (CImageCodecs): their messages come back in the result
        // (never printed, per call, so decodes may run on any thread), and CMYK JPEGs are converted.
        var decoded = cimg_decoded()
        let ok = bytes.withUnsafeBytes { raw -> Int32 in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            switch header.format {
            case .png: return cimg_decode_png(base, raw.count, UInt64(limits.maxPixels), &decoded)
            case .jpeg: return cimg_decode_jpeg(base, raw.count, UInt64(limits.maxPixels), &decoded)
            }
        }
        guard ok == 1, let pixels = decoded.pixels else {
            return .failed(
                key: key, origin: origin,
                failure: ImageLoadFailure(
                    "the \(header.format.name) data cannot be decoded (\(header.format.library): \(decoded.messageText))",
                    remedy: "re-export the image as a PNG or JPEG"))
        }
        defer { cimg_free(pixels) }
        if decoded.warnings > 0 {
            // libjpeg fills what it could not read with grey: a damaged image is refused, not shown half grey.
            return .failed(
                key: key, origin: origin,
                failure: ImageLoadFailure(
                    "the \(header.format.name) data is damaged or cut short (\(header.format.library): \(decoded.messageText))",
                    remedy: "re-export the image, or download it again"))
        }
        let width = Int(decoded.width)
        let height = Int(decoded.height)
        // The header and the decoder agree in practice; checking again costs nothing.
        if let refusal = limits.refusal(of: ImageHeader(format: header.format, width: width, height: height)) {
            return .failed(key: key, origin: origin, failure: refusal)
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, CSDL_PIXELFORMAT_RGBA32) else {
            return .failed(
                key: key, origin: origin,
                failure: ImageLoadFailure(
                    "no surface for its \(width)×\(height) pixels: \(String(cString: SDL_GetError()))",
                    remedy: "use a smaller image"))
        }
        let rowBytes = width * 4
        let pitch = Int(surface.pointee.pitch)
        if let destination = surface.pointee.pixels {
            for row in 0..<height {
                (destination + row * pitch).copyMemory(from: pixels + row * rowBytes, byteCount: rowBytes)
            }
        }
        return .decoded(key: key, surface: DecodedSurface(surface), encoded: keepEncoded ? bytes : nil)
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
            return .decoded(
                width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch),
                isRGBA32: s.format.pointee.format == CSDL_PIXELFORMAT_RGBA32)
        case .failed(_, let origin, let failure):
            return .failed(file: origin, reason: failure.reason)
        }
    }
}
