import Foundation
import ScrollKit

/// iCarousel's 3D layout of one carousel, as pure geometry: where an item `offset` items from the
/// current one is placed (`transform(offset:)`, `projection(offset:center:)`), how many items are laid
/// out (`visibleItemCount`, `visibleOffsets`), which are faded or hidden (`alpha(offset:)`,
/// `isCulled(offset:)`) and in what order they are drawn (`depthKey(offset:)`).
///
/// Everything iCarousel derives from its options, its size and its item count is resolved once here
/// (`tilt`, `spacing`, `arc`, `ringCount`, `radius`, `visibleItemCount`, …), so each query is O(1) and
/// allocates nothing. Lengths are in points, angles in radians, offsets in items (positive toward the
/// end of the strip).
///
/// - `flow.axis == .vertical` is iCarousel's `vertical` flag: the main axis is y, and coverflow and the
///   cylinder turn about the x axis instead of y (the wheel still turns in the screen's plane, its hub
///   on the left).
/// - `flow.isReversed` (right to left) draws the mirror image of the left-to-right layout about the
///   carousel's vertical centre line: `transform(offset:)` is `S · M · S` with `S` the mirror
///   x → −x, so every x the offset produces (translation and turn) is negated while an item's own
///   content still reads left to right. For the symmetric styles this is the left-to-right transform of
///   `−offset`; for the time machine it keeps the depth (items behind still recede) and only swaps
///   the side they drift to.
///
/// Bad input never traps, each with its fallback: an item length that is not positive and finite is
/// the viewport's main length (iCarousel takes the item view's own width when `itemWidth` is 0), or
/// 0 (every item at the centre) if that is no better; a negative item count is 0, and a ring with no
/// items is laid out as one of one item (nothing is visible: `visibleItemCount` is 0); a viewport that
/// is not finite and positive counts as empty; an offset that is not finite is the centred item's
/// (and `alpha(offset:)` is 0 for it, so it is not shown).
public struct Carousel3DGeometry: Hashable, Sendable {
    /// The layout.
    public let style: Carousel3DStyle
    /// The length of an item along the main axis, in points (iCarousel's `itemWidth`): the unit of
    /// `spacing`, and what coverflow pushes side items back by (half of it).
    public let itemLength: CGFloat
    /// The size of the carousel, in points.
    public let viewport: CGSize
    /// How many items the carousel has (never negative).
    public let itemCount: Int
    /// Whether the carousel wraps (iCarousel's `wrapEnabled`): offsets are then taken within
    /// ±`itemCount` / 2 (`wrappedOffset(_:)`).
    public let wraps: Bool
    /// The axis and direction of the strip (only a horizontal strip is mirrored by its direction).
    public let flow: ItemFlow
    /// The options as given.
    public let options: Carousel3DOptions

    /// The tilt in use (`Carousel3DOptions.tilt`, else `style.defaultTilt`).
    public let tilt: CGFloat
    /// The spacing in use, in item lengths (`Carousel3DOptions.spacing`, else `style.defaultSpacing`).
    public let spacing: CGFloat
    /// The arc of a ring, in radians (`Carousel3DOptions.arc`, else `style.defaultArc`).
    public let arc: CGFloat
    /// iCarousel's `circularCarouselItemCount`: for a ring, how many items share its arc, π times the
    /// items that fit across the viewport (rounded up), at least 12, at most
    /// `Carousel3DOptions.maxVisibleItems` (30) and never more than the items, unless
    /// `Carousel3DOptions.count` says otherwise; for the other styles, the item count.
    public let ringCount: Int
    /// The radius of a ring, in points (0 for the other styles), iCarousel's default unless
    /// `Carousel3DOptions.radius` is given, with `s = itemLength × spacing` and `n = max(1, ringCount)`:
    /// rotary `max(s / 2, s / 2 / tan(arc / 2n))`, cylinder `max(0.01, s / 2 / tan(arc / 2n))` (items
    /// edge to edge round the polygon), wheel `s × n / arc` (the rim's length is n items). Positive:
    /// the inverted styles negate it in the transform, as iCarousel does.
    public let radius: CGFloat
    /// The perspective in use, the base transform's `m34` (−1/500 unless `Carousel3DOptions.perspective`).
    public let perspective: CGFloat
    /// Whether iCarousel draws items turned away from the viewer (`Carousel3DOptions.showsBackFaces`,
    /// else `style.showsBackFacesByDefault`), for `isCulled(offset:)`. The carousels here never draw a
    /// back face (`View.projection` culls it, in perspective), whatever this says.
    public let showsBackFaces: Bool
    /// How many items iCarousel lays out for this style, size and item count
    /// (`updateNumberOfVisibleItems`): coverflow enough to fill the main length at `spacing` plus 2,
    /// rotary and cylinder `ringCount`, their inverted forms half of it (rounded up), the wheel
    /// `ringCount` when its rim comes within the viewport (`radius − itemLength / 2` below half the
    /// smaller side) else half of it plus 1, the time machine the most, 30; then at most 30, replaced by
    /// `Carousel3DOptions.visibleItems` if given, and never more than `itemCount`.
    public let visibleItemCount: Int

    /// The geometry of `style` for items `itemLength` points long in a carousel of size `viewport`
    /// holding `itemCount` items, wrapping if `wraps` (nil: iCarousel's default for the style,
    /// `Carousel3DStyle.wrapsByDefault`), along `flow`, with `options`. O(1).
    public init(
        style: Carousel3DStyle, itemLength: CGFloat, viewport: CGSize, itemCount: Int, wraps: Bool? = nil,
        flow: ItemFlow = .horizontal, options: Carousel3DOptions = Carousel3DOptions()
    ) {
        self.style = style
        let size = CGSize(width: Self.usableLength(viewport.width), height: Self.usableLength(viewport.height))
        self.viewport = size
        let mainLength = flow.main(size)
        let length: CGFloat
        if itemLength > 0, itemLength.isFinite {
            length = itemLength
        } else {
            length = mainLength
        }
        self.itemLength = length
        let count = max(0, itemCount)
        self.itemCount = count
        self.wraps = wraps ?? style.wrapsByDefault
        self.flow = flow
        self.options = options
        tilt = Self.finite(options.tilt) ?? style.defaultTilt
        let spacing = Self.finite(options.spacing) ?? style.defaultSpacing
        self.spacing = spacing
        let arc = Self.finite(options.arc) ?? style.defaultArc
        self.arc = arc
        perspective = Self.finite(options.perspective) ?? Carousel3DOptions.defaultPerspective
        showsBackFaces = options.showsBackFaces ?? style.showsBackFacesByDefault

        let ringCount = Self.ringCount(
            style: style, mainLength: mainLength, step: length * spacing, itemCount: count, override: options.count)
        self.ringCount = ringCount
        let radius = Self.radius(
            style: style, step: length * spacing, arc: arc, ringCount: ringCount, override: options.radius)
        self.radius = radius
        visibleItemCount = Self.visibleItemCount(
            style: style, mainLength: mainLength, viewport: size, itemLength: length, spacing: spacing,
            ringCount: ringCount, radius: radius, itemCount: count, override: options.visibleItems)
    }

    // MARK: Resolution (iCarousel's defaults)

    /// `value` if it is finite, else nil.
    static func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// A viewport side that is finite and positive, else 0.
    static func usableLength(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// `circularCarouselItemCount`: see `ringCount`.
    static func ringCount(style: Carousel3DStyle, mainLength: CGFloat, step: CGFloat, itemCount: Int, override: Int?)
        -> Int
    {
        guard style.isRing else { return itemCount }
        if let override, override > 0 { return override }
        let across = mainLength / step
        // 0/0 (no viewport, no step) is no count at all: iCarousel's floor of 12 holds.
        let wanted = across.isNaN ? 12 : max(12, across.rounded(.up) * .pi)
        let capped = Int(min(CGFloat(Carousel3DOptions.maxVisibleItems), wanted))
        return min(itemCount, capped)
    }

    /// iCarousel's default radius for `style` (see `radius`), or `override` when finite; a computed
    /// radius that is not finite (an arc of 0) falls back to half a step.
    static func radius(style: Carousel3DStyle, step: CGFloat, arc: CGFloat, ringCount: Int, override: CGFloat?)
        -> CGFloat
    {
        guard style.isRing else { return 0 }
        if let override = finite(override) { return override }
        let n = CGFloat(max(1, ringCount))
        let polygon = step / 2 / tan(arc / 2 / n)
        let value: CGFloat
        switch style {
        case .rotary, .invertedRotary: value = max(step / 2, polygon)
        case .cylinder, .invertedCylinder: value = max(0.01, polygon)
        case .wheel, .invertedWheel: value = step * n / arc
        case .coverflow, .timeMachine, .invertedTimeMachine: value = 0
        }
        return value.isFinite ? value : step / 2
    }

    /// `updateNumberOfVisibleItems`: see `visibleItemCount`.
    static func visibleItemCount(
        style: Carousel3DStyle, mainLength: CGFloat, viewport: CGSize, itemLength: CGFloat, spacing: CGFloat,
        ringCount: Int, radius: CGFloat, itemCount: Int, override: Int?
    ) -> Int {
        let most = Carousel3DOptions.maxVisibleItems
        var count: Int
        switch style {
        case .coverflow:
            let fill = (mainLength / (itemLength * spacing)).rounded(.up) + 2
            // A step of 0 (or a negative one) fills nothing sensible: lay out the most.
            count = fill.isFinite && fill >= 0 ? Int(min(CGFloat(most), fill)) : most
        case .rotary, .cylinder:
            count = ringCount
        case .invertedRotary, .invertedCylinder:
            count = (ringCount + 1) / 2
        case .wheel, .invertedWheel:
            let rimInside = radius - itemLength / 2 < min(viewport.width, viewport.height) / 2
            count = rimInside ? ringCount : (ringCount + 1) / 2 + 1
        case .timeMachine, .invertedTimeMachine:
            count = most
        }
        count = min(most, count)
        if let override, override >= 0 { count = override }
        return max(0, min(count, itemCount))
    }
}
