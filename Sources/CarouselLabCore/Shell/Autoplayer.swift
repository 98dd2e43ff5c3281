import Carousels
import Foundation
import ScrollKit

/// Autoplay for one technique: turns a page every interval while nobody touches it (`AutoplayTimer`).
///
/// The carousel counts as held while the pointer is over it (pressed or hovering) or its scroll view
/// moves (a drag, momentum, a key's or a click's animation).
@MainActor
final class Autoplayer {
    let technique: Technique
    private var timer: AutoplayTimer?

    /// Autoplay with `interval` seconds between pages; nil never turns a page.
    init(technique: Technique, interval: TimeInterval?) {
        self.technique = technique
        timer = interval.map(AutoplayTimer.init(interval:))
    }

    /// Whether the carousel is held at `pointer` (window points, nil when outside the window).
    func isHeld(pointer: CGPoint?) -> Bool {
        let carousel = technique.carousel
        let scrollView = carousel.inspectedScrollView
        if scrollView.isTracking || scrollView.isDragging || scrollView.restingTarget != nil { return true }
        guard let pointer else { return false }
        return carousel.bounds.contains(carousel.convertFromWindow(pointer))
    }

    /// Advances to `now`; true when the carousel should turn a page now. `paused` holds it as a
    /// hover does (attract mode's own autoplay runs instead).
    func update(now: Timestamp, pointer: CGPoint?, paused: Bool = false) -> Bool {
        guard var current = timer, technique.carousel.itemCount > 1 else { return false }
        let fires = current.update(now: now, isHeld: paused || isHeld(pointer: pointer))
        timer = current
        return fires
    }

    /// When the next page turns if left alone.
    var nextFire: Timestamp? { timer?.nextFire }
}
