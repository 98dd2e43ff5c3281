import Foundation

/// What the first bytes of a PNG or JPEG file say about it: the format and the pixel size, read
/// from the PNG `IHDR` chunk or the JPEG start-of-frame (`SOFn`) segment *before* any pixel is
/// decoded, so a decompression bomb (a few kilobytes declaring 100 000 × 100 000 pixels) is refused
/// without allocating its pixels.
struct ImageHeader: Hashable, Sendable {
    enum Format: Hashable, Sendable {
        case png, jpeg
    }

    var format: Format
    /// Pixels.
    var width: Int
    /// Pixels.
    var height: Int

    /// The result of looking at the first bytes of a file.
    enum Scan: Hashable, Sendable {
        /// The header was found.
        case found(ImageHeader)
        /// The bytes so far are a valid beginning; more are needed to find the size.
        case needsMoreData
        /// Not a PNG or JPEG, or a malformed header; the reason says which.
        case invalid(String)
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Looks for the format and size in `bytes`, the beginning of a file (possibly all of it).
    static func scan(_ bytes: Data) -> Scan {
        bytes.withUnsafeBytes { scan(UnsafeRawBufferPointer($0)) }
    }

    static func scan(_ bytes: UnsafeRawBufferPointer) -> Scan {
        guard let first = bytes.first else { return .needsMoreData }
        if first == pngSignature[0] { return scanPNG(bytes) }
        if first == 0xFF { return scanJPEG(bytes) }
        return .invalid("it is not a PNG or JPEG file (it begins with \(hexPrefix(bytes)))")
    }

    /// PNG: the 8-byte signature, then the `IHDR` chunk (length 13) with width and height as
    /// big-endian 32-bit numbers at offsets 16 and 20.
    private static func scanPNG(_ bytes: UnsafeRawBufferPointer) -> Scan {
        let signatureLength = min(bytes.count, pngSignature.count)
        guard bytes.prefix(signatureLength).elementsEqual(pngSignature.prefix(signatureLength)) else {
            return .invalid("it is not a PNG or JPEG file (it begins with \(hexPrefix(bytes)))")
        }
        guard bytes.count >= 24 else { return .needsMoreData }
        guard bigEndian32(bytes, at: 8) == 13, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else {
            return .invalid("the PNG file does not start with its IHDR header chunk")
        }
        let width = bigEndian32(bytes, at: 16)
        let height = bigEndian32(bytes, at: 20)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            return .invalid("the PNG header declares an impossible size of \(width)×\(height) pixels")
        }
        return .found(ImageHeader(format: .png, width: width, height: height))
    }

    /// JPEG: `FF D8`, then segments `FF xx` (most with a big-endian length that counts itself)
    /// until a start-of-frame marker (`C0`–`CF` except `C4` DHT, `C8` JPG, `CC` DAC), whose
    /// payload is precision (1 byte), height (2), width (2).
    private static func scanJPEG(_ bytes: UnsafeRawBufferPointer) -> Scan {
        guard bytes.count >= 2 else { return .needsMoreData }
        guard bytes[1] == 0xD8 else {
            return .invalid("it is not a PNG or JPEG file (it begins with \(hexPrefix(bytes)))")
        }
        var index = 2
        while true {
            guard index < bytes.count else { return .needsMoreData }
            guard bytes[index] == 0xFF else {
                return .invalid("the JPEG file is malformed (no segment marker at byte \(index))")
            }
            // A marker may be preceded by any number of fill bytes (FF).
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { return .needsMoreData }
            let marker = bytes[index]
            index += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue // stand-alone markers: no length
            case 0xD8, 0xD9, 0xDA:
                return .invalid("the JPEG file has no frame header before its image data")
            default:
                break
            }
            guard index + 2 <= bytes.count else { return .needsMoreData }
            let length = bigEndian16(bytes, at: index)
            guard length >= 2 else { return .invalid("the JPEG file is malformed (a segment of length \(length))") }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard length >= 7 else { return .invalid("the JPEG frame header is too short") }
                guard index + 7 <= bytes.count else { return .needsMoreData }
                let height = bigEndian16(bytes, at: index + 3)
                let width = bigEndian16(bytes, at: index + 5)
                guard width > 0, height > 0 else {
                    return .invalid("the JPEG frame header declares a size of \(width)×\(height) pixels")
                }
                return .found(ImageHeader(format: .jpeg, width: width, height: height))
            }
            index += length
        }
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private static func bigEndian16(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    /// Up to the first 8 bytes in hex, for messages: `3C 21 44 4F 43 54 59 50`.
    private static func hexPrefix(_ bytes: UnsafeRawBufferPointer) -> String {
        bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
    }
}
