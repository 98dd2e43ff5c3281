import Foundation

/// What a view draws into while the tree is walked: the display list, plus the clip, opacity and
/// scale in force, so commands come out in window coordinates (inside a scaled raster group, in the
/// group's own) with clips already intersected and opacities already multiplied.
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
    /// The scale in force (`View.drawScale`, multiplied down the tree): a command's coordinates `p`
    /// come out as `p × scale + translation`. `clip` stays in the coordinates views lay out in.
    public private(set) var scale: CGFloat = 1
    /// The translation that goes with `scale`, in window points.
    public private(set) var translation: CGPoint = .zero

    /// Whether a scale is in force: commands are mapped as they are appended.
    public var isScaled: Bool { scale != 1 }

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

    /// Appends a command, mapped by the scale in force (`pushScale(_:about:)`), if any.
    @inline(__always)
    public mutating func append(_ command: DisplayCommand) {
        // Two calls, not one of a conditional value: a command is large (a raster group holds a
        // projection), and each copy of it is a memmove.
        if isScaled {
            displayList.append(command.scaled(by: scale, translation: translation))
        } else {
            displayList.append(command)
        }
    }

    /// The scale, translation and clip in force outside a `pushScale`, given back to `popScale`.
    public struct Scale {
        fileprivate var scale: CGFloat
        fileprivate var translation: CGPoint
        fileprivate var clip: CGRect
    }

    /// Scales what is drawn next by `factor` (> 0) about `anchor` (in the coordinates views lay out
    /// in), on top of any scale in force, until `popScale(restoring:)`. The clip is carried into the
    /// scaled coordinates, so views inside still cull against what shows. O(1), no allocation.
    public mutating func pushScale(_ factor: CGFloat, about anchor: CGPoint) -> Scale {
        let outer = Scale(scale: scale, translation: translation, clip: clip)
        // p ↦ outer(anchor + factor (p − anchor)) = scale·factor·p + scale·anchor·(1 − factor) + translation
        translation = CGPoint(
            x: translation.x + scale * anchor.x * (1 - factor), y: translation.y + scale * anchor.y * (1 - factor))
        scale *= factor
        if !clip.isNull, clip.width.isFinite, clip.height.isFinite {
            clip = CGRect(
                x: anchor.x + (clip.minX - anchor.x) / factor, y: anchor.y + (clip.minY - anchor.y) / factor,
                width: clip.width / factor, height: clip.height / factor)
        }
        return outer
    }

    /// Restores the scale and clip that the matching `pushScale` returned.
    public mutating func popScale(restoring outer: Scale) {
        scale = outer.scale
        translation = outer.translation
        clip = outer.clip
    }

    /// Narrows the clip to `rect` (intersected with the clip in force). Returns the clip to give back
    /// to `popClip(restoring:)`, or nil, pushing nothing, when nothing would be visible.
    public mutating func pushClip(_ rect: CGRect) -> CGRect? {
        let narrowed = clip.intersection(rect)
        guard !narrowed.isNull, narrowed.width > 0, narrowed.height > 0 else { return nil }
        let outer = clip
        clip = narrowed
        append(.pushClip(narrowed))
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

    /// The clip, opacity and scale in force outside a raster group, given back to
    /// `endRasterGroup(restoring:)`.
    public struct Outside {
        fileprivate var clip: CGRect
        fileprivate var alpha: Double
        fileprivate var scale: CGFloat
        fileprivate var translation: CGPoint
    }

    /// Opens a raster group over `rect` (`DisplayCommand.beginRasterGroup`), dimmed by `dimming`
    /// within corners of `cornerRadius` points, cut to `mask` (window points, a part of `rect`) or drawn
    /// through `projection` (window points): until the matching `endRasterGroup(restoring:)` the
    /// clip is `rect` alone, the opacity 1 and the scale 1 (a scale in force moves where the group
    /// is drawn, its `drawnRect`, not its commands). Returns what to restore, or nil, appending
    /// nothing, when the clip in force shows none of what the group draws.
    public mutating func beginRasterGroup(
        _ rect: CGRect, dimming: Color = .clear, cornerRadius: CGFloat = 0, mask: CGRect? = nil,
        projection: Projection3D? = nil
    ) -> Outside? {
        var box: CGRect?
        if let projection {
            guard let projected = projection.boundingBox(size: rect.size) else { return nil }
            box = projected
        }
        return beginRasterGroup(rect, dimming: dimming, cornerRadius: cornerRadius, mask: mask, projection: projection, box: box)
    }

    /// `beginRasterGroup(_:dimming:cornerRadius:mask:projection:)` with the projection's bounding box
    /// (`Projection3D.boundingBox(size:)` of `rect`'s size) already found by the caller.
    mutating func beginRasterGroup(
        _ rect: CGRect, dimming: Color, cornerRadius: CGFloat, mask: CGRect?, projection: Projection3D?, box: CGRect?
    ) -> Outside? {
        var group = RasterGroup(rect, dimming: dimming, cornerRadius: cornerRadius, mask: mask, projection: projection)
        if let box { group.drawnRect = box }
        let drawn = isScaled ? group.scaled(by: scale, translation: translation) : group
        let covered = drawn.projection != nil ? drawn.drawnRect : (drawn.drawnMask ?? drawn.drawnRect)
        let outer =
            isScaled
            ? CGRect(
                x: clip.minX * scale + translation.x, y: clip.minY * scale + translation.y,
                width: clip.width * scale, height: clip.height * scale) : clip
        let visible = outer.intersection(covered)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let outside = Outside(clip: clip, alpha: alpha, scale: scale, translation: translation)
        displayList.append(.beginRasterGroup(drawn))
        clip = rect
        alpha = 1
        scale = 1
        translation = .zero
        return outside
    }

    /// Closes the group `beginRasterGroup(_:dimming:cornerRadius:)` opened, restoring the clip,
    /// opacity and scale around it.
    public mutating func endRasterGroup(restoring outside: Outside) {
        clip = outside.clip
        alpha = outside.alpha
        scale = outside.scale
        translation = outside.translation
        displayList.append(.endRasterGroup)
    }
}
