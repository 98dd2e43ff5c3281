import Carousels
import Foundation
import ScrollKit

/// A store's shelf in Material 3's multi-browse layout: the first items large, then a medium and a
/// small one, narrowing toward the end without squashing their pictures.
@MainActor func addMultiBrowseShelf(to page: View, banners: [Banner]) -> any Carousel & View {
    let carousel: any Carousel & View = FiniteStrip(frame: page.bounds, paging: true)
    carousel.layout.keylines = .multiBrowse // or .hero, .uncontained
    carousel.layout.itemLength = .fixed(280) // the preferred large length; Material picks the actual one
    carousel.set(items: banners)
    page.addSubview(carousel)
    return carousel
}

/// An album browser in iCarousel's cover flow: the side covers turned away in perspective.
@MainActor func addCoverFlow(to page: View, banners: [Banner]) -> any Carousel & View {
    let carousel: any Carousel & View = RecyclingCarousel(frame: page.bounds)
    carousel.layout.itemLength = .fixed(240)
    carousel.effect = .coverflow // or .rotary, .cylinder, .wheel, .timeMachine and the inverted ones
    carousel.set(items: banners)
    page.addSubview(carousel)
    return carousel
}
