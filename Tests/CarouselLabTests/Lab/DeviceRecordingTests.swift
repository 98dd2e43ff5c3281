import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("Recordings of touchscreens and gamepads: touch and gamepad lines")
struct DeviceRecordingTests {
    static let header = InputRecordingTests.header

    static let events: [RecordedEvent] =
        [
            RecordedEvent(time: 1.2, event: .touch(TouchEvent(finger: 1, .down, at: CGPoint(x: 400, y: 200), time: 1.2))),
            RecordedEvent(time: 1.25, event: .touch(TouchEvent(finger: 2, .down, at: CGPoint(x: 600.5, y: 210), time: 1.25))),
            RecordedEvent(time: 1.3, event: .touch(TouchEvent(finger: 1, .moved, at: CGPoint(x: 380, y: 201), time: 1.3))),
            RecordedEvent(time: 1.35, event: .touch(TouchEvent(finger: 1, .up, at: CGPoint(x: 370, y: 201), time: 1.35))),
            RecordedEvent(time: 1.4, event: .touch(TouchEvent(finger: 2, .cancelled, at: CGPoint(x: 590, y: 210), time: 1.4))),
            RecordedEvent(time: 1.5, event: .gamepad(GamepadEvent(.button(.dpadRight, isPressed: true), time: 1.5))),
            RecordedEvent(time: 1.6, event: .gamepad(GamepadEvent(.button(.dpadRight, isPressed: false), time: 1.6))),
            RecordedEvent(time: 1.7, event: .gamepad(GamepadEvent(.axis(.leftX, value: 0.8), time: 1.7))),
            RecordedEvent(time: 1.8, event: .gamepad(GamepadEvent(.axis(.leftY, value: -1), time: 1.8))),
        ]
        + GamepadButton.allCases.enumerated().map { index, button in
            RecordedEvent(
                time: 2 + Double(index) / 10,
                event: .gamepad(GamepadEvent(.button(button, isPressed: true), time: 2 + Double(index) / 10)))
        }

    @Test("every touch and gamepad line survives writing and reading exactly")
    func roundTrip() throws {
        let recording = InputRecording(scene: .banners, size: CGSize(width: 1280, height: 720), events: Self.events, duration: 3)
        let text = InputRecordingTests().text(recording)
        #expect(try InputRecording.parse(Array(text.utf8), file: "r.jsonl") == recording)
    }

    @Test("the lines are written as README shows them")
    func format() throws {
        let touch = try #require(
            InputRecording.line(for: .touch(TouchEvent(finger: 1, .down, at: CGPoint(x: 400, y: 200), time: 9)), at: 1.2))
        #expect(touch == #"{"finger":1,"phase":"down","t":1.2,"type":"touch","x":400,"y":200}"#)
        let button = try #require(
            InputRecording.line(for: .gamepad(GamepadEvent(.button(.dpadRight, isPressed: true), time: 9)), at: 1.2))
        #expect(button == #"{"button":"dpad_right","phase":"down","t":1.2,"type":"gamepad"}"#)
        let axis = try #require(InputRecording.line(for: .gamepad(GamepadEvent(.axis(.leftX, value: 0.8), time: 9)), at: 1.2))
        #expect(axis == #"{"axis":"left_x","t":1.2,"type":"gamepad","value":0.8}"#)
        let names = GamepadButton.allCases.compactMap {
            InputRecording.line(for: .gamepad(GamepadEvent(.button($0, isPressed: false), time: 0)), at: 0)
        }
        #expect(
            names.map { $0.components(separatedBy: "\"")[3] } == [
                "dpad_left", "dpad_right", "dpad_up", "dpad_down", "a", "b", "left_shoulder", "right_shoulder",
            ])
    }

    @Test(
        "bad touch and gamepad lines are refused with the line and what is wrong",
        arguments: [
            (#"{"t":1,"type":"touch","finger":1,"phase":"pressed","x":1,"y":2}"#, "r.jsonl:2: unknown touch phase \"pressed\""),
            (
                #"{"t":1,"type":"touch","finger":1.5,"phase":"down","x":1,"y":2}"#,
                "r.jsonl:2: \"finger\" must be a whole number, found 1.5"
            ),
            (
                #"{"t":1,"type":"touch","finger":"1","phase":"down","x":1,"y":2}"#,
                "r.jsonl:2: \"finger\" must be a number, found a string"
            ),
            (#"{"t":1,"type":"touch","phase":"down","x":1,"y":2}"#, "r.jsonl:2: missing \"finger\""),
            (
                #"{"t":1,"type":"touch","finger":1,"phase":"down","x":1,"y":2,"pressure":1}"#,
                "r.jsonl:2: unknown key \"pressure\""
            ),
            (#"{"t":1,"type":"touch","finger":1,"phase":"hovered","x":1,"y":2}"#, "r.jsonl:2: unknown touch phase \"hovered\""),
            (#"{"t":1,"type":"gamepad","button":"start","phase":"down"}"#, "r.jsonl:2: unknown gamepad button \"start\""),
            (#"{"t":1,"type":"gamepad","button":"a","phase":"moved"}"#, "r.jsonl:2: unknown button phase \"moved\""),
            (#"{"t":1,"type":"gamepad","button":"a"}"#, "r.jsonl:2: missing \"phase\""),
            (#"{"t":1,"type":"gamepad","axis":"right_x","value":0.5}"#, "r.jsonl:2: unknown gamepad axis name \"right_x\""),
            (#"{"t":1,"type":"gamepad","axis":"left_x","value":1.5}"#, "r.jsonl:2: \"value\" must be from -1 to 1, found 1.5"),
            (#"{"t":1,"type":"gamepad","axis":"left_y","value":-2}"#, "r.jsonl:2: \"value\" must be from -1 to 1, found -2.0"),
            (#"{"t":1,"type":"gamepad","axis":"left_x"}"#, "r.jsonl:2: missing \"value\""),
            (
                #"{"t":1,"type":"gamepad","button":"a","phase":"down","axis":"left_x","value":0}"#,
                "r.jsonl:2: a gamepad line is a button or an axis, not both"
            ),
            (#"{"t":1,"type":"gamepad"}"#, "r.jsonl:2: a gamepad line needs a button or an axis"),
            (#"{"t":1,"type":"gamepad","button":"a","phase":"down","trigger":1}"#, "r.jsonl:2: unknown key \"trigger\""),
            (#"{"t":1,"type":"joystick"}"#, "r.jsonl:2: unknown event type \"joystick\""),
        ])
    func refused(line: String, message: String) {
        #expect {
            try InputRecording.parse(Array((Self.header + line + "\n").utf8), file: "r.jsonl")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("errors name what there is: the hint lists every touch phase, button and event type")
    func hints() {
        func message(_ line: String) -> String {
            do {
                _ = try InputRecording.parse(Array((Self.header + line + "\n").utf8), file: "r.jsonl")
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(
            message(#"{"t":1,"type":"touch","finger":1,"phase":"x","x":1,"y":2}"#).contains(
                "hint: touch phases are down, moved, up, cancelled"))
        #expect(
            message(#"{"t":1,"type":"gamepad","button":"x","phase":"down"}"#)
                .contains(
                    "hint: gamepad buttons are dpad_left, dpad_right, dpad_up, dpad_down, a, b, left_shoulder, right_shoulder"))
        #expect(
            message(#"{"t":1,"type":"gamepad","axis":"x","value":0}"#).contains("hint: gamepad axis names are left_x, left_y"))
        #expect(
            message(#"{"t":1,"type":"gamepad"}"#).contains(
                #"hint: a gamepad line has "button" and "phase", or "axis" and "value""#))
        #expect(message(#"{"t":1,"type":"x"}"#).contains("touch, gamepad"))
    }
}
