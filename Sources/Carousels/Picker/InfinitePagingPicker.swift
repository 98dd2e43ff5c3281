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
/// go to the scroll view, so they drag and fling it, and a press on a moving strip catches it (A9)
/// whatever moves it; key presses during an animation add up, none is dropped. With one option there are no copies and nothing moves; with none, nothing shows (E5).
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
    /// The views of the pages in view, left to right, recycled as the strip moves: only the pages
    /// the component shows have a view (the scroll view does not clip; the component does), so a
    /// frame costs the same for 3 options or a million.
    private let strip = RecyclingStrip(pool: ReusePool<BannerItemView> { BannerItemView() })
    /// The views of the pages in view, left to right: `pageViews[i]` shows page `firstShownPage + i`.
    public var pageViews: [BannerItemView] { strip.views }
    /// The page `pageViews[0]` shows.
    public var firstShownPage: Int { strip.firstIndex }
    /// The logical index last reported to the delegate (nil when there are no options).
    public private(set) var selectedIndex: Int?
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    private let tapRecognizer = TapGestureRecognizer()
    private var reportedOption: Banner?

    /// An empty picker of `frame` (points) whose paged scroll view is `scrollWidthFraction` of its
    /// width (the tap area is the whole picker).
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
        tapRecognizer.action = { [weak self] _ in self?.advance(by: 1, cause: .click) }
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
        return Int((scrollView.landingOffset.x / width).rounded())
    }

    /// The logical option the picker rests on or is heading to; nil without options.
    public var plannedIndex: Int? { plannedPage.map(option(atPage:)) }

    /// Replaces the options. The option at `min(planned index, n − 1)` is shown at once (any motion
    /// stopped), and reported if it changed (E4).
    public func set(options: [Banner]) {
        let keep = plannedIndex ?? 0
        self.options = options
        scrollView.isScrollEnabled = usesCopies
        strip.removeAll()
        placeFrames()
        show(option: options.isEmpty ? 0 : min(keep, options.count - 1), cause: .api)
    }

    // MARK: Layout

    public override func layoutSubviews() {
        let option = plannedIndex ?? 0 // measured with the old geometry
        placeFrames()
        show(option: option, cause: .resize)
    }

    private func placeFrames() {
        tapArea.frame = bounds
        let width = bounds.width * min(max(scrollWidthFraction, 0), 1)
        scrollView.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: bounds.height)
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * width, height: bounds.height)
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

    /// Gives each shown page a view (kept if it already had one, else recycled or made), puts the
    /// others back in the pool, and places them.
    private func updateShownPages() {
        strip.sync(to: shownPageRange(), in: scrollView) { view, page in view.configure(with: options[option(atPage: page)]) }
        let width = pageWidth
        for (offset, view) in strip.views.enumerated() {
            view.frame = CGRect(x: CGFloat(strip.firstIndex + offset) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// Puts `option`'s real page in view at once, stopping any motion, and reports it if it changed.
    private func show(option: Int, cause: ScrollCause) {
        let page = options.isEmpty ? 0 : option + firstRealPage
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * pageWidth, y: 0), animated: false, cause: cause)
        updateShownPages()
        reportIfChanged()
    }

    // MARK: Hit testing (E3)

    /// Every press inside the component goes to the scroll view (its recognizers and the tap area's
    /// both see it): at rest a click advances; on a moving strip (a drag's momentum, a click's or
    /// key's animation) the press catches it, as a finger does (A9), and is not a click.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        return scrollView.acceptsHits ? scrollView : tapArea
    }

    // MARK: Copies (E2)

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if let range = recentreRange {
            let span = CGFloat(options.count) * pageWidth
            var offset = scrollView.contentOffset.x
            while offset > range.upperBound { offset -= span }
            while offset < range.lowerBound { offset += span }
            jump(to: offset)
        }
        updateShownPages()
    }

    /// The offsets the picker leaves alone (nil without copies). Moving on its own, it jumps when the
    /// motion lands on (or runs past) a copy page (E2). Held, it jumps once a copy is more than half
    /// shown, so the pointer never drags the content to its edge, where the rubber band would bend the
    /// motion before the jump could happen.
    public var recentreRange: ClosedRange<CGFloat>? {
        let width = pageWidth
        guard usesCopies, width > 0 else { return nil }
        if scrollView.isTracking || scrollView.isDragging {
            let fraction = InfinitePagingPicker.heldJumpFraction
            return (fraction * width)...((CGFloat(options.count) + fraction) * width)
        }
        // Strictly inside the copies: an offset on a copy page jumps.
        return CGFloat(0).nextUp...(CGFloat(pageCount - 1) * width).nextDown
    }

    /// Moves the offset silently to `offset` (the same picture, a whole number of data sets away,
    /// from the real pages): a running motion or drag carries on from there.
    private func jump(to target: CGFloat) {
        let width = pageWidth
        var offset = target
        let page = (offset / width).rounded()
        if abs(offset / width - page) < InfinitePagingPicker.pageSnapTolerance { offset = page * width }
        let delta = offset - scrollView.contentOffset.x
        guard delta != 0 else { return }
        scrollView.correctContentOffset(by: CGPoint(x: delta, y: 0))
        onRecentre?(delta)
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
        guard !scrollView.isTracking, !scrollView.isDragging else { return }
        let index = plannedIndex
        let option = index.map { options[$0] }
        guard index != selectedIndex || option != reportedOption else { return }
        selectedIndex = index
        reportedOption = option
        if let index { delegate?.optionChanged(to: index, in: self) }
    }

    // MARK: Commands (E3)

    /// Advances one option (animated; clicks and keys during the animation add up from its target).
    public func next(cause: ScrollCause) { advance(by: 1, cause: cause) }

    /// Goes back one option.
    public func previous(cause: ScrollCause) { advance(by: -1, cause: cause) }

    /// Animates `steps` pages from the planned page. The target may lie past the last copy (quick
    /// clicks): the jump brings the motion back among the real pages as it passes the copy.
    private func advance(by steps: Int, cause: ScrollCause) {
        let width = pageWidth
        guard usesCopies, width > 0, !scrollView.isTracking, let page = plannedPage else { return }
        scrollView.setContentOffset(CGPoint(x: CGFloat(page + steps) * width, y: 0), animated: true, cause: cause)
        reportIfChanged()
    }

    /// A wheel notch advances one option as a key press does (reported as soon as it is known, E4).
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}
