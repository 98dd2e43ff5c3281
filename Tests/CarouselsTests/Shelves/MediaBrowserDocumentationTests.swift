import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// The README's media browser example is the code compiled with these tests, and it does what its
/// comments say.
@MainActor
@Suite("Media browser: the README's example")
struct MediaBrowserDocumentationTests {
    static let posters = (0..<12).map { Banner(title: "Film \($0)", subtitle: "", image: ImageReference("/films/\($0).png")) }

    @Test("the README shows the example compiled with the tests")
    func readmeBlockCompiles() throws {
        let block = try RepositoryText.fencedExample(at: "Tests/CarouselsTests/Shelves/Examples/ReadmeMediaBrowserExample.swift")
        let readme = try RepositoryText.text(of: "README.md")
        #expect(readme.contains("### A media browser: rows, TV focus, thumbnails, attract mode\n"))
        #expect(readme.contains(block))
    }

    @Test("Down, Right, Enter opens row 1's second poster; a minute alone brings the focus home, the wake-up swallowed")
    func homeScreen() throws {
        let rows = ["Drama", "Comedy", "Jazz"].map { (title: $0, posters: Self.posters) }
        let screen = HomeScreen(frame: CGRect(x: 0, y: 0, width: 1280, height: 720), rows: rows)
        let driver = FrameDriver(size: CGSize(width: 1280, height: 720), containing: screen.shelves)
        driver.frame()
        driver.root.focus(screen.shelves)
        for key in [Key.down, .right, .enter] {
            screen.update(now: driver.time)
            screen.handle(.key(KeyEvent(key, time: driver.time)), in: driver.root)
        }
        #expect(screen.opened.map { [$0.row, $0.item] } == [[1, 1]])
        driver.wait(61)
        screen.update(now: driver.time)
        #expect(screen.attractor.isAttracting)
        #expect(screen.shelves.focusedItem?.row == 0 && screen.shelves.focusedItem?.item == 0)
        screen.handle(.key(KeyEvent(.enter, time: driver.time)), in: driver.root)
        #expect(screen.opened.count == 1, "the key that wakes the kiosk does nothing else")
        screen.handle(.key(KeyEvent(.enter, time: driver.time + 0.5)), in: driver.root)
        #expect(screen.opened.map { [$0.row, $0.item] } == [[1, 1], [0, 0]])
    }

    @Test("the store page: a click on thumbnail 3 moves the main there, and the main's key moves the ring")
    func storePage() throws {
        let page = View(frame: CGRect(x: 0, y: 0, width: 960, height: 540))
        let main = RecyclingCarousel(frame: CGRect(x: 0, y: 0, width: 960, height: 420))
        let strip = FiniteStrip(
            layout: CarouselLayout(itemLength: .fixed(140), alignment: .start), paging: false)
        strip.frame = CGRect(x: 0, y: 440, width: 960, height: 90)
        page.addSubview(main)
        page.addSubview(strip)
        let link = try linkThumbnails(main: main, strip: strip, products: Self.posters)
        let driver = FrameDriver(size: page.bounds.size, containing: page)
        driver.frame()
        var target: CGPoint?
        strip.forEachItemView { view, item in
            if item.index == 3 { target = view.convertToWindow(CGPoint(x: view.bounds.midX, y: view.bounds.midY)) }
        }
        driver.click(at: try #require(target))
        #expect(driver.settle())
        #expect(main.settledItem == 3 && link.thumbnailFocus.focusedItem == 3)
        #expect(throws: CarouselLinkError.self) {
            try CarouselLink(main: main, thumbnails: FiniteStrip(paging: false))
        }
    }
}
