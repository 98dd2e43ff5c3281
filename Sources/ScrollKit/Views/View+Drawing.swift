import Foundation

extension View {
    /// Walks the tree from this view (taken as the window's root: its frame origin is the window's
    /// top-left) and returns what it looks like, in window coordinates.
    ///
    /// - Complexity: O(n) in the number of views.
    public func makeDisplayList(textMeasurer: TextMeasuring?) -> DisplayList {
        var list = DisplayList()
        makeDisplayList(into: &list, textMeasurer: textMeasurer)
        return list
    }

    /// Rebuilds `list` in place from this view (the window's root), reusing its storage: a steady
    /// frame allocates nothing as long as nothing else holds a copy of `list`.
    /// - Complexity: O(n) in the number of views.
    public func makeDisplayList(into list: inout DisplayList, textMeasurer: TextMeasuring?) {
        var context = DrawingContext(reusing: &list, clip: CGRect(origin: .zero, size: bounds.size), textMeasurer: textMeasurer)
        draw(at: .zero, into: &context)
        context.finish(into: &list)
    }

    /// Draws the view whose frame's top-left corner is at `origin` in window coordinates: background,
    /// own content, subviews (clipped if `clipsToBounds`), then the border on top, then `dimming`; as
    /// one raster group if `shouldRasterize` (which the renderer scales and dims) or projected; scaled
    /// by `drawScale` about its anchor, moved by `drawOffset`, cut to its `drawMask`.
    func draw(at origin: CGPoint, into context: inout DrawingContext) {
        guard !isHidden, alpha > 0 else { return }
        if let projection {
            drawProjected(projection, at: origin, into: &context)
            return
        }
        let move = drawTranslation
        let rect = CGRect(origin: CGPoint(x: origin.x + move.x, y: origin.y + move.y), size: bounds.size)
        // The part that shows, in window coordinates (the whole rect without a mask).
        let mask = drawMask.map { $0.rect.offsetBy(dx: rect.minX - bounds.minX, dy: rect.minY - bounds.minY) }
        // A leaf entirely outside the clip cannot show anything.
        if subviews.isEmpty, !(mask ?? rect).intersects(context.clip) { return }

        var outerScale: DrawingContext.Scale?
        if drawScale != 1 {
            let scale = min(max(drawScale, 0.01), 100)
            let anchor = CGPoint(x: rect.minX + drawScaleAnchor.x * rect.width, y: rect.minY + drawScaleAnchor.y * rect.height)
            outerScale = context.pushScale(scale, about: anchor)
        }
        defer { if let outerScale { context.popScale(restoring: outerScale) } }
        let outerAlpha = alpha < 1 ? context.pushAlpha(alpha) : nil
        if shouldRasterize {
            // Scaled, dimmed or masked, still one bitmap: the renderer scales, dims and cuts it as it draws it.
            if let outside = context.beginRasterGroup(rect, dimming: dimming, cornerRadius: cornerRadius, mask: mask) {
                drawLayers(in: rect, into: &context)
                context.endRasterGroup(restoring: outside)
            }
        } else if let mask {
            if let outerClip = context.pushClip(mask) {
                drawLayersDimmed(in: rect, into: &context)
                context.popClip(restoring: outerClip)
            }
        } else {
            drawLayersDimmed(in: rect, into: &context)
        }
        if let outerAlpha { context.popAlpha(restoring: outerAlpha) }
    }

    /// Draws the view through `projection` (given in the superview's space) as one raster group;
    /// nothing when it shows its back or reaches behind the eye.
    private func drawProjected(_ projection: Projection3D, at origin: CGPoint, into context: inout DrawingContext) {
        let size = bounds.size
        // `Projection3D.isDrawable(size:)`, its bounding box found once, in the window's space (where
        // a corner lands only moves with the centre; whether it reaches the eye does not).
        guard !projection.showsBack(size: size) else { return }
        let rect = CGRect(origin: origin, size: size)
        // The superview's space is the window's moved by origin − frame.origin.
        let inWindow = projection.offsetBy(dx: origin.x - frame.minX, dy: origin.y - frame.minY)
        guard let box = inWindow.boundingBox(size: size) else { return }
        let outerAlpha = alpha < 1 ? context.pushAlpha(alpha) : nil
        if let outside = context.beginRasterGroup(
            rect, dimming: dimming, cornerRadius: cornerRadius, mask: nil, projection: inWindow, box: box)
        {
            drawLayers(in: rect, into: &context)
            context.endRasterGroup(restoring: outside)
        }
        if let outerAlpha { context.popAlpha(restoring: outerAlpha) }
    }

    /// The layers, then `dimming` over them: a view drawn command by command.
    private func drawLayersDimmed(in rect: CGRect, into context: inout DrawingContext) {
        drawLayers(in: rect, into: &context)
        if dimming.alpha > 0 {
            context.append(cornerRadius > 0 ? .roundedFill(rect, radius: cornerRadius, dimming) : .fill(rect, dimming))
        }
    }

    /// Background, content, subviews, overlay and border of the view occupying `rect` (window coordinates).
    private func drawLayers(in rect: CGRect, into context: inout DrawingContext) {
        if backgroundColor.alpha > 0 {
            context.append(
                cornerRadius > 0
                    ? .roundedFill(rect, radius: cornerRadius, backgroundColor)
                    : .fill(rect, backgroundColor))
        }
        drawContent(in: rect, into: &context)
        drawSubviews(
            contentOrigin: CGPoint(x: rect.minX - bounds.origin.x, y: rect.minY - bounds.origin.y), in: rect, into: &context)
        drawOverlay(in: rect, into: &context)
        if borderWidth > 0, borderColor.alpha > 0 {
            context.append(.stroke(rect, radius: cornerRadius, width: borderWidth, borderColor))
        }
    }

    private func drawSubviews(contentOrigin: CGPoint, in rect: CGRect, into context: inout DrawingContext) {
        guard !subviews.isEmpty else { return }
        var outerClip: CGRect?
        if clipsToBounds {
            outerClip = context.pushClip(rect)
            guard outerClip != nil else { return }
        }
        // The subviews through a local copy of the array, which keeps each alive while it draws, each
        // borrowed without a retain and a release of its own (a view whose subviews point back to it
        // weakly has a side table, and its reference counting takes the runtime's slow path).
        let subviews = subviews
        if hasProjectedSubviews {
            sortDrawingOrder()
            let order = drawingOrder
            for index in order.indices {
                Unmanaged.passUnretained(subviews[order[index]])._withUnsafeGuaranteedRef { subview in
                    let frame = subview.frame
                    subview.draw(
                        at: CGPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y),
                        into: &context)
                }
            }
        } else {
            for index in subviews.indices {
                Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { subview in
                    let frame = subview.frame
                    subview.draw(
                        at: CGPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y),
                        into: &context)
                }
            }
        }
        if let outerClip { context.popClip(restoring: outerClip) }
    }
}
