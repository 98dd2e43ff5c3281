import Foundation
import Testing

@testable import CarouselLabCore

/// The committed default config and images: what the app shows out of the box.
@Suite("Config: the committed Resources")
struct ConfigResourceTests {
    @Test("Resources/banners.json loads with at least six banners whose images all exist")
    func realConfigLoads() throws {
        let config = try LabConfig.load(from: ConfigFixtures.resourcesConfigPath)
        #expect(config.banners.count >= 6)
        #expect(config.layout == .standard)
        #expect(config.sourceURL.path == ConfigFixtures.resourcesConfigPath)
        for banner in config.banners {
            #expect(!banner.title.isEmpty)
            #expect(!banner.subtitle.isEmpty)
            #expect(banner.image.key.hasPrefix(ConfigFixtures.repositoryRoot + "/Resources/images/"))
            #expect(FileManager.default.fileExists(atPath: banner.image.key), "missing image \(banner.image.key)")
        }
        #expect(Set(config.banners.map(\.image)).count == config.banners.count, "every banner has its own image")
    }

    @Test("titles and subtitles are short enough for one line on a ~900 pt banner")
    func textFitsOneLine() throws {
        let config = try LabConfig.load(from: ConfigFixtures.resourcesConfigPath)
        for banner in config.banners {
            // ~0.6 em per character: 24 pt titles and 15 pt subtitles within ~860 pt of text width.
            #expect(Double(banner.title.count) * 24 * 0.6 < 860, "title too long: \(banner.title)")
            #expect(Double(banner.subtitle.count) * 15 * 0.6 < 860, "subtitle too long: \(banner.subtitle)")
        }
    }

    @Test("the banner images are JPEG or PNG files and weigh less than 2 MiB together")
    func imagesAreSmallRealImages() throws {
        let config = try LabConfig.load(from: ConfigFixtures.resourcesConfigPath)
        var total = 0
        for banner in config.banners {
            let data = try Data(contentsOf: URL(fileURLWithPath: banner.image.key))
            total += data.count
            let jpeg = data.starts(with: [0xFF, 0xD8, 0xFF])
            let png = data.starts(with: [0x89, 0x50, 0x4E, 0x47])
            #expect(jpeg || png, "\(banner.image.key) is neither JPEG nor PNG")
        }
        #expect(total < 2 * 1024 * 1024)
    }
}
