import CAllocationCounter

/// Counts the heap allocations a piece of code makes (every `malloc`, `calloc` and `realloc`: the
/// Swift runtime's objects, array, string and dictionary buffers, closure contexts and boxes), on the
/// calling thread only, so tests running on other threads do not count. For tests that hold a path
/// to the benchmarks' promise of no allocation (a frame, a notification). Available on glibc outside
/// sanitizer builds (`Tests/CAllocationCounter`).
public enum AllocationCounter {
    /// Whether allocations can be counted in this build (false under a sanitizer, which replaces
    /// `malloc` itself, and off glibc).
    public static let isAvailable: Bool = {
        let available = allocation_counter_start()
        _ = allocation_counter_stop()
        return available
    }()

    /// Whether this build is optimised (no `DEBUG` condition), where a count of zero means something:
    /// unoptimised code allocates the frames of generic collection accessors, hundreds a frame.
    public static let isOptimizedBuild: Bool = {
        #if DEBUG
            return false
        #else
            return true
        #endif
    }()

    /// How many heap allocations `body` made on this thread; nil when they cannot be counted
    /// (`isAvailable`).
    ///
    /// - Complexity: that of `body`, plus O(1) per allocation it makes.
    public static func count(_ body: () throws -> Void) rethrows -> Int? {
        try counts(body)?.all
    }

    /// How many heap allocations `body` made on this thread, and how many of them were of 4 KiB or
    /// more (`large`: a surface's pixels, say, where the rest are objects and small buffers); nil
    /// when they cannot be counted (`isAvailable`).
    ///
    /// - Complexity: that of `body`, plus O(1) per allocation it makes.
    public static func counts(_ body: () throws -> Void) rethrows -> (all: Int, large: Int)? {
        guard allocation_counter_start() else { return nil }
        defer { _ = allocation_counter_stop() }
        try body()
        let all = allocation_counter_stop()
        return (all, allocation_counter_large())
    }
}
