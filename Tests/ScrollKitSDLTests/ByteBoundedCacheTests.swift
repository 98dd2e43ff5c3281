import Foundation
import Testing

@testable import ScrollKitSDL

/// The remote images' in-memory cache: bounded in bytes, least recently used out first.
@Suite struct ByteBoundedCacheTests {
    func bytes(_ count: Int) -> Data { Data(repeating: 7, count: count) }

    @Test func neverHoldsMoreThanItsCapacityAndDropsTheLeastRecentlyUsedFirst() {
        var cache = ByteBoundedCache<String>(capacity: 100)
        cache.insert(bytes(40), for: "a")
        cache.insert(bytes(40), for: "b")
        #expect(cache.totalBytes == 80 && cache.count == 2)
        #expect(cache.value(for: "a")?.count == 40) // "a" is now the most recently used
        cache.insert(bytes(40), for: "c") // 120 > 100: "b" goes
        #expect(cache.totalBytes == 80)
        #expect(cache.contains("a") && !cache.contains("b") && cache.contains("c"))
        cache.insert(bytes(100), for: "d") // exactly the capacity: everything else goes
        #expect(cache.totalBytes == 100 && cache.count == 1 && cache.contains("d"))
    }

    @Test func aBufferLargerThanTheCapacityIsNotKeptAndReplacingAdjustsTheTotal() {
        var cache = ByteBoundedCache<String>(capacity: 100)
        cache.insert(bytes(30), for: "a")
        cache.insert(bytes(101), for: "big")
        #expect(!cache.contains("big") && cache.totalBytes == 30)
        cache.insert(bytes(50), for: "a")
        #expect(cache.totalBytes == 50 && cache.value(for: "a")?.count == 50)
        cache.insert(bytes(101), for: "a") // too large: the old value is dropped too
        #expect(cache.totalBytes == 0 && cache.value(for: "a") == nil)
    }

    @Test func aZeroCapacityCacheKeepsNothing() {
        var cache = ByteBoundedCache<Int>(capacity: 0)
        cache.insert(bytes(1), for: 1)
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    @Test func randomUseKeepsTheBoundAndTheTotalTrue() {
        var cache = ByteBoundedCache<Int>(capacity: 1000)
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var model: [Int: Int] = [:]
        for _ in 0..<5000 {
            let key = next(40)
            if next(3) == 0 {
                if let value = cache.value(for: key) { #expect(model[key] == value.count) }
            } else {
                let size = next(300)
                cache.insert(bytes(size), for: key)
                model[key] = size
            }
            #expect(cache.totalBytes <= 1000)
        }
        var sum = 0
        for key in 0..<40 {
            if let value = cache.value(for: key) {
                sum += value.count
                #expect(model[key] == value.count)
            }
        }
        #expect(sum == cache.totalBytes)
    }
}
