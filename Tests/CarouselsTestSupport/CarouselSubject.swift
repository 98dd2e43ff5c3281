import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport

/// One carousel of any kind in a window of its own, driven frame by frame, its events recorded: the
/// fixture the technique-wide tables share (the rule book and the keep rule, every technique × flow ×
/// layout).
@MainActor
public struct CarouselSubject {
    /// The technique.
    public let kind: CarouselKind
    /// The carousel, through the public API and the inspection hooks.
    public let carousel: any InspectableCarousel & View
    /// Drives the window's frames and input.
    public let driver: FrameDriver
    /// What the carousel's delegate heard.
    public let recorder = CarouselEventRecorder()
    /// Which way the items run.
    public let flow: ItemFlow

    /// A `kind` carousel filling a window `main` × `cross` points along `flow` (a preview host's pages
    /// `pageMain` × `pageCross`), laid out by its own layout changed by `layout`, showing `count`
    /// number cards, focused, two frames drawn.
    public init(
        _ kind: CarouselKind, flow: ItemFlow = .horizontal, count: Int = 6, main: CGFloat = 640, cross: CGFloat = 300,
        pageMain: CGFloat = 320, pageCross: CGFloat = 240, layout: (inout CarouselLayout) -> Void = { _ in }
    ) {
        self.init(
            kind, flow: flow, count: count, size: flow.size(main: main, cross: cross),
            pageSize: flow.size(main: pageMain, cross: pageCross), layout: layout)
    }

    /// A `kind` carousel filling a window of `size` points (a preview host's pages `pageSize`), inside
    /// a plain parent view when `contained`, laid out by its own layout changed by `layout`, set up by
    /// `prepare` (observers, say) before it takes `count` items from `cells` (number cards by
    /// default), focused when `focused`, two frames drawn.
    public init(
        _ kind: CarouselKind, flow: ItemFlow = .horizontal, count: Int, size: CGSize, pageSize: CGSize,
        contained: Bool = false, focused: Bool = true, cells: CarouselCells = .numberCards,
        layout: (inout CarouselLayout) -> Void = { _ in }, prepare: (any InspectableCarousel & View) -> Void = { _ in }
    ) {
        self.kind = kind
        self.flow = flow
        carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: pageSize)
        carousel.flow = flow
        var changed = carousel.layout
        layout(&changed)
        carousel.layout = changed
        carousel.carouselDelegate = recorder
        prepare(carousel)
        var root: View = carousel
        if contained {
            root = View(frame: CGRect(origin: .zero, size: size))
            root.addSubview(carousel)
        }
        driver = FrameDriver(size: size, containing: root)
        carousel.setItems(count: count, cells: cells)
        driver.frames(2)
        if focused { driver.root.focus(carousel) }
    }

    /// Every item view laid out now, with its progress, in item order.
    public var items: [ItemProgress] {
        var all: [ItemProgress] = []
        carousel.forEachItemProgress { all.append($0) }
        return all
    }

    /// How far past its nearest snap the strip is, in points along the strip (0 when aligned); nil
    /// with no items or no size.
    public var pastSnap: CGFloat? {
        let core = carousel.core
        return core.geometry.nearestSnap(to: core.position).map { core.position - core.geometry.snapPosition($0) }
    }

    /// Whether the strip rests with its current item aligned at the snap point.
    public var restsAligned: Bool {
        guard carousel.core.scrollView.isAtRest, let current = carousel.currentItem, let past = pastSnap else { return false }
        let core = carousel.core
        guard let nearest = core.geometry.nearestSnap(to: core.position) else { return false }
        return abs(past) < 0.5
            && core.geometry.items(ofSnap: nearest).map { core.geometry.item(ofOccurrence: $0) }.contains(current)
    }

    /// The window point `main` points along the strip from its start edge (logical: from the right of
    /// a right-to-left strip), halfway across.
    public func point(main: CGFloat) -> CGPoint {
        let size = carousel.bounds.size
        return flow.point(main: flow.physical(main, in: flow.main(size)), cross: flow.cross(size) / 2)
    }

    /// The middle of the strip, in window points.
    public var middle: CGPoint { point(main: flow.main(carousel.bounds.size) / 2) }

    /// A point 4 points short of the strip's end edge: on the next item's neighbour where one peeks
    /// in there (seed A's ear, a preview, the picker's far side).
    public var nearEnd: CGPoint { point(main: flow.main(carousel.bounds.size) - 4) }

    /// The key that goes forward along the flow.
    public var forwardKey: Key { flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right) }
    /// The key that goes back along the flow.
    public var backKey: Key { flow.axis == .vertical ? .up : (flow.isReversed ? .right : .left) }
}
