import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// `--items-per-view`, `--item-length`, `--align`, `--page-by` and `--contain`: their values, their
/// messages, and the layout they put over the config's.
@Suite("Lab options: the layout on the command line")
struct LabOptionsLayoutTests {
    @Test("good values come through, spaces and case forgiven for names")
    func goodValues() throws {
        #expect(try LabOptions.itemsPerView("3") == .itemsPerView(3))
        #expect(try LabOptions.itemsPerView(" 2.5 ") == .itemsPerView(2.5))
        #expect(try LabOptions.itemsPerView("100") == .itemsPerView(100))
        #expect(try LabOptions.itemLength("280") == .fixed(280))
        #expect(try LabOptions.itemLength("10000") == .fixed(10_000))
        #expect(try LabOptions.alignment("start") == .start)
        #expect(try LabOptions.alignment(" END ") == .end)
        #expect(try LabOptions.pageBy("view") == .view)
        #expect(try LabOptions.contain("trim") == .trim)
    }

    @Test(
        "items per view out of range or not a number gives the range and the value as typed",
        arguments: ["0", "-3", "100.5", "inf", "nan", "three"])
    func badItemsPerView(text: String) {
        #expect(
            throws: OptionValueError(
                description: "--items-per-view must be a number above 0 and at most 100 (2.5 shows two and a half), not \(text).")
        ) { try LabOptions.itemsPerView(text) }
    }

    @Test("an item length out of range or not a number gives the range", arguments: ["0", "-1", "10000.5", "wide", "1e400"])
    func badItemLength(text: String) {
        #expect(
            throws: OptionValueError(
                description: "--item-length must be a number of points above 0 and at most 10000, not \(text).")
        ) { try LabOptions.itemLength(text) }
    }

    @Test("an unknown name lists the allowed ones")
    func badNames() {
        #expect(throws: OptionValueError(description: "--align must be start or center or end, not left.")) {
            try LabOptions.alignment("left")
        }
        #expect(throws: OptionValueError(description: "--page-by must be item or view, not page.")) {
            try LabOptions.pageBy("page")
        }
        #expect(throws: OptionValueError(description: "--contain must be none or trim, not keep.")) {
            try LabOptions.contain("keep")
        }
    }

    @Test("each option goes over the config's layout and only over its own part")
    func overConfig() {
        let configured = CarouselLayout(
            inset: 4, spacing: 12, cornerRadius: 2, itemLength: .fixed(300), alignment: .end, pageBy: .item, contain: .trim)
        var options = LabOptions()
        #expect(options.layout(over: configured) == configured, "no option: the config's")
        options.itemLength = .itemsPerView(3)
        #expect(
            options.layout(over: configured)
                == CarouselLayout(
                    inset: 4, spacing: 12, cornerRadius: 2, itemLength: .itemsPerView(3), alignment: .end, pageBy: .item,
                    contain: .trim))
        options.alignment = .start
        options.pageBy = .view
        options.contain = CarouselLayout.Containment.none
        #expect(
            options.layout(over: configured)
                == CarouselLayout(
                    inset: 4, spacing: 12, cornerRadius: 2, itemLength: .itemsPerView(3), alignment: .start, pageBy: .view,
                    contain: .none))
        options.itemLength = .fixed(120)
        #expect(options.layout(over: .standard).itemLength == .fixed(120))
        #expect(options.layout(over: .standard).inset == CarouselLayout.standard.inset)
    }
}
