import Foundation

/// Where the pixels of a texture go when it is drawn into `destination`: 1:1 when the sizes agree,
/// otherwise each edge scaled and rounded, so parts that meet in the texture meet on screen.
struct TexturePlacement {
    var sourceWidth: Int32
    var sourceHeight: Int32
    var destination: PixelRect

    init(texture: SDLTexture, destination: PixelRect) {
        sourceWidth = texture.width
        sourceHeight = texture.height
        self.destination = destination
    }

    /// Where the part `source` of the texture lands.
    func destination(of source: PixelRect) -> PixelRect {
        if sourceWidth == destination.width, sourceHeight == destination.height {
            return PixelRect(x: destination.x + source.x, y: destination.y + source.y, width: source.width, height: source.height)
        }
        func edge(_ v: Int32, _ from: Int32, _ to: Int32) -> Int32 {
            from > 0 ? Int32((Double(v) * Double(to) / Double(from)).rounded()) : 0
        }
        let x0 = edge(source.x, sourceWidth, destination.width)
        let x1 = edge(source.x + source.width, sourceWidth, destination.width)
        let y0 = edge(source.y, sourceHeight, destination.height)
        let y1 = edge(source.y + source.height, sourceHeight, destination.height)
        return PixelRect(x: destination.x + x0, y: destination.y + y0, width: x1 - x0, height: y1 - y0)
    }
}
