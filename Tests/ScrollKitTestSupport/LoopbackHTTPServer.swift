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
        }
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
            if received.count >= 4, received.indices.dropLast(3).contains(where: { received[$0..<$0 + 4].elementsEqual(terminator) }) {
                break
            }
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func send(_ connection: Int32, head: String, headers: [String], body: Data) {
        let text = (["HTTP/1.1 \(head)"] + headers + ["Connection: close", "", ""]).joined(separator: "\r\n")
        let bytes = Array(text.utf8) + Array(body)
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a client that hung up (a cancelled download) must not SIGPIPE the tests.
            #if canImport(Glibc)
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
            let count = bytes[sent...].withUnsafeBytes { Darwin.send(connection, $0.baseAddress, $0.count, 0) }
            #endif
            if count <= 0 { return }
            sent += count
        }
        shutdown(connection, Int32(SHUT_WR))
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
        ihdr.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, no filter, no interlace
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
        var a: UInt32 = 1, b: UInt32 = 0
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
