import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("Physics plot: the model (series, jumps undone, predictions)")
struct PhysicsPlotModelTests {
    static let metrics = ScrollAxisMetrics(offset: 100, minOffset: 0, maxOffset: 10_000, viewportDimension: 400)

    @Test("jumps are undone: the logical position is continuous, each jump marked where it happened, with its Δ")
    func jumpsUndone() {
        var model = PhysicsPlotModel()
        model.addSample(at: 0, offset: 1000, isOutOfRange: false)
        model.addSample(at: 0.1, offset: 1010, isOutOfRange: false)
        model.noteJump(by: -500, offset: 512, at: 0.15) // the content moved from 1012 to 512
        let after = model.addSample(at: 0.2, offset: 520, isOutOfRange: false)
        #expect(after?.position == 1020)
        #expect(after?.jump == -500)
        #expect(after.map { abs($0.velocity - 100) < 1e-9 } == true, "10 pt in 0.1 s, the jump undone")
        #expect(model.jumps == [PhysicsPlotModel.JumpMarker(time: 0.15, position: 1012, delta: -500)])
        let next = model.addSample(at: 0.3, offset: 530, isOutOfRange: false)
        #expect(next != nil && next?.jump == nil, "a jump is counted once")
        #expect(model.jumpTotal == -500)
        model.noteJump(by: 0, offset: 530, at: 0.3)
        #expect(model.jumps.count == 1, "no jump of 0")
    }

    @Test("right to left the charts are mirrored: forward (a smaller offset) is up, in position and velocity")
    func mirroredRightToLeft() {
        var model = PhysicsPlotModel()
        model.addSample(at: 0, offset: 1000, isOutOfRange: false)
        model.addSample(at: 0.1, offset: 900, isOutOfRange: false)
        let panel = CGRect(x: 0, y: 0, width: 600, height: 300)
        let upright = PhysicsPlotLayout(model: model, in: panel)
        #expect(upright.position.point(1000) < upright.position.point(900), "left to right: larger is up")
        model.reversesOrder = true
        let mirrored = PhysicsPlotLayout(model: model, in: panel)
        #expect(mirrored.position.point(900) < mirrored.position.point(1000), "right to left: smaller (forward) is up")
        #expect(mirrored.velocity.point(-500) < mirrored.velocity.point(500))
        model.reset()
        #expect(model.reversesOrder, "a reset keeps the orientation")
    }

    @Test("a frame drawn again at the same time (or while paused) adds no sample")
    func noSameTimeSamples() {
        var model = PhysicsPlotModel()
        let first = model.addSample(at: 1, offset: 0, isOutOfRange: false)
        let again = model.addSample(at: 1, offset: 5, isOutOfRange: false)
        let earlier = model.addSample(at: 0.5, offset: 5, isOutOfRange: false)
        #expect(first != nil && again == nil && earlier == nil)
        #expect(model.samples.count == 1 && model.samples[0].velocity == 0)
    }

    @Test("a release predicts with ScrollKit's simulation, shifted by the jumps before it, until its motion ends")
    func prediction() {
        var model = PhysicsPlotModel()
        model.addSample(at: 0, offset: 100, isOutOfRange: false)
        model.noteJump(by: 300, offset: 400, at: 0.01)
        let release = ReleasePrediction(
            time: 0.02, metrics: Self.metrics.with(offset: 400), velocity: 2000, target: 400 + 2000,
            paging: false, pageWidth: 400, rate: .normal, bounces: true)
        model.noteRelease(release)
        #expect(release.simulation is DecelerationSimulation, "the delegate moved the landing: a landing simulation")
        let sample = model.addSample(at: 0.5, offset: 400 + 500, isOutOfRange: false)
        let expected =
            DecelerationSimulation(offset: 400, velocity: 2000, rate: .normal, landingAt: 2400).position(at: 0.48) - 300
        #expect(sample?.predicted == expected)
        #expect(model.releases.last?.target == 2100, "the landing as a logical position")
        model.noteMotionEnded(at: 1)
        let ended = model.addSample(at: 1.5, offset: 2400, isOutOfRange: false)
        #expect(ended != nil && ended?.predicted == nil, "ended")
        #expect(model.predictedPosition(at: 0.9) != nil, "the past stays predicted")
    }

    @Test("the prediction is the simulation the scroll view would choose", arguments: [true, false])
    func predictionKinds(paging: Bool) {
        let free = ReleasePrediction(
            time: 0, metrics: Self.metrics, velocity: 1000,
            target: Self.metrics.projectedRestOffset(velocity: 1000), paging: paging, pageWidth: 400,
            rate: .normal, bounces: true)
        if paging {
            #expect(free.simulation is PagingSpringSimulation)
        } else {
            #expect(free.simulation is BouncingDecelerationSimulation, "the projected landing kept: free momentum")
            #expect(abs(free.simulation.finalPosition - free.projectedLanding) < 0.5)
        }
        let resting = ReleasePrediction(
            time: 0, metrics: Self.metrics, velocity: 0, target: 100, paging: true, pageWidth: 400,
            rate: .normal, bounces: true)
        #expect(resting.simulation is RestingSimulation)
    }

    @Test("only the last window of app time is kept; the time range grows from the first sample, then follows the newest")
    func window() {
        var model = PhysicsPlotModel(window: 4)
        model.addSample(at: 10, offset: 0, isOutOfRange: false)
        #expect(model.timeRange == 10...14)
        for frame in 1...600 { model.addSample(at: 10 + Double(frame) / 60, offset: CGFloat(frame), isOutOfRange: false) }
        #expect(model.timeRange == 16...20)
        let first = try! #require(model.samples.first)
        #expect(first.time < 16 && first.time > 15, "one sample before the window, for the curve's start: \(first.time)")
        #expect(model.samples.count < 300)
    }

    @Test("stretches beyond the edges become shaded spans; ranges include every sample and landing")
    func spansAndRanges() {
        var model = PhysicsPlotModel()
        for (frame, outside) in [false, true, true, false, false, true].enumerated() {
            model.addSample(at: Double(frame) / 2, offset: CGFloat(frame * 10 - 5), isOutOfRange: outside)
        }
        #expect(model.outOfRangeSpans == [0...1.5, 2...2.5])
        let positions = model.positionRange()
        #expect(positions.lowerBound < -5 && positions.upperBound > 45)
        let velocities = model.velocityRange(minimumSpan: 1)
        #expect(velocities.lowerBound <= 0 && velocities.upperBound >= 20)
        var empty = PhysicsPlotModel()
        #expect(empty.positionRange(minimumSpan: 10) == -5...5, "no samples: a default range, no crash")
        empty.reset()
        #expect(empty.samples.isEmpty)
    }
}
