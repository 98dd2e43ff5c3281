import Foundation
import ScrollKit

/// Key P (or `--plot`): the physics plot, docked at the bottom of the window. For the followed
/// technique (the focused one) over the last few seconds of app time: the logical content position
/// (blue; jumps undone, each marked red with its Δ) and its velocity (orange); from a release, the
/// motion UIKit's physics predicts from the release velocity (white, dashed: the real curve lies on
/// it) and the landing the delegate chose (green); stretches beyond the edges (rubber band, bounce)
/// shaded. Axes in seconds, points and points per second.
///
/// It draws the recorder's model through `PhysicsPlotLayout`, with the display list's rectangles and
/// text; it takes no input.
@MainActor
public final class PhysicsPlotView: View {
    /// The panel's height for a window `height` points tall: a third of it, 150 to 320 points.
    public static func height(forWindowHeight height: CGFloat) -> CGFloat {
        min(320, max(150, (height * 0.34).rounded()))
    }

    static let panelColor = Color(hex: 0x0C0F14, alpha: 0.97)
    static let chartColor = Color(hex: 0x141920)
    static let gridColor = Color(hex: 0xFFFFFF, alpha: 0.08)
    static let axisTextColor = Color(hex: 0xA8B3C2)
    static let positionColor = Color(hex: 0x4DA3FF)
    static let velocityColor = Color(hex: 0xFFA040)
    static let predictionColor = Color(hex: 0xFFFFFF, alpha: 0.9)
    static let landingColor = Color(hex: 0x4DFF88)
    static let jumpColor = Color(hex: 0xFF4D4D)
    static let bandTint = Color(hex: 0xFF4DD2, alpha: 0.16)
    static let smallFont = Font(size: 11, weight: .regular)
    static let boldFont = Font(size: 12, weight: .bold)
    /// The dashes of predicted curves, points.
    static let dash: CGFloat = 6

    /// Where the samples and predictions come from.
    let recorder: PhysicsPlotRecorder
    /// The time line shown in the title (`1×`, `¼× · paused`), set by the run loop.
    var timeLabel = "1×"

    init(recorder: PhysicsPlotRecorder) {
        self.recorder = recorder
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = PhysicsPlotView.panelColor
    }

    public override func hitTest(_ point: CGPoint) -> View? { nil }

    /// The layout of the current model in this view's window rectangle.
    public var layout: PhysicsPlotLayout {
        PhysicsPlotLayout(model: recorder.model, in: convert(bounds, to: nil))
    }

    public override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        let model = recorder.model
        let layout = PhysicsPlotLayout(model: model, in: rect)
        context.append(.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), Color(hex: 0x2E3846)))
        drawHeader(in: rect, into: &context)
        for chart in [layout.positionChart, layout.velocityChart] { context.append(.fill(chart, PhysicsPlotView.chartColor)) }
        drawAxes(layout, into: &context)
        guard let outer = context.pushClip(layout.positionChart.union(layout.velocityChart)) else { return }
        drawBands(model, layout, into: &context)
        drawSamples(model, layout, into: &context)
        drawReleases(model, layout, into: &context) // over the real curve: its dashes show on it
        drawJumps(model, layout, into: &context)
        context.popClip(restoring: outer)
    }

    // MARK: Parts

    private func drawHeader(in rect: CGRect, into context: inout DrawingContext) {
        let name =
            recorder.followed.map { $0.rawValue == $0.reportedViewName ? $0.rawValue : "\($0.rawValue) (\($0.reportedViewName))" }
            ?? "no technique"
        text(
            "Physics plot · \(name) · \(timeLabel)", CGRect(x: rect.minX + 10, y: rect.minY + 4, width: 420, height: 16),
            font: PhysicsPlotView.boldFont, color: .white, into: &context)
        // The legend, right-aligned: a swatch and a word each.
        let entries: [(String, Color, Bool)] = [
            ("position (jumps undone)", PhysicsPlotView.positionColor, false),
            ("velocity", PhysicsPlotView.velocityColor, false),
            ("UIKit's prediction", PhysicsPlotView.predictionColor, true),
            ("landing chosen", PhysicsPlotView.landingColor, false),
            ("jump", PhysicsPlotView.jumpColor, false),
            ("beyond the edge", PhysicsPlotView.bandTint.withAlpha(0.6), false),
        ]
        var x = rect.maxX - PhysicsPlotLayout.rightMargin
        for (word, color, dashed) in entries.reversed() {
            let width = CGFloat(word.count) * 6.2 + 4
            x -= width
            text(
                word, CGRect(x: x, y: rect.minY + 4, width: width, height: 16), font: PhysicsPlotView.smallFont,
                color: PhysicsPlotView.axisTextColor, into: &context)
            x -= 22
            let y = rect.minY + 11
            if dashed {
                context.append(.fill(CGRect(x: x, y: y, width: 6, height: 2), color))
                context.append(.fill(CGRect(x: x + 12, y: y, width: 6, height: 2), color))
            } else {
                context.append(.fill(CGRect(x: x, y: y - 1, width: 18, height: 4), color))
            }
            x -= 12
        }
    }

    private func drawAxes(_ layout: PhysicsPlotLayout, into context: inout DrawingContext) {
        let timeTicks = layout.time.ticks(about: max(2, Int(layout.positionChart.width / 110)))
        let timeStep = timeTicks.count > 1 ? timeTicks[1] - timeTicks[0] : 1
        for tick in timeTicks {
            let x = layout.time.point(tick)
            for chart in [layout.positionChart, layout.velocityChart] {
                context.append(.fill(CGRect(x: x, y: chart.minY, width: 1, height: chart.height), PhysicsPlotView.gridColor))
            }
            guard x < layout.velocityChart.maxX - 90 else { continue } // the axis title's place
            text(
                PlotAxis.label(tick, step: timeStep) + " s",
                CGRect(x: x - 40, y: layout.velocityChart.maxY + 3, width: 80, height: 14),
                font: PhysicsPlotView.smallFont, color: PhysicsPlotView.axisTextColor, alignment: .center, into: &context)
        }
        valueAxis(layout.position, chart: layout.positionChart, unit: "pt", into: &context)
        valueAxis(layout.velocity, chart: layout.velocityChart, unit: "pt/s", into: &context)
        // The zero line of the velocity chart.
        let zero = layout.velocity.point(0)
        context.append(
            .fill(
                CGRect(x: layout.velocityChart.minX, y: zero, width: layout.velocityChart.width, height: 1),
                PhysicsPlotView.gridColor.withAlpha(0.25)))
        text(
            "app time (s)", CGRect(x: layout.velocityChart.maxX - 84, y: layout.velocityChart.maxY + 3, width: 84, height: 14),
            font: PhysicsPlotView.boldFont, color: .white, alignment: .right, into: &context)
    }

    private func valueAxis(_ axis: PlotAxis, chart: CGRect, unit: String, into context: inout DrawingContext) {
        let ticks = axis.ticks(about: max(2, Int(chart.height / 34)))
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        for tick in ticks {
            let y = axis.point(tick)
            context.append(.fill(CGRect(x: chart.minX, y: y, width: chart.width, height: 1), PhysicsPlotView.gridColor))
            guard y > chart.minY + 16 else { continue } // the unit's place
            text(
                PlotAxis.label(tick, step: step), CGRect(x: chart.minX - 70, y: y - 7, width: 64, height: 14),
                font: PhysicsPlotView.smallFont, color: PhysicsPlotView.axisTextColor, alignment: .right, into: &context)
        }
        text(
            unit, CGRect(x: chart.minX - 70, y: chart.minY + 1, width: 64, height: 14), font: PhysicsPlotView.boldFont,
            color: .white, alignment: .right, into: &context)
    }

    private func drawBands(_ model: PhysicsPlotModel, _ layout: PhysicsPlotLayout, into context: inout DrawingContext) {
        for span in model.outOfRangeSpans {
            let x0 = layout.time.point(span.lowerBound)
            let x1 = layout.time.point(span.upperBound)
            guard x1 >= layout.positionChart.minX else { continue }
            for chart in [layout.positionChart, layout.velocityChart] {
                context.append(
                    .fill(CGRect(x: x0, y: chart.minY, width: max(1, x1 - x0), height: chart.height), PhysicsPlotView.bandTint))
            }
        }
    }

    private func drawReleases(_ model: PhysicsPlotModel, _ layout: PhysicsPlotLayout, into context: inout DrawingContext) {
        let latest = model.latestTime ?? 0
        for release in model.releases {
            let start = release.prediction.time
            let end = min(release.end ?? latest, latest)
            let x0 = max(layout.time.point(start), layout.positionChart.minX)
            let x1 = layout.time.point(end)
            guard x1 >= layout.positionChart.minX else { continue }
            // The landing the delegate chose.
            let landingY = layout.position.point(Double(release.target))
            context.append(
                .fill(
                    CGRect(x: x0, y: landingY - 1, width: layout.positionChart.maxX - x0, height: 2),
                    PhysicsPlotView.landingColor.withAlpha(0.8)))
            let labelY = landingY - 16 < layout.positionChart.minY ? landingY + 3 : landingY - 16
            text(
                "lands " + PhysicsPlotView.tenths(release.target),
                CGRect(
                    x: min(x0 + 4, layout.positionChart.maxX - 110), y: labelY,
                    width: 110, height: 14),
                font: PhysicsPlotView.smallFont, color: PhysicsPlotView.landingColor, into: &context)
            // The release.
            let releaseX = layout.time.point(start)
            for chart in [layout.positionChart, layout.velocityChart] {
                context.append(
                    .fill(
                        CGRect(x: releaseX, y: chart.minY, width: 1, height: chart.height),
                        PhysicsPlotView.predictionColor.withAlpha(0.35)))
            }
            text(
                String(format: "release %.2f pt/ms", ScrollPhysics.perMillisecond(fromPerSecond: release.prediction.velocity)),
                CGRect(x: releaseX + 4, y: layout.velocityChart.minY + 2, width: 140, height: 14),
                font: PhysicsPlotView.smallFont, color: PhysicsPlotView.predictionColor, into: &context)
            // UIKit's curve, evaluated at every column it spans.
            var positionStroke = PlotStroke(color: PhysicsPlotView.predictionColor, width: 2, dash: PhysicsPlotView.dash)
            var velocityStroke = PlotStroke(color: PhysicsPlotView.predictionColor, width: 1.5, dash: PhysicsPlotView.dash)
            var x = x0
            while x <= x1 + 0.5 {
                let t = min(max(layout.time(atX: x), start), end)
                positionStroke.line(to: CGPoint(x: x, y: layout.position.point(Double(release.position(at: t)))), into: &context)
                velocityStroke.line(to: CGPoint(x: x, y: layout.velocity.point(Double(release.velocity(at: t)))), into: &context)
                x += 1
            }
            positionStroke.finish(into: &context)
            velocityStroke.finish(into: &context)
        }
    }

    private func drawSamples(_ model: PhysicsPlotModel, _ layout: PhysicsPlotLayout, into context: inout DrawingContext) {
        var position = PlotStroke(color: PhysicsPlotView.positionColor, width: 2.5)
        var velocity = PlotStroke(color: PhysicsPlotView.velocityColor, width: 2)
        var previous: Timestamp?
        for sample in model.samples {
            position.line(
                to: CGPoint(x: layout.time.point(sample.time), y: layout.position.point(Double(sample.position))), into: &context)
            // A velocity is the change over the interval since the previous sample: drawn at its middle.
            if let previous {
                let t = (previous + sample.time) / 2
                velocity.line(
                    to: CGPoint(x: layout.time.point(t), y: layout.velocity.point(Double(sample.velocity))), into: &context)
            }
            previous = sample.time
        }
        position.finish(into: &context)
        velocity.finish(into: &context)
    }

    private func drawJumps(_ model: PhysicsPlotModel, _ layout: PhysicsPlotLayout, into context: inout DrawingContext) {
        var labelEnd = -CGFloat.infinity // a label only where it does not overlap the one before
        for jump in model.jumps {
            let x = layout.time.point(jump.time)
            let y = layout.position.point(Double(jump.position))
            context.append(
                .fill(
                    CGRect(x: x - 0.5, y: layout.positionChart.minY, width: 1, height: layout.positionChart.height),
                    PhysicsPlotView.jumpColor.withAlpha(0.45)))
            context.append(
                .roundedFill(CGRect(x: x - 4.5, y: y - 4.5, width: 9, height: 9), radius: 4.5, PhysicsPlotView.jumpColor))
            let label = String(format: "jump %+.0f", jump.delta)
            let width = CGFloat(label.count) * 6.5 + 4
            guard x + 4 > labelEnd else { continue }
            labelEnd = x + 4 + width
            text(
                label, CGRect(x: x + 4, y: layout.positionChart.maxY - 16, width: width, height: 14),
                font: PhysicsPlotView.smallFont, color: PhysicsPlotView.jumpColor, into: &context)
        }
    }

    /// `value` to one decimal, never "-0.0".
    static func tenths(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : Double(rounded))
    }

    private func text(
        _ string: String, _ rect: CGRect, font: Font, color: Color, alignment: TextAlignment = .left,
        into context: inout DrawingContext
    ) {
        context.append(.text(string, rect, font: font, color: color, alignment: alignment))
    }
}
