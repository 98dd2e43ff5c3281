import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The README's keyline and 3D example is the code compiled with these tests, and it does what its
/// comments say.
@MainActor
@Suite("Keylines and 3D layouts: the documented example")
struct Layouts3DDocumentationTests {
    static let banners = (0..<8).map {
        Banner(title: "Banner \($0)", subtitle: "", image: ImageReference("/banners/\($0).png"))
    }

    @Test("the README's example is the one compiled with the tests, and so is the DocC article's")
    func readmeBlockCompiles() throws {
        let block = try RepositoryText.fencedExample(at: "Tests/CarouselsTests/Keylines/Examples/ReadmeLayouts3DExample.swift")
        let readme = try RepositoryText.text(of: "README.md")
        #expect(readme.contains("### Material 3 keylines and iCarousel's 3D layouts\n"))
        #expect(readme.contains(block))
        let article = try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Layouts3D.md")
        #expect(article.contains(block))
        let landing = try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Carousels.md")
        #expect(landing.contains("<doc:Layouts3D>"))
    }

    /// The item views of the carousel `add` puts on a 960 × 320 page, two frames on.
    static func itemsShown(by add: (View, [Banner]) -> any Carousel & View) -> (any Carousel & View, [ItemProgress]) {
        let page = View(frame: CGRect(x: 0, y: 0, width: 960, height: 320))
        let carousel = add(page, banners)
        FrameDriver(size: page.bounds.size, containing: page).frames(2)
        return (carousel, EffectsDocumentationTests.items(carousel))
    }

    @Test("the multi-browse shelf: the first item large against the start, the others narrowing, none squashed")
    func shelf() throws {
        let (shelf, items) = Self.itemsShown(by: addMultiBrowseShelf)
        let strategy = try #require(shelf.core.geometry.keylines)
        var shown: [(index: Int, length: CGFloat, laidOut: CGFloat)] = []
        for item in items {
            guard let mask = item.view.drawMask, mask.rect.width > 11 else { continue }
            shown.append((item.index, mask.rect.width, item.view.bounds.width))
        }
        shown.sort { $0.index < $1.index }
        #expect(shown.first?.index == 0 && abs((shown.first?.length ?? 0) - strategy.itemLength) < 0.5)
        #expect(shown.map(\.length) == shown.map(\.length).sorted(by: >), "\(shown)")
        #expect(shown.allSatisfy { abs($0.laidOut - strategy.itemLength) < 1e-6 })
    }

    @Test("the cover flow: the centred cover faces the viewer, the side ones are turned away")
    func coverFlow() throws {
        let (_, items) = Self.itemsShown(by: addCoverFlow)
        var turned = 0
        var facing = 0
        for item in items {
            guard let projection = item.view.projection else { continue }
            if abs(item.progress) < 1e-6 {
                #expect(projection.transform.m11 == 1 && projection.transform.m13 == 0)
                facing += 1
            } else if abs(projection.transform.m13) > 0.5 {
                turned += 1
            }
        }
        #expect(facing == 1 && turned >= 2)
    }
}
