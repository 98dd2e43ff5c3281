import CSDL
import Foundation
import ScrollKit

// Images: textured geometry shaped like the (rounded) destination, with texture coordinates
// computed from where the whole image lands under its content mode, so cropping and rounded,
// anti-aliased corners come from the same triangles.

extension Renderer {
    /// Where the whole image of `imageSize` lands for `contentMode` in `rect` (same units as `rect`).
    /// Aspect-fill overflows `rect` (the overflow is cropped); aspect-fit is letterboxed inside it.
    static func imageFrame(imageSize: CGSize, in rect: CGRect, contentMode: ContentMode) -> CGRect {
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
    /// Without a texture yet, asks the image loader for it and draws the placeholder. While the
    /// image fades in (`ImageLoader.opacity(of:)` below 1) it is drawn over the placeholder.
    func drawImage(_ image: ImageReference, in rect: CGRect, contentMode: ContentMode, cornerRadius: CGFloat) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let index = imageTextures.index(forKey: image.key) else {
            imageLoader?.request(image)
            return try drawPlaceholder(in: rect, cornerRadius: cornerRadius)
        }
        imageTextures.values[index].lastUsedFrame = framesRendered
        let texture = imageTextures.values[index].texture
        let fade = imageLoader?.opacity(of: image) ?? 1
        if fade < 1 { try drawPlaceholder(in: rect, cornerRadius: cornerRadius) }
        guard fade > 0 else { return }
        let box = pixels(rect)
        let frame = Self.imageFrame(
            imageSize: CGSize(width: CGFloat(texture.width), height: CGFloat(texture.height)), in: box, contentMode: contentMode
        )
        let visible = contentMode == .scaleAspectFit ? frame : box
        let tint = sdlColor(.white, opacity: alpha * fade)
        appendRoundedShape(visible, radius: cornerRadius * pixelScale, color: tint, uvRect: frame)
        try flushGeometry(texture: texture)
    }

    /// The neutral stand-in for an image that is loading or failed to load: a grey rounded
    /// rectangle with a faint diagonal stripe from bottom left to top right.
    func drawPlaceholder(in rect: CGRect, cornerRadius: CGFloat) throws {
        try fillRoundedRect(rect, radius: cornerRadius, color: Self.placeholderColor)
        let box = pixels(rect)
        // Keep the stripe's ends clear of the rounded corners.
        let inset = min(cornerRadius * pixelScale, min(box.width, box.height) / 2) * 0.3 + 2 * pixelScale
        let halfWidth = max(1, pixelScale)
        guard box.width > inset * 2, box.height > inset * 2 else { return }
        let from = CGPoint(x: box.minX + inset, y: box.maxY - inset)
        let to = CGPoint(x: box.maxX - inset, y: box.minY + inset)
        let length = from.distance(to: to)
        // Unit normal of the stripe, times its half width.
        let nx = (to.y - from.y) / length * -halfWidth
        let ny = (to.x - from.x) / length * halfWidth
        let color = sdlColor(Self.placeholderStripeColor, opacity: alpha)
        func point(_ x: CGFloat, _ y: CGFloat) {
            vertices.append(SDL_Vertex(position: vertexPosition(x, y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        point(from.x + nx, from.y + ny)
        point(to.x + nx, to.y + ny)
        point(to.x - nx, to.y - ny)
        point(from.x - nx, from.y - ny)
        indices.append(0); indices.append(1); indices.append(2)
        indices.append(0); indices.append(2); indices.append(3)
        try flushGeometry()
    }

    /// Creates the texture for `key` from a decoded surface (called by `ImageLoader.uploadReady`).
    /// Takes ownership of the surface and frees it. The new texture counts as drawn in the next frame
    /// (so it survives that frame's eviction pass even if it is not on screen any more).
    func installImage(key: String, surface: DecodedSurface) throws {
        guard let pixels = surface.take() else {
            throw SDLError("upload the image \(key)", message: "its decoded pixels were already used")
        }
        defer { SDL_FreeSurface(pixels) }
        let texture = try SDLTexture(surface: pixels, renderer: handle, linearFiltering: true)
        let bytes = Int(texture.width) * Int(texture.height) * 4
        if let previous = imageTextures.updateValue(ImageEntry(texture: texture, bytes: bytes, lastUsedFrame: framesRendered), forKey: key) {
            imageCacheBytes -= previous.bytes
        }
        imageCacheBytes += bytes
        imageUploads += 1
    }

    /// True once the renderer holds a texture for `image`.
    public func hasTexture(for image: ImageReference) -> Bool {
        imageTextures[image.key] != nil
    }

    /// Releases the least recently drawn image textures until the cache is within
    /// `imageCacheByteCapacity`, sparing those drawn in the frame being drawn (`framesRendered`).
    /// Runs at the end of each `render`. The loader forgets each, so drawing it again re-decodes it.
    func evictImagesIfNeeded() {
        guard imageCacheBytes > imageCacheByteCapacity else { return }
        let candidates = imageTextures
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
        imageCacheBytes -= bytes
        imageLoader?.textureReleased(key: key)
    }
}
