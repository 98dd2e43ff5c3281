import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// Shared helpers for the config tests.
enum ConfigFixtures {
    /// The repository root, found from this file's path (Tests/CarouselLabTests/…).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The committed default config.
    static var resourcesConfigPath: String { repositoryRoot + "/Resources/banners.json" }

    /// A minimal valid config with one banner; `extra` is spliced into the top-level object.
    static func oneBanner(image: String = "images/a.jpg", extra: String = "") -> String {
        """
        {"banners": [{"title": "T", "subtitle": "S", "image": \(jsonString(image))}]\(extra)}
        """
    }

    /// `value` as a JSON string literal (only quotes and backslashes need escaping here).
    static func jsonString(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A fresh temporary folder, removed by the caller with `removeItem`.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-config-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Parses `text` as the config at `path`; returns the config or the error, never both.
func parseConfig(_ text: String, path: String = "/configs/banners.json") -> Result<LabConfig, ConfigError> {
    Result { () throws(ConfigError) -> LabConfig in try LabConfig.parse(data: Data(text.utf8), sourcePath: path) }
}

/// The error that parsing `text` must produce; records an issue (and returns nil) if it parses.
func configError(
    _ text: String, path: String = "/configs/banners.json",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ConfigError? {
    switch parseConfig(text, path: path) {
    case .success(let config):
        Issue.record("expected a ConfigError, but it parsed: \(config)", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        return error
    }
}

/// The config that parsing `text` must produce; records the error (and returns nil) if it fails.
func parsedConfig(
    _ text: String, path: String = "/configs/banners.json",
    sourceLocation: SourceLocation = #_sourceLocation
) -> LabConfig? {
    switch parseConfig(text, path: path) {
    case .success(let config):
        return config
    case .failure(let error):
        Issue.record("unexpected ConfigError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Shorthand for a config location.
func at(_ line: Int, _ column: Int) -> TextPosition {
    TextPosition(line: line, column: column)
}
