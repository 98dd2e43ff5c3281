import Foundation
import ScrollKit

/// Seed D: a paged strip with visible previews (the App Store / Safari-tabs look), whatever its
/// pages are.
///
/// A page-sized paging `ScrollView` sits centred in the host with `clipsToBounds = false`, so the
/// neighbouring pages draw outside its frame: the previews (D1). The host overrides `hitTest(_:)`
/// so that a press in a preview area (inside the host, outside the scroll view) goes to the scroll
/// view, and dragging a preview scrolls; a press inside the scroll view takes the normal path, so a
/// page's own views still get their clicks (D2). Spacing is made inside each page: a page's view is
/// the page rectangle inset by `pageInsets` (D3). Left/Right/Page Up/Page Down and clicks on a
/// preview page toward it, animated, adding up during an animation.
///
/// The pages come from one of two subclasses, so a host can never be of the wrong kind:
/// - `FinitePreviewScrollHost`: pages from a data source, loaded lazily (D4, D6); the strip ends.
/// - `InfinitePreviewScrollHost`: banners on seed A's three recycled views (`ThreeSlotRing`); endless.
///
/// The previews are clipped to a centred "strip" no wider than what the loaded pages always cover
/// (`previewLimit` of a page on each side), so no blank ever shows beside the pages however wide
/// the host is. `pageSize` and `pageInsets` are in points.
@MainActor
public class PreviewScrollHost: View, ScrollViewDelegate, KeyboardPaging {
    /// The article's page around its image: a 240×320 page shows a 210×280 view (points).
    public static let defaultPageInsets = EdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    /// The top drop shadow's height, in points (D5).
    public static let topShadowHeight: CGFloat = 20
    /// The bottom drop shadow's height, in points (D5): half the top one, as if lit from above.
    public static let bottomShadowHeight: CGFloat = 10
    /// The dark end of the top shadow; it fades to clear downwards.
    public static let topShadowColor = Color.black.withAlpha(0.5)
    /// The dark end of the bottom shadow (lighter, as the shadow is shorter); it fades to clear upwards.
    public static let bottomShadowColor = Color.black.withAlpha(0.25)

    /// The page-sized paging scroll view (no clipping, no indicators).
    public let scrollView = ScrollView()
    /// Hears settled page changes and selections.
    public weak var delegate: PreviewScrollHostDelegate?
    /// The size of one page (and of the scroll view), in points. Changing it lays out again.
    public var pageSize: CGSize { didSet { if pageSize != oldValue { setNeedsLayout() } } }
    /// How far each page's view is inset from its page, in points: the spacing between pages (D3).
    public var pageInsets: EdgeInsets { didSet { if pageInsets != oldValue { setNeedsLayout() } } }
    /// Shows the dark-to-clear gradients along the top and bottom edges (D5).
    public var showsDropShadow = true { didSet { updateChrome() } }
    /// The opaque colour the host is drawn on, when it is one colour there: the shadows are then
    /// drawn as the opaque colours they make over it, the same pixels copied instead of blended. nil
    /// (or a translucent colour): the shadows are blended over whatever is there.
    public var shadowGround: Color? { didSet { updateChrome() } }
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`; only the infinite host jumps).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    /// Clips the previews to what the loaded pages cover; holds the scroll view.
    let stripView = View()
    let topShadow = GradientView(from: PreviewScrollHost.topShadowColor, to: .clear)
    let bottomShadow = GradientView(from: .clear, to: PreviewScrollHost.bottomShadowColor)
    private var reported = SettledValue<Int>()

    init(frame: CGRect, pageSize: CGSize, pageInsets: EdgeInsets) {
        self.pageSize = pageSize
        self.pageInsets = pageInsets
        super.init(frame: frame)
        clipsToBounds = true
        stripView.clipsToBounds = true
        scrollView.clipsToBounds = false // the previews (D1)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        for shadow in [topShadow, bottomShadow] { addSubview(shadow) } // behind the pages
        addSubview(stripView)
        stripView.addSubview(scrollView)
        addTapHandler { [weak self] point in self?.clicked(at: point) }
        placeFrames()
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: What the subclasses supply

    /// How many items there are: pages (finite) or banners (infinite).
    public var itemCount: Int { 0 }

    /// The item centred now: the page index (finite) or the banner's logical index (infinite); 0 when
    /// there are none.
    public var currentIndex: Int { 0 }

    /// The widest preview on each side, as a fraction of the page width: what the loaded pages cover.
    var previewLimit: CGFloat { 0 }

    /// Sizes the content, places the page views and centres `index` at once, stopping any motion.
    func relayoutStrip(centring index: Int, cause: ScrollCause) {}

    /// The offset a command `steps` pages from the page-aligned `landing` goes to.
    func commandTarget(bySteps steps: Int, from landing: CGFloat) -> CGFloat { landing }

    /// A click inside the scroll view at `point` (host coordinates) that no page view took.
    func clickedInside(at point: CGPoint) {}

    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Calls `body` for every page view laid out now, left to right (`InspectableCarousel`).
    func inspectPages(_ body: (InspectedItem) -> Void) {}

    /// The offsets the host leaves alone; nil when it never jumps (`InspectableCarousel`).
    var pageRecentreRange: ClosedRange<CGFloat>? { nil }

    // MARK: Layout

    /// The width of one page, in points (the scroll view's width once laid out).
    var pageWidth: CGFloat { scrollView.bounds.width }

    /// The scroll view's frame in the host's coordinates: outside it lie the preview areas.
    public var scrollViewFrameInHost: CGRect {
        scrollView.frame.offsetBy(dx: stripView.frame.minX, dy: stripView.frame.minY)
    }

    public override func layoutSubviews() {
        let index = currentIndex // measured with the old geometry
        placeFrames()
        relayoutStrip(centring: index, cause: .resize)
    }

    /// Lays the strip out again for new data, keeping `index` (clamped) centred, and reports it.
    func reload(centring index: Int) {
        placeFrames()
        relayoutStrip(centring: index, cause: .api)
        updateChrome()
    }

    /// Sizes the strip, the scroll view (centred) and the shadows to the bounds.
    private func placeFrames() {
        let stripWidth = min(bounds.width, pageSize.width * (1 + 2 * previewLimit))
        stripView.frame = CGRect(x: (bounds.width - stripWidth) / 2, y: 0, width: stripWidth, height: bounds.height)
        scrollView.frame = CGRect(
            x: (stripWidth - pageSize.width) / 2, y: (bounds.height - pageSize.height) / 2,
            width: pageSize.width, height: pageSize.height)
        topShadow.frame = CGRect(x: 0, y: 0, width: bounds.width, height: PreviewScrollHost.topShadowHeight)
        bottomShadow.frame = CGRect(
            x: 0, y: bounds.height - PreviewScrollHost.bottomShadowHeight,
            width: bounds.width, height: PreviewScrollHost.bottomShadowHeight)
    }

    /// Puts the page-aligned `offset` in view at once, stopping any motion, and reports the centred
    /// item if it changed.
    func centre(at offset: CGFloat, cause: ScrollCause) {
        scrollView.setContentOffset(CGPoint(x: offset, y: 0), animated: false, cause: cause)
        reportIfSettled()
    }

    /// The frame of page `position`'s view in content coordinates: the page inset by `pageInsets`.
    func pageViewFrame(at position: Int) -> CGRect {
        CGRect(x: CGFloat(position) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
            .inset(by: pageInsets)
    }

    private func updateChrome() {
        topShadow.isHidden = !showsDropShadow
        bottomShadow.isHidden = !showsDropShadow
        let ground = shadowGround.flatMap { $0.alpha >= 1 ? $0 : nil }
        func shade(_ color: Color) -> Color { ground.map { color.composited(over: $0) } ?? color }
        (topShadow.startColor, topShadow.endColor) = (shade(PreviewScrollHost.topShadowColor), shade(.clear))
        (bottomShadow.startColor, bottomShadow.endColor) = (shade(.clear), shade(PreviewScrollHost.bottomShadowColor))
        scrollView.isScrollEnabled = itemCount > 0
    }

    // MARK: Hit testing (D2)

    /// A press in a preview area (inside the host, outside the scroll view) is given to the scroll
    /// view, so dragging a preview scrolls; elsewhere the normal path, so pages keep their clicks.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        if !scrollViewFrameInHost.contains(point), scrollView.acceptsHits { return scrollView }
        return super.hitTest(point)
    }

    // MARK: Settling

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }

    /// A wheel notch pages as a key press does (the finite host stops at its ends).
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    /// Tells the delegate about a new centred item once the strip is at rest.
    func reportIfSettled() {
        guard scrollView.isAtRest, let index = reported.settle(itemCount > 0 ? currentIndex : nil) else { return }
        delegate?.previewScrollHost(self, didChangeCurrentPage: index)
    }

    // MARK: Commands

    /// Pages forward (animated). Presses during the animation add up from its target; the finite
    /// host stops at the last page.
    public func next(cause: ScrollCause) { scroll(byPages: 1, cause: cause) }

    /// Pages back (animated); the finite host stops at the first page.
    public func previous(cause: ScrollCause) { scroll(byPages: -1, cause: cause) }

    private func scroll(byPages steps: Int, cause: ScrollCause) {
        let width = pageWidth
        guard itemCount > 0, width > 0, !scrollView.isTracking else { return }
        let landing = (scrollView.landingOffset.x / width).rounded() * width
        scrollView.setContentOffset(CGPoint(x: commandTarget(bySteps: steps, from: landing), y: 0), animated: true, cause: cause)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    /// A click on a preview pages toward it; inside the scroll view the subclass decides.
    private func clicked(at point: CGPoint) {
        guard itemCount > 0 else { return }
        let frame = scrollViewFrameInHost
        if point.x < frame.minX {
            previous(cause: .click)
        } else if point.x >= frame.maxX {
            next(cause: .click)
        } else if frame.contains(point) {
            clickedInside(at: point)
        }
    }
}
