import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a path, enough to see that the file changed: which file it is (device and
/// inode: an editor's atomic rename puts another file at the path), its size and when it was last
/// written (nanoseconds). `nil` for a path with no file (deleted, renamed away, not yet written).
struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// The last modification, in nanoseconds since 1970.
    var modified: Int64

    /// The stamp of the file at `path` now (following symbolic links), nil when there is none.
    /// One `stat` call; O(1).
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return FileStamp(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
