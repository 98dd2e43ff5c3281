import Foundation

// Foundation already gives Linux `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; ScrollKit uses them
// as UIKit does and adds only what is missing.

/// Distances inset from the edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given distances, in points; an edge not given is not inset.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}

/// Rectangle helpers the views use: insetting by `EdgeInsets`, the centre.
extension CGRect {
    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }

    /// The centre point of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Point helpers the gestures use: an offset copy, the distance between two points.
extension CGPoint {
    /// The point moved by `dx`, `dy` points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

    /// Euclidean distance to `other`, in points.
    public func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}

/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque); the colour components are not multiplied by it.
    public var alpha: Double

    /// A colour from sRGB components and an opacity, each 0...1 (opaque by default).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same colour with its alpha replaced.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour drawn over the opaque `background` ("source over"), as one opaque colour: the same
    /// pixels, written instead of blended.
    public func composited(over background: Color) -> Color {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Fully transparent: drawing with it changes nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// The lab's window background, a near-black blue-grey.
    public static let backdrop = Color(hex: 0x15171C)
}
