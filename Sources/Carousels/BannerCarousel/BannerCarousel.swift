import Foundation
import ScrollKit

/// Hears a `BannerCarousel`.
@MainActor
public protocol BannerCarouselDelegate: AnyObject {
    /// The centred item changed and the strip has come to rest: once per settled change, with the
    /// logical index (0..<count).
    func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int)
    /// The centred banner was clicked.
    func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int)
}

extension BannerCarouselDelegate {
    public func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int) {}
    public func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int) {}
}

/// Seed A: an endless strip of banners made of exactly three recycled item views in a scroll view.
///
/// Geometry (A1): the centred banner is inset `layout.inset` from each side, neighbours `spacing`
/// apart peek in. The content is the three slots plus an inset at each end, and the scrollable range
/// reaches `landingMargin` beyond "left slot centred" and "right slot centred". So every landing the
/// carousel aims at lies strictly inside the range: a hard fling's projection is clamped to the
/// range's edge, which is never the landing, so the scroll view always takes the re-aimed landing and
/// reaches it exactly, whatever the speed (A6, by construction rather than the article's 300 pt inset).
/// The margin itself is never seen: recentring keeps the offset within a third of a banner of the
/// centre.
///
/// While scrolling, when a neighbour comes within a third of a banner of being centred, the offset
/// jumps one step back and the slots' contents rotate (A5): invisible, and the strip never ends.
/// A release is re-aimed to land one banner exactly centred (A4). The whole state is one number,
/// `currentIndex`, plus the scroll view's offset.
@MainActor
public final class BannerCarousel: View, ScrollViewDelegate, KeyboardPaging {
    /// The scroll view the three item views live in (`.fast` deceleration, no indicators: A3).
    public let scrollView = ScrollView()
    /// Receives index changes and selections.
    public weak var delegate: BannerCarouselDelegate?
    /// The banner geometry; changing it lays the carousel out again.
    public var layout: BannerLayout = .standard { didSet { setNeedsLayout() } }

    /// The banners, in order.
    public private(set) var items: [Banner] = []
    /// How far the scrollable range reaches beyond the outermost landing, in points. Any positive
    /// value keeps the landings strictly inside the range; it is never visible.
    public static let landingMargin: CGFloat = 1

    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    /// The three reusable views, left to right (A2).
    let slots: [BannerItemView]
    /// Which item each slot shows and when the offset jumps (A5).
    public private(set) var ring = ThreeSlotRing()
    private var reported = SettledValue<Int>()

    /// An empty carousel of `frame` (points) laid out by `layout`; `set(items:)` gives it its banners.
    public init(frame: CGRect = .zero, layout: BannerLayout = .standard) {
        self.layout = layout
        slots = (0..<3).map { _ in BannerItemView(cornerRadius: layout.cornerRadius) }
        super.init(frame: frame)
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        addSubview(scrollView)
        for slot in slots { scrollView.addSubview(slot) }
        addTapHandler { [weak self] point in
            guard let self else { return }
            self.clicked(at: self.scrollView.convert(point, from: self))
        }
        set(items: [])
    }

    public override var canBecomeFocused: Bool { true }

    /// The logical index of the centred banner (0 when there are none).
    public var currentIndex: Int { ring.centreIndex }

    // MARK: Data

    /// Replaces the banners. The centred item becomes `min(currentIndex, count − 1)` and is centred at
    /// once, any motion stopped (A7). With none, nothing shows and nothing scrolls.
    public func set(items: [Banner]) {
        self.items = items
        ring.reset(count: items.count, centring: currentIndex)
        scrollView.isScrollEnabled = !items.isEmpty
        for slot in slots { slot.isHidden = items.isEmpty }
        centre(cause: .api)
    }

    // MARK: Geometry

    /// The width of one banner, in points.
    public var itemWidth: CGFloat { max(0, bounds.width - 2 * layout.inset) }
    /// The distance from one banner to the next, in points.
    public var step: CGFloat { itemWidth + layout.spacing }
    /// The content offset at which the middle slot is centred.
    public var centredOffset: CGFloat { step }

    public override func layoutSubviews() {
        scrollView.frame = bounds
        scrollView.contentSize = CGSize(width: 3 * itemWidth + 2 * layout.spacing + 2 * layout.inset, height: bounds.height)
        scrollView.contentInset = EdgeInsets(left: BannerCarousel.landingMargin, right: BannerCarousel.landingMargin)
        for (index, slot) in slots.enumerated() {
            slot.cornerRadius = layout.cornerRadius
            slot.frame = CGRect(x: layout.inset + CGFloat(index) * step, y: 0, width: itemWidth, height: bounds.height)
        }
        centre(cause: .resize)
    }

    /// Stops any motion and centres the current item, filling the slots; reports it if it changed.
    private func centre(cause: ScrollCause) {
        // A5's threshold: a neighbour within a third of a banner of being centred.
        ring.centredOffset = centredOffset
        ring.step = step
        ring.recentreDistance = step - itemWidth / 3
        // A trackpad swipe follows the fingers at most half a banner (never as far as a recentre),
        // so its release lands on a neighbour at most: one swipe, one banner (A4).
        scrollView.maximumWheelSwipeDistance = step / 2
        scrollView.setContentOffset(CGPoint(x: centredOffset, y: 0), animated: false, cause: cause)
        reloadSlots()
        reportIfSettled()
    }

    private func reloadSlots() {
        for (position, slot) in slots.enumerated() {
            slot.configure(with: items.isEmpty ? nil : items[ring.index(ofSlot: position)])
        }
    }

    // MARK: Recentring (A5) and landing (A4)

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let delta = ring.recentre(offset: scrollView.contentOffset.x)
        guard delta != 0 else { return }
        scrollView.correctContentOffset(by: CGPoint(x: delta, y: 0))
        reloadSlots()
        onRecentre?(delta)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        targetContentOffset = CGPoint(
            x: BannerCarousel.landing(
                projected: targetContentOffset.x, centred: centredOffset,
                itemWidth: itemWidth, step: step), y: 0)
    }

    /// A wheel notch is one banner, as a key press (ScrollKit would otherwise step the notch's
    /// distance, off centre).
    public func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool { stepByWheel(step) }

    /// A4: land on the neighbour if the projected landing shows more than a third of it, else on the
    /// centred banner.
    static func landing(projected: CGFloat, centred: CGFloat, itemWidth: CGFloat, step: CGFloat) -> CGFloat {
        let travel = projected - centred
        if travel > itemWidth / 3 { return centred + step }
        if travel < -itemWidth / 3 { return centred - step }
        return centred
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }

    /// Tells the delegate about a new centred item once the strip is at rest.
    private func reportIfSettled() {
        guard scrollView.isAtRest, let index = reported.settle(items.isEmpty ? nil : currentIndex) else { return }
        delegate?.bannerCarousel(self, didChangeCurrentIndex: index)
    }

    // MARK: Commands

    /// Scrolls one banner forward (animated; presses during the animation add up from its target).
    public func next(cause: ScrollCause) { scroll(bySteps: 1, cause: cause) }

    /// Scrolls one banner back.
    public func previous(cause: ScrollCause) { scroll(bySteps: -1, cause: cause) }

    /// Brings `index` (wrapped into range) to the centre the shortest way round.
    public func scrollToItem(_ index: Int, animated: Bool, cause: ScrollCause = .api) {
        guard !items.isEmpty else { return }
        let target = WrapMath.wrap(index, count: items.count)
        if !animated {
            ring.reset(count: items.count, centring: target)
            centre(cause: cause)
            return
        }
        let landing = ring.landing(near: scrollView.landingOffset.x)
        let steps = WrapMath.shortestDistance(from: landing.index, to: target, count: items.count)
        scrollView.setContentOffset(CGPoint(x: landing.offset + CGFloat(steps) * step, y: 0), animated: true, cause: cause)
    }

    private func scroll(bySteps steps: Int, cause: ScrollCause) {
        guard !items.isEmpty, step > 0, !scrollView.isTracking else { return }
        let landing = ring.landing(near: scrollView.landingOffset.x)
        scrollView.setContentOffset(CGPoint(x: landing.offset + CGFloat(steps) * step, y: 0), animated: true, cause: cause)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }

    /// A click on the centred banner selects it; on a peeking neighbour, scrolls to it.
    private func clicked(at point: CGPoint) {
        guard !items.isEmpty else { return }
        if slots[1].frame.contains(point) {
            delegate?.bannerCarousel(self, didSelectItemAt: currentIndex)
        } else if point.x < slots[1].frame.minX {
            previous(cause: .click)
        } else {
            next(cause: .click)
        }
    }
}
