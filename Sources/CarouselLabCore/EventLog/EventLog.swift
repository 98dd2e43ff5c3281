import Carousels
import Foundation
import ScrollKit

/// `--events`: one JSON object per line on standard output for every delegate event of the scene,
/// e.g. `{"cause":"fling","event":"didEndDecelerating","offset":616,"scene":"scroll","time":1.234,"view":"strip"}`
/// (an `EventLine`).
///
/// `time` is the frame time in seconds since SDL started, to thousandths; offsets are content
/// offsets in points.
@MainActor
public final class EventLog {
    /// The scene named in each line; the lab changes it when another scene opens.
    public var scene: String
    private let clock: () -> Timestamp
    private let write: (String) -> Void

    /// A log for `scene` that stamps events with `clock()` and hands each line to `write`.
    public init(scene: String, clock: @escaping () -> Timestamp, write: @escaping (String) -> Void) {
        self.scene = scene
        self.clock = clock
        self.write = write
    }

    /// Writes one event line about `view`.
    func emit(_ body: EventLine.Body, view: String) {
        write(JSONLine.text(EventLine(scene: scene, view: view, time: EventLine.rounded(clock()), body: body)))
    }
}
