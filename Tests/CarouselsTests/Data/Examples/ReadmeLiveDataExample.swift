// The live-data example of the README and of the DocC article "LiveData": the code below, from its
// first import on, is what both show (LiveDataDocumentationTests checks it, and runs it).

import Carousels
import Foundation
import ScrollKit

/// A kiosk's banners, updated remotely while they show: each banner has a stable id.
@MainActor final class KioskBanners: CarouselDelegate {
    let carousel: any Carousel
    private(set) var banners: [(id: String, banner: Banner)] = []

    init(carousel: any Carousel) {
        self.carousel = carousel
        carousel.carouselDelegate = self
    }

    /// Shows `latest` in place of the banners shown now: the carousel works out what was inserted,
    /// removed and moved from the ids, and the banner in the middle stays where it is.
    func show(_ latest: [(id: String, banner: Banner)]) throws {
        let old = banners.map(\.id)
        banners = latest
        let cells = CarouselCells.banners(latest.map(\.banner), direction: carousel.flow.effectiveDirection)
        try carousel.updateItems(from: old, to: latest.map(\.id), cells: cells)
    }

    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        print("\(update.changes.inserted.count) new, \(update.changes.removed.count) gone; current \(update.currentAfter ?? -1)")
    }
}

/// A media browser's finite row that loads the next page of posters as the user nears its end.
@MainActor final class PagedPosters: CarouselDelegate {
    let row: any Carousel
    private(set) var posters: [Banner] = []
    let loadPage: (Int) -> [Banner]

    init(row: any Carousel, loadPage: @escaping (Int) -> [Banner]) {
        self.row = row
        self.loadPage = loadPage
        row.carouselDelegate = self
        row.nearEndDistance = 2 // hear about it when the current poster is 2 from the last
        append(loadPage(0))
    }

    func carousel(_ carousel: any Carousel, didNearEndAt index: Int) {
        append(loadPage(posters.count))
    }

    private func append(_ page: [Banner]) {
        var changes = CarouselItemChanges()
        for offset in page.indices { changes.insert(at: posters.count + offset) }
        posters += page
        // An append during a fling lets the fling go on into the new posters.
        do {
            try row.updateItems(changes, cells: .banners(posters, direction: row.flow.effectiveDirection))
        } catch {
            print(error) // what is wrong with the batch, and how to fix it
        }
    }
}
