internal import CSDL
import Foundation

extension RasterSurface {
    /// The least alpha `unpremultiply(opaqueFrom:)` takes as opaque for what SDL's software renderer
    /// flattened (see there); other renderers blend exactly and pass 255.
    static let softwareOpaqueAlpha: UInt32 = 240

    /// Turns premultiplied pixels (what blending onto transparent black leaves) into straight
    /// alpha, in place; a pixel with alpha `opaqueFrom` or more is made opaque, its colour kept.
    ///
    /// SDL's software blitters work out the alpha under a translucent layer dividing by 256 for
    /// 255, so an opaque pixel comes out a level or two lower for each layer blended over it (249
    /// under a banner's scrim, a text shadow and the text's anti-aliased edge). At 240 what such a
    /// pixel would let through of the background is 6 % at most. A pixel under more layers stays
    /// translucent, and the group is then blended whole: slower, as exact.
    /// - Returns: where the pixels are fully opaque (`OpaqueArea`).
    /// - Complexity: O(width × height).
    func unpremultiply(opaqueFrom threshold: UInt32 = 255) -> OpaqueArea {
        var corner = 0
        // How deep the band along each side must reach in each row: its translucent pixels in the
        // left half from the left edge, in the right half from the right edge.
        var needs = [(left: Int, right: Int)](repeating: (0, 0), count: height)
        for y in 0..<height {
            var need = (left: 0, right: 0)
            (pixels + y * pitch).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width {
                    var p = row[x]
                    var a = p >> 24
                    if a >= threshold {
                        p |= 0xFF00_0000
                        a = 255
                        row[x] = p
                    }
                    guard a < 255 else { continue }
                    corner = max(corner, min(x + 1, width - x), min(y + 1, height - y))
                    if 2 * x < width { need.left = max(need.left, x + 1) } else { need.right = max(need.right, width - x) }
                    guard a > 0 else {
                        row[x] = 0
                        continue
                    }
                    func straight(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
                    row[x] = a << 24 | straight(p >> 16 & 0xFF) << 16 | straight(p >> 8 & 0xFF) << 8 | straight(p & 0xFF)
                }
            }
            needs[y] = need
        }
        let shorter = min(width, height)
        return OpaqueArea(corner: 2 * corner <= shorter ? Int32(corner) : nil, inset: Self.cheapestBands(needs, width: width))
    }

    /// The bands along the edges of a `width`-pixel-wide bitmap that hold every pixel not fully
    /// opaque, given how deep each row's side bands must reach (`needs`, a row each) and with the
    /// fewest pixels in them: the rows above and below the middle are blended whole, the rows
    /// beside it only as deep as the deepest of them needs. A turned item's bitmap, its ends slanted,
    /// takes deep end bands and thin side ones; one turned the other way, the reverse. Nil when no
    /// middle is left. O(height × k), k the rows' worth of pixels the best bands blend (height at worst).
    static func cheapestBands(_ needs: [(left: Int, right: Int)], width: Int) -> PixelInsets? {
        let height = needs.count
        var best: (cost: Int, inset: PixelInsets)?
        for top in 0..<height {
            // A deeper top band alone blends more than the best found: none deeper does better.
            if let best, width * top >= best.cost { break }
            // The rows top..<end lie beside the middle: widening them down one row at a time.
            var (left, right) = (0, 0)
            for end in (top + 1)...height {
                left = max(left, needs[end - 1].left)
                right = max(right, needs[end - 1].right)
                guard left + right < width else { break }
                let bottom = height - end
                let cost = width * (top + bottom) + (end - top) * (left + right)
                if cost < best?.cost ?? .max {
                    best = (cost, PixelInsets(top: Int32(top), left: Int32(left), bottom: Int32(bottom), right: Int32(right)))
                }
            }
        }
        return best?.inset
    }
}

/// How far inside each edge of a bitmap something starts, in whole pixels.
struct PixelInsets: Equatable {
    var top: Int32
    var left: Int32
    var bottom: Int32
    var right: Int32

    /// The same inset on all four edges.
    init(all inset: Int32) { (top, left, bottom, right) = (inset, inset, inset, inset) }

    init(top: Int32, left: Int32, bottom: Int32, right: Int32) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// Whether anything of a `width` × `height` pixel bitmap lies inside them.
    func leavesMiddle(width: Int32, height: Int32) -> Bool { left + right < width && top + bottom < height }

    /// Whether they inset no edge.
    var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// The part of a `width` × `height` pixel bitmap inside them.
    func middle(width: Int32, height: Int32) -> PixelRect {
        PixelRect(x: left, y: top, width: width - left - right, height: height - top - bottom)
    }
}

/// Where a flattened bitmap is fully opaque (`RasterSurface.unpremultiply`): what lets most of it
/// be copied without blending.
struct OpaqueArea: Equatable {
    /// The side, in pixels, of the smallest corner squares that hold every pixel not fully opaque
    /// (0: opaque everywhere); nil when those squares would overlap.
    var corner: Int32?
    /// The depths, in pixels, of bands along the four edges that hold every pixel not fully opaque
    /// with the fewest pixels in them (`RasterSurface.cheapestBands`; all 0: opaque everywhere; a
    /// turned or masked item's bitmap, translucent along its edges, has them: a turned item's
    /// slanted ends deep, its straight sides thin); nil when no opaque middle is left inside them.
    var inset: PixelInsets?

    /// How a bitmap so is drawn: outside its corner squares unblended if it can be, else its middle
    /// unblended, else blended whole.
    var cover: TextureCover {
        if let corner { return .copy(corner: corner, opaque: true) }
        if let inset { return .middle(inset: inset) }
        return .whole
    }
}
