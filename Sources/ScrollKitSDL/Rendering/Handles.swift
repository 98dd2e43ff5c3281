internal import CSDL
import Foundation

// Owners of SDL's C handles. Each frees its handle in deinit and keeps alive whatever must outlive
// it (a texture its renderer, a renderer its window or surface, everything the SDL session), so
// release order is enforced by reference counting rather than by convention.
// None of these is public: no C type crosses the module's API.

/// Owns an SDL object that needs SDL itself alive (an `SDL_Window`, an `SDL_GameController`):
/// frees it with `destroy` in deinit, and keeps the SDL session alive until then.
final class SDLSessionHandle {
    let pointer: OpaquePointer
    private let session: SDLSession
    private let destroy: (OpaquePointer) -> Void

    /// Owns `pointer`, made while `session` is open; `destroy` frees it (`SDL_DestroyWindow`,
    /// `SDL_GameControllerClose`).
    init(_ pointer: OpaquePointer, session: SDLSession, destroy: @escaping (OpaquePointer) -> Void) {
        self.pointer = pointer
        self.session = session
        self.destroy = destroy
    }

    deinit { destroy(pointer) }
}

/// Owns an `SDL_Surface` (headless render targets, decoded images, screenshots).
final class SDLSurfaceHandle {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    init(_ pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

    /// Width in pixels.
    var width: Int32 { pointer.pointee.w }
    /// Height in pixels.
    var height: Int32 { pointer.pointee.h }

    deinit { SDL_FreeSurface(pointer) }
}

/// Owns an `SDL_Renderer`, and keeps the window or surface it draws into alive; or, for a host's
/// renderer (`HostRenderTarget`), only refers to it: the host creates and destroys it.
final class SDLRendererHandle {
    let pointer: OpaquePointer
    private let target: AnyObject?
    /// Whether deinit destroys the renderer (false for the host's).
    private let owned: Bool

    init(_ pointer: OpaquePointer, target: AnyObject) {
        self.pointer = pointer
        self.target = target
        self.owned = true
    }

    /// Refers to a renderer someone else owns (the host app's); deinit leaves it alone.
    init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        self.target = nil
        self.owned = false
    }

    /// The SDL render driver's name (`"software"`, `"opengl"`, …).
    var driverName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    deinit { if owned { SDL_DestroyRenderer(pointer) } }
}

/// Owns an `SDL_Texture`, and keeps its renderer alive (a texture must die before its renderer).
final class SDLTexture {
    let pointer: OpaquePointer
    /// Size in pixels.
    let width: Int32
    /// Size in pixels.
    let height: Int32
    private let renderer: SDLRendererHandle
    /// The four corner squares of an opaque shape's texture, `cornerSide` pixels a side, each in
    /// its corner of a square twice that side (`ShapePainter.cornerTexture(of:side:)`); nil for other
    /// textures. An opaque texture's corners are blended from here while the rest is copied from
    /// it unblended, so neither texture's blend mode changes from copy to copy: SDL's software
    /// renderer maps a surface afresh, one allocation, every time it does.
    var corners: SDLTexture?
    /// The side of the squares in `corners`, in pixels (0 without them).
    var cornerSide: Int32 = 0
    /// For a bitmap opaque outside its corner squares, the side of the smallest squares that hold
    /// every pixel of it not fully opaque, in pixels (`OpaqueArea.corner`, before `cornerSide` was
    /// made larger); nil for other textures.
    var translucentCorner: Int32?
    /// The opaque middle of a texture translucent only along its edges (a turned or masked item's
    /// bitmap: `OpaqueArea.inset`), everything inside `middleInset`, never
    /// blended; nil for other textures. The texture itself, blended, draws the band around it: as
    /// with `corners`, neither texture's blend mode changes from copy to copy.
    var middle: SDLTexture?
    /// How far `middle` lies inside each edge, in pixels (all 0 without it).
    var middleInset = PixelInsets(all: 0)
    /// The pixel bytes of `corners` and `middle` (0 without them).
    var partBytes: Int {
        (corners.map { Int($0.width) * Int($0.height) * 4 } ?? 0) + (middle.map { Int($0.width) * Int($0.height) * 4 } ?? 0)
    }

    /// Uploads `surface` into a new texture with alpha blending and the given scale mode.
    init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: SDLRendererHandle, linearFiltering: Bool) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
            throw SDLError("create a texture from a \(surface.pointee.w)x\(surface.pointee.h) surface")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, linearFiltering ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        self.pointer = texture
        self.width = surface.pointee.w
        self.height = surface.pointee.h
        self.renderer = renderer
    }

    /// Takes ownership of `texture`, `width`×`height` pixels, made on `renderer`; alpha blending on.
    init(adopting texture: OpaquePointer, renderer: SDLRendererHandle, width: Int32, height: Int32) {
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.pointer = texture
        self.width = width
        self.height = height
        self.renderer = renderer
    }

    deinit { SDL_DestroyTexture(pointer) }
}

extension SDLTexture {
    /// Runs `copies` (copies of this texture and its twins, `corners` and `middle`) with the three
    /// sampled nearest, then has `renderer` run them (SDL reads a texture's scale mode when a copy
    /// runs, not when it is asked for: it runs those asked for before first) and puts their scale
    /// modes back. SDL's software renderer scales a copy sampled bilinearly and blended through two
    /// surfaces made and freed for it, several times more slowly; sampled nearest, as it samples
    /// triangles, in one pass. O(1) besides `copies`.
    @MainActor
    func sampledNearest(on renderer: SDLRendererHandle, _ copies: () throws -> Void) rethrows {
        // Copies asked for before run with the scale modes they were asked with.
        SDL_RenderFlush(renderer.pointer)
        var modes = (SDL_ScaleModeNearest, SDL_ScaleModeNearest, SDL_ScaleModeNearest)
        SDL_GetTextureScaleMode(pointer, &modes.0)
        SDL_SetTextureScaleMode(pointer, SDL_ScaleModeNearest)
        if let corners {
            SDL_GetTextureScaleMode(corners.pointer, &modes.1)
            SDL_SetTextureScaleMode(corners.pointer, SDL_ScaleModeNearest)
        }
        if let middle {
            SDL_GetTextureScaleMode(middle.pointer, &modes.2)
            SDL_SetTextureScaleMode(middle.pointer, SDL_ScaleModeNearest)
        }
        defer {
            SDL_RenderFlush(renderer.pointer)
            SDL_SetTextureScaleMode(pointer, modes.0)
            if let corners { SDL_SetTextureScaleMode(corners.pointer, modes.1) }
            if let middle { SDL_SetTextureScaleMode(middle.pointer, modes.2) }
        }
        try copies()
    }
}

/// What a `Renderer` draws into: a `Window`, a `HeadlessSurface`, or a host app's own SDL renderer
/// (`HostRenderTarget`).
@MainActor
protocol RenderTarget: AnyObject {
    /// The SDL renderer of the target.
    var rendererHandle: SDLRendererHandle { get }
    /// Pixels per point (2 on a high-DPI display, 1 otherwise). Read every frame: it can change
    /// when a window moves between displays.
    var pixelScale: CGFloat { get }
    /// The SDL initialisation the target (and anything drawing into it) keeps alive.
    var session: SDLSession { get }
    /// Changes whenever `rendererHandle` is replaced: textures of an older generation belong to a
    /// renderer that is gone.
    var rendererGeneration: Int { get }
    /// Destroys the SDL renderer and creates a new one (after SDL reports the render device lost).
    /// The caller must have released every texture of the old renderer first.
    /// - Throws: `SDLError` if no renderer can be created (the old one is gone either way).
    func recreateRenderer() throws
}
