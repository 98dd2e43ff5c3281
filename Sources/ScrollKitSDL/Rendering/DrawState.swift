import Foundation

/// The clip and the opacity in force while a display list is drawn, with the stacks that
/// `pushClip`/`popClip` and `pushAlpha`/`popAlpha` keep: the renderer's draw state, a value of its
/// own. It only says what is in force; the renderer sets SDL's clip rectangle from `clip`.
///
/// Clips are in target pixels, each pushed one narrowed by the one in force (a malformed list
/// cannot draw outside its parent). Opacities are the list's (already multiplied by every
/// enclosing one) times `alphaBase`: 1, or the opacity around a raster group drawn command by
/// command. Unbalanced pops are ignored. The stacks keep their storage: a steady frame allocates
/// nothing. Every operation is O(1).
struct DrawState {
    /// Where drawing is restricted to, in pixels.
    enum Clip: Equatable {
        case none
        case rect(x0: Int32, y0: Int32, x1: Int32, y1: Int32)
        /// Nothing is visible. SDL treats an empty clip rect as "no clipping", so the renderer
        /// skips drawing instead.
        case empty
    }

    /// The clip in force.
    private(set) var clip: Clip = .none
    /// The opacity multiplied into every draw, 0...1.
    private(set) var alpha: Double = 1
    /// The opacity a pushed opacity is relative to.
    private(set) var alphaBase: Double = 1
    private var clips: [Clip] = []
    private var alphas: [Double] = []

    /// A state with no clip and full opacity.
    init() {}

    /// Empties both stacks (keeping their storage); the clip becomes `base`, the opacity 1.
    mutating func reset(clip base: Clip) {
        clips.removeAll(keepingCapacity: true)
        alphas.removeAll(keepingCapacity: true)
        clip = base
        alpha = 1
        alphaBase = 1
    }

    /// Pushes the clip in force and narrows it to the pixels `x0..<x1` × `y0..<y1`: empty when
    /// nothing is left (or was left).
    mutating func pushClip(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        clips.append(clip)
        var (x0, y0, x1, y1) = (x0, y0, x1, y1)
        switch clip {
        case .empty:
            return
        case .rect(let px0, let py0, let px1, let py1):
            x0 = max(x0, px0)
            y0 = max(y0, py0)
            x1 = min(x1, px1)
            y1 = min(y1, py1)
        case .none:
            break
        }
        clip = (x1 > x0 && y1 > y0) ? .rect(x0: x0, y0: y0, x1: x1, y1: y1) : .empty
    }

    /// Restores the clip in force before the matching push. Returns false, changing nothing, when
    /// none was pushed.
    mutating func popClip() -> Bool {
        guard let previous = clips.popLast() else { return false }
        clip = previous
        return true
    }

    /// Pushes the opacity in force and sets `value` (clamped to 0...1) times `alphaBase`.
    mutating func pushAlpha(_ value: Double) {
        alphas.append(alpha)
        alpha = min(max(value, 0), 1) * alphaBase
    }

    /// Restores the opacity in force before the matching push (nothing when none was pushed).
    mutating func popAlpha() {
        if let previous = alphas.popLast() { alpha = previous }
    }

    /// Makes the opacity in force the base pushed opacities are relative to (a raster group drawn
    /// command by command under a group opacity). Returns the base to give back to `restoreBase`.
    mutating func rebase() -> Double {
        let outer = alphaBase
        alphaBase = alpha
        return outer
    }

    /// Puts back the base `rebase` returned.
    mutating func restoreBase(_ base: Double) { alphaBase = base }
}
