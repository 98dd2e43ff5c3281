import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The README's store kiosk (issue 44) is the code compiled with these tests, and it does what the
/// README says: three cards a view under multi-browse keylines turning a view of large cards, a
/// trimmed thumbnail strip whose every thumbnail moves the cards there, a live product list.
@MainActor
@Suite("Store kiosk: the README's example")
struct KioskDocumentationTests {
    static let products = (0..<12).map { Product(id: "sku-\($0)", name: "Product \($0)") }

    /// The kiosk's page in a 960 × 540 window: the cards above, the thumbnails under them.
    static func page() throws -> (KioskPage, FrameDriver) {
        let page = try KioskPage(products: products)
        let window = View(frame: CGRect(x: 0, y: 0, width: 960, height: 540))
        page.cards.frame = CGRect(x: 0, y: 0, width: 960, height: 400)
        page.thumbnails.frame = CGRect(x: 0, y: 420, width: 960, height: 100)
        window.addSubview(page.cards)
        window.addSubview(page.thumbnails)
        let driver = FrameDriver(size: window.bounds.size, containing: window)
        driver.root.focus(page.cards)
        driver.frames(2)
        return (page, driver)
    }

    @Test("the README shows the example compiled with the tests, and every delegate method's signature")
    func readmeBlock() throws {
        let block = try RepositoryText.fencedExample(at: "Tests/CarouselsTests/Linking/Examples/ReadmeKioskExample.swift")
        let readme = try RepositoryText.text(of: "README.md")
        #expect(readme.contains(block))
        let delegate = try RepositoryText.text(of: "Sources/Carousels/API/CarouselDelegate.swift")
        // Every requirement of the protocol, as declared, is in the README's table.
        let requirements = delegate.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("func carousel(") }
        #expect(requirements.count == 7)
        for requirement in requirements {
            #expect(readme.contains("`\(requirement)`"), "the README lists \(requirement)")
        }
        for cause in ScrollCause.allCases {
            #expect(readme.contains("`\(cause.rawValue)`"), "the README names the cause \(cause.rawValue)")
        }
    }

    @Test("a key turns a view of large cards; every thumbnail, past the strip's last snap too, brings its card")
    func kiosk() throws {
        let (page, driver) = try Self.page()
        let focal = try #require(page.cards.core.geometry.keylines?.focalItemCount)
        #expect(focal == 3, "three large cards, as three per view asks")
        driver.root.handle(key: KeyEvent(.right, time: driver.time))
        #expect(driver.settle())
        #expect(page.cards.settledItem == focal && page.log.last == "showing Product \(focal) (key)")
        for index in [5, 6, 7, 8, 9, 10, 11, 10, 8] {
            var point: CGPoint?
            page.thumbnails.forEachItemView { view, item in
                guard item.index == index else { return }
                let frame = view.superview!.convert(view.drawnFrame, to: nil)
                if frame.minX >= 0, frame.maxX <= 960 { point = CGPoint(x: frame.midX, y: frame.midY) }
            }
            driver.click(at: try #require(point, "thumbnail \(index) whole in view"))
            driver.root.focus(page.cards) // the click focused the thumbnails
            #expect(driver.settle())
            let shown = page.cards.core.geometry.items(ofSnap: page.cards.core.geometry.snap(containing: index))
            #expect(page.cards.settledItem == shown.lowerBound && shown.contains(index), "thumbnail \(index)")
            #expect(page.link.thumbnailFocus.focusedItem == index, "the ring stays on thumbnail \(index)")
        }
    }

    @Test("the product list changes while the cards move: both sides take it, the card shown stays")
    func liveData() throws {
        let (page, driver) = try Self.page()
        page.cards.scrollToItem(6, animated: true, cause: .api)
        driver.frames(3)
        let fewer = Self.products.filter { $0.id != "sku-0" && $0.id != "sku-1" }
        try page.show(fewer)
        #expect(driver.settle())
        #expect(page.cards.itemCount == 10 && page.thumbnails.itemCount == 10)
        let geometry = page.cards.core.geometry
        let shown = geometry.items(ofSnap: geometry.snap(containing: page.cards.settledItem ?? 0))
        #expect(shown.contains { page.products[$0].name == "Product 6" }, "the view it was heading for still shows it")
        #expect(page.link.thumbnailFocus.focusedItem == page.cards.settledItem)
        #expect(throws: CarouselItemChanges.Problem.self) { try page.show(fewer + fewer) }
        #expect(page.products == fewer, "a failed batch changes nothing")
    }

    @Test("a product card's name fades with its keyline size")
    func cardNameFades() throws {
        let (page, _) = try Self.page()
        var alphas: [Double] = []
        page.cards.forEachItemView { view, _ in
            if let card = view as? ProductCard, card.drawMask != nil { alphas.append(card.name.alpha) }
        }
        #expect(alphas.contains(1) && alphas.contains { $0 < 0.5 }, "\(alphas)")
    }
}
