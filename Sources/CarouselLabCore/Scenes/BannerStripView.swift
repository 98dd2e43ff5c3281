import Carousels
import Foundation
import ScrollKit

/// A finite strip of banners in a plain `ScrollView`, for feeling the physics:
/// - free (`paging == false`): each banner the view's width less 2 × inset, `spacing` apart, the
///   first starting `inset` from the left; `.normal` deceleration, bouncing, an indicator;
/// - paging: one banner per page, a page the view's width, the banner inset by `inset` inside it.
///
/// Left and Right (Page Up and Down) move one banner, animated.
@MainActor
public final class BannerStripView: View, KeyboardPaging {
    public let scrollView = ScrollView()
    public let paging: Bool
    private let layout: BannerLayout
    let itemViews: [BannerItemView]
    /// The step of the last layout, in points.
    private var laidOutStep: CGFloat = 1
    /// Never called: a finite strip does not jump (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?
    private let emptyLabel = Label(text: "No banners", font: Font(size: 17, weight: .bold), textColor: Color.white.withAlpha(0.6))

    public init(banners: [Banner], layout: BannerLayout, paging: Bool) {
        self.paging = paging
        self.layout = layout
        itemViews = banners.map { banner in
            let view = BannerItemView(cornerRadius: layout.cornerRadius)
            view.configure(with: banner)
            return view
        }
        super.init()
        scrollView.isPagingEnabled = paging
        scrollView.decelerationRate = .normal
        scrollView.showsVerticalScrollIndicator = false
        addSubview(scrollView)
        for view in itemViews { scrollView.addSubview(view) }
        emptyLabel.textAlignment = .center
        emptyLabel.isHidden = !banners.isEmpty
        addSubview(emptyLabel)
    }

    public override var canBecomeFocused: Bool { true }

    /// The distance from one banner to the next, in points.
    public var step: CGFloat { paging ? bounds.width : bounds.width - 2 * layout.inset + layout.spacing }

    public override func layoutSubviews() {
        // The banner in view, measured with the step it was laid out with (the bounds have changed).
        let page = scrollView.contentOffset.x / max(laidOutStep, 1)
        laidOutStep = step
        scrollView.frame = bounds
        emptyLabel.frame = bounds
        let width = max(0, bounds.width - 2 * layout.inset)
        for (index, view) in itemViews.enumerated() {
            let x = paging ? CGFloat(index) * bounds.width + layout.inset : layout.inset + CGFloat(index) * (width + layout.spacing)
            view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
        let count = CGFloat(itemViews.count)
        scrollView.contentSize = CGSize(
            width: paging ? count * bounds.width : (count > 0 ? 2 * layout.inset + count * width + (count - 1) * layout.spacing : 0),
            height: bounds.height
        )
        // A resize keeps the same banner in view.
        scrollView.setContentOffset(scrollView.clamped(CGPoint(x: (page.rounded() * step), y: 0)), animated: false)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    public func next() { scroll(by: 1) }

    public func previous() { scroll(by: -1) }

    /// Moves `direction` banners from where the strip is heading, animated; clamped at the ends.
    private func scroll(by direction: CGFloat) {
        guard step > 0 else { return }
        let base = scrollView.restingTarget?.x ?? scrollView.contentOffset.x
        let target = ((base / step).rounded() + direction) * step
        scrollView.setContentOffset(scrollView.clamped(CGPoint(x: target, y: 0)), animated: true)
    }
}

extension BannerStripView: InspectableCarousel {
    public var inspectedScrollView: ScrollView { scrollView }

    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        for (index, view) in itemViews.enumerated() { body(InspectedItem(frame: view.frame, index: index, isClone: false)) }
    }

    /// A finite strip never jumps.
    public var recentreRange: ClosedRange<CGFloat>? { nil }

    /// The banner nearest to being centred.
    public var currentItem: Int? {
        guard !itemViews.isEmpty, step > 0 else { return nil }
        return min(max(0, Int((scrollView.contentOffset.x / step).rounded())), itemViews.count - 1)
    }

    public var itemCount: Int { itemViews.count }
}
