import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// The free techniques, whose flicks carry a glide's momentum (fast scroll).
enum FreeTechnique: String, CaseIterable, CustomStringConvertible {
    case tiling, padded
    var description: String { rawValue }
}

/// A free technique with an observer recording its releases, and its continuous position.
@MainActor
struct FreeStripProbe {
    let driver: FrameDriver
    let scrollView: ScrollView
    let recorder = DelegateRecorder()
    /// How far the strip has scrolled, points, continuous across recentres and shifts.
    let logicalPosition: () -> CGFloat

    init(_ technique: FreeTechnique, hz: Double = 60) {
        switch technique {
        case .tiling:
            let fixture = TilingFixture(count: 20, hz: hz)
            (driver, scrollView, logicalPosition) = (fixture.driver, fixture.view, { fixture.logicalPosition })
        case .padded:
            let fixture = PaddedFixture(count: 20, hz: hz)
            (driver, scrollView, logicalPosition) = (fixture.driver, fixture.collection, { fixture.logicalPosition })
        }
        scrollView.addObserver(recorder)
    }

    /// A 2 000 pt/s flick of 200 pt leftwards (scrolling forward, or back with `forward` false);
    /// returns the travel UIKit projects for its release (landing − offset at the release), points.
    func flick(forward: Bool = true) -> CGFloat? {
        let from = CGPoint(x: forward ? 500 : 140, y: 150)
        driver.drag(from: from, by: CGPoint(x: forward ? -200 : 200, y: 0), speed: 2000)
        guard let release = recorder.lastRelease else { return nil }
        return release.target.x - release.offset.x
    }
}

@MainActor
@Suite("Free techniques: quick flicks build up (fast scroll), across recentres and shifts")
struct FreeStripFastScrollTests {
    @Test(
        "three quick flicks the same way: the third travels well over 1.5× a lone flick, and the strip really goes that far",
        arguments: FreeTechnique.allCases, [60, 120] as [Double])
    func quickFlicks(technique: FreeTechnique, hz: Double) throws {
        let lone = try #require(FreeStripProbe(technique, hz: hz).flick())
        #expect(lone > 500, "a lone flick glides: \(lone)")
        let probe = FreeStripProbe(technique, hz: hz)
        var travels: [CGFloat] = []
        for flick in 0..<3 {
            if flick > 0 {
                probe.driver.wait(0.15)
                #expect(probe.scrollView.isDecelerating, "still gliding when the next flick catches it")
            }
            travels.append(try #require(probe.flick()))
        }
        #expect(abs(travels[0] - lone) < 0.02 * lone)
        #expect(travels[1] > 1.3 * lone && travels[2] > 1.8 * lone, "\(travels) vs lone \(lone)")
        // The glide survives every recentre or shift: the strip moves as far as projected.
        let release = try #require(probe.recorder.lastRelease)
        #expect(probe.scrollView.contentOffset.x == release.offset.x, "no frame since the release")
        let before = probe.logicalPosition()
        probe.driver.settle()
        let moved = probe.logicalPosition() - before
        #expect(abs(moved - travels[2]) < 5, "moved \(moved), projected \(travels[2])")
    }

    @Test("a flick back during the glide travels a lone flick's distance", arguments: FreeTechnique.allCases)
    func reversal(technique: FreeTechnique) throws {
        let lone = try #require(FreeStripProbe(technique).flick())
        let probe = FreeStripProbe(technique)
        _ = probe.flick()
        probe.driver.wait(0.15)
        let back = try #require(probe.flick(forward: false))
        #expect(back < 0 && abs(-back - lone) < 0.05 * lone, "back \(back), lone \(lone)")
    }
}
