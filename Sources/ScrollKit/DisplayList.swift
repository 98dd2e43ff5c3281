import Foundation

/// A reference to an image the backend can load: a file path, a `file://` URL or (later) a remote URL.
///
/// Views hold references, never pixels; the backend decodes and caches by `key`.
public struct ImageReference: Hashable, Sendable {
    /// The path or URL the backend loads the image from, also its cache key.
    public var key: String

    /// A reference to the image at `key`: a file path, a `file://` URL or an `http(s)://` URL.
    public init(_ key: String) { self.key = key }
}

/// How an image fills the rectangle it is drawn in (UIKit's `UIView.ContentMode`, the three that matter).
public enum ContentMode: Hashable, Sendable {
    /// Scale to cover the whole rectangle, keeping the aspect ratio; the overflow is cropped.
    case scaleAspectFill
    /// Scale to fit inside the rectangle, keeping the aspect ratio; letterboxed.
    case scaleAspectFit
    /// Stretch to the rectangle exactly.
    case scaleToFill
}

/// The direction a linear gradient runs in, from its first colour to its second.
public enum GradientAxis: Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
}

/// One drawing instruction. Every rectangle is in window coordinates (points), except inside a
/// raster group drawn scaled, whose commands are in the coordinates of its `RasterGroup.rect`.
public enum DisplayCommand: Hashable, Sendable {
    /// A solid rectangle.
    case fill(CGRect, Color)
    /// A solid rectangle with rounded corners of `radius` points (anti-aliased edges).
    case roundedFill(CGRect, radius: CGFloat, Color)
    /// A border of `width` points drawn inside the rectangle, following its rounded corners.
    case stroke(CGRect, radius: CGFloat, width: CGFloat, Color)
    /// An image fitted into the rectangle by `contentMode` and clipped to the rectangle's rounded corners.
    case image(ImageReference, CGRect, contentMode: ContentMode, cornerRadius: CGFloat)
    /// An image fitted by `contentMode` into `imageRect` (which may be larger than the first rectangle
    /// and placed anywhere around it), showing only what lies inside the first rectangle, clipped
    /// to its corners of `cornerRadius` points: an image moved inside its frame (parallax).
    case croppedImage(ImageReference, CGRect, cornerRadius: CGFloat, imageRect: CGRect, contentMode: ContentMode)
    /// One line of text, already truncated to fit, placed in the rectangle by `alignment`
    /// and centred vertically.
    case text(String, CGRect, font: Font, color: Color, alignment: TextAlignment)
    /// A linear gradient over the rectangle from `from` to `to` along `axis`.
    case linearGradient(CGRect, from: Color, to: Color, axis: GradientAxis)
    /// The same, clipped to the rectangle's corners of `radius` points (a scrim over a rounded image).
    case roundedGradient(CGRect, radius: CGFloat, from: Color, to: Color, axis: GradientAxis)
    /// Restrict drawing to the rectangle until the matching `popClip`. The rectangle is already
    /// intersected with every enclosing clip, so the renderer just sets it.
    case pushClip(CGRect)
    /// Restore the clip in force before the matching `pushClip`.
    case popClip
    /// Draw with this opacity until the matching `popAlpha`. The value is already multiplied by every
    /// enclosing opacity, so the renderer just sets it.
    case pushAlpha(Double)
    /// Restore the opacity in force before the matching `pushAlpha`.
    case popAlpha
    /// The start of a view drawn as one bitmap (`View.shouldRasterize`): the commands up to the
    /// matching `endRasterGroup` draw inside the group's `rect` and nowhere else. Within the group,
    /// clips are narrowed only by that rectangle and opacities start again from 1: the group's pixels
    /// depend on nothing outside it, so a renderer can flatten them once into a bitmap and keep it
    /// while the commands stay the same relative to the rectangle's origin, then draw that bitmap
    /// into `drawnRect`, dimmed by `dimming`, with the clip and opacity in force around the group
    /// (group opacity, as Core Animation's).
    case beginRasterGroup(RasterGroup)
    /// The end of the group opened by the matching `beginRasterGroup`.
    case endRasterGroup
}

/// How a raster group (`DisplayCommand.beginRasterGroup`) is laid out and drawn.
///
/// Its commands are in the coordinates of `rect`; the bitmap they make is drawn into `drawnRect`
/// (the same rectangle, or a scaled one: `View.drawScale`), then `dimming` is laid over it within
/// corners of `cornerRadius`. A renderer may scale and dim the bitmap while these change, and keep a
/// bitmap made at the drawn size and dimming once they hold.
public struct RasterGroup: Hashable, Sendable {
    /// Where the group's commands draw, in the coordinates of those commands (window points when
    /// the group is not scaled).
    public var rect: CGRect
    /// Where the group is drawn, in window points: `rect` itself, or `rect` scaled about a point.
    public var drawnRect: CGRect
    /// A colour laid over the group's pixels (`View.dimming`); `.clear` for none.
    public var dimming: Color
    /// The corner radius of the dimmed area, in points of `rect` (scaled with it), and of `mask`.
    public var cornerRadius: CGFloat
    /// The part of `rect` that shows (`View.drawMask`), in the coordinates of `rect`, its corners
    /// rounded by `cornerRadius`; drawn where `rect` → `drawnRect` carries it. nil shows all of `rect`.
    public var mask: CGRect?
    /// The group drawn in 3D (`View.projection`), in window points: a point `p` of `rect` is drawn at
    /// the projection of `p − rect.center`; `drawnRect` is then the smallest rectangle holding the
    /// projected corners. nil draws it flat into `drawnRect`.
    public var projection: Projection3D?

    /// A group over `rect`, drawn into `drawnRect` (nil: `rect` itself), dimmed by `dimming` within
    /// corners of `cornerRadius` points.
    /// `mask` and `projection` as those properties say.
    public init(
        _ rect: CGRect, drawnIn drawnRect: CGRect? = nil, dimming: Color = .clear, cornerRadius: CGFloat = 0,
        mask: CGRect? = nil, projection: Projection3D? = nil
    ) {
        self.rect = rect
        self.drawnRect = drawnRect ?? rect
        self.dimming = dimming
        self.cornerRadius = cornerRadius
        self.mask = mask
        self.projection = projection
    }

    /// Whether the bitmap is drawn as made: into `rect` itself, undimmed, whole and flat.
    public var isPlain: Bool { drawnRect == rect && dimming.alpha <= 0 && mask == nil && projection == nil }

    /// Whether the bitmap is drawn as triangles (`mask` or `projection`), not copied into a rectangle.
    public var isGeometry: Bool { mask != nil || projection != nil }

    /// Where `mask` shows, in window points: the mask carried from `rect` into `drawnRect`.
    public var drawnMask: CGRect? {
        guard let mask else { return nil }
        let s = scale
        return CGRect(
            x: drawnRect.minX + (mask.minX - rect.minX) * s, y: drawnRect.minY + (mask.minY - rect.minY) * s,
            width: mask.width * s, height: mask.height * s)
    }

    /// The scale from `rect` to `drawnRect` (along x; a group is scaled uniformly), 1 for an empty rect.
    public var scale: CGFloat { rect.width > 0 ? drawnRect.width / rect.width : 1 }
}

/// The frame's drawing, flattened: what the view tree looks like, with no reference to views.
///
/// Rebuilt every frame into the same storage (`removeAll(keepingCapacity:)`), so a steady frame
/// does not allocate.
public struct DisplayList: Sendable {
    /// The commands in drawing order, back to front.
    public private(set) var commands: [DisplayCommand] = []

    /// An empty list.
    public init() {}

    /// Adds `command` on top of everything appended before. Amortised O(1).
    @inline(__always)
    public mutating func append(_ command: DisplayCommand) { commands.append(command) }

    /// Empties the list, keeping its storage for the next frame.
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { commands.isEmpty }
}
