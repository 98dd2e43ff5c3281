import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// Touchscreens and gamepads over every technique of the lab: a finger does exactly what the mouse
/// does (the same event log but for the cause), and a gamepad pages, scrolls and selects.
@MainActor
@Suite("Touch and gamepad in every technique")
struct DeviceTechniqueTests {
    nonisolated static let scenes: [SceneKind] = SceneKind.galleryTechniques + [.scroll]
    nonisolated static let pagedScenes: [SceneKind] = [.banners, .previews, .infinitePreviews, .picker, .paging]

    /// One pointer path: pressed at the first point, one sample per frame, lifted at the last.
    enum Device { case mouse, finger }

    static func play(_ path: [CGPoint], with device: Device, on lab: ShellHarness) {
        for (index, point) in path.enumerated() {
            if index > 0 { lab.frame() }
            let phase: TouchEvent.Phase = index == 0 ? .down : index == path.count - 1 ? .up : .moved
            switch device {
            case .finger:
                lab.root.handle(.touch(TouchEvent(finger: 5, phase, at: point, time: lab.driver.time)))
            case .mouse:
                let pointer: PointerEvent.Phase = phase == .down ? .down : phase == .up ? .up : .moved
                lab.root.handle(.pointer(PointerEvent(pointer, at: point, time: lab.driver.time)))
            }
        }
    }

    /// The cause a log line names, if any.
    static func cause(of line: String) -> String? {
        guard let range = line.range(of: "\"cause\":\"") else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test(
        "a finger's drag, flick, tap on the centred item, tap on a neighbour and catch log what the mouse's do",
        arguments: scenes)
    func fingerIsMouse(scene: SceneKind) throws {
        func session(_ device: Device) -> [String] {
            let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
            lab.frames(2)
            let carousel = lab.carousel()
            let middle = lab.centre(of: carousel)
            func step(_ path: [CGPoint], settle: TimeInterval = 3) {
                Self.play(path, with: device, on: lab)
                lab.wait(settle)
            }
            // A slow drag held still (let go at rest), then a flick.
            step(
                (0...30).map { CGPoint(x: middle.x - CGFloat($0) * 10, y: middle.y) }
                    + Array(repeating: CGPoint(x: middle.x - 300, y: middle.y), count: 10))
            step((0...6).map { CGPoint(x: middle.x - CGFloat($0) * 40, y: middle.y) })
            // A tap on the centred item (a selection; the picker advances), then on the right edge.
            step([middle, middle])
            step([CGPoint(x: carousel.convertToWindow(.zero).x + carousel.bounds.width - 8, y: middle.y)].flatMap { [$0, $0] })
            // A flick caught two frames later: a brake, never a tap.
            step((0...5).map { CGPoint(x: middle.x + CGFloat($0) * 50, y: middle.y) }, settle: 2.0 / 60)
            step([middle, middle])
            return lab.events
        }
        let mouse = session(.mouse)
        let finger = session(.finger)
        #expect(mouse.count > 10)
        #expect(finger.count == mouse.count)
        // Line for line the same, but that the finger's causes say touch where the mouse's say drag,
        // fling or click.
        for (line, (touch, click)) in zip(finger, mouse).enumerated() {
            let mouseCause = Self.cause(of: click)
            let fingerCause = Self.cause(of: touch)
            let pointerCauses: Set<String?> = ["drag", "fling", "click"]
            let same =
                pointerCauses.contains(mouseCause)
                ? fingerCause == "touch"
                    && touch.replacingOccurrences(of: "\"cause\":\"touch\"", with: "\"cause\":\"\(mouseCause!)\"") == click
                : touch == click
            if !same {
                Issue.record("\(scene), line \(line): finger \(touch)\n  mouse \(click)")
                break
            }
        }
        #expect(finger.contains { Self.cause(of: $0) == "touch" })
    }

    @Test("the d-pad pages every technique as the arrow keys do; held, it keeps paging and lands exactly", arguments: scenes)
    func dpad(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        let carousel = lab.carousel()
        let count = carousel.itemCount
        let before = try #require(carousel.currentItem)
        let start = lab.events.count
        lab.driver.gamepad(.dpadRight, pressed: true)
        lab.driver.gamepad(.dpadRight, pressed: false)
        lab.wait(2)
        let once = try #require(carousel.currentItem)
        if scene != .scroll { #expect(once == (before + 1) % count, "\(scene): \(before) → \(once)") }
        lab.driver.gamepad(.dpadLeft, pressed: true)
        lab.wait(GamepadNavigator.repeatDelay + 1.5 * GamepadNavigator.repeatInterval) // the press and two repeats
        lab.driver.gamepad(.dpadLeft, pressed: false)
        lab.wait(3)
        let after = try #require(carousel.currentItem)
        let finite: Set<SceneKind> = [.previews, .paging]
        let expected = finite.contains(scene) ? max(once - 3, 0) : WrapMath.wrap(once - 3, count: count)
        if scene != .scroll { #expect(after == expected, "\(scene): \(once) → \(after)") }
        if Self.pagedScenes.contains(scene) { #expect(carousel.isCurrentItemCentred(), "\(scene) rests centred") }
        #expect(carousel.isAtRest)
        let causes = Set(lab.events[start...].compactMap(Self.cause(of:)))
        #expect(causes == ["gamepad"], "\(scene): the d-pad's pages name the gamepad")
    }

    @Test("the stick scrolls every technique and, let go, it lands as after a flick (centred when paged)", arguments: scenes)
    func stick(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        let carousel = lab.carousel()
        let scrollView = carousel.inspectedScrollView
        let start = scrollView.contentOffset.x
        lab.driver.gamepad(.leftX, 0.7)
        lab.wait(0.25)
        #expect(scrollView.isDragging, "\(scene)")
        #expect(scrollView.contentOffset.x != start, "\(scene) moved")
        lab.driver.gamepad(.leftX, 0.3)
        lab.frame()
        lab.driver.gamepad(.leftX, 0)
        #expect(!scrollView.isDragging)
        lab.wait(4)
        #expect(carousel.isAtRest, "\(scene)")
        if Self.pagedScenes.contains(scene) { #expect(carousel.isCurrentItemCentred(), "\(scene) rests centred") }
        let landings = lab.events.filter { $0.contains("\"didEndDecelerating\"") }
        #expect(landings.last?.contains("\"cause\":\"gamepad\"") == true, "\(scene): \(landings)")
    }

    @Test("the shoulders move the focus through the gallery; B goes back from a technique")
    func shouldersAndB() throws {
        let lab = ShellHarness(scene: .gallery, size: CGSize(width: 1280, height: 720))
        lab.frames(2)
        #expect(lab.root.focusedView === lab.carousel(0))
        lab.driver.gamepad(.rightShoulder, pressed: true)
        #expect(lab.root.focusedView === lab.carousel(1))
        lab.driver.gamepad(.leftShoulder, pressed: true)
        lab.driver.gamepad(.leftShoulder, pressed: false)
        lab.driver.gamepad(.leftShoulder, pressed: true)
        #expect(lab.root.focusedView === lab.carousel(lab.shell.content.techniques.count - 1))
        lab.root.handle(.key(KeyEvent(.character("2"), time: lab.driver.time)))
        #expect(lab.shell.scene == .tiling)
        lab.driver.gamepad(.b, pressed: true)
        #expect(lab.shell.scene == .gallery && !lab.shell.wantsQuit)
        lab.driver.gamepad(.b, pressed: true)
        #expect(lab.shell.wantsQuit, "B in the gallery is Esc there: quit")
    }
}
