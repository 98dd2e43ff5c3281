import Carousels
import Foundation
import ScrollKit

/// An endless strip's item length as a fraction of the view's along its main axis: a little over a
/// third, so the third item is cut by the far edge and the strip reads as going on.
let stripItemWidthFraction: CGFloat = 0.36

/// The narrowest an endless strip's item gets while the view allows it (`stripItemMaximumFraction`
/// of the width at most), in points: below it a banner's title no longer reads.
let stripItemReadableWidth: CGFloat = 160
/// The shortest an item of a vertical strip gets while the view allows it, in points: a banner this
/// tall still shows its title and subtitle (`BannerTextLayout`).
let stripItemReadableHeight: CGFloat = 84

/// How long an item must be along `axis` to read: its width, or its height in a vertical strip.
func readableLength(along axis: Axis) -> CGFloat {
    axis == .horizontal ? stripItemReadableWidth : stripItemReadableHeight
}
/// How much of a narrow view one item may take, so its neighbour still peeks in.
let stripItemMaximumFraction: CGFloat = 0.8

/// The fraction of a view `length` points long (along the strip's main axis) that a centred banner
/// takes: `fraction`, or more in a short view so the banner stays about `readableLength(along:)` + 40
/// points long (at most 0.9 of the view, so its neighbours still peek in).
func readableFraction(_ fraction: CGFloat, length: CGFloat, axis: Axis) -> CGFloat {
    guard length > 0 else { return fraction }
    return max(fraction, min(0.9, (readableLength(along: axis) + 40) / length))
}

/// The layout of the lab's endless strips (seeds B and C) for a view `length` points long along the
/// strip's main axis `axis`, from the config's `layout`:
/// - with no item length of its own (`.fill`, the config's default): the lab's tiles, items
///   `stripItemWidthFraction` of the view (at least `readableLength(along:)`, or
///   `stripItemMaximumFraction` of a short view), no inset;
/// - with a fixed length or a number of items per view: as the config says, its inset included.
/// The spacing, corners, alignment, paging and containment are the config's either way.
func endlessStripLayout(forLength length: CGFloat, axis: Axis, layout: CarouselLayout) -> CarouselLayout {
    guard layout.itemLength == .fill else { return layout }
    let readable = min(readableLength(along: axis), length * stripItemMaximumFraction)
    let itemLength = max(1, max(length * stripItemWidthFraction, readable).rounded())
    var tiles = layout
    tiles.inset = 0
    tiles.itemLength = .fixed(itemLength)
    return tiles
}

/// A technique laid out by a `CarouselLayout` of its own, as the lab's endless strips are (seeds B and
/// C): the scene sets it from the config's and the view's length.
@MainActor
protocol EndlessStripLaidOut: View, Carousel {
    var layout: CarouselLayout { get set }
}

extension TilingScrollView: EndlessStripLaidOut {}

extension PaddedInfiniteCollection: EndlessStripLaidOut {}

/// Seeds B and C in the lab: a `TilingScrollView` or `PaddedInfiniteCollection` filling the view,
/// laid out by the config's layout (`endlessStripLayout(forLength:axis:layout:)`: by default its
/// items a third of the width).
///
/// The item layout follows the length on every size change (the tiling view keeps its first tile in
/// place; the collection pads and reloads again, keeping the picture). The strip's frame is set
/// first: a new cell layout pads for the collection's length.
@MainActor
final class EndlessStripSceneView<Strip: EndlessStripLaidOut>: View {
    let strip: Strip
    private let layout: CarouselLayout

    /// `strip` already holds its banners and delegate; `layout` is the config's.
    init(strip: Strip, layout: CarouselLayout) {
        self.strip = strip
        self.layout = layout
        super.init()
        addSubview(strip)
    }

    override func layoutSubviews() {
        strip.frame = bounds
        let items = endlessStripLayout(forLength: strip.flow.main(bounds.size), axis: strip.flow.axis, layout: layout)
        if strip.layout != items { strip.layout = items }
    }
}

/// Seed E in the lab: a compact `InfinitePagingPicker`, a band across the view's full length along
/// its main axis (all of it the picker's tap area, shown as a faint panel), centred across, as thick
/// as an option drawn at the banners' 2:1 (width over height) in the picker's scroll view, which is
/// half the band's length (at most the view's thickness). Vertical: a column, its options 2:1 too.
///
/// The picker is given the config's layout and banner lengths like every technique (its core's
/// `layout` and `itemLengths`) and keeps one option per page whatever they say: items per view, an
/// item length, an alignment or paging by view change nothing (`InfinitePagingPicker`); it takes
/// the layout's corner radius only.
@MainActor
public final class PickerSceneView: View {
    /// An option's width over its height.
    public static let optionAspect: CGFloat = 2
    /// The panel that shows the tap area around the option: white at 6 % over what the scene sits on.
    public static let panelTint = Color.white.withAlpha(0.06)

    public let picker = InfinitePagingPicker()
    /// The panel's colour while there are options (none shows without any).
    private let panel: Color

    /// `delegate` (if any) is set before the options, so it hears the first one. `background` is the
    /// opaque colour the scene is drawn on: the panel is its tint over that, as an opaque colour.
    /// `layout` and `itemLengths` go to the picker's core, which pages one option at a time whatever
    /// they say.
    init(
        banners: [Banner], layout: CarouselLayout, itemLengths: [CGFloat?] = [], flow: ItemFlow, delegate: CarouselDelegate?,
        background: Color
    ) {
        panel = PickerSceneView.panelTint.composited(over: background)
        super.init()
        picker.backgroundColor = banners.isEmpty ? .clear : panel
        picker.addListener(self)
        picker.cornerRadius = layout.cornerRadius
        picker.core.layout = layout
        picker.core.itemLengths = itemLengths
        picker.flow = flow
        picker.carouselDelegate = delegate
        addSubview(picker)
        picker.set(items: banners)
    }

    public override func layoutSubviews() {
        let flow = picker.flow
        let length = flow.main(bounds.size)
        picker.scrollWidthFraction = readableFraction(
            InfinitePagingPicker.defaultScrollWidthFraction, length: length, axis: flow.axis)
        let optionLength = length * picker.scrollWidthFraction
        // Width over height is `optionAspect` whichever way the band runs.
        let across =
            flow.axis == .horizontal ? optionLength / PickerSceneView.optionAspect : optionLength * PickerSceneView.optionAspect
        let thickness = min(flow.cross(bounds.size), across.rounded())
        let start = ((flow.cross(bounds.size) - thickness) / 2).rounded()
        picker.frame = CGRect(origin: flow.point(main: 0, cross: start), size: flow.size(main: length, cross: thickness))
    }
}

extension PickerSceneView: CarouselDelegate {
    /// The panel shows while there are options: a config edited from no banners to some shows it.
    public func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        picker.backgroundColor = update.countAfter == 0 ? .clear : panel
    }
}
