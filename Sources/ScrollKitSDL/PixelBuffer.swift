import CSDL
import Foundation

/// One pixel: 8-bit sRGB components with straight alpha.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

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

    /// Writes the pixels as a PNG file at `path` (the directory must exist).
    /// - Throws: `SDLError` naming the path if SDL_image cannot write it.
    public func writePNG(to path: String) throws {
        var copy = bytes
        try copy.withUnsafeMutableBytes { raw in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                raw.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), CSDL_PIXELFORMAT_RGBA32
            ) else {
                throw SDLError("wrap \(width)x\(height) pixels in a surface")
            }
            defer { SDL_FreeSurface(surface) }
            guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("write the PNG \(path)") }
        }
    }
}
