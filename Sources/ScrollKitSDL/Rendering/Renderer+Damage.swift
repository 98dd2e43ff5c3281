internal import CSDL
import Foundation
import ScrollKit

// Redrawing only what changed (`RendererConfiguration.redrawsOnlyChanges`): a target that keeps its pixels from frame to
// frame (SDL's software renderer, drawing into a window's surface or a headless one) shows the last
// frame until it is drawn over. Before drawing, the renderer notes everything the list draws, where
// and under which clip and opacity, in a `DamageTracker`; the frame is then drawn, every command as
// usual (so every cache and every group's history moves on as in a whole frame), with the clip cut
// to the tiles that changed. A strip gliding in one cell of the gallery redraws that cell; a frame
// like the last draws nothing. SDL's software renderer spends most of a frame writing pixels.
//
// Only the list decides the pixels, with a few exceptions, each redrawing the whole target: images
// arriving (uploaded this frame) or fading in (drawn part-transparent last frame), textures rebuilt
// after SDL lost them, a window resized (its surface made anew), and a group bitmap made during the
// last frame (a group at rest now drawn from its bitmap as drawn, or at its drawn size, or from a
// bitmap now that its content holds: its new look shows from the frame after). A new size or pixel
// scale, another clear colour, and `redrawWholeTargetNextFrame()` (for a host that drew into the
// target itself) do too. A group copied scaled or projected is redrawn whole or not at all (SDL
// samples a clipped scaled copy afresh from where the clip starts).

extension Renderer {
    /// The part of the target `commands` must draw, in pixels: the whole target, a rectangle of
    /// whole tiles holding everything that changed since the last frame, or nil (nothing changed).
    /// `cleared`: the frame clears the target before drawing.
    /// - Complexity: O(commands + tiles covered), plus hashing every command once.
    func redrawArea(_ commands: [DisplayCommand], clearColor: Color, cleared: Bool, width w: Int32, height h: Int32)
        -> PixelRect?
    {
        var seed = Hasher()
        seed.combine(cleared ? clearColor : nil)
        seed.combine(context.pixelScale)
        damage.begin(width: w, height: h, seed: seed.finalize())
        if context.counts.imageUploads != damageState.uploadsSeen || imagePainter.fadeDrawn || resetWatch.takeResize() {
            damage.forgetLastFrame()
        }
        damageState.scaled.removeAll(keepingCapacity: true)
        damageState.uploadsSeen = context.counts.imageUploads
        imagePainter.fadeDrawn = false
        // The clip and opacity stacks of the walk, kept from frame to frame (no allocation).
        var noter = DamageNoter(renderer: self, state: DrawState())
        swap(&noter.state, &damageState.walk)
        defer { swap(&noter.state, &damageState.walk) }
        noter.state.reset(clip: .none)
        try? DisplayListWalker.walk(commands[...], visitor: &noter)
        guard var area = damage.finish() else { return nil }
        // Grown over every group copied scaled that it cuts, until it cuts none.
        var grown = true
        while grown {
            grown = false
            for bounds in damageState.scaled where area.meets(bounds) && !area.contains(bounds) {
                area = area.union(bounds)
                grown = true
            }
        }
        return area.intersection(PixelRect(x: 0, y: 0, width: w, height: h))
    }

    /// Whether frames drawn by `render(_:clearColor:)` may redraw only what changed: asked for, and
    /// the target keeps its pixels (SDL's software renderer, on a window's surface or a headless one).
    var tracksDamage: Bool {
        configuration.redrawsOnlyChanges && !(target is HostRenderTarget)
            && context.isSoftware
    }

    /// Notes something drawn over `bounds` hashing to `hash` under the clip and opacity of `state`
    /// (nothing under an empty clip or no opacity: the renderer draws nothing there). Returns the
    /// part of `bounds` the clip leaves, nil when nothing was noted.
    @discardableResult
    private func note(_ bounds: PixelRect, hash: Hasher, under state: DrawState) -> PixelRect? {
        guard state.alpha > 0 else { return nil }
        var hasher = hash
        var area = bounds
        switch state.clip {
        case .empty: return nil
        case .none: hasher.combine(0)
        case .rect(let x0, let y0, let x1, let y1):
            hasher.combine(x0)
            hasher.combine(y0)
            hasher.combine(x1)
            hasher.combine(y1)
            area = area.intersection(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        hasher.combine(state.alpha)
        damage.add(area, hash: hasher.finalize())
        return area
    }

    /// Notes `group`, opened at `start` in `commands` and closed at `end`, drawn under `state`:
    /// hashed whole. A group copied scaled or projected is kept in `DamageState.scaled`.
    fileprivate func noteGroup(
        _ group: RasterGroup, in commands: ArraySlice<DisplayCommand>, opening start: Int, closing end: Int,
        under state: DrawState
    ) {
        var hasher = Hasher()
        for nested in commands[start..<end] { hasher.combine(nested) }
        let shown = note(damageBounds(of: group), hash: hasher, under: state)
        // A bitmap copied scaled (a masked one's cells too; a projected one's bands and
        // strips) is sampled from where the copy starts: cut by the clip, it would be
        // sampled afresh there and show a seam. It is redrawn whole or not at all.
        let (made, drawn) = (context.groupPixels(group.rect), context.groupPixels(group.drawnRect))
        if let shown, group.projection != nil || made.width != drawn.width || made.height != drawn.height {
            damageState.scaled.append(shown)
        }
    }

    /// Notes `command` (not a marker) drawn under `state`.
    fileprivate func noteCommand(_ command: DisplayCommand, under state: DrawState) {
        var hasher = Hasher()
        hasher.combine(command)
        note(damageBounds(of: command), hash: hasher, under: state)
    }

    /// Every pixel `command` (not a marker) can touch, in target pixels: its rectangle, grown to
    /// whole pixels and by one more for anti-aliasing; a stroke's by its width; text's as wide and as
    /// tall as its line is (it is placed by its alignment and may overhang its rectangle).
    func damageBounds(of command: DisplayCommand) -> PixelRect {
        switch command {
        case .fill(let rect, _), .roundedFill(let rect, _, _), .image(_, let rect, _, _), .croppedImage(_, let rect, _, _, _),
            .linearGradient(let rect, _, _, _), .roundedGradient(let rect, _, _, _, _):
            return outward(rect, by: 1)
        case .stroke(let rect, _, let width, _):
            return outward(rect.insetBy(dx: -abs(width), dy: -abs(width)), by: 1)
        case .text(let text, let rect, let font, _, let alignment):
            let line = size(of: text, font: font)
            let x: CGFloat
            switch alignment {
            case .left: x = rect.minX
            case .center: x = rect.midX - line.width / 2
            case .right: x = rect.maxX - line.width
            }
            return outward(
                rect.union(CGRect(x: x, y: rect.midY - line.height / 2, width: line.width, height: line.height)), by: 2)
        case .beginRasterGroup(let group):
            return damageBounds(of: group)
        case .pushClip, .popClip, .pushAlpha, .popAlpha, .endRasterGroup:
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// Every pixel `group` can touch: where it is drawn (its mask's place, its projection's
    /// bounding box), grown by two pixels for its feather.
    func damageBounds(of group: RasterGroup) -> PixelRect {
        var area = group.drawnMask ?? group.drawnRect
        if let projection = group.projection {
            guard let box = projection.boundingBox(size: group.rect.size) else {
                return PixelRect(x: Int32.min / 2, y: Int32.min / 2, width: Int32.max, height: Int32.max)
            }
            area = area.union(box)
        }
        return outward(area, by: 2)
    }

    /// `rect` (points) grown to whole pixels, then by `margin` pixels on every side; a rectangle
    /// reaching past any target when `rect` is not finite.
    private func outward(_ rect: CGRect, by margin: Int32) -> PixelRect {
        let s = context.pixelScale
        let (minX, minY, maxX, maxY) = (rect.minX * s, rect.minY * s, rect.maxX * s, rect.maxY * s)
        func fits(_ v: CGFloat) -> Bool { v.isFinite && abs(v) < 1e9 }
        guard fits(minX), fits(minY), fits(maxX), fits(maxY) else {
            return PixelRect(x: Int32.min / 2, y: Int32.min / 2, width: Int32.max, height: Int32.max)
        }
        let x0 = Int32(minX.rounded(.down)) - margin
        let y0 = Int32(minY.rounded(.down)) - margin
        return PixelRect(
            x: x0, y: y0, width: Int32(maxX.rounded(.up)) + margin - x0, height: Int32(maxY.rounded(.up)) + margin - y0)
    }
}

/// The damage visitor of a `DisplayListWalker`: keeps the clip and opacity of the walk in its own
/// draw state (clips rounded as drawing rounds them) and notes every command and group with the
/// renderer's `DamageTracker`. Its state's storage is the renderer's `DamageState.walk`, swapped in
/// and out: a walk allocates nothing.
@MainActor
private struct DamageNoter: DisplayListVisitor {
    let renderer: Renderer
    var state: DrawState

    mutating func pushClip(_ rect: CGRect) {
        let r = renderer.context.snapped(rect)
        state.pushClip(x0: r.x, y0: r.y, x1: r.x &+ r.width, y1: r.y &+ r.height)
    }

    mutating func popClip() { _ = state.popClip() }

    mutating func pushAlpha(_ value: Double) { state.pushAlpha(value) }

    mutating func popAlpha() { state.popAlpha() }

    mutating func visitGroup(_ group: RasterGroup, in commands: ArraySlice<DisplayCommand>, opening start: Int, closing end: Int)
    {
        renderer.noteGroup(group, in: commands, opening: start, closing: end, under: state)
    }

    mutating func visit(_ command: DisplayCommand) { renderer.noteCommand(command, under: state) }
}
