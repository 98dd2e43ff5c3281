import Foundation
import ScrollKit

/// The drawing visitor of a `DisplayListWalker`: clips and opacities go to the renderer's draw
/// state (and SDL's clip), leaves to `Renderer.draw(_:)`, raster groups to `Renderer.drawGroup`.
/// A value holding only the renderer: a walk with it allocates nothing.
@MainActor
struct FrameDrawer: DisplayListVisitor {
    /// The renderer drawn with.
    let renderer: Renderer

    mutating func pushClip(_ rect: CGRect) throws { try renderer.context.pushClip(rect) }

    mutating func popClip() throws { try renderer.context.popClip() }

    mutating func pushAlpha(_ value: Double) { renderer.context.drawState.pushAlpha(value) }

    mutating func popAlpha() { renderer.context.drawState.popAlpha() }

    mutating func visitGroup(
        _ group: RasterGroup, in commands: ArraySlice<DisplayCommand>, opening start: Int, closing end: Int
    ) throws {
        try renderer.drawGroup(group, content: commands[(start + 1)..<end])
    }

    mutating func visit(_ command: DisplayCommand) throws { try renderer.draw(command) }
}
