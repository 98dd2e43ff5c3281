import Foundation
import ScrollKit

extension CarouselEffect {
    /// The iCarousel layout this effect draws (the `Carousel3DStyle` of the same name), nil for the
    /// flat effects.
    /// A switch, not a lookup by name: it is read for every item of every progress pass.
    public var style3D: Carousel3DStyle? {
        switch self {
        case .none, .scale, .fade, .parallax: return nil
        case .coverflow: return .coverflow
        case .rotary: return .rotary
        case .invertedRotary: return .invertedRotary
        case .cylinder: return .cylinder
        case .invertedCylinder: return .invertedCylinder
        case .wheel: return .wheel
        case .invertedWheel: return .invertedWheel
        case .timeMachine: return .timeMachine
        case .invertedTimeMachine: return .invertedTimeMachine
        }
    }
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
        var current: Carousel3DGeometry.CurrentItem?
        place(view, progress: progress, pitch: pitch, flow: flow, by: geometry, current: &current)
    }

    /// `place(_:progress:pitch:flow:by:)`, reusing `current`, the current item's main position found
    /// for an earlier item of the same pass (`Carousel3DGeometry.placement(offset:current:)`).
    static func place(
        _ view: View, progress: CGFloat, pitch: CGFloat, flow: ItemFlow, by geometry: Carousel3DGeometry,
        current: inout Carousel3DGeometry.CurrentItem?
    ) {
        let offset = progress.isFinite ? progress : 0
        let frame = view.frame
        let back = flow.vector(alongMain: -offset * pitch)
        let center = CGPoint(x: frame.midX + back.x, y: frame.midY + back.y)
        let placement = geometry.placement(offset: offset, current: &current)
        let alpha = Double(geometry.alpha(offset: offset))
        view.projection = Projection3D(
            center: center, transform: placement.transform, drawingDepth: placement.key.depth,
            drawingTieBreak: -placement.key.distanceFromCurrent)
        if view.alpha != alpha { view.alpha = alpha }
    }

    /// Puts `view` back flat, fully opaque, if a 3D effect had placed it.
    static func flatten(_ view: View) {
        guard view.projection != nil else { return }
        view.projection = nil
        view.alpha = 1
    }
}
