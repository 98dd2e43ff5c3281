import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The layout examples of the README and the DocC article are the code compiled with these tests
/// (`Examples/`), and they do what their comments say.
@MainActor
@Suite("Layouts: the documented examples")
struct LayoutDocumentationTests {
    static let example = "Tests/CarouselsTests/Layout/Examples/ReadmeLayoutExample.swift"

    static let banners = (0..<10).map {
        Banner(title: "Poster \($0)", subtitle: "", image: ImageReference("/posters/\($0).png"))
    }

    @Test("the README's layout example and the article's are the one compiled with the tests")
    func blocksCompile() throws {
        let block = try RepositoryText.fencedExample(at: Self.example)
        let readme = try RepositoryText.text(of: "README.md")
        #expect(readme.contains("### Layouts: shelves, mixed widths, a menu at the start\n"))
        #expect(readme.contains(block))
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Layouts.md").contains(block))
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Carousels.md").contains("<doc:Layouts>"))
    }

    @Test("the shelf turns three posters per key, the first at the start; the row centres each product at its width")
    func examplesDoWhatTheySay() throws {
        let page = View(frame: CGRect(x: 0, y: 0, width: 900, height: 300))
        let shelf = addPosterShelf(to: page, posters: Self.banners)
        let driver = FrameDriver(size: page.bounds.size, containing: page)
        driver.root.focus(shelf)
        driver.frames(2)
        driver.key(.right)
        driver.settle()
        #expect(shelf.settledItem == 3)
        var starts: [Int: CGFloat] = [:]
        (shelf as? any InspectableCarousel)?.forEachInspectedItem { item in
            starts[item.index] = shelf.convert(item.frame, from: (shelf as! any InspectableCarousel).inspectedScrollView).minX
        }
        #expect(abs((starts[3] ?? .nan) - 16) < 1e-6, "poster 3 at the inset")

        shelf.removeFromSuperview()
        let widths: [CGFloat] = [150, 320, 240]
        let row = addProductRow(to: page, products: Self.banners, widths: widths)
        driver.frames(2)
        for index in [1, 2, 7] {
            row.scrollToItem(index, animated: false)
            var frame: CGRect?
            (row as? any InspectableCarousel)?.forEachInspectedItem { item in
                let shown = row.convert(item.frame, from: (row as! any InspectableCarousel).inspectedScrollView)
                if item.index == index, abs(shown.midX - 450) < 1 { frame = shown }
            }
            let width = index < widths.count ? widths[index] : 200
            #expect(frame.map { abs($0.width - width) < 1e-6 && abs($0.midX - 450) < 1e-6 } == true, "product \(index)")
        }
    }
}
