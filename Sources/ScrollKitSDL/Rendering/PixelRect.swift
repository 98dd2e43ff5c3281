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
