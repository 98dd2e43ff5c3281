import Carousels
import Foundation
import Logging
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The lab under reduced motion: autoplay never starts, key A says so, keys still change the item at
/// once; `LabApp` sets it from the command line, the config and the desktop.
@MainActor
@Suite("Reduced motion in the lab")
struct ReducedMotionLabTests {
    /// A shell in a window that reduces motion, as `LabApp.makeRoot` makes it.
    func reduced(_ scene: SceneKind) -> ShellHarness {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
        lab.root.reducesMotion = true
        lab.shell.reducesMotion = true
        lab.frames(2)
        return lab
    }

    @Test("autoplay never fires, whatever interval is asked for", arguments: SceneKind.galleryTechniques)
    func autoplayNeverFires(scene: SceneKind) {
        let lab = reduced(scene)
        lab.shell.setAutoplay(1)
        let offset = lab.carousel().inspectedScrollView.contentOffset
        let item = lab.carousel().currentItem
        lab.wait(5)
        #expect(lab.carousel().currentItem == item, "\(scene)")
        #expect(lab.carousel().inspectedScrollView.contentOffset == offset, "\(scene): nothing moved")
        #expect(lab.shell.autoplayInterval == nil)
        #expect(lab.shell.nextDeadline == nil)
    }

    @Test("turning reduced motion on stops a running autoplay")
    func turningOnStopsAutoplay() {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.setAutoplay(1)
        lab.frames(2)
        #expect(lab.shell.nextDeadline != nil)
        lab.root.reducesMotion = true
        lab.shell.reducesMotion = true
        lab.wait(3)
        #expect(lab.carousel().currentItem == 0)
        #expect(lab.shell.nextDeadline == nil)
    }

    @Test("key A does not start autoplay and says why for a moment; without reduced motion it starts it")
    func keyA() {
        let lab = reduced(.banners)
        lab.driver.key(.character("a"))
        #expect(lab.shell.autoplayInterval == nil)
        #expect(lab.shell.notice.text == LabShell.autoplayReducedMotionNotice)
        #expect(lab.shell.notice.text == "autoplay off: reduced motion")
        lab.wait(NoticeBadge.duration - 0.2)
        #expect(lab.shell.notice.text == LabShell.autoplayReducedMotionNotice, "still shown")
        lab.wait(4)
        #expect(lab.shell.notice.text == "", "gone after \(NoticeBadge.duration) s")
        #expect(lab.carousel().currentItem == 0, "no page turned")
        #expect(lab.root.animationDriver.isIdle, "the loop may sleep again")

        let plain = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        plain.frames(2)
        plain.driver.key(.character("a"))
        #expect(plain.shell.autoplayInterval == LabShell.defaultAutoplayInterval)
        #expect(plain.shell.notice.text == "")
    }

    @Test("the notice is drawn at the top of the window, under the time badge")
    func noticePlacement() {
        let lab = reduced(.banners)
        lab.driver.key(.character("a"))
        lab.frames(1)
        let frame = lab.shell.notice.convert(lab.shell.notice.bounds, to: nil)
        #expect(abs(frame.midX - 480) < 1e-9 && frame.minY > 12 && frame.maxY < 100, "\(frame)")
        #expect(!lab.shell.notice.isHidden)
    }

    @Test("a key changes the banner in the next frame, once reported with cause key")
    func keyCuts() {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.root.reducesMotion = true
        lab.shell.reducesMotion = true
        lab.frames(2)
        let before = lab.events(named: "settledIndexChanged").count
        lab.driver.key(.right)
        lab.frame()
        #expect(lab.carousel().currentItem == 1)
        #expect(lab.carousel().isCurrentItemCentred())
        let lines = lab.events(named: "settledIndexChanged").dropFirst(before)
        #expect(lines.count == 1 && lines.first?.contains(#""cause":"key""#) == true, "\(lines)")
    }

    @Test("LabApp: --reduced-motion sets the window and keeps --autoplay off; the desktop is not asked")
    func labAppCommandLine() throws {
        let (config, folder) = try Self.config()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = LabOptions()
        options.configPath = config
        options.scene = .banners
        options.reducesMotion = true
        options.autoplayInterval = 1
        let failing = DesktopMotionPreference(environment: ["PATH": "/nonexistent"])
        let app = try LabApp(options: options, desktop: failing)
        #expect(app.motion == ReducedMotion(isOn: true, source: .commandLine))
        let (root, shell) = app.makeRoot(size: CGSize(width: 960, height: 540), measurer: FixedWidthTextMeasurer())
        #expect(root.reducesMotion && shell.reducesMotion)
        #expect(shell.autoplayInterval == nil && shell.nextDeadline == nil)
    }

    @Test("LabApp: the config's \"motion\" decides without a flag; neither: off by default")
    func labAppConfig() throws {
        let none = DesktopMotionPreference(environment: ["PATH": "/nonexistent"])
        for (extra, expected) in [
            (#", "motion": "reduced""#, ReducedMotion(isOn: true, source: .config)),
            (#", "motion": "full""#, ReducedMotion(isOn: false, source: .config)),
            ("", ReducedMotion(isOn: false, source: .byDefault)),
        ] {
            let (config, folder) = try Self.config(extra: extra)
            defer { try? FileManager.default.removeItem(at: folder) }
            var options = LabOptions()
            options.configPath = config
            options.autoplayInterval = 1
            let app = try LabApp(options: options, desktop: none)
            #expect(app.motion == expected, "\(extra)")
            let (root, shell) = app.makeRoot(size: CGSize(width: 960, height: 540), measurer: FixedWidthTextMeasurer())
            #expect(root.reducesMotion == expected.isOn)
            #expect((shell.autoplayInterval == nil) == expected.isOn, "\(extra)")
        }
    }

    /// A config of three banners in a fresh folder, `extra` spliced into its top level; its path.
    static func config(extra: String = "") throws -> (String, URL) {
        let folder = try ConfigFixtures.temporaryFolder()
        let path = folder.appendingPathComponent("banners.json").path
        let banners = (0..<3).map { #"{"title": "B\#($0)", "image": "b\#($0).png"}"# }.joined(separator: ", ")
        try Data(#"{"banners": [\#(banners)]\#(extra)}"#.utf8).write(to: URL(fileURLWithPath: path))
        return (path, folder)
    }
}
