import Foundation
import ScrollKit

/// Applies a `CarouselEffect` to a carousel's item views from their progress: attach it as the
/// carousel's `progressObserver`. Each view reported gets the whole look of the current effect (what
/// another effect set is put back), so switching `effect` live needs one `reportProgress()`.
///
/// Allocates nothing per frame: it sets a few properties of each view reported. In a window that
/// reduces motion (`WindowRoot.reducesMotion`) parallax holds still; scale and fade, which only
/// follow the strip's own motion, stay.
@MainActor
public final class CarouselEffectApplier: CarouselProgressObserver {
    /// The effect applied.
    public var effect: CarouselEffect
    /// The scale of an item one item or more from the centre under `.scale` (0 < value ≤ 1).
    public var minimumScale: CGFloat = 0.8
    /// How much of an item one item or more from the centre still shows under `.fade` (0...1): the
    /// rest is the backdrop laid over it (`View.dimming`).
    public var minimumAlpha: Double = 0.35
    /// The colour `.fade` blends side items toward: the window's backdrop by default.
    public var backdrop: Color = .backdrop
    /// How much of the frame's motion a parallax cell's content lags by: its offset is
    /// −`parallaxAmount` × progress × the cell's length along the main axis, progress clamped to ±1.
    public var parallaxAmount: CGFloat = 0.12

    /// An applier of `effect`.
    public init(effect: CarouselEffect = .none) {
        self.effect = effect
    }

    /// Applies the effect to `item.view` for its progress on `carousel`'s flow.
    public func carousel(_ carousel: any InspectableCarousel, item: ItemProgress) {
        apply(to: item.view, progress: item.progress, flow: carousel.flow)
    }

    /// Gives `view`, at `progress` items from the snap point along `flow`, the look of `effect`. O(1).
    public func apply(to view: View, progress: CGFloat, flow: ItemFlow) {
        let t = CarouselEffect.easedDistance(progress)
        switch effect {
        case .scale:
            view.drawScale = 1 - (1 - min(max(minimumScale, 0.01), 1)) * t
            // Toward the edge facing the snap point (physically), so the gap to the centred item stays.
            let physical = flow.physicalDelta(progress)
            let main: CGFloat = physical > 0 ? 0 : 1
            view.drawScaleAnchor = flow.point(main: main, cross: 0.5)
        default:
            view.drawScale = 1
        }
        if effect == .fade {
            // The backdrop laid over the item (a blended fill, cheap to draw) rather than the item's
            // opacity, in steps of 1/64 so the renderer draws a few shapes again and again.
            let amount = ((1 - min(max(minimumAlpha, 0), 1)) * Double(t) * 64).rounded() / 64
            view.dimming = amount > 0 ? backdrop.withAlpha(amount) : .clear
        } else {
            view.dimming = .clear
        }
        if let cell = view as? ParallaxCell {
            if effect == .parallax, view.windowRoot?.reducesMotion == true {
                // Reduced motion: a moving effect holds still (the content laid out for parallax, unmoved).
                cell.setParallaxOffset(.zero)
            } else if effect == .parallax {
                let clamped = progress.isFinite ? min(max(progress, -1), 1) : 0
                let length = flow.main(view.bounds.size)
                cell.setParallaxOffset(flow.vector(alongMain: -parallaxAmount * clamped * length))
            } else {
                cell.setParallaxOffset(nil)
            }
        }
    }
}
