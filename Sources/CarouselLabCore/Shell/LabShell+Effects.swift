import Carousels
import Foundation
import ScrollKit

// Key E and `--effect`: one `CarouselEffect` on every technique shown, live.

extension LabShell {
    /// Puts `effect` on every technique shown now and on every scene shown later (`--effect`,
    /// `"layout": {"effect": …}`, key E), at once: each carousel reports its items' progress again.
    public func setEffect(_ effect: CarouselEffect) {
        self.effect = effect
        applyEffect(to: content)
    }

    /// Gives every technique of `content` an applier of `effect` as its progress observer, and applies it.
    func applyEffect(to content: SceneContent) {
        for technique in content.techniques {
            let carousel = technique.carousel
            if let applier = carousel.progressObserver as? CarouselEffectApplier {
                applier.effect = effect
            } else {
                carousel.progressObserver = CarouselEffectApplier(effect: effect)
            }
            carousel.reportProgress()
        }
    }
}
