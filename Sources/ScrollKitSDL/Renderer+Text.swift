import CSDL
import Foundation
import ScrollKit

// Text: SDL_ttf rasterises a string once per (string, pixel size, weight) in white; drawing tints
// the cached texture with colour and alpha modulation.

extension Renderer {
    /// Draws one line of `text` in `rect` (points): placed horizontally by `alignment`, centred
    /// vertically on the font's line box, at whole-pixel positions.
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) throws {
        guard !text.isEmpty else { return }
        let key = TextKey(text: text, pixelSize: FontLibrary.pixelSize(of: font, pixelScale: pixelScale), weight: font.weight)
        guard let texture = try textTexture(for: key) else { return }
        let box = pixels(rect)
        let width = CGFloat(texture.width)
        let height = CGFloat(texture.height)
        let x: CGFloat
        switch alignment {
        case .left: x = box.minX
        case .center: x = box.midX - width / 2
        case .right: x = box.maxX - width
        }
        var destination = SDL_FRect(
            x: Float(x.rounded()), y: Float((box.midY - height / 2).rounded()), w: Float(width), h: Float(height)
        )
        let tint = sdlColor(color, opacity: alpha)
        SDL_SetTextureColorMod(texture.pointer, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture.pointer, tint.a)
        guard SDL_RenderCopyF(handle.pointer, texture.pointer, nil, &destination) == 0 else {
            throw SDLError("draw the text \"\(text)\"")
        }
    }

    /// The cached texture for `key`, rasterising it on a miss. nil when SDL_ttf cannot produce one
    /// (e.g. zero-width text); that outcome is cached too and logged once.
    func textTexture(for key: TextKey) throws -> SDLTexture? {
        if let index = textCache.index(forKey: key) {
            textCache.values[index].lastUsedFrame = framesRendered
            return textCache.values[index].texture
        }
        let font = try fonts.font(key.weight, pixelSize: key.pixelSize)
        textRasterizations += 1
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        var texture: SDLTexture?
        if let surface = TTF_RenderUTF8_Blended(font.pointer, key.text, white) {
            defer { SDL_FreeSurface(surface) }
            texture = try SDLTexture(surface: surface, renderer: handle, linearFiltering: false)
        } else {
            logger.warning("could not rasterise the text \"\(key.text)\" at \(key.pixelSize) px: \(String(cString: SDL_GetError())); skipping it")
        }
        textCache[key] = TextEntry(texture: texture, lastUsedFrame: framesRendered)
        return texture
    }

    /// Releases text textures unused for `textCacheRetainFrames` frames (every
    /// `textCacheSweepInterval` frames), and the least recently used past `textCacheCapacity`.
    func sweepTextCacheIfDue() {
        if framesRendered % Self.textCacheSweepInterval == 0 {
            let oldestKept = framesRendered - textCacheRetainFrames
            // Rebuild only when something expired, so a steady frame does not allocate.
            if textCache.values.contains(where: { $0.lastUsedFrame < oldestKept }) {
                textCache = textCache.filter { $0.value.lastUsedFrame >= oldestKept }
            }
        }
        if textCache.count > textCacheCapacity {
            let byAge = textCache.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
            for (key, _) in byAge.prefix(textCache.count - textCacheCapacity) {
                textCache[key] = nil
            }
        }
    }

    // MARK: TextMeasuring

    /// The size in points `text` takes on one line in `font`, measured by SDL_ttf at the pixel size
    /// it is drawn at (so measurement and drawing agree) and divided by the pixel scale. Height is
    /// the font's line height. Cached; 0-width (and line height) for an empty string.
    public func size(of text: String, font: Font) -> CGSize {
        let key = TextKey(text: text, pixelSize: FontLibrary.pixelSize(of: font, pixelScale: pixelScale), weight: font.weight)
        if let cached = measureCache[key] { return cached }
        guard let ttf = try? fonts.font(font.weight, pixelSize: key.pixelSize) else {
            logger.warning("could not open a font to measure text; estimating")
            return CGSize(width: CGFloat(text.count) * font.size * 0.6, height: font.size * 1.2)
        }
        var w: Int32 = 0
        var h: Int32 = 0
        if text.isEmpty || TTF_SizeUTF8(ttf.pointer, text, &w, &h) != 0 {
            w = 0
            h = TTF_FontHeight(ttf.pointer)
        }
        let size = CGSize(width: CGFloat(w) / pixelScale, height: CGFloat(h) / pixelScale)
        if measureCache.count >= Self.measureCacheCapacity { measureCache.removeAll(keepingCapacity: true) }
        measureCache[key] = size
        return size
    }
}
