import Foundation

/// A linear gradient filling the bounds: a drop shadow along an edge (seed D5), a scrim under text.
/// With a `cornerRadius`, the gradient is clipped to the rounded corners.
@MainActor
open class GradientView: View {
    /// The colour at the start of the axis (top, or left).
    @exclusivity(unchecked) public var startColor: Color
    /// The colour at the end of the axis (bottom, or right).
    @exclusivity(unchecked) public var endColor: Color
    /// `.vertical` runs from `startColor` at the top to `endColor` at the bottom.
    @exclusivity(unchecked) public var axis: GradientAxis

    /// A gradient view filling `frame` from `startColor` to `endColor` along `axis`.
    public init(frame: CGRect = .zero, from startColor: Color, to endColor: Color, axis: GradientAxis = .vertical) {
        self.startColor = startColor
        self.endColor = endColor
        self.axis = axis
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        context.append(
            cornerRadius > 0
                ? .roundedGradient(rect, radius: cornerRadius, from: startColor, to: endColor, axis: axis)
                : .linearGradient(rect, from: startColor, to: endColor, axis: axis))
    }
}
