internal import CImageCodecs
internal import CSDL
import Foundation

/// One pixel: 8-bit sRGB components with straight alpha.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...255.
    public var red: UInt8
    /// The green component, 0...255.
    public var green: UInt8
    /// The blue component, 0...255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) ... 255 (opaque); the components are not multiplied by it.
    public var alpha: UInt8

    /// A pixel from its components (opaque by default).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The largest difference of the colour components (alpha ignored), 0...255.
    public func distance(to other: RGBA8) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A copy of what a window or surface shows, in pixels, read back from the renderer.
///
/// Alpha is forced to 255: blending onto an RGBA target leaves alpha at 253-254, which is
/// meaningless for a screen.
public struct PixelBuffer: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes R, G, B, A per pixel, rows top to bottom, `width * 4` bytes per row.
    public let bytes: [UInt8]

    /// The pixel at column `x`, row `y` (pixels, origin top left).
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return RGBA8(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// Reads the whole output of `renderer` (flushing its queued drawing first).
    @MainActor
    static func read(from renderer: SDLRendererHandle) throws -> PixelBuffer {
        var w: Int32 = 0
        var h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer.pointer, &w, &h) == 0 else {
            throw SDLError("query the renderer's output size")
        }
        return try read(from: renderer, width: w, height: h)
    }

    /// Reads the `w`×`h` pixels at the top left of the viewport of `renderer`.
    @MainActor
    static func read(from renderer: SDLRendererHandle, width w: Int32, height h: Int32) throws -> PixelBuffer {
        let width = Int(w)
        let height = Int(h)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let status = bytes.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(renderer.pointer, nil, CSDL_PIXELFORMAT_RGBA32, raw.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw SDLError("read back \(width)x\(height) pixels") }
        for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// The pixels encoded as a PNG file (RGBA, 8 bits per component).
    /// - Throws: `FileWriteError` when libpng cannot encode them (out of memory).
    public func pngData() throws -> Data {
        var encoded: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let ok = bytes.withUnsafeBufferPointer { pixels in
            cimg_encode_png(
                pixels.baseAddress, Int32(width), Int32(height), Int32(width * 4), &encoded, &size, &message, message.count)
        }
        guard ok == 1, let encoded else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw FileWriteError(path: "", reason: "libpng could not encode \(width)x\(height) pixels: \(text)")
        }
        defer { cimg_free(encoded) }
        return Data(bytes: encoded, count: size)
    }

    /// Writes the pixels as a PNG file at `path`, replacing it. Every way the write can fail (a
    /// missing folder, no permission, a read-only or full disk, a device that refuses bytes) throws.
    /// - Throws: `FileWriteError` naming the path and the cause.
    public func writePNG(to path: String) throws {
        try FileWriteError.write(try pngData(), to: path)
    }
}

/// A file that could not be written: the path and the cause, in words (from `errno`).
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    /// The file that could not be written (empty when the message says it all).
    public let path: String
    /// Why, in words (`strerror` of the failing call's `errno`, or the encoder's message).
    public let reason: String

    public var description: String { path.isEmpty ? reason : "could not write \(path): \(reason)" }

    /// Writes `data` to `path` (created or truncated, mode 644), checking every call, the close
    /// included (where some file systems report a full disk).
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, errno: errno) }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { raw -> Int32? in
            while written < raw.count {
                let count = Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { return EIO }
                written += count
            }
            return nil
        }
        let closed = close(descriptor)
        let closeError = errno
        if let failure { throw FileWriteError(path: path, errno: failure) }
        if closed != 0 { throw FileWriteError(path: path, errno: closeError) }
    }

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        switch code {
        case ENOENT:
            reason = "the folder \(folder.isEmpty ? "." : folder) does not exist (create it first)"
        case ENOTDIR:
            reason = "a part of the path is not a folder"
        case EISDIR:
            reason = "it is a folder (give a file name)"
        case EACCES, EPERM:
            reason = "permission denied (choose a folder you can write to)"
        case EROFS:
            reason = "the file system is read-only"
        case ENOSPC:
            reason = "no space left on the device"
        case EDQUOT:
            reason = "the disk quota is exhausted"
        default:
            reason = String(cString: strerror(code))
        }
    }
}
