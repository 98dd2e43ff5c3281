import Foundation
import ScrollKit

extension Carousel3DGeometry {
    /// iCarousel's transform (`transformForItemViewWithOffset:`) of the item `offset` items from the
    /// current one, about the item's centre placed at the carousel's centre: the base transform (the
    /// identity with `m34 = perspective`, viewpoint offset zero) with the style's steps before it, in
    /// Core Animation's order. With `w = itemLength`, `a` the ring angle, `r` the `radius`, horizontal:
    ///
    /// - coverflow: `c = clamp(offset, −1, 1)`; translate by `((c × tilt / 2 + offset × spacing) × w, 0,
    ///   −|c| × w / 2)`, then turn by `−c × tilt × π/2` about y;
    /// - rotary: `a = offset × arc / ringCount`; translate by `(r sin a, 0, r cos a − r)`;
    /// - cylinder: the same `a`; translate by `(0, 0, −r)`, turn by `a` about y, translate by
    ///   `(0, 0, r + 0.01)`;
    /// - wheel: `a = arc / ringCount` per item; translate by `(0, r, 0)`, turn by `a × offset` about z,
    ///   translate by `(0, −r, offset × 0.01)`;
    /// - time machine: translate by `(offset × w × tilt, 0, offset × w × spacing)`;
    /// - inverted forms: `r` and `a` negated (time machine: `tilt` and `offset` negated).
    ///
    /// Vertical swaps x and y in the translations, turns coverflow and the cylinder about (−1, 0, 0)
    /// instead of y, and moves the wheel's hub to `(−r, 0)`. Right to left mirrors the result (see
    /// `Carousel3DGeometry`). The offset is wrapped first when the carousel wraps (`wrappedOffset(_:)`);
    /// an offset that is not finite is the centred item's. Should the options still push the result
    /// out of the finite numbers, the base transform (the item flat at the centre) is returned. O(1).
    public func transform(offset: CGFloat) -> Transform3D {
        let placed = unmirroredTransform(offset: wrappedOffset(offset))
        return flow.isReversed ? Self.mirrored(placed) : placed
    }

    /// Where the item `offset` items from the current one is drawn, for a carousel whose centre is at
    /// `center` (in the coordinates the projection is used in): `Projection3D` of `transform(offset:)`.
    /// Points of the item are taken relative to its centre. O(1).
    public func projection(offset: CGFloat, center: CGPoint) -> Projection3D {
        Projection3D(center: center, transform: transform(offset: offset))
    }

    /// iCarousel's base transform: the identity with `m34 = perspective`.
    var baseTransform: Transform3D {
        var base = Transform3D.identity
        base.m34 = perspective
        return base
    }

    /// The left-to-right (or vertical) transform of an offset already wrapped and finite.
    func unmirroredTransform(offset: CGFloat) -> Transform3D {
        let base = baseTransform
        let vertical = flow.axis == .vertical
        let w = itemLength
        var t: Transform3D
        switch style {
        case .coverflow:
            let clamped = max(-1, min(1, offset))
            let along = (clamped * 0.5 * tilt + offset * spacing) * w
            let depth = abs(clamped) * -w * 0.5
            let turn = -clamped * .pi / 2 * tilt
            t =
                vertical
                ? base.translated(x: 0, y: along, z: depth).rotated(angle: turn, x: -1, y: 0, z: 0)
                : base.translated(x: along, y: 0, z: depth).rotated(angle: turn, x: 0, y: 1, z: 0)
        case .rotary, .invertedRotary:
            let sign: CGFloat = style.isInverted ? -1 : 1
            let r = sign * radius
            let angle = sign * offset / CGFloat(max(1, ringCount)) * arc
            let along = r * sin(angle)
            let depth = r * cos(angle) - r
            t = vertical ? base.translated(x: 0, y: along, z: depth) : base.translated(x: along, y: 0, z: depth)
        case .cylinder, .invertedCylinder:
            let sign: CGFloat = style.isInverted ? -1 : 1
            let r = sign * radius
            let angle = sign * offset / CGFloat(max(1, ringCount)) * arc
            t = base.translated(x: 0, y: 0, z: -r)
            t = vertical ? t.rotated(angle: angle, x: -1, y: 0, z: 0) : t.rotated(angle: angle, x: 0, y: 1, z: 0)
            t = t.translated(x: 0, y: 0, z: r + 0.01)
        case .wheel, .invertedWheel:
            let sign: CGFloat = style.isInverted ? -1 : 1
            let r = sign * radius
            let step = sign * arc / CGFloat(max(1, ringCount))
            if vertical {
                t = base.translated(x: -r, y: 0, z: 0).rotated(angle: step * offset, x: 0, y: 0, z: 1)
                t = t.translated(x: r, y: 0, z: offset * 0.01)
            } else {
                t = base.translated(x: 0, y: r, z: 0).rotated(angle: step * offset, x: 0, y: 0, z: 1)
                t = t.translated(x: 0, y: -r, z: offset * 0.01)
            }
        case .timeMachine, .invertedTimeMachine:
            // The inverted form negates both the tilt and the offset: the drift keeps its side, the depth turns round.
            let sign: CGFloat = style.isInverted ? -1 : 1
            let drift = offset * w * tilt
            let depth = sign * offset * w * spacing
            t = vertical ? base.translated(x: 0, y: drift, z: depth) : base.translated(x: drift, y: 0, z: depth)
        }
        return t.isFinite ? t : base
    }

    /// `S · t · S` with `S` the mirror x → −x: the entries with exactly one x index negated.
    static func mirrored(_ t: Transform3D) -> Transform3D {
        var m = t
        m.m12 = -t.m12
        m.m13 = -t.m13
        m.m14 = -t.m14
        m.m21 = -t.m21
        m.m31 = -t.m31
        m.m41 = -t.m41
        return m
    }
}
