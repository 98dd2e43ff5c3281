import Foundation

/// How a carousel sizes, aligns, pages and bounds its items: the one layout policy every technique
/// takes, along every flow. A plain value; `CarouselGeometry` turns it into positions.
///
/// It replaces `CarouselLayout` with the same defaults (inset 16, spacing 8, corners 8, seed A's
/// numbers) and adds the policies of the web's carousels (Embla, Swiper, Splide) and Compose's pager:
/// the item length, where the snap point sits, paging by item or by view, and whether a finite strip
/// may show empty space at its ends. All lengths are in points along the main axis.
public struct CarouselLayout: Hashable, Sendable {
    /// How long each item is along the main axis.
    public enum ItemLength: Hashable, Sendable {
        /// The view less the two insets: one item per view, its neighbours peeking into the insets
        /// (seed A's banners; the default).
        case fill
        /// A fixed length, in points: more than 0 and at most `CarouselLayout.maximumFixedLength`.
        case fixed(CGFloat)
        /// `n` items per view: each is `(view − 2 × inset − (n − 1) × spacing) / n` points long, as
        /// Swiper and Splide size them, so 2.5 shows two and a half. More than 0 and at most
        /// `CarouselLayout.maximumItemsPerView`.
        case itemsPerView(CGFloat)
    }

    /// Which point of an item (or of a group, paging by view) meets the view's snap point.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// The item's leading edge meets the view's inset at its start edge.
        case start
        /// The item's middle meets the view's middle (the default).
        case center
        /// The item's trailing edge meets the view's inset at its end edge.
        case end
    }

    /// How far one paging command moves.
    public enum PageBy: String, Hashable, Sendable, CaseIterable {
        /// One item (the default).
        case item
        /// A view: as many whole consecutive items as fit in the view less the insets (within 2
        /// points, Embla's tolerance), at least one (Swiper's `slidesPerGroup`, Embla's
        /// `slidesToScroll: 'auto'`). Each group snaps as a whole, aligned as one item would be.
        /// Under `keylines`, a view is the arrangement's large (focal) items.
        case view
    }

    /// Whether a finite strip may rest with empty space at its ends (endless strips ignore it).
    public enum Containment: String, Hashable, Sendable, CaseIterable {
        /// Every item (or group) can reach the snap point, leaving space at the ends (today's
        /// behaviour, Embla's `containScroll: false`; the default).
        case none
        /// Snap points clamped to the content so no empty space shows, the duplicates this makes
        /// merged (Embla's `containScroll: 'trimSnaps'`, its 1-point tolerance at the ends
        /// included); content that fits rests aligned. See `CarouselGeometry.scrollRange`.
        case trim
    }

    /// Material 3's keyline layouts (Compose Material3's carousels): items laid out at one large
    /// length and masked to the length of the keyline they pass, so an item narrows toward the edges
    /// without its content being squashed (`View.drawMask`), the gaps staying `spacing`.
    public enum Keylines: String, Hashable, Sendable, CaseIterable {
        /// `HorizontalMultiBrowseCarousel`: large items, then a medium and a small one at the end; the
        /// focal item walks to the edge at the start and the end of the list so the first and last items
        /// become large too. Centred (the focal items between smaller ones) on an endless strip.
        case multiBrowse = "multi-browse"
        /// `HorizontalCenteredHeroCarousel`: small · large · small around a centred large item.
        case hero
        /// `HorizontalUncontainedCarousel`: items of one length, the last one cut; it never snaps,
        /// whatever the technique's paging.
        case uncontained
    }

    /// The gap between the view's ends and the aligned item, in points (default 16). Fill and
    /// items-per-view lengths leave it free at both ends.
    public var inset: CGFloat
    /// The gap between neighbouring items, in points (default 8); endless strips keep it at the seam
    /// between the last item and the first.
    public var spacing: CGFloat
    /// The radius of each item's rounded corners, in points (default 8). Carried for the views;
    /// the geometry ignores it.
    public var cornerRadius: CGFloat
    /// How long each item is (default `.fill`).
    public var itemLength: ItemLength
    /// Which point of an item meets the snap point (default `.center`).
    public var alignment: Alignment
    /// How far one paging command moves (default `.item`).
    public var pageBy: PageBy
    /// Whether a finite strip may show empty space at its ends (default `.none`).
    public var contain: Containment
    /// A Material 3 keyline layout, or nil (the default) for items laid out as they are. With one, the
    /// item length is the *preferred* large length (`.fixed(n)`: n points; `.itemsPerView(n)`: the
    /// available length less n − 1 spacings, over n; `.fill`: a third of the available length for multi-browse, 0.8 of it
    /// for hero and uncontained); Material's arrangement picks the actual one. The alignment, paging
    /// and containment then follow Material 3 (start-aligned and contained for multi-browse and
    /// uncontained, centred for hero and on an endless strip). `pageBy` is kept: by item, one item a
    /// step; by view, the arrangement's large (focal) items a step (`KeylineStrategy.focalItemCount`:
    /// two in a 928-point strip with a third of it as the preferred length), for a key, a wheel
    /// notch, a flick or a swipe alike.
    public var keylines: Keylines?
    /// The gap between each item and the view's two edges across the strip, in points (default 0:
    /// items fill the view across): the top and bottom of a horizontal strip, the left and right of a
    /// vertical one. Every technique applies it; at most half the view's cross length is taken.
    public var crossInset: CGFloat

    /// A layout; every value defaults to seed A's (inset 16, spacing 8, corners 8, filling items,
    /// centred, paging by item, no containment, no cross inset).
    public init(
        inset: CGFloat = 16, spacing: CGFloat = 8, cornerRadius: CGFloat = 8, itemLength: ItemLength = .fill,
        alignment: Alignment = .center, pageBy: PageBy = .item, contain: Containment = .none, keylines: Keylines? = nil,
        crossInset: CGFloat = 0
    ) {
        self.crossInset = crossInset
        self.inset = inset
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.itemLength = itemLength
        self.alignment = alignment
        self.pageBy = pageBy
        self.contain = contain
        self.keylines = keylines
    }

    /// Seed A's layout: inset 16, spacing 8, corners 8, one centred item per view, paging by item.
    public static let standard = CarouselLayout()

    /// The longest `.fixed` item length allowed, in points.
    public static let maximumFixedLength: CGFloat = 10_000
    /// The most items per view allowed.
    public static let maximumItemsPerView: CGFloat = 100
}

extension CarouselLayout {
    /// What is wrong with this layout, as one message naming the field, its value and what is
    /// allowed; nil when every value is usable. Checks that the lengths are finite, the inset, spacing
    /// and corner radius are 0 or more, a fixed length is in (0, 10 000] and items per view in
    /// (0, 100]. Never traps. `CarouselGeometry` takes each bad value at its default.
    public var problem: String? {
        if let message = Self.lengthProblem("inset", inset, default: Self.standard.inset) { return message }
        if let message = Self.lengthProblem("spacing", spacing, default: Self.standard.spacing) { return message }
        if let message = Self.lengthProblem("cornerRadius", cornerRadius, default: Self.standard.cornerRadius) {
            return message
        }
        if let message = Self.lengthProblem("crossInset", crossInset, default: Self.standard.crossInset) { return message }
        switch itemLength {
        case .fill:
            return nil
        case .fixed(let length):
            guard length.isFinite, length > 0, length <= Self.maximumFixedLength else {
                return "itemLength .fixed(\(length)) is out of range: a fixed item length must be more than 0 and at most "
                    + "\(Self.maximumFixedLength) points (or use .fill or .itemsPerView)"
            }
            return nil
        case .itemsPerView(let count):
            guard count.isFinite, count > 0, count <= Self.maximumItemsPerView else {
                return "itemLength .itemsPerView(\(count)) is out of range: items per view must be more than 0 and at most "
                    + "\(Self.maximumItemsPerView) (2.5 shows two and a half items)"
            }
            return nil
        }
    }

    /// The message for a length that must be finite and 0 or more, or nil.
    private static func lengthProblem(_ name: String, _ value: CGFloat, default fallback: CGFloat) -> String? {
        guard !value.isFinite || value < 0 else { return nil }
        return "\(name) is \(value): it must be a finite number of points, 0 or more (the default is \(fallback))"
    }

    /// This layout with every value `problem` would report replaced by its default, so the geometry
    /// never sees a NaN, an infinity or a negative length.
    var sanitized: CarouselLayout {
        var layout = self
        let standard = Self.standard
        if !inset.isFinite || inset < 0 { layout.inset = standard.inset }
        if !spacing.isFinite || spacing < 0 { layout.spacing = standard.spacing }
        if !cornerRadius.isFinite || cornerRadius < 0 { layout.cornerRadius = standard.cornerRadius }
        if !crossInset.isFinite || crossInset < 0 { layout.crossInset = standard.crossInset }
        switch itemLength {
        case .fill:
            break
        case .fixed(let length):
            if !(length.isFinite && length > 0 && length <= Self.maximumFixedLength) { layout.itemLength = standard.itemLength }
        case .itemsPerView(let count):
            if !(count.isFinite && count > 0 && count <= Self.maximumItemsPerView) { layout.itemLength = standard.itemLength }
        }
        return layout
    }
}

extension CarouselLayout {
    /// This layout as whole pages, one item a page: each item fills it with no inset or spacing, the
    /// same corners and cross inset. The rule the host applies for a scroll view that pages by its
    /// bounds (seed E, the paging strip of filling items):
    /// `CarouselCore.makeGeometry(count:viewportLength:pages:)`.
    var pages: CarouselLayout { CarouselLayout(inset: 0, spacing: 0, cornerRadius: cornerRadius, crossInset: crossInset) }

    /// Where an item lies across a view `crossLength` points across, in points: `crossInset` from
    /// each edge (a bad value taken at its default, at most half the length). O(1).
    func crossSpan(in crossLength: CGFloat) -> (start: CGFloat, length: CGFloat) {
        let inset = crossInset.isFinite && crossInset > 0 ? min(crossInset, max(0, crossLength) / 2) : 0
        return (inset, max(0, crossLength - 2 * inset))
    }
}
