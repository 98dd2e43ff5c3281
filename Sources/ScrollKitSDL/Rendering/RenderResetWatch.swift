internal import CSDL
import Foundation

/// What SDL has reported lost since the renderer last looked.
enum RenderLoss: Comparable, Sendable {
    case none
    /// Texture contents are gone; the renderer is still usable.
    case textures
    /// The device is gone: the SDL renderer itself must be recreated.
    case device
}

/// Watches SDL's event stream for render resets. SDL calls the watch on whichever thread pushes the
/// event, so the flag is behind a lock; the renderer takes it on the main thread.
final class RenderResetWatch: @unchecked Sendable {
    // @unchecked: `pending` and `resized` are only touched under `lock`; `session` is immutable.
    private let lock = NSLock()
    private var pending = RenderLoss.none
    /// Whether a window changed size since the renderer last looked (SDL's software renderer then
    /// draws into a new window surface, whose pixels are not the last frame's).
    private var resized = false
    /// Keeps SDL initialised until the watch is removed.
    private let session: SDLSession

    init(session: SDLSession) {
        self.session = session
        SDL_AddEventWatch(renderResetWatchCallback, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        SDL_DelEventWatch(renderResetWatchCallback, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Records a loss (the worse one wins until it is taken).
    func report(_ loss: RenderLoss) {
        lock.lock()
        pending = max(pending, loss)
        lock.unlock()
    }

    /// Records that a window changed size.
    func reportResize() {
        lock.lock()
        resized = true
        lock.unlock()
    }

    /// Whether a window changed size since the last call, clearing it.
    func takeResize() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let answer = resized
        resized = false
        return answer
    }

    /// The loss reported since the last call, clearing it.
    func take() -> RenderLoss {
        lock.lock()
        defer { lock.unlock() }
        let loss = pending
        pending = .none
        return loss
    }
}

/// The C callback of `RenderResetWatch` (captures nothing: the watch comes in as `userdata`).
/// Returns 1 to leave the event in the queue (an event watch's return value is ignored anyway).
private func renderResetWatchCallback(_ userdata: UnsafeMutableRawPointer?, _ event: UnsafeMutablePointer<SDL_Event>?) -> Int32 {
    guard let userdata, let event else { return 1 }
    let watch = Unmanaged<RenderResetWatch>.fromOpaque(userdata).takeUnretainedValue()
    switch event.pointee.type {
    case SDL_RENDER_TARGETS_RESET.rawValue: watch.report(.textures)
    case SDL_RENDER_DEVICE_RESET.rawValue: watch.report(.device)
    case SDL_WINDOWEVENT.rawValue where event.pointee.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
        watch.reportResize()
    default: break
    }
    return 1
}
