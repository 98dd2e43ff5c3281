import CarouselLabCore
import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// What a screen reader finds in the lab's scenes: one list per technique, named after it, holding
/// one element per banner (named by its title, described by its subtitle).
@MainActor
@Suite("Lab: every scene's carousels as named lists")
struct LabAccessibilityTests {
    @Test("the gallery: one list per technique, named after it, each with every banner, the current one selected")
    func gallery() throws {
        let banners = labBanners(7)
        let content = SceneKind.gallery.makeContent(banners: banners, layout: .standard, log: nil)
        let driver = FrameDriver(size: CGSize(width: 1280, height: 800), containing: content.view)
        content.view.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        driver.frames(2)
        let tree = driver.root.accessibilitySnapshot(applicationName: "Carousel Lab", windowTitle: "Carousel Lab").tree
        let lists = tree.depthFirst.filter { $0.role == .list || $0.role == .pageTabList }
        #expect(lists.map(\.name) == SceneKind.galleryTechniques.map(\.title))
        for list in lists {
            #expect(list.childCount == 7, "\(list.name)")
            let selected = (0..<7).filter { tree.child(at: $0, of: list.id)?.states.contains(.selected) == true }
            #expect(selected.count == 1, "\(list.name): \(selected)")
            let first = try #require(tree.child(at: 0, of: list.id))
            #expect(first.name == banners[0].title && first.description == banners[0].subtitle)
        }
    }
}
