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

extension Banner {
    /// What a screen reader says for the banners `banners`, by index: the title as the name, the
    /// subtitle as the description ("Item k" past the end). Captures the texts only.
    public static func describer(_ banners: [Banner]) -> AccessibilityDescriber {
        let texts = banners.map { AccessibilityText(name: $0.title, description: $0.subtitle) }
        return { index in texts.indices.contains(index) ? texts[index] : AccessibilityText(name: "Item \(index + 1)") }
    }
}
