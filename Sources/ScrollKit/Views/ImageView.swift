import Foundation

/// Shows an image, fitted by `contentMode` and clipped to its rounded bounds (UIKit's `UIImageView`
/// with `clipsToBounds` and a corner radius). Holds a reference only: the backend loads and caches.
@MainActor
open class ImageView: View {
    /// The image to show; nil shows only the background.
    public var image: ImageReference?
    /// How the image fills the bounds. Defaults to `.scaleAspectFill`, as banners want.
    public var contentMode: ContentMode = .scaleAspectFill

    /// An image view of `frame` showing `image` (nil: only the background).
    public init(frame: CGRect = .zero, image: ImageReference? = nil) {
        self.image = image
        super.init(frame: frame)
    }

    open override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        guard let image else { return }
        context.append(.image(image, rect, contentMode: contentMode, cornerRadius: cornerRadius))
    }
}
