import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("Resizing keeps every technique's current item")
struct ResizeTests {
    @Test("after paging twice and resizing, the same item is current and centred", arguments: SceneKind.galleryTechniques)
    func resizeKeepsItem(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 1100, height: 600))
        lab.frames(2)
        lab.driver.key(.right)
        lab.wait(1)
        lab.driver.key(.right)
        lab.wait(1.5)
        let carousel = lab.carousel()
        let before = try #require(carousel.currentItem)
        #expect(before == 2 || scene == .tiling || scene == .padded, "paged twice")
        for size in [CGSize(width: 700, height: 420), CGSize(width: 1280, height: 720), CGSize(width: 901, height: 333)] {
            lab.root.handle(.resized(size))
            lab.frames(3)
            #expect(carousel.currentItem == before, "\(scene) at \(size)")
            if scene != .tiling && scene != .padded {
                #expect(carousel.isCurrentItemCentred(), "\(scene) at \(size): item \(before) centred")
            }
        }
    }
}
