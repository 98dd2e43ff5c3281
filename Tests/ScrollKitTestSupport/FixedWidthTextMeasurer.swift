import Foundation
import ScrollKit

/// A predictable stand-in for the backend's font metrics: every character is
/// `advance × font.size` points wide and a line is `lineHeight × font.size` tall.
///
/// Lets layout and truncation be tested with exact numbers and no font file.
@MainActor
public final class FixedWidthTextMeasurer: TextMeasuring {
    public let advance: CGFloat
    public let lineHeight: CGFloat
    /// How many times `size(of:font:)` was called: tests use it to check caching.
    public private(set) var measurements = 0

    public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.25) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func size(of text: String, font: Font) -> CGSize {
        measurements += 1
        return CGSize(width: CGFloat(text.count) * advance * font.size, height: lineHeight * font.size)
    }
}
