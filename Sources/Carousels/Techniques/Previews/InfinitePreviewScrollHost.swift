import Foundation
import ScrollKit

/// Seed D + A: seed D's previews around an endless strip on seed A's ring of recycled cells (its page
/// source is `EndlessPreviewPages`: A2, A5).
///
/// With the default layout (one item per page) the content is five pages along the main axis: three
/// cells on logical pages 1, 2 and 3, and a spare page at each end, so a flick that catches a running
/// snap may still go one page past its target without being clamped; the centred cell rests on page 2.
/// When a neighbour comes within `recentreFraction` of a page of being centred, the ring moves on and
/// the offset jumps one page back (forward), silently: the motion (or the drag) carries on from the new
/// offset and nothing moves on screen. Any other `CarouselLayout` (item lengths, items per view,
/// alignment, paging by view, items of their own lengths) builds the same content around the centre
/// snap, with as many cells as the strip shows; the seam between the last item and the first keeps the
/// spacing. `contain` does not apply to an endless strip (as for every endless technique). The ring
/// works on logical offsets (item order); the host maps them through `flow`, so a right-to-left strip
/// shows the item before the centred one on the right and a vertical strip above. A click on a cell
/// selects its item.
@MainActor
public final class InfinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the scroll view's length: the ring recentred a
    /// third of a page short of a neighbour always has cells a third of a page beyond the scroll view.
    public static let previewFraction: CGFloat = 1.0 / 3
    /// A neighbour within this fraction of its length of the snap point triggers a recentre (A5;
    /// `SnapRing`).
    public static let recentreFraction: CGFloat = 1.0 / 3

    /// The ring of recycled cells.
    private let pages: EndlessPreviewPages

    /// A host whose scroll view is `pageSize` points, laid out by `CarouselLayout.previewPages` until
    /// its `layout` is set. It shows nothing until `setItems(count:cells:)`.
    public init(frame: CGRect = .zero, pageSize: CGSize) {
        let pages = EndlessPreviewPages()
        self.pages = pages
        super.init(frame: frame, pageSize: pageSize, cellInsets: .zero, source: pages)
    }

    /// A host whose scroll view is `pageSize` points, its cells inset by `pageInsets` on top of the
    /// layout.
    @available(
        *, deprecated, renamed: "init(frame:pageSize:)",
        message: "size and space the items with the layout: its inset, spacing and crossInset (CarouselLayout.previewPages)"
    )
    public init(frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets) {
        let pages = EndlessPreviewPages()
        self.pages = pages
        super.init(frame: frame, pageSize: pageSize, cellInsets: pageInsets, source: pages)
    }

    /// The physical content offset along the main axis at which the centre snap rests, in points.
    package var centredOffset: CGFloat { flow.main(core.physicalOffset(logical: pages.centredOffset(in: self))) }

    /// The recycled cells in item order (three with one item per page: before the centred item,
    /// centred, after it).
    var slots: [View] { pages.slots }
}
