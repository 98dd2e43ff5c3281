internal import CSDL
import Foundation

// Surviving a lost renderer. SDL reports lost textures with SDL_RENDER_TARGETS_RESET and a lost
// render device with SDL_RENDER_DEVICE_RESET. Those events reach whoever drains the queue (the app's
// `EventPump`, which does not use them), so the renderer watches for them itself with an SDL event
// watch (`RenderResetWatch`) and acts at its next frame: every `DeviceResource` lets go of its
// textures; the cached text textures are rasterised again from their keys and the images are
// decoded again by the loader (they show as placeholders for the few frames that takes). After a
// device reset the target's SDL renderer is destroyed and recreated first.

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
