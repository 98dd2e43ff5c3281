internal import CSDL
import Foundation

// Surviving a lost renderer. SDL reports lost textures with SDL_RENDER_TARGETS_RESET and a lost
// render device with SDL_RENDER_DEVICE_RESET. Those events reach whoever drains the queue (the app's
// `EventPump`, which does not use them), so the renderer watches for them itself with an SDL event
// watch and acts at its next frame: the cached text textures are rasterised again from their keys
// and the images are decoded again by the loader (they show as placeholders for the few frames
// that takes). After a device reset the target's SDL renderer is destroyed and recreated first.

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

extension Renderer {
    /// Called at the start of every frame: rebuilds the textures if SDL reported them lost, the
    /// device lost (recreating the target's renderer first), or the target replaced its renderer
    /// (a resized or rescaled headless surface).
    func recoverLostTexturesIfNeeded() throws {
        let reported = resetWatch.take()
        let replaced = target.rendererGeneration != context.textureGeneration
        guard reported != .none || replaced else { return }
        if reported != .none {
            context.logger.notice(
                "SDL reported the \(reported == .device ? "render device" : "render textures") lost; rebuilding the textures")
        }
        try rebuildTextures(recreatingRenderer: reported == .device)
    }

    /// Every part holding textures of the target's SDL renderer, in the order they recover.
    var deviceResources: [any DeviceResource] { [imagePainter, shapePainter, compositor.geometry, textPainter] }

    /// Releases every texture, recreates the target's SDL renderer if asked, then tells every part
    /// the device was reset (the text painter rasterises its strings again from their keys, each
    /// with the frame it was last drawn in). Every part lets go of its textures before the SDL
    /// renderer is recreated: the decoded images (released, and forgotten by the loader, which
    /// decodes them again when they are next drawn) and the cropped images' corner patches, the
    /// raster cache, the geometry's white texture, the text textures.
    func rebuildTextures(recreatingRenderer: Bool) throws {
        damage.forgetLastFrame()
        let parts = deviceResources
        for part in parts { part.releaseDeviceTextures() }
        if recreatingRenderer {
            try target.recreateRenderer()
        }
        context.forgetRenderer()
        context.textureGeneration = target.rendererGeneration
        context.counts.textureRebuilds += 1
        for part in parts { try part.deviceWasReset() }
    }
}
