internal import CSDL
import Foundation

// Turning a string into runs SDL_ttf can shape: control characters shown as spaces, bidirectional
// levels (fribidi: the full UAX #9), scripts (a small table of the scripts HarfBuzz needs told),
// and the runs put in visual order (UAX #9 rule L2).

enum TextItemization {
    /// `text` with every control character (C0, C1: tab, newline, NUL, …) and the line and
    /// paragraph separators replaced by a space, as one line of text shows them.
    static func displayable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isShownAsSpace) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isShownAsSpace(scalar) ? " " : scalar) }
        return String(scalars)
    }

    static func isShownAsSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The explicit directional marks, embeddings, overrides and isolates (LRM, RLM, ALM, LRE … PDI).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// True when every scalar is printable ASCII: one left-to-right Latin run in the primary font.
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The UAX #9 embedding level of each scalar of one paragraph, its base direction found from
    /// its first strong character (P2, P3). Even levels are left to right, odd right to left.
    static func bidiLevels(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let count = scalars.count
        guard count > 0 else { return [] }
        let codepoints = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = CSDL_FRIBIDI_PAR_ON
        let ok = codepoints.withUnsafeBufferPointer { cp in
            types.withUnsafeMutableBufferPointer { t in
                fribidi_get_bidi_types(cp.baseAddress, FriBidiStrIndex(count), t.baseAddress)
                return brackets.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(cp.baseAddress, FriBidiStrIndex(count), t.baseAddress, b.baseAddress)
                    return levels.withUnsafeMutableBufferPointer { l in
                        fribidi_get_par_embedding_levels_ex(
                            t.baseAddress, b.baseAddress, FriBidiStrIndex(count), &direction, l.baseAddress)
                    }
                }
            }
        }
        // fribidi fails only when out of memory: fall back to one left-to-right level.
        guard ok != 0 else { return [UInt8](repeating: 0, count: count) }
        return levels.map { UInt8(bitPattern: $0) }
    }

    /// The order to show runs of these `levels` in, left to right (UAX #9 L2: from the highest
    /// level down to the lowest odd one, reverse every maximal sequence at that level or higher).
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowest = levels.min(), highest > 0 else { return order }
        // The lowest odd level at or above the lowest level present (levels 2 and up alone:
        // reversing at 2 and again at 1 would be the identity, so nothing moves).
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// The ISO 15924 code for "unknown": SDL_ttf then lets HarfBuzz guess the script from the run.
    static let unknownScript = "Zzzz"

    /// The ISO 15924 code HarfBuzz is told for `scalar`'s script, or nil for characters every
    /// script uses (spaces, digits, punctuation, symbols, marks), which take their neighbours'.
    static func script(of scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        switch v {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        case 0x0700...0x074F: return "Syrc"
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return "Grek"
        case 0x0400...0x052F: return "Cyrl"
        case 0x0530...0x058F: return "Armn"
        case 0x0900...0x097F: return "Deva"
        case 0x0E00...0x0E7F: return "Thai"
        case 0x10A0...0x10FF: return "Geor"
        case 0x1100...0x11FF, 0xAC00...0xD7AF: return "Hang"
        case 0x3040...0x309F: return "Hira"
        case 0x30A0...0x30FF: return "Kana"
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2FFFF: return "Hani"
        case 0x0041...0x005A, 0x0061...0x007A, 0x00C0...0x024F, 0x1E00...0x1EFF: return "Latn"
        default:
            // Letters of other scripts: HarfBuzz guesses from the text ("Zzzz" is "unknown").
            return scalar.properties.isAlphabetic && !scalar.properties.isEmoji ? unknownScript : nil
        }
    }

    /// Whether `scalar` belongs to the glyph before it (a combining mark, a joiner, a variation
    /// selector, an emoji modifier or tag, a keycap) and so must be drawn in the same font.
    static func attachesToPrevious(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: break
        }
        return v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
            || (0xE0020...0xE007F).contains(v) || v == 0x20E3
    }

    /// Whether `scalar` is shown as a colour emoji by default, or asks to be with `next` (U+FE0F).
    static func wantsEmojiPresentation(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return next?.value == 0xFE0F && scalar.properties.isEmoji
    }
}
