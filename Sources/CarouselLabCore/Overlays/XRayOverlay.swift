import Carousels
import Foundation
import ScrollKit

/// Key X: draws over the live scene what no carousel library shows, for every technique on screen:
/// the scroll view's real frame (cyan) and its content area (orange), each item view's slot with its
/// logical index (clones tinted magenta) or, for an item drawn otherwise, what is drawn: a keyline
/// mask's shown part (violet, labelled with the mask's length, `k 96`) or a 3D projection's
/// bounding box and its four projected corners (mint; `DisplayCommand` has no line to draw the
/// quadrilateral's slanted edges with), the content offset, the centre line, the recentre
/// thresholds (red: the centre line crossing one makes the strip jump), each item's progress (its
/// distance from the snap point in items, `p +0.42`), the projected landing while
/// it moves (green), seed D's and E's press-forwarding regions (blue), and every jump flashed with its Δ.
///
/// It takes no input. While a flash fades it asks the animation driver for frames.
@MainActor
public final class XRayOverlay: View, FrameAnimating {
    /// How long a jump's flash lasts, in seconds.
    public static let flashDuration: TimeInterval = 0.8

    static let frameColor = Color(hex: 0x38E8FF)
    static let contentColor = Color(hex: 0xFFA040)
    static let slotColor = Color(hex: 0xFFE04D)
    static let keylineColor = Color(hex: 0xC58CFF)
    static let projectionColor = Color(hex: 0x7CF5C9)
    /// The side of the square marking each projected corner, in points.
    static let cornerDotSize: CGFloat = 6
    static let cloneTint = Color(hex: 0xFF4DD2, alpha: 0.28)
    static let thresholdColor = Color(hex: 0xFF4D4D)
    static let landingColor = Color(hex: 0x4DFF88)
    static let forwardingTint = Color(hex: 0x4D7CFF, alpha: 0.22)
    static let smallFont = Font(size: 11, weight: .bold)
    static let flashFont = Font(size: 20, weight: .bold)

    /// The techniques drawn.
    var techniques: [Technique] = []

    private struct Flash {
        weak var carousel: View?
        var delta: CGFloat
        var time: Timestamp
    }
    private var flashes: [Flash] = []
    private var now: Timestamp = 0

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override func hitTest(_ point: CGPoint) -> View? { nil }

    /// The jumps still flashing (for tests), newest last.
    public var flashingDeltas: [CGFloat] { flashes.map(\.delta) }

    /// Notes a jump of `carousel`'s content offset by `delta` points, to flash it (the overlay listens
    /// to every technique: `Carousel.addListener(_:)`).
    func noteJump(of carousel: View, by delta: CGFloat) {
        guard !isHidden, let root = windowRoot else { return }
        now = root.animationDriver.now
        flashes.append(Flash(carousel: carousel, delta: delta, time: now))
        if flashes.count > 16 { flashes.removeFirst(flashes.count - 16) }
        root.animationDriver.add(self)
    }

    public func advance(to now: Timestamp) -> Bool {
        self.now = now
        flashes.removeAll { now - $0.time > XRayOverlay.flashDuration || $0.carousel == nil }
        return !flashes.isEmpty
    }

    public override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        for technique in techniques where technique.view.windowRoot != nil {
            draw(technique, into: &context)
        }
    }

    private func draw(_ technique: Technique, into context: inout DrawingContext) {
        let carousel = technique.carousel
        let flow = technique.carousel.flow
        let scrollView = carousel.inspectedScrollView
        guard let holder = scrollView.superview else { return }
        let frame = holder.convert(scrollView.frame, to: nil)
        // Along the strip's main axis, physical (a right-to-left strip's offsets grow leftward).
        let offset = flow.main(scrollView.contentOffset)
        let middle = flow.main(CGPoint(x: frame.midX, y: frame.midY))
        let crossStart = flow.cross(frame.origin)
        let crossLength = flow.cross(frame.size)
        /// A line across the strip at main-axis position `main` (window points), `width` thick.
        func line(at main: CGFloat, width: CGFloat) -> CGRect {
            CGRect(
                origin: flow.point(main: main - width / 2, cross: crossStart), size: flow.size(main: width, cross: crossLength))
        }
        guard let outerClip = context.pushClip(technique.view.convert(technique.view.bounds, to: nil).insetBy(dx: -2, dy: -2))
        else { return }
        defer { context.popClip(restoring: outerClip) }

        for region in carousel.forwardingRegions {
            let area = carousel.convert(region, to: nil)
            context.append(.fill(area, XRayOverlay.forwardingTint))
            label("→ forwards", at: CGPoint(x: area.minX + 4, y: area.maxY - 16), color: .white, into: &context)
        }
        // The content area: from offset 0 to the content's length, as far as it shows.
        let content = CGRect(
            origin: flow.point(main: flow.main(frame.origin) - offset, cross: crossStart),
            size: flow.size(main: flow.main(scrollView.contentSize), cross: crossLength))
        context.append(.stroke(content.insetBy(dx: -3, dy: -3), radius: 0, width: 1, XRayOverlay.contentColor))
        carousel.forEachItemView { view, item in
            let slot = scrollView.convert(item.frame, to: nil)
            let (outline, color, length) = drawOutline(of: view, slot: slot, flow: flow, into: &context)
            if item.isClone { context.append(.fill(outline, XRayOverlay.cloneTint)) }
            let name = item.isClone ? "#\(item.index) clone" : "#\(item.index)"
            label(name, at: CGPoint(x: outline.minX + 4, y: outline.minY + 3), color: color, into: &context)
            label(
                XRayOverlay.progressText(carousel.progress(ofItemAt: item.frame)),
                at: CGPoint(x: outline.minX + 4, y: outline.minY + 20), color: color, into: &context)
            if let length {
                label(
                    XRayOverlay.keylineText(length), at: CGPoint(x: outline.minX + 4, y: outline.minY + 37), color: color,
                    into: &context)
            }
        }
        context.append(.stroke(frame, radius: 0, width: 2, XRayOverlay.frameColor))
        context.append(.fill(line(at: middle, width: 1), XRayOverlay.frameColor.withAlpha(0.6)))
        if let range = carousel.recentreRange {
            for bound in [range.lowerBound, range.upperBound] {
                context.append(.fill(line(at: middle + (bound - offset), width: 2), XRayOverlay.thresholdColor))
            }
            let mark = line(at: middle + range.upperBound - offset, width: 2)
            label("recentre", at: CGPoint(x: mark.maxX + 4, y: mark.maxY - 16), color: XRayOverlay.thresholdColor, into: &context)
        }
        if let target = scrollView.restingTarget {
            let mark = line(at: middle + (flow.main(target) - offset), width: 3)
            context.append(.fill(mark, XRayOverlay.landingColor))
            label(
                String(format: "lands %.1f", flow.main(target)), at: CGPoint(x: mark.maxX + 4, y: mark.minY + 18),
                color: XRayOverlay.landingColor, into: &context)
        }
        label(
            (flow.axis == .horizontal ? "x = " : "y = ") + String(format: "%.1f", offset),
            at: CGPoint(x: frame.minX + 4, y: frame.maxY - 16), color: XRayOverlay.frameColor, into: &context)

        for flash in flashes where flash.carousel === carousel {
            let fade = max(0, 1 - (now - flash.time) / XRayOverlay.flashDuration)
            context.append(.fill(frame, Color.white.withAlpha(0.25 * fade)))
            context.append(
                .text(
                    String(format: "jump Δ %+.1f", flash.delta),
                    CGRect(x: frame.minX, y: frame.midY - 14, width: frame.width, height: 28),
                    font: XRayOverlay.flashFont, color: Color.white.withAlpha(fade), alignment: .center))
        }
    }

    /// Outlines where `view` (an item laid out at `slot`, window points) is drawn: under a
    /// `projection`, the bounding box of its projected corners (`drawnFrame`) and a dot at each of the
    /// four corners (`convert(_:to: nil)` carries them through the projection); under a `drawMask`,
    /// the shown part (`drawnFrame`); else the slot. Returns the rectangle outlined (the labels go in
    /// it), its colour and, for a mask, the mask's length along the main axis in points. A view
    /// showing its back is marked by its slot's centre dot alone. O(1).
    private func drawOutline(of view: View, slot: CGRect, flow: ItemFlow, into context: inout DrawingContext) -> (
        CGRect, Color, CGFloat?
    ) {
        if view.projection != nil {
            let color = XRayOverlay.projectionColor
            let drawn = view.drawnFrame
            guard let superview = view.superview, !drawn.isNull else {
                context.append(.fill(XRayOverlay.dot(at: CGPoint(x: slot.midX, y: slot.midY)), color))
                return (slot, color, nil)
            }
            let box = superview.convert(drawn, to: nil)
            context.append(.stroke(box, radius: 0, width: 1, color))
            let bounds = view.bounds
            for corner in [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
            ] {
                let point = view.convert(corner, to: nil)
                if point.x.isFinite, point.y.isFinite { context.append(.fill(XRayOverlay.dot(at: point), color)) }
            }
            return (box, color, nil)
        }
        if let mask = view.drawMask, let superview = view.superview {
            let shown = superview.convert(view.drawnFrame, to: nil)
            context.append(.stroke(shown, radius: 0, width: 1, XRayOverlay.keylineColor))
            return (shown, XRayOverlay.keylineColor, flow.main(mask.rect.size))
        }
        context.append(.stroke(slot, radius: 0, width: 1, XRayOverlay.slotColor))
        return (slot, XRayOverlay.slotColor, nil)
    }

    /// The square marking a projected corner at `point` (window points), centred on it.
    static func dot(at point: CGPoint) -> CGRect {
        let side = cornerDotSize
        return CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
    }

    /// A keyline mask's length as the X-ray labels it: `k 96`, `k 42.5` (to a tenth of a point).
    static func keylineText(_ length: CGFloat) -> String {
        let tenths = (length * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(format: "k %.0f", tenths / 10) : String(format: "k %.1f", tenths / 10)
    }

    /// An item's progress as the X-ray labels it: `p +0.42`, `p 0.00` centred, `p -1.00` the previous.
    static func progressText(_ progress: CGFloat) -> String {
        let value = abs(progress) < 0.005 ? 0 : progress
        return value == 0 ? "p 0.00" : String(format: "p %+.2f", value)
    }

    private func label(_ text: String, at point: CGPoint, color: Color, into context: inout DrawingContext) {
        let width = CGFloat(text.count) * 7 + 8
        context.append(.fill(CGRect(x: point.x - 2, y: point.y - 1, width: width, height: 15), Color.black.withAlpha(0.6)))
        context.append(
            .text(
                text, CGRect(x: point.x, y: point.y, width: width, height: 14), font: XRayOverlay.smallFont, color: color,
                alignment: .left))
    }
}

extension XRayOverlay: CarouselDelegate {
    /// A technique jumped its content: flash it.
    public func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat) {
        if let view = carousel as? View { noteJump(of: view, by: delta) }
    }
}
