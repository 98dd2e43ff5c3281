internal import CImageCodecs
import Foundation

extension PixelBuffer {
    /// The pixels of the PNG file at `path` (a screenshot written by `writePNG(to:)`, to be checked
    /// pixel by pixel), as 8-bit RGBA with straight alpha.
    /// - Parameters:
    ///   - path: the PNG file, absolute or relative to the working directory.
    ///   - maxPixels: files declaring more pixels (width × height) are refused before decoding.
    ///     64 Mi by default.
    /// - Throws: `PNGReadError` saying what is wrong with the file (missing, not a regular file,
    ///   not a PNG, damaged, too large) and what to do.
    /// - Complexity: O(pixels).
    public init(pngFile path: String, maxPixels: Int = 64 * 1024 * 1024) throws {
        if let problem = FileProblem.check(path, expected: "a PNG file") {
            throw PNGReadError(path: path, reason: problem.description)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PNGReadError(path: path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        var decoded = cimg_decoded()
        let ok = data.withUnsafeBytes { raw in
            cimg_decode_png(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(max(0, maxPixels)), &decoded)
        }
        guard ok == 1, let pixels = decoded.pixels else {
            throw PNGReadError(
                path: path, reason: "it is not a PNG libpng can decode (\(decoded.messageText)); write it again")
        }
        defer { cimg_free(pixels) }
        let width = Int(decoded.width)
        let height = Int(decoded.height)
        self.init(width: width, height: height, bytes: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
    }
}

/// A PNG file that could not be read into a `PixelBuffer`: the path and why, with what to do.
public struct PNGReadError: Error, CustomStringConvertible, Sendable {
    /// The file.
    public let path: String
    /// What is wrong and what to do.
    public let reason: String

    /// "could not read the PNG PATH: REASON".
    public var description: String { "could not read the PNG \(path): \(reason)" }
}
