import Foundation
import ScrollKit

/// The first line of a recording: what was recorded.
struct RecordingHeader: Codable, Hashable {
    /// What `recording` says in every Carousel Lab recording.
    static let magic = "carousel-lab"

    var recording = RecordingHeader.magic
    var version: Int
    var scene: SceneKind
    /// The window size the session started with, in points.
    var width: Double
    var height: Double

    enum CodingKeys: String, CodingKey, CaseIterable {
        case recording, version, scene, width, height
    }
}

extension SceneKind: LineName {
    static let noun = "scene"

    public init(from decoder: any Decoder) throws {
        try self.init(name: decoder)
    }
}

/// One line after a recording's header: `t` seconds after the first frame, the line's `type`, and
/// that type's fields. A line's keys are exactly `t`, `type` and its type's `CodingKeys`.
struct RecordingLine: Codable, Hashable {
    /// Seconds after the first frame.
    var t: Double
    var body: Body

    enum Body: Hashable {
        case pointer(Pointer)
        case key(KeyPress)
        case wheel(Wheel)
        case touch(Touch)
        case gamepad(Gamepad)
        case resized(Size)
        case focusLost
        /// The last line: when the recording stopped.
        case end

        var type: LineType {
            switch self {
            case .pointer: .pointer
            case .key: .key
            case .wheel: .wheel
            case .touch: .touch
            case .gamepad: .gamepad
            case .resized: .resized
            case .focusLost: .focusLost
            case .end: .end
            }
        }
    }

    /// A line's `type`. `data` lines (`RecordedEdit`) are read apart from the others: their banners
    /// are a config's.
    enum LineType: String, LineName {
        case pointer, key, wheel, resized, focusLost, end, touch, gamepad, data
        static let noun = "event type"

        /// The keys a line of this type has.
        var keys: [String] {
            let fields: [String] =
                switch self {
                case .pointer: Pointer.CodingKeys.allCases.map(\.rawValue)
                case .key: KeyPress.CodingKeys.allCases.map(\.rawValue)
                case .wheel: Wheel.CodingKeys.allCases.map(\.rawValue)
                case .touch: Touch.CodingKeys.allCases.map(\.rawValue)
                case .gamepad: Gamepad.CodingKeys.allCases.map(\.rawValue)
                case .resized: Size.CodingKeys.allCases.map(\.rawValue)
                case .focusLost, .end: []
                case .data: ["banners"]
                }
            return HeadKeys.allCases.map(\.rawValue) + fields
        }
    }

    private enum HeadKeys: String, CodingKey, CaseIterable {
        case t, type
    }

    /// A pointer event: its phase and where, in window points.
    struct Pointer: Codable, Hashable {
        var phase: Phase
        var x: Double
        var y: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case phase, x, y }
    }

    /// A key press.
    struct KeyPress: Codable, Hashable {
        var key: KeyName
        /// The modifiers held, in `Modifier`'s order.
        var modifiers: [Modifier]
        var `repeat`: Bool

        enum CodingKeys: String, CodingKey, CaseIterable { case key, modifiers, `repeat` }
    }

    /// A wheel or trackpad scroll: the deltas in points of content offset, the pointer in window points.
    struct Wheel: Codable, Hashable {
        var dx: Double
        var dy: Double
        var x: Double
        var y: Double
        var modifiers: [Modifier]
        /// True when SDL reported a precise (fractional) delta, as trackpads do; written only when
        /// true, so a line without it (every recording before it) reads as a notched wheel.
        var precise: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable { case dx, dy, x, y, modifiers, precise }
    }

    /// The window's new size, in points.
    struct Size: Codable, Hashable {
        var width: Double
        var height: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case width, height }
    }

    enum Phase: String, LineName {
        case down, moved, up, cancelled, hovered, exited
        static let noun = "pointer phase"
    }

    enum Modifier: String, LineName {
        case shift, control, option, command
        static let noun = "modifier"
    }

    init(t: Double, body: Body) {
        self.t = t
        self.body = body
    }

    init(from decoder: any Decoder) throws {
        let head = try decoder.container(keyedBy: HeadKeys.self)
        t = try head.decode(Double.self, forKey: .t)
        body =
            switch try head.decode(LineType.self, forKey: .type) {
            case .pointer: .pointer(try Pointer(from: decoder))
            case .key: .key(try KeyPress(from: decoder))
            case .wheel: .wheel(try Wheel(from: decoder))
            case .touch: .touch(try Touch(from: decoder))
            case .gamepad: .gamepad(try Gamepad(from: decoder))
            case .resized: .resized(try Size(from: decoder))
            case .focusLost: .focusLost
            case .end: .end
            case .data:
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "a data line is read by RecordedEdit, not as an event"))
            }
    }

    func encode(to encoder: any Encoder) throws {
        var head = encoder.container(keyedBy: HeadKeys.self)
        try head.encode(t, forKey: .t)
        try head.encode(body.type, forKey: .type)
        switch body {
        case .pointer(let fields): try fields.encode(to: encoder)
        case .key(let fields): try fields.encode(to: encoder)
        case .wheel(let fields): try fields.encode(to: encoder)
        case .touch(let fields): try fields.encode(to: encoder)
        case .gamepad(let fields): try fields.encode(to: encoder)
        case .resized(let fields): try fields.encode(to: encoder)
        case .focusLost, .end: break
        }
    }
}

/// A key as a recording names it: `"right"`, `"pageDown"`, or `"char:x"` for a printable key.
struct KeyName: Codable, Hashable {
    var key: Key

    enum Named: String, LineName {
        case left, right, up, down, pageUp, pageDown, home, end, tab, escape, enter, space
        static let noun = "key"
    }

    init(_ key: Key) {
        self.key = key
    }

    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        if name.hasPrefix("char:"), name.count == 6, let character = name.last {
            key = .character(character)
        } else if let named = Named(rawValue: name) {
            key = named.key
        } else {
            throw Named.unknown(name, at: decoder.codingPath, or: "or char:X for one character")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    var name: String {
        switch key {
        case .left: Named.left.rawValue
        case .right: Named.right.rawValue
        case .up: Named.up.rawValue
        case .down: Named.down.rawValue
        case .pageUp: Named.pageUp.rawValue
        case .pageDown: Named.pageDown.rawValue
        case .home: Named.home.rawValue
        case .end: Named.end.rawValue
        case .tab: Named.tab.rawValue
        case .escape: Named.escape.rawValue
        case .enter: Named.enter.rawValue
        case .space: Named.space.rawValue
        case .character(let character): "char:\(character)"
        }
    }
}

extension KeyName.Named {
    var key: Key {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        case .tab: .tab
        case .escape: .escape
        case .enter: .enter
        case .space: .space
        }
    }
}

// MARK: Lines and ScrollKit's events

extension RecordingLine {
    /// The line for `event` at `t` seconds after the first frame (the event's own timestamp is not
    /// used); nil for `.quit`, which ends a recording rather than being part of it.
    init?(_ event: InputEvent, at t: Double) {
        switch event {
        case .pointer(let pointer):
            body = .pointer(Pointer(phase: Phase(pointer.phase), x: Double(pointer.location.x), y: Double(pointer.location.y)))
        case .key(let key):
            body = .key(KeyPress(key: KeyName(key.key), modifiers: Modifier.list(key.modifiers), repeat: key.isRepeat))
        case .wheel(let wheel):
            body = .wheel(
                Wheel(
                    dx: Double(wheel.dx), dy: Double(wheel.dy), x: Double(wheel.location.x), y: Double(wheel.location.y),
                    modifiers: Modifier.list(wheel.modifiers), precise: wheel.isPrecise ? true : nil))
        case .touch(let touch):
            body = .touch(
                Touch(
                    finger: touch.finger, phase: TouchPhase(touch.phase), x: Double(touch.location.x),
                    y: Double(touch.location.y)))
        case .gamepad(let pad):
            body = .gamepad(Gamepad(pad.change))
        case .resized(let size):
            body = .resized(Size(width: Double(size.width), height: Double(size.height)))
        case .focusLost:
            body = .focusLost
        case .quit:
            return nil
        }
        self.t = t
    }

    /// The event this line records, stamped `t`; nil for the end line.
    var event: InputEvent? {
        switch body {
        case .pointer(let fields):
            return .pointer(PointerEvent(fields.phase.phase, at: CGPoint(x: fields.x, y: fields.y), time: t))
        case .key(let fields):
            return .key(KeyEvent(fields.key.key, modifiers: Modifier.set(fields.modifiers), isRepeat: fields.repeat, time: t))
        case .wheel(let fields):
            return .wheel(
                WheelEvent(
                    dx: fields.dx, dy: fields.dy, at: CGPoint(x: fields.x, y: fields.y),
                    modifiers: Modifier.set(fields.modifiers), isPrecise: fields.precise ?? false, time: t))
        case .touch(let fields):
            return .touch(TouchEvent(finger: fields.finger, fields.phase.phase, at: CGPoint(x: fields.x, y: fields.y), time: t))
        case .gamepad(let fields):
            return .gamepad(GamepadEvent(fields.change, time: t))
        case .resized(let fields):
            return .resized(CGSize(width: fields.width, height: fields.height))
        case .focusLost:
            return .focusLost(t)
        case .end:
            return nil
        }
    }
}

extension RecordingLine.Phase {
    init(_ phase: PointerEvent.Phase) {
        switch phase {
        case .down: self = .down
        case .moved: self = .moved
        case .up: self = .up
        case .cancelled: self = .cancelled
        case .hovered: self = .hovered
        case .exited: self = .exited
        }
    }

    var phase: PointerEvent.Phase {
        switch self {
        case .down: .down
        case .moved: .moved
        case .up: .up
        case .cancelled: .cancelled
        case .hovered: .hovered
        case .exited: .exited
        }
    }
}

extension RecordingLine.Modifier {
    var flag: KeyModifiers {
        switch self {
        case .shift: .shift
        case .control: .control
        case .option: .option
        case .command: .command
        }
    }

    /// The names of `modifiers`, in `allCases` order.
    static func list(_ modifiers: KeyModifiers) -> [Self] { allCases.filter { modifiers.contains($0.flag) } }

    static func set(_ names: [Self]) -> KeyModifiers { KeyModifiers(names.map(\.flag)) }
}
