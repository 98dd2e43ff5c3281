import Carousels
import Foundation
import ScrollKit

/// A technique's scene view with page dots under it (beside it, on the right, for a vertical strip;
/// starting at the right for a right-to-left one) that follow the carousel's current item, and the
/// lab's empty state ("No banners") over it while the carousel has no items: the techniques show
/// nothing when empty, as UIKit's collections do, and leave the message to the app.
@MainActor
public final class TechniqueView: View {
    /// The height of the dots' strip under the content (its width beside a vertical one), in points.
    public static let dotsHeight: CGFloat = 18

    /// The scene view (the carousel, or a view holding it).
    public let content: View
    /// The carousel inside `content`.
    public let carousel: InspectableCarousel & View
    /// The page dots.
    public let dots = PageControl()
    /// Shown while the carousel has no items.
    let emptyLabel = EmptyStateLabel()

    /// Which way the carousel's items run (the dots follow it).
    public var flow: ItemFlow { carousel.flow }

    init(content: View, carousel: InspectableCarousel & View) {
        self.content = content
        self.carousel = carousel
        super.init()
        dots.flow = carousel.flow
        // One small bitmap per current page, instead of a texture drawn per dot every frame.
        dots.shouldRasterize = true
        addSubview(content)
        addSubview(dots)
        addSubview(emptyLabel)
        syncDots()
        carousel.addListener(self)
    }

    public override func layoutSubviews() {
        // The dots' strip runs along the carousel's main axis, after the content on the cross axis:
        // under a horizontal strip, to the right of a vertical one.
        let crossLength = flow.cross(bounds.size)
        let mainLength = flow.main(bounds.size)
        let dotsThickness = min(TechniqueView.dotsHeight, crossLength / 4)
        content.frame = CGRect(origin: .zero, size: flow.size(main: mainLength, cross: crossLength - dotsThickness))
        // As long as the dots and a dot's pitch either side (even past a small view's edges): its
        // bitmap holds nothing else.
        let dotsLength = flow.main(dots.size(forNumberOfPages: carousel.itemCount)) + 2 * PageControl.dotPitch
        dots.frame = CGRect(
            origin: flow.point(main: ((mainLength - dotsLength) / 2).rounded(), cross: crossLength - dotsThickness),
            size: flow.size(main: dotsLength, cross: dotsThickness))
        emptyLabel.frame = content.frame
    }

    /// Points the dots at the carousel's current item and shows the empty state while there is none.
    /// The view calls it whenever the carousel's current item changes (it listens to the carousel).
    public func syncDots() {
        let isEmpty = carousel.itemCount == 0
        if emptyLabel.isHidden != !isEmpty { emptyLabel.isHidden = !isEmpty }
        if dots.numberOfPages != carousel.itemCount {
            dots.numberOfPages = carousel.itemCount
            setNeedsLayout()
        }
        let page = carousel.currentItem ?? 0
        if dots.currentPage != page { dots.currentPage = page }
    }
}

extension TechniqueView: CarouselDelegate {
    /// The dots follow the current item as it passes.
    public func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        syncDots()
    }

    /// The dots follow the item count and the current item when the items change (and the empty
    /// state shows or goes).
    public func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        syncDots()
    }
}

/// What a scene shows where it has no banners: "No banners", centred in its frame, never hit.
@MainActor
final class EmptyStateLabel: Label {
    init() {
        super.init(text: "No banners", font: Font(size: 17, weight: .bold), textColor: Color.white.withAlpha(0.6))
        textAlignment = .center
        isUserInteractionEnabled = false
    }
}
