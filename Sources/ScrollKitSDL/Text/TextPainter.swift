internal import CSDL
import Foundation
import ScrollKit

/// The renderer's text part: lays out, rasterises and draws one line of text, and owns the text
/// textures and measurements (`TextCache`) and the faces (`FontLibrary`).
///
/// A string is laid out once per (string, pixel size, weight) into runs (`TextLine`): control
/// characters shown as spaces, bidirectional levels from fribidi, a fallback font from fontconfig
/// for each character DejaVu lacks (colour emoji, CJK), a script per run. Each run is shaped by
/// SDL_ttf's HarfBuzz with its direction and script, and the runs are placed left to right in
/// visual order on one baseline. Plain glyphs are rasterised in the text's colour; colour glyphs
/// (emoji) go to a second texture in their own colours, scaled by the text colour's value.
///
/// Main thread only. A cached string draws in O(1) and allocates nothing.
@MainActor
final class TextPainter {
    /// What it draws through.
    let context: RenderContext
    /// The faces text is drawn with.
    let fonts: FontLibrary
    /// The text textures and measurements.
    var cache = TextCache()
    /// The keys and last-drawn frames of the textures released by `releaseDeviceTextures()`, made
    /// again by `deviceWasReset()`.
    private var released: [(key: TextCache.Key, lastUsedFrame: Int)] = []

    /// A painter drawing through `context` with `fonts`.
    init(context: RenderContext, fonts: FontLibrary) {
        self.context = context
        self.fonts = fonts
    }

    /// Draws one line of `text` in `rect` (points): placed horizontally by `alignment`, centred
    /// vertically on the font's line box, at whole-pixel positions. Colour glyphs are drawn in their
    /// own colours, scaled by the text colour's value (so a black shadow shows them black).
    func draw(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) throws {
        guard !text.isEmpty, color.alpha > 0 else { return }
        let key = TextCache.Key(
            text: text, pixelSize: FontLibrary.pixelSize(of: font, pixelScale: context.pixelScale), weight: font.weight,
            color: ShapePainter.rgba(color))
        guard let entry = try textEntry(for: key), let texture = entry.texture ?? entry.colorTexture else { return }
        let box = context.pixels(rect)
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
        // The colour is in the pixels; only a pushed opacity modulates.
        let opacity = context.opacityByte(context.alpha)
        guard opacity > 0 else { return }
        if let mono = entry.texture {
            SDL_SetTextureAlphaMod(mono.pointer, opacity)
            guard SDL_RenderCopyF(context.handle.pointer, mono.pointer, nil, &destination) == 0 else {
                throw SDLError("draw the text \"\(text)\"")
            }
        }
        if let colour = entry.colorTexture {
            SDL_SetTextureAlphaMod(colour.pointer, opacity)
            guard SDL_RenderCopyF(context.handle.pointer, colour.pointer, nil, &destination) == 0 else {
                throw SDLError("draw the colour glyphs of \"\(text)\"")
            }
        }
    }

    /// The cached textures for `key`, rasterising them on a miss. nil when SDL_ttf cannot produce
    /// them (e.g. zero-width text); that outcome is cached too and logged once.
    func textEntry(for key: TextCache.Key) throws -> TextCache.Entry? {
        if let cached = cache.entry(for: key, frame: context.framesRendered) { return cached }
        let entry = try makeTextEntry(for: key, lastUsedFrame: context.framesRendered)
        cache.insert(entry, for: key)
        return entry
    }

    /// Lays out and rasterises `key`'s textures on the current SDL renderer (counted in
    /// `textRasterizations`); an entry without textures, logged, when SDL_ttf fails.
    func makeTextEntry(for key: TextCache.Key, lastUsedFrame: Int) throws -> TextCache.Entry {
        context.counts.textRasterizations += 1
        var entry = TextCache.Entry(texture: nil, colorTexture: nil, lastUsedFrame: lastUsedFrame)
        do {
            let line = try layoutLine(key.text, weight: key.weight, pixelSize: key.pixelSize)
            let (mono, colour) = try rasterize(line)
            let tint = key.color ?? RGBA8(red: 255, green: 255, blue: 255)
            if let mono { Self.tint(mono, red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha) }
            if let colour {
                let value = max(tint.red, tint.green, tint.blue)
                Self.tint(colour, red: value, green: value, blue: value, alpha: tint.alpha)
            }
            entry.texture = try mono.map { try SDLTexture(surface: $0.pointer, renderer: context.handle, linearFiltering: false) }
            entry.colorTexture = try colour.map {
                try SDLTexture(surface: $0.pointer, renderer: context.handle, linearFiltering: false)
            }
        } catch {
            context.logger.warning("could not rasterise the text \"\(key.text)\" at \(key.pixelSize) px: \(error); skipping it")
        }
        return entry
    }

    // MARK: Layout

    /// Lays `text` out on one line in the `weight` face at `pixelSize` pixels.
    func layoutLine(_ text: String, weight: Font.Weight, pixelSize: Int32) throws -> TextLine {
        let primary = try fonts.font(weight, pixelSize: pixelSize)
        let height = TTF_FontHeight(primary.pointer)
        let ascent = TTF_FontAscent(primary.pointer)
        let shown = TextItemization.displayable(text)
        guard !shown.isEmpty else { return TextLine(runs: [], width: 0, height: height, ascent: ascent) }
        if TextItemization.isPlainASCII(shown) {
            var run = TextRun(text: shown, font: primary, rightToLeft: false, script: "Latn", width: 0, scale: 1)
            run.width = try measure(run)
            return TextLine(runs: [run], width: run.width, height: height, ascent: ascent)
        }
        let all = Array(shown.unicodeScalars)
        let allLevels = TextItemization.bidiLevels(all)
        // UAX #9 X9: the explicit formatting characters have done their work; they are not drawn.
        var scalars: [Unicode.Scalar] = []
        var levels: [UInt8] = []
        for (scalar, level) in zip(all, allLevels) where !TextItemization.isBidiControl(scalar) {
            scalars.append(scalar)
            levels.append(level)
        }
        guard !scalars.isEmpty else { return TextLine(runs: [], width: 0, height: height, ascent: ascent) }
        // The font of each scalar: the primary face unless it lacks the glyph or the character
        // asks for colour emoji; marks, joiners and selectors stay with their base character.
        var fontsUsed: [TTFFont] = [primary]
        var fontIndex: [Int] = []
        fontIndex.reserveCapacity(scalars.count)
        for (i, scalar) in scalars.enumerated() {
            if i > 0, TextItemization.attachesToPrevious(scalar) {
                fontIndex.append(fontIndex[i - 1])
                continue
            }
            let emoji = TextItemization.wantsEmojiPresentation(scalar, next: i + 1 < scalars.count ? scalars[i + 1] : nil)
            var chosen = 0
            if emoji || TTF_GlyphIsProvided32(primary.pointer, scalar.value) == 0,
                let path = fonts.fallback.fontFile(for: scalar, emoji: emoji), path != fonts.files.regular,
                path != fonts.files.bold
            {
                let font = try fonts.fallbackFont(path: path, pixelSize: pixelSize)
                if let existing = fontsUsed.firstIndex(where: { $0 === font }) {
                    chosen = existing
                } else {
                    fontsUsed.append(font)
                    chosen = fontsUsed.count - 1
                }
            }
            fontIndex.append(chosen)
        }
        // Runs: a new one wherever the level, the font or a definite script changes.
        var runs: [TextRun] = []
        var runLevels: [UInt8] = []
        var start = 0
        var runScript: String?
        func close(at end: Int) throws {
            guard end > start else { return }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<end])
            let font = fontsUsed[fontIndex[start]]
            let fontHeight = TTF_FontHeight(font.pointer)
            let scale = fontHeight > height + height / 4 ? CGFloat(height) / CGFloat(fontHeight) : 1
            var run = TextRun(
                text: String(view), font: font, rightToLeft: levels[start] % 2 == 1,
                script: runScript ?? TextItemization.unknownScript, width: 0, scale: scale)
            run.width = try measure(run)
            runs.append(run)
            runLevels.append(levels[start])
        }
        for i in scalars.indices {
            let script = TextItemization.script(of: scalars[i])
            if i > start,
                levels[i] != levels[start] || fontIndex[i] != fontIndex[start]
                    || (script != nil && runScript != nil && script != runScript)
            {
                try close(at: i)
                start = i
                runScript = nil
            }
            if runScript == nil { runScript = script }
        }
        try close(at: scalars.count)
        let ordered = TextItemization.visualOrder(levels: runLevels).map { runs[$0] }
        return TextLine(runs: ordered, width: ordered.reduce(0) { $0 + $1.width }, height: height, ascent: ascent)
    }

    /// Tells `run`'s face its direction and script (SDL_ttf keeps them per face).
    private func prepare(_ run: TextRun) {
        TTF_SetFontDirection(run.font.pointer, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(run.font.pointer, run.script)
    }

    /// `run`'s shaped width in pixels, scaled.
    private func measure(_ run: TextRun) throws -> Int32 {
        prepare(run)
        var w: Int32 = 0
        var h: Int32 = 0
        guard TTF_SizeUTF8(run.font.pointer, run.text, &w, &h) == 0 else { throw SDLError("measure the text \"\(run.text)\"") }
        return run.scale < 1 ? Int32((CGFloat(w) * run.scale).rounded()) : w
    }

    /// The line's plain glyphs in white and its colour glyphs in colour, each nil when it has none.
    private func rasterize(_ line: TextLine) throws -> (mono: SDLSurfaceHandle?, colour: SDLSurfaceHandle?) {
        guard line.width > 0, line.height > 0 else { return (nil, nil) }
        var mono: RasterSurface?
        var colour: RasterSurface?
        var x: Int32 = 0
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for run in line.runs {
            defer { x += run.width }
            guard run.width > 0 else { continue }
            prepare(run)
            guard let rendered = TTF_RenderUTF8_Blended(run.font.pointer, run.text, white) else {
                throw SDLError("rasterise the text \"\(run.text)\"")
            }
            var glyphs = SDLSurfaceHandle(rendered)
            var runAscent = TTF_FontAscent(run.font.pointer)
            if run.scale < 1 {
                let h = max(1, Int((CGFloat(glyphs.height) * run.scale).rounded()))
                glyphs = try Rasterizer.shrunk(glyphs, width: Int(run.width), height: h)
                runAscent = Int32((CGFloat(runAscent) * run.scale).rounded())
            }
            let isColour = Self.hasColour(glyphs)
            let target: RasterSurface
            if isColour {
                if colour == nil { colour = try RasterSurface(width: Int(line.width), height: Int(line.height)) }
                target = colour!
                SDL_SetSurfaceBlendMode(glyphs.pointer, SDL_BLENDMODE_NONE)
            } else {
                if mono == nil { mono = try RasterSurface(width: Int(line.width), height: Int(line.height)) }
                target = mono!
                SDL_SetSurfaceBlendMode(glyphs.pointer, SDL_BLENDMODE_BLEND)
            }
            var destination = SDL_Rect(x: x, y: line.ascent - runAscent, w: glyphs.width, h: glyphs.height)
            guard SDL_UpperBlit(glyphs.pointer, nil, target.handle.pointer, &destination) == 0 else {
                throw SDLError("compose the text \"\(run.text)\"")
            }
        }
        return (mono?.handle, colour?.handle)
    }

    /// Multiplies every pixel of `surface` by (`red`, `green`, `blue`, `alpha`) / 255: white glyphs
    /// become the text's colour, colour glyphs are dimmed by its value.
    private static func tint(_ surface: SDLSurfaceHandle, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard (red, green, blue, alpha) != (255, 255, 255, 255) else { return }
        let format = surface.pointer.pointee.format
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(surface.pointer.pointee.pitch)
        let width = Int(surface.width)
        func scale(_ v: UInt8, _ by: UInt8) -> UInt8 { UInt8((UInt32(v) * UInt32(by) + 127) / 255) }
        for y in 0..<Int(surface.height) {
            let row = (pixels + y * pitch).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                var r: UInt8 = 0
                var g: UInt8 = 0
                var b: UInt8 = 0
                var a: UInt8 = 0
                SDL_GetRGBA(row[x], format, &r, &g, &b, &a)
                guard a > 0 else { continue }
                row[x] = SDL_MapRGBA(format, scale(r, red), scale(g, green), scale(b, blue), scale(a, alpha))
            }
        }
    }

    /// Whether any visible pixel of `surface` (rendered in white) is not white: colour glyphs.
    private static func hasColour(_ surface: SDLSurfaceHandle) -> Bool {
        let format = surface.pointer.pointee.format
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(surface.pointer.pointee.pitch)
        for y in 0..<Int(surface.height) {
            let row = (pixels + y * pitch).withMemoryRebound(to: UInt32.self, capacity: Int(surface.width)) { $0 }
            for x in 0..<Int(surface.width) {
                var r: UInt8 = 0
                var g: UInt8 = 0
                var b: UInt8 = 0
                var a: UInt8 = 0
                SDL_GetRGBA(row[x], format, &r, &g, &b, &a)
                if a > 16, min(r, g, b) < 200 { return true }
            }
        }
        return false
    }

    // MARK: Measuring

    /// The size in points `text` takes on one line in `font`, laid out as it is drawn (shaping,
    /// bidirectional order, fallback fonts) at the pixel size it is drawn at, divided by the pixel
    /// scale. Height is the font's line height. Cached; 0-width (and line height) for an empty string.
    func size(of text: String, font: Font) -> CGSize {
        let key = TextCache.Key(
            text: text, pixelSize: FontLibrary.pixelSize(of: font, pixelScale: context.pixelScale), weight: font.weight)
        if let cached = cache.measurement(for: key) { return cached }
        let line: TextLine
        do {
            line = try layoutLine(text, weight: font.weight, pixelSize: key.pixelSize)
        } catch {
            context.logger.warning("could not measure the text \"\(text)\": \(error); estimating")
            return CGSize(width: CGFloat(text.count) * font.size * 0.6, height: font.size * 1.2)
        }
        let size = CGSize(width: CGFloat(line.width) / context.pixelScale, height: CGFloat(line.height) / context.pixelScale)
        cache.storeMeasurement(size, for: key)
        return size
    }
}

extension TextPainter: DeviceResource {
    /// Releases every text texture, keeping each key and the frame it was last drawn in.
    func releaseDeviceTextures() {
        released = cache.removeAll()
    }

    /// Rasterises the released strings again on the target's current SDL renderer.
    func deviceWasReset() throws {
        defer { released = [] }
        for (key, lastUsed) in released {
            cache.insert(try makeTextEntry(for: key, lastUsedFrame: lastUsed), for: key)
        }
    }
}
