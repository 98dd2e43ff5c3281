import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The effects examples of the DocC article and the README are the code compiled with these tests
/// (`Examples/`), and they do what their comments say.
@MainActor
@Suite("Effects: the documented examples")
struct EffectsDocumentationTests {
    static let article = "Sources/Carousels/Documentation.docc/Effects.md"

    /// The `swift` code blocks of `text`, each without its fences.
    static func swiftBlocks(of text: String) -> [String] {
        let parts = text.components(separatedBy: "```swift\n").dropFirst()
        return parts.compactMap { part in part.range(of: "```").map { String(part[..<$0.lowerBound]) } }
    }

    /// Every item view of `carousel` laid out now, with its progress.
    static func items(_ carousel: any Carousel) -> [ItemProgress] {
        var all: [ItemProgress] = []
        (carousel as? any InspectableCarousel)?.forEachItemProgress { all.append($0) }
        return all
    }

    static let banners = (0..<6).map {
        Banner(title: "Banner \($0)", subtitle: "", image: ImageReference("/banners/\($0).png"))
    }

    @Test("every swift block of the Effects article is part of the compiled example, and the article is in the catalogue")
    func articleBlocksCompile() throws {
        let article = try RepositoryText.text(of: Self.article)
        let compiled = try RepositoryText.text(of: "Tests/CarouselsTests/Effects/Examples/EffectsArticleExample.swift")
        let blocks = Self.swiftBlocks(of: article)
        #expect(blocks.count >= 4, "set, tune, name a colour, write your own")
        for block in blocks {
            #expect(compiled.contains(block), "not compiled:\n\(block)")
        }
        let landing = try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Carousels.md")
        #expect(landing.contains("<doc:Effects>"))
    }

    @Test("the README's effects example is the one compiled with the tests")
    func readmeBlockCompiles() throws {
        let readme = try RepositoryText.text(of: "README.md")
        let compiled = try RepositoryText.text(of: "Tests/CarouselsTests/Effects/Examples/ReadmeEffectsExample.swift")
        let code = compiled[compiled.range(of: "import Carousels")!.lowerBound...]
        #expect(readme.contains("### Effects on your carousel\n"))
        #expect(readme.contains("```swift\n" + code + "```"))
    }

    @Test("the README's shelf: side items drawn at 70 %")
    func readmeShelf() throws {
        let page = View(frame: CGRect(x: 0, y: 0, width: 900, height: 300))
        let shelf = addShrinkingShelf(to: page, banners: Self.banners)
        let driver = FrameDriver(size: page.bounds.size, containing: page)
        driver.frames(2)
        #expect(shelf.effect == .scale && shelf.effectTuning.minimumScale == 0.7)
        let far = Self.items(shelf).filter { abs($0.progress) >= 1 }
        #expect(!far.isEmpty && far.allSatisfy { abs($0.view.drawScale - 0.7) < 1e-9 })
    }

    @Test("the article's strips: scale, a fade toward the page, a named colour, a caption spotlight beside a scale")
    func articleExamples() throws {
        let strip = makeShrinkingStrip(banners: Self.banners, in: CGRect(x: 0, y: 0, width: 600, height: 300))
        let stripDriver = FrameDriver(size: strip.bounds.size, containing: strip)
        stripDriver.frames(2)
        #expect(Self.items(strip).contains { abs($0.progress) >= 1 && $0.view.drawScale == 0.8 })

        let page = View(frame: CGRect(x: 0, y: 0, width: 900, height: 300))
        let previews = makeFadingPreviews(banners: Self.banners, on: page)
        let pageDriver = FrameDriver(size: page.bounds.size, containing: page)
        pageDriver.frames(2)
        let faded = Self.items(previews).filter { abs($0.progress) >= 1 }
        #expect(!faded.isEmpty)
        #expect(faded.allSatisfy { $0.view.dimming == Color(hex: 0xF4F1EA).withAlpha(0.5) }, "\(faded.map(\.view.dimming))")
        let card = Color(hex: 0x223344)
        fadeTowardCard(previews, cardColor: card)
        #expect(
            Self.items(previews).filter { abs($0.progress) >= 1 }.allSatisfy {
                $0.view.dimming == card.withAlpha(((1 - 0.4) * 64).rounded() / 64)
            })

        let spotlit = makeSpotlitStrip(in: CGRect(x: 0, y: 0, width: 900, height: 300))
        let spotDriver = FrameDriver(size: spotlit.bounds.size, containing: spotlit)
        spotDriver.drag(from: CGPoint(x: 450, y: 150), by: CGPoint(x: -130, y: 0), speed: 800)
        spotDriver.frames(3)
        let cards = Self.items(spotlit)
        #expect(cards.count > 2)
        for item in cards {
            let card = try #require(item.view as? CaptionedCard)
            #expect(card.caption.alpha == Double(max(0, 1 - 2 * abs(item.progress))))
            #expect(abs(card.drawScale - (1 - 0.2 * CarouselEffect.easedDistance(item.progress))) < 1e-9)
        }
        #expect(cards.contains { $0.view.drawScale < 1 } && cards.contains { ($0.view as? CaptionedCard)?.caption.alpha == 0 })
    }
}
