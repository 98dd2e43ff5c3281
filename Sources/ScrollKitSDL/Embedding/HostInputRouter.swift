import Foundation
import ScrollKit

/// Decides which of a host window's input events belong to a rectangle embedded in it, and moves
/// them into the rectangle's coordinates. Pure logic over `InputEvent`s (no SDL): the translation
/// from the host's `SDL_Event` happens before (`EventTranslator.translate(hostEvent:)`).
///
/// - A press inside the rectangle is delivered and captures the pointer: its moves and its release
///   are delivered wherever they happen, all `.owned`. A press outside it, and the moves and release
///   of that touch, are not delivered.
/// - Hover inside is delivered, `.owned`; the pointer leaving the rectangle (or the window) is one
///   `.exited`, `.heard` (the host's event was about somewhere else).
/// - The wheel and keys go by `policy` (a wheel taken while the pointer is outside, by focus, is
///   aimed at the rectangle's middle), `.ifUsed`: the rectangle's only if a view of its tree uses
///   them. The window losing focus always goes (it ends a drag), `.heard`.
/// - Window resizes and quit requests are the host's: never delivered. So is any other input
///   (touchscreen fingers, gamepads).
struct HostInputRouter {
    /// The rectangle, in host window points.
    var rect: CGRect
    var policy: EmbeddedInputPolicy
    var isFocused = false
    /// Whether the pointer is over the rectangle (as of the last pointer event).
    private(set) var isHovered = false
    /// Whether a press that began inside is still held.
    private(set) var isCapturing = false

    init(rect: CGRect, policy: EmbeddedInputPolicy) {
        self.rect = rect
        self.policy = policy
    }

    /// Whose a delivered event is: whether the host should act on it too.
    enum Ownership: Equatable {
        /// The rectangle's own (a press inside, its drag and release, hover inside): the host should
        /// not act on it too.
        case owned
        /// The rectangle's if a view of its tree uses it (a key or scroll the policy lets through),
        /// else the host's.
        case ifUsed
        /// Only heard of (the pointer leaving for elsewhere, the window losing focus): the host's too.
        case heard
    }

    /// What to deliver to the embedded root for one host event.
    struct Routed: Equatable {
        /// The event, in the rectangle's coordinates.
        var event: InputEvent
        /// Whether the host should act on the event too.
        var ownership: Ownership
    }

    /// What to deliver to the embedded root, or nil when the event is not the rectangle's business.
    mutating func route(_ event: InputEvent) -> Routed? {
        switch event {
        case .pointer(let pointer):
            guard let routed = routePointer(pointer) else { return nil }
            return Routed(event: .pointer(routed), ownership: routed.phase == .exited ? .heard : .owned)
        case .wheel(var wheel):
            let over = contains(wheel.location)
            guard policy.wheel.allows(hovered: over, focused: isFocused) else { return nil }
            // A scroll taken by focus while the pointer is elsewhere is aimed at the middle of the
            // rectangle: the tree routes the wheel by hit-testing its location.
            wheel.location = over ? relative(wheel.location) : CGPoint(x: rect.width / 2, y: rect.height / 2)
            return Routed(event: .wheel(wheel), ownership: .ifUsed)
        case .key(let key):
            guard policy.keys.allows(hovered: isHovered, focused: isFocused) else { return nil }
            return Routed(event: .key(key), ownership: .ifUsed)
        case .focusLost(let time):
            isCapturing = false
            isHovered = false
            return Routed(event: .focusLost(time), ownership: .heard)
        default:
            return nil
        }
    }

    private mutating func routePointer(_ event: PointerEvent) -> PointerEvent? {
        let inside = contains(event.location)
        let wasHovered = isHovered
        var moved = event
        moved.location = relative(event.location)
        switch event.phase {
        case .down:
            if policy.focusesOnPress { isFocused = inside }
            isHovered = inside
            guard inside else { return wasHovered ? exit(event) : nil }
            isCapturing = true
            return moved
        case .moved:
            isHovered = inside
            if isCapturing { return moved }
            return wasHovered && !inside ? exit(event) : nil
        case .up:
            isHovered = inside
            guard isCapturing else { return wasHovered && !inside ? exit(event) : nil }
            isCapturing = false
            return moved
        case .cancelled:
            guard isCapturing else { return nil }
            isCapturing = false
            return moved
        case .hovered:
            isHovered = inside
            if inside { return moved }
            return wasHovered ? exit(event) : nil
        case .exited:
            isHovered = false
            return wasHovered || isCapturing ? exit(event) : nil
        }
    }

    /// The pointer leaving the rectangle, at the time of `event`.
    private func exit(_ event: PointerEvent) -> PointerEvent {
        PointerEvent(.exited, at: .zero, time: event.timestamp)
    }

    /// Whether `point` (host window points) is inside the rectangle (its top and left edges in, its
    /// bottom and right edges out, as pixels are).
    func contains(_ point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// `point` (host window points) relative to the rectangle's top-left corner.
    func relative(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
    }
}
