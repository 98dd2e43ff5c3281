import Carousels
import Foundation
import ScrollKit

/// An endless strip's item width as a fraction of the view's: a little over a third, so the third
/// item is cut by the right edge and the strip reads as going on.
let stripItemWidthFraction: CGFloat = 0.36

/// The narrowest an endless strip's item gets while the view allows it (`stripItemMaximumFraction`
/// of the width at most), in points: below it a banner's title no longer reads.
let stripItemReadableWidth: CGFloat = 160
/// How much of a narrow view one item may take, so its neighbour still peeks in.
let stripItemMaximumFraction: CGFloat = 0.8

/// The fraction of a view `width` points wide that a centred banner takes: `fraction`, or more in a
/// narrow view so the banner stays about `stripItemReadableWidth` + 40 points wide (at most 0.9 of
/// the view, so its neighbours still peek in).
func readableFraction(_ fraction: CGFloat, width: CGFloat) -> CGFloat {
    guard width > 0 else { return fraction }
    return max(fraction, min(0.9, (stripItemReadableWidth + 40) / width))
}

/// The tile (cell) geometry of the lab's endless strips for a view `width` points wide: items
/// `stripItemWidthFraction` of the width (at least `stripItemReadableWidth`, or
/// `stripItemMaximumFraction` of a narrow view), `layout.spacing` apart, with the layout's corners.
func stripLayout(forWidth width: CGFloat, layout: BannerLayout) -> StripLayout {
    let readable = min(stripItemReadableWidth, width * stripItemMaximumFraction)
    let itemWidth = max(1, max(width * stripItemWidthFraction, readable).rounded())
    return StripLayout(itemWidth: itemWidth, spacing: layout.spacing, cornerRadius: layout.cornerRadius)
}

/// Seed B in the lab: a `TilingScrollView` filling the view, its tiles a third of the width.
///
/// The tile layout follows the width on every size change (`tileLayout` lays the tiles out again
/// from the left edge).
@MainActor
public final class TilingSceneView: View {
    public let tiling = TilingScrollView()
    private let layout: BannerLayout

    /// `delegate` (if any) is set before the banners.
    init(banners: [Banner], layout: BannerLayout, delegate: TilingScrollViewDelegate?) {
        self.layout = layout
        super.init()
        tiling.tilingDelegate = delegate
        addSubview(tiling)
        tiling.set(items: banners)
    }

    public override func layoutSubviews() {
        tiling.frame = bounds
        let tiles = stripLayout(forWidth: bounds.width, layout: layout)
        if tiling.tileLayout != tiles { tiling.tileLayout = tiles }
    }
}

/// Seed C in the lab: a `PaddedInfiniteCollection` filling the view, its cells a third of the width.
///
/// The cell layout follows the width on every size change (the collection pads and reloads again,
/// keeping the picture).
@MainActor
public final class PaddedSceneView: View {
    public let collection = PaddedInfiniteCollection()
    private let layout: BannerLayout

    /// `delegate` (if any) is set before the banners.
    init(banners: [Banner], layout: BannerLayout, delegate: PaddedInfiniteCollectionDelegate?) {
        self.layout = layout
        super.init()
        collection.delegate = delegate
        addSubview(collection)
        collection.set(items: banners)
    }

    public override func layoutSubviews() {
        collection.frame = bounds  // first: a new cell layout pads for the collection's width
        let cells = stripLayout(forWidth: bounds.width, layout: layout)
        if collection.layout != cells { collection.layout = cells }
    }
}

/// Seed E in the lab: a compact `InfinitePagingPicker`, a band across the view's full width (all of
/// it the picker's tap area, shown as a faint panel), centred vertically, as tall as an option drawn
/// at the banners' 2:1 in the picker's half-width scroll view (at most the view's height).
@MainActor
public final class PickerSceneView: View {
    /// An option's width over its height.
    public static let optionAspect: CGFloat = 2
    /// The panel that shows the tap area around the option.
    public static let panelColor = Color.white.withAlpha(0.06)

    public let picker = InfinitePagingPicker()

    /// `delegate` (if any) is set before the options, so it hears the first one.
    init(banners: [Banner], layout: BannerLayout, delegate: InfinitePagingPickerDelegate?) {
        super.init()
        picker.backgroundColor = banners.isEmpty ? .clear : PickerSceneView.panelColor
        picker.cornerRadius = layout.cornerRadius
        picker.delegate = delegate
        addSubview(picker)
        picker.set(options: banners)
    }

    public override func layoutSubviews() {
        picker.scrollWidthFraction = readableFraction(InfinitePagingPicker.defaultScrollWidthFraction, width: bounds.width)
        let optionWidth = bounds.width * picker.scrollWidthFraction
        let height = min(bounds.height, (optionWidth / PickerSceneView.optionAspect).rounded())
        picker.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
    }
}
