import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// The layouts the documentation shows: README's config example and the configs of its layout
/// pictures (`make screenshot`) read as the text around them says.
@Suite("Config: the documented layouts")
struct ConfigDocumentedLayoutTests {
    @Test("the README's config example and the pictures' configs (docs/layout-*.json) read as they say")
    func documentedConfigs() throws {
        let root = ConfigFixtures.repositoryRoot
        let shelf = try LabConfig.load(from: root + "/docs/layout-shelf.json")
        #expect(shelf.layout == CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view))
        #expect(shelf.itemLengths.isEmpty)
        let mixed = try LabConfig.load(from: root + "/docs/layout-mixed.json")
        #expect(mixed.layout == CarouselLayout(itemLength: .fixed(260), alignment: .start))
        #expect(mixed.itemLengths == [420, 180, nil, 360, 160, nil, 400])
        for config in [shelf, mixed] {
            for banner in config.banners {
                #expect(FileManager.default.fileExists(atPath: banner.image.key), "\(banner.image.key)")
            }
        }
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Config\n").dropFirst().first)
        let json = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let example = try #require(parsedConfig(json))
        #expect(example.layout == CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view))
        #expect(example.itemLengths == [nil, 420])
    }
}
