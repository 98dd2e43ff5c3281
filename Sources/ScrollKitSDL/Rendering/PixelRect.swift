import Foundation

/// A rectangle in whole pixels: `x..<x + width` × `y..<y + height`. Every operation is O(1).
struct PixelRect: Hashable {
    /// The left edge, pixels.
    var x: Int32
    /// The top edge, pixels.
    var y: Int32
    /// The width, pixels (empty at 0 or less).
    var width: Int32
    /// The height, pixels (empty at 0 or less).
    var height: Int32

    /// The rectangle `x` × `y`, `width` × `height` pixels.
    init(x: Int32, y: Int32, width: Int32, height: Int32) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// `rect` (points) at `scale` pixels per point snapped to whole pixels: each edge rounded to
    /// the nearest pixel boundary, so rectangles that meet in points meet in pixels (a clip pushed
    /// is rounded so too).
    init(snapping rect: CGRect, scale: CGFloat) {
        func edge(_ v: CGFloat) -> Int32 { Int32(clamping: Int((v * scale).rounded())) }
        let x0 = edge(rect.minX)
        let y0 = edge(rect.minY)
        let x1 = edge(rect.maxX)
        let y1 = edge(rect.maxY)
        self.init(x: x0, y: y0, width: x1 &- x0, height: y1 &- y0)
    }

    /// Whether it holds no pixel.
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        return PixelRect(
            x: x0, y: y0, width: max(x &+ width, other.x &+ other.width) - x0,
            height: max(y &+ height, other.y &+ other.height) - y0)
    }

    /// The part of both (empty when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        return PixelRect(
            x: x0, y: y0, width: max(0, min(x &+ width, other.x &+ other.width) - x0),
            height: max(0, min(y &+ height, other.y &+ other.height) - y0))
    }

    /// Whether they share a pixel.
    func meets(_ other: PixelRect) -> Bool {
        other.x < x &+ width && x < other.x &+ other.width && other.y < y &+ height && y < other.y &+ other.height
    }

    /// Whether `other` lies inside it.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x &+ other.width <= x &+ width && other.y &+ other.height <= y &+ height
    }

    /// The rectangle with x and y swapped.
    var transposed: PixelRect { PixelRect(x: y, y: x, width: height, height: width) }
}
