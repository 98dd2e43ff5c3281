import Foundation

/// A font request: the backend maps it to a real face (DejaVu Sans here).
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable {
        case regular
        case bold
    }

    /// The font size in points.
    public var size: CGFloat
    public var weight: Weight

    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Horizontal placement of a line of text inside its rectangle.
public enum TextAlignment: Hashable, Sendable {
    case left
    case center
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
