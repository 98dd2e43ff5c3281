import Foundation

/// UIKit's rubber band for dragging past an edge (docs/PHYSICS.md §2):
///
///     f(x, d, c) = (1 − 1/(x·c/d + 1))·d
///
/// `x` is how far the finger has dragged the content past the edge (points, ≥ 0), `d` the
/// scroll view's visible size on that axis (points: the bounds width for horizontal scrolling,
/// the height for vertical; **not** the content size) and `c` the coefficient, 0.55. f(0) = 0,
/// f'(0) = c, and f stays below `d`.
public struct RubberBand: Hashable, Sendable {
    /// UIKit's rubber-band coefficient: the slope of the displayed overscroll at the edge.
    public static let defaultCoefficient: CGFloat = 0.55

    /// The visible dimension `d` on the axis, in points.
    public let dimension: CGFloat
    /// The coefficient `c` (dimensionless).
    public let coefficient: CGFloat

    /// A rubber band for a view `dimension` points long on the axis.
    public init(dimension: CGFloat, coefficient: CGFloat = RubberBand.defaultCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// f(x): the overscroll shown, in points, for `excess` points dragged past the edge.
    /// Odd in `excess` (a negative excess gives a negative result); 0 when `dimension` ≤ 0.
    public func displayed(forExcess excess: CGFloat) -> CGFloat {
        guard dimension > 0, coefficient > 0 else { return 0 }
        let x = abs(excess)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return excess < 0 ? -shown : shown
    }

    /// The inverse, x = d·y/(c·(d − y)): the drag past the edge, in points, that shows
    /// `displayed` points of overscroll. Odd in `displayed`; a displayed overscroll at or beyond `d`
    /// (which the band never produces) is treated as `maximumInvertibleFraction·d`. A drag that grabs
    /// an overscrolled view inverts `ScrollAxisMetrics.grabRubberBand`, which never needs that cap.
    public func excess(forDisplayed displayed: CGFloat) -> CGFloat {
        guard dimension > 0, coefficient > 0 else { return 0 }
        let y = min(abs(displayed), dimension * Self.maximumInvertibleFraction)
        let x = dimension * y / (coefficient * (dimension - y))
        return displayed < 0 ? -x : x
    }

    /// The largest displayed overscroll, as a fraction of the dimension, that `excess(forDisplayed:)`
    /// inverts; larger values are capped here so the inverse stays finite.
    public static let maximumInvertibleFraction: CGFloat = 0.999

    /// The content offset to show, in points, for the unclamped drag offset `offset`: unchanged
    /// inside `range`, and `edge ± f(|excess|)` past either edge.
    ///
    /// - Parameters:
    ///   - offset: the unclamped drag offset, in points.
    ///   - range: the scrollable range of content offsets, in points.
    public func rubberBandedOffset(_ offset: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound + displayed(forExcess: offset - range.lowerBound)
        }
        if offset > range.upperBound {
            return range.upperBound + displayed(forExcess: offset - range.upperBound)
        }
        return offset
    }

    /// The inverse of `rubberBandedOffset(_:in:)`: the unclamped drag offset, in points, that
    /// shows the content offset `offset`. A drag that begins on an overscrolled (or bouncing) view
    /// starts from this value.
    public func unbandedOffset(_ offset: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound + excess(forDisplayed: offset - range.lowerBound)
        }
        if offset > range.upperBound {
            return range.upperBound + excess(forDisplayed: offset - range.upperBound)
        }
        return offset
    }
}
