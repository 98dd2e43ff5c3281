import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// The time scale changes when things happen, never where they go.
@Suite("Time scale, pause and step in the lab")
@MainActor
struct TimeScaleTests {
    @Test(
        "a fling lands on the same offset at 0.05×, 0.25×, 1× and 4× (within 0.01 pt)",
        arguments: [SceneKind.scroll, .banners, .paging, .picker])
    func sameLanding(scene: SceneKind) {
        var landings: [Double: CGFloat] = [:]
        for scale in [0.05, 0.25, 1, 4] {
            let lab = ClockedShell(scene: scene, scale: scale)
            lab.schedule(ClockedShell.fling(from: CGPoint(x: 900, y: 300), dx: -420))
            lab.runUntilSettled()
            landings[scale] = lab.offset
            if scene == .scroll { #expect(lab.offset > 1000, "the fling went far: \(lab.offset)") }
        }
        let reference = try! #require(landings[1])
        for (scale, landing) in landings {
            #expect(abs(landing - reference) <= 0.01, "\(scene) at \(scale)×: \(landing) vs \(reference) at 1×")
        }
    }

    @Test("the logical position a fling of seed B reaches is the same at every scale, however its recentres fell")
    func sameLogicalLanding() {
        var landings: [CGFloat] = []
        for scale in [0.05, 0.25, 1, 4] {
            let lab = ClockedShell(scene: .tiling, scale: scale)
            lab.schedule(ClockedShell.fling(from: CGPoint(x: 900, y: 300), dx: -420))
            lab.runUntilSettled()
            let position = try! #require(lab.shell.plotRecorder.model.samples.last?.position)
            landings.append(position)
        }
        #expect(landings.allSatisfy { abs($0 - landings[2]) <= 0.01 }, "\(landings)")
    }

    @Test("paused, no offset changes across 30 frames; . advances exactly one frame; resumed, it goes on as if never paused")
    func pauseAndStep() {
        let fling = ClockedShell.fling(from: CGPoint(x: 900, y: 300), dx: -420)
        let reference = ClockedShell(scene: .scroll)
        reference.schedule(fling)
        var offsets: [CGFloat] = []
        for _ in 0..<80 {
            reference.frame()
            offsets.append(reference.offset)
        }

        let lab = ClockedShell(scene: .scroll)
        lab.schedule(fling)
        lab.frames(40) // frames 0…39: mid-momentum
        #expect(lab.offset == offsets[39] && offsets[39] != offsets[40], "moving")
        lab.clock.togglePause(at: 39 * LabOptions.headlessFrameStep) // Space, at the time of the frame shown
        for _ in 0..<30 {
            lab.frame()
            #expect(lab.offset == offsets[39])
        }
        lab.clock.stepFrame(at: Double(lab.frameIndex) * LabOptions.headlessFrameStep)
        lab.frame()
        // 39 steps + 1 step may differ from 40 steps by a rounding of the time: 1e-6 pt.
        #expect(abs(lab.offset - offsets[40]) < 1e-6, "one frame on")
        lab.frame()
        #expect(abs(lab.offset - offsets[40]) < 1e-6, "and no further")
        lab.clock.togglePause(at: Double(lab.frameIndex) * LabOptions.headlessFrameStep)
        lab.frames(10) // the first at the paused time, then nine frames on
        #expect(abs(lab.offset - offsets[49]) < 1e-6, "resumed: it goes on from where it stood")
    }

    @Test("input during a pause applies at once, on the frozen time: a drag moves the content, its release has no velocity")
    func inputWhilePaused() {
        let lab = ClockedShell(scene: .scroll, logs: true)
        lab.frames(10)
        lab.clock.togglePause(at: 9 * LabOptions.headlessFrameStep)
        let frozen = lab.clock.appTime(at: 100)
        let start = lab.offset
        lab.schedule(ClockedShell.fling(from: CGPoint(x: 900, y: 300), dx: -300, start: 0).map { $0.onAppTime(of: lab.clock) })
        lab.frames(5)
        #expect(
            lab.offset > start + 250 && lab.offset <= start + 300, "moved with the pointer (less the touch slop): \(lab.offset)")
        let release = lab.events.first { $0.contains("willEndDragging") } ?? ""
        let velocity = (try? JSONSerialization.jsonObject(with: Data(release.utf8)) as? [String: Any])?["velocity"] as? Double
        #expect(velocity == 0, "no time passed, so no velocity: \(release)")
        #expect(lab.scrollView.isAtRest && lab.offset.isFinite)
        #expect(lab.clock.now == frozen)
    }

    @Test("the HUD and the badge show the scale; the badge only while time does not run at 1×")
    func shown() {
        let lab = ShellHarness(scene: .banners)
        var clock = AppClock()
        _ = clock.advance(to: 0)
        lab.shell.showTime(clock)
        #expect(lab.shell.hud.timeLabel == "1×" && lab.shell.timeBadge.isHidden)
        clock.cycleScale(at: 1)
        clock.cycleScale(at: 1)
        clock.togglePause(at: 1)
        lab.shell.showTime(clock)
        #expect(lab.shell.hud.timeLabel == "¼× · paused")
        #expect(!lab.shell.timeBadge.isHidden && lab.shell.timeBadge.text == "¼× · paused · . steps a frame")
        #expect(lab.shell.plot.timeLabel == "¼× · paused")
    }
}
