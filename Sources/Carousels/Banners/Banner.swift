import Foundation
import ScrollKit

/// One banner: what every carousel shows for an item. The one logical model behind every copy on
/// screen: item views are configured from it and hold no state of their own.
public struct Banner: Hashable, Sendable {
    /// The headline, drawn in bold over the image's top-left corner.
    public var title: String
    /// The line under the title (hidden on banners too short for it).
    public var subtitle: String
    /// The image to draw (an absolute path, a `file://` URL, or a URL the loader understands).
    public var image: ImageReference

    /// A banner showing `image` with `title` and `subtitle` over it.
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

    /// A layout with the centred banner `inset` points from each side, `spacing` points between
    /// banners and corners of `cornerRadius` points (seed A's 16, 8 and 8 by default).
    public init(inset: CGFloat = 16, spacing: CGFloat = 8, cornerRadius: CGFloat = 8) {
        self.inset = inset
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// Seed A's numbers: inset 16, spacing 8, corners 8.
    public static let standard = BannerLayout()
}
