import Foundation
import ScrollKit

/// The raster group drawn at one place in last frame's list (`GroupCompositor.drawGroup`).
struct RecentGroup: Equatable {
    /// The key of its bitmap as laid out.
    var made: RasterKey
    /// The key of what stands for it 1:1: `made`, or a bitmap at its drawn size and dimming.
    var drawn: RasterKey
    /// The drawn size in points, exactly (a strip easing to rest changes it by less than a pixel a frame).
    var drawnSize: CGSize
    /// How many frames before this one it was drawn at this place with the same content, drawn
    /// size and dimming.
    var heldFrames = 0
    /// Whether its bitmap as laid out was not in the cache (it was made, or drawn directly).
    var missed = false
    /// A masked or projected group drawn from its bitmap as drawn (`drawn`): the group, and where
    /// that bitmap went. The next frame drawing the very same group there copies it again at once.
    var held: (group: RasterGroup, box: PixelRect)?

    static func == (a: RecentGroup, b: RecentGroup) -> Bool {
        a.made == b.made && a.drawn == b.drawn && a.drawnSize == b.drawnSize && a.heldFrames == b.heldFrames
            && a.missed == b.missed && a.held?.group == b.held?.group && a.held?.box == b.held?.box
    }

    /// Whether `other` is the same content at the same drawn size and dimming.
    func isSameLook(as other: RecentGroup) -> Bool {
        made == other.made && drawn == other.drawn && drawnSize == other.drawnSize
    }
}
