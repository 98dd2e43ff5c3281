import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// Matching an edited config's banners to those shown: by id, else by title and image.
@Suite("Live config: banner matching and ids")
struct BannerMatchingTests {
    static func banner(
        _ title: String, _ image: String = "a.png", id: String? = nil, subtitle: String = "", length: CGFloat? = nil
    )
        -> LiveBanner
    {
        LiveBanner(Banner(title: title, subtitle: subtitle, image: ImageReference("/img/" + image)), length: length, id: id)
    }

    let old = [banner("A"), banner("B", "b.png"), banner("C", "c.png")]

    @Test("by title and image: an insert before, a removal, a move")
    func byLook() {
        let inserted = BannerMatching.changes(from: old, to: [Self.banner("New", "n.png")] + old)
        #expect(inserted == CarouselItemChanges(inserted: [0]))
        let removed = BannerMatching.changes(from: old, to: [old[0], old[2]])
        #expect(removed == CarouselItemChanges(removed: [1]))
        let moved = BannerMatching.changes(from: old, to: [old[2], old[0], old[1]])
        #expect(moved.moved.count == 1 && moved.inserted.isEmpty && moved.removed.isEmpty)
        #expect(moved.count(after: 3) == 3)
    }

    @Test("the same title with another image is another banner; other fields changed are a reload")
    func reloads() {
        let changed = BannerMatching.changes(from: old, to: [Self.banner("A", "z.png"), old[1], old[2]])
        #expect(changed == CarouselItemChanges(removed: [0], inserted: [0]))
        let subtitle = BannerMatching.changes(from: old, to: [Self.banner("A", subtitle: "new"), old[1], old[2]])
        #expect(subtitle == CarouselItemChanges(reloaded: [0]))
        let length = BannerMatching.changes(from: old, to: [old[0], Self.banner("B", "b.png", length: 300), old[2]])
        #expect(length == CarouselItemChanges(reloaded: [1]))
    }

    @Test("by id: a banner keeps its place whatever its title and image become; different ids are different banners")
    func byID() {
        let old = [Self.banner("A", id: "a"), Self.banner("B", "b.png", id: "b")]
        let renamed = BannerMatching.changes(from: old, to: [Self.banner("Renamed", "r.png", id: "a"), old[1]])
        #expect(renamed == CarouselItemChanges(reloaded: [0]))
        let other = BannerMatching.changes(from: old, to: [Self.banner("A", id: "x"), old[1]])
        #expect(other == CarouselItemChanges(removed: [0], inserted: [0]), "same look, another id")
        let added = BannerMatching.changes(from: [Self.banner("A")], to: [Self.banner("A", id: "a")])
        #expect(added == CarouselItemChanges(reloaded: [0]), "an id given to a banner keeps it")
    }

    @Test("repeated looks are matched in order")
    func repeatedLooks() {
        let old = [Self.banner("A"), Self.banner("A"), Self.banner("B", "b.png")]
        #expect(BannerMatching.changes(from: old, to: [old[0], old[2]]) == CarouselItemChanges(removed: [1]))
        #expect(BannerMatching.changes(from: old, to: old + [Self.banner("A")]) == CarouselItemChanges(inserted: [3]))
    }

    @Test("from nothing, to nothing")
    func empty() {
        #expect(BannerMatching.changes(from: [], to: old) == CarouselItemChanges(inserted: [0, 1, 2]))
        #expect(BannerMatching.changes(from: old, to: []) == CarouselItemChanges(removed: [0, 1, 2]))
    }

    @Test("a config's ids are read with the banners; none given, none kept")
    func configIDs() throws {
        let config = try #require(
            parsedConfig(
                #"{"banners": [{"id": "s", "title": "S", "image": "a.png"}, {"title": "T", "image": "b.png", "length": 300}]}"#))
        #expect(config.bannerIDs == ["s", nil])
        #expect(LiveBanner.list(of: config).map(\.id) == ["s", nil])
        #expect(LiveBanner.list(of: config).map(\.length) == [nil, 300])
        #expect(parsedConfig(ConfigFixtures.oneBanner())?.bannerIDs == [])
    }

    @Test("a repeated id is an error at the second one, with file, line and column, naming the first")
    func duplicateID() throws {
        let text = """
            {"banners": [
              {"id": "x", "title": "A", "image": "a.png"},
              {"title": "B", "image": "b.png",   "id": "x"}
            ]}
            """
        let error = try #require(configError(text))
        #expect(error.kind == .invalidValue && error.location == at(3, 44))
        #expect(
            error.description.hasPrefix(
                #"/configs/banners.json:3:44: "id" "x" in banners[1] is already the id of banners[0] (at 2:10)"#),
            "\(error)")
    }

    @Test(
        "an id must be a non-empty string",
        arguments: [
            (#"{"banners": [{"id": "", "title": "A", "image": "a.png"}]}"#, #"1:21: "id" in banners[0] is empty"#),
            (#"{"banners": [{"id": 3, "title": "A", "image": "a.png"}]}"#, #"1:21: expected a string for "id" in banners[0]"#),
        ])
    func badID(text: String, message: String) throws {
        let error = try #require(configError(text))
        #expect(error.description.contains(message), "\(error)")
    }
}
