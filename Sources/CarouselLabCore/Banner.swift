import ScrollKit

/// One banner of the config: what every carousel shows for an item.
public struct Banner: Hashable, Sendable {
    public var title: String
    public var subtitle: String
    /// The image to draw, already resolved to an absolute path (or a URL the loader understands).
    public var image: ImageReference

    public init(title: String, subtitle: String, image: ImageReference) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
