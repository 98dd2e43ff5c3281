import Foundation

/// One of iCarousel's 3D layouts (`iCarouselType`): how an item `offset` items from the current one is
/// placed in 3D (`Carousel3DGeometry.transform(offset:)`), with iCarousel's defaults for each.
///
/// iCarousel's `linear` type is the flat strip every technique already draws, and `custom` is a
/// delegate's own transform, so neither is here. `coverFlow2` is left out too: it is coverflow whose
/// side items snap to fully turned (and the centred one flat) at ±0.5 items, the flip led by a piece
/// of scrolling state (`_toggle`, the direction the user last moved in) rather than by the offset, so it
/// is no function of the offset alone; at rest (whole offsets) it is exactly `coverflow`.
public enum Carousel3DStyle: String, Hashable, Sendable, CaseIterable {
    /// Side items turned away about the cross axis (81° with the default tilt 0.9), pushed half an item
    /// back and overlapping at a quarter of an item apart; the centred one flat in front.
    case coverflow
    /// Items on a ring seen from outside, not turned: they shrink as they go round the back.
    case rotary
    /// Items on a ring seen from inside (the ring's centre in front of the viewer), not turned.
    case invertedRotary = "inverted-rotary"
    /// Items on the faces of a cylinder seen from outside, each turned with its face.
    case cylinder
    /// Items on the inside of a cylinder around the viewer, each turned to face its axis; their backs
    /// are hidden (iCarousel's one style that hides back faces by default).
    case invertedCylinder = "inverted-cylinder"
    /// Items on the rim of a wheel in the screen's plane whose hub is below the carousel (beside it,
    /// on the left, for a vertical one), each turned with its spoke.
    case wheel
    /// The wheel with its hub above the carousel (on the right for a vertical one).
    case invertedWheel = "inverted-wheel"
    /// Items receding into the distance behind the current one, toward the top left (offsets < 0);
    /// items past it (offsets > 0) come forward and fade out over one item.
    case timeMachine = "time-machine"
    /// The time machine seen the other way: items past the current one recede, earlier ones fade.
    case invertedTimeMachine = "inverted-time-machine"

    /// The name the lab uses for the style ("coverflow", "inverted-rotary", "time-machine", …).
    public var name: String { rawValue }

    /// The style called `name`, or nil for an unknown name (see `names` for the allowed ones).
    public init?(name: String) { self.init(rawValue: name) }

    /// The names of every style, in order, for messages: "coverflow, rotary, inverted-rotary, …".
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Whether items sit on a ring (rotary, cylinder, wheel and their inverted forms): laid out from a
    /// ring count, an arc and a radius (`Carousel3DGeometry.ringCount`, `arc`, `radius`).
    public var isRing: Bool {
        switch self {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: return true
        case .coverflow, .timeMachine, .invertedTimeMachine: return false
        }
    }

    /// Whether this is the inverted form of another style (iCarousel negates its radius and angle, or
    /// its tilt and offset for the time machine).
    public var isInverted: Bool {
        switch self {
        case .invertedRotary, .invertedCylinder, .invertedWheel, .invertedTimeMachine: return true
        case .coverflow, .rotary, .cylinder, .wheel, .timeMachine: return false
        }
    }

    /// iCarousel's default tilt (`iCarouselOptionTilt`): 0.9 for coverflow (the side items' turn as a
    /// fraction of a quarter turn), 0.3 for the time machine (the sideways drift per item, as a fraction
    /// of the item length); 0 where the style has no tilt.
    public var defaultTilt: CGFloat {
        switch self {
        case .coverflow: return 0.9
        case .timeMachine, .invertedTimeMachine: return 0.3
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: return 0
        }
    }

    /// iCarousel's default spacing (`iCarouselOptionSpacing`), in item lengths: 0.25 for coverflow
    /// (side items overlap), 1 for the others.
    public var defaultSpacing: CGFloat { self == .coverflow ? 0.25 : 1 }

    /// iCarousel's default arc (`iCarouselOptionArc`), in radians: a full turn, 2π, for every ring style
    /// (the wheel included); 0 where the style has no ring.
    public var defaultArc: CGFloat { isRing ? 2 * .pi : 0 }

    /// Whether iCarousel wraps this style by default (`iCarouselOptionWrap`): the ring styles do.
    public var wrapsByDefault: Bool { isRing }

    /// Whether iCarousel draws an item turned away from the viewer by default
    /// (`iCarouselOptionShowBackfaces`, which defaults to the item layer's `doubleSided`, true): every
    /// style but the inverted cylinder, which iCarousel always hides.
    public var showsBackFacesByDefault: Bool { self != .invertedCylinder }

    /// iCarousel's default `iCarouselOptionFadeMin`, in items: −∞ (no fade), 0 for the inverted time
    /// machine (items before the current one fade).
    public var defaultFadeMin: CGFloat { self == .invertedTimeMachine ? 0 : -.infinity }

    /// iCarousel's default `iCarouselOptionFadeMax`, in items: +∞ (no fade), 0 for the time machine
    /// (items past the current one, which come toward the viewer, fade).
    public var defaultFadeMax: CGFloat { self == .timeMachine ? 0 : .infinity }
}
