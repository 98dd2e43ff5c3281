import Foundation
import ScrollKit

/// The scroll view of a `CarouselShelves`' column: a plain `ScrollView` along the column's axis that
/// is its own delegate for wheel notches (one notch, one row) and leaves wheels along the rows to them.
///
/// - A deliberate wheel notch along the column steps it by one row pitch (`scrollView(_:stepBy:)`),
///   from where it is heading, so notches add up; a swipe (trackpad, or a burst of notches) scrolls it
///   freely, as any scroll view.
/// - A wheel gesture along the rows' axis (a horizontal wheel or swipe, or Shift + wheel, for a
///   vertical column) that reaches the column, i.e. over a title or the gap between rows, moves
///   nothing and goes on to the views above: the column never turns a wheel along the rows into its
///   own motion (ScrollKit's rule for a strip that scrolls one axis only would). During the column's
///   own swipe every delta is its own (ScrollKit keeps a gesture's axis).
@MainActor
final class ShelvesColumnView: ScrollView, ScrollViewDelegate {
    /// The column's axis: the axis it scrolls along.
    let axis: Axis
    /// The distance between the starts of two neighbouring rows along `axis`, in points (0: no step).
    var rowPitch: CGFloat = 0

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        delegate = self
    }

    override func handleWheel(_ event: WheelEvent) -> Bool {
        guard !isDragging, isAlongRows(event) else { return super.handleWheel(event) }
        return false
    }

    /// Whether the gesture `event` would start runs along the rows rather than the column: its larger
    /// delta (after Shift turns a vertical wheel horizontal, as ScrollKit does) is across the column.
    private func isAlongRows(_ event: WheelEvent) -> Bool {
        var dx = event.dx
        var dy = event.dy
        if event.modifiers.contains(.shift), dx == 0 { (dx, dy) = (dy, 0) }
        let horizontal = abs(dx) >= abs(dy)
        return axis == .vertical ? horizontal : !horizontal
    }

    /// One row forward (`step` +1) or back from where the column is heading (the grid of offsets
    /// `k × rowPitch`, on which row k's block starts at the leading inset), animated, cause `.wheel`.
    func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool {
        guard rowPitch > 0, rowPitch.isFinite else { return false }
        let base = landingOffset
        let along = axis == .vertical ? base.y : base.x
        let row = (along / rowPitch).rounded() + CGFloat(step)
        var target = base
        if axis == .vertical { target.y = row * rowPitch } else { target.x = row * rowPitch }
        target = clamped(target)
        if target != base || !isAtRest { setContentOffset(target, animated: true, cause: .wheel) }
        return true
    }
}
