/// A part of the renderer that holds textures of the target's SDL renderer, and so must let go of
/// them when SDL loses them or the device (`SDL_RENDER_TARGETS_RESET`, `SDL_RENDER_DEVICE_RESET`,
/// a target that replaced its renderer) and make again what it needs on the new one.
///
/// The renderer recovers in two passes over its parts (`Renderer.rebuildTextures(recreatingRenderer:)`):
/// every part releases its textures, the SDL renderer is recreated if the device was lost, then
/// every part is told the device was reset. Main thread only.
@MainActor
protocol DeviceResource: AnyObject {
    /// Releases every texture made on the target's SDL renderer, keeping what it needs to make them
    /// again. Called before the SDL renderer is recreated: none of its textures may outlive it.
    func releaseDeviceTextures()

    /// Makes again, on the target's current SDL renderer, what must exist before the next frame
    /// (most parts make their textures lazily, when next drawn, and do nothing here).
    func deviceWasReset() throws
}

extension DeviceResource {
    /// Nothing to make before the next frame: textures are made again when next drawn.
    func deviceWasReset() throws {}
}
