import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport

/// A carousel of any technique in a window, showing number cards whose numbers are the items'
/// identities (not their indices), so a test can follow an item through batches of changes: where
/// its card shows on screen, which item is current.
@MainActor
public final class LiveDataSubject {
    /// The carousel.
    public let carousel: any InspectableCarousel & View
    /// Drives the window frame by frame.
    public let driver: FrameDriver
    /// What the carousel reported.
    public let recorder = CarouselEventRecorder()
    /// Which way the items run.
    public let flow: ItemFlow
    /// The items' identities, by index: item i's card shows `ids[i]`.
    public private(set) var ids: [Int]
    /// The next identity `insert` hands out.
    private var nextID = 1_000

    /// `technique` in a 640 × 300 window (300 × 640 vertical) along `flow`, showing `count` items with
    /// identities 100, 101, …, settled and focused, its events recorded.
    public init(_ technique: CarouselKind, flow: ItemFlow, count: Int = 6) {
        self.flow = flow
        let size = flow.size(main: 640, cross: 300)
        carousel = technique.make(frame: CGRect(origin: .zero, size: size), pageSize: flow.size(main: 320, cross: 240))
        carousel.flow = flow
        carousel.carouselDelegate = recorder
        driver = FrameDriver(size: size, containing: carousel)
        ids = (0..<count).map { 100 + $0 }
        carousel.setItems(count: count, cells: cells)
        driver.frames(2)
        driver.root.focus(carousel)
    }

    /// Cells showing `ids` (captured now).
    public var cells: CarouselCells {
        let ids = self.ids
        return CarouselCells(make: { NumberCard() }, configure: { card, index in card.show(ids[index]) })
    }

    /// A new identity, never used before.
    public func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// Changes the items to `newIDs`, diffed by identity, at once (`Carousel.updateItems(from:to:)`).
    @discardableResult
    public func apply(_ newIDs: [Int]) throws -> CarouselItemChanges {
        let old = ids
        ids = newIDs
        return try carousel.updateItems(from: old, to: newIDs, cells: cells)
    }

    /// The identity of the current item; nil with none.
    public var currentID: Int? { carousel.currentItem.map { ids[$0] } }

    /// Where the card showing identity `id` nearest the middle of the carousel is drawn: the window
    /// coordinate of its leading edge along the main axis (the physical minimum x or y). Nil when no
    /// card shows it.
    public func screenStart(of id: Int) -> CGFloat? {
        let middle = flow.main(carousel.convertToWindow(CGPoint(x: carousel.bounds.midX, y: carousel.bounds.midY)))
        var best: (distance: CGFloat, start: CGFloat)?
        carousel.forEachItemView { view, _ in
            guard let card = view as? NumberCard, card.number == id, !card.isHidden, let parent = card.superview else { return }
            let frame = card.drawnFrame
            let origin = parent.convertToWindow(frame.origin)
            let centre = flow.main(origin) + flow.main(frame.size) / 2
            let distance = abs(centre - middle)
            if best == nil || distance < best!.distance { best = (distance, flow.main(origin)) }
        }
        return best?.start
    }

    /// Whether the strip rests with its current item's snap exactly at the snap point.
    public var restsAligned: Bool {
        guard carousel.core.scrollView.isAtRest, let current = carousel.currentItem else { return false }
        let core = carousel.core
        guard let nearest = core.geometry.nearestSnap(to: core.position) else { return false }
        return abs(core.geometry.snapPosition(nearest) - core.position) < 0.5
            && core.geometry.items(ofSnap: nearest).map { core.geometry.item(ofOccurrence: $0) }.contains(current)
    }

    /// The middle of the carousel in window coordinates.
    public var middle: CGPoint { carousel.convertToWindow(CGPoint(x: carousel.bounds.midX, y: carousel.bounds.midY)) }

    /// A drag toward the next items of `distance` points along the flow, in window terms.
    public func forward(_ distance: CGFloat) -> CGPoint {
        let physical = flow.physicalDelta(-distance)
        return flow.point(main: physical, cross: 0)
    }
}
