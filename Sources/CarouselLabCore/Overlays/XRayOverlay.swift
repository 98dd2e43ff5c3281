import Carousels
import Foundation
import ScrollKit

/// Key X: draws over the live scene what no carousel library shows, for every technique on screen:
/// the scroll view's real frame (cyan) and its content area (orange), each item view's slot with its
/// logical index (clones tinted magenta), the content offset, the centre line, the recentre
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
        let flow = technique.view.flow
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
        carousel.forEachInspectedItem { item in
            let slot = scrollView.convert(item.frame, to: nil)
            if item.isClone { context.append(.fill(slot, XRayOverlay.cloneTint)) }
            context.append(.stroke(slot, radius: 0, width: 1, XRayOverlay.slotColor))
            label(
                item.isClone ? "#\(item.index) clone" : "#\(item.index)", at: CGPoint(x: slot.minX + 4, y: slot.minY + 3),
                color: XRayOverlay.slotColor, into: &context)
            label(
                XRayOverlay.progressText(carousel.progress(ofItemAt: item.frame)),
                at: CGPoint(x: slot.minX + 4, y: slot.minY + 20),
                color: XRayOverlay.slotColor, into: &context)
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
