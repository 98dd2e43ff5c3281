import Foundation

/// Finds the default config, `Resources/banners.json`, when the app is started without
/// `--config`.
///
/// The places searched, in order (duplicates dropped):
/// 1. the executable's folder and each folder above it, up to `maximumLevelsUp` levels (so
///    `.build/release/CarouselLab` and `.build/x86_64-unknown-linux-gnu/debug/CarouselLab`
///    both find `<repository>/Resources/banners.json`); the executable's symlinks are
///    resolved first, so a symlink in `/usr/local/bin` still leads to the repository;
/// 2. the current directory.
///
/// When none holds the file, the error lists every path tried and suggests `--config FILE`.
public struct DefaultConfigLocator: Sendable {
    /// The config's path relative to the repository root.
    public static let relativePath = "Resources/banners.json"
    /// How many folders above the executable's own folder are searched.
    public static let maximumLevelsUp = 6

    /// The running executable's absolute path, or nil when unknown.
    public var executablePath: String?
    /// The current directory, absolute.
    public var currentDirectory: String
    /// Whether a regular file exists at an absolute path (injectable for tests).
    public var fileExists: @Sendable (String) -> Bool

    /// A locator for this process: the executable from `Bundle.main` (else `argv[0]`), the
    /// process's current directory, and the real file system.
    public init() {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let executable =
            Bundle.main.executablePath
            ?? CommandLine.arguments.first.map {
                ConfigPath.absolute($0, currentDirectory: currentDirectory)
            }
        self.init(
            executablePath: executable.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path },
            currentDirectory: currentDirectory,
            fileExists: { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            })
    }

    public init(executablePath: String?, currentDirectory: String, fileExists: @escaping @Sendable (String) -> Bool) {
        self.executablePath = executablePath
        self.currentDirectory = currentDirectory
        self.fileExists = fileExists
    }

    /// Every path searched, in order, without duplicates.
    public var candidates: [String] {
        var folders: [String] = []
        if let executablePath {
            var folder = ConfigPath.directory(of: ConfigPath.absolute(executablePath, currentDirectory: currentDirectory))
            for _ in 0...Self.maximumLevelsUp {
                folders.append(folder)
                if folder == "/" { break }
                folder = ConfigPath.directory(of: folder)
            }
        }
        folders.append(ConfigPath.normalize(currentDirectory))
        var seen = Set<String>()
        return
            folders
            .map { ($0 == "/" ? "" : $0) + "/" + Self.relativePath }
            .filter { seen.insert($0).inserted }
    }

    /// The first candidate that exists.
    /// - Throws: `ConfigError` (`.defaultConfigNotFound`) listing every path searched.
    public func locate() throws(ConfigError) -> String {
        let paths = candidates
        if let found = paths.first(where: fileExists) { return found }
        throw ConfigError(
            .defaultConfigNotFound, file: Self.relativePath,
            "no default config found; searched:\n" + paths.map { "  " + $0 }.joined(separator: "\n"),
            hint: "pass a config file with --config FILE, or run from the repository root")
    }
}
