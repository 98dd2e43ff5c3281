import Carousels
import Foundation
import ScrollKit

/// A finite strip of banners in a plain `ScrollView`, for feeling the physics:
/// - free (`paging == false`): each banner the view's width less 2 × inset, `spacing` apart, the
///   first starting `inset` from the left; `.normal` deceleration, bouncing, an indicator;
/// - paging: one banner per page, a page the view's width, the banner inset by `inset` inside it.
///
/// Left and Right (Page Up and Down) move one banner, animated. Only the banners in view have views
/// (recycled as the strip scrolls), so a strip of 200 000 banners costs what a strip of ten does.
@MainActor
public final class BannerStripView: View, KeyboardPaging, ScrollViewDelegate {
    public let scrollView = ScrollView()
    public let paging: Bool
    private let layout: BannerLayout
    private let banners: [Banner]
    /// The views of the banners in view.
    let strip = RecyclingStrip(pool: ReusePool<BannerItemView> { BannerItemView() })
    /// The step of the last layout, in points.
    private var laidOutStep: CGFloat = 1
    /// Never called: a finite strip does not jump (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    public init(banners: [Banner], layout: BannerLayout, paging: Bool) {
        self.paging = paging
        self.layout = layout
        self.banners = banners
        super.init()
        scrollView.isPagingEnabled = paging
        scrollView.decelerationRate = .normal
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        addSubview(scrollView)
    }

    public override var canBecomeFocused: Bool { true }

    /// The distance from one banner to the next, in points.
    public var step: CGFloat { paging ? bounds.width : bounds.width - 2 * layout.inset + layout.spacing }

    public override func layoutSubviews() {
        // The banner in view, measured with the step it was laid out with (the bounds have changed).
        let page = scrollView.contentOffset.x / max(laidOutStep, 1)
        laidOutStep = step
        scrollView.frame = bounds
        let width = itemWidth
        let count = CGFloat(banners.count)
        scrollView.contentSize = CGSize(
            width: paging
                ? count * bounds.width : (count > 0 ? 2 * layout.inset + count * width + (count - 1) * layout.spacing : 0),
            height: bounds.height
        )
        // A resize keeps the same banner in view.
        scrollView.setContentOffset(
            scrollView.clamped(CGPoint(x: (page.rounded() * step), y: 0)), animated: false, cause: .resize)
        placeItems()
    }

    /// The width of one banner, in points.
    private var itemWidth: CGFloat { max(0, bounds.width - 2 * layout.inset) }

    /// Where banner `index` sits in the content, in points.
    private func itemX(_ index: Int) -> CGFloat {
        layout.inset + CGFloat(index) * step
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        placeItems()
    }

    /// Gives views to the banners in view (one more each side) and places them.
    ///
    /// - Complexity: O(v) for v banners in view.
    private func placeItems() {
        guard !banners.isEmpty, step > 0, bounds.width > 0 else {
            strip.removeAll()
            return
        }
        let first = Int(((scrollView.contentOffset.x - layout.inset) / step).rounded(.down)) - 1
        let last = Int(((scrollView.contentOffset.x + bounds.width) / step).rounded(.up)) + 1
        let range = max(0, first)..<min(banners.count, max(0, last))
        strip.sync(to: range, in: scrollView) { [banners, layout] view, index in
            view.cornerRadius = layout.cornerRadius
            view.configure(with: banners[index])
        }
        for (offset, view) in strip.views.enumerated() {
            view.frame = CGRect(x: itemX(strip.firstIndex + offset), y: 0, width: itemWidth, height: bounds.height)
        }
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    public func next(cause: ScrollCause) { scroll(by: 1, cause: cause) }

    public func previous(cause: ScrollCause) { scroll(by: -1, cause: cause) }

    /// Moves `direction` banners from where the strip is heading, animated; clamped at the ends.
    private func scroll(by direction: CGFloat, cause: ScrollCause) {
        guard step > 0 else { return }
        let target = ((scrollView.landingOffset.x / step).rounded() + direction) * step
        scrollView.setContentOffset(scrollView.clamped(CGPoint(x: target, y: 0)), animated: true, cause: cause)
    }
}

extension BannerStripView: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (offset, view) in strip.views.enumerated() {
            body(InspectedItem(frame: view.frame, index: strip.firstIndex + offset, isClone: false))
        }
    }

    /// A finite strip never jumps.
    public var recentreRange: ClosedRange<CGFloat>? { nil }

    /// The banner nearest to being centred.
    public var currentItem: Int? {
        guard !banners.isEmpty, step > 0 else { return nil }
        return min(max(0, Int((scrollView.contentOffset.x / step).rounded())), banners.count - 1)
    }

    public var itemCount: Int { banners.count }
}
