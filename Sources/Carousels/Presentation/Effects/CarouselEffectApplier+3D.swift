import Foundation
import ScrollKit

extension CarouselEffect {
    /// The iCarousel layout this effect draws (the `Carousel3DStyle` of the same name), nil for the
    /// flat effects.
    public var style3D: Carousel3DStyle? { Carousel3DStyle(rawValue: rawValue) }
}

extension CarouselEffectApplier {
    /// The 3D geometry of `style` for `carousel`, whose items are `itemLength` points long: the
    /// carousel's size, item count, wrapping and flow, and the tuning's `options3D`. O(1).
    static func geometry(of style: Carousel3DStyle, for carousel: any Carousel, itemLength: CGFloat) -> Carousel3DGeometry {
        Carousel3DGeometry(
            style: style, itemLength: itemLength, viewport: (carousel as? View)?.bounds.size ?? .zero,
            itemCount: carousel.itemCount, wraps: carousel.core.isEndless, flow: carousel.flow,
            options: carousel.core.effectApplier.tuning.options3D)
    }

    /// Places `view`, `progress` items from the snap point, by `geometry` (`View.projection`): about
    /// the point the item's centre has when it is aligned (its own centre moved back by `progress`
    /// items of `pitch` points along the flow), in the view's superview, so any technique's nesting
    /// works; fades it as iCarousel does (`View.alpha`). O(1); allocates nothing.
    static func place(_ view: View, progress: CGFloat, pitch: CGFloat, flow: ItemFlow, by geometry: Carousel3DGeometry) {
        let offset = progress.isFinite ? progress : 0
        let frame = view.frame
        let back = flow.vector(alongMain: -offset * pitch)
        let center = CGPoint(x: frame.midX + back.x, y: frame.midY + back.y)
        let key = geometry.depthKey(offset: offset)
        view.projection = Projection3D(
            center: center, transform: geometry.transform(offset: offset), drawingDepth: key.depth,
            drawingTieBreak: -key.distanceFromCurrent)
        view.alpha = Double(geometry.alpha(offset: offset))
    }

    /// Puts `view` back flat, fully opaque, if a 3D effect had placed it.
    static func flatten(_ view: View) {
        guard view.projection != nil else { return }
        view.projection = nil
        view.alpha = 1
    }
}
