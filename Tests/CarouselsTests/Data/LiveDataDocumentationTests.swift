import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// The live-data example of the README and the DocC article is the code compiled with these tests
/// (`Examples/ReadmeLiveDataExample.swift`), and it does what its comments say.
@MainActor
@Suite("Live data: the documented example")
struct LiveDataDocumentationTests {
    static let example = "Tests/CarouselsTests/Data/Examples/ReadmeLiveDataExample.swift"

    static func banner(_ name: String) -> Banner {
        Banner(title: name, subtitle: "", image: ImageReference("/banners/\(name).png"))
    }

    @Test("the README's live-data example and the article's are the one compiled with the tests")
    func blocksCompile() throws {
        let block = try RepositoryText.fencedExample(at: Self.example)
        let readme = try RepositoryText.text(of: "README.md")
        #expect(readme.contains("### Changing the items while they show\n"))
        #expect(readme.contains(block))
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/LiveData.md").contains(block))
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Carousels.md").contains("<doc:LiveData>"))
    }

    @Test("the kiosk keeps the banner in the middle when one arrives before it and another goes")
    func kioskKeepsTheMiddle() throws {
        let carousel = RecyclingCarousel(frame: CGRect(x: 0, y: 0, width: 640, height: 300))
        let driver = FrameDriver(size: carousel.bounds.size, containing: carousel)
        let kiosk = KioskBanners(carousel: carousel)
        let names = ["Lisbon", "Porto", "Faro", "Braga"]
        try kiosk.show(names.map { ($0, Self.banner($0)) })
        driver.frames(2)
        carousel.scrollToItem(2, animated: false) // Faro
        driver.frames(2)
        try kiosk.show(["Evora", "Lisbon", "Faro", "Braga", "Sintra"].map { ($0, Self.banner($0)) })
        driver.frames(30)
        #expect(carousel.currentItem == 2)
        #expect(kiosk.banners[carousel.currentItem!].id == "Faro")
    }

    @Test("the row appends a page when the current poster nears the end, during a fling too")
    func rowAppendsPages() throws {
        let row = FiniteStrip(frame: CGRect(x: 0, y: 0, width: 640, height: 300), paging: true)
        let driver = FrameDriver(size: row.bounds.size, containing: row)
        var pagesLoaded = 0
        let browser = PagedPosters(row: row) { first in
            pagesLoaded += 1
            return (first..<(first + 5)).map { Self.banner("Poster \($0)") }
        }
        driver.frames(2)
        driver.root.focus(row)
        #expect(browser.posters.count == 5)
        for _ in 0..<3 {
            driver.key(.right)
            driver.settle()
        }
        #expect(row.currentItem == 3)
        #expect(browser.posters.count == 10, "a page appended when poster 2 of 5 became current")
        #expect(pagesLoaded == 2)
        for _ in 0..<9 {
            driver.key(.right)
            driver.settle()
        }
        #expect(row.currentItem == 12)
        #expect(browser.posters.count == 20)
    }
}
