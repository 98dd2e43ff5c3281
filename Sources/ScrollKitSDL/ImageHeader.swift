import CSDL
import Foundation

/// What an image file says about itself before it is decoded: its format (PNG or JPEG, by magic
/// bytes) and the pixel size its header declares (PNG `IHDR`, JPEG `SOFn`).
///
/// Why: SDL_image allocates and zero-fills the whole surface from the declared size before reading
/// any pixel data, so a 100-byte PNG declaring 65535×65535 made `IMG_Load` take 16 GB and 20 s
/// before failing (found by the image fuzzer; RELIABILITY.md). The decode path checks the header
/// first and refuses such files with a clear reason. Other formats SDL_image would also try (BMP,
/// GIF, TGA, …, picked by content whatever the file is called) are refused too: the lab supports
/// PNG and JPEG only, and each extra loader is more attack surface.
public struct ImageHeader: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    public var format: Format
    /// Declared size in pixels; nil when the header ends before it says (a truncated file).
    public var width: Int?
    public var height: Int?

    public init(format: Format, width: Int?, height: Int?) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The largest side accepted, in pixels (also the usual maximum texture side).
    public static let maximumSide = 16384
    /// The most pixels accepted (200 MB as RGBA).
    public static let maximumPixels = 50_000_000
    /// How much of a file is read to find the header (JPEG metadata segments may come first).
    static let maximumHeaderBytes = 1 << 20

    /// Parses the start of an image file. nil when it is neither PNG nor JPEG.
    public static func parse<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> ImageHeader? where Bytes.Element == UInt8, Bytes.Index == Int {
        let b = bytes
        let start = b.startIndex
        func byte(_ i: Int) -> Int? { i >= 0 && i < b.count ? Int(b[start + i]) : nil }
        func be16(_ i: Int) -> Int? {
            guard let hi = byte(i), let lo = byte(i + 1) else { return nil }
            return hi << 8 | lo
        }
        func be32(_ i: Int) -> Int? {
            guard let hi = be16(i), let lo = be16(i + 2) else { return nil }
            return hi << 16 | lo
        }
        let pngMagic: [Int] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if pngMagic.enumerated().allSatisfy({ byte($0.offset) == $0.element }) {
            // IHDR must be the first chunk: length(4) "IHDR"(4) width(4) height(4).
            guard be32(12) == 0x4948_4452, let w = be32(16), let h = be32(20) else {
                return ImageHeader(format: .png, width: nil, height: nil)
            }
            return ImageHeader(format: .png, width: w, height: h)
        }
        if byte(0) == 0xFF, byte(1) == 0xD8 {
            var i = 2
            while let marker = byte(i) {
                guard marker == 0xFF else { break }  // segments must follow each other
                guard let code = byte(i + 1) else { break }
                if code == 0xFF { i += 1; continue }  // fill byte
                if code == 0x01 || (0xD0...0xD7).contains(code) { i += 2; continue }  // no length
                if code == 0xD9 || code == 0xDA { break }  // end of image / start of scan: no frame header
                guard let length = be16(i + 2), length >= 2 else { break }
                let isFrame = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
                if isFrame {
                    guard let h = be16(i + 5), let w = be16(i + 7) else { break }
                    return ImageHeader(format: .jpeg, width: w, height: h)
                }
                i += 2 + length
            }
            return ImageHeader(format: .jpeg, width: nil, height: nil)
        }
        return nil
    }

    /// Why a file with this header must not be decoded, or nil when it may be.
    public var refusal: String? {
        guard let width, let height else { return nil }  // truncated: the decoder reports that itself
        if width > Self.maximumSide || height > Self.maximumSide || width * height > Self.maximumPixels {
            return "its \(format.rawValue) header declares \(width)x\(height) pixels, more than the \(Self.maximumSide) px a side and \(Self.maximumPixels / 1_000_000) megapixels allowed"
        }
        return nil
    }

    /// Checks the file at `path` before decoding: nil when it may be decoded (or cannot be read,
    /// which the decoder reports itself), else the reason to refuse it.
    static func refusal(forFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumHeaderBytes), !data.isEmpty else { return nil }
        let bytes = [UInt8](data)
        guard let header = parse(bytes) else {
            let start = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            return "it is not a PNG or JPEG file (it starts with \(start))"
        }
        return header.refusal
    }
}

/// The image decode path the `ImageLoader` runs on its queue, run synchronously: for the fuzzers
/// and tools that must see exactly what the loader would do with a file, without a renderer.
public enum ImageDecodeProbe {
    /// What decoding produced.
    public enum Outcome: Hashable, Sendable {
        /// An RGBA32 image of this size (`pitch` bytes per row).
        case decoded(width: Int, height: Int, pitch: Int, isRGBA32: Bool)
        /// The loader's failure, with the file it names and its reason.
        case failed(file: String, reason: String)
    }

    /// Decodes the file at `path` as the loader does (and frees the result).
    public static func decode(path: String) -> Outcome {
        switch DecodeResult.decode(key: path) {
        case .decoded(_, let surface):
            guard let pixels = surface.take() else { return .failed(file: path, reason: "no pixels") }
            defer { SDL_FreeSurface(pixels) }
            let s = pixels.pointee
            return .decoded(
                width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch),
                isRGBA32: s.format.pointee.format == CSDL_PIXELFORMAT_RGBA32
            )
        case .failed(_, let file, let reason):
            return .failed(file: file, reason: reason)
        }
    }
}
