internal import CSDL
import Foundation

/// How a cached texture is drawn (`ShapePainter.draw(_:at:opacity:cover:)`).
enum TextureCover {
    /// One blended copy of the whole texture.
    case whole
    /// A shape covered everywhere outside its four corner squares of `corner` pixels a side (its
    /// rounded corners): the corners are blended from the texture, the rest is a plain fill in
    /// `color` (the texture's colour there, under the opacity).
    case fill(corner: Int32, color: SDL_Color)
    /// The same, the rest copied from the texture: without blending when `opaque` (every pixel
    /// outside the corner squares is) and drawn at full opacity.
    case copy(corner: Int32, opaque: Bool)
    /// A border, transparent everywhere more than `band` pixels from the texture's edges, and
    /// more than `edge` pixels from them outside the four corner squares of side `band`: only
    /// those squares and the edges are blended.
    case outline(band: Int32, edge: Int32)
    /// Opaque everywhere inside `inset` (a turned or masked item's bitmap, translucent along its
    /// edges): drawn at full opacity, that middle is copied unblended from the texture's `middle`
    /// and only the bands around it blended.
    case middle(inset: PixelInsets)
}
