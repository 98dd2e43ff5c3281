import Carousels
import Foundation
import ScrollKit

/// Seed D in the lab: a `PreviewScrollHost` filling the view, pages sized from the view.
///
/// A page is `pageWidthFraction` of the view's length along the host's main axis (its width for a
/// horizontal strip) and the view's full extent across; the host centres it and the neighbouring
/// pages show either side (the previews), each banner placed by the seed's layout,
/// `CarouselLayout.previewPages` (15 pt from the page's ends, so 30 pt between two banners, and 20 pt
/// from the edges across). At 60 % the
/// infinite mode's previews (a third of a page each side) exactly fill the length, and the finite
/// mode's (up to half a page) do too.
///
/// Both modes take the banners as `BannerItemView` cells (`set(items:)`) with the layout's corners,
/// and report index changes and clicks on a page to the delegate (`CarouselDelegate`).
///
/// The config's layout (`previewLayout(from:)`): filling items (the config's default) are the seed's
/// pages, one per scroll view, their inset and spacing the seed's, as above; a fixed length or a
/// number of items per view lays the items out in the scroll view by the config (its inset, spacing,
/// alignment, paging and containment). Either way the banners keep the seed's 20 pt across unless the
/// config gives a `crossInset` of its own.
///
/// Drop shadows (D5) are on. The view lays the host out again on every size change.
@MainActor
public final class PreviewsSceneView: View {
    /// A page's length as a fraction of the view's (more in a narrow view: `readableFraction`).
    public static let pageWidthFraction: CGFloat = 0.6

    /// The finite or infinite host.
    public let host: PreviewScrollHost
    /// The banners it was made with, in order (the shell changes the host's items live).
    public let banners: [Banner]

    /// A scene (finite or `infinite`) showing `banners` along `flow`; `delegate` (if any) is set before
    /// the data, so it hears the first index. `background` is the opaque colour the scene is drawn on:
    /// the host's drop shadows fall on it.
    init(
        banners: [Banner], layout: CarouselLayout, flow: ItemFlow = .horizontal, infinite: Bool, delegate: CarouselDelegate?,
        background: Color
    ) {
        self.banners = banners
        host = infinite ? InfinitePreviewScrollHost(pageSize: .zero) : FinitePreviewScrollHost(pageSize: .zero)
        super.init()
        host.showsDropShadow = true
        host.shadowGround = background
        host.layout = PreviewsSceneView.previewLayout(from: layout)
        host.flow = flow
        addSubview(host)
        host.carouselDelegate = delegate
        host.set(items: banners)
    }

    /// The host's layout for the config's `layout`: with filling items, the seed's pages (the inset and
    /// spacing of `CarouselLayout.previewPages`), the config's corners, alignment, paging and
    /// containment kept; otherwise the config's layout as it is. A cross inset of 0 (the config's
    /// default) becomes the seed's.
    static func previewLayout(from layout: CarouselLayout) -> CarouselLayout {
        let seed = CarouselLayout.previewPages
        var preview = layout
        if preview.crossInset == 0 { preview.crossInset = seed.crossInset }
        if layout.itemLength == .fill { (preview.inset, preview.spacing) = (seed.inset, seed.spacing) }
        return preview
    }

    /// Fills the view with the host and sizes its pages along its flow.
    public override func layoutSubviews() {
        host.frame = bounds
        let flow = host.flow
        let fraction = readableFraction(PreviewsSceneView.pageWidthFraction, length: flow.main(bounds.size), axis: flow.axis)
        host.pageSize = flow.size(main: (flow.main(bounds.size) * fraction).rounded(), cross: flow.cross(bounds.size))
    }
}
