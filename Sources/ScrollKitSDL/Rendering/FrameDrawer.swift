import Foundation
import ScrollKit

/// The drawing visitor of a `DisplayListWalker`: clips and opacities go to the render context's
/// draw state (and SDL's clip), leaves to the painters (`ShapePainter`, `ImagePainter`,
/// `TextPainter`), raster groups to the `GroupCompositor`. A value holding only the compositor: a
/// walk with it allocates nothing.
@MainActor
struct FrameDrawer: DisplayListVisitor {
    /// The compositor drawn with (and, through it, the context and the painters).
    let compositor: GroupCompositor

    mutating func pushClip(_ rect: CGRect) throws { try compositor.context.pushClip(rect) }

    mutating func popClip() throws { try compositor.context.popClip() }

    mutating func pushAlpha(_ value: Double) { compositor.context.drawState.pushAlpha(value) }

    mutating func popAlpha() { compositor.context.drawState.popAlpha() }

    mutating func visitGroup(
        _ group: RasterGroup, in commands: ArraySlice<DisplayCommand>, opening start: Int, closing end: Int
    ) throws {
        try compositor.drawGroup(group, content: commands[(start + 1)..<end])
    }

    /// Draws one command that draws something (the walker hands markers and groups to the other
    /// methods); nothing under an empty clip or no opacity.
    mutating func visit(_ command: DisplayCommand) throws {
        let context = compositor.context
        guard context.clip != .empty, context.alpha > 0 else { return }
        switch command {
        case .fill(let rect, let color):
            try compositor.shapePainter.fillRect(rect, color: color)
        case .roundedFill(let rect, let radius, let color):
            try compositor.shapePainter.fillRoundedRect(rect, radius: radius, color: color)
        case .stroke(let rect, let radius, let width, let color):
            try compositor.shapePainter.strokeRoundedRect(rect, radius: radius, width: width, color: color)
        case .image(let image, let rect, let contentMode, let cornerRadius):
            try compositor.imagePainter.drawImage(image, in: rect, contentMode: contentMode, cornerRadius: cornerRadius)
        case .croppedImage(let image, let rect, let cornerRadius, let imageRect, let contentMode):
            try compositor.imagePainter.drawCroppedImage(
                image, in: rect, cornerRadius: cornerRadius, imageRect: imageRect, contentMode: contentMode)
        case .text(let text, let rect, let font, let color, let alignment):
            try compositor.textPainter.draw(text, in: rect, font: font, color: color, alignment: alignment)
        case .linearGradient(let rect, let from, let to, let axis):
            try compositor.shapePainter.fillGradient(rect, radius: 0, from: from, to: to, axis: axis)
        case .roundedGradient(let rect, let radius, let from, let to, let axis):
            try compositor.shapePainter.fillGradient(rect, radius: radius, from: from, to: to, axis: axis)
        case .pushClip, .popClip, .pushAlpha, .popAlpha, .beginRasterGroup, .endRasterGroup:
            break
        }
    }
}
