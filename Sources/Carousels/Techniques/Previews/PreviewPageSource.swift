import Foundation
import ScrollKit

/// Where a `PreviewScrollHost`'s item views come from and how they sit in its scroll view's content:
/// the host's wrap strategy, held by the one host type (issue 27: the base class's empty hooks became
/// this small protocol).
///
/// Two sources exist: `FinitePreviewPages` (seed D's lazy pages on recycled cells, with a cache: D4,
/// D6; the strip ends) and `EndlessPreviewPages` (seed A's ring of recycled views behind the
/// previews: A2, A5; endless). The host owns everything else: the geometry (the core's layout measured
/// in the scroll view's length), the scroll view and its frame in the host, the previews' clip, hit
/// forwarding, clicks, keys, shadows.
///
/// Every position a source reads or gives is *logical* (main-axis points in item order); the host maps
/// them through its `flow`. The host calls, in this order: `reset` on new data; `layOut(in:)` after
/// every new geometry, then `contentLength(in:)`; `alignedOffset(ofOccurrence:in:)` to align;
/// `didScroll(in:)` and then `placeViews(in:)` whenever the offset changed.
@MainActor
protocol PreviewPageSource: AnyObject {
    /// Whether the items repeat without end.
    var isEndless: Bool { get }
    /// How far beyond the scroll view along the main axis the source always has views laid out, on
    /// each side, as a fraction of the scroll view's length: the host clips its previews there, so no
    /// blank ever shows beside the items.
    var previewFraction: CGFloat { get }
    /// How many items there are.
    var count: Int { get }
    /// Every view the source holds (laid out, cached or spare), for settings that apply to all.
    var allViews: [View] { get }

    /// Takes `count` items (0 or more) shown by `cells`, dropping every view it held (each removed
    /// from the scroll view).
    func reset(count: Int, cells: CarouselCells, in host: PreviewScrollHost)
    /// Takes a batch's `count` items shown by `cells`, views of the same kind as before
    /// (`Carousel.updateItems`): the source may keep the views it held for the new items, each
    /// configured again before it shows; by default it drops them, as `reset` does.
    func takeBatch(count: Int, cells: CarouselCells, in host: PreviewScrollHost)
    /// The host has taken a new geometry (new items, size, flow or layout): what the source worked out
    /// from the old one no longer holds.
    func layOut(in host: PreviewScrollHost)
    /// The content's length along the main axis for the host's current geometry, in points.
    func contentLength(in host: PreviewScrollHost) -> CGFloat
    /// One occurrence the source lays out and the logical start of its leading edge in the content
    /// (`CarouselStrategy.anchorOccurrence`).
    func anchorOccurrence(in host: PreviewScrollHost) -> (occurrence: Int, logicalStart: CGFloat)
    /// Prepares to show occurrence `occurrence` aligned (its snap at rest) and returns the logical
    /// offset that shows it; the host sizes the content again and moves there.
    func alignedOffset(ofOccurrence occurrence: Int, in host: PreviewScrollHost) -> CGFloat
    /// The offset changed: jump if the source does (`CarouselCore.jump(byLogical:contentLengthChange:)`).
    func didScroll(in host: PreviewScrollHost)
    /// Gives views to the occurrences that show (the scroll view and the previews either side) and
    /// places them. Ends by reporting the progress.
    func placeViews(in host: PreviewScrollHost)
    /// The item the source considers current: the one at the snap point (finite) or the first item of
    /// the ring's centre snap (endless); 0 with no items.
    func currentIndex(in host: PreviewScrollHost) -> Int
    /// The occurrence whose view is drawn at `point` (content coordinates), if any, in the core's
    /// numbering (the item itself on a finite strip).
    func occurrence(drawnAt point: CGPoint, in host: PreviewScrollHost) -> Int?
    /// Calls `body` for every view laid out now, in item order (`InspectableCarousel`).
    func forEachView(in host: PreviewScrollHost, _ body: (View, InspectedItem) -> Void)
    /// The logical offsets the source leaves alone; nil when it never jumps.
    func logicalRecentreRange(in host: PreviewScrollHost) -> ClosedRange<CGFloat>?
}

extension PreviewPageSource {
    /// Drops every view, as `reset(count:cells:in:)` does.
    func takeBatch(count: Int, cells: CarouselCells, in host: PreviewScrollHost) {
        reset(count: count, cells: cells, in: host)
    }
}
