import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The plot against the real techniques: what it records of a fling, and what it draws.
@Suite("Physics plot in the lab")
@MainActor
struct PhysicsPlotTests {
    static let size = CGSize(width: 1280, height: 720)
    /// The panel the plot docks in a 1280 × 720 window.
    static var panel: CGRect {
        let height = PhysicsPlotView.height(forWindowHeight: size.height)
        return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    func flung(_ scene: SceneKind, dx: CGFloat = -420) -> ClockedShell {
        let lab = ClockedShell(scene: scene, size: Self.size, logs: true)
        lab.shell.setPlotShown(true)
        lab.schedule(ClockedShell.fling(from: CGPoint(x: 900, y: 200), dx: dx))
        lab.runUntilSettled()
        lab.frames(3)
        return lab
    }

    @Test(
        "after a fling the real and predicted curves agree within 1 px at every sample (jumps undone)",
        arguments: [SceneKind.banners, .tiling, .padded, .infinitePreviews, .picker, .scroll, .paging])
    func realFollowsPrediction(scene: SceneKind) throws {
        let lab = flung(scene)
        let model = lab.shell.plotRecorder.model
        let layout = PhysicsPlotLayout(model: model, in: Self.panel)
        let predicted = model.samples.filter { $0.predicted != nil }
        #expect(predicted.count >= 10, "\(scene): \(predicted.count) samples after the release")
        #expect(model.releases.count == 1)
        var worst: CGFloat = 0
        for sample in predicted {
            let gap = abs(
                layout.position.point(Double(sample.position)) - layout.position.point(Double(try #require(sample.predicted))))
            worst = max(worst, gap)
        }
        #expect(worst <= 1, "\(scene): the real curve strays \(worst) px from the prediction")
        #expect(layout.position.pointsPerUnit > 0.01, "a meaningful scale: \(layout.position.values)")
        let release = try #require(model.releases.last)
        let last = try #require(model.samples.last)
        #expect(abs(last.position - release.position(at: last.time)) < 1e-6, "\(scene): it rests where predicted")
        if release.prediction.simulation is BouncingDecelerationSimulation {
            // Free momentum: UIKit reports a landing 0.1 % short of where its per-ms decay stops (docs/PHYSICS.md §1.4).
            #expect(abs(last.position - release.target) < 0.002 * abs(release.target - predicted[0].position), "\(scene)")
        } else {
            #expect(abs(last.position - release.target) < 0.5, "\(scene): it lands where the delegate chose")
        }
    }

    @Test(
        "the jump markers are the recentred events: same count, Δ and time",
        arguments: [SceneKind.banners, .tiling, .padded, .picker])
    func jumpsMatchEvents(scene: SceneKind) throws {
        let lab = flung(scene, dx: scene == .picker ? 600 : -600) // the picker jumps going back past its first option
        let events = lab.events.filter { $0.contains("\"event\":\"recentred\"") }.map { line in
            try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        }
        let jumps = lab.shell.plotRecorder.model.jumps
        #expect(!jumps.isEmpty, "\(scene) jumped")
        #expect(jumps.count == events.count, "\(scene): \(jumps.count) markers, \(events.count) recentred events")
        for (jump, event) in zip(jumps, events) {
            #expect(abs(Double(jump.delta) - (event["delta"] as! Double)) < 0.001)
            #expect(abs(jump.time - (event["time"] as! Double)) < 0.001)
        }
        let marked = lab.shell.plotRecorder.model.samples.compactMap(\.jump).reduce(0, +)
        #expect(abs(marked - jumps.map(\.delta).reduce(0, +)) < 1e-6, "every jump lands on a sample")
    }

    @Test("dragging past the first item shades the stretch beyond the edge, and the bounce back")
    func rubberBand() {
        let lab = flung(.scroll, dx: 300)
        let spans = lab.shell.plotRecorder.model.outOfRangeSpans
        #expect(spans.count == 1)
        #expect(lab.shell.plotRecorder.model.samples.contains { $0.isOutOfRange && $0.position < 0 })
        // The velocity plotted against the slope of the predicted curve, through the bounce (where
        // the simulation's velocity state is not the slope).
        let model = lab.shell.plotRecorder.model
        let release = try! #require(model.releases.last)
        let after = model.samples.filter { $0.time > release.prediction.time + 0.02 && $0.predicted != nil }
        let peak = after.map { abs($0.velocity) }.max() ?? 0
        #expect(after.count > 20 && peak > 500)
        for (previous, sample) in zip(after, after.dropFirst()) {
            let slope = release.velocity(at: (previous.time + sample.time) / 2)
            #expect(abs(sample.velocity - slope) < 0.05 * peak, "at \(sample.time): \(sample.velocity) vs \(slope)")
        }
    }

    @Test("P docks the plot at the bottom (the scene above it), and it draws its axes, curves and landing")
    func keyAndDrawing() throws {
        let lab = ShellHarness(scene: .banners)
        #expect(lab.shell.plot.isHidden)
        lab.driver.key(.character("p"))
        let list = lab.driver.frame()
        let height = PhysicsPlotView.height(forWindowHeight: 720)
        #expect(!lab.shell.plot.isHidden && lab.shell.plot.frame == CGRect(x: 0, y: 720 - height, width: 1280, height: height))
        #expect(lab.shell.content.view.frame.height == 720 - height)
        lab.driver.drag(from: CGPoint(x: 900, y: 200), by: CGPoint(x: -400, y: 0), speed: 4000)
        lab.frames(20)
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text } else { return nil }
        }
        #expect(texts.contains { $0.hasPrefix("Physics plot · banners (carousel)") })
        #expect(texts.contains("pt") && texts.contains("pt/s") && texts.contains("app time (s)"))
        let later = lab.driver.frame().commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text } else { return nil }
        }
        #expect(later.contains { $0.hasPrefix("lands ") } && later.contains { $0.hasPrefix("release ") })
        lab.root.handle(.resized(CGSize(width: 900, height: 500)))
        lab.driver.frame()
        let resized = PhysicsPlotView.height(forWindowHeight: 500)
        #expect(lab.shell.plot.frame == CGRect(x: 0, y: 500 - resized, width: 900, height: resized), "it follows the window")
        let layout = lab.shell.plot.layout
        #expect(lab.shell.plot.frame.contains(layout.positionChart) && lab.shell.plot.frame.contains(layout.velocityChart))
        #expect(layout.positionChart.maxY < layout.velocityChart.minY && layout.velocityChart.width == 900 - 74 - 14)
        lab.driver.key(.character("p"))
        lab.driver.frame()
        #expect(lab.shell.plot.isHidden && lab.shell.content.view.frame.height == 500, "the scene has the whole window again")
    }

    @Test("the plot follows the focused technique: Tab starts a new series")
    func followsFocus() {
        let lab = ShellHarness(scene: .gallery)
        lab.frames(2)
        let first = lab.shell.plotRecorder.followed
        lab.driver.key(.tab)
        lab.frames(2)
        #expect(first != nil && lab.shell.plotRecorder.followed != first)
        #expect(lab.shell.plotRecorder.model.samples.count == 2)
    }

    @Test("a CSV row holds the technique, time, position, velocity, prediction, jump and edge flag")
    func csvLine() {
        let sample = PhysicsPlotModel.Sample(
            time: 1.5, position: 1234.5, velocity: -20, predicted: nil, jump: -936, isOutOfRange: true)
        #expect(PlotCSVWriter.line(sample, technique: .banners) == "banners,1.500000,1234.5000,-20.0000,,-936.0000,1")
        #expect(PlotCSVWriter.header.split(separator: ",").count == 7)
    }
}
