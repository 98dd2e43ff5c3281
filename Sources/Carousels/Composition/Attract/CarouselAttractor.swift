import Foundation
import ScrollKit

/// Runs an `AttractMode` over a set of carousels: a kiosk's screen that goes back to its start when
/// nobody touches it.
///
/// The host hands it every input event before the window (`admit(_:)`; a false answer means drop the
/// event: it is the input that woke the screen) and calls `update(now:)` on every pass of its run
/// loop, waking for `nextDeadline` when it sleeps:
///
/// ```swift
/// let attractor = CarouselAttractor(idleTimeout: 60, carousels: [hero, shelf])
/// // for each event:  if attractor.admit(event) { root.handle(event) }
/// // each pass:       attractor.update(now: now)
/// ```
///
/// When the idle timeout passes, every carousel glides back to its first item
/// (`scrollToItem(0, animated: true, cause: .attract)`: in a window that reduces motion
/// (`WindowRoot.reducesMotion`) the scroll view makes that a cut). Then each carousel with more than
/// one item autoplays: its first page (`next(cause: .autoplay)`) comes `autoplayInterval` seconds
/// after it came to rest, the next ones every interval after each page lands (`AutoplayTimer`). Any
/// input stops the autoplay at once (a glide or page already under way lands) and is swallowed;
/// hovering over a carousel does not hold this autoplay, only its own motion does. No autoplay
/// starts in a window that reduces motion, nor with `autoplayInterval` nil.
@MainActor
public final class CarouselAttractor {
    /// The idle clock and the swallowing rule.
    public private(set) var mode: AttractMode
    /// Seconds between autoplay pages while attracting (at least `AutoplayTimer.minimumInterval`);
    /// nil: the carousels glide back and stay.
    public var autoplayInterval: TimeInterval? {
        didSet { resetAutoplay() }
    }
    /// The carousels that glide back and autoplay, held strongly: set it again when the carousels
    /// shown change.
    public var carousels: [any InspectableCarousel] {
        didSet { resetAutoplay() }
    }
    /// Called when attract mode starts, right after every carousel was told to glide back: what a host
    /// does besides (scroll a column of rows back to its top, put a focus back on the first item).
    public var onAttract: (@MainActor () -> Void)?
    /// Each carousel's autoplay while attracting; nil until it has come to rest after the glide.
    private var timers: [AutoplayTimer?] = []

    /// The autoplay interval used when none is given, in seconds.
    public static let defaultAutoplayInterval: TimeInterval = 3

    /// An attractor that glides `carousels` back after `idleTimeout` seconds without input (not a
    /// positive number: never; see `AttractMode.init(idleTimeout:)`), then autoplays them every
    /// `autoplayInterval` seconds (nil: no autoplay).
    public init(
        idleTimeout: TimeInterval, autoplayInterval: TimeInterval? = CarouselAttractor.defaultAutoplayInterval,
        carousels: [any InspectableCarousel] = []
    ) {
        mode = AttractMode(idleTimeout: idleTimeout)
        self.autoplayInterval = autoplayInterval
        self.carousels = carousels
        resetAutoplay()
    }

    /// Whether the timeout has fired and no input has come since.
    public var isAttracting: Bool { mode.isAttracting }

    /// Notes `event` and says whether to deliver it to the window (`AttractMode.admit(_:)`): false
    /// for the input that wakes the screen and the rest of its gesture. Waking stops the autoplay.
    ///
    /// - Complexity: O(c) for c carousels when it wakes, else O(1).
    public func admit(_ event: InputEvent) -> Bool {
        let wasAttracting = mode.isAttracting
        let delivers = mode.admit(event)
        if wasAttracting, !mode.isAttracting { resetAutoplay() }
        return delivers
    }

    /// Advances to `now` (seconds): when the idle timeout passes, starts every carousel's glide back;
    /// while attracting, turns the autoplay pages that are due. Returns whether it moved a carousel
    /// (the host then draws a frame).
    ///
    /// - Complexity: O(c) for c carousels; allocates nothing.
    @discardableResult
    public func update(now: Timestamp) -> Bool {
        if mode.update(now: now) {
            resetAutoplay()
            for carousel in carousels {
                carousel.inspectedScrollView.frameClock?.noteEventTime(now)
                carousel.scrollToItem(0, animated: true, cause: .attract)
            }
            onAttract?()
            return !carousels.isEmpty
        }
        guard mode.isAttracting, let interval = autoplayInterval else { return false }
        var turned = false
        for index in carousels.indices {
            let carousel = carousels[index]
            let scrollView = carousel.inspectedScrollView
            let clock = scrollView.frameClock
            guard carousel.itemCount > 1, scrollView.windowRoot?.reducesMotion != true else { continue }
            let moving = scrollView.isTracking || scrollView.isDragging || scrollView.restingTarget != nil
            var timer: AutoplayTimer
            if let running = timers[index] {
                timer = running
            } else {
                guard !moving else { continue } // still gliding back
                // The glide ended at the last frame the driver ticked (or now, without a window).
                timer = AutoplayTimer(interval: interval)
                _ = timer.update(now: min(clock?.now ?? now, now), isHeld: false)
            }
            if timer.update(now: now, isHeld: moving) {
                clock?.noteEventTime(now)
                carousel.next(cause: .autoplay)
                turned = true
            }
            timers[index] = timer
        }
        return turned
    }

    /// The next time `update(now:)` has work to do although nothing moves (the timeout, or an
    /// autoplay page), so an idle run loop wakes for it; nil when there is none.
    ///
    /// - Complexity: O(c) for c carousels; allocates nothing.
    public var nextDeadline: Timestamp? {
        guard mode.isAttracting else { return mode.deadline }
        var earliest: Timestamp?
        for timer in timers {
            if let fire = timer?.nextFire, fire < earliest ?? .infinity { earliest = fire }
        }
        return earliest
    }

    /// When carousel `index` (of `carousels`) turns its next autoplay page if left alone; nil before
    /// it has come to rest after the glide, or when not attracting.
    public func nextAutoplayPage(of index: Int) -> Timestamp? {
        timers.indices.contains(index) ? timers[index]?.nextFire : nil
    }

    /// Forgets every carousel's autoplay (it starts again after the next glide).
    private func resetAutoplay() {
        guard timers.count == carousels.count else {
            timers = Array(repeating: nil, count: carousels.count)
            return
        }
        for index in timers.indices { timers[index] = nil }
    }
}
