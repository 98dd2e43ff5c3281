import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// The renderer's parts, each alone: its draw state, its statistics and its group compositor's
/// memory of last frame (no SDL involved; the geometry part: `GeometryBatchTests`).
@Suite struct RendererPartsTests {
    @Test("the draw state narrows clips, restores them, ignores unbalanced pops, and keeps empty clips empty")
    func drawStateClips() {
        var state = DrawState()
        #expect(state.clip == .none)
        state.pushClip(x0: 10, y0: 10, x1: 100, y1: 50)
        #expect(state.clip == .rect(x0: 10, y0: 10, x1: 100, y1: 50))
        state.pushClip(x0: 0, y0: 20, x1: 60, y1: 200)
        #expect(state.clip == .rect(x0: 10, y0: 20, x1: 60, y1: 50), "intersected with the clip in force")
        state.pushClip(x0: 70, y0: 0, x1: 90, y1: 10)
        #expect(state.clip == .empty)
        state.pushClip(x0: 0, y0: 0, x1: 500, y1: 500)
        #expect(state.clip == .empty, "nothing inside an empty clip")
        var popped = state.popClip() && state.popClip()
        #expect(popped && state.clip == .rect(x0: 10, y0: 20, x1: 60, y1: 50))
        popped = state.popClip() && state.popClip()
        #expect(popped && state.clip == .none)
        popped = state.popClip()
        #expect(!popped, "an unbalanced pop changes nothing")
        #expect(state.clip == .none)
    }

    @Test("the draw state's opacities: clamped, relative to the base a group drawn directly sets, restored")
    func drawStateOpacities() {
        var state = DrawState()
        state.pushAlpha(0.5)
        #expect(state.alpha == 0.5)
        state.pushAlpha(2)
        #expect(state.alpha == 1, "clamped")
        state.popAlpha()
        let base = state.rebase()
        #expect(base == 1 && state.alphaBase == 0.5)
        state.pushAlpha(0.5)
        #expect(state.alpha == 0.25, "a group's own opacity under the one around it")
        state.popAlpha()
        state.restoreBase(base)
        state.popAlpha()
        state.popAlpha()
        #expect(state.alpha == 1)
        state.pushClip(x0: 0, y0: 0, x1: 5, y1: 5)
        state.pushAlpha(0.3)
        state.reset(clip: .rect(x0: 0, y0: 0, x1: 9, y1: 9))
        let poppedAfterReset = state.popClip()
        #expect(state.clip == .rect(x0: 0, y0: 0, x1: 9, y1: 9) && state.alpha == 1 && !poppedAfterReset)
    }

    @Test("statistics count frames, cleared or not, and tell whether anything was rasterised since a value")
    func statistics() {
        var stats = RendererStatistics()
        let start = stats
        stats.countFrame(cleared: true)
        stats.countFrame(cleared: false)
        #expect(stats.framesRendered == 2 && stats.framesCleared == 1)
        #expect(!stats.rasterisedAnything(since: start), "frames alone rasterise nothing")
        stats.shapeRasterizations += 1
        #expect(stats.rasterisedAnything(since: start))
        var text = start
        text.textRasterizations += 1
        #expect(text.rasterisedAnything(since: start) && !start.rasterisedAnything(since: start))
    }

    @Test("the group history hands each group the one drawn at its place last frame")
    func groupHistoryRemembersPlaces() {
        var history = GroupHistory()
        let a = RecentGroup(
            made: .group(hash: 1, width: 10, height: 10), drawn: .group(hash: 1, width: 10, height: 10),
            drawnSize: CGSize(width: 10, height: 10))
        var b = a
        b.made = .group(hash: 2, width: 10, height: 10)
        history.beginFrame()
        var next = history.nextGroup()
        #expect(next.ordinal == 0 && next.recent == nil, "a first frame has nothing to go by")
        history.remember(a, at: next.ordinal)
        next = history.nextGroup()
        history.remember(b, at: next.ordinal)
        #expect(history.groupsDrawn == 2)
        history.beginFrame()
        #expect(history.nextGroup().recent == a)
        #expect(history.nextGroup().recent == b)
        #expect(history.nextGroup().recent == nil, "a third place was not drawn")
        #expect(history.firstRecent == a)
    }
}
