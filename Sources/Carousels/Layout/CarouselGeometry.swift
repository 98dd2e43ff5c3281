import Foundation

/// Where the items of one carousel sit along the main axis and where the strip may rest: a pure
/// function of a `CarouselLayout`, an item count, optional per-item lengths and the viewport's
/// length, made at each layout. No views, no scroll view; the carousel core asks it.
///
/// All lengths are in points along the main axis, *logical*: growing in item order from the strip's
/// start (mapping them to physical x or y, right to left or vertical, is the flow's business). Item 0
/// starts at 0; a *position* is the strip coordinate of the viewport's start edge.
///
/// An *occurrence* is an item's place on the strip: on a finite strip the item itself (`0..<count`);
/// on an endless one any Int, occurrence `i` showing item `i mod count` one period further on per
/// cycle. Occurrence positions are computed as `cycle × period + local`, never by repeated addition,
/// so a million wraps leave no drift.
///
/// Cost: init is O(1) without per-item lengths (no array is stored, whatever the count: a million
/// equal items cost nothing) and O(n) with them (prefix sums, and the groups when paging by view).
/// Every query is O(1) or O(log n) and allocates nothing.
///
/// Degenerate input never traps and never makes a NaN: a negative count is 0 (one above
/// `maximumCount` is taken as it); a non-finite or negative viewport length is 0; layout values
/// `CarouselLayout.problem` reports are taken at their defaults; lengths (viewport, inset, spacing,
/// item lengths) above `maximumLength` are taken as it.
public struct CarouselGeometry: Sendable {
    /// The layout as given (bad values are used at their defaults; see `CarouselLayout.problem`).
    public let layout: CarouselLayout
    /// How many items there are (0 or more, at most `maximumCount`).
    public let count: Int
    /// The viewport's length along the main axis, in points (0 or more).
    public let viewportLength: CGFloat
    /// Whether the items repeat without end, with period `period`.
    public let isEndless: Bool
    /// The length of an item without a length of its own, in points, never negative: `.fill`, the
    /// viewport less two insets; `.itemsPerView(k)`, `(viewport − 2 × inset − (k − 1) × spacing) / k`
    /// (at most `maximumLength`); `.fixed(L)`, L.
    public let defaultItemLength: CGFloat
    /// The distance from an item to the same item one cycle on, in points: the sum of the lengths
    /// plus `count × spacing` (the seam between the last item and the first keeps the spacing).
    /// Defined for finite strips too.
    public let period: CGFloat
    /// From item 0's leading edge to the last item's trailing edge, in points: the sum of the lengths
    /// plus `(count − 1) × spacing` (0 with no items).
    public let contentLength: CGFloat
    /// Where in the viewport items align, from its start edge, in points: `.start`, the inset;
    /// `.center`, the middle; `.end`, the viewport's length less the inset.
    public let snapPoint: CGFloat
    /// Material 3's keylines the items are drawn by (`CarouselLayout.keylines`), for the viewport less
    /// its insets: nil without keylines, with no viewport yet, or when Material's arrangement has no
    /// room (`keylineProblem` says why; the items are then laid out plainly).
    public let keylines: KeylineStrategy?
    /// Why the layout's keylines could not be arranged in this viewport, or nil.
    public let keylineProblem: String?

    /// The longest viewport, inset, spacing or item length taken, in points; longer ones are taken as
    /// this, far beyond any screen, so sums over any number of items stay finite.
    public static let maximumLength: CGFloat = 1e9
    /// The most items taken, `Int.max / 4` (far beyond any memory); more are taken as this, so
    /// occurrence and snap arithmetic never overflows.
    public static let maximumCount = Int.max / 4

    /// The gap between the view's ends and the aligned item, in points (sanitised).
    let inset: CGFloat
    /// The gap between neighbouring items, in points (sanitised).
    let spacing: CGFloat
    /// Which point of an item meets the snap point.
    let alignment: CarouselLayout.Alignment
    /// The items' edges within one period.
    let positions: ItemPositions
    /// The paging groups of one period (or of the finite strip).
    let groups: ItemGroups
    /// The trimmed snaps: finite strips with `Containment.trim` and items only.
    let trim: SnapTrim?
    /// The most cycles an occurrence or snap index may be away from cycle 0 before it saturates,
    /// so that `cycle × count` plus an index never overflows.
    let cycleLimit: Int

    /// The geometry of `count` items in a viewport `viewportLength` points long.
    ///
    /// - Parameters:
    ///   - layout: the policy: inset, spacing, item length, alignment, paging, containment.
    ///   - count: how many items (a negative count is taken as 0, one above `maximumCount` as it).
    ///   - viewportLength: the viewport's main-axis length, in points (non-finite or negative: 0).
    ///   - lengths: `lengths[i]`, when present and non-nil, is item i's own length, in points (mixed
    ///     widths); the other items take the layout's `itemLength`. An entry that is not finite or
    ///     not positive is taken as the default length; entries past `count` are ignored.
    ///   - isEndless: whether the items repeat without end (`contain` is then ignored).
    ///
    /// O(1) without per-item lengths, O(n) with them.
    public init(layout: CarouselLayout, count: Int, viewportLength: CGFloat, lengths: [CGFloat?] = [], isEndless: Bool) {
        var safe = layout.sanitized
        let maximum = Self.maximumLength
        let count = min(max(0, count), Self.maximumCount)
        let viewport = viewportLength.isFinite ? min(max(viewportLength, 0), maximum) : 0
        let inset = min(safe.inset, maximum)
        let spacing = min(safe.spacing, maximum)
        let available = max(0, viewport - 2 * inset)
        var lengths = lengths
        (keylines, keylineProblem) = Self.keylineStrategy(of: safe, available: available, count: count, isEndless: isEndless)
        if let keylines {
            // Material's pager: every item at the focal length, aligned and bounded as Compose's carousels.
            safe = safe.underKeylines(itemLength: keylines.itemLength, isEndless: isEndless)
            lengths = []
        }
        let itemLength: CGFloat
        switch safe.itemLength {
        case .fill: itemLength = available
        case .fixed(let length): itemLength = length
        case .itemsPerView(let perView):
            itemLength = min(max(0, (viewport - 2 * inset - (perView - 1) * spacing) / perView), maximum)
        }
        let positions = ItemPositions(
            count: count, defaultLength: itemLength, spacing: spacing, given: lengths, maximumLength: maximum)
        let groups: ItemGroups
        switch (safe.pageBy, keylines) {
        case (.item, _): groups = ItemGroups(byItemOf: count)
        case (.view, nil): groups = ItemGroups(byViewOf: positions, limit: available + SnapTrim.fitTolerance)
        case (.view, let keylines?):
            // Under keylines a view is the arrangement's large (focal) items, as Material 3 counts them.
            let focal = CGFloat(keylines.focalItemCount)
            let span = focal * itemLength + (focal - 1) * spacing
            groups = ItemGroups(byViewOf: positions, limit: span + SnapTrim.fitTolerance)
        }
        let snapPoint: CGFloat
        switch safe.alignment {
        case .start: snapPoint = inset
        case .center: snapPoint = viewport / 2
        case .end: snapPoint = viewport - inset
        }
        let contentLength = count > 0 ? positions.end(count - 1) : 0

        self.layout = layout
        self.count = count
        self.viewportLength = viewport
        self.isEndless = isEndless
        self.defaultItemLength = itemLength
        self.period = positions.start(count)
        self.contentLength = contentLength
        self.snapPoint = snapPoint
        self.inset = inset
        self.spacing = spacing
        self.alignment = safe.alignment
        self.positions = positions
        self.groups = groups
        self.cycleLimit = (Int.max / 4) / max(count, 1)
        if !isEndless, safe.contain == .trim, count > 0 {
            let alignment = safe.alignment
            trim = SnapTrim(
                groupCount: groups.count, contentLength: contentLength, viewport: viewport, inset: inset,
                alignment: alignment
            ) { Self.anchor(ofGroup: $0, groups, positions, alignment) - snapPoint }
        } else {
            trim = nil
        }
    }

    /// The point of the span `start...end` that meets the snap point under `alignment`.
    static func anchor(from start: CGFloat, to end: CGFloat, _ alignment: CarouselLayout.Alignment) -> CGFloat {
        switch alignment {
        case .start: return start
        case .center: return (start + end) / 2
        case .end: return end
        }
    }

    /// The point of group `group` (its first item's leading edge to its last item's trailing edge)
    /// that meets the snap point under `alignment`, within cycle 0.
    static func anchor(
        ofGroup group: Int, _ groups: ItemGroups, _ positions: ItemPositions, _ alignment: CarouselLayout.Alignment
    ) -> CGFloat {
        let items = groups.items(ofGroup: group)
        return anchor(from: positions.start(items.lowerBound), to: positions.end(items.upperBound - 1), alignment)
    }
}

extension CarouselGeometry {
    /// Occurrence `occurrence` as a whole number of cycles and an item in `0..<count`: on a finite
    /// strip cycle 0 and the item clamped into range; (0, 0) with no items.
    func split(_ occurrence: Int) -> (cycle: Int, item: Int) {
        guard count > 0 else { return (0, 0) }
        guard isEndless else { return (0, min(max(occurrence, 0), count - 1)) }
        let cycle = occurrence / count
        let item = occurrence % count
        return item < 0 ? (cycle - 1, item + count) : (cycle, item)
    }

    /// The anchor of item `item` (in `0..<count`) within cycle 0.
    func localAnchor(_ item: Int) -> CGFloat {
        let start = positions.start(item)
        return Self.anchor(from: start, to: start + positions.length(item), alignment)
    }

    /// The length of occurrence `i`, in points (item `i mod count`; on a finite strip `i` is clamped
    /// into `0..<count`; 0 with no items). O(1).
    public func length(ofItem i: Int) -> CGFloat {
        count > 0 ? positions.length(split(i).item) : 0
    }

    /// The strip coordinate of occurrence `i`'s leading edge, in points: item 0 starts at 0; on an
    /// endless strip `floor(i / count) × period + start(i mod count)`; on a finite one `i` is clamped
    /// into `0..<count` (0 with no items). O(1).
    public func start(ofItem i: Int) -> CGFloat {
        let (cycle, item) = split(i)
        return CGFloat(cycle) * period + positions.start(item)
    }

    /// The point of occurrence `i` that meets the snap point, in strip coordinates: its leading edge,
    /// middle or trailing edge, by alignment. O(1).
    public func anchor(ofItem i: Int) -> CGFloat {
        let (cycle, item) = split(i)
        return CGFloat(cycle) * period + localAnchor(item)
    }

    /// The position (the strip coordinate of the viewport's start edge) at which occurrence `i` is
    /// aligned: `anchor(ofItem: i) − snapPoint`, in points. Untrimmed: with `Containment.trim` a
    /// finite strip rests at `snapPosition(_:)` instead. O(1).
    public func alignedPosition(ofItem i: Int) -> CGFloat {
        let (cycle, item) = split(i)
        return CGFloat(cycle) * period + (localAnchor(item) - snapPoint)
    }

    /// The item occurrence `i` shows: `i mod count`, in `0..<count` (0 with no items). O(1).
    public func item(ofOccurrence i: Int) -> Int {
        count > 0 ? WrapMath.wrap(i, count: count) : 0
    }
}

extension CarouselGeometry {
    /// The keyline strategy of `layout.keylines` for `available` points (the viewport less its insets)
    /// and `count` items: multi-browse (centred on an endless strip), the centred hero or uncontained,
    /// from the preferred large length the layout's `itemLength` gives (`CarouselLayout.keylines`). nil
    /// without keylines or room; with a message when Material's arrangement refuses the numbers.
    static func keylineStrategy(of layout: CarouselLayout, available: CGFloat, count: Int, isEndless: Bool) -> (
        KeylineStrategy?, String?
    ) {
        guard let kind = layout.keylines, available > 0 else { return (nil, nil) }
        let spacing = layout.spacing
        let preferred: CGFloat
        switch layout.itemLength {
        case .fixed(let length): preferred = min(length, available)
        case .itemsPerView(let perView): preferred = max(1, (available - (perView - 1) * spacing) / perView)
        case .fill: preferred = available * (kind == .multiBrowse ? 1.0 / 3 : 0.8)
        }
        do {
            let list: KeylineList
            switch kind {
            case .multiBrowse where isEndless:
                list = try .centeredMultiBrowse(
                    availableLength: available, preferredItemLength: preferred, itemSpacing: spacing, itemCount: count)
            case .multiBrowse:
                list = try .multiBrowse(
                    availableLength: available, preferredItemLength: preferred, itemSpacing: spacing, itemCount: count)
            case .hero:
                list = try .centeredHero(
                    availableLength: available, maxItemLength: preferred, itemSpacing: spacing, itemCount: count)
            case .uncontained:
                list = try .uncontained(availableLength: available, itemLength: preferred, itemSpacing: spacing)
            }
            let strategy = KeylineStrategy(keylines: list, availableLength: available, itemSpacing: spacing)
            guard strategy.isValid else {
                return (nil, strategy.problem.map { "\(kind.rawValue) \($0)" })
            }
            return (strategy, nil)
        } catch {
            return (nil, "\(kind.rawValue) \(error)")
        }
    }
}

extension CarouselLayout {
    /// The layout Material 3's keylines lay items out with: every item `itemLength` long (the focal
    /// length), start-aligned (multi-browse and uncontained) or centred (the hero, and multi-browse on
    /// an endless strip), and contained, as Compose's carousels scroll; paging by item, or by view as
    /// this layout asks (a view being the arrangement's focal items).
    func underKeylines(itemLength: CGFloat, isEndless: Bool) -> CarouselLayout {
        var layout = self
        layout.itemLength = .fixed(min(max(itemLength, 1), Self.maximumFixedLength))
        layout.contain = .trim
        switch keylines {
        case .hero: layout.alignment = .center
        case .multiBrowse: layout.alignment = isEndless ? .center : .start
        case .uncontained, nil: layout.alignment = .start
        }
        return layout
    }
}
