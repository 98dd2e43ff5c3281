import Foundation

/// Scroll indicators as on iOS: thin bars that show while the content moves and fade out after.
extension ScrollView {
    /// The indicator bar's thickness, in points.
    public static let indicatorThickness: CGFloat = 3
    /// The gap between an indicator and the view's edges, in points.
    public static let indicatorInset: CGFloat = 3
    /// The shortest an indicator gets, in points (it shrinks further only while overscrolled).
    public static let minimumIndicatorLength: CGFloat = 36
    /// How long indicators stay after the content stops, in seconds.
    public static let indicatorLingerDuration: TimeInterval = 0.5
    /// How long they take to fade out, in seconds.
    public static let indicatorFadeDuration: TimeInterval = 0.25
    /// The indicator colour (light, for the lab's dark backgrounds), before fading.
    public static let indicatorColor = Color.white.withAlpha(0.55)

    /// The indicators' opacity at `now`: 1 while moving and for a moment after, then fading to 0.
    public func indicatorOpacity(at now: Timestamp) -> Double {
        if isDragging || motion != nil { return 1 }
        let idle = now - lastScrollActivity
        if idle <= ScrollView.indicatorLingerDuration { return 1 }
        return max(0, 1 - (idle - ScrollView.indicatorLingerDuration) / ScrollView.indicatorFadeDuration)
    }

    func indicatorsVisible(at now: Timestamp) -> Bool {
        (showsHorizontalScrollIndicator || showsVerticalScrollIndicator) && indicatorOpacity(at: now) > 0
    }

    func drawIndicators(in rect: CGRect, into context: inout DrawingContext) {
        let opacity = indicatorOpacity(at: now)
        guard opacity > 0 else { return }
        let color = ScrollView.indicatorColor.withAlpha(ScrollView.indicatorColor.alpha * opacity)
        let thickness = ScrollView.indicatorThickness
        let inset = ScrollView.indicatorInset
        let low = minimumContentOffset
        let high = maximumContentOffset
        let offset = contentOffset
        let showsHorizontal = showsHorizontalScrollIndicator && high.x > low.x
        let showsVertical = showsVerticalScrollIndicator && high.y > low.y
        if showsHorizontal {
            let track = rect.width - 2 * inset - (showsVertical ? thickness + inset : 0)
            let bar = ScrollView.indicatorBar(
                track: track, visible: bounds.width, content: high.x - low.x + bounds.width,
                offset: offset.x, low: low.x, high: high.x)
            context.append(
                .roundedFill(
                    CGRect(
                        x: rect.minX + inset + bar.start, y: rect.maxY - inset - thickness,
                        width: bar.length, height: thickness), radius: thickness / 2, color))
        }
        if showsVertical {
            let track = rect.height - 2 * inset - (showsHorizontal ? thickness + inset : 0)
            let bar = ScrollView.indicatorBar(
                track: track, visible: bounds.height, content: high.y - low.y + bounds.height,
                offset: offset.y, low: low.y, high: high.y)
            context.append(
                .roundedFill(
                    CGRect(
                        x: rect.maxX - inset - thickness, y: rect.minY + inset + bar.start,
                        width: thickness, height: bar.length), radius: thickness / 2, color))
        }
    }

    /// Where an indicator bar sits along its track (points from the track's start) and how long it is:
    /// proportional to the visible share of the content, shrinking while overscrolled.
    static func indicatorBar(
        track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat,
        low: CGFloat, high: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        let overscroll = offset < low ? low - offset : (offset > high ? offset - high : 0)
        let proportional = max(minimumIndicatorLength, track * visible / max(content, 1))
        let length = min(track, max(indicatorThickness * 2, proportional - overscroll))
        let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return (progress * (track - length), length)
    }
}
