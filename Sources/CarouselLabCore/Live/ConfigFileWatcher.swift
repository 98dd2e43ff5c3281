import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one file (the lab's config) from a background thread and calls `onChange` there whenever
/// it may have changed: written, truncated, replaced by an atomic rename (how editors save), deleted,
/// renamed away, or created again. It says only *that* something happened; the caller reads the file
/// (and a spurious call costs one read).
///
/// How it watches (`mechanism`):
/// - Linux: inotify on the file's *folder* (a watch on the file itself would follow the old inode
///   away after a rename and miss the new file), events filtered by the file's name. The thread
///   sleeps in `poll(2)` until the kernel has an event or `stop()` writes to its pipe: no CPU at rest.
/// - Elsewhere, or when inotify cannot be used (no instances left, the folder unreadable): a
///   `FileStamp` (device, inode, size, modification time) taken every `pollInterval` seconds on the
///   thread, compared with the last one.
///
/// The thread runs from `init` until `stop()` (or `deinit`); `onChange` must be thread-safe (it
/// typically records the change and wakes the run loop: `LoopWaker`).
public final class ConfigFileWatcher: @unchecked Sendable {
    /// How the file is watched.
    public enum Mechanism: String, Sendable {
        /// inotify on the file's folder (Linux).
        case inotify
        /// A stat of the file every `pollInterval` seconds.
        case polling
    }

    /// How often the polling fallback looks at the file, in seconds (four times a second: a change
    /// is seen within 0.25 s, and a `stat` that often costs nothing measurable).
    public static let pollInterval: TimeInterval = 0.25

    /// The absolute path watched.
    public let path: String
    /// How it is watched (inotify when it could be set up, else polling).
    public let mechanism: Mechanism
    /// Raised by the thread at each change, lowered by `takeChange()`.
    private let flag = ChangeFlag()
    /// `stop()` writes a byte here; the thread polls the read end beside inotify (or as its sleep).
    private let stopPipe: (read: Int32, write: Int32)
    private let inotifyDescriptor: Int32?
    private let thread: Thread?
    private let stopped = NSLock()
    private var isStopped = false

    /// Starts watching `path` (made absolute against the current directory), calling `onChange` on
    /// the watcher's thread after each change (after `takeChange()` would see it).
    /// `forcePolling` skips inotify (tests of the fallback).
    public init(path: String, forcePolling: Bool = false, onChange: @escaping @Sendable () -> Void = {}) {
        let path = ConfigPath.absolute(path)
        self.path = path
        let flag = flag
        let onChange: @Sendable () -> Void = {
            flag.raise()
            onChange()
        }
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        for fd in fds where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        stopPipe = (fds[0], fds[1])
        let directory = ConfigPath.directory(of: path)
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
        inotifyDescriptor = forcePolling ? nil : ConfigFileWatcher.openInotify(directory: directory)
        mechanism = inotifyDescriptor == nil ? .polling : .inotify
        let (inotify, stopRead) = (inotifyDescriptor, stopPipe.read)
        let initial = FileStamp.of(path) // now: a change right after `init` is a change
        let body: @Sendable () -> Void =
            if let inotify {
                { ConfigFileWatcher.watchInotify(inotify, name: name, stop: stopRead, onChange: onChange) }
            } else {
                { ConfigFileWatcher.watchByPolling(path, from: initial, stop: stopRead, onChange: onChange) }
            }
        let thread = Thread(block: body)
        thread.name = "config watcher"
        thread.stackSize = 256 * 1024
        self.thread = thread
        thread.start()
    }

    /// Whether the file may have changed since the last call (the run loop asks on each pass). Any
    /// thread; O(1).
    public func takeChange() -> Bool { flag.take() }

    /// Stops the thread (it ends within its current `poll`) and closes the descriptors once it has.
    /// Later calls do nothing. Any thread.
    public func stop() {
        stopped.lock()
        defer { stopped.unlock() }
        guard !isStopped else { return }
        isStopped = true
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        // The thread closes nothing: it may still be in `poll` on these descriptors for an instant,
        // so they are closed by `deinit`, after `stop()`, when the watcher is released.
    }

    deinit {
        stop()
        // Give the thread its moment to see the stop before its descriptors go away.
        var waited = 0
        while thread?.isFinished == false, waited < 100 {
            usleep(1000)
            waited += 1
        }
        if let inotifyDescriptor { close(inotifyDescriptor) }
        close(stopPipe.read)
        close(stopPipe.write)
    }

    // MARK: inotify (Linux)

    #if canImport(Glibc)
        /// The events of the folder that can change what the path names.
        private static let mask: UInt32 =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
    #endif

    /// An inotify descriptor watching `directory`, nil when inotify is unavailable or refuses.
    private static func openInotify(directory: String) -> Int32? {
        #if canImport(Glibc)
            let fd = inotify_init1(Int32(IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            guard inotify_add_watch(fd, directory, mask) >= 0 else {
                close(fd)
                return nil
            }
            return fd
        #else
            return nil
        #endif
    }

    /// The thread's loop with inotify: sleeps until the kernel reports events or `stop` is readable;
    /// calls `onChange` once per batch of events that name the file (or the folder itself).
    private static func watchInotify(_ fd: Int32, name: String, stop: Int32, onChange: @Sendable () -> Void) {
        #if canImport(Glibc)
            let bufferSize = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 8)
            defer { buffer.deallocate() }
            let nameBytes = Array(name.utf8)
            while true {
                var fds = [
                    pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return
                }
                if fds[1].revents != 0 { return }
                guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
                let count = read(fd, buffer, bufferSize)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                if touchesFile(buffer, count: count, name: nameBytes) { onChange() }
            }
        #endif
    }

    /// Whether the inotify events in `buffer` (`count` bytes) name the file `name`, or the folder
    /// itself (deleted or moved: the file went with it).
    private static func touchesFile(_ buffer: UnsafeMutableRawPointer, count: Int, name: [UInt8]) -> Bool {
        #if canImport(Glibc)
            let header = MemoryLayout<inotify_event>.size
            var offset = 0
            while offset + header <= count {
                let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_Q_OVERFLOW)) != 0 { return true }
                if length > 0 {
                    let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: UInt8.self)
                    let eventName = UnsafeBufferPointer(start: start, count: length).prefix { $0 != 0 }
                    if eventName.elementsEqual(name) { return true }
                }
                offset += header + length
            }
        #endif
        return false
    }

    // MARK: Polling (everywhere)

    /// The thread's loop without inotify: a `FileStamp` every `pollInterval`, `onChange` when it
    /// differs from the last one (`initial` first); the sleep is a `poll` of the stop pipe, so `stop()` ends it at once.
    private static func watchByPolling(_ path: String, from initial: FileStamp?, stop: Int32, onChange: @Sendable () -> Void) {
        var last = initial
        let milliseconds = Int32(pollInterval * 1000)
        while true {
            var fds = [pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, milliseconds)
            if ready < 0, errno != EINTR { return }
            if ready > 0 { return }
            let stamp = FileStamp.of(path)
            if stamp != last {
                last = stamp
                onChange()
            }
        }
    }
}

/// A flag one thread raises and another takes down.
private final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    /// Whether it was raised, lowering it.
    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let was = raised
        raised = false
        return was
    }
}
