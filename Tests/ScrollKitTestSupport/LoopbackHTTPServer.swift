import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests, on POSIX sockets: it binds port 0 (the kernel
/// picks a free port, read back with `getsockname`), answers each connection on its own thread with
/// one response, and closes it. Enough for URLSession's GET requests; not a general server.
/// Call `stop()` when done (the accept thread keeps the server alive until then).
///
/// `@unchecked Sendable`: the accept thread, the connection threads and the test read and write
/// `routes`, `hits`, `isStopped` and `openConnections` only while holding `lock`; `listener` and
/// `port` never change after `init`.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// What the server answers for a path.
    public enum Response: Sendable {
        /// 200 with the body and a `Content-Length`.
        case ok(Data, contentType: String = "image/png")
        /// 200 with the body, but no `Content-Length`: the body ends when the connection closes.
        case unannounced(Data, contentType: String = "image/png")
        /// 200 with the body, sent only after `seconds` (or never, if the server stops first).
        case delayed(TimeInterval, Data, contentType: String = "image/png")
        /// The status code with an empty body.
        case status(Int)
        /// 200 with `Content-Encoding: gzip` (whatever the request asked for) and the encoded body,
        /// with its `Content-Length`: see `TestGzip.zeros(count:)` for a bomb.
        case gzipped(Data, contentType: String = "image/png")
        /// 200 with `prefix` and then zeros, `totalBytes` in all (nil: endless, until the client
        /// hangs up or the server stops), sent as fast as the client reads, in 64 KiB pieces.
        /// `chunked`: `Transfer-Encoding: chunked`; otherwise no `Content-Length` (the body ends
        /// when the connection closes). Nothing is buffered: a 200 MB body costs the test nothing.
        case stream(prefix: Data, totalBytes: Int?, chunked: Bool)
        /// 200 with a `Content-Length` of `announced` bytes, then `prefix`, then one zero byte every
        /// `interval` seconds until the client hangs up or the server stops: a server that never
        /// finishes.
        case trickle(prefix: Data, announced: Int, interval: TimeInterval)
    }

    /// The port the kernel chose.
    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: Response]
    private var hits: [String: Int] = [:]
    private var isStopped = false
    private var openConnections: Set<Int32> = []
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    public struct SocketError: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// Starts listening on 127.0.0.1 on a free port.
    public init(routes: [String: Response]) throws {
        self.routes = routes
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind/listen", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "getsockname", code: code)
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// `http://127.0.0.1:PORT` followed by `path` (which starts with a slash).
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// How many requests arrived for `path`.
    public func hitCount(_ path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return hits[path, default: 0]
    }

    /// Adds or replaces the response for `path`.
    public func setRoute(_ path: String, _ response: Response) {
        lock.lock()
        routes[path] = response
        lock.unlock()
    }

    /// Stops accepting, cuts every open connection (a delayed response is never sent) and waits
    /// for the accept loop to end. Safe to call twice.
    public func stop() {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        let connections = openConnections
        lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        acceptLoopEnded.wait()
        close(listener)
    }

    private var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    private func acceptLoop() {
        defer { acceptLoopEnded.signal() }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR, !stopped { continue }
                return
            }
            lock.lock()
            if isStopped {
                lock.unlock()
                close(connection)
                return
            }
            openConnections.insert(connection)
            lock.unlock()
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            lock.lock()
            openConnections.remove(connection)
            lock.unlock()
            close(connection)
        }
        guard let path = readRequestPath(connection) else { return }
        lock.lock()
        hits[path, default: 0] += 1
        let response = routes[path] ?? .status(404)
        lock.unlock()
        switch response {
        case .ok(let body, let type):
            send(connection, head: "200 OK", headers: ["Content-Type: \(type)", "Content-Length: \(body.count)"], body: body)
        case .unannounced(let body, let type):
            send(connection, head: "200 OK", headers: ["Content-Type: \(type)"], body: body)
        case .delayed(let seconds, let body, let type):
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if stopped { return }
                Thread.sleep(forTimeInterval: 0.02)
            }
            send(connection, head: "200 OK", headers: ["Content-Type: \(type)", "Content-Length: \(body.count)"], body: body)
        case .status(let code):
            send(connection, head: "\(code) Status", headers: ["Content-Length: 0"], body: Data())
        case .gzipped(let body, let type):
            send(
                connection, head: "200 OK",
                headers: ["Content-Type: \(type)", "Content-Encoding: gzip", "Content-Length: \(body.count)"],
                body: body)
        case .stream(let prefix, let totalBytes, let chunked):
            stream(connection, prefix: prefix, totalBytes: totalBytes, chunked: chunked)
        case .trickle(let prefix, let announced, let interval):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(announced)\r\nConnection: close\r\n\r\n"
            guard sendAll(connection, Array(head.utf8) + Array(prefix)) else { return }
            while !stopped {
                Thread.sleep(forTimeInterval: interval)
                guard sendAll(connection, [0]) else { return }
            }
        }
    }

    /// Sends `prefix` and zeros (see `Response.stream`) until `totalBytes`, a failed send or `stop()`.
    private func stream(_ connection: Int32, prefix: Data, totalBytes: Int?, chunked: Bool) {
        var head = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n"
        if chunked { head += "Transfer-Encoding: chunked\r\n" }
        guard sendAll(connection, Array((head + "\r\n").utf8)) else { return }
        let zeros = [UInt8](repeating: 0, count: 65536)
        var sent = 0
        var piece = Array(prefix)
        while !stopped {
            if let totalBytes {
                if sent >= totalBytes { break }
                if sent + piece.count > totalBytes { piece = Array(piece.prefix(totalBytes - sent)) }
            }
            let framed = chunked ? Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10] : piece
            guard sendAll(connection, framed) else { return }
            sent += piece.count
            piece = zeros
        }
        if chunked { _ = sendAll(connection, Array("0\r\n\r\n".utf8)) }
        shutdown(connection, Int32(SHUT_WR))
    }

    /// Sends every byte; false when the client hung up or the server stopped. MSG_NOSIGNAL: a client
    /// that hung up (a cancelled download) must not SIGPIPE the tests.
    private func sendAll(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            #if canImport(Glibc)
                let count = bytes[sent...].withUnsafeBytes {
                    Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
            #else
                let count = bytes[sent...].withUnsafeBytes { Darwin.send(connection, $0.baseAddress, $0.count, 0) }
            #endif
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Reads the request head (up to the blank line) and returns the path of its request line.
    private func readRequestPath(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < 65536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            received += buffer[0..<count]
            if received.count >= 4,
                received.indices.dropLast(3).contains(where: { received[$0..<$0 + 4].elementsEqual(terminator) })
            {
                break
            }
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func send(_ connection: Int32, head: String, headers: [String], body: Data) {
        let text = (["HTTP/1.1 \(head)"] + headers + ["Connection: close", "", ""]).joined(separator: "\r\n")
        guard sendAll(connection, Array(text.utf8) + Array(body)) else { return }
        shutdown(connection, Int32(SHUT_WR))
    }
}

/// Builds gzip streams by hand (no zlib needed), for compression-bomb tests.
public enum TestGzip {
    /// A gzip file of `count` zero bytes, about `count / 159` bytes long: one fixed-Huffman
    /// deflate block of a literal zero and 13-bit copies of 258 bytes at distance 1, with the right
    /// CRC-32 and size. 1 GiB of zeros is 6.8 MB.
    public static func zeros(count: Int) -> Data {
        precondition(count >= 1)
        var bits = BitWriter()
        bits.write(1, count: 1) // BFINAL
        bits.write(1, count: 2) // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8) // the literal 0
        let copies = (count - 1) / 258
        func copy(_ bits: inout BitWriter) {
            bits.writeCode(0xC5, length: 8) // length code 285: 258 bytes, no extra bits
            bits.writeCode(0, length: 5) // distance code 0: distance 1
        }
        var written = 0
        // 3 + 8 bits so far: one 13-bit copy aligns the stream to a byte; from there eight copies
        // are exactly 13 bytes, repeated as bytes rather than bit by bit.
        while written < copies, written < 1 {
            copy(&bits)
            written += 1
        }
        if copies - written >= 8 {
            let start = bits.bytes.count
            for _ in 0..<8 { copy(&bits) }
            let period = Array(bits.bytes[start...])
            written += 8
            let repeats = (copies - written) / 8
            bits.bytes.reserveCapacity(bits.bytes.count + repeats * period.count + 64)
            for _ in 0..<repeats { bits.bytes.append(contentsOf: period) }
            written += repeats * 8
        }
        while written < copies {
            copy(&bits)
            written += 1
        }
        for _ in 0..<(count - 1 - copies * 258) { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7) // end of block (256)
        bits.finish()
        var gzip = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3])
        gzip.append(contentsOf: bits.bytes)
        gzip.appendLittleEndian(crc32OfZeros(count))
        gzip.appendLittleEndian(UInt32(truncatingIfNeeded: count))
        return gzip
    }

    /// The CRC-32 of `count` zero bytes, in O(log count): one zero byte is a linear map of the
    /// 32-bit state over GF(2), so `count` of them are that map's power, applied to the start value.
    public static func crc32OfZeros(_ count: Int) -> UInt32 {
        func step(_ state: UInt32) -> UInt32 { // one zero byte
            var crc = state
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            return crc
        }
        func apply(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
            var result: UInt32 = 0
            for bit in 0..<32 where vector >> bit & 1 == 1 { result ^= matrix[bit] }
            return result
        }
        var power = (0..<32).map { step(UInt32(1) << $0) } // the columns of the one-byte map
        var state: UInt32 = 0xFFFF_FFFF
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { state = apply(power, state) }
            power = power.map { apply(power, $0) }
            remaining >>= 1
        }
        return state ^ 0xFFFF_FFFF
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var used = 0

        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count {
                current |= (value >> bit & 1) << used
                used += 1
                if used == 8 {
                    bytes.append(UInt8(current))
                    current = 0
                    used = 0
                }
            }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { write(code >> bit & 1, count: 1) }
        }

        /// Flushes the last partial byte; call once, at the end (`bytes` then ends with it).
        mutating func finish() {
            if used > 0 { bytes.append(UInt8(current)) }
            used = 0
        }
    }
}

/// Builds PNG files byte by byte, for header and decompression-bomb tests.
public enum TestPNG {
    /// A structurally valid PNG (signature, IHDR, one IDAT, IEND, correct CRCs) whose header
    /// declares `width`×`height` RGB pixels, with a few hundred bytes of zero rows as its data: a
    /// decoder that trusted the header would allocate width × height × 4 bytes first.
    public static func declaring(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data()
        ihdr.appendBigEndian(width)
        ihdr.appendBigEndian(height)
        ihdr.append(contentsOf: [8, 2, 0, 0, 0]) // 8 bits, RGB, deflate, no filter, no interlace
        let raw = [UInt8](repeating: 0, count: 512)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", ihdr)
        png.appendChunk("IDAT", zlibStored(raw))
        png.appendChunk("IEND", Data())
        return png
    }

    /// `bytes` as a zlib stream of one stored (uncompressed) deflate block.
    static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01, 0x01])
        let length = UInt16(bytes.count)
        out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
        out.append(contentsOf: bytes)
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
    public static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendLittleEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)])
    }

    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ payload: Data) {
        appendBigEndian(UInt32(payload.count))
        let typed = Data(type.utf8) + payload
        append(typed)
        appendBigEndian(TestPNG.crc32(typed))
    }
}
