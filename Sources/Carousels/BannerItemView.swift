import Foundation
import ScrollKit

/// One banner on screen: the image filling rounded bounds, the title at (16, 16) and the subtitle
/// below it, both with a soft shadow so they read on any image. A recyclable copy: `configure(with:)` sets everything shown.
@MainActor
public final class BannerItemView: View {
    /// Where the title starts, from the banner's top-left corner, in points.
    public static let textOrigin = CGPoint(x: 16, y: 16)
    public static let titleFont = Font(size: 24, weight: .bold)
    public static let subtitleFont = Font(size: 15)

    private let imageView = ImageView()
    private let titleLabel = Label(font: BannerItemView.titleFont)
    private let subtitleLabel = Label(font: BannerItemView.subtitleFont, textColor: Color.white.withAlpha(0.88))

    /// The banner shown, or nil (an empty slot).
    public private(set) var banner: Banner?

    public init(cornerRadius: CGFloat = BannerLayout.standard.cornerRadius) {
        super.init()
        self.cornerRadius = cornerRadius
        backgroundColor = Color(hex: 0x2A2E37)
        clipsToBounds = true
        for label in [titleLabel, subtitleLabel] { label.shadowColor = Color.black.withAlpha(0.6) }
        for view in [imageView, titleLabel, subtitleLabel] as [View] { addSubview(view) }
    }

    /// Shows `banner` (nil clears the slot).
    public func configure(with banner: Banner?) {
        guard banner != self.banner else { return }
        self.banner = banner
        imageView.image = banner?.image
        titleLabel.text = banner?.title ?? ""
        subtitleLabel.text = banner?.subtitle ?? ""
    }

    public override func layoutSubviews() {
        let size = bounds.size
        let origin = BannerItemView.textOrigin
        let textWidth = max(0, size.width - 2 * origin.x)
        imageView.frame = CGRect(origin: .zero, size: size)
        imageView.cornerRadius = cornerRadius
        let titleHeight = BannerItemView.titleFont.size * 1.3
        titleLabel.frame = CGRect(x: origin.x, y: origin.y, width: textWidth, height: titleHeight)
        subtitleLabel.frame = CGRect(x: origin.x, y: origin.y + titleHeight + 2, width: textWidth,
                                     height: BannerItemView.subtitleFont.size * 1.3)
    }
}
