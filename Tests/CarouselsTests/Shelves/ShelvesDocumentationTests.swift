import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// The DocC article's example is the code compiled with these tests
/// (`Examples/ShelvesExample.swift`), and it builds what its comments say.
@MainActor
@Suite("CarouselShelves: the documented example")
struct ShelvesDocumentationTests {
    static let example = "Tests/CarouselsTests/Shelves/Examples/ShelvesExample.swift"

    @Test("the article shows the example compiled with the tests, and the landing page links it")
    func blockCompiles() throws {
        let block = try RepositoryText.fencedExample(at: Self.example)
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Shelves.md").contains(block))
        #expect(try RepositoryText.text(of: "Sources/Carousels/Documentation.docc/Carousels.md").contains("<doc:Shelves>"))
    }

    @Test("the home screen: a row per genre under its title, a notch down shows the next row")
    func homeScreen() {
        let banners = (0..<12).map { Banner(title: "Film \($0)", subtitle: "", image: ImageReference("/films/\($0).png")) }
        let genres = ["Drama", "Comedy", "Nature", "Jazz"].map { (name: $0, banners: banners) }
        let shelves = makeHomeScreen(frame: CGRect(x: 0, y: 0, width: 1280, height: 720), genres: genres)
        let driver = FrameDriver(size: shelves.bounds.size, containing: shelves)
        driver.frame()
        #expect(shelves.rows.map { $0.title?.text } == ["Drama", "Comedy", "Nature", "Jazz"])
        #expect(shelves.rows[0].carousel is RecyclingCarousel)
        #expect(shelves.rows.allSatisfy { $0.carousel.itemCount == 12 && $0.carousel.frame.height == 180 })
        let pitch: CGFloat = 36 + 180 + 24
        #expect(shelves.rowPitch == pitch)
        driver.wheel(dx: 0, dy: 40, at: CGPoint(x: 640, y: 300))
        #expect(driver.settle())
        #expect(shelves.columnScrollView.contentOffset.y == shelves.rowPitch)
    }
}
