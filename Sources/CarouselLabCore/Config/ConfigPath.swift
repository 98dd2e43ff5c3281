import Foundation

/// Pure string operations on POSIX paths, used to resolve config and image paths without
/// touching the file system (no symlink resolution, so results are predictable in tests).
enum ConfigPath {
    /// `path` made absolute against `currentDirectory` (a leading `~/` means the home folder),
    /// then normalised.
    static func absolute(
        _ path: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        if path == "~" || path.hasPrefix("~/") {
            return normalize(NSHomeDirectory() + "/" + path.dropFirst(1))
        }
        return normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// Removes empty and `.` components and applies `..` (which stops at the root), e.g.
    /// `/a/./b//../c` → `/a/c`. Expects an absolute path; returns `/` for the root.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (an absolute, normalised path); `/` for the root's children.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
