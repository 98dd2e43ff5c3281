import Foundation

/// One run of a laid-out line: one font, one direction, one script.
struct TextRun {
    var text: String
    var font: TTFFont
    var rightToLeft: Bool
    /// ISO 15924 code told to HarfBuzz.
    var script: String
    /// Width in pixels, after `scale`.
    var width: Int32
    /// 1, or less for a bitmap face (Noto Color Emoji's one 109 px strike) scaled to the line.
    var scale: CGFloat
}

/// One line of text as drawn: runs in visual order, left to right.
struct TextLine {
    var runs: [TextRun]
    /// Pixels.
    var width: Int32
    /// The primary face's line height and ascent, pixels.
    var height: Int32
    var ascent: Int32
}
