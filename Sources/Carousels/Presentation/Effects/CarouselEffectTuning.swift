import Foundation
import ScrollKit

/// How strong each `CarouselEffect` is: a carousel's `effectTuning`.
///
/// Every value is kept in its range as it is set: one outside it is clamped to the nearest end, and
/// one that is not finite (NaN, infinite) leaves the value as it was. So whatever a caller sets, the
/// effect stays drawable.
public struct CarouselEffectTuning: Hashable, Sendable {
    private var scale: CGFloat = 0.8
    private var alpha: Double = 0.35
    private var parallax: CGFloat = 0.12

    /// The scale of an item one item or more from the snap point under `.scale`, a fraction of its
    /// laid-out size in 0.01...1 (default 0.8).
    public var minimumScale: CGFloat {
        get { scale }
        set { if newValue.isFinite { scale = min(max(newValue, 0.01), 1) } }
    }

    /// How much of an item one item or more from the snap point still shows under `.fade`, in 0...1
    /// (default 0.35): the rest is the fade colour laid over it (`View.dimming`).
    public var minimumAlpha: Double {
        get { alpha }
        set { if newValue.isFinite { alpha = min(max(newValue, 0), 1) } }
    }

    /// How far a `ParallaxCell`'s content lags behind its frame under `.parallax`, in 0...1 (default
    /// 0.12): the content is moved −`parallaxAmount` × progress × the cell's length along the main
    /// axis, progress clamped to ±1.
    public var parallaxAmount: CGFloat {
        get { parallax }
        set { if newValue.isFinite { parallax = min(max(newValue, 0), 1) } }
    }

    /// The colour `.fade` blends side items toward. Nil (the default) is the colour behind the
    /// carousel's items, found each time the effect is applied
    /// (`CarouselEffectApplier.color(behind:)`): the first opaque background from the carousel's
    /// scroll view up through the carousel and its ancestors, else the window's `Color.backdrop`.
    /// A colour given here wins; its alpha is ignored.
    public var fadeColor: Color?
    /// iCarousel's options for the 3D effects (tilt, spacing, arc, radius, how many items show,
    /// fading, perspective); each left nil takes iCarousel's default for the style.
    public var options3D = Carousel3DOptions()

    /// A tuning of the given values, each kept in its range as the properties say (the defaults
    /// otherwise).
    public init(
        minimumScale: CGFloat = 0.8, minimumAlpha: Double = 0.35, parallaxAmount: CGFloat = 0.12,
        fadeColor: Color? = nil
    ) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
        self.parallaxAmount = parallaxAmount
        self.fadeColor = fadeColor
    }
}
