import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport

@testable import Carousels

/// A carousel of `kind`, 640 points along `flow` and 300 across, `count` numbered cards laid out by
/// `layout`, with a `CarouselFocus` aligned by `alignment`, focused in a window of its own.
@MainActor
struct FocusFixture {
    let carousel: any InspectableCarousel & View
    let focus: CarouselFocus
    let driver: FrameDriver
    let flow: ItemFlow
    let recorder = CarouselEventRecorder()
    /// Every focus change heard, oldest first.
    let changes = ChangeLog()

    /// A start-aligned shelf of three items per view, an item a snap: item k spans
    /// 16 + k × (592 / 3 + 8) … + 592 / 3 at rest on item 0.
    static let shelf = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start)

    init(
        _ kind: CarouselKind, layout: CarouselLayout = shelf, count: Int = 12, flow: ItemFlow,
        alignment: CarouselFocusAlignment = .edge(margin: 0)
    ) {
        self.flow = flow
        let size = flow.size(main: 640, cross: 300)
        carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: size)
        carousel.core.layout = layout
        carousel.flow = flow
        carousel.carouselDelegate = recorder
        carousel.setItems(count: count, cells: .numberCards)
        driver = FrameDriver(size: size, containing: carousel)
        driver.root.focus(carousel)
        carousel.layoutIfNeeded()
        focus = CarouselFocus(carousel: carousel, alignment: alignment)
        let log = changes
        focus.onFocusChange = { item, cause in log.entries.append(Change(item: item, cause: cause)) }
        driver.frame()
    }

    /// The key that moves forward (`true`) or back along the flow.
    func key(forward: Bool) -> Key {
        flow.axis == .vertical ? (forward ? .down : .up) : ((forward != flow.isReversed) ? .right : .left)
    }

    /// Presses the forward or back key through the window; whether a view took it. Settles.
    @discardableResult
    func press(forward: Bool) -> Bool {
        let taken = driver.root.handle(key: KeyEvent(key(forward: forward), time: driver.time))
        driver.settle()
        return taken
    }

    /// The on-screen spans of item `index`'s views, along the main axis in item order (logical window
    /// coordinates: 0 at the start edge).
    func spans(ofItem index: Int) -> [ClosedRange<CGFloat>] {
        let scrollView = carousel.inspectedScrollView
        var spans: [ClosedRange<CGFloat>] = []
        carousel.forEachInspectedItem { item in
            guard item.index == index else { return }
            let frame = scrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: 640)
            spans.append(start...(start + flow.main(frame.size)))
        }
        return spans
    }

    /// Whether a view of item `index` lies fully within the view less the inset (16 points).
    func isFullyVisible(_ index: Int) -> Bool {
        spans(ofItem: index).contains { $0.lowerBound >= 16 - 0.5 && $0.upperBound <= 624 + 0.5 }
    }

    /// The centre, in window coordinates, of the view of item `index` fully in view.
    func centre(ofItem index: Int) -> CGPoint? {
        let scrollView = carousel.inspectedScrollView
        var found: CGPoint?
        carousel.forEachInspectedItem { item in
            guard item.index == index, found == nil else { return }
            let frame = scrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: 640)
            guard start >= 0, start + flow.main(frame.size) <= 640 else { return }
            found = CGPoint(x: frame.midX, y: frame.midY)
        }
        return found
    }

    /// Whether the ring is drawn over an occurrence of the focused item: its frame is that view's
    /// drawn frame (in the carousel's coordinates) grown by the ring's width.
    func ringIsOnFocusedItem() -> Bool {
        guard let ring = focus.ringFrame, let item = focus.focusedItem else { return false }
        var matches = false
        carousel.forEachItemView { view, inspected in
            guard inspected.index == item, let parent = view.superview else { return }
            let drawn = parent.convert(view.drawnFrame, to: carousel).insetBy(dx: -focus.ringWidth, dy: -focus.ringWidth)
            if abs(drawn.minX - ring.minX) < 1e-6, abs(drawn.minY - ring.minY) < 1e-6, abs(drawn.width - ring.width) < 1e-6,
                abs(drawn.height - ring.height) < 1e-6
            {
                matches = true
            }
        }
        return matches
    }
}

/// One focus change heard.
struct Change: Equatable, CustomStringConvertible {
    let item: Int
    let cause: ScrollCause
    var description: String { "\(item) (\(cause))" }
}

/// The focus changes heard, in a class so the fixture's closure can add to them.
@MainActor
final class ChangeLog {
    var entries: [Change] = []
}
