import Foundation
import ScrollKit

/// One banner: what every carousel shows for an item. The one logical model behind every copy on
/// screen: item views are configured from it and hold no state of their own.
public struct Banner: Hashable, Sendable {
    public var title: String
    public var subtitle: String
    /// The image to draw (an absolute path, a `file://` URL, or a URL the loader understands).
    public var image: ImageReference

    public init(title: String, subtitle: String, image: ImageReference) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// The seed-A banner geometry, in points.
public struct BannerLayout: Hashable, Sendable {
    /// The gap between the centred banner and each side of the carousel.
    public var inset: CGFloat
    /// The gap between neighbouring banners.
    public var spacing: CGFloat
    /// The radius of each banner's rounded corners.
    public var cornerRadius: CGFloat

    public init(inset: CGFloat = 16, spacing: CGFloat = 8, cornerRadius: CGFloat = 8) {
        self.inset = inset
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// Seed A's numbers: inset 16, spacing 8, corners 8.
    public static let standard = BannerLayout()
}
