import Foundation

/// A row of dots, one per page, the current one brighter: UIKit's `UIPageControl`, display only.
/// It follows `flow`: a row from the left (page 0 at the left), a row from the right for a
/// right-to-left strip, or a column from the top beside a vertical strip.
///
/// With more pages than `maximumVisibleDots`, it shows a window of dots that slides with the current
/// page, the dots at a cut end drawn smaller (as iOS 14 does), so ten thousand pages still fit.
/// Drawing emits one rounded fill per visible dot and allocates nothing.
@MainActor
public final class PageControl: View {
    /// The diameter of a dot, in points.
    public static let dotDiameter: CGFloat = 7
    /// The distance between the centres of neighbouring dots, in points.
    public static let dotPitch: CGFloat = 15

    /// How many pages there are (0 or 1 draws nothing, as UIKit's `hidesForSinglePage`).
    public var numberOfPages = 0 { didSet { currentPage = clampedPage(currentPage) } }
    /// The highlighted page, clamped to `0..<numberOfPages`.
    public var currentPage = 0 {
        didSet { if currentPage != clampedPage(currentPage) { currentPage = clampedPage(currentPage) } }
    }
    /// Which way the pages run: the dots follow it. Changing it redraws them.
    public var flow: ItemFlow = .horizontal
    /// The most dots drawn at once.
    public var maximumVisibleDots = 9
    /// The colour of the dots of the other pages.
    public var pageIndicatorColor = Color.white.withAlpha(0.35)
    /// The colour of the current page's dot.
    public var currentPageIndicatorColor = Color.white

    /// A page control of `frame` with no pages; it takes no input (`isUserInteractionEnabled` false).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The pages whose dots are drawn: all of them, or a window of `maximumVisibleDots` around the
    /// current page, kept inside `0..<numberOfPages`.
    public var visiblePages: Range<Int> {
        let visible = max(1, maximumVisibleDots)
        guard numberOfPages > visible else { return 0..<max(0, numberOfPages) }
        let first = min(max(0, currentPage - visible / 2), numberOfPages - visible)
        return first..<(first + visible)
    }

    /// The size the dots of `pageCount` pages take (at most `maximumVisibleDots` of them), in
    /// points: UIKit's `size(forNumberOfPages:)`. Zero for fewer than two pages.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let dots = min(pageCount, max(1, maximumVisibleDots))
        guard dots > 1 else { return .zero }
        return flow.size(main: CGFloat(dots - 1) * PageControl.dotPitch + PageControl.dotDiameter, cross: PageControl.dotDiameter)
    }

    public override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        guard numberOfPages > 1 else { return }
        let pages = visiblePages
        let pitch = PageControl.dotPitch
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        // Page `pages.lowerBound` at the start of the main axis (the right, right to left).
        let first = flow.main(centre) - flow.physicalDelta(CGFloat(pages.count - 1) * pitch / 2)
        for page in pages {
            // A cut end (more pages beyond it) shows a smaller dot.
            let cut = (page == pages.lowerBound && page > 0) || (page == pages.upperBound - 1 && page < numberOfPages - 1)
            let diameter = PageControl.dotDiameter * (cut ? 0.6 : 1)
            let main = first + flow.physicalDelta(CGFloat(page - pages.lowerBound) * pitch)
            let dotCentre = flow.replacingMain(of: centre, with: main)
            let dot = CGRect(x: dotCentre.x - diameter / 2, y: dotCentre.y - diameter / 2, width: diameter, height: diameter)
            context.append(
                .roundedFill(dot, radius: diameter / 2, page == currentPage ? currentPageIndicatorColor : pageIndicatorColor))
        }
    }

    private func clampedPage(_ page: Int) -> Int {
        numberOfPages > 0 ? min(max(0, page), numberOfPages - 1) : 0
    }
}
