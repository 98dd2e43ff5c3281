import Foundation
import ScrollKit

// Effects and per-item progress: public API of every carousel, kept by its core.

extension Carousel {
    /// How the side items look as they move (`.none` by default: as laid out). Setting it applies it
    /// at once to every item view laid out; the views a technique lays out later get it as they come.
    ///
    /// The effect owns each item view's `View.drawScale`, `View.drawScaleAnchor`, `View.dimming` and,
    /// for a `ParallaxCell`, its parallax offset; back to `.none`, it puts them back as laid out. Your
    /// own `progressObserver` hears each item right after the effect has been applied to it.
    public var effect: CarouselEffect {
        get { core.effectApplier.effect }
        set {
            let reach = core.layoutReach
            core.effectApplier.effect = newValue
            // A 3D effect lays out more items (`CarouselCore.layoutReach`): place the views again where
            // they are, without aligning, so no motion stops.
            if core.layoutReach != reach { core.strategy?.coreDidScroll() }
            reportProgress()
        }
    }

    /// How strong the effects are (minimum scale and alpha, parallax amount) and the colour `.fade`
    /// blends toward (nil, the default: the colour behind the carousel, found as the effect is
    /// applied). Setting it applies it at once, as `effect` does.
    public var effectTuning: CarouselEffectTuning {
        get { core.effectApplier.tuning }
        set {
            core.effectApplier.tuning = newValue
            reportProgress()
        }
    }

    /// Hears every item view's progress each time the strip moves or is laid out, after `effect` has
    /// been applied to it: an effect of your own, beside or on top of the built-in one. Held strongly
    /// (a carousel owns what it reports to, which must not hold the carousel strongly). Setting it
    /// reports every item view laid out at once.
    public var progressObserver: (any CarouselProgressObserver)? {
        get { core.progressObserver }
        set {
            core.progressObserver = newValue
            reportProgress()
        }
    }

    /// Applies `effect` to every item view laid out now and tells `progressObserver` where each is,
    /// item by item, in item order (the effect first, then the observer). The techniques call it
    /// wherever they have just placed their item views (every scroll, every layout), so nothing needs
    /// calling it but a change the carousel cannot see, such as an observer's own parameters.
    ///
    /// Until an effect other than `.none` has been set, the effect is not applied at all, so an observer
    /// that sets the same view properties is left alone. A `CarouselFocus` attached to the carousel
    /// moves its ring at the end of every pass.
    ///
    /// - Complexity: O(v) for v item views; allocates nothing.
    public func reportProgress() {
        defer { core.focus?.carouselDidFinishProgressPass() }
        core.applySlide()
        core.applyKeylines()
        let applier = core.effectApplier
        let applies = applier.effect != .none || applier.hasApplied
        let observer = core.progressObserver
        guard applies || observer != nil, let strategy = core.strategy else { return }
        if applies { applier.hasApplied = true }
        strategy.forEachItemProgress { item in
            if applies { applier.carousel(self, item: item) }
            observer?.carousel(self, item: item)
        }
        if applies { applier.carouselDidFinishProgress(self) }
        observer?.carouselDidFinishProgress(self)
    }
}
