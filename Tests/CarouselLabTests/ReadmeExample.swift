// The README's window-path example, compiled with the tests so it cannot drift from the public API
// (it opens a window, so no test runs it). Keep it identical to README.md's "A window of the library's own".
import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

@MainActor func runCarousel(banners: [Banner]) throws {
    let context = try SDLContext()
    let window = try Window(context: context, size: CGSize(width: 800, height: 400))
    let loader = ImageLoader(context: context)
    let renderer = try Renderer(window: window, imageLoader: loader)
    let pump = EventPump(context: context)

    let root = WindowRoot(size: window.sizeInPoints)
    root.textMeasurer = renderer
    let carousel = RecyclingCarousel(frame: root.bounds)
    carousel.set(items: banners)
    root.addSubview(carousel)
    root.focus(carousel) // Left / Right page it

    var events: [InputEvent] = []
    while true {
        pump.poll(into: &events)
        for event in events where !root.handle(event) { return } // false on quit
        let now = context.now // the one clock read
        _ = loader.uploadReady(into: renderer, frameTime: now) // new images fade in from `now`
        try renderer.render(root.frame(at: now), clearColor: .backdrop)
        window.present()
    }
}
