internal import CSDL
import Foundation

/// Finds, through fontconfig, a font file for characters the primary face (DejaVu Sans) lacks:
/// colour emoji (Noto Color Emoji, from `fonts-noto-color-emoji`), CJK and other scripts if a font
/// for them is installed. Answers are cached per character, misses too, so a string is looked up
/// once. Used by one `FontLibrary` on the main thread.
final class FontFallback {
    /// The generic family asked for emoji shown in colour (fontconfig maps it to the installed
    /// colour emoji font).
    static let emojiFamily = "emoji"
    /// The generic family asked for everything else.
    static let textFamily = "sans-serif"

    private struct Query: Hashable {
        var scalar: UInt32
        var emoji: Bool
    }

    private var answers: [Query: String] = [:]
    private var misses: Set<Query> = []
    /// fontconfig's configuration, loaded at the first question (text in DejaVu alone never asks).
    private var config: OpaquePointer?
    private var loaded = false

    /// Upper bound on cached answers (a label's characters; any real UI stays far below).
    static let capacity = 4096

    init() {}

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// The path of an installed font that has a glyph for `scalar`, preferring a colour emoji font
    /// when `emoji`; nil when none has it (or fontconfig is unavailable).
    func fontFile(for scalar: Unicode.Scalar, emoji: Bool) -> String? {
        let query = Query(scalar: scalar.value, emoji: emoji)
        if let path = answers[query] { return path }
        if misses.contains(query) { return nil }
        let path = lookUp(query)
        if answers.count + misses.count >= Self.capacity {
            answers.removeAll(keepingCapacity: true)
            misses.removeAll(keepingCapacity: true)
        }
        if let path { answers[query] = path } else { misses.insert(query) }
        return path
    }

    private func lookUp(_ query: Query) -> String? {
        if !loaded {
            loaded = true
            // The system configuration and its font cache (what fc-match reads).
            config = FcInitLoadConfigAndFonts()
        }
        guard let config, let pattern = FcNameParse(query.emoji ? Self.emojiFamily : Self.textFamily) else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, query.scalar)
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let fonts = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        for i in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, query.scalar) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            // SDL_ttf opens TrueType/OpenType files (not Type 1 or bitmap PCF fonts).
            let lower = path.lowercased()
            guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") else { continue }
            return path
        }
        return nil
    }
}
