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
    return StripLayout(itemLength: itemWidth, spacing: layout.spacing, cornerRadius: layout.cornerRadius)
}

/// A technique whose items are laid out by a `StripLayout` (seeds B and C).
@MainActor
protocol StripLaidOut: View {
    var stripLayout: StripLayout { get set }
}

extension TilingScrollView: StripLaidOut {
    var stripLayout: StripLayout {
        get { tileLayout }
        set { tileLayout = newValue }
    }
}

extension PaddedInfiniteCollection: StripLaidOut {
    var stripLayout: StripLayout {
        get { layout }
        set { layout = newValue }
    }
}

/// Seeds B and C in the lab: a `TilingScrollView` or `PaddedInfiniteCollection` filling the view,
/// its items a third of the width.
///
/// The item layout follows the width on every size change (the tiling view lays its tiles out again
/// from the left edge; the collection pads and reloads again, keeping the picture). The strip's
/// frame is set first: a new cell layout pads for the collection's width.
@MainActor
final class EndlessStripSceneView<Strip: StripLaidOut>: View {
    let strip: Strip
    private let layout: BannerLayout

    /// `strip` already holds its banners and delegate.
    init(strip: Strip, layout: BannerLayout) {
        self.strip = strip
        self.layout = layout
        super.init()
        addSubview(strip)
    }

    override func layoutSubviews() {
        strip.frame = bounds
        let items = stripLayout(forWidth: bounds.width, layout: layout)
        if strip.stripLayout != items { strip.stripLayout = items }
    }
}

/// Seed E in the lab: a compact `InfinitePagingPicker`, a band across the view's full width (all of
/// it the picker's tap area, shown as a faint panel), centred vertically, as tall as an option drawn
/// at the banners' 2:1 in the picker's half-width scroll view (at most the view's height).
@MainActor
public final class PickerSceneView: View {
    /// An option's width over its height.
    public static let optionAspect: CGFloat = 2
    /// The panel that shows the tap area around the option: white at 6 % over what the scene sits on.
    public static let panelTint = Color.white.withAlpha(0.06)

    public let picker = InfinitePagingPicker()

    /// `delegate` (if any) is set before the options, so it hears the first one. `background` is the
    /// opaque colour the scene is drawn on: the panel is its tint over that, as an opaque colour.
    init(banners: [Banner], layout: BannerLayout, delegate: CarouselDelegate?, background: Color) {
        super.init()
        picker.backgroundColor = banners.isEmpty ? .clear : PickerSceneView.panelTint.composited(over: background)
        picker.cornerRadius = layout.cornerRadius
        picker.carouselDelegate = delegate
        addSubview(picker)
        picker.set(items: banners)
    }

    public override func layoutSubviews() {
        picker.scrollWidthFraction = readableFraction(InfinitePagingPicker.defaultScrollWidthFraction, width: bounds.width)
        let optionWidth = bounds.width * picker.scrollWidthFraction
        let height = min(bounds.height, (optionWidth / PickerSceneView.optionAspect).rounded())
        picker.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
    }
}
