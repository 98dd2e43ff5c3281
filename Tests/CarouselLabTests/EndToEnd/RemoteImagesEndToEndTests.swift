import Foundation
import ScrollKitTestSupport
import Testing

extension HeadlessEndToEndTests {
    @Test(
        "remote images: the app shows the served one, placeholders for the slow one and the bomb (one warning each), and exits 0")
    func remoteImagesFromALoopbackServer() throws {
        // A solid 320×160 image of a colour nothing else in the lab uses.
        let image = try Shell.run(["convert", "-size", "320x160", "xc:#20C040", "png:-"])
        let server = try LoopbackHTTPServer(routes: [
            "/ok.png": .ok(image),
            "/slow.png": .delayed(8, image),
            "/bomb.png": .ok(TestPNG.declaring(width: 100_000, height: 100_000)),
        ])
        defer { server.stop() }
        let config = folder.appendingPathComponent("remote.json")
        try Data(
            """
            {"banners": [
              {"title": "Served", "subtitle": "arrives at once", "image": "\(server.url("/ok.png"))"},
              {"title": "Slow", "subtitle": "later than the timeout", "image": "\(server.url("/slow.png"))"},
              {"title": "Bomb", "subtitle": "declares 100000 × 100000 pixels", "image": "\(server.url("/bomb.png"))"}
            ],
            "images": {"timeout": 1}}
            """.utf8
        ).write(to: config)
        let path = folder.appendingPathComponent("remote.png").path

        let result = try runApp(["--headless", "--screenshot", path, "--config", config.path, "--scene", "banners"])

        #expect(result.status == 0, "\(result.output)")
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning") }
        let slow = warnings.filter { $0.contains(server.url("/slow.png")) }
        let bomb = warnings.filter { $0.contains(server.url("/bomb.png")) }
        #expect(slow.count == 1 && slow.first?.contains("within 1 s (timeout)") == true, "\(result.output)")
        #expect(
            bomb.count == 1 && bomb.first?.contains("100000×100000") == true
                && bomb.first?.contains("maxDimension") == true, "\(result.output)")
        #expect(warnings.count == 2, "no other warning: \(result.output)")
        #expect(server.hitCount("/ok.png") == 1 && server.hitCount("/slow.png") == 1 && server.hitCount("/bomb.png") == 1)

        // Banners scene, 960×540: the served image fills the centred banner; the bomb (the last
        // banner) peeks in on the left and the slow one on the right, as placeholders.
        let picture = try Picture(file: path)
        let served = picture.pixel(700, 400)
        #expect(abs(served.r - 0x20) <= 8 && abs(served.g - 0xC0) <= 8 && abs(served.b - 0x40) <= 8, "\(served)")
        for x in [3, 956] {
            let ear = picture.pixel(x, 270)
            #expect(abs(ear.r - 0x3A) <= 6 && abs(ear.g - 0x3F) <= 6 && abs(ear.b - 0x4A) <= 6, "placeholder at x \(x): \(ear)")
        }
    }
}
