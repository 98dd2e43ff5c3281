import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Servers that try to hurt the app: every one fails its image with a reason, quickly, holding
    /// no more than the cap (the memory itself is measured on the real binary:
    /// `HostileDownloadsEndToEndTests`).
    @Suite @MainActor struct HostileServers {
        /// A valid 10×10 PNG header (and a bit more): the header check passes, the rest is zeros.
        /// (Made on each use: a `Data` held in a static is invisible to LeakSanitizer, whose scan does
        /// not see the tagged storage pointer, so it would be reported as a leak.)
        static var header: Data { TestPNG.declaring(width: 10, height: 10) }

        /// Draws `images` (which requests them) and waits for every one to settle.
        /// - Returns: the seconds it took.
        func settle(_ h: Headless, _ images: [ImageReference], timeout: TimeInterval = 20) throws -> TimeInterval {
            let start = Date()
            _ = try h.draw(images.enumerated().map { tile($1, x: CGFloat($0 % 3) * 70) })
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: timeout))
            return Date().timeIntervalSince(start)
        }

        @Test func theTestBombIsAValidGzipOfZeros() throws {
            #expect(TestGzip.crc32OfZeros(100_003) == TestPNG.crc32(Data(count: 100_003)))
            let path = try temporaryDirectory().appendingPathComponent("zeros.gz").path
            try TestGzip.zeros(count: 100_003).write(to: URL(fileURLWithPath: path))
            let gunzip = Process()
            gunzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            gunzip.arguments = ["gzip", "-dc", path]
            let pipe = Pipe()
            gunzip.standardOutput = pipe
            try gunzip.run()
            let inflated = pipe.fileHandleForReading.readDataToEndOfFile()
            gunzip.waitUntilExit()
            #expect(gunzip.terminationStatus == 0, "gzip checks the CRC and the size")
            #expect(inflated.count == 100_003 && inflated.allSatisfy { $0 == 0 })
            #expect(TestGzip.zeros(count: 1 << 30).count < 7_000_000, "1 GiB of zeros packs into 6.8 MB")
        }

        @Test func aGzipBombIsRefusedFromItsHeadersAtOnce() throws {
            let h = try Headless()
            let server = try LoopbackHTTPServer(routes: ["/bomb.png": .gzipped(TestGzip.zeros(count: 1 << 30))])
            defer { server.stop() }
            let image = ImageReference(server.url("/bomb.png"))
            let seconds = try settle(h, [image])
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("Content-Encoding: gzip") && reason.contains("refused"), "\(reason)")
            #expect(seconds < 3, "refused from the headers, without waiting for libcurl to unpack 1 GiB: \(seconds) s")
        }

        @Test(arguments: [true, false])
        func anEndlessStreamStopsAtTheCap(chunked: Bool) throws {
            let h = try Headless(images: ImageLoader.Configuration(maxDownloadBytes: 4 << 20))
            let server = try LoopbackHTTPServer(routes: [
                "/endless.png": .stream(prefix: Self.header, totalBytes: nil, chunked: chunked)
            ])
            defer { server.stop() }
            let image = ImageReference(server.url("/endless.png"))
            let seconds = try settle(h, [image])
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("grew past the limit") && reason.contains("4194304 bytes (maxDownloadBytes)"), "\(reason)")
            #expect(seconds < 3, "\(seconds) s")
        }

        @Test func a200MBBodyWithoutALengthIsRefusedAtTheCap() throws {
            let h = try Headless()
            let server = try LoopbackHTTPServer(routes: [
                "/huge.png": .stream(prefix: Self.header, totalBytes: 200_000_000, chunked: false)
            ])
            defer { server.stop() }
            let image = ImageReference(server.url("/huge.png"))
            let seconds = try settle(h, [image])
            let reason = try #require(h.loader.failureReason(of: image))
            #expect(reason.contains("grew past the limit") && reason.contains("16777216 bytes"), "\(reason)")
            #expect(seconds < 5, "\(seconds) s")
        }

        @Test func aTrickleFailsAtTheTotalDeadlineThoughBytesKeepComing() throws {
            // A byte every 50 ms: an idle timeout never fires; the total deadline does.
            let h = try Headless(images: ImageLoader.Configuration(timeout: 1))
            let server = try LoopbackHTTPServer(routes: [
                "/slow.png": .trickle(prefix: Self.header, announced: 100_000, interval: 0.05)
            ])
            defer { server.stop() }
            let image = ImageReference(server.url("/slow.png"))
            let seconds = try settle(h, [image])
            #expect(h.loader.failureReason(of: image)?.contains("within 1 s (timeout)") == true)
            #expect(seconds >= 0.9 && seconds < 2.5, "\(seconds) s")
        }

        @Test func atMostFourDownloadsRunAtOnceAndEachDeadlineStartsWithIt() throws {
            let h = try Headless(images: ImageLoader.Configuration(timeout: 1))
            var routes: [String: LoopbackHTTPServer.Response] = [:]
            for index in 0..<6 { routes["/t\(index).png"] = .trickle(prefix: Self.header, announced: 100_000, interval: 0.05) }
            let server = try LoopbackHTTPServer(routes: routes)
            defer { server.stop() }
            let images = (0..<6).map { ImageReference(server.url("/t\($0).png")) }
            let start = Date()
            _ = try h.draw(images.enumerated().map { tile($1, x: CGFloat($0 % 3) * 70) })
            #expect(h.loader.longestLoadTime == 2 * 1 + 2, "two rounds of four, 1 s each, plus 2 s to decode")
            Thread.sleep(forTimeInterval: 0.6)
            let requested = (0..<6).reduce(0) { $0 + server.hitCount("/t\($1).png") }
            #expect(requested == ImageLoader.maxConcurrentDownloads, "requests in the first round: \(requested)")
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 10))
            let seconds = Date().timeIntervalSince(start)
            #expect(
                images.allSatisfy { h.loader.failureReason(of: $0)?.contains("within 1 s (timeout)") == true },
                "the two that waited had their full second too")
            #expect(seconds >= 1.9 && seconds < 4, "two rounds: \(seconds) s")
        }

        @Test func theMainThreadNeverWaitsForHostileDownloads() throws {
            // Eight hostile downloads at once; every frame (request, upload, draw) stays short.
            let h = try Headless(images: ImageLoader.Configuration(timeout: 3))
            let bomb = TestGzip.zeros(count: 1 << 30)
            let server = try LoopbackHTTPServer(routes: [
                "/b0.png": .gzipped(bomb), "/b1.png": .gzipped(bomb),
                "/e0.png": .stream(prefix: Self.header, totalBytes: nil, chunked: true),
                "/e1.png": .stream(prefix: Self.header, totalBytes: nil, chunked: true),
                "/n0.png": .stream(prefix: Self.header, totalBytes: 200_000_000, chunked: false),
                "/n1.png": .stream(prefix: Self.header, totalBytes: 200_000_000, chunked: false),
                "/t0.png": .trickle(prefix: Self.header, announced: 100_000, interval: 0.05),
                "/t1.png": .trickle(prefix: Self.header, announced: 100_000, interval: 0.05),
            ])
            defer { server.stop() }
            let images = ["b0", "b1", "e0", "e1", "n0", "n1", "t0", "t1"].map { ImageReference(server.url("/\($0).png")) }
            let commands = images.enumerated().map { tile($1, x: CGFloat($0 % 3) * 70) }
            var longest: TimeInterval = 0
            let end = Date().addingTimeInterval(2)
            var frames = 0
            while Date() < end {
                let start = Date()
                h.loader.uploadReady(into: h.renderer, frameTime: Double(frames) / 60)
                _ = try h.draw(commands)
                longest = max(longest, Date().timeIntervalSince(start))
                frames += 1
            }
            #expect(longest < 0.25, "the longest frame took \(longest) s")
            #expect(frames > 20, "\(frames) frames in 2 s")
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 15))
            #expect(h.loader.failures == 8)
        }
    }
}
