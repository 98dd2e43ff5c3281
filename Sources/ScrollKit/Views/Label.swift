import Foundation

/// One line of text, truncated with "…" at its width (UIKit's `UILabel` with one line and
/// `.byTruncatingTail`). Text is measured through the backend's `TextMeasuring`; the truncated
/// string is worked out once per (text, font, width) and cached, so a steady frame measures nothing.
@MainActor
open class Label: View {
    /// The ellipsis appended to truncated text.
    public static let ellipsis = "…"

    /// The text shown, on one line, truncated with `ellipsis` to the label's width.
    @exclusivity(unchecked) public var text: String { didSet { if text != oldValue { invalidateFitting() } } }
    /// The font the text is drawn and measured in.
    @exclusivity(unchecked) public var font: Font { didSet { if font != oldValue { invalidateFitting() } } }
    /// The colour of the text.
    @exclusivity(unchecked) public var textColor: Color
    /// Where the line sits horizontally in the bounds (it is centred vertically).
    @exclusivity(unchecked) public var textAlignment: TextAlignment = .left
    /// A shadow drawn under the text, offset by `shadowOffset`; clear draws none.
    @exclusivity(unchecked) public var shadowColor: Color = .clear
    /// The shadow's offset from the text, in points.
    @exclusivity(unchecked) public var shadowOffset = CGPoint(x: 0, y: 1)

    @exclusivity(unchecked) private var fitted: (text: String, width: CGFloat)?

    /// A label of `frame` showing `text` in `font` (17 pt regular by default) and `textColor`.
    public init(frame: CGRect = .zero, text: String = "", font: Font = Font(size: 17), textColor: Color = .white) {
        self.text = text
        self.font = font
        self.textColor = textColor
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size the whole text needs on one line, in points.
    public func sizeThatFits(measuring measurer: TextMeasuring) -> CGSize {
        measurer.size(of: text, font: font)
    }

    /// The text as drawn at `width`: whole if it fits, else the longest prefix that fits with "…".
    ///
    /// - Complexity: O(log n) measurements for n characters the first time; O(1) once cached.
    public func displayedText(width: CGFloat, measuring measurer: TextMeasuring) -> String {
        if let fitted, fitted.width == width { return fitted.text }
        let result = Label.truncations.fitting(text, toWidth: width, font: font, measuring: measurer)
        fitted = (result, width)
        return result
    }

    /// The truncations made so far, shared by every label: a recycled cell fitting a title another
    /// cell fitted before (a strip's banners passing again) finds it without building candidates, so a
    /// steady frame allocates nothing even for titles too long for Swift's inline strings.
    static var truncations = TruncationCache()

    open override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        guard !text.isEmpty else { return }
        // `if let`, not `Optional.map`: a closure formed here is main-actor isolated, and Swift
        // checks the executor on every call of it (every label, every frame).
        var shown = text
        if let measurer = context.textMeasurer { shown = displayedText(width: rect.width, measuring: measurer) }
        guard !shown.isEmpty else { return }
        if shadowColor.alpha > 0 {
            context.append(
                .text(
                    shown, rect.offsetBy(dx: shadowOffset.x, dy: shadowOffset.y), font: font, color: shadowColor,
                    alignment: textAlignment))
        }
        context.append(.text(shown, rect, font: font, color: textColor, alignment: textAlignment))
    }

    private func invalidateFitting() { fitted = nil }

    /// The longest prefix of `text` (whole characters, trailing spaces trimmed) that fits `width`
    /// with an ellipsis; `text` itself if it fits; "" if not even the ellipsis fits.
    ///
    /// Works on string indices, not a copy of the characters, so fitting a short title (one whose
    /// candidates stay within Swift's 15-byte inline strings) allocates nothing: a recycled cell
    /// re-fitting its new title in a steady frame costs measurements only.
    static func truncate(_ text: String, toWidth width: CGFloat, font: Font, measuring measurer: TextMeasuring) -> String {
        if measurer.size(of: text, font: font).width <= width { return text }
        if measurer.size(of: ellipsis, font: font).width > width { return "" }
        var low = 0
        var high = text.count - 1 // `low` characters always fit with the ellipsis
        while low < high {
            let middle = (low + high + 1) / 2
            var candidate = String(text.prefix(middle))
            candidate += ellipsis
            if measurer.size(of: candidate, font: font).width <= width { low = middle } else { high = middle - 1 }
        }
        var prefix = String(text.prefix(low))
        while prefix.last == " " { prefix.removeLast() }
        prefix += ellipsis
        return prefix
    }
}

/// Truncated texts by text, width, font and the measurer's type (measurers of one type measure
/// alike: the backend's renderers, a test's fixed-width measurer), at most `limit` of them (all
/// dropped when full: a window shows far fewer titles than that, so a steady scene never refills it).
@MainActor
struct TruncationCache {
    private struct Key: Hashable {
        var text: String
        var width: CGFloat
        var font: Font
        var measurerType: ObjectIdentifier
    }

    /// The most truncations kept.
    static let limit = 512

    private var results: [Key: String] = [:]

    /// `Label.truncate(text, toWidth: width, font: font, measuring: measurer)`, from the cache when it
    /// was made before. O(1) when cached (a lookup: no allocation); O(log n) measurements otherwise.
    mutating func fitting(_ text: String, toWidth width: CGFloat, font: Font, measuring measurer: TextMeasuring) -> String {
        let key = Key(text: text, width: width, font: font, measurerType: ObjectIdentifier(type(of: measurer)))
        if let known = results[key] { return known }
        let result = Label.truncate(text, toWidth: width, font: font, measuring: measurer)
        if results.count >= Self.limit { results.removeAll(keepingCapacity: true) }
        results[key] = result
        return result
    }

    /// How many truncations are kept.
    var count: Int { results.count }
}
