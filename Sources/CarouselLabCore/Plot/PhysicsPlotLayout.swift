import Foundation
import ScrollKit

/// Where the physics plot draws what, for a model in a panel: the two charts (position above,
/// velocity below, sharing the time axis) and their axes. Pure: the view draws through it, and the
/// tests measure through it.
public struct PhysicsPlotLayout: Hashable, Sendable {
    /// Room for the title line at the top of the panel, points.
    public static let headerHeight: CGFloat = 22
    /// Room for the value tick labels left of the charts, points.
    public static let leftMargin: CGFloat = 74
    public static let rightMargin: CGFloat = 14
    /// Room for the time tick labels under the velocity chart, points.
    public static let bottomMargin: CGFloat = 20
    /// The space between the two charts, points.
    public static let chartGap: CGFloat = 8
    /// The position chart's share of the height of both charts.
    public static let positionShare: CGFloat = 0.62

    /// The position chart, window points.
    public let positionChart: CGRect
    /// The velocity chart, window points.
    public let velocityChart: CGRect
    /// Time (seconds of app time) along x, for both charts.
    public let time: PlotAxis
    /// Logical position (points, along the technique's main axis) along y in `positionChart`: up is
    /// larger, or smaller for a right-to-left technique (`PhysicsPlotModel.reversesOrder`), so up is
    /// always forward.
    public let position: PlotAxis
    /// Velocity (points per second, along the main axis) along y in `velocityChart`: up is forward.
    public let velocity: PlotAxis

    /// The layout of `model` in the panel `panel` (window points).
    public init(model: PhysicsPlotModel, in panel: CGRect) {
        let left = panel.minX + PhysicsPlotLayout.leftMargin
        let width = max(1, panel.maxX - PhysicsPlotLayout.rightMargin - left)
        let top = panel.minY + PhysicsPlotLayout.headerHeight
        let chartsHeight = max(2, panel.maxY - PhysicsPlotLayout.bottomMargin - top - PhysicsPlotLayout.chartGap)
        let positionHeight = (chartsHeight * PhysicsPlotLayout.positionShare).rounded()
        positionChart = CGRect(x: left, y: top, width: width, height: positionHeight)
        velocityChart = CGRect(
            x: left, y: positionChart.maxY + PhysicsPlotLayout.chartGap, width: width,
            height: chartsHeight - positionHeight)
        time = PlotAxis(values: model.timeRange, from: positionChart.minX, to: positionChart.maxX)
        // The value axes run upward, or downward when the technique's order runs against its offsets.
        let (low, high) = model.reversesOrder ? (\CGRect.minY, \CGRect.maxY) : (\CGRect.maxY, \CGRect.minY)
        let positions = model.positionRange()
        position = PlotAxis(
            values: Double(positions.lowerBound)...Double(positions.upperBound),
            from: positionChart[keyPath: low], to: positionChart[keyPath: high])
        let velocities = model.velocityRange()
        velocity = PlotAxis(
            values: Double(velocities.lowerBound)...Double(velocities.upperBound),
            from: velocityChart[keyPath: low], to: velocityChart[keyPath: high])
    }

    /// The time at window x `x`, seconds.
    public func time(atX x: CGFloat) -> Timestamp {
        let span = time.values.upperBound - time.values.lowerBound
        guard time.end != time.start else { return time.values.lowerBound }
        return time.values.lowerBound + Double((x - time.start) / (time.end - time.start)) * span
    }
}
