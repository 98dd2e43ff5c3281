// README's "Effects on your carousel" example, compiled and run with the tests
// (EffectsDocumentationTests) so it cannot drift from the public API. Keep it identical to the README's block.
import Carousels
import Foundation
import ScrollKit

/// A shelf whose side items shrink as they leave the middle: any technique takes any effect.
@MainActor func addShrinkingShelf(to page: View, banners: [Banner]) -> any Carousel & View {
    let carousel: any Carousel & View = TilingScrollView(frame: page.bounds)
    carousel.set(items: banners)
    carousel.effect = .scale // or .fade (toward the colour behind the carousel), .parallax, .none
    carousel.effectTuning.minimumScale = 0.7 // side items drawn at 70 %
    page.addSubview(carousel)
    return carousel
}
