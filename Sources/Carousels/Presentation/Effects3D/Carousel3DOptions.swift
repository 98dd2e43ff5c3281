import Foundation

/// iCarousel's options for its 3D layouts (`iCarouselOption`, answered by its delegate's
/// `carousel:valueForOption:withDefault:`): each nil takes iCarousel's default for the style
/// (`Carousel3DStyle`), which `Carousel3DGeometry` resolves. A NaN is ignored (the default is used), and
/// so is an infinity anywhere but the fade bounds, so no option makes a transform that is not finite.
///
/// iCarousel's `iCarouselOptionAngle` (a delegate's per-offset override of the ring angle) and the
/// viewpoint offset are not offered: the angle follows the offset, and the eye is on the carousel's
/// centre.
public struct Carousel3DOptions: Hashable, Sendable {
    /// `iCarouselOptionTilt`: coverflow's turn of a side item as a fraction of a quarter turn (0.9),
    /// the time machine's sideways drift per item as a fraction of the item length (0.3).
    public var tilt: CGFloat?
    /// `iCarouselOptionSpacing`, in item lengths: the step between items (0.25 coverflow, 1 others).
    public var spacing: CGFloat?
    /// `iCarouselOptionArc`, in radians: how much of a turn the ring's `ringCount` items span (2π).
    public var arc: CGFloat?
    /// `iCarouselOptionRadius`, in points: the ring's radius, instead of the one iCarousel computes
    /// from the ring count, spacing and item length (`Carousel3DGeometry.radius`).
    public var radius: CGFloat?
    /// `iCarouselOptionCount`: how many items share the ring's arc, instead of iCarousel's count
    /// (`Carousel3DGeometry.ringCount`). Ignored unless positive.
    public var count: Int?
    /// `iCarouselOptionVisibleItems`: how many items to lay out, instead of iCarousel's count for the
    /// style and size (`Carousel3DGeometry.visibleItemCount`); never more than the items. Ignored if negative.
    public var visibleItems: Int?
    /// `iCarouselOptionShowBackfaces`: whether iCarousel draws an item turned away (true for every style
    /// but the inverted cylinder), as `Carousel3DGeometry.isCulled(offset:)` reports it; the carousels
    /// here cull back faces always.
    public var showsBackFaces: Bool?
    /// `iCarouselOptionFadeMin`, in items: offsets below it fade (−∞; 0 for the inverted time machine).
    public var fadeMin: CGFloat?
    /// `iCarouselOptionFadeMax`, in items: offsets above it fade (+∞; 0 for the time machine).
    public var fadeMax: CGFloat?
    /// `iCarouselOptionFadeRange`, in items: how far past `fadeMin` or `fadeMax` an item fades to
    /// `fadeMinAlpha` (1). Zero or less cuts at once.
    public var fadeRange: CGFloat?
    /// `iCarouselOptionFadeMinAlpha`: the opacity a faded item keeps, 0…1 (0).
    public var fadeMinAlpha: CGFloat?
    /// iCarousel's `perspective` property: the base transform's `m34`, −1 / eye distance in points
    /// (−1/500: an eye 500 points in front of the carousel). 0 is an orthographic view.
    public var perspective: CGFloat?

    /// Options with every value given or left nil (iCarousel's default).
    public init(
        tilt: CGFloat? = nil, spacing: CGFloat? = nil, arc: CGFloat? = nil, radius: CGFloat? = nil,
        count: Int? = nil, visibleItems: Int? = nil, showsBackFaces: Bool? = nil,
        fadeMin: CGFloat? = nil, fadeMax: CGFloat? = nil, fadeRange: CGFloat? = nil, fadeMinAlpha: CGFloat? = nil,
        perspective: CGFloat? = nil
    ) {
        self.tilt = tilt
        self.spacing = spacing
        self.arc = arc
        self.radius = radius
        self.count = count
        self.visibleItems = visibleItems
        self.showsBackFaces = showsBackFaces
        self.fadeMin = fadeMin
        self.fadeMax = fadeMax
        self.fadeRange = fadeRange
        self.fadeMinAlpha = fadeMinAlpha
        self.perspective = perspective
    }

    /// iCarousel's default perspective, −1/500.
    public static let defaultPerspective: CGFloat = -1.0 / 500.0

    /// iCarousel's `MAX_VISIBLE_ITEMS` on iOS: the most items it lays out, and the most a ring holds.
    public static let maxVisibleItems = 30
}
