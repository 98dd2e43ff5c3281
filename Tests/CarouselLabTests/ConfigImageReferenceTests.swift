import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// How a banner's `image` string becomes an `ImageReference`.
@Suite("Config: image references")
struct ConfigImageReferenceTests {
    /// The image reference of a one-banner config at `configPath`.
    private func image(_ raw: String, configPath: String = "/srv/lab/config/banners.json") -> String? {
        parsedConfig(ConfigFixtures.oneBanner(image: raw), path: configPath)?.banners.first?.image.key
    }

    @Test(
        "relative paths resolve against the config file's folder, normalised",
        arguments: [
            ("images/summer.jpg", "/srv/lab/config/images/summer.jpg"),
            ("./images/./summer.jpg", "/srv/lab/config/images/summer.jpg"),
            ("../shared//art/x.png", "/srv/lab/shared/art/x.png"),
            ("summer.jpg", "/srv/lab/config/summer.jpg"),
            ("my pics/été 2.jpg", "/srv/lab/config/my pics/été 2.jpg"),
            ("summer:2.jpg", "/srv/lab/config/summer:2.jpg"),
            ("../../../../../../etc/x.jpg", "/etc/x.jpg"),
        ])
    func relative(raw: String, expected: String) {
        #expect(image(raw) == expected)
    }

    @Test("a config given by a relative path resolves images against the current directory")
    func relativeConfigPath() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(image("img/a.jpg", configPath: "cfg/banners.json") == ConfigPath.normalize(cwd + "/cfg/img/a.jpg"))
        #expect(image("a.jpg", configPath: "banners.json") == ConfigPath.normalize(cwd + "/a.jpg"))
    }

    @Test("absolute paths are kept (normalised)")
    func absolute() {
        #expect(image("/opt/art/banner.png") == "/opt/art/banner.png")
        #expect(image("/opt/art/../img//banner.png") == "/opt/img/banner.png")
    }

    @Test("~/ means the home folder")
    func home() {
        #expect(image("~/Pictures/a.jpg") == ConfigPath.normalize(NSHomeDirectory() + "/Pictures/a.jpg"))
    }

    @Test(
        "file URLs become the local path they name",
        arguments: [
            ("file:///opt/art/a.jpg", "/opt/art/a.jpg"),
            ("FILE:///opt/art/a.jpg", "/opt/art/a.jpg"),
            ("file://localhost/opt/art/a.jpg", "/opt/art/a.jpg"),
            ("file:/opt/art/a.jpg", "/opt/art/a.jpg"),
            ("file:///opt/my%20art/caf%C3%A9.jpg", "/opt/my art/café.jpg"),
            ("file:///opt/art/../x.jpg", "/opt/x.jpg"),
        ])
    func fileURLs(raw: String, expected: String) {
        #expect(image(raw) == expected)
    }

    @Test(
        "http(s) URLs pass through unchanged",
        arguments: [
            "https://cdn.example.com/banners/summer.jpg?v=2#x",
            "http://localhost:8080/a.png",
            "HTTPS://Example.com/A.JPG",
        ])
    func remoteURLs(raw: String) {
        #expect(image(raw) == raw)
    }

    @Test(
        "other schemes, hosts in file URLs and malformed URLs are clear errors",
        arguments: [
            ("ftp://example.com/a.jpg", #"the URL scheme "ftp" is not supported"#),
            ("data:image/png;base64,AAAA", #"the URL scheme "data" is not supported"#),
            ("s3://bucket/a.jpg", #"the URL scheme "s3" is not supported"#),
            ("file://server/share/a.jpg", #"names the host "server"; only local files are supported"#),
            ("file://", "has no absolute path"),
            ("file:relative.jpg", "has no absolute path"),
            ("file:///a%2.jpg", "invalid percent-escape"),
            ("file:///a%FF.jpg", "invalid percent-escape"),
            ("https://", "has no host"),
            ("https:///path.jpg", "has no host"),
        ])
    func refused(raw: String, fragment: String) throws {
        let error = try #require(configError(ConfigFixtures.oneBanner(image: raw), path: "i.json"))
        #expect(error.kind == .unsupportedImageReference, "\(error)")
        #expect(error.location == at(1, 55), "\(error)")
        #expect(error.message.hasPrefix(#""image" in banners[0]: "#))
        #expect(error.message.contains(fragment), "\(error)")
        #expect(error.hint != nil)
    }

    @Test("an empty image is refused")
    func emptyImage() throws {
        let error = try #require(configError(ConfigFixtures.oneBanner(image: " "), path: "i.json"))
        #expect(error.kind == .invalidValue)
        #expect(error.description.hasPrefix(#"i.json:1:55: "image" in banners[0]: is empty"#))
    }

    @Test("a missing image file is not a config error")
    func missingFileIsFine() {
        #expect(image("does/not/exist.jpg") == "/srv/lab/config/does/not/exist.jpg")
    }
}
