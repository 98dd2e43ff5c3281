import Foundation
import ScrollKit

// The recording lines of touchscreens and gamepads (README's recording format):
//
//     {"finger":1,"phase":"down","t":1.2,"type":"touch","x":400,"y":200}
//     {"button":"dpad_right","phase":"down","t":1.2,"type":"gamepad"}
//     {"axis":"left_x","t":1.2,"type":"gamepad","value":0.8}

extension RecordingLine {
    /// A finger on a touchscreen: its id, its phase and where, in window points.
    struct Touch: Codable, Hashable {
        /// The finger's id, a whole number, unique among the fingers down at once.
        var finger: Int
        var phase: TouchPhase
        var x: Double
        var y: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case finger, phase, x, y }

        init(finger: Int, phase: TouchPhase, x: Double, y: Double) {
            self.finger = finger
            self.phase = phase
            self.x = x
            self.y = y
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            finger = try container.decodeWholeNumber(forKey: .finger)
            phase = try container.decode(TouchPhase.self, forKey: .phase)
            x = try container.decode(Double.self, forKey: .x)
            y = try container.decode(Double.self, forKey: .y)
        }
    }

    enum TouchPhase: String, LineName {
        case down, moved, up, cancelled
        static let noun = "touch phase"
    }

    /// A gamepad's button going down or up (`button`, `phase`), or its stick moving (`axis`,
    /// `value` from −1 to 1): one or the other, never both.
    struct Gamepad: Codable, Hashable {
        var button: ButtonName?
        var phase: ButtonPhase?
        var axis: AxisName?
        var value: Double?

        enum CodingKeys: String, CodingKey, CaseIterable { case button, phase, axis, value }

        /// What a gamepad line must hold, for messages.
        static let shapes = "a gamepad line has \"button\" and \"phase\", or \"axis\" and \"value\""

        init(_ change: GamepadEvent.Change) {
            switch change {
            case .button(let button, let pressed):
                self.button = ButtonName(button)
                phase = pressed ? .down : .up
            case .axis(let axis, let value):
                self.axis = axis == .leftX ? .leftX : .leftY
                self.value = value
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let hasButton = container.contains(.button) || container.contains(.phase)
            let hasAxis = container.contains(.axis) || container.contains(.value)
            guard hasButton != hasAxis else {
                throw LineNameError(
                    codingPath: [],
                    message: hasButton
                        ? "a gamepad line is a button or an axis, not both" : "a gamepad line needs a button or an axis",
                    hint: Self.shapes)
            }
            if hasButton {
                button = try container.decode(ButtonName.self, forKey: .button)
                phase = try container.decode(ButtonPhase.self, forKey: .phase)
            } else {
                axis = try container.decode(AxisName.self, forKey: .axis)
                let value = try container.decode(Double.self, forKey: .value)
                guard (-1...1).contains(value) else {
                    throw LineNameError(
                        codingPath: [], message: "\"value\" must be from -1 to 1, found \(value)",
                        hint: "a stick axis is -1 (full left or up) to 1 (full right or down)")
                }
                self.value = value
            }
        }

        /// The change this line records (the decoder has made sure one shape is whole).
        var change: GamepadEvent.Change {
            if let button, let phase { return .button(button.button, isPressed: phase == .down) }
            return .axis(axis == .leftY ? .leftY : .leftX, value: value ?? 0)
        }
    }

    enum ButtonName: String, LineName {
        case dpadLeft = "dpad_left"
        case dpadRight = "dpad_right"
        case dpadUp = "dpad_up"
        case dpadDown = "dpad_down"
        case a, b
        case leftShoulder = "left_shoulder"
        case rightShoulder = "right_shoulder"
        static let noun = "gamepad button"

        init(_ button: GamepadButton) {
            self =
                switch button {
                case .dpadLeft: .dpadLeft
                case .dpadRight: .dpadRight
                case .dpadUp: .dpadUp
                case .dpadDown: .dpadDown
                case .a: .a
                case .b: .b
                case .leftShoulder: .leftShoulder
                case .rightShoulder: .rightShoulder
                }
        }

        /// The button this name records: the one `init(_:)` names so (one mapping, read both ways).
        var button: GamepadButton {
            // Every button has a name, so the search always finds one.
            GamepadButton.allCases.first { Self($0) == self } ?? .a
        }
    }

    enum ButtonPhase: String, LineName {
        case down, up
        static let noun = "button phase"
    }

    enum AxisName: String, LineName {
        case leftX = "left_x"
        case leftY = "left_y"
        static let noun = "gamepad axis name"
    }
}

extension RecordingLine.TouchPhase {
    init(_ phase: TouchEvent.Phase) {
        switch phase {
        case .down: self = .down
        case .moved: self = .moved
        case .up: self = .up
        case .cancelled: self = .cancelled
        }
    }

    var phase: TouchEvent.Phase {
        switch self {
        case .down: .down
        case .moved: .moved
        case .up: .up
        case .cancelled: .cancelled
        }
    }
}
