import Foundation
import ScrollKit

/// Gives item views the look of a `CarouselEffect` from their progress: what a carousel's `effect`
/// runs on (every carousel has one, `Carousel.effect` and `Carousel.effectTuning`). Each view gets the
/// whole look of the current effect (what another effect set is put back), so a new `effect` needs one
/// progress pass (`Carousel.reportProgress()`, which setting `Carousel.effect` makes).
///
/// It is also a `CarouselProgressObserver`, and `apply(to:progress:flow:)` gives any view the look, for
/// an effect of your own built on one of these.
///
/// Allocates nothing per frame: it sets a few properties of each view reported (`View.drawScale`,
/// `View.drawScaleAnchor`, `View.dimming`, `ParallaxCell.setParallaxOffset(_:)`). In a window that
/// reduces motion (`WindowRoot.reducesMotion`) parallax holds still; scale and fade, which only follow
/// the strip's own motion, stay.
@MainActor
public final class CarouselEffectApplier: CarouselProgressObserver {
    /// The effect applied.
    public var effect: CarouselEffect
    /// How strong it is, and the colour `.fade` blends toward.
    public var tuning: CarouselEffectTuning
    /// The colour behind the items found at the first item of the running progress pass (`.fade` with
    /// no `tuning.fadeColor`), so a pass walks up the view tree once; nil between passes.
    private var passFadeColor: Color?
    /// Whether a carousel has applied an effect other than `.none` with it: from then on every pass
    /// applies it, `.none` included, so a view recycled with another effect's look is put back.
    var hasApplied = false
    /// What a progress pass reads of its carousel once, at its first item: nil between passes.
    @exclusivity(unchecked) private var pass: Pass?
    /// The 3D geometry of the running pass (a 3D effect), made from its first item's length; nil
    /// between passes. Apart from `pass`, so each item reads it in place rather than copying a `Pass`.
    @exclusivity(unchecked) private var passGeometry: Carousel3DGeometry?
    /// The current item's main position under `passGeometry`, kept for the next item whose offset from
    /// the current one is the same (`Carousel3DGeometry.placement(offset:current:)`).
    @exclusivity(unchecked) private var passCurrent: Carousel3DGeometry.CurrentItem?
    /// The class of the last item view found not to be a `ParallaxCell`: a view of that class needs no
    /// dynamic cast to know it (a class's conformances do not change).
    private var plainCellClass: ObjectIdentifier?

    /// What a progress pass reads of its carousel once (each read through the carousel and its core
    /// costs reference counting and exclusivity checks that a per-item read would pay again).
    private struct Pass {
        /// The carousel's flow.
        var flow: ItemFlow
        /// Whether the carousel lays out under keylines (3D effects do not go with them).
        var keylined: Bool
        /// The distance from one item to the next, in points.
        var pitch: CGFloat
    }

    /// An applier of `effect` with `tuning`.
    public init(effect: CarouselEffect = .none, tuning: CarouselEffectTuning = CarouselEffectTuning()) {
        self.effect = effect
        self.tuning = tuning
    }

    /// The scale of an item one item or more from the centre under `.scale`.
    @available(*, deprecated, message: "use tuning.minimumScale (Carousel.effectTuning.minimumScale)")
    public var minimumScale: CGFloat {
        get { tuning.minimumScale }
        set { tuning.minimumScale = newValue }
    }
    /// How much of an item one item or more from the centre still shows under `.fade`.
    @available(*, deprecated, message: "use tuning.minimumAlpha (Carousel.effectTuning.minimumAlpha)")
    public var minimumAlpha: Double {
        get { tuning.minimumAlpha }
        set { tuning.minimumAlpha = newValue }
    }
    /// How much of the frame's motion a parallax cell's content lags by.
    @available(*, deprecated, message: "use tuning.parallaxAmount (Carousel.effectTuning.parallaxAmount)")
    public var parallaxAmount: CGFloat {
        get { tuning.parallaxAmount }
        set { tuning.parallaxAmount = newValue }
    }
    /// The colour `.fade` blends side items toward (the colour behind the items when none is set).
    @available(
        *, deprecated,
        message: "use tuning.fadeColor (Carousel.effectTuning.fadeColor); nil fades toward the colour behind the carousel"
    )
    public var backdrop: Color {
        get { tuning.fadeColor ?? .backdrop }
        set { tuning.fadeColor = newValue }
    }

    /// Applies the effect to `item.view` for its progress along `carousel`'s flow. O(1); the first
    /// item of a pass under `.fade` with no fade colour set also finds the colour behind it, O(depth of
    /// the view tree).
    public func carousel(_ carousel: any Carousel, item: ItemProgress) {
        if effect == .fade, tuning.fadeColor == nil, passFadeColor == nil {
            passFadeColor = CarouselEffectApplier.color(behind: item.view)
        }
        if pass == nil { startPass(for: carousel, firstView: item.view) }
        let pass = pass!
        apply(to: item.view, progress: item.progress, flow: pass.flow)
        if pass.keylined {
            // Keylines mask flat items in place: a 3D effect does not go with them.
            Self.flatten(item.view)
        } else if passGeometry != nil {
            Self.place(
                item.view, progress: item.progress, pitch: pass.pitch, flow: pass.flow, by: passGeometry!,
                current: &passCurrent)
        }
    }

    /// Reads what the pass starting with `firstView` needs of `carousel`, once.
    private func startPass(for carousel: any Carousel, firstView: View) {
        let core = carousel.core
        let flow = core.flow
        let keylined = core.geometry.keylines != nil
        pass = Pass(flow: flow, keylined: keylined, pitch: core.strategy?.itemPitch ?? 0)
        passCurrent = nil
        passGeometry = nil
        if !keylined, let style = effect.style3D {
            passGeometry = Self.geometry(of: style, for: carousel, itemLength: flow.main(firstView.bounds.size))
        }
    }

    /// The pass is over: the colour behind the items and the 3D geometry are found again at the next one.
    public func carouselDidFinishProgress(_ carousel: any Carousel) {
        passFadeColor = nil
        pass = nil
        passGeometry = nil
        passCurrent = nil
    }

    /// Gives `view`, at `progress` items from the snap point along `flow`, the look of `effect`. O(1),
    /// or O(depth of the view tree) for `.fade` outside a pass with no fade colour set (the colour
    /// behind `view` is found).
    public func apply(to view: View, progress: CGFloat, flow: ItemFlow) {
        if effect.style3D == nil { Self.flatten(view) }
        let t = CarouselEffect.easedDistance(progress)
        switch effect {
        case .scale:
            view.drawScale = 1 - (1 - tuning.minimumScale) * t
            // Toward the edge facing the snap point (physically), so the gap to the centred item stays.
            let physical = flow.physicalDelta(progress)
            let main: CGFloat = physical > 0 ? 0 : 1
            view.drawScaleAnchor = flow.point(main: main, cross: 0.5)
        default:
            view.drawScale = 1
        }
        if effect == .fade {
            // The fade colour laid over the item (a blended fill, cheap to draw) rather than the item's
            // opacity, in steps of 1/64 so the renderer draws a few shapes again and again.
            let amount = ((1 - tuning.minimumAlpha) * Double(t) * 64).rounded() / 64
            let colour = tuning.fadeColor ?? passFadeColor ?? CarouselEffectApplier.color(behind: view)
            view.dimming = amount > 0 ? colour.withAlpha(amount) : .clear
        } else {
            view.dimming = .clear
        }
        let viewClass = ObjectIdentifier(type(of: view))
        if viewClass != plainCellClass, let cell = view as? ParallaxCell {
            if effect == .parallax, view.windowRoot?.reducesMotion == true {
                // Reduced motion: a moving effect holds still (the content laid out for parallax, unmoved).
                cell.setParallaxOffset(.zero)
            } else if effect == .parallax {
                let clamped = progress.isFinite ? min(max(progress, -1), 1) : 0
                let length = flow.main(view.bounds.size)
                cell.setParallaxOffset(flow.vector(alongMain: -tuning.parallaxAmount * clamped * length))
            } else {
                cell.setParallaxOffset(nil)
            }
        } else {
            plainCellClass = viewClass
        }
    }

    /// The opaque colour `view` is drawn on: the first opaque `backgroundColor` among its superviews,
    /// nearest first (in a carousel: the scroll view, the carousel, then the carousel's ancestors), with
    /// the translucent backgrounds between composited over it; `Color.backdrop`, the window's clear
    /// colour, when none is opaque. A colour a sibling draws behind (not an ancestor) is not seen: give
    /// it as `CarouselEffectTuning.fadeColor`.
    ///
    /// - Complexity: O(d) for d superviews up to the first opaque one; allocates nothing.
    public static func color(behind view: View) -> Color {
        guard let superview = view.superview else { return .backdrop }
        let own = superview.backgroundColor
        if own.alpha >= 1 { return own.withAlpha(1) }
        let below = color(behind: superview)
        return own.alpha > 0 ? own.composited(over: below) : below
    }
}
