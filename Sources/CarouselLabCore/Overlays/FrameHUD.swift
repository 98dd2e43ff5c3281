import Foundation
import ScrollKit

/// Key F: frame time and frames per second, from the frame times the run loop passes down, and how
/// app time runs (`AppClock.label`: `1×`, `¼× · paused`).
///
/// Counts the frames of the last `window` seconds; an idle lab (no frames for a while) says so rather
/// than showing a stale rate.
@MainActor
public final class FrameHUD: View {
    public static let size = CGSize(width: 190, height: 52)
    /// The stretch of frames averaged over, in seconds.
    public static let window: TimeInterval = 0.5

    private var times: [Timestamp] = []
    private let label = Label(text: "", font: Font(size: 13, weight: .bold), textColor: .white)
    private let timeText = Label(text: "app time 1×", font: Font(size: 12, weight: .regular), textColor: Color(hex: 0xA8B3C2))
    private var refreshed: Timestamp = -.infinity
    /// How often the text changes, in seconds: a readable rate, and few text rasterisations.
    static let refreshInterval: TimeInterval = 0.25

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color.black.withAlpha(0.7)
        cornerRadius = 8
        times.reserveCapacity(256)
        label.textAlignment = .center
        timeText.textAlignment = .center
        addSubview(label)
        addSubview(timeText)
    }

    public override func layoutSubviews() {
        label.frame = CGRect(x: 0, y: 6, width: bounds.width, height: 22)
        timeText.frame = CGRect(x: 0, y: 28, width: bounds.width, height: 18)
    }

    /// How app time runs, as `AppClock.label` gives it.
    public var timeLabel: String {
        get { String(timeText.text.dropFirst("app time ".count)) }
        set { timeText.text = "app time " + newValue }
    }

    /// The mean time between the frames of the last `window` seconds, in seconds; nil with fewer than two.
    public var frameTime: TimeInterval? {
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return nil }
        return (last - first) / Double(times.count - 1)
    }

    /// Notes a frame built at `now` (seconds).
    public func noteFrame(at now: Timestamp) {
        if let last = times.last, now - last > FrameHUD.window { times.removeAll(keepingCapacity: true) }
        times.append(now)
        if let first = times.firstIndex(where: { now - $0 <= FrameHUD.window }), first > 0 { times.removeFirst(first) }
        guard !isHidden, now - refreshed >= FrameHUD.refreshInterval else { return }
        refreshed = now
        label.text = frameTime.map { String(format: "%.1f ms  ·  %.0f fps", $0 * 1000, 1 / $0) } ?? "idle"
    }
}
