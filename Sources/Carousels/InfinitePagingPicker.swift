import Foundation
import ScrollKit

/// Hears an `InfinitePagingPicker`.
@MainActor
public protocol InfinitePagingPickerDelegate: AnyObject {
    /// E4: the selected option changed; `index` is its logical index (0..<options.count).
    ///
    /// Heard once when options are set (the option shown first), then once per change of the option
    /// the picker is heading to, as soon as it is known: at a click or key (before the animation, as
    /// the article does), at the release of a drag, never while the pointer is down. Setting no
    /// options reports nothing: an empty picker has no selection.
    func optionChanged(to index: Int, in picker: InfinitePagingPicker)
}

/// Seed E: a compact option picker, a small paging scroll view showing one option at a time, that
/// never ends.
///
/// n ≥ 2 options become n + 2 pages: a copy of the last option in front, a copy of the first at the
/// end, and the offset starts on the first real page (E1); only the pages in view have an item view,
/// recycled as the strip moves. Page `p` shows option `(p − 1) mod n`, so
/// offsets `x` and `x ± n·w` show the same picture. When a motion reaches a copy page (at or past
/// page n + 1, at or before page 0) the offset jumps by n pages to the real page that looks the same,
/// and the motion carries on from there (E2, both ways): on the frame an animation lands on a copy,
/// or earlier if it runs on past it (quick clicks). While the pointer holds the strip the jump comes
/// once a copy is more than half shown, so a drag never reaches the content's edge.
///
/// A transparent tap area covers the whole component (the scroll view is `scrollWidthFraction` of
/// its width, centred); a click anywhere advances one page with the paging animation (E3). Presses
/// go to the scroll view (drag and fling it) except while a click or key animation runs: then they
/// go to the tap area, so a quick click retargets the animation instead of braking it, and none is
/// dropped. With one option there are no copies and nothing moves; with none, nothing shows (E5).
///
/// The page views are configured from `options` alone: a copy holds no state of its own.
@MainActor
public final class InfinitePagingPicker: View, ScrollViewDelegate, KeyboardPaging {
    /// The article's proportion: the scroll view is half the component's width.
    public static let defaultScrollWidthFraction: CGFloat = 0.5
    /// Offsets within this fraction of a page of a page boundary after a jump are snapped onto it,
    /// so a landing stays exact after the subtraction of n pages.
    static let pageSnapTolerance: CGFloat = 1e-9
    /// While the pointer holds the strip, a copy page shown by more than this fraction of a page
    /// triggers the jump (strictly more, so the jump cannot bounce back).
    static let heldJumpFraction: CGFloat = 0.5

    /// The small paging scroll view (no indicators).
    public let scrollView = ScrollView()
    /// The transparent view over the whole component that takes the clicks (E3); holds the scroll view.
    public let tapArea = View()
    /// Hears option changes (set it before the options to hear the first one).
    public weak var delegate: InfinitePagingPickerDelegate?
    /// The scroll view's width as a fraction of the component's (0...1].
    public var scrollWidthFraction: CGFloat { didSet { if scrollWidthFraction != oldValue { setNeedsLayout() } } }

    /// The options, in order.
    public private(set) var options: [Banner] = []
    /// The views of the pages in view, left to right: `pageViews[i]` shows page `firstShownPage + i`.
    /// Only the pages the component shows have a view (the scroll view does not clip; the component
    /// does), recycled as the strip moves, so a frame costs the same for 3 options or a million.
    public private(set) var pageViews: [BannerItemView] = []
    /// The page `pageViews[0]` shows.
    public private(set) var firstShownPage = 0
    /// Views out of the tree, for reuse; and the spare array `updateShownPages` builds into.
    private var spareViews: [BannerItemView] = []
    private var nextPageViews: [BannerItemView] = []
    /// The logical index last reported to the delegate (nil when there are no options).
    public private(set) var selectedIndex: Int?
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    private let tapRecognizer = TapGestureRecognizer()
    private var reportedOption: Banner?
    private var isJumping = false
    /// Set while the picker itself moves the offset (data, layout, retargets): no report midway.
    private var isUpdating = false

    public init(frame: CGRect = .zero, scrollWidthFraction: CGFloat = InfinitePagingPicker.defaultScrollWidthFraction) {
        self.scrollWidthFraction = scrollWidthFraction
        super.init(frame: frame)
        clipsToBounds = true
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        tapArea.backgroundColor = .clear
        addSubview(tapArea)
        tapArea.addSubview(scrollView)
        tapRecognizer.action = { [weak self] _ in self?.advance(by: 1) }
        tapArea.addGestureRecognizer(tapRecognizer)
        placeFrames()
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: Pages

    /// Whether the pages include the two copies (n ≥ 2).
    var usesCopies: Bool { options.count >= 2 }
    /// The number of pages: n + 2 with copies, else n.
    public var pageCount: Int { usesCopies ? options.count + 2 : options.count }
    /// The page of option 0 (the first real page).
    var firstRealPage: Int { usesCopies ? 1 : 0 }
    /// The width of one page, in points (the scroll view's width).
    public var pageWidth: CGFloat { scrollView.bounds.width }

    /// The logical option page `page` shows (any integer page: the pattern repeats every n pages).
    public func option(atPage page: Int) -> Int {
        usesCopies ? WrapMath.wrap(page - 1, count: options.count) : 0
    }

    /// The page the picker rests on or is heading to (the running motion's target, else the offset),
    /// rounded to a whole page; nil without options.
    var plannedPage: Int? {
        guard !options.isEmpty else { return nil }
        let width = pageWidth
        guard width > 0 else { return firstRealPage }
        return Int(((scrollView.restingTarget?.x ?? scrollView.contentOffset.x) / width).rounded())
    }

    /// The logical option the picker rests on or is heading to; nil without options.
    public var plannedIndex: Int? { plannedPage.map(option(atPage:)) }

    /// Replaces the options. The option at `min(planned index, n − 1)` is shown at once (any motion
    /// stopped), and reported if it changed (E4).
    public func set(options: [Banner]) {
        let keep = plannedIndex ?? 0
        self.options = options
        scrollView.isScrollEnabled = usesCopies
        isUpdating = true
        placeFrames()
        show(option: options.isEmpty ? 0 : min(keep, options.count - 1))
        updateShownPages(reconfigure: true)
        isUpdating = false
        reportIfChanged()
    }

    // MARK: Layout

    public override func layoutSubviews() {
        let option = plannedIndex ?? 0  // measured with the old geometry
        isUpdating = true
        placeFrames()
        show(option: option)
        isUpdating = false
        reportIfChanged()
    }

    private func placeFrames() {
        tapArea.frame = bounds
        let width = bounds.width * min(max(scrollWidthFraction, 0), 1)
        scrollView.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: bounds.height)
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * width, height: bounds.height)
        updateShownPages(reconfigure: true)
    }

    /// The pages the component shows at the current offset: those overlapping its bounds.
    private func shownPageRange() -> Range<Int> {
        let width = pageWidth
        guard pageCount > 0, width > 0 else { return 0..<min(pageCount, 1) }
        let left = scrollView.contentOffset.x - scrollView.frame.minX
        let right = left + bounds.width
        guard left.isFinite, right.isFinite else { return 0..<0 }
        let first = Int(max(0, min(CGFloat(pageCount), (left / width).rounded(.down))))
        let end = Int(max(0, min(CGFloat(pageCount), (right / width).rounded(.up))))
        return first < end ? first..<end : first..<first
    }

    /// Gives each shown page a view (kept if it already had one, else recycled or made) and takes
    /// the others out of the tree. `reconfigure` re-reads every shown page's option and frame (new
    /// options or geometry); otherwise only pages that came into view are configured.
    private func updateShownPages(reconfigure: Bool = false) {
        let shown = shownPageRange()
        let old = firstShownPage..<(firstShownPage + pageViews.count)
        guard reconfigure || shown != old else { return }
        for (index, view) in pageViews.enumerated() where !shown.contains(old.lowerBound + index) {
            view.removeFromSuperview()
            spareViews.append(view)
        }
        let width = pageWidth
        nextPageViews.removeAll(keepingCapacity: true)
        for page in shown {
            let view: BannerItemView
            if old.contains(page) {
                view = pageViews[page - old.lowerBound]
                if reconfigure { view.configure(with: options[option(atPage: page)]) }
            } else {
                view = spareViews.popLast() ?? BannerItemView()
                scrollView.addSubview(view)
                view.configure(with: options[option(atPage: page)])
            }
            view.frame = CGRect(x: CGFloat(page) * width, y: 0, width: width, height: bounds.height)
            nextPageViews.append(view)
        }
        swap(&pageViews, &nextPageViews)
        nextPageViews.removeAll(keepingCapacity: true)
        firstShownPage = shown.lowerBound
    }

    /// Puts `option`'s real page in view at once, stopping any motion.
    private func show(option: Int) {
        let page = options.isEmpty ? 0 : option + firstRealPage
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * pageWidth, y: 0), animated: false)
    }

    // MARK: Hit testing (E3)

    /// Whether a click or key animation is running (the only programmatic motion the picker starts).
    var isAdvancing: Bool { scrollView.restingTarget != nil && !scrollView.isDecelerating }

    /// Every press inside the component goes to the scroll view (its recognizers and the tap area's
    /// both see it), except during a click animation, when it goes to the tap area alone.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        return isAdvancing || !scrollView.acceptsHits ? tapArea : scrollView
    }

    // MARK: Copies (E2)

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        updateShownPages()
        let width = pageWidth
        guard usesCopies, width > 0, !isJumping else { return }
        isJumping = true
        defer { isJumping = false }
        let span = CGFloat(options.count) * width
        if scrollView.isTracking || scrollView.isDragging {
            // Held: jump once a copy is more than half shown, so the pointer never drags the content
            // to its edge, where the rubber band would bend the motion before the jump could happen.
            let high = (CGFloat(options.count) + InfinitePagingPicker.heldJumpFraction) * width
            let low = InfinitePagingPicker.heldJumpFraction * width
            while scrollView.contentOffset.x > high { jump(by: -span) }
            while scrollView.contentOffset.x < low { jump(by: span) }
        } else {
            // Moving on its own: jump when the motion lands on (or runs past) a copy page (E2).
            let lastPageOffset = CGFloat(pageCount - 1) * width
            while scrollView.contentOffset.x >= lastPageOffset { jump(by: -span) }
            while scrollView.contentOffset.x <= 0 { jump(by: span) }
        }
    }

    /// Moves the offset by `delta` points (a whole number of data sets): the same picture, from the
    /// real pages. A running motion or drag carries on from the new offset.
    private func jump(by delta: CGFloat) {
        let width = pageWidth
        var offset = scrollView.contentOffset.x + delta
        let page = (offset / width).rounded()
        if abs(offset / width - page) < InfinitePagingPicker.pageSnapTolerance { offset = page * width }
        let old = scrollView.contentOffset.x
        scrollView.contentOffset.x = offset
        onRecentre?(offset - old)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { reportIfChanged() }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfChanged() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfChanged() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfChanged() }

    // MARK: Selection (E4)

    /// Tells the delegate when the option the picker is heading to changed (not while pressed).
    private func reportIfChanged() {
        guard !isUpdating, !scrollView.isTracking, !scrollView.isDragging else { return }
        let index = plannedIndex
        let option = index.map { options[$0] }
        guard index != selectedIndex || option != reportedOption else { return }
        selectedIndex = index
        reportedOption = option
        if let index { delegate?.optionChanged(to: index, in: self) }
    }

    // MARK: Commands (E3)

    /// Advances one option (animated; clicks and keys during the animation add up from its target).
    public func next() { advance(by: 1) }

    /// Goes back one option.
    public func previous() { advance(by: -1) }

    /// Animates `steps` pages from the planned page, with `scrollRectToVisible` when the target page
    /// lies in the content; a retarget that runs past the last copy (quick clicks) uses the same
    /// animation through `setContentOffset`, as `scrollRectToVisible` would clamp it.
    private func advance(by steps: Int) {
        let width = pageWidth
        guard usesCopies, width > 0, !scrollView.isTracking, let page = plannedPage else { return }
        let target = CGFloat(page + steps) * width
        isUpdating = true
        if target >= 0, target <= CGFloat(pageCount - 1) * width {
            scrollView.scrollRectToVisible(CGRect(x: target, y: 0, width: width, height: scrollView.bounds.height), animated: true)
        } else {
            scrollView.setContentOffset(CGPoint(x: target, y: 0), animated: true)
        }
        isUpdating = false
        reportIfChanged()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}
