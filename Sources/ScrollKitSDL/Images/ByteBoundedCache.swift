import Foundation

/// An in-memory cache of byte buffers whose total size never exceeds `capacity` bytes: inserting
/// past it drops the least recently used entries first. A buffer larger than the whole capacity is
/// not kept.
///
/// A value type with no lock: its owner (`ImageLoader`, on the main thread) is its only user.
/// Eviction scans for the oldest entry (O(entries)); a loader holds tens of images, not thousands.
struct ByteBoundedCache<Key: Hashable> {
    /// The most bytes the cache holds.
    let capacity: Int
    /// The bytes held now (the sum of the buffers' sizes), never above `capacity`.
    private(set) var totalBytes = 0

    private var entries: [Key: (data: Data, lastUse: UInt64)] = [:]
    private var useCounter: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Number of buffers held.
    var count: Int { entries.count }

    /// The buffer for `key`, marked as just used; nil when it is not (or no longer) cached.
    mutating func value(for key: Key) -> Data? {
        guard let entry = entries[key] else { return nil }
        useCounter += 1
        entries[key] = (entry.data, useCounter)
        return entry.data
    }

    /// Whether `key` is cached, without marking it used.
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Keeps `data` for `key` (replacing what was there), evicting the least recently used buffers
    /// until everything fits. Does nothing but drop the old value when `data` alone exceeds the
    /// capacity.
    mutating func insert(_ data: Data, for key: Key) {
        remove(key)
        guard data.count <= capacity else { return }
        while totalBytes + data.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
        useCounter += 1
        entries[key] = (data, useCounter)
        totalBytes += data.count
    }

    /// Drops `key`'s buffer, if any.
    mutating func remove(_ key: Key) {
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.data.count }
    }
}
