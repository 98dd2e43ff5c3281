import Foundation
import ScrollKit

/// A banner as a thumbnail: its image alone, filling rounded bounds (no scrim, no text), for a strip
/// of thumbnails under a main carousel (`CarouselLink`). A recyclable copy: `configure(with:)` sets
/// everything shown; one cached bitmap while it moves.
@MainActor
public final class BannerThumbnailView: View {
    private let imageView = ImageView()

    /// The banner shown, or nil (an empty slot, drawn in `BannerItemView.emptyColor`).
    public private(set) var banner: Banner?

    /// An empty thumbnail with corners of `cornerRadius` points; `configure(with:)` fills it.
    public init(cornerRadius: CGFloat = 6) {
        super.init()
        self.cornerRadius = cornerRadius
        backgroundColor = BannerItemView.emptyColor
        clipsToBounds = true
        shouldRasterize = true
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
    }

    /// Shows `banner`'s image (nil clears the slot).
    public func configure(with banner: Banner?) {
        guard banner != self.banner else { return }
        self.banner = banner
        backgroundColor = banner == nil ? BannerItemView.emptyColor : .clear
        imageView.image = banner?.image
    }

    public override func layoutSubviews() {
        imageView.frame = bounds
        imageView.cornerRadius = cornerRadius
    }
}

extension CarouselCells {
    /// Cells showing `banners` as thumbnails (`BannerThumbnailView`, corners of `cornerRadius` points):
    /// their images without text, for a strip linked to a main carousel of the same banners.
    public static func thumbnails(_ banners: [Banner], cornerRadius: CGFloat = 6) -> CarouselCells {
        CarouselCells(
            make: { BannerThumbnailView(cornerRadius: cornerRadius) },
            configure: { (view: BannerThumbnailView, index: Int) in
                view.configure(with: banners.indices.contains(index) ? banners[index] : nil)
            },
            describe: Banner.describer(banners))
    }
}
