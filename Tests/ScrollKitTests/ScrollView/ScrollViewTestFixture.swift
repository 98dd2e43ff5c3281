import Foundation
import ScrollKit
import ScrollKitTestSupport

/// A 300×200 horizontal scroll view with 3000 pt of content in a 400×300 window, a recording
/// delegate and a frame driver.
@MainActor
struct ScrollFixture {
    let scrollView: ScrollView
    let recorder = DelegateRecorder()
    let driver: FrameDriver

    /// - Parameters:
    ///   - delivery: how the driver's drags deliver pointer samples (exact 8 ms, or as SDL does).
    ///   - start: the clock's start, seconds (its fraction of a millisecond is the frames' phase).
    init(
        hz: Double = 60, contentWidth: CGFloat = 3000, paging: Bool = false,
        delivery: FrameDriver.PointerDelivery = .exact, start: Timestamp = 10,
        configure: (ScrollView) -> Void = { _ in }
    ) {
        scrollView = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        scrollView.contentSize = CGSize(width: contentWidth, height: 200)
        scrollView.isPagingEnabled = paging
        scrollView.delegate = recorder
        configure(scrollView)
        driver = FrameDriver(size: CGSize(width: 400, height: 300), containing: scrollView, hz: hz, start: start)
        driver.pointerDelivery = delivery
    }

    /// A point inside the scroll view, in window coordinates.
    var middle: CGPoint { CGPoint(x: 200, y: 150) }

    /// A horizontal fling: the pointer moves `distance` points (negative: leftwards, which scrolls
    /// the content offset forwards) at `speed` points per second and lifts without pausing.
    func fling(_ distance: CGFloat, speed: CGFloat) {
        driver.drag(from: middle, by: CGPoint(x: distance, y: 0), speed: speed)
    }
}

/// The two ways a test drag can reach the window: every fling test runs in both.
let pointerDeliveries: [FrameDriver.PointerDelivery] = [.exact, .sdl()]
