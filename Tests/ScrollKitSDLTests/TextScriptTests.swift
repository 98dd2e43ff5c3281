import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// Bidirectional levels and run order (pure), and titles in other scripts and with emoji, drawn.
@Suite struct TextItemizationTests {
    func levels(_ text: String) -> [UInt8] { TextItemization.bidiLevels(Array(text.unicodeScalars)) }

    @Test func latinWithHebrewKeepsTheParagraphLeftToRightAndTheHebrewRightToLeft() {
        // "abc אבג def": the Hebrew word (and only it) is at level 1.
        #expect(levels("abc \u{5D0}\u{5D1}\u{5D2} def") == [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0])
        #expect(TextItemization.visualOrder(levels: [0, 1, 0]) == [0, 1, 2])
    }

    @Test func hebrewFirstMakesARightToLeftParagraphWithLatinAtLevelTwo() {
        #expect(levels("\u{5D0}\u{5D1} ab") == [1, 1, 1, 2, 2])
        #expect(TextItemization.visualOrder(levels: [1, 2]) == [1, 0])
        // Numbers inside Arabic stay left to right (level 2) and the runs reverse around them.
        #expect(TextItemization.visualOrder(levels: [1, 2, 1, 2, 1]) == [4, 3, 2, 1, 0])
        #expect(TextItemization.visualOrder(levels: [0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
        // An override to left to right (level 2 throughout) moves nothing.
        #expect(TextItemization.visualOrder(levels: [2, 2]) == [0, 1])
    }

    @Test func controlCharactersBecomeSpacesAndNothingElseChanges() {
        #expect(TextItemization.displayable("a\tb\nc\u{0}d\u{7F}e\u{85}f\u{2028}g") == "a b c d e f g")
        #expect(TextItemization.displayable("Café 🔥 שלום") == "Café 🔥 שלום")
    }

    @Test func scriptsAndAttachments() {
        #expect(TextItemization.script(of: "a") == "Latn")
        #expect(TextItemization.script(of: "\u{627}") == "Arab")
        #expect(TextItemization.script(of: "\u{5D0}") == "Hebr")
        #expect(TextItemization.script(of: "5") == nil)
        #expect(TextItemization.script(of: " ") == nil)
        #expect(
            TextItemization.attachesToPrevious("\u{FE0F}") && TextItemization.attachesToPrevious("\u{200D}")
                && TextItemization.attachesToPrevious("\u{1F3FD}") && TextItemization.attachesToPrevious("\u{301}"))
        #expect(!TextItemization.attachesToPrevious("a"))
        #expect(TextItemization.wantsEmojiPresentation("\u{1F525}", next: nil))
        #expect(TextItemization.wantsEmojiPresentation("\u{2764}", next: "\u{FE0F}"))
        #expect(!TextItemization.wantsEmojiPresentation("\u{2764}", next: nil))
        #expect(!TextItemization.wantsEmojiPresentation("A", next: nil))
    }
}

extension SDLTests {
    @Suite @MainActor struct TextScripts {
        static let font = Font(size: 24)

        func render(_ text: String, width: CGFloat = 400) throws -> (Headless, PixelBuffer) {
            let h = try Headless(width: width, height: 40)
            let pixels = try h.draw([
                .text(text, CGRect(x: 0, y: 0, width: width, height: 40), font: Self.font, color: .white, alignment: .left)
            ])
            if let dir = ProcessInfo.processInfo.environment["TEXT_SHOTS"] {
                try pixels.writePNG(
                    to: "\(dir)/\(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-").prefix(60)).png")
            }
            return (h, pixels)
        }

        /// Per column, the summed brightness of the ink (the text's horizontal profile).
        func profile(_ pixels: PixelBuffer) -> [Int] {
            (0..<pixels.width).map { x in (0..<pixels.height).reduce(0) { $0 + Int(pixels.pixel(x: x, y: $1).red) } }
        }

        /// How far apart two renderings are: the summed absolute difference of every pixel's red
        /// channel, over the ink of the first.
        func mismatch(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
            var diff = 0
            var ink = 0
            for i in stride(from: 0, to: a.bytes.count, by: 4) {
                diff += abs(Int(a.bytes[i]) - Int(b.bytes[i]))
                ink += Int(a.bytes[i])
            }
            return ink > 0 ? Double(diff) / Double(ink) : 1
        }

        @Test func anEmojiTitleShowsColourPixels() throws {
            let (_, pixels) = try render("Hot deals \u{1F525}\u{2728}")
            var coloured = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let p = pixels.pixel(x: x, y: y)
                    if Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 80 { coloured += 1 }
                }
            }
            #expect(coloured > 100, "\(coloured) coloured pixels")
            // Emoji keep their colours on white text, and the line keeps the font's height.
            let h = try Headless()
            #expect(
                h.renderer.size(of: "Hot \u{1F525}", font: Self.font).height == h.renderer.size(of: "Hot", font: Self.font).height
            )
        }

        @Test func arabicIsShapedAndDrawnRightToLeft() throws {
            // سلام shaped by hand: seen initial, lam medial, alef final, meem isolated; shown right
            // to left, so from the left: meem, alef, lam, seen. Drawn left to right by force (LRO).
            let (_, shaped) = try render("\u{633}\u{644}\u{627}\u{645}")
            let (_, byHand) = try render("\u{202D}\u{FEE1}\u{FE8E}\u{FEE0}\u{FEB3}\u{202C}")
            let (_, unshaped) = try render("\u{202D}\u{633}\u{644}\u{627}\u{645}\u{202C}")
            #expect(mismatch(byHand, shaped) < 0.15, "shaped against the known shaping: \(mismatch(byHand, shaped))")
            #expect(mismatch(byHand, unshaped) > 0.5, "the check can tell: \(mismatch(byHand, unshaped))")
        }

        @Test func mixedLatinAndHebrewAreOrderedByTheBidiAlgorithm() throws {
            // "Sale שלום": the Hebrew word reads right to left after the Latin one.
            let (_, mixed) = try render("Sale \u{5E9}\u{5DC}\u{5D5}\u{5DD}")
            let (_, visual) = try render("\u{202D}Sale \u{5DD}\u{5D5}\u{5DC}\u{5E9}\u{202C}")
            let (_, logical) = try render("\u{202D}Sale \u{5E9}\u{5DC}\u{5D5}\u{5DD}\u{202C}")
            #expect(mismatch(visual, mixed) < 0.05, "\(mismatch(visual, mixed))")
            #expect(mismatch(visual, logical) > 0.3, "\(mismatch(visual, logical))")
            // A Hebrew paragraph puts the Latin word on the left.
            let (_, rtl) = try render("\u{5E9}\u{5DC}\u{5D5}\u{5DD} Sale")
            let (_, rtlVisual) = try render("\u{202D}Sale \u{5DD}\u{5D5}\u{5DC}\u{5E9}\u{202C}")
            #expect(mismatch(rtlVisual, rtl) < 0.05, "\(mismatch(rtlVisual, rtl))")
        }

        /// Chinese, Japanese and Korean titles draw in their script (a CJK font from fonts-wqy-microhei,
        /// found by fontconfig): different characters draw differently. Without the font every one of
        /// them would be the same missing-glyph box.
        @Test(arguments: [("\u{590F}", "\u{5B63}"), ("\u{30BB}", "\u{30FC}"), ("\u{C138}", "\u{C77C}")])
        func cjkCharactersDrawTheirOwnGlyphs(first: String, second: String) throws {
            let (_, a) = try render(first)
            let (_, b) = try render(second)
            #expect(profile(a).reduce(0, +) > 2_000, "\(first) has ink")
            #expect(mismatch(a, b) > 0.3, "\(first) and \(second) differ: \(mismatch(a, b))")
        }

        @Test func controlCharactersDrawAsSpaces() throws {
            let (_, withControls) = try render("A\tB\nC")
            let (_, withSpaces) = try render("A B C")
            #expect(withControls.bytes == withSpaces.bytes)
        }

        @Test(arguments: [
            "Hot deals \u{1F525}\u{2728} this week only",
            "\u{62A}\u{62E}\u{641}\u{64A}\u{636}\u{627}\u{62A} \u{627}\u{644}\u{635}\u{64A}\u{641} \u{627}\u{644}\u{643}\u{628}\u{631}\u{649}",
            "Sale \u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{5DC}\u{5DB}\u{5D5}\u{5DC}\u{5DD} today",
        ])
        func truncationFitsAndEndsWithAnEllipsis(text: String) throws {
            let h = try Headless(width: 400, height: 40)
            let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 40), text: text, font: Self.font)
            let shown = label.displayedText(width: 120, measuring: h.renderer)
            #expect(shown.hasSuffix(Label.ellipsis), "\(shown)")
            #expect(shown.count < text.count + 1)
            #expect(h.renderer.size(of: shown, font: Self.font).width <= 120)
            // One character more would not have fitted.
            let prefix = String(shown.dropLast())
            let longer = String(text.prefix(prefix.count + 1)) + Label.ellipsis
            #expect(h.renderer.size(of: longer, font: Self.font).width > 120 || longer.count > text.count)
            // Drawn, the ink stays inside the label.
            let pixels = try h.draw([
                .text(shown, CGRect(x: 0, y: 0, width: 120, height: 40), font: Self.font, color: .white, alignment: .left)
            ])
            let inkBeyond = profile(pixels)[122...].reduce(0, +)
            #expect(inkBeyond == 0)
        }
    }
}
