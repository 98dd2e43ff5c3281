import Foundation
import ScrollKit

/// What a `DisplayListWalker` hands each command of a display list to: the clip and opacity
/// markers, each leaf command, and each raster group whole (its content is not walked: the visitor
/// draws it, or notes it, as one). Drawing (`GroupCompositor.drawCommands`) and damage tracking
/// (`Renderer.redrawArea`) are the two visitors, so both see the list alike.
@MainActor
protocol DisplayListVisitor {
    /// A `pushClip` of `rect` (points).
    mutating func pushClip(_ rect: CGRect) throws
    /// A `popClip`.
    mutating func popClip() throws
    /// A `pushAlpha` of `value`.
    mutating func pushAlpha(_ value: Double)
    /// A `popAlpha`.
    mutating func popAlpha()
    /// A raster group: `group`, opened at `start` in `commands` and closed at `end` (the index of
    /// its `endRasterGroup`, or `commands.endIndex` when the list ends first); its content is
    /// `commands[(start + 1)..<end]`.
    mutating func visitGroup(_ group: RasterGroup, in commands: ArraySlice<DisplayCommand>, opening start: Int, closing end: Int)
        throws
    /// A command that draws something (not a marker).
    mutating func visit(_ command: DisplayCommand) throws
}

/// Walks a display list in order for a `DisplayListVisitor`: markers, leaves, and raster groups as
/// wholes, every command first mapped by `mapping` when one is given (a scaled group drawn
/// directly). Generic over the visitor and passed it `inout`: a walk allocates nothing.
enum DisplayListWalker {
    /// Walks `commands` for `visitor`.
    /// - Complexity: O(commands) plus each group's search for its end, O(its commands).
    @MainActor
    static func walk<Visitor: DisplayListVisitor>(
        _ commands: ArraySlice<DisplayCommand>, mapping: GroupMapping? = nil, visitor: inout Visitor
    ) throws {
        var index = commands.startIndex
        while index < commands.endIndex {
            var command = commands[index]
            if let mapping { command = command.scaled(by: mapping.scale, translation: mapping.translation) }
            switch command {
            case .pushClip(let rect): try visitor.pushClip(rect)
            case .popClip: try visitor.popClip()
            case .pushAlpha(let value): visitor.pushAlpha(value)
            case .popAlpha: visitor.popAlpha()
            case .endRasterGroup: break
            case .beginRasterGroup(let group):
                let end = endOfGroup(commands, openedAt: index)
                try visitor.visitGroup(group, in: commands, opening: index, closing: end)
                index = end + 1
                continue
            case .fill, .roundedFill, .stroke, .image, .croppedImage, .text, .linearGradient, .roundedGradient:
                try visitor.visit(command)
            }
            index += 1
        }
    }

    /// The index of the `endRasterGroup` that closes the group opened at `start`, or `endIndex`
    /// when the list ends first (the group then runs to the end). O(the group's commands).
    static func endOfGroup(_ commands: ArraySlice<DisplayCommand>, openedAt start: Int) -> Int {
        var depth = 0
        for index in start..<commands.endIndex {
            switch commands[index] {
            case .beginRasterGroup: depth += 1
            case .endRasterGroup:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return commands.endIndex
    }
}
