import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// `"layout"`'s policies (`itemLength` or `itemsPerView`, `align`, `pageBy`, `contain`) and each
/// banner's own `length`: every key, every bad value at its file, line and column.
@Suite("Config: layout policies and banner lengths")
struct ConfigLayoutPolicyTests {
    private func layout(_ json: String) -> CarouselLayout? {
        parsedConfig(#"{"banners": [], "layout": \#(json)}"#)?.layout
    }

    /// A banner object for the tests, with `extra` members spliced in.
    private static func banner(_ title: String, _ extra: String = "") -> String {
        #"{"title": "\#(title)", "image": "i.jpg"\#(extra)}"#
    }

    @Test("without the keys, the policies are the defaults: fill, centred, by item, no containment; no banner lengths")
    func defaults() throws {
        let config = try #require(parsedConfig(#"{"banners": [\#(Self.banner("A"))], "layout": {"inset": 4}}"#))
        #expect(config.layout == CarouselLayout(inset: 4))
        #expect(config.layout.itemLength == .fill && config.layout.alignment == .center)
        #expect(config.layout.pageBy == .item && config.layout.contain == .none)
        #expect(config.itemLengths.isEmpty)
    }

    @Test("itemLength is a fixed length in points, itemsPerView a count; each keeps the other keys")
    func itemLengths() {
        #expect(layout(#"{"itemLength": 280}"#) == CarouselLayout(itemLength: .fixed(280)))
        #expect(layout(#"{"itemLength": 0.5}"#) == CarouselLayout(itemLength: .fixed(0.5)))
        #expect(layout(#"{"itemLength": 10000}"#) == CarouselLayout(itemLength: .fixed(10_000)))
        #expect(layout(#"{"itemsPerView": 2.5}"#) == CarouselLayout(itemLength: .itemsPerView(2.5)))
        #expect(layout(#"{"itemsPerView": 100}"#) == CarouselLayout(itemLength: .itemsPerView(100)))
        #expect(
            layout(#"{"inset": 0, "spacing": 12, "itemsPerView": 3, "cornerRadius": 4}"#)
                == CarouselLayout(inset: 0, spacing: 12, cornerRadius: 4, itemLength: .itemsPerView(3)))
    }

    @Test("align, pageBy and contain take each of their names")
    func names() {
        for alignment in CarouselLayout.Alignment.allCases {
            #expect(layout(#"{"align": "\#(alignment.rawValue)"}"#)?.alignment == alignment)
        }
        for pageBy in CarouselLayout.PageBy.allCases {
            #expect(layout(#"{"pageBy": "\#(pageBy.rawValue)"}"#)?.pageBy == pageBy)
        }
        for contain in CarouselLayout.Containment.allCases {
            #expect(layout(#"{"contain": "\#(contain.rawValue)"}"#)?.contain == contain)
        }
    }

    @Test("a start-aligned shelf: every policy key at once, beside the flow and the effect")
    func shelf() throws {
        let json = #"""
            {"banners": [], "layout": {"itemsPerView": 3, "align": "start", "pageBy": "view", "contain": "trim",
             "axis": "vertical", "effect": "fade", "spacing": 10}}
            """#
        let config = try #require(parsedConfig(json))
        #expect(
            config.layout
                == CarouselLayout(spacing: 10, itemLength: .itemsPerView(3), alignment: .start, pageBy: .view, contain: .trim))
        #expect(config.flow == .vertical)
        #expect(config.effect == .fade)
    }

    @Test("a banner's length is its own item length; banners without one are nil, in banner order")
    func bannerLengths() throws {
        let banners = [
            Self.banner("A", #", "length": 420"#), Self.banner("B"), Self.banner("C", #", "length": 0.25"#), Self.banner("D"),
        ]
        let config = try #require(parsedConfig(#"{"banners": [\#(banners.joined(separator: ", "))]}"#))
        #expect(config.itemLengths == [420, nil, 0.25, nil])
        #expect(config.banners.map(\.title) == ["A", "B", "C", "D"])
        let last = try #require(
            parsedConfig(#"{"banners": [\#(Self.banner("A")), \#(Self.banner("B", #", "length": 10000"#))]}"#))
        #expect(last.itemLengths == [nil, 10_000])
    }

    @Test(
        "an item length out of range is an error at the value, naming the file, line, column and the range",
        arguments: ["0", "-4", "10000.5", "1e999", "-0"])
    func badItemLength(literal: String) throws {
        let text = "{\"banners\": [],\n  \"layout\": {\"align\": \"start\",\n    \"itemLength\": \(literal)}}"
        let error = try #require(configError(text, path: "shelf.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(3, 19), "\(error)")
        #expect(
            error.description
                == #"shelf.json:3:19: "itemLength" in layout must be above 0 and at most 10000 points, found \#(literal)"#)
    }

    @Test(
        "items per view out of range is an error at the value, naming the range",
        arguments: ["0", "-1", "100.01", "1e400", "0.0"])
    func badItemsPerView(literal: String) throws {
        let text = "{\"banners\": [],\n \"layout\": {\"itemsPerView\": \(literal)}}"
        let error = try #require(configError(text, path: "shelf.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(2, 29), "\(error)")
        #expect(
            error.description == """
                shelf.json:2:29: "itemsPerView" in layout must be above 0 and at most 100, found \(literal)
                hint: 2.5 shows two and a half items
                """)
    }

    @Test(
        "a banner length out of range is an error at the value, naming the banner and the range",
        arguments: ["0", "-12", "10001", "1e999"])
    func badBannerLength(literal: String) throws {
        let text = "{\"banners\": [\n  \(Self.banner("A")),\n  \(Self.banner("B", ", \"length\": \(literal)"))\n]}"
        let error = try #require(configError(text, path: "mixed.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(3, 46), "\(error)")
        #expect(
            error.description == """
                mixed.json:3:46: "length" in banners[1] must be above 0 and at most 10000 points, found \(literal)
                hint: leave it out and the banner takes the layout's item length
                """)
    }

    @Test(
        "an unknown name for align, pageBy or contain is an error at the value naming the allowed ones",
        arguments: [
            ("align", "left", #""start", "center", "end""#),
            ("align", "Start", #""start", "center", "end""#),
            ("align", "centre", #""start", "center", "end""#),
            ("pageBy", "page", #""item", "view""#),
            ("pageBy", "", #""item", "view""#),
            ("contain", "trimSnaps", #""none", "trim""#),
            ("contain", "keep", #""none", "trim""#),
        ])
    func badNames(key: String, given: String, allowed: String) throws {
        let text = "{\"banners\": [],\n\"layout\": {\"\(key)\": \"\(given)\"}}"
        let error = try #require(configError(text, path: "names.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(2, 16 + key.count), "\(error)")
        #expect(
            error.description
                == #"names.json:2:\#(16 + key.count): "\#(key)" in layout must be one of \#(allowed), found "\#(given)""#)
    }

    @Test(
        "a value of the wrong type is a type error at the value",
        arguments: [
            (#""itemLength": "280""#, 42, #"expected a number for "itemLength" in layout, found a string"#),
            (#""itemsPerView": true"#, 44, #"expected a number for "itemsPerView" in layout, found true"#),
            (#""itemsPerView": null"#, 44, #"expected a number for "itemsPerView" in layout, found null"#),
            (#""align": 1"#, 37, #"expected a string for "align" in layout, found a number"#),
            (#""pageBy": ["view"]"#, 38, #"expected a string for "pageBy" in layout, found an array"#),
            (#""contain": {}"#, 39, #"expected a string for "contain" in layout, found an object"#),
        ])
    func wrongTypes(member: String, column: Int, message: String) throws {
        let error = try #require(configError(#"{"banners": [], "layout": {\#(member)}}"#, path: "t.json"))
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.location == at(1, column), "\(error)")
        #expect(error.message == message, "\(error)")
    }

    @Test("a banner length that is not a number is a type error naming the banner")
    func bannerLengthType() throws {
        let error = try #require(
            configError(#"{"banners": [\#(Self.banner("A", #", "length": "wide""#))]}"#, path: "t.json"))
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.location == at(1, 57), "\(error)")
        #expect(error.message == #"expected a number for "length" in banners[0], found a string"#)
        #expect(error.hint == #"write a number of points without quotes, e.g. "length": 280"#)
    }

    @Test(
        "itemLength and itemsPerView together is an error at the later of the two, whichever comes first",
        arguments: [
            (#""itemLength": 200,\#n   "itemsPerView": 3"#, at(3, 20)),
            (#""itemsPerView": 3,\#n   "itemLength": 200"#, at(3, 18)),
        ])
    func bothItemLengths(members: String, location: TextPosition) throws {
        let text = "{\"banners\": [],\n \"layout\": {\(members)}}"
        let error = try #require(configError(text, path: "both.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == location, "\(error)")
        #expect(
            error.description == """
                both.json:\(location): "itemLength" and "itemsPerView" in layout both set the item length: give one of them
                hint: "itemLength" is points per item, "itemsPerView" how many items the view shows
                """)
    }

    @Test(
        "a misspelt key is an unknown key with a suggestion",
        arguments: [
            (#"{"banners": [], "layout": {"itemsPerVeiw": 3}}"#, "itemsPerVeiw", "itemsPerView"),
            (#"{"banners": [], "layout": {"pageby": "view"}}"#, "pageby", "pageBy"),
            (#"{"banners": [], "layout": {"alig": "start"}}"#, "alig", "align"),
            (#"{"banners": [], "layout": {"itemLenght": 3}}"#, "itemLenght", "itemLength"),
            (#"{"banners": [{"title": "T", "image": "i", "lenght": 3}]}"#, "lenght", "length"),
        ])
    func typos(text: String, key: String, suggestion: String) throws {
        let error = try #require(configError(text))
        #expect(error.kind == .unknownKey, "\(error)")
        #expect(error.message.hasPrefix(#"unknown key "\#(key)""#), "\(error)")
        #expect(error.message.hasSuffix(#"(did you mean "\#(suggestion)"?)"#), "\(error)")
    }

    @Test("a repeated policy key is a duplicate, pointing at the first")
    func duplicate() throws {
        let error = try #require(configError(#"{"banners": [], "layout": {"align": "start", "align": "end"}}"#))
        #expect(error.kind == .duplicateKey, "\(error)")
        #expect(error.message == #"duplicate key "align" in layout; it is already set at 1:28"#)
    }
}
