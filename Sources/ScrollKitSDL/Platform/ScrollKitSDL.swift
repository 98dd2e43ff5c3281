// ScrollKitSDL: the SDL2 backend of ScrollKit. SDL, SDL_ttf and SDL_image stay inside this module;
// its public API speaks ScrollKit's value types (DisplayList, InputEvent, Color, CGRect) in points.
//
// Objects, all main-thread (`@MainActor`):
// - `SDLContext`      initialises SDL (video, events, game controllers), SDL_ttf and SDL_image once
//                     per process.
// - `Window`          a resizable, high-DPI aware window with an accelerated (vsync) or software
//                     renderer. Sizes in points; `pixelScale` = pixels per point.
// - `HeadlessSurface` an off-screen software-rendered target (dummy video driver) for tests and
//                     one-shot screenshots.
// - `Renderer`        draws a DisplayList into either, with text and image texture caches;
//                     also the app's `TextMeasuring`.
// - `ImageLoader`     reads or downloads (http/https, URLSession) and decodes PNG/JPEG off the main
//                     thread within its `Configuration`'s limits; `uploadReady(into:frameTime:)`
//                     makes textures, which fade in over their placeholders in frame time.
// - `EventPump`       SDL events -> ScrollKit `InputEvent`s, into an array the caller reuses
//                     (fingers as touches; game controllers opened as plugged in, `GamepadHub`).
// - `FontFiles`       finds DejaVu Sans (CAROUSEL_LAB_FONT_DIR, the Debian path, /usr/share/fonts).
// - `PixelBuffer`     pixels read back from a window or surface; `writePNG(to:)`, `init(pngFile:)`.
// - `EmbeddedCarousel` the embedding path: a view tree in a rectangle of a host app's own SDL window,
//                     drawn with the host's SDL_Renderer (`Renderer.render(_:in:background:)`, the
//                     same drawing code), fed the host's SDL_Events and clock; with
//                     `SDLContext.attachingToHost()`, which initialises only SDL_ttf (refcounted).
// Failures throw `SDLError` (with SDL_GetError()) or `FontDiscoveryError`.
//
// Driving a frame:
//
//     let context = try SDLContext()                        // .headless for no display
//     let window = try Window(context: context, size: CGSize(width: 1280, height: 720))
//     let loader = ImageLoader(context: context)
//     let renderer = try Renderer(window: window, imageLoader: loader)   // also the TextMeasuring
//     let pump = EventPump(context: context)
//     var events: [InputEvent] = []
//     var list = DisplayList()
//     while running {
//         if idle && !loader.isFading { pump.wait(timeout: 0.25, into: &events) } else { pump.poll(into: &events) }
//         let now = context.now                             // seconds, same clock as event timestamps
//         for event in events { /* hand to ScrollKit; .quit ends the loop */ }
//         loader.uploadReady(into: renderer, frameTime: now) // textures for images loaded meanwhile
//         list.removeAll(); /* build the display list from the view tree, in points */
//         try renderer.render(list, clearColor: .backdrop)
//         if wantScreenshot { try window.screenshot(to: path) }   // before present()
//         window.present()
//     }
//
// Headless one-shot screenshot (images loaded):
//
//     let context = try SDLContext(videoDriver: .headless)
//     let surface = try HeadlessSurface(context: context, size: size, pixelScale: 1)
//     let loader = ImageLoader(context: context)
//     let renderer = try Renderer(surface: surface, imageLoader: loader)
//     loader.requestImages(in: list)
//     loader.loadAllPending(into: renderer, timeout: 10)
//     try renderer.render(list, clearColor: .backdrop)
//     try surface.screenshot(to: "out/shot.png")
