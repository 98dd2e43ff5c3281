import Carousels
import Foundation
import ScrollKit
import Testing

@MainActor
@Suite("Banner thumbnails")
struct BannerThumbnailTests {
    @Test("a thumbnail cell draws its banner's image alone, rounded, in one raster group; nil empties it")
    func cells() throws {
        let banners = [
            Banner(title: "A", subtitle: "a", image: ImageReference("/img/a.png")),
            Banner(title: "B", subtitle: "b", image: ImageReference("/img/b.png")),
        ]
        let cells = CarouselCells.thumbnails(banners, cornerRadius: 5)
        let cell = try #require(cells.makeCell() as? BannerThumbnailView)
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        cell.frame = CGRect(x: 10, y: 10, width: 80, height: 45)
        root.addSubview(cell)
        cells.configure(cell, forItem: 1)
        #expect(cell.banner == banners[1])
        root.layoutIfNeeded()
        let list = root.makeDisplayList(textMeasurer: nil)
        let drawn = "\(list)"
        #expect(drawn.contains("/img/b.png"))
        #expect(!drawn.contains("text("), "no title or subtitle: \(drawn)")
        cells.configure(cell, forItem: 7) // past the end: an empty slot
        #expect(cell.banner == nil && cell.backgroundColor == BannerItemView.emptyColor)
    }
}
