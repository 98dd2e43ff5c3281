import Foundation

/// A font request: the backend maps it to a real face (DejaVu Sans here).
public struct Font: Hashable, Sendable {
    /// The weight of the face.
    public enum Weight: Hashable, Sendable {
        /// The regular face.
        case regular
        /// The bold face.
        case bold
    }

    /// The font size in points.
    public var size: CGFloat
    /// The weight of the face (regular or bold).
    public var weight: Weight

    /// A font of `size` points and `weight`.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Horizontal placement of a line of text inside its rectangle.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
}

/// Measures single lines of text. The backend provides it (SDL_ttf); tests provide a fake.
///
/// Views never rasterise text: they only ask for sizes, so layout stays pure.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size in points that `text` takes on one line in `font`.
    func size(of text: String, font: Font) -> CGSize
}
