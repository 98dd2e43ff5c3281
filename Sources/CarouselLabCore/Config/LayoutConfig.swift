import Foundation

/// The carousel geometry a config may set (SEEDS.md A1): all values in points.
///
/// In the config file, `"layout"` and each of its keys are optional; a missing key keeps its
/// default. Every value must be a finite number in `allowedRange`.
public struct LayoutConfig: Hashable, Sendable {
    /// How far the centred banner is inset from each side of the carousel, in points.
    public var inset: CGFloat
    /// The gap between neighbouring banners, in points.
    public var spacing: CGFloat
    /// The radius of each banner's rounded corners, in points.
    public var cornerRadius: CGFloat

    /// The smallest and largest value any layout key accepts, in points. The upper bound only
    /// catches typos (an inset of 16000); no real window is that large.
    public static let allowedRange: ClosedRange<CGFloat> = 0...1000

    /// inset 16, spacing 8, corner radius 8: the article's banner carousel.
    public static let `default` = LayoutConfig(inset: 16, spacing: 8, cornerRadius: 8)

    public init(inset: CGFloat, spacing: CGFloat, cornerRadius: CGFloat) {
        self.inset = inset
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }
}
