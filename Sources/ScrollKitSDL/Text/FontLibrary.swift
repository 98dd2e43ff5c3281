internal import CSDL
import Foundation
import ScrollKit

/// Owns a `TTF_Font` opened at one pixel size.
final class TTFFont {
    let pointer: OpaquePointer
    private let session: SDLSession

    init(path: String, pixelSize: Int32, syntheticBold: Bool, session: SDLSession) throws {
        // SDL_ttf's "point size" is at 72 DPI, i.e. it is the size in pixels.
        guard let font = TTF_OpenFont(path, pixelSize) else {
            throw SDLError("open the font \(path) at \(pixelSize) px")
        }
        if syntheticBold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        pointer = font
        self.session = session
    }

    deinit { TTF_CloseFont(pointer) }
}

/// The DejaVu faces (and the fallback faces found for other characters) opened at every pixel size
/// in use, opened on first request.
///
/// A `Font`'s point size is multiplied by the target's pixel scale and rounded to whole pixels, so
/// text is rasterised at the resolution it is shown at. The number of sizes is small (a UI uses a
/// handful), so opened faces are kept for the library's lifetime.
@MainActor
final class FontLibrary {
    struct Key: Hashable {
        var weight: Font.Weight
        /// Size in pixels.
        var pixelSize: Int32
    }

    let files: FontFiles
    /// Finds fonts for characters the DejaVu faces lack.
    let fallback = FontFallback()
    private let session: SDLSession
    private var opened: [Key: TTFFont] = [:]
    private var openedFallbacks: [FallbackKey: TTFFont] = [:]

    struct FallbackKey: Hashable {
        var path: String
        var pixelSize: Int32
    }

    init(files: FontFiles, session: SDLSession) {
        self.files = files
        self.session = session
    }

    /// The pixel size `font` is rasterised at on a target with `pixelScale` pixels per point.
    static func pixelSize(of font: Font, pixelScale: CGFloat) -> Int32 {
        Int32(max(1, (font.size * pixelScale).rounded()))
    }

    /// The face for `weight` at `pixelSize` pixels.
    func font(_ weight: Font.Weight, pixelSize: Int32) throws -> TTFFont {
        let key = Key(weight: weight, pixelSize: pixelSize)
        if let font = opened[key] { return font }
        let font: TTFFont
        switch weight {
        case .regular:
            font = try TTFFont(path: files.regular, pixelSize: pixelSize, syntheticBold: false, session: session)
        case .bold:
            font = try TTFFont(
                path: files.bold ?? files.regular, pixelSize: pixelSize, syntheticBold: files.bold == nil, session: session
            )
        }
        opened[key] = font
        return font
    }

    /// The fallback face at `path`, opened at `pixelSize` pixels (a bitmap-only face such as Noto
    /// Color Emoji opens at its one strike, whatever the size; the text layout scales it).
    func fallbackFont(path: String, pixelSize: Int32) throws -> TTFFont {
        let key = FallbackKey(path: path, pixelSize: pixelSize)
        if let font = openedFallbacks[key] { return font }
        let font = try TTFFont(path: path, pixelSize: pixelSize, syntheticBold: false, session: session)
        openedFallbacks[key] = font
        return font
    }
}
