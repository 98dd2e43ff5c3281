import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a path cannot be read as a regular file, in words, from `stat`, `lstat` and `open` and their
/// `errno`: missing (or a symbolic link to nothing), a symbolic link loop, a folder, a device, a
/// FIFO, a socket, no permission. Shared by the config loader and the image loader, so both name
/// the real cause.
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. "it is a FIFO (named pipe), not a regular file".
    public let reason: String
    /// What to do, e.g. "give the path of a PNG or JPEG file".
    public let remedy: String
    /// True when nothing exists at the path (not even a symbolic link).
    public let isMissing: Bool

    public var description: String { "\(reason) (\(remedy))" }

    /// Nil when `path` is a regular file this process can open for reading (possibly empty);
    /// otherwise why not. Never blocks: a FIFO is named, not opened.
    /// - Parameters:
    ///   - path: the file to check.
    ///   - expected: what the file should be, for remedies: "a PNG or JPEG file".
    public static func check(_ path: String, expected: String) -> FileProblem? {
        let remedy = "give the path of \(expected)"
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                var link = stat()
                if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    return FileProblem(
                        reason: "it is a symbolic link to \(target), which does not exist", remedy: remedy, isMissing: false)
                }
                return FileProblem(reason: "no such file", remedy: "check the path", isMissing: true)
            }
            return FileProblem(errno: code, remedy: remedy)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return FileProblem(reason: "it is a folder, not a file", remedy: remedy, isMissing: false)
        case S_IFCHR:
            return FileProblem(reason: "it is a character device, not a regular file", remedy: remedy, isMissing: false)
        case S_IFBLK:
            return FileProblem(reason: "it is a block device, not a regular file", remedy: remedy, isMissing: false)
        case S_IFIFO:
            return FileProblem(reason: "it is a FIFO (named pipe), not a regular file", remedy: remedy, isMissing: false)
        case S_IFSOCK:
            return FileProblem(reason: "it is a socket, not a regular file", remedy: remedy, isMissing: false)
        default:
            return FileProblem(reason: "it is not a regular file", remedy: remedy, isMissing: false)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return FileProblem(errno: errno, remedy: remedy) }
        close(descriptor)
        return nil
    }

    init(reason: String, remedy: String, isMissing: Bool) {
        self.reason = reason
        self.remedy = remedy
        self.isMissing = isMissing
    }

    /// The cause an `errno` from `stat` or `open` names.
    init(errno code: Int32, remedy: String) {
        isMissing = false
        switch code {
        case ELOOP:
            reason = "its path is a symbolic link loop (too many levels of symbolic links)"
            self.remedy = "fix the links, or " + remedy
        case EACCES, EPERM:
            reason = "permission denied (the file, or a folder on its path, is not readable by this user)"
            self.remedy = "check its permissions"
        case ENOTDIR:
            reason = "a part of its path is not a folder"
            self.remedy = "check the path"
        case ENAMETOOLONG:
            reason = "the path is too long"
            self.remedy = "check the path"
        default:
            reason = String(cString: strerror(code))
            self.remedy = remedy
        }
    }
}
