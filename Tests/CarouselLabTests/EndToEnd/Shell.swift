import Foundation

/// Runs command-line tools for the end-to-end tests.
enum Shell {
    struct Failure: Error, CustomStringConvertible {
        let command: [String]
        let status: Int32
        let output: String
        var description: String { "`\(command.joined(separator: " "))` exited \(status): \(output)" }
    }

    /// The longest any tool may run before it is killed, in seconds: a test fails, it never hangs.
    static let timeLimit = 30

    /// Runs `arguments` (looked up on PATH) with `environment` added, waits at most `timeLimit`
    /// seconds, and returns stdout.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:], allowFailure: Bool = false) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "-s", "KILL", String(timeLimit)] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0, !allowFailure {
            throw Failure(
                command: arguments, status: process.terminationStatus,
                output: String(decoding: data + errorData, as: UTF8.self))
        }
        return data
    }

    /// Whether `tool` is on PATH.
    static func has(_ tool: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(tool)"], allowFailure: false)) != nil
    }
}

/// The package's root folder and its built app.
enum Package {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The debug build of the app (`make test` builds it before the tests).
    static var appBinary: String {
        let debug = root.appendingPathComponent(".build/debug/CarouselLab").path
        return debug
    }

    static var defaultConfig: String { root.appendingPathComponent("Resources/banners.json").path }
}

/// An RGB picture read back from a PNG or a window, for pixel checks.
struct Picture: CustomStringConvertible {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// Reads any image file ImageMagick understands.
    init(file path: String) throws {
        let size = String(decoding: try Shell.run(["identify", "-format", "%w %h", path]), as: UTF8.self)
            .split(separator: " ").compactMap { Int($0) }
        width = size[0]
        height = size[1]
        bytes = [UInt8](try Shell.run(["convert", path, "-depth", "8", "rgb:-"]))
    }

    /// The colour at (x, y), pixels.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let index = (y * width + x) * 3
        return (Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]))
    }

    /// Whether (x, y) shows the lab's backdrop colour (0x15171C), within `tolerance` per channel.
    func isBackdrop(_ x: Int, _ y: Int, tolerance: Int = 6) -> Bool {
        let p = pixel(x, y)
        return abs(p.r - 0x15) <= tolerance && abs(p.g - 0x17) <= tolerance && abs(p.b - 0x1C) <= tolerance
    }

    /// "Picture(w×h)": a failed expectation should not print every byte.
    var description: String { "Picture(\(width)×\(height))" }

    /// How many pixels of the whole picture are within `tolerance` per channel of `rgb` (0xRRGGBB).
    func count(_ rgb: Int, tolerance: Int = 24) -> Int {
        let (r, g, b) = ((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF)
        var count = 0
        for index in stride(from: 0, to: bytes.count, by: 3)
        where abs(Int(bytes[index]) - r) <= tolerance && abs(Int(bytes[index + 1]) - g) <= tolerance
            && abs(Int(bytes[index + 2]) - b) <= tolerance
        {
            count += 1
        }
        return count
    }

    /// How many pixels in the rectangle are light grey to white (text), every channel above `threshold`.
    func whitePixels(x: Range<Int>, y: Range<Int>, threshold: Int = 225) -> Int {
        var count = 0
        for row in y {
            for column in x {
                let p = pixel(column, row)
                if p.r > threshold && p.g > threshold && p.b > threshold { count += 1 }
            }
        }
        return count
    }
}
