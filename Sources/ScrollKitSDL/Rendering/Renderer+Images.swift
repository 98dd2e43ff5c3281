internal import CSDL
import Foundation
import ScrollKit

// Images: the decoded pixels are kept (an RGBA32 surface per image); each image is rasterised at
// the pixel size it is drawn at, under its content mode, with its rounded, anti-aliased corners
// (`Rasterizer.image`), cached in the `RasterCache` and drawn as one quad; a fade is alpha
// modulation of that quad, so no pixel is blended twice.

extension Renderer {
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

    /// Draws `image` fitted into `rect` (points) by `contentMode`, clipped to corners of
    /// `cornerRadius` points. Aspect-fit rounds the corners of the letterboxed image itself.
    /// Without its pixels yet, asks the image loader for them and draws the placeholder. While the
    /// image fades in (`ImageLoader.opacity(of:)` below 1) it is drawn over the placeholder.
    func drawImage(_ image: ImageReference, in rect: CGRect, contentMode: ContentMode, cornerRadius: CGFloat) throws {
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        guard let index = imageTextures.index(forKey: image.key) else {
            imageLoader?.request(image)
            return try drawPlaceholder(in: rect, cornerRadius: cornerRadius)
        }
        imageTextures.values[index].lastUsedFrame = framesRendered
        let fade = imageLoader?.opacity(of: image) ?? 1
        if fade < 1 { try drawPlaceholder(in: rect, cornerRadius: cornerRadius) }
        guard fade > 0 else { return }
        let source = imageTextures.values[index].surface
        let px = Self.clampedRadius(cornerRadius * pixelScale, r)
        let key = RasterKey.image(key: image.key, width: r.width, height: r.height, radius: px, contentMode: contentMode)
        // Aspect-fit leaves transparent bars: only a filled box has an opaque middle.
        let opaque = imageTextures.values[index].isOpaque && contentMode != .scaleAspectFit
        try drawCached(key, at: r, opacity: opacityByte(alpha * fade), cover: .copy(corner: Self.corner(px), opaque: opaque)) {
            try Rasterizer.image(source, width: Int(r.width), height: Int(r.height), radius: px, contentMode: contentMode)
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
        let bytes = Int(handle.width) * Int(handle.height) * 4
        if let previous = imageTextures.updateValue(
            ImageEntry(surface: handle, isOpaque: Rasterizer.isOpaque(handle), bytes: bytes, lastUsedFrame: framesRendered),
            forKey: key)
        {
            imageCacheBytes -= previous.bytes
        }
        rasterCache.removeImage(key)
        imageCacheBytes += bytes
        imageUploads += 1
    }

    /// True once the renderer holds the pixels of `image`.
    public func hasTexture(for image: ImageReference) -> Bool {
        imageTextures[image.key] != nil
    }

    /// Releases the least recently drawn images until the cache is within
    /// `imageCacheByteCapacity`, sparing those drawn in the frame being drawn (`framesRendered`).
    /// Runs at the end of each `render`. The loader forgets each, so drawing it again re-decodes it.
    func evictImagesIfNeeded() {
        guard imageCacheBytes > imageCacheByteCapacity else { return }
        let candidates =
            imageTextures
            .filter { $0.value.lastUsedFrame < framesRendered }
            .sorted { ($0.value.lastUsedFrame, $0.key) < ($1.value.lastUsedFrame, $1.key) }
        for (key, entry) in candidates {
            guard imageCacheBytes > imageCacheByteCapacity else { break }
            releaseImage(key: key, bytes: entry.bytes)
            imageEvictions += 1
        }
    }

    /// Drops the texture of `key` and tells the loader, so the next draw of it requests it again.
    func releaseImage(key: String, bytes: Int) {
        imageTextures[key] = nil
        rasterCache.removeImage(key)
        imageCacheBytes -= bytes
        imageLoader?.textureReleased(key: key)
    }
}
