import Foundation
import ScrollKit

/// Draws a polyline with the display list's rectangles alone (no extra dependency, any renderer):
/// one vertical span per column of `columnWidth` points covering the line within the column, widened
/// by the line's width. However many points fall in one column, it costs one rectangle, so a curve
/// costs at most its width in columns. Dashed lines skip every other run of `dash` columns, counted
/// from the window's left edge, so dashes stay put as a curve grows.
@MainActor
struct PlotStroke {
    var color: Color
    /// The line width, points.
    var width: CGFloat = 2
    /// Dash length in points; nil for a solid line.
    var dash: CGFloat?
    /// The column width, points.
    var columnWidth: CGFloat = 1

    private var column: Int?
    private var low: CGFloat = 0
    private var high: CGFloat = 0
    private var last: CGPoint?

    init(color: Color, width: CGFloat = 2, dash: CGFloat? = nil) {
        self.color = color
        self.width = width
        self.dash = dash
    }

    /// Continues the line to `point` (window points; x should not decrease). A non-finite point
    /// breaks the line.
    mutating func line(to point: CGPoint, into context: inout DrawingContext) {
        guard point.x.isFinite, point.y.isFinite else {
            finish(into: &context)
            return
        }
        guard let from = last else {
            cover(x: point.x, y: point.y, into: &context)
            last = point
            return
        }
        // Every column boundary the segment crosses, then its end.
        var x = (from.x / columnWidth).rounded(.down) * columnWidth + columnWidth
        while x < point.x {
            let y = from.y + (point.y - from.y) * (x - from.x) / (point.x - from.x)
            cover(x: x - columnWidth / 2, y: y, into: &context)
            cover(x: x + columnWidth / 2, y: y, into: &context)
            x += columnWidth
        }
        cover(x: point.x, y: point.y, into: &context)
        last = point
    }

    /// Ends the line (the next point starts a new one), drawing the last column.
    mutating func finish(into context: inout DrawingContext) {
        flush(into: &context)
        column = nil
        last = nil
    }

    private mutating func cover(x: CGFloat, y: CGFloat, into context: inout DrawingContext) {
        let index = Int((x / columnWidth).rounded(.down))
        if index != column {
            flush(into: &context)
            column = index
            low = y
            high = y
        } else {
            low = min(low, y)
            high = max(high, y)
        }
    }

    private func flush(into context: inout DrawingContext) {
        guard let column else { return }
        let x = CGFloat(column) * columnWidth
        if let dash, dash > 0, Int((x / dash).rounded(.down)) % 2 != 0 { return }
        context.append(.fill(CGRect(x: x, y: low - width / 2, width: columnWidth, height: high - low + width), color))
    }
}
