import CSDL
import Foundation

/// What an image file says about itself before it is decoded: its format (PNG or JPEG, by magic
/// bytes) and the pixel size its header declares (PNG `IHDR`, JPEG `SOFn`).
///
/// Why: SDL_image allocates and zero-fills the whole surface from the declared size before reading
/// any pixel data, so a 100-byte PNG declaring 65535×65535 made `IMG_Load` take 16 GB and 20 s
/// before failing (measured; RELIABILITY.md, finding 1). The decode path checks the header
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
            // Walk the markers as libjpeg's `next_marker` does: bytes before a marker are skipped
            // (libjpeg warns about "extraneous bytes" and goes on), 0xFF fill bytes too, and
            // FF 00 is not a marker. A stricter walk would miss a frame header libjpeg still finds.
            var i = 2
            while i < b.count {
                while let value = byte(i), value != 0xFF { i += 1 }
                while byte(i + 1) == 0xFF { i += 1 }
                guard let code = byte(i + 1) else { break }
                if code == 0x00 { i += 2; continue }
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

    /// Loads the file at `path` with SDL_image's PNG or JPEG loader, chosen by its header, after
    /// refusing what must not be decoded. Only those two loaders ever run: `IMG_Load` would pick
    /// any of SDL_image's loaders by content (even `IMG_LoadTyped_RW` tries every loader whose
    /// magic matches), and its SVG loader leaks 16 bytes per call on a file that merely contains
    /// `<svg` (found by the image fuzzer; RELIABILITY.md).
    /// - Returns: the decoded surface (the caller frees it), or the reason it could not be loaded.
    static func load(path: String) -> Result<UnsafeMutablePointer<SDL_Surface>, LoadFailure> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(LoadFailure(reason: "could not open the file for reading"))
        }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumHeaderBytes) ?? Data()
            try handle.close()
        } catch {
            return .failure(LoadFailure(reason: "could not read the file: \(error)"))
        }
        let bytes = [UInt8](data)
        guard !bytes.isEmpty else { return .failure(LoadFailure(reason: "the file is empty")) }
        guard let header = parse(bytes) else {
            let start = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            return .failure(LoadFailure(reason: "it is not a PNG or JPEG file (it starts with \(start))"))
        }
        if let refusal = header.refusal { return .failure(LoadFailure(reason: refusal)) }
        guard let stream = SDL_RWFromFile(path, "rb") else {
            return .failure(LoadFailure(reason: String(cString: SDL_GetError())))
        }
        defer { SDL_RWclose(stream) }
        // SDL_image's own signature check first, as `IMG_Load` does (it rejects much that is
        // broken before its loader allocates anything); then that one loader.
        let recognised = header.format == .png ? IMG_isPNG(stream) : IMG_isJPG(stream)
        guard recognised != 0 else {
            return .failure(LoadFailure(reason: "\(header.format.rawValue): SDL_image does not recognise it as one (a damaged header)"))
        }
        let loaded = header.format == .png ? IMG_LoadPNG_RW(stream) : IMG_LoadJPG_RW(stream)
        guard let loaded else {
            return .failure(LoadFailure(reason: "\(header.format.rawValue): \(String(cString: SDL_GetError()))"))
        }
        return .success(loaded)
    }

    /// Why a file could not be loaded.
    struct LoadFailure: Error {
        var reason: String
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
