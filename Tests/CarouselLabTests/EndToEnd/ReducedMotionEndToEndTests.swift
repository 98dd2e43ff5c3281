import Foundation
import Testing

/// `--reduced-motion` in the real binary, headless: a replayed key press shows the new item in the
/// very next frame (without the flag, that frame still shows the old one on its way out).
extension HeadlessEndToEndTests {
    /// Replays one forward key press at 0.49 s in `scene` (960 × 540) and screenshots frame 30 (0.5 s,
    /// the first frame after the key); returns the item in the strip's middle and the output.
    private func itemAfterKey(scene: String, reducedMotion: Bool) throws -> (item: Int?, output: String) {
        // Without the flag, the config says "full", so the desktop's setting cannot turn it on.
        var config = try flowConfig()
        if !reducedMotion {
            let text = try String(contentsOfFile: config, encoding: .utf8)
            config = folder.appendingPathComponent("flow-full-motion.json").path
            try Data((text.dropLast() + #", "motion": "full"}"#).utf8).write(to: URL(fileURLWithPath: config))
        }
        let tag = "\(scene)-\(reducedMotion)-\(UUID().uuidString.prefix(6))"
        let recording = folder.appendingPathComponent("motion-\(tag).jsonl")
        let header = #"{"recording":"carousel-lab","version":1,"scene":"\#(scene)","width":960,"height":540}"#
        let key = #"{"t":0.49,"type":"key","key":"right","modifiers":[],"repeat":false}"#
        try Data([header, key, #"{"t":3,"type":"end"}"#].joined(separator: "\n").utf8).write(to: recording)
        let shot = folder.appendingPathComponent("motion-\(tag).png").path
        let result = try runApp(
            ["--headless", "--replay", recording.path, "--config", config, "--events", "--frames", "31", "--screenshot", shot]
                + (reducedMotion ? ["--reduced-motion"] : []))
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: shot)
        let line = 16 + (540 - 32 - 18) / 2
        return (Self.flowItem(picture.pixel(480, line)), result.output)
    }

    @Test(
        "--reduced-motion: a replayed key press shows the next item in the next frame, reported once with cause key",
        arguments: ["banners", "previews", "infinite-previews", "picker", "paging"])
    func reducedMotionKeyCuts(scene: String) throws {
        let reduced = try itemAfterKey(scene: scene, reducedMotion: true)
        #expect(reduced.item == 1, "\(scene): item 1 in the middle in the frame after the key")
        let changes = reduced.output.split(separator: "\n").filter {
            $0.contains(#""settledIndexChanged""#)
        }
        #expect(changes.count == 2, "the first item, then the key's: \(changes)")
        #expect(changes.last?.contains(#""cause":"key""#) == true, "\(changes)")
        #expect(reduced.output.contains("reduced motion on (command line)"), "the log says why: \(reduced.output)")

        let full = try itemAfterKey(scene: scene, reducedMotion: false)
        #expect(full.item == 0, "\(scene): without the flag the next frame still shows item 0 sliding out")
        #expect(full.output.contains("reduced motion off (config)"), "\(full.output)")
    }
}
