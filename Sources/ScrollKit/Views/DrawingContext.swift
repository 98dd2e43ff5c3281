import Foundation

/// What a view draws into while the tree is walked: the display list, plus the clip and opacity in
/// force, so commands come out in window coordinates with clips already intersected and opacities
/// already multiplied.
@MainActor
public struct DrawingContext {
    /// The commands drawn so far.
    public private(set) var displayList: DisplayList
    /// Measures text for labels that must fit (truncate) their width; nil draws text untruncated.
    public let textMeasurer: TextMeasuring?
    /// The clip in force, in window coordinates.
    public private(set) var clip: CGRect
    /// The opacity in force, 0...1.
    public private(set) var alpha: Double = 1

    /// A context drawing into `displayList` (emptied first, its storage kept), clipped to `clip`.
    ///
    /// The clip and opacity stacks live on the call stack of the tree walk (each push returns what
    /// its pop restores), so building a frame allocates nothing once the list has grown.
    public init(reusing displayList: inout DisplayList, clip: CGRect, textMeasurer: TextMeasuring?) {
        self.displayList = DisplayList()
        swap(&self.displayList, &displayList) // a move, never a copy: the storage stays uniquely owned
        self.displayList.removeAll()
        self.clip = clip
        self.textMeasurer = textMeasurer
    }

    /// Hands the commands drawn so far to `list` (a move), leaving the context empty.
    public mutating func finish(into list: inout DisplayList) {
        swap(&list, &displayList)
    }

    /// Appends a command as is.
    public mutating func append(_ command: DisplayCommand) {
        displayList.append(command)
    }

    /// Narrows the clip to `rect` (intersected with the clip in force). Returns the clip to give back
    /// to `popClip(restoring:)`, or nil, pushing nothing, when nothing would be visible.
    public mutating func pushClip(_ rect: CGRect) -> CGRect? {
        let narrowed = clip.intersection(rect)
        guard !narrowed.isNull, narrowed.width > 0, narrowed.height > 0 else { return nil }
        let outer = clip
        clip = narrowed
        displayList.append(.pushClip(narrowed))
        return outer
    }

    /// Restores `outer`, the clip that the matching `pushClip` returned.
    public mutating func popClip(restoring outer: CGRect) {
        clip = outer
        displayList.append(.popClip)
    }

    /// Multiplies the opacity by `alpha`. Returns the opacity to give back to `popAlpha(restoring:)`.
    public mutating func pushAlpha(_ alpha: Double) -> Double {
        let outer = self.alpha
        self.alpha *= alpha
        displayList.append(.pushAlpha(self.alpha))
        return outer
    }

    /// Restores `outer`, the opacity that the matching `pushAlpha` returned.
    public mutating func popAlpha(restoring outer: Double) {
        alpha = outer
        displayList.append(.popAlpha)
    }

    /// The clip and opacity in force outside a raster group, given back to `endRasterGroup(restoring:)`.
    public struct Outside {
        fileprivate var clip: CGRect
        fileprivate var alpha: Double
    }

    /// Opens a raster group over `rect` (`DisplayCommand.beginRasterGroup`): until the matching
    /// `endRasterGroup(restoring:)` the clip is `rect` alone and the opacity 1. Returns what to
    /// restore, or nil, appending nothing, when the clip in force shows none of `rect`.
    public mutating func beginRasterGroup(_ rect: CGRect) -> Outside? {
        let visible = clip.intersection(rect)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let outside = Outside(clip: clip, alpha: alpha)
        clip = rect
        alpha = 1
        displayList.append(.beginRasterGroup(rect))
        return outside
    }

    /// Closes the group `beginRasterGroup(_:)` opened, restoring the clip and opacity around it.
    public mutating func endRasterGroup(restoring outside: Outside) {
        clip = outside.clip
        alpha = outside.alpha
        displayList.append(.endRasterGroup)
    }
}
