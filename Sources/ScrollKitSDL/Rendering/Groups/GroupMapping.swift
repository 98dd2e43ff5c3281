import Foundation
import ScrollKit

/// How a raster group's commands map onto where it is drawn: `p ↦ p × scale + translation`.
struct GroupMapping {
    /// Points of the group per point drawn.
    var scale: CGFloat
    /// Where the group's origin lands, points.
    var translation: CGPoint

    /// The mapping of `group.rect` onto `group.drawnRect`.
    init(_ group: RasterGroup) {
        scale = group.scale
        translation = CGPoint(
            x: group.drawnRect.minX - group.rect.minX * scale, y: group.drawnRect.minY - group.rect.minY * scale)
    }
}
