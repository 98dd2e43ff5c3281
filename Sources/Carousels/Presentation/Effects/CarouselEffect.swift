import Foundation
import ScrollKit

/// How a carousel's side items look as they move, computed from their progress alone
/// (`ItemProgress.progress`), so every technique, axis and direction, and any cell, can have it: set
/// it as `Carousel.effect`, tune it with `Carousel.effectTuning`.
public enum CarouselEffect: String, Hashable, Sendable, CaseIterable {
    /// Every item as laid out.
    case none
    /// Side items drawn smaller (the centred one keeps its size), eased by progress, scaled toward
    /// their edge facing the centre so the gap stays and seed A's ears and seed D's previews still peek
    /// in. Hit testing follows: a neighbour takes a press only where it shows.
    case scale
    /// Side items blended toward the colour behind the carousel (that colour laid over them,
    /// `View.dimming`), eased by progress; `CarouselEffectTuning.fadeColor` names another.
    case fade
    /// The content of a `ParallaxCell` (a banner's image) moves slower than its frame.
    case parallax
    /// iCarousel's cover flow (`Carousel3DStyle.coverflow`). This and the cases below are iCarousel's
    /// 3D layouts, each drawing the `Carousel3DStyle` of the same name (`style3D`): each item is placed
    /// by its progress alone (`Carousel3DGeometry`, set as `View.projection`), drawn as its cached
    /// bitmap through the projection, and hit where it shows, the nearest in front. Under a keyline
    /// layout (`CarouselLayout.keylines`), which masks flat items in place, they draw nothing.
    case coverflow
    /// iCarousel's rotary (`Carousel3DStyle.rotary`).
    case rotary
    /// iCarousel's inverted rotary (`Carousel3DStyle.invertedRotary`).
    case invertedRotary = "inverted-rotary"
    /// iCarousel's cylinder (`Carousel3DStyle.cylinder`).
    case cylinder
    /// iCarousel's inverted cylinder (`Carousel3DStyle.invertedCylinder`).
    case invertedCylinder = "inverted-cylinder"
    /// iCarousel's wheel (`Carousel3DStyle.wheel`).
    case wheel
    /// iCarousel's inverted wheel (`Carousel3DStyle.invertedWheel`).
    case invertedWheel = "inverted-wheel"
    /// iCarousel's time machine (`Carousel3DStyle.timeMachine`).
    case timeMachine = "time-machine"
    /// iCarousel's inverted time machine (`Carousel3DStyle.invertedTimeMachine`).
    case invertedTimeMachine = "inverted-time-machine"

    /// The effect after this one in `allCases`, wrapping round (the lab's key E).
    public var next: CarouselEffect {
        let all = CarouselEffect.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }

    /// The names `init(rawValue:)` accepts, in order, for messages: "none, scale, fade, parallax,
    /// coverflow, …".
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Whether the effect places items in 3D (`coverflow` … `invertedTimeMachine`): a layout drawn in
    /// perspective rather than a look laid over the strip's own layout.
    public var isThreeDimensional: Bool { style3D != nil }

    /// How far an item at `progress` is into its effect: 0 centred, 1 at one item or more away,
    /// smoothly eased in between (smoothstep, so the centred item starts changing gently). O(1).
    public static func easedDistance(_ progress: CGFloat) -> CGFloat {
        guard progress.isFinite else { return 1 }
        let t = min(abs(progress), 1)
        return t * t * (3 - 2 * t)
    }
}

/// A cell whose content can move inside its frame, for `CarouselEffect.parallax`: a `BannerItemView`
/// moves its image; a user's own cell can adopt it too.
@MainActor
public protocol ParallaxCell: View {
    /// Moves the content `offset` points from its place (physical, along the strip's main axis), clipped
    /// to the cell; nil turns parallax off and puts the content back as laid out. A cell may prepare
    /// its content differently while parallax is on (a banner enlarges its image), so `.zero` is not nil.
    func setParallaxOffset(_ offset: CGPoint?)
}
