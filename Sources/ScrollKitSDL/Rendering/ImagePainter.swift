internal import CSDL
import Foundation
import ScrollKit

/// The renderer's image part: the decoded images it owns (`DecodedImageCache`, an RGBA32 surface
/// per image, filled by `ImageLoader.uploadReady(into:)`), each rasterised at the pixel size it is
/// drawn at, under its content mode, with its rounded, anti-aliased corners (`Rasterizer.image`),
/// kept in the shape painter's raster cache and drawn as one quad; a fade is alpha modulation of
/// that quad, so no pixel is blended twice. The placeholder shows while an image loads or fades in.
///
/// Main thread only. A kept image draws in O(1) and allocates nothing.
@MainActor
final class ImagePainter {
    /// What it draws through.
    let context: RenderContext
    /// Rasterises and draws the images' textures (and the placeholder), in its raster cache.
    let shapePainter: ShapePainter
    /// Asked for images it has no pixels for (nil: images stay placeholders).
    let imageLoader: ImageLoader?
    /// The decoded images.
    var imageCache = DecodedImageCache()
    /// Whether an image was drawn part-transparent, fading in, since the damage pass last looked
    /// (the next frame draws it more opaque from the same list).
    var fadeDrawn = false
    /// The texture a cropped image's four corner squares are cut into each frame, and its pixels
    /// (`drawCroppedImage`); grown as needed, kept.
    private var cornerPatches: SDLTexture?
    private var cornerPatchPixels: [UInt32] = []

    /// A painter drawing through `context` and `shapePainter`, asking `imageLoader` for images.
    init(context: RenderContext, shapePainter: ShapePainter, imageLoader: ImageLoader?) {
        self.context = context
        self.shapePainter = shapePainter
        self.imageLoader = imageLoader
    }

    /// Where the whole image of `imageSize` lands for `contentMode` in `rect` (same units as `rect`).
    /// Aspect-fill overflows `rect` (the overflow is cropped); aspect-fit is letterboxed inside it.
    nonisolated static func imageFrame(imageSize: CGSize, in rect: CGRect, contentMode: ContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return rect }
        let scale: CGFloat
        switch contentMode {
        case .scaleToFill: return rect
        case .scaleAspectFill: scale = max(rect.width / imageSize.width, rect.height / imageSize.height)
        case .scaleAspectFit: scale = min(rect.width / imageSize.width, rect.height / imageSize.height)
        }
        let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The decoded image and its fade-in opacity (0...1), the image marked as drawn in this frame; nil
    /// when there is nothing of it to draw. Without its pixels yet, asks the image loader for them and
    /// draws the placeholder over `rect` (points, corners of `cornerRadius`); while it fades in
    /// (`ImageLoader.opacity(of:)` below 1) draws the placeholder for it to be drawn over.
    private func imageToDraw(_ image: ImageReference, placeholderIn rect: CGRect, cornerRadius: CGFloat) throws -> (
        DecodedImageCache.Entry, Double
    )? {
        guard let loaded = imageCache.use(image.key, frame: context.framesRendered) else {
            imageLoader?.request(image)
            try shapePainter.drawPlaceholder(in: rect, cornerRadius: cornerRadius)
            return nil
        }
        let fade = imageLoader?.opacity(of: image) ?? 1
        if fade < 1 {
            // The next frame draws it more opaque from the same list: it redraws everything.
            fadeDrawn = true
            try shapePainter.drawPlaceholder(in: rect, cornerRadius: cornerRadius)
        }
        return fade > 0 ? (loaded, fade) : nil
    }

    /// Draws `image` fitted into `rect` (points) by `contentMode`, clipped to corners of
    /// `cornerRadius` points. Aspect-fit rounds the corners of the letterboxed image itself.
    /// Without its pixels yet, asks the image loader for them and draws the placeholder. While the
    /// image fades in (`ImageLoader.opacity(of:)` below 1) it is drawn over the placeholder.
    func drawImage(_ image: ImageReference, in rect: CGRect, contentMode: ContentMode, cornerRadius: CGFloat) throws {
        let r = context.snapped(rect)
        guard !r.isEmpty, let (loaded, fade) = try imageToDraw(image, placeholderIn: rect, cornerRadius: cornerRadius) else {
            return
        }
        let source = loaded.surface
        let px = ShapePainter.clampedRadius(cornerRadius * context.pixelScale, r)
        let key = RasterKey.image(key: image.key, width: r.width, height: r.height, radius: px, contentMode: contentMode)
        // Aspect-fit leaves transparent bars: only a filled box has an opaque middle.
        let opaque = loaded.isOpaque && contentMode != .scaleAspectFit
        try shapePainter.drawCached(
            key, at: r, opacity: context.opacityByte(context.alpha * fade),
            cover: .copy(corner: ShapePainter.corner(px), opaque: opaque)
        ) {
            try Rasterizer.image(source, width: Int(r.width), height: Int(r.height), radius: px, contentMode: contentMode)
        }
    }

    /// Draws `image` fitted by `contentMode` into `imageRect` (points), showing only what lies in
    /// `rect`, clipped to its corners of `cornerRadius` points: an image moving inside its frame.
    ///
    /// The image is resampled once at `imageRect`'s pixel size (square corners, its pixels kept:
    /// `RasterKey.croppedImage`), so moving it resamples nothing. Everything outside the corner
    /// squares of `rect` is copied straight from that texture; the four corner squares (a few dozen
    /// pixels a side) are cut from the kept pixels with the rounded corners' coverage each frame and
    /// copied through one small streaming texture. While the image loads or fades in, the
    /// placeholder shows, as for `drawImage`.
    func drawCroppedImage(
        _ image: ImageReference, in rect: CGRect, cornerRadius: CGFloat, imageRect: CGRect, contentMode: ContentMode
    ) throws {
        let r = context.snapped(rect)
        // Its origin and size each rounded: the same size wherever it moves, so it is resampled once.
        let placed = context.groupPixels(imageRect)
        guard !r.isEmpty, let (loaded, fade) = try imageToDraw(image, placeholderIn: rect, cornerRadius: cornerRadius),
            !placed.isEmpty
        else { return }
        let key = RasterKey.croppedImage(key: image.key, width: placed.width, height: placed.height, contentMode: contentMode)
        let entry: RasterCache.Entry
        if let cached = shapePainter.rasterCache.entry(for: key, frame: context.framesRendered), cached.surface != nil {
            entry = cached
        } else {
            let source = loaded.surface
            var pixels: RasterSurface?
            guard
                let texture = shapePainter.rasterized(
                    placed,
                    make: {
                        let surface = try Rasterizer.image(
                            source, width: Int(placed.width), height: Int(placed.height), radius: 0, contentMode: contentMode)
                        pixels = surface
                        return surface
                    })
            else { return }
            entry = RasterCache.Entry(texture: texture, bytes: 0, lastUsedFrame: context.framesRendered, surface: pixels)
            if !context.isFlattening {
                shapePainter.rasterCache.insert(texture, for: key, frame: context.framesRendered, surface: pixels)
            }
        }
        guard let surface = entry.surface else { return }
        let texture = entry.texture
        let opacity = context.opacityByte(context.alpha * fade)
        let px = ShapePainter.clampedRadius(cornerRadius * context.pixelScale, r)
        let c = min(ShapePainter.corner(px), r.width / 2, r.height / 2)
        // Outside the corner squares: copied, unblended when the image covers it opaquely.
        let opaque = loaded.isOpaque && contentMode != .scaleAspectFit && opacity == 255
        SDL_SetTextureAlphaMod(texture.pointer, opacity)
        // Left as set: a mode that changes from copy to copy costs SDL's software renderer an
        // allocation each time (`draw(_:at:opacity:cover:)`); this texture is drawn only here.
        SDL_SetTextureBlendMode(texture.pointer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        func copy(_ part: PixelRect) throws {
            let x0 = max(part.x, placed.x)
            let y0 = max(part.y, placed.y)
            let x1 = min(part.x + part.width, placed.x + placed.width)
            let y1 = min(part.y + part.height, placed.y + placed.height)
            guard x1 > x0, y1 > y0 else { return }
            var from = SDL_Rect(x: x0 - placed.x, y: y0 - placed.y, w: x1 - x0, h: y1 - y0)
            var to = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
            guard SDL_RenderCopy(context.handle.pointer, texture.pointer, &from, &to) == 0 else {
                throw SDLError("draw a \(x1 - x0)x\(y1 - y0) pixel part of an image")
            }
        }
        try copy(PixelRect(x: r.x + c, y: r.y, width: r.width - 2 * c, height: c))
        try copy(PixelRect(x: r.x, y: r.y + c, width: r.width, height: r.height - 2 * c))
        try copy(PixelRect(x: r.x + c, y: r.y + r.height - c, width: r.width - 2 * c, height: c))
        guard c > 0 else { return }
        try drawCornerPatches(of: surface, placedAt: placed, in: r, radius: px, side: c, opacity: opacity)
    }

    /// Cuts the four `side`-pixel corner squares of `r` out of `surface` (the image's pixels, drawn
    /// at `placed`), their alpha multiplied by the coverage of `r` rounded by `radius` pixels, and
    /// draws them blended under `opacity`. Allocates nothing once the patch texture has grown.
    private func drawCornerPatches(
        of surface: RasterSurface, placedAt placed: PixelRect, in r: PixelRect, radius: CGFloat, side c: Int32, opacity: UInt8
    ) throws {
        let width = 4 * c
        if cornerPatches.map({ $0.width < width || $0.height < c }) ?? true {
            let grown = (width: max(width, cornerPatches?.width ?? 0), height: max(c, cornerPatches?.height ?? 0))
            guard
                let made = SDL_CreateTexture(
                    context.handle.pointer, rasterPixelFormat, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), grown.width,
                    grown.height)
            else {
                throw SDLError("create a \(grown.width)x\(grown.height) pixel texture for an image's rounded corners")
            }
            cornerPatches = SDLTexture(adopting: made, renderer: context.handle, width: grown.width, height: grown.height)
        }
        guard let patches = cornerPatches else { return }
        let count = Int(width) * Int(c)
        if cornerPatchPixels.count < count { cornerPatchPixels = [UInt32](repeating: 0, count: count) }
        let shape = RoundedRectCoverage(width: CGFloat(r.width), height: CGFloat(r.height), radius: radius)
        // Corner k (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) within `r`.
        func corner(_ k: Int) -> (Int32, Int32) { (k & 1 == 0 ? 0 : r.width - c, k < 2 ? 0 : r.height - c) }
        let pitch = surface.pitch
        let base = surface.pixels
        cornerPatchPixels.withUnsafeMutableBufferPointer { out in
            for k in 0..<4 {
                let corner = corner(k)
                for j in 0..<c {
                    let y = corner.1 + j
                    let sy = Int(r.y + y - placed.y)
                    for i in 0..<c {
                        let x = corner.0 + i
                        let sx = Int(r.x + x - placed.x)
                        var pixel: UInt32 = 0
                        if sx >= 0, sy >= 0, sx < surface.width, sy < surface.height {
                            pixel = (base + sy * pitch + sx * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                            let coverage = shape.coverage(x: Int(x), y: Int(y))
                            if coverage < 1 {
                                let a = UInt32((CGFloat(pixel >> 24) * coverage).rounded())
                                pixel = a << 24 | pixel & 0x00FF_FFFF
                            }
                        }
                        out[Int(j) * Int(width) + k * Int(c) + Int(i)] = pixel
                    }
                }
            }
        }
        var area = SDL_Rect(x: 0, y: 0, w: width, h: c)
        let updated = cornerPatchPixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(patches.pointer, &area, bytes.baseAddress, width * 4)
        }
        guard updated == 0 else { throw SDLError("update an image's rounded corners") }
        SDL_SetTextureAlphaMod(patches.pointer, opacity)
        for k in 0..<4 {
            let corner = corner(k)
            var from = SDL_Rect(x: Int32(k) * c, y: 0, w: c, h: c)
            var to = SDL_Rect(x: r.x + corner.0, y: r.y + corner.1, w: c, h: c)
            guard SDL_RenderCopy(context.handle.pointer, patches.pointer, &from, &to) == 0 else {
                throw SDLError("draw an image's rounded corners")
            }
        }
    }

    /// Keeps the decoded pixels of `key` (called by `ImageLoader.uploadReady`): takes ownership of
    /// the surface. The image counts as drawn in the next frame (so it survives that frame's
    /// eviction pass even if it is not on screen any more).
    func installImage(key: String, surface: DecodedSurface) throws {
        guard let pixels = surface.take() else {
            throw SDLError("upload the image \(key)", message: "its decoded pixels were already used")
        }
        defer { SDL_FreeSurface(pixels) }
        let handle = try Rasterizer.converted(pixels)
        imageCache.insert(handle, isOpaque: Rasterizer.isOpaque(handle), for: key, frame: context.framesRendered)
        shapePainter.rasterCache.removeImage(key)
        context.counts.imageUploads += 1
    }

    /// Whether every image in `content` is drawn in its final pixels: loaded, and done fading in.
    /// O(commands).
    func isSettled(_ content: ArraySlice<DisplayCommand>) -> Bool {
        for command in content {
            switch command {
            case .image(let image, _, _, _), .croppedImage(let image, _, _, _, _):
                guard imageCache.contains(image.key), (imageLoader?.opacity(of: image) ?? 1) >= 1 else { return false }
            default: continue
            }
        }
        return true
    }

    /// Releases the least recently drawn images until the cache is within
    /// `RendererConfiguration.imageCacheByteCapacity`, sparing those drawn in the frame being drawn (`framesRendered`).
    /// Runs at the end of each `render`. The loader forgets each, so drawing it again re-decodes it.
    func evictImagesIfNeeded() {
        for key in imageCache.evict(sparing: context.framesRendered) {
            forgetImage(key: key)
            context.counts.imageEvictions += 1
        }
    }

    /// Drops the pixels of `key` and tells the loader, so the next draw of it requests it again.
    func releaseImage(key: String) {
        imageCache.remove(key)
        forgetImage(key: key)
    }

    /// Drops every image's pixels and tells the loader of each (the textures are being rebuilt).
    func releaseAllImages() {
        for key in imageCache.removeAll() { forgetImage(key: key) }
    }

    /// What goes with an image released from `imageCache`: the textures rasterised from it, and
    /// the loader's knowledge that it was handed over.
    private func forgetImage(key: String) {
        shapePainter.rasterCache.removeImage(key)
        imageLoader?.textureReleased(key: key)
    }
}

extension ImagePainter: DeviceResource {
    /// Drops every image's pixels (the loader decodes them again when they are next drawn) and the
    /// corner patches' texture.
    func releaseDeviceTextures() {
        releaseAllImages()
        cornerPatches = nil
    }
}
