import Foundation
import ScrollKit

/// Listens to one technique's scroll view for the physics plot, in the scroll view's `observer`
/// place, and passes every call on to the observer that was there before (the event log's reporter),
/// so both hear everything, the reporter as before. The plot needs the release: the velocity and the
/// landing the delegate chose, which only the observer hears.
///
/// `observer` is weak: the shell keeps its taps.
@MainActor
final class PlotTap: ScrollViewDelegate {
    /// Who hears the releases and the ends of motions.
    weak var recorder: PhysicsPlotRecorder?
    /// The scroll view listened to (nil once it is gone: the tap can go too).
    private(set) weak var scrollView: ScrollView?
    private weak var next: ScrollViewDelegate?

    /// Installs a tap on `scrollView`, in front of its current observer.
    init(scrollView: ScrollView, recorder: PhysicsPlotRecorder) {
        self.recorder = recorder
        self.scrollView = scrollView
        next = scrollView.observer
        scrollView.observer = self
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        next?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        recorder?.noteMotionEnded(of: scrollView)
        next?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        recorder?.noteRelease(of: scrollView, velocityPerMillisecond: velocity, target: targetContentOffset)
        next?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { recorder?.noteMotionEnded(of: scrollView) }
        next?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        next?.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        recorder?.noteMotionEnded(of: scrollView)
        next?.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        next?.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
