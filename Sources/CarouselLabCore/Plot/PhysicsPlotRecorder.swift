import Carousels
import Foundation
import ScrollKit

/// Feeds the physics plot's model from the focused technique: its jumps (a listener of each
/// technique, beside the X-ray), its releases and the ends of its motions (an observer of each
/// technique's scroll view, beside the event log's reporter: the release carries the velocity and
/// the landing the delegate chose), and one sample per frame.
///
/// Following another technique (the focus moved) starts a new series. Times are app times: the
/// animation driver's, as the run loop passed them down.
@MainActor
public final class PhysicsPlotRecorder {
    /// What the plot shows.
    public private(set) var model = PhysicsPlotModel()
    /// The technique followed now, nil when none is shown.
    public private(set) var followed: SceneKind?
    /// Called with every sample taken and the technique it belongs to (`--plot-csv`).
    public var onSample: (@MainActor (PhysicsPlotModel.Sample, SceneKind) -> Void)?

    private weak var followedCarousel: View?
    /// The followed technique's flow: the plot reads its main axis.
    private var flow = ItemFlow.horizontal
    private var techniques: [Technique] = []

    public init() {}

    /// Listens to `techniques` (those shown now) and no longer to those shown before: observes their
    /// scroll views (adding an observer twice has no effect).
    func watch(_ techniques: [Technique]) {
        for technique in self.techniques where !techniques.contains(where: { $0.carousel === technique.carousel }) {
            technique.carousel.inspectedScrollView.removeObserver(self)
        }
        self.techniques = techniques
        for technique in techniques { technique.carousel.inspectedScrollView.addObserver(self) }
        // Follow the first at once, so the jumps of its first layout are marked too.
        follow(techniques.first)
    }

    /// Starts a new series for `technique` unless it is followed already.
    private func follow(_ technique: Technique?) {
        guard technique?.carousel !== followedCarousel || technique == nil else { return }
        model.reset()
        followedCarousel = technique?.carousel
        followed = technique?.kind
        flow = technique?.carousel.flow ?? .horizontal
        model.reversesOrder = flow.isReversed
    }

    private func isFollowed(_ view: View) -> Bool { followedCarousel === view }

    private func isFollowed(scrollView: ScrollView) -> Bool {
        guard let carousel = followedCarousel as? InspectableCarousel else { return false }
        return carousel.inspectedScrollView === scrollView
    }

    private func now(of view: View) -> Timestamp { view.frameClock?.now ?? 0 }

    // MARK: What the techniques tell

    /// `carousel` jumped by `delta` points (`CarouselDelegate.carousel(_:didJumpBy:)`).
    func noteJump(of carousel: View & InspectableCarousel, by delta: CGFloat) {
        guard isFollowed(carousel) else { return }
        model.noteJump(by: delta, offset: flow.main(carousel.inspectedScrollView.contentOffset), at: now(of: carousel))
    }

    /// `scrollView` was released at `velocityPerMillisecond` (pt/ms, UIKit's unit) and will land on
    /// `target` (the delegate's choice); the plot takes their main-axis parts.
    func noteRelease(of scrollView: ScrollView, velocityPerMillisecond: CGPoint, target: CGPoint) {
        guard isFollowed(scrollView: scrollView) else { return }
        model.noteRelease(
            ReleasePrediction(
                time: now(of: scrollView), metrics: metrics(of: scrollView),
                velocity: ScrollPhysics.perSecond(fromPerMillisecond: flow.main(velocityPerMillisecond)),
                target: flow.main(target), paging: scrollView.isPagingEnabled, pageWidth: flow.main(scrollView.bounds.size),
                rate: scrollView.decelerationRate, bounces: scrollView.bounces))
    }

    /// The followed technique's scroll metrics along its main axis.
    private func metrics(of scrollView: ScrollView) -> ScrollAxisMetrics {
        flow.axis == .horizontal ? scrollView.horizontalMetrics : scrollView.verticalMetrics
    }

    /// `scrollView`'s motion ended (at rest, caught by a press, or a new drag began).
    func noteMotionEnded(of scrollView: ScrollView) {
        guard isFollowed(scrollView: scrollView) else { return }
        model.noteMotionEnded(at: now(of: scrollView))
    }

    // MARK: Per frame

    /// Takes the frame's sample at app time `time` from the technique `focus` names (the focused
    /// carousel; the one followed before, or the first shown, when the focus is elsewhere).
    func sample(focus: View?, at time: Timestamp) {
        let technique =
            techniques.first { $0.carousel === focus }
            ?? techniques.first { $0.carousel === followedCarousel }
            ?? techniques.first
        follow(technique)
        guard let technique else { return }
        let metrics = metrics(of: technique.carousel.inspectedScrollView)
        if let sample = model.addSample(at: time, offset: metrics.offset, isOutOfRange: metrics.isOutOfRange) {
            onSample?(sample, technique.kind)
        }
    }
}

extension PhysicsPlotRecorder: CarouselDelegate {
    /// A technique jumped its content: the plot marks the jump if it follows that technique.
    public func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat) {
        if let carousel = carousel as? View & InspectableCarousel { noteJump(of: carousel, by: delta) }
    }
}

extension PhysicsPlotRecorder: ScrollViewDelegate {
    /// A drag began: whatever moved the followed strip before has ended.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        noteMotionEnded(of: scrollView)
    }

    /// A release: its velocity and the landing the delegate chose (the observer's copy; the plot
    /// moves nothing).
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        noteRelease(of: scrollView, velocityPerMillisecond: velocity, target: targetContentOffset)
    }

    /// A drag released at rest ends the motion there.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteMotionEnded(of: scrollView) }
    }

    /// Momentum, a snap or a bounce ended (at rest, or caught by a press).
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        noteMotionEnded(of: scrollView)
    }
}
