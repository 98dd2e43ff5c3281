import Foundation

/// Shows an image, fitted by `contentMode` and clipped to its rounded bounds (UIKit's `UIImageView`
/// with `clipsToBounds` and a corner radius). Holds a reference only: the backend loads and caches.
@MainActor
open class ImageView: View {
    /// The image to show; nil shows only the background.
    @exclusivity(unchecked) public var image: ImageReference?
    /// How the image fills the bounds. Defaults to `.scaleAspectFill`, as banners want.
    @exclusivity(unchecked) public var contentMode: ContentMode = .scaleAspectFill
    /// Where the image is fitted (by `contentMode`), in the view's bounds coordinates, when not the
    /// bounds themselves: a rectangle larger than the bounds and moved about inside them shows a
    /// moving part of the image (parallax), still only within the rounded bounds. nil (the
    /// default) fits the image into the bounds.
    @exclusivity(unchecked) public var imageFrame: CGRect?

    /// An image view of `frame` showing `image` (nil: only the background).
    public init(frame: CGRect = .zero, image: ImageReference? = nil) {
        self.image = image
        super.init(frame: frame)
    }

    open override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        guard let image else { return }
        guard let imageFrame else {
            return context.append(.image(image, rect, contentMode: contentMode, cornerRadius: cornerRadius))
        }
        let placed = imageFrame.offsetBy(dx: rect.minX - bounds.minX, dy: rect.minY - bounds.minY)
        context.append(.croppedImage(image, rect, cornerRadius: cornerRadius, imageRect: placed, contentMode: contentMode))
    }
}
