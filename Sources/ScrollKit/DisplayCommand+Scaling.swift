import Foundation

extension DisplayCommand {
    /// The command with every coordinate `p` mapped to `p × scale + translation` (window points), and
    /// radii, border widths and font sizes multiplied by `scale` (font sizes rounded to whole points,
    /// so a scaling strip reuses a few text renderings instead of one per frame). A raster group's
    /// `drawnRect` is mapped, its `rect` (the coordinates of its own commands) kept. O(1).
    public func scaled(by scale: CGFloat, translation: CGPoint) -> DisplayCommand {
        func r(_ rect: CGRect) -> CGRect {
            CGRect(
                x: rect.minX * scale + translation.x, y: rect.minY * scale + translation.y,
                width: rect.width * scale, height: rect.height * scale)
        }
        switch self {
        case .fill(let rect, let color): return .fill(r(rect), color)
        case .roundedFill(let rect, let radius, let color): return .roundedFill(r(rect), radius: radius * scale, color)
        case .stroke(let rect, let radius, let width, let color):
            return .stroke(r(rect), radius: radius * scale, width: width * scale, color)
        case .image(let image, let rect, let mode, let radius):
            return .image(image, r(rect), contentMode: mode, cornerRadius: radius * scale)
        case .croppedImage(let image, let rect, let radius, let imageRect, let mode):
            return .croppedImage(image, r(rect), cornerRadius: radius * scale, imageRect: r(imageRect), contentMode: mode)
        case .text(let text, let rect, let font, let color, let alignment):
            var scaledFont = font
            scaledFont.size = max(1, (font.size * scale).rounded())
            return .text(text, r(rect), font: scaledFont, color: color, alignment: alignment)
        case .linearGradient(let rect, let from, let to, let axis):
            return .linearGradient(r(rect), from: from, to: to, axis: axis)
        case .roundedGradient(let rect, let radius, let from, let to, let axis):
            return .roundedGradient(r(rect), radius: radius * scale, from: from, to: to, axis: axis)
        case .pushClip(let rect): return .pushClip(r(rect))
        case .beginRasterGroup(let group): return .beginRasterGroup(group.scaled(by: scale, translation: translation))
        case .popClip, .pushAlpha, .popAlpha, .endRasterGroup: return self
        }
    }
}

extension RasterGroup {
    /// The group drawn under a scale: `drawnRect` and the projection mapped to `p × scale +
    /// translation` (window points); `rect`, the coordinates of its own commands, and `mask`, in
    /// them, kept. O(1).
    public func scaled(by scale: CGFloat, translation: CGPoint) -> RasterGroup {
        var group = self
        group.drawnRect = CGRect(
            x: drawnRect.minX * scale + translation.x, y: drawnRect.minY * scale + translation.y,
            width: drawnRect.width * scale, height: drawnRect.height * scale)
        if let projection {
            var scaled = projection
            scaled.center = CGPoint(
                x: projection.center.x * scale + translation.x, y: projection.center.y * scale + translation.y)
            scaled.transform = projection.transform.concatenating(.scale(x: scale, y: scale, z: 1))
            group.projection = scaled
        }
        return group
    }
}
