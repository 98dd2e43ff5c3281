import Carousels
import Foundation
import ScrollKit

// Key E and `--effect`: one `CarouselEffect` on every technique shown, live, through the public
// effect API every carousel has (`Carousel.effect`, `Carousel.effectTuning`).

extension LabShell {
    /// The effect key E turns to: the next of `CarouselEffect.allCases` after the current one, wrapping
    /// round, skipping the 3D ones (`CarouselEffect.isThreeDimensional`) under a keyline layout
    /// (`CarouselLayout.keylines`), which takes flat effects only. O(number of effects).
    public var nextEffect: CarouselEffect {
        var next = effect.next
        guard layout.keylines != nil else { return next }
        while next.isThreeDimensional, next != effect { next = next.next }
        return next
    }

    /// Puts `effect` on every technique shown now and on every scene shown later (`--effect`,
    /// `"layout": {"effect": …}`, key E), at once: each carousel applies it to its item views.
    public func setEffect(_ effect: CarouselEffect) {
        self.effect = effect
        applyEffect(to: content)
    }

    /// Sets `effect` on every technique of `content`. In the gallery `.fade` blends toward the cards'
    /// colour: the `GalleryBackdrop` draws the cards in one layer behind the cells, not as the
    /// techniques' ancestors, so the colour behind a carousel cannot be found there and is named.
    func applyEffect(to content: SceneContent) {
        let fadeColor: Color? = content.view is GalleryView ? GalleryCell.background : nil
        for technique in content.techniques {
            let carousel = technique.carousel
            if carousel.effectTuning.fadeColor != fadeColor { carousel.effectTuning.fadeColor = fadeColor }
            carousel.effect = effect
        }
    }
}
