import Foundation

/// The last few timestamped pointer positions, in a fixed-size ring buffer that never allocates
/// after it is created (as long as the value is not copied and then mutated).
///
/// A sample at the same time as the newest one (or earlier) replaces the newest position, so
/// sample times are strictly increasing.
public struct PointerSampleHistory: Sendable {
    /// One pointer position at one time.
    public struct Sample: Hashable, Sendable {
        /// When, in seconds on the run loop's clock.
        public var time: Timestamp
        /// Where, in points (any fixed coordinate space).
        public var position: CGPoint

        /// A sample at `time` (seconds) and `position` (points).
        public init(time: Timestamp, position: CGPoint) {
            self.time = time
            self.position = position
        }
    }

    /// How many samples the buffer keeps.
    public let capacity: Int
    /// How many samples it holds now (at most `capacity`).
    public private(set) var count = 0

    private var storage: [Sample]
    /// Where the next sample goes.
    private var next = 0

    /// An empty history keeping the last `capacity` samples.
    public init(capacity: Int) {
        precondition(capacity > 0, "capacity must be positive")
        self.capacity = capacity
        storage = Array(repeating: Sample(time: 0, position: .zero), count: capacity)
    }

    /// Records `sample`, dropping the oldest when full.
    public mutating func append(_ sample: Sample) {
        if count > 0, sample.time <= self[fromNewest: 0].time {
            storage[(next - 1 + capacity) % capacity].position = sample.position
            return
        }
        storage[next] = sample
        next = (next + 1) % capacity
        count = min(count + 1, capacity)
    }

    /// The sample `index` places back from the newest (0 is the newest); `index` < `count`.
    public subscript(fromNewest index: Int) -> Sample {
        precondition(index >= 0 && index < count, "sample index out of range")
        return storage[(next - 1 - index + 2 * capacity) % capacity]
    }

    /// How many samples are stamped before `time` (seconds).
    public func count(before time: Timestamp) -> Int {
        var newer = 0
        while newer < count, self[fromNewest: newer].time >= time { newer += 1 }
        return count - newer
    }

    /// Forgets every sample (keeps the storage).
    public mutating func removeAll() {
        count = 0
        next = 0
    }
}
