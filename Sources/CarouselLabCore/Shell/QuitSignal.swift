import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM, turned into a flag the run loops read on every pass (the windowed loop
/// sleeps at most `LabApp.idleWait` between passes, a headless wait for images looks every 20 ms),
/// so the app quits within a second whatever it is doing, through its normal path: downloads and
/// decodes cancelled, a recording finished, exit code 128 + the signal's number (130, 143).
///
/// The handler is a non-capturing C function that only stores the signal's number in an atomic
/// (async-signal-safe); nothing else happens on the signal, and no SDL call is made off the main
/// thread. SDL's own handlers (which would post a quit event, exit code 0) are switched off by
/// `SDLContext`.
public enum QuitSignal {
    /// The signals handled.
    public static let handled: [Int32] = [SIGINT, SIGTERM]

    private static let received = Atomic<Int32>(0)

    /// Installs the handlers and unblocks both signals on the calling thread (call it on the main
    /// thread before any other thread starts: threads inherit the mask). A parent may have left
    /// them blocked; a test runner does.
    public static func install() {
        received.store(0, ordering: .relaxed) // initialises the static before a handler can touch it
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for number in handled {
            signal(number) { QuitSignal.received.store($0, ordering: .relaxed) }
        }
    }

    /// The signal received since `install()`, if any.
    public static var number: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// The exit code for `signal`: 128 + its number (130 for SIGINT, 143 for SIGTERM).
    public static func exitCode(for signal: Int32) -> Int32 { 128 + signal }
}
