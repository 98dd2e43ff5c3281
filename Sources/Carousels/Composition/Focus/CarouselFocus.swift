import Foundation
import ScrollKit

/// A TV-style focus on one carousel: a focused item, separate from the item the strip rests on,
/// moved by the arrow keys along the flow (or the d-pad), selected with Enter (or gamepad A), drawn
/// with a ring, and kept in view by a window alignment (`CarouselFocusAlignment`).
///
/// Attach one to a carousel and keep a reference to it (the carousel holds its focus weakly; one
/// focus per carousel, the last one made wins). While attached, the carousel's own key handling
/// (`Carousel.handlePagingKey(_:)`) offers the flow's arrow keys and Enter to the focus first
/// (unless `takesCarouselKeys` is false), so a focused carousel in a window works as is:
/// - Left / Right (mirrored right to left) on a horizontal strip, Up / Down on a vertical one, move
///   the focus one item (`move(by:cause:)`, cause `.key`, or `.gamepad` from the d-pad); at the end of
///   a finite strip the key is not taken and goes on to the superviews; an endless strip wraps.
/// - Enter selects the focused item: the carousel's delegate and listeners hear
///   `carousel(_:didSelectItemAt:cause:)` with cause `.key` (`.gamepad` for gamepad A, which sends
///   Enter first: `GamepadNavigator`).
///
/// The pointer never moves the focus by hovering; a click or tap that selects an item, or pages
/// toward one, focuses the item it selected or aims at (`onFocusChange` hears it with the click's
/// cause). Every change of the focused item is reported once to `onFocusChange`, with its cause.
@MainActor
public final class CarouselFocus {
    /// The carousel the focus moves on.
    public let carousel: any InspectableCarousel
    /// How the carousel follows the focus as it moves (`CarouselFocusAlignment`); applied at the next
    /// move.
    public var alignment: CarouselFocusAlignment
    /// Called once for each change of `focusedItem`, with the new item and the cause: `.key` (or
    /// `.gamepad`) for a key, the command's cause for `move(by:cause:)` and `focus(item:cause:)`, the
    /// click's for a click, `.data` or `.api` when the items changed under it. Not called at creation.
    public var onFocusChange: ((Int, ScrollCause) -> Void)?
    /// Whether the carousel offers its flow's arrow keys and Enter to the focus first (true, the
    /// default); false leaves the carousel's keys alone, and only `handleKey(_:)` called by the host
    /// moves the focus.
    public var takesCarouselKeys = true
    /// The ring's colour.
    public var ringColor = Color(hex: 0xFFFFFF) {
        didSet { ring.borderColor = ringColor }
    }
    /// The ring's width, in points, drawn just outside the focused item's drawn frame; its corners
    /// are the layout's corner radius plus this width. Negative and non-finite widths count as 0.
    public var ringWidth: CGFloat = 3 {
        didSet { updateRing() }
    }
    /// Whether the ring shows (it never shows with nothing focused or the item not laid out).
    public var isRingShown = true {
        didSet { updateRing() }
    }

    /// The focused item, stored; `focusedItem` clamps it into the items there are.
    private var stored: Int?
    /// The ring: a non-interactive view over the carousel's items.
    let ring = View(frame: .zero)
    /// Where the focused item's occurrence was last drawn (the ring's centre, in the ring's
    /// superview's coordinates), or where it is expected after a move: which of an endless strip's
    /// copies is the focused one.
    var anchor: CGPoint?
    /// Hears the carousel's events for the focus (the carousel holds its listeners weakly).
    private let listener = FocusListener()

    /// A focus on `carousel` (its item 0 once it has items), kept in view by `alignment`; the ring is
    /// added over the carousel's items at once.
    public init(carousel: any InspectableCarousel, alignment: CarouselFocusAlignment = .edge(margin: 0)) {
        self.carousel = carousel
        self.alignment = alignment
        stored = carousel.itemCount > 0 ? 0 : nil
        ring.isUserInteractionEnabled = false
        ring.backgroundColor = .clear
        ring.borderColor = ringColor
        ring.isHidden = true
        carousel.core.focus = self
        listener.focus = self
        carousel.addListener(listener)
        ringHost.addSubview(ring)
        updateRing()
    }

    /// The focused item (`0..<itemCount`): item 0 once the carousel has items, nil with none.
    public var focusedItem: Int? {
        let count = carousel.itemCount
        guard count > 0 else { return nil }
        return min(max(stored ?? 0, 0), count - 1)
    }

    /// The ring's frame in the carousel's coordinates, in points: the focused item's drawn frame grown
    /// by `ringWidth`; nil while the ring is hidden.
    public var ringFrame: CGRect? {
        ring.isHidden || ring.superview == nil ? nil : ring.frame
    }

    /// Moves the focus `steps` items along the row (negative: back), for `cause`, and scrolls the
    /// carousel as `alignment` asks. A finite strip stops at its ends (a move past one goes to it); an
    /// endless strip wraps (item n − 1 then item 0). Returns false when the focus could not move (no
    /// items, `steps` 0, or already at the end it heads for): the caller may do something else.
    ///
    /// - Complexity: O(v) for v item views laid out, plus the snaps scrolled over.
    @discardableResult
    public func move(by steps: Int, cause: ScrollCause) -> Bool {
        guard let current = focusedItem, steps != 0, let next = carousel.core.resolvedIndex(current + steps),
            next != current
        else { return false }
        if let anchor {
            let pitch = carousel.itemPitch * CGFloat(steps)
            let along = carousel.flow.physicalDelta(pitch)
            self.anchor =
                carousel.flow.axis == .horizontal
                ? CGPoint(x: anchor.x + along, y: anchor.y) : CGPoint(x: anchor.x, y: anchor.y + along)
        }
        change(to: next, cause: cause)
        alignWindow(cause: cause)
        return true
    }

    /// Focuses item `item` (wrapped on an endless strip, clamped on a finite one:
    /// `CarouselCore.resolvedIndex(_:)`) for `cause`, and scrolls the carousel as `alignment` asks.
    /// Nothing happens with no items.
    public func focus(item: Int, cause: ScrollCause) {
        guard let index = carousel.core.resolvedIndex(item) else { return }
        if index != focusedItem { anchor = nil }
        change(to: index, cause: cause)
        alignWindow(cause: cause)
    }

    /// Takes a key meant for the focus: the flow's forward / back arrow (Left / Right on a horizontal
    /// strip, mirrored right to left; Up / Down on a vertical one) moves the focus one item, Enter
    /// selects the focused item (the carousel's delegate and listeners hear
    /// `carousel(_:didSelectItemAt:cause:)`). The cause is `.key`, or `.gamepad` for the gamepad's
    /// keys (`KeyEvent.device`). Returns whether the key was used: false for any other key, with no
    /// items, or for an arrow at the end of a finite strip.
    public func handleKey(_ event: KeyEvent) -> Bool {
        let cause = ScrollCause.key.given(by: event.device)
        if event.key == .enter {
            guard let item = focusedItem else { return false }
            carousel.core.reportSelection(of: item, cause: cause)
            return true
        }
        guard let step = step(for: event.key) else { return false }
        return move(by: step, cause: cause)
    }

    /// Lets go of the carousel: the ring is removed, the focus hears no more events and takes no more
    /// keys. The focus keeps its item.
    public func detach() {
        ring.removeFromSuperview()
        carousel.removeListener(listener)
        if carousel.core.focus === self { carousel.core.focus = nil }
    }

    // MARK: Internal

    /// Whether `key` is one the focus takes on this flow (its arrows or Enter).
    func isFocusKey(_ key: Key) -> Bool {
        key == .enter || step(for: key) != nil
    }

    /// The item step of an arrow along the flow: Left / Right on a horizontal strip (Left forward right
    /// to left), Up / Down on a vertical one (`ItemFlow.pagingStep(for:)`, without the Page keys and
    /// the cross axis' arrows).
    private func step(for key: Key) -> Int? {
        let flow = carousel.flow
        switch (key, flow.axis) {
        case (.left, .horizontal), (.right, .horizontal), (.up, .vertical), (.down, .vertical):
            return flow.pagingStep(for: key)
        default:
            return nil
        }
    }

    /// Sets the focused item and reports it if it changed.
    func change(to item: Int, cause: ScrollCause) {
        let before = focusedItem
        stored = item
        updateRing()
        if before != item { onFocusChange?(item, cause) }
    }

    /// A click or tap selected item `index`, or paged toward it: it takes the focus (the carousel's
    /// own motion shows it).
    func clicked(_ index: Int, cause: ScrollCause) {
        guard index != focusedItem else { return }
        anchor = nil
        change(to: index, cause: cause)
    }

    /// The items changed: the focus stays within them, reported if it moved (cause `cause`).
    func itemsChanged(cause: ScrollCause) {
        let now = focusedItem
        guard now != stored else { return }
        stored = now
        anchor = nil
        updateRing()
        if let now { onFocusChange?(now, cause) }
    }

    /// The carousel finished a progress pass (its items moved or were laid out): the ring follows.
    func carouselDidFinishProgressPass() {
        updateRing()
    }
}

/// A listener that hears which item a click, a tap or the gamepad's A pointed at: the item a
/// selection by any of them names, or the item a click or tap paged toward (a side item brought to the
/// snap point). What a `CarouselFocus` and a `CarouselLink`'s thumbnails follow.
@MainActor
class ItemPointingListener: CarouselDelegate {
    /// A click, tap or A pointed at item `index` (`cause` theirs). Does nothing by default.
    func pointed(at index: Int, cause: ScrollCause) {}

    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        guard cause == .click || cause == .touch || cause == .gamepad else { return }
        pointed(at: index, cause: cause)
    }

    func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause) {
        guard cause == .click || cause == .touch else { return }
        pointed(at: index, cause: cause)
    }

    // Declared here so that subclasses can override them: the protocol's defaults are not overridable.
    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {}

    func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {}
}

/// The carousel's events a `CarouselFocus` follows: clicks and taps focus, data changes keep it in
/// range.
@MainActor
private final class FocusListener: ItemPointingListener {
    weak var focus: CarouselFocus?

    override func pointed(at index: Int, cause: ScrollCause) {
        focus?.clicked(index, cause: cause)
    }

    override func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        focus?.itemsChanged(cause: cause)
    }

    override func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        focus?.itemsChanged(cause: .data)
    }
}
