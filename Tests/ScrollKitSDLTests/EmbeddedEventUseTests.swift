import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// A view that pages with the keys a horizontal carousel pages with (`ItemFlow.pagingStep(for:)`,
/// what every technique's `handleKey` answers) and records every key it is offered.
@MainActor
final class PagingKeysView: View {
    var offered: [Key] = []
    var paged: [Key] = []
    override var canBecomeFocused: Bool { true }
    override func handleKey(_ event: KeyEvent) -> Bool {
        offered.append(event.key)
        guard ItemFlow(axis: .horizontal).pagingStep(for: event.key) != nil else { return false }
        paged.append(event.key)
        return true
    }
}

/// `handle(event:)` says whether the carousel *used* an event, so that the host acts on the rest;
/// and events naming no window (window id 0, as `SDL_PushEvent` leaves them) are the host window's.
extension SDLTests.Embedding {
    func keyUp(_ sym: SDL_KeyCode, ms: UInt32 = 0) -> SDL_Event {
        var event = key(sym, ms: ms)
        event.key.type = SDL_KEYUP.rawValue
        return event
    }

    func character(_ letter: Character, up: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = up ? SDL_KEYUP.rawValue : SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(letter.asciiValue ?? 0)
        return event
    }

    @Test func keysNoViewUsesAreTheHostsAndLeftAndRightAreTheCarousels() throws {
        let host = try SDLHost()
        defer { host.close() }
        let pager = PagingKeysView()
        let embedded = try EmbeddedCarousel(
            context: SDLContext.attachingToHost(), hostRenderer: host.renderer, rect: rect, content: pager)
        embedded.isFocused = true

        for sym in [SDLK_LEFT, SDLK_RIGHT, SDLK_PAGEDOWN] {
            var press = key(sym)
            #expect(embedded.handle(event: &press), "\(sym) pages the carousel: its own")
        }
        #expect(pager.paged == [.left, .right, .pageDown])
        for sym in [SDLK_ESCAPE, SDLK_RETURN, SDLK_TAB, SDLK_UP, SDLK_HOME] {
            var press = key(sym)
            #expect(!embedded.handle(event: &press), "\(sym) is offered to the carousel, which has no use for it")
        }
        var letter = character("q")
        #expect(!embedded.handle(event: &letter))
        #expect(pager.offered == [.left, .right, .pageDown, .escape, .enter, .tab, .up, .home, .character("q")])
        #expect(pager.paged.count == 3, "the host's keys paged nothing")

        // The same answers for events already in ScrollKit's terms.
        #expect(embedded.handle(.key(KeyEvent(.left, time: 0))))
        #expect(!embedded.handle(.key(KeyEvent(.escape, time: 0))))
        #expect(!embedded.handle(.key(KeyEvent(.tab, modifiers: .shift, time: 0))))

        // Text input is the host's.
        var text = SDL_Event()
        text.text.type = SDL_TEXTINPUT.rawValue
        #expect(!embedded.handle(event: &text))
    }

    @Test func aKeysReleaseGoesWhereItsPressWent() throws {
        let host = try SDLHost()
        defer { host.close() }
        let pager = PagingKeysView()
        let embedded = try EmbeddedCarousel(
            context: SDLContext.attachingToHost(), hostRenderer: host.renderer, rect: rect, content: pager)
        embedded.isFocused = true

        var left = key(SDLK_LEFT)
        var leftUp = keyUp(SDLK_LEFT)
        var escape = key(SDLK_ESCAPE)
        var escapeUp = keyUp(SDLK_ESCAPE)
        #expect(embedded.handle(event: &left))
        #expect(embedded.handle(event: &leftUp), "the release of a key the carousel used is its own")
        #expect(!embedded.handle(event: &leftUp), "one release per press")
        #expect(!embedded.handle(event: &escape))
        #expect(!embedded.handle(event: &escapeUp), "the release of a key it had no use for is the host's")
        var letter = character("a")
        var letterUp = character("a", up: true)
        #expect(!embedded.handle(event: &letter) && !embedded.handle(event: &letterUp))

        // Held with the operating system repeating: the release follows the last press.
        var repeated = key(SDLK_RIGHT)
        repeated.key.repeat = 1
        var right = key(SDLK_RIGHT)
        var rightUp = keyUp(SDLK_RIGHT)
        #expect(embedded.handle(event: &right) && embedded.handle(event: &repeated))
        #expect(embedded.handle(event: &rightUp))

        // Pressed while the carousel had the focus, released after it lost it: still its own.
        #expect(embedded.handle(event: &left))
        embedded.isFocused = false
        #expect(embedded.handle(event: &leftUp))
        // Pressed while the policy kept keys from the carousel: the release is the host's too.
        #expect(!embedded.handle(event: &left))
        embedded.isFocused = true
        #expect(!embedded.handle(event: &leftUp))
        // A release whose press the carousel never heard of (pressed before it existed).
        var pageUpUp = keyUp(SDLK_PAGEUP)
        #expect(!embedded.handle(event: &pageUpUp))
        #expect(pager.paged == [.left, .right, .right, .left])
    }

    @Test func aScrollOverNothingThatScrollsIsTheHosts() throws {
        let host = try SDLHost()
        defer { host.close() }
        // The left half of the rectangle scrolls sideways; the right half is a plain view.
        let content = View()
        let strip = ScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        strip.contentSize = CGSize(width: 500, height: 60)
        content.addSubview(strip)
        let embedded = try EmbeddedCarousel(
            context: SDLContext.attachingToHost(), hostRenderer: host.renderer, rect: rect, content: content)
        embedded.frame(at: 0)

        var overStrip = wheel(x: 40, y: 40) // (10, 20) in the rectangle
        var overPlainView = wheel(x: 110, y: 40)
        var outside = wheel(x: 5, y: 5)
        #expect(embedded.handle(event: &overStrip), "the strip scrolls: the carousel's")
        #expect(!embedded.handle(event: &overPlainView), "nothing under it scrolls: the host's")
        #expect(!embedded.handle(event: &outside), "not over the rectangle (the default policy)")
        // A strip whose content fits scrolls nowhere: the host's too.
        strip.contentSize = CGSize(width: 50, height: 60)
        #expect(!embedded.handle(event: &overStrip))
        // The same for events already in ScrollKit's terms.
        #expect(!embedded.handle(.wheel(WheelEvent(dx: 0, dy: 10, at: CGPoint(x: 110, y: 40), time: 1))))
    }

    @Test func pressesInsideAreTheCarouselsWhateverItsViewsDoWithThem() throws {
        let host = try SDLHost()
        defer { host.close() }
        // No view of the tree has a recognizer: the press is still the carousel's, as it is over it.
        let embedded = try EmbeddedCarousel(
            context: SDLContext.attachingToHost(), hostRenderer: host.renderer, rect: rect, content: View())
        var press = button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30)
        var drag = motion(x: 190, y: 5, held: true)
        var release = button(SDL_MOUSEBUTTONUP, x: 190, y: 5)
        #expect(embedded.handle(event: &press) && embedded.handle(event: &drag) && embedded.handle(event: &release))
        // The right button is not a finger: the host's, wherever it is.
        var rightButton = button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30)
        rightButton.button.button = UInt8(SDL_BUTTON_RIGHT)
        #expect(!embedded.handle(event: &rightButton))
        #expect(!embedded.root.isPointerDown)
    }

    /// Events the host pushes with `SDL_PushEvent`, naming no window (id 0), as a host that replays
    /// or synthesises input does.
    @Test func pushedEventsNamingNoWindowAreTheHostWindowsAndOtherWindowsAreNot() throws {
        let host = try SDLHost()
        defer { host.close() }
        // Created outside #require: its macro would pass the title through a temporary C string.
        let created = SDL_CreateWindow("host", 0, 0, 200, 120, SDL_WINDOW_HIDDEN.rawValue)
        let window = try #require(created)
        defer { SDL_DestroyWindow(window) }
        let createdOther = SDL_CreateWindow("other", 0, 0, 200, 120, SDL_WINDOW_HIDDEN.rawValue)
        let other = try #require(createdOther)
        defer { SDL_DestroyWindow(other) }
        let renderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue))
        defer { SDL_DestroyRenderer(renderer) }
        let pager = PagingKeysView()
        let embedded = try EmbeddedCarousel(
            context: SDLContext.attachingToHost(), hostRenderer: renderer, rect: rect, content: pager)
        let hostID = SDL_GetWindowID(window)
        let otherID = SDL_GetWindowID(other)
        try #require(hostID != 0 && otherID != 0 && hostID != otherID)

        /// Pushes `event` as window `id` and hands the carousel what SDL's queue gives back.
        func pushed(_ event: SDL_Event, window id: UInt32) throws -> Bool {
            var stale = SDL_Event()
            while SDL_PollEvent(&stale) != 0 {}
            var event = event
            switch event.type {
            case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.windowID = id
            case SDL_MOUSEMOTION.rawValue: event.motion.windowID = id
            case SDL_MOUSEWHEEL.rawValue: event.wheel.windowID = id
            case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: event.key.windowID = id
            default: event.window.windowID = id
            }
            try #require(SDL_PushEvent(&event) == 1, "\(String(cString: SDL_GetError()))")
            var polled = SDL_Event()
            var used: Bool?
            while SDL_PollEvent(&polled) != 0 {
                if polled.type == event.type { used = embedded.handle(event: &polled) }
            }
            try #require(used != nil, "SDL gives the pushed event back")
            return used == true
        }

        // Another window's events are not the carousel's, and do nothing to it.
        embedded.isFocused = true
        #expect(try !pushed(key(SDLK_RIGHT), window: otherID))
        #expect(try !pushed(wheel(x: 50, y: 40), window: otherID))
        #expect(try !pushed(button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30), window: otherID))
        #expect(pager.offered.isEmpty && !embedded.root.isPointerDown)

        // Window id 0: the host's window, every kind.
        #expect(try pushed(key(SDLK_RIGHT), window: 0))
        #expect(try pushed(keyUp(SDLK_RIGHT), window: 0))
        #expect(try !pushed(key(SDLK_ESCAPE), window: 0), "offered, not used: the host's")
        #expect(pager.offered == [.right, .escape] && pager.paged == [.right])
        #expect(try pushed(button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30), window: 0))
        #expect(embedded.root.pointerLocation == CGPoint(x: 10, y: 10) && embedded.isTrackingPointer)
        #expect(try pushed(motion(x: 50, y: 35, held: true), window: 0))
        #expect(embedded.root.pointerLocation == CGPoint(x: 20, y: 15))
        var focusLost = SDL_Event()
        focusLost.window.type = SDL_WINDOWEVENT.rawValue
        focusLost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(try !pushed(focusLost, window: 0), "heard (it ends the drag), and the host's too")
        #expect(!embedded.root.isPointerDown && !embedded.isTrackingPointer)
        #expect(try !pushed(wheel(x: 50, y: 40), window: 0), "delivered; nothing in the tree scrolls")

        // And the host's own id, as SDL stamps the events of its window.
        #expect(try pushed(key(SDLK_LEFT), window: hostID))
        #expect(try pushed(button(SDL_MOUSEBUTTONDOWN, x: 40, y: 30), window: hostID))
        #expect(try pushed(button(SDL_MOUSEBUTTONUP, x: 40, y: 30), window: hostID))
        #expect(pager.paged == [.right, .left])
    }
}
