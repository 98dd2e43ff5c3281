import Foundation
import ScrollKit

extension DisplayCommand {
    /// The command with every rectangle moved by −`origin` and every coordinate rounded to 1/1024 pt.
    func relative(to origin: CGPoint) -> DisplayCommand {
        func r(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height).quantised()
        }
        switch self {
        case .fill(let rect, let color): return .fill(r(rect), color)
        case .roundedFill(let rect, let radius, let color): return .roundedFill(r(rect), radius: radius, color)
        case .stroke(let rect, let radius, let width, let color): return .stroke(r(rect), radius: radius, width: width, color)
        case .image(let image, let rect, let mode, let radius):
            return .image(image, r(rect), contentMode: mode, cornerRadius: radius)
        case .croppedImage(let image, let rect, let radius, let imageRect, let mode):
            return .croppedImage(image, r(rect), cornerRadius: radius, imageRect: r(imageRect), contentMode: mode)
        case .text(let text, let rect, let font, let color, let alignment):
            return .text(text, r(rect), font: font, color: color, alignment: alignment)
        case .linearGradient(let rect, let from, let to, let axis):
            return .linearGradient(r(rect), from: from, to: to, axis: axis)
        case .roundedGradient(let rect, let radius, let from, let to, let axis):
            return .roundedGradient(r(rect), radius: radius, from: from, to: to, axis: axis)
        case .pushClip(let rect): return .pushClip(r(rect))
        case .beginRasterGroup(var group):
            group.rect = r(group.rect)
            group.drawnRect = r(group.drawnRect)
            group.mask = group.mask.map(r)
            group.projection = group.projection.map { p in
                let c = CGPoint(x: p.center.x - origin.x, y: p.center.y - origin.y)
                return Projection3D(
                    center: CGPoint(x: (c.x * 1024).rounded() / 1024, y: (c.y * 1024).rounded() / 1024), transform: p.transform)
            }
            return .beginRasterGroup(group)
        case .popClip, .pushAlpha, .popAlpha, .endRasterGroup: return self
        }
    }
}

extension CGRect {
    /// The rectangle with every coordinate rounded to 1/1024 pt.
    func quantised() -> CGRect {
        func q(_ v: CGFloat) -> CGFloat { (v * 1024).rounded() / 1024 }
        return CGRect(x: q(minX), y: q(minY), width: q(width), height: q(height))
    }
}
