import Carousels
import Foundation
import Testing

/// Bad numbers give a `KeylineProblem` naming the parameter, or the documented empty fallback; never a crash.
@Suite("Keyline problems: bad input gets a clear message")
struct KeylineProblemTests {
    /// One bad call and the parameter its message must name.
    struct BadCall: Sendable, CustomTestStringConvertible {
        var name: String
        var parameter: String
        var call: @Sendable () throws(KeylineProblem) -> KeylineList
        var testDescription: String { name }
    }

    static let badCalls: [BadCall] = [
        BadCall(name: "multi-browse NaN length", parameter: "availableLength") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: .nan, preferredItemLength: 100, itemCount: 5)
        },
        BadCall(name: "multi-browse negative preferred", parameter: "preferredItemLength") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: -1, itemCount: 5)
        },
        BadCall(name: "multi-browse infinite spacing", parameter: "itemSpacing") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemSpacing: .infinity, itemCount: 5)
        },
        BadCall(name: "multi-browse negative count", parameter: "itemCount") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: -2)
        },
        BadCall(name: "multi-browse crossed small bounds", parameter: "minSmall") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: 5, minSmall: 60, maxSmall: 50)
        },
        BadCall(name: "multi-browse zero min small", parameter: "minSmall") { () throws(KeylineProblem) in
            try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: 5, minSmall: 0)
        },
        BadCall(name: "uncontained NaN item", parameter: "itemLength") { () throws(KeylineProblem) in
            try KeylineList.uncontained(availableLength: 300, itemLength: .nan)
        },
        BadCall(name: "uncontained negative length", parameter: "availableLength") { () throws(KeylineProblem) in
            try KeylineList.uncontained(availableLength: -300, itemLength: 100)
        },
        BadCall(name: "hero negative max", parameter: "maxItemLength") { () throws(KeylineProblem) in
            try KeylineList.centeredHero(availableLength: 300, maxItemLength: -5, itemCount: 5)
        },
        BadCall(name: "centred multi-browse NaN small", parameter: "maxSmall") { () throws(KeylineProblem) in
            try KeylineList.centeredMultiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: 5, maxSmall: .nan)
        },
    ]

    @Test("the message names the bad parameter", arguments: badCalls)
    func badCall(_ bad: BadCall) {
        #expect {
            try bad.call()
        } throws: { error in
            (error as? KeylineProblem)?.message.contains(bad.parameter) == true
        }
    }

    @Test("an available or item length of 0 is the documented fallback: the empty list, an invalid strategy")
    func zeroLengthsAreEmpty() throws {
        #expect(try KeylineList.multiBrowse(availableLength: 0, preferredItemLength: 100, itemCount: 5).isEmpty)
        #expect(try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 0, itemCount: 5).isEmpty)
        #expect(try KeylineList.uncontained(availableLength: 0, itemLength: 100).isEmpty)
        #expect(try KeylineList.uncontained(availableLength: 300, itemLength: 0).isEmpty)
        #expect(try KeylineList.centeredHero(availableLength: 0, itemCount: 5).isEmpty)
        #expect(try KeylineList.centeredMultiBrowse(availableLength: 0, preferredItemLength: 100, itemCount: 5).isEmpty)
        let strategy = KeylineStrategy(keylines: .empty, availableLength: 0)
        #expect(!strategy.isValid && strategy.problem == nil && strategy.itemLength == 0)
        #expect(strategy.keylines(forScrollOffset: 50, maxScrollOffset: 100).isEmpty)
        #expect(strategy.snapPositionOffset(ofItemAt: 0, itemCount: 3) == 0)
    }

    @Test("a strategy given bad numbers is invalid and says why")
    func badStrategy() throws {
        let list = try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: 5)
        let cases: [(KeylineStrategy, String)] = [
            (KeylineStrategy(keylines: list, availableLength: .nan), "availableLength"),
            (KeylineStrategy(keylines: list, availableLength: 300, itemSpacing: -4), "itemSpacing"),
            (KeylineStrategy(keylines: list, availableLength: 300, beforeContentPadding: .infinity), "beforeContentPadding"),
            (KeylineStrategy(keylines: list, availableLength: 300, afterContentPadding: -1), "afterContentPadding"),
            (KeylineStrategy(keylines: list, availableLength: 300, beforeContentPadding: 1_000), "content padding"),
        ]
        for (strategy, phrase) in cases {
            #expect(!strategy.isValid)
            #expect(strategy.problem?.message.contains(phrase) == true, "\(strategy.problem?.message ?? "no problem")")
            #expect(strategy.placement(ofItemAt: 0, scrollOffset: 10, itemCount: 5) == nil)
            #expect(strategy.keylines(forScrollOffset: 10, maxScrollOffset: 100).isEmpty)
        }
        let noFocal = KeylineList([
            Keyline(size: 10, offset: 0, unadjustedOffset: 0, isFocal: false, isAnchor: false, isPivot: true, cutoff: 0)
        ])
        #expect(KeylineStrategy(keylines: noFocal, availableLength: 300).problem?.message.contains("focal") == true)
    }

    @Test("NaN scroll offsets fall back to the default keylines")
    func nanScroll() throws {
        let list = try KeylineList.multiBrowse(availableLength: 300, preferredItemLength: 100, itemCount: 5)
        let strategy = KeylineStrategy(keylines: list, availableLength: 300)
        #expect(strategy.keylines(forScrollOffset: .nan, maxScrollOffset: 200) == list)
        #expect(strategy.keylines(forScrollOffset: 10, maxScrollOffset: .nan) == list)
    }
}
