import Carousels
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("The shelves scene's rows from the config")
struct ShelfPlanTests {
    @Test("without any row: four rows of ten, row r from banner 10 r on, cycled")
    func defaultRows() {
        let plan = ShelfPlan(count: 7, rows: [])
        #expect(plan.rows.map(\.title) == ShelfPlan.defaultTitles)
        #expect(plan.rows[0].bannerIndices == [0, 1, 2, 3, 4, 5, 6, 0, 1, 2])
        #expect(plan.rows[1].bannerIndices == [3, 4, 5, 6, 0, 1, 2, 3, 4, 5])
        #expect(plan.rows[3].bannerIndices == [2, 3, 4, 5, 6, 0, 1, 2, 3, 4])
        let long = ShelfPlan(count: 45, rows: [])
        #expect(long.rows[2].bannerIndices == Array(20..<30))
    }

    @Test("no banners: four empty rows")
    func empty() {
        let plan = ShelfPlan(count: 0, rows: [])
        #expect(plan.rows.count == 4)
        #expect(plan.rows.allSatisfy { $0.bannerIndices.isEmpty })
    }

    @Test("rows in order of first appearance, banners in file order within their row")
    func configRows() {
        let plan = ShelfPlan(count: 5, rows: ["Films", "Series", "Films", "Games", "Series"])
        #expect(plan.rows.map(\.title) == ["Films", "Series", "Games"])
        #expect(plan.rows.map(\.bannerIndices) == [[0, 2], [1, 4], [3]])
    }

    @Test("banners without a row go to a last row, none dropped")
    func unassigned() {
        let plan = ShelfPlan(count: 4, rows: [nil, "Films", nil, "Films"])
        #expect(plan.rows.map(\.title) == ["Films", ShelfPlan.unassignedTitle])
        #expect(plan.rows.map(\.bannerIndices) == [[1, 3], [0, 2]])
        let named = ShelfPlan(count: 3, rows: [ShelfPlan.unassignedTitle, "Films", nil])
        #expect(named.rows.map(\.title) == [ShelfPlan.unassignedTitle, "Films"])
        #expect(named.rows[0].bannerIndices == [0, 2])
    }
}

@Suite("A banner's \"row\" in the config")
struct ConfigRowTests {
    @Test("rows are read with the banners; none given, none kept")
    func rows() throws {
        let config = try #require(
            parsedConfig(
                #"{"banners": [{"row": "Films", "title": "S", "image": "a.png"}, {"title": "T", "image": "b.png"}]}"#))
        #expect(config.bannerRows == ["Films", nil])
        #expect(LiveBanner.list(of: config).map(\.row) == ["Films", nil])
        #expect(parsedConfig(ConfigFixtures.oneBanner())?.bannerRows == [])
    }

    @Test(
        "a row must be a non-blank string",
        arguments: [
            (#"{"banners": [{"row": " ", "title": "A", "image": "a.png"}]}"#, #"1:22: "row" in banners[0] is blank"#),
            (#"{"banners": [{"row": 2, "title": "A", "image": "a.png"}]}"#, #"1:22: expected a string for "row" in banners[0]"#),
        ])
    func badRow(text: String, message: String) throws {
        let error = try #require(configError(text))
        #expect(error.description.contains(message), "\(error)")
    }

    @Test("a recording's data line keeps each banner's row")
    func dataLineRoundTrip() throws {
        let banners = [
            LiveBanner(Banner(title: "A", subtitle: "", image: ImageReference("/c/a.png")), row: "Films"),
            LiveBanner(Banner(title: "B", subtitle: "", image: ImageReference("/c/b.png"))),
        ]
        let text = RecordedEdit.text(banners, at: 1.5, relativeTo: "/c")
        let read = try RecordedEdit.decode(Array(text.utf8), number: 3, file: "r.jsonl", folder: "/c")
        #expect(read == banners)
    }
}
