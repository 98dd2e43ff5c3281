import Foundation
import ScrollKit

/// One banner on screen: the image filling rounded bounds, a subtle scrim darkening its top, the
/// title at (16, 16) and the subtitle below it, both with a soft shadow, so white text reads on any
/// image. Smaller banners get smaller text (`BannerTextLayout`), and drop the subtitle before the
/// title. A recyclable copy: `configure(with:)` sets everything shown.
@MainActor
public final class BannerItemView: View {
    /// Where the title starts, from the banner's top-left corner, in points.
    nonisolated public static let textOrigin = CGPoint(x: 16, y: 16)
    /// The title's font at full size: 24 pt bold (smaller banners scale it, `BannerTextLayout`).
    nonisolated public static let titleFont = Font(size: 24, weight: .bold)
    /// The subtitle's font at full size: 15 pt regular (smaller banners scale it).
    nonisolated public static let subtitleFont = Font(size: 15)

    fileprivate let imageView = ImageView()
    private let scrim = GradientView(from: BannerTextLayout.scrimColor, to: BannerTextLayout.scrimColor.withAlpha(0))
    private let titleLabel = Label(font: BannerItemView.titleFont)
    private let subtitleLabel = Label(font: BannerItemView.subtitleFont, textColor: Color.white.withAlpha(0.88))
    /// The scrim and the text, over the image: one bitmap of their own while parallax is on, so while
    /// the image moves under them (and the banner is drawn directly) they are still one copy.
    fileprivate let textLayer = View()

    /// The colour of an empty slot. A slot with a banner shows its image (or the image's
    /// placeholder) over its whole bounds, so it draws no background under it.
    nonisolated public static let emptyColor = Color(hex: 0x2A2E37)

    /// The banner shown, or nil (an empty slot).
    public private(set) var banner: Banner?

    /// How far the image is moved from its place by `setParallaxOffset(_:)`, in points (physical);
    /// nil while parallax is off.
    public private(set) var parallaxOffset: CGPoint?

    /// An empty banner view (no banner yet) with corners of `cornerRadius` points; `configure(with:)`
    /// fills it.
    public init(cornerRadius: CGFloat = CarouselLayout.standard.cornerRadius) {
        super.init()
        self.cornerRadius = cornerRadius
        backgroundColor = BannerItemView.emptyColor
        clipsToBounds = true
        // Image, scrim, two lines of text and their shadows, redrawn every frame a strip moves, and
        // changed only by `configure(with:)`: one cached bitmap, copied.
        shouldRasterize = true
        for label in [titleLabel, subtitleLabel] { label.shadowColor = Color.black.withAlpha(0.6) }
        addSubview(imageView)
        addSubview(textLayer)
        for view in [scrim, titleLabel, subtitleLabel] as [View] { textLayer.addSubview(view) }
    }

    /// Which way the banner's text reads: right to left aligns the title and subtitle to the right,
    /// as an Arabic or Hebrew reader expects.
    public var textDirection: LayoutDirection = .leftToRight {
        didSet {
            let alignment: TextAlignment = textDirection == .rightToLeft ? .right : .left
            titleLabel.textAlignment = alignment
            subtitleLabel.textAlignment = alignment
        }
    }

    /// Shows `banner` (nil clears the slot).
    public func configure(with banner: Banner?) {
        guard banner != self.banner else { return }
        self.banner = banner
        backgroundColor = banner == nil ? BannerItemView.emptyColor : .clear
        imageView.image = banner?.image
        titleLabel.text = banner?.title ?? ""
        subtitleLabel.text = banner?.subtitle ?? ""
    }

    public override func layoutSubviews() {
        let text = BannerTextLayout(size: bounds.size)
        placeImage()
        textLayer.frame = CGRect(origin: .zero, size: bounds.size)
        scrim.frame = text.scrimFrame
        scrim.cornerRadius = cornerRadius
        titleLabel.font = text.titleFont
        titleLabel.frame = text.titleFrame
        subtitleLabel.font = text.subtitleFont
        subtitleLabel.frame = text.subtitleFrame
        subtitleLabel.isHidden = !text.showsSubtitle
    }
}

/// Where a banner's text goes at a given size, in points: a pure function of the banner's size.
///
/// Full size (a banner 126 pt tall or more): the title in 24 pt bold at (16, 16), the subtitle in
/// 15 pt under it. Smaller banners scale the text with their height (the title down to 13 pt, the
/// subtitle to 11 pt) and their insets (down to 6 pt); when the subtitle no longer fits under the
/// title it is hidden, the title stays. The scrim covers the text and fades out below it.
public struct BannerTextLayout: Equatable {
    /// The scrim's colour at the banner's top edge; it fades to clear at its bottom.
    public static let scrimColor = Color.black.withAlpha(0.42)

    /// The title's font at this size: 24 pt bold at full size, down to 13 pt.
    public let titleFont: Font
    /// The subtitle's font at this size: 15 pt at full size, down to 11 pt.
    public let subtitleFont: Font
    /// The title's rectangle, in the banner's coordinates (points).
    public let titleFrame: CGRect
    /// The subtitle's rectangle, in the banner's coordinates (points), under the title.
    public let subtitleFrame: CGRect
    /// Whether the subtitle fits under the title; false hides it.
    public let showsSubtitle: Bool
    /// The darkening gradient behind the text, in the banner's coordinates: full width, from the top to
    /// a little below the text.
    public let scrimFrame: CGRect

    /// The layout for a banner of `size` points (negative sizes count as zero).
    public init(size: CGSize) {
        let height = max(size.height, 0)
        let width = max(size.width, 0)
        let titleSize = min(max((height * 0.19).rounded(), 13), BannerItemView.titleFont.size)
        let subtitleSize = min(max((titleSize * 0.62).rounded(), 11), BannerItemView.subtitleFont.size)
        titleFont = Font(size: titleSize, weight: BannerItemView.titleFont.weight)
        subtitleFont = Font(size: subtitleSize, weight: BannerItemView.subtitleFont.weight)
        let titleHeight = (titleSize * 1.3).rounded()
        let subtitleHeight = (subtitleSize * 1.3).rounded()
        let full = BannerItemView.textOrigin
        var inset = min(max((height * 0.12).rounded(), 6), full.y)
        // A banner too short for the title and two insets keeps the title centred in it.
        if titleHeight + 2 * inset > height { inset = max(0, ((height - titleHeight) / 2).rounded(.down)) }
        let side = min(max((width * 0.06).rounded(), 6), full.x, max(inset, 6))
        let textWidth = max(0, width - 2 * side)
        titleFrame = CGRect(x: side, y: inset, width: textWidth, height: titleHeight)
        subtitleFrame = CGRect(x: side, y: inset + titleHeight + 2, width: textWidth, height: subtitleHeight)
        showsSubtitle = subtitleFrame.maxY + inset / 2 <= height
        let textBottom = showsSubtitle ? subtitleFrame.maxY : titleFrame.maxY
        scrimFrame = CGRect(x: 0, y: 0, width: width, height: min(height, (textBottom + inset * 2).rounded()))
    }
}

extension BannerItemView: ParallaxCell {
    /// How far the image may move under parallax, as a fraction of the banner's size on each axis:
    /// while parallax is on, the image is drawn this much larger on every side, so no edge of it shows.
    nonisolated public static let parallaxReach: CGFloat = 0.15

    /// Moves the image `offset` points inside the banner (`CarouselEffect.parallax`; clamped to
    /// `parallaxReach` of the size), within the banner's rounded corners; nil turns parallax off.
    /// While on, the image is fitted into the banner grown by `parallaxReach` on each side
    /// (`ImageView.imageFrame`: one size, so it is resampled once) and moved by `offset`; the scrim
    /// and text are one bitmap of their own, so while the image moves (the banner's own bitmap
    /// changing, drawn directly) they are still one copy. Once it holds still, the banner is one
    /// bitmap again.
    public func setParallaxOffset(_ offset: CGPoint?) {
        let clamped = offset.map { offset in
            let reach = CGSize(width: bounds.width * Self.parallaxReach, height: bounds.height * Self.parallaxReach)
            return CGPoint(
                x: min(max(offset.x, -reach.width), reach.width), y: min(max(offset.y, -reach.height), reach.height))
        }
        guard clamped != parallaxOffset else { return }
        parallaxOffset = clamped
        updateTextLayerRaster()
        placeImage()
    }

    /// The scrim and text are a bitmap of their own while the image moves under them (parallax).
    fileprivate func updateTextLayerRaster() {
        let raster = parallaxOffset != nil
        if textLayer.shouldRasterize != raster { textLayer.shouldRasterize = raster }
    }

    /// Fits the image into the bounds, or (parallax on) into the bounds grown by `parallaxReach` and
    /// moved by `parallaxOffset`.
    fileprivate func placeImage() {
        imageView.frame = CGRect(origin: .zero, size: bounds.size)
        imageView.cornerRadius = cornerRadius
        guard let offset = parallaxOffset else {
            imageView.imageFrame = nil
            return
        }
        let dx = bounds.width * Self.parallaxReach
        let dy = bounds.height * Self.parallaxReach
        imageView.imageFrame = CGRect(
            x: offset.x - dx, y: offset.y - dy, width: bounds.width + 2 * dx, height: bounds.height + 2 * dy)
    }
}

extension BannerItemView: KeylineMaskedCell {
    /// How many steps the text fades in: each is one look of the banner, so the renderer keeps a
    /// bitmap per step and a moving strip copies them instead of drawing the banner afresh.
    nonisolated public static let textOpacitySteps = 3

    /// The opacity of the scrim and text for an item shown at `sizeFraction` of the way from the
    /// keylines' small size (0) to their large size (1): none up to halfway, then rising to full at
    /// the large size in `textOpacitySteps` steps (0, ⅓, ⅔, 1). Material 3 hides the text of small
    /// items; a medium item's label, cut at both ends by the mask, fades out rather than reading as a
    /// fragment.
    nonisolated public static func textOpacity(sizeFraction: CGFloat) -> Double {
        let opacity = min(max(2 * sizeFraction - 1, 0), 1)
        let steps = CGFloat(textOpacitySteps)
        return Double((opacity * steps).rounded() / steps)
    }

    /// Fades the scrim and text with the item's keyline size (`textOpacity(sizeFraction:)`); full
    /// opacity when no keyline masks it.
    public func keylinePlacementChanged(_ placement: KeylinePlacement?) {
        let opacity = placement.map { Self.textOpacity(sizeFraction: $0.sizeFraction) } ?? 1
        guard opacity != textLayer.alpha else { return }
        textLayer.alpha = opacity
    }

    /// The opacity of the scrim and text now (1 unless a keyline mask fades them).
    public var textOpacity: Double { textLayer.alpha }
}
