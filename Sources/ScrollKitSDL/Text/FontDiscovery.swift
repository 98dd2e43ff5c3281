import Foundation

/// The TrueType files the backend draws text with: DejaVu Sans, regular and bold.
public struct FontFiles: Hashable, Sendable {
    /// Environment variable naming a directory that holds `DejaVuSans.ttf` (and ideally
    /// `DejaVuSans-Bold.ttf`); searched first.
    public static let directoryEnvironmentVariable = "CAROUSEL_LAB_FONT_DIR"
    /// Where Debian's `fonts-dejavu-core` installs the faces.
    public static let standardDirectory = "/usr/share/fonts/truetype/dejavu"
    /// Searched recursively when neither of the above has the faces.
    public static let fallbackRoot = "/usr/share/fonts"
    /// File name of the regular face.
    public static let regularFileName = "DejaVuSans.ttf"
    /// File name of the bold face.
    public static let boldFileName = "DejaVuSans-Bold.ttf"

    /// Path of the regular face.
    public var regular: String
    /// Path of the bold face, or nil when only the regular face was found: bold text is then
    /// emboldened synthetically (SDL_ttf's `TTF_STYLE_BOLD`).
    public var bold: String?

    /// The faces at these paths; `bold` nil makes bold text synthetic.
    public init(regular: String, bold: String?) {
        self.regular = regular
        self.bold = bold
    }

    /// Finds DejaVu Sans: in `$CAROUSEL_LAB_FONT_DIR`, then in `standardDirectory`, then anywhere
    /// under `fallbackRoot`. The first directory holding the regular face wins; its bold face is
    /// used if present, else any bold face found later in the search.
    /// - Parameters:
    ///   - environment: the process environment (injectable for tests).
    ///   - standardDirectory: overridable for tests.
    ///   - fallbackRoot: overridable for tests.
    /// - Throws: `FontDiscoveryError` naming every path searched and how to fix it.
    public static func discover(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardDirectory: String = FontFiles.standardDirectory,
        fallbackRoot: String = FontFiles.fallbackRoot
    ) throws -> FontFiles {
        let fileManager = FileManager.default
        var searched: [String] = []
        var regular: String?
        var bold: String?

        func consider(directory: String) {
            let regularPath = (directory as NSString).appendingPathComponent(regularFileName)
            let boldPath = (directory as NSString).appendingPathComponent(boldFileName)
            searched.append(regularPath)
            if regular == nil, fileManager.isReadableFile(atPath: regularPath) { regular = regularPath }
            if bold == nil, fileManager.isReadableFile(atPath: boldPath) { bold = boldPath }
        }

        if let custom = environment[directoryEnvironmentVariable], !custom.isEmpty {
            consider(directory: custom)
        }
        if regular == nil { consider(directory: standardDirectory) }
        if regular == nil || bold == nil {
            searched.append((fallbackRoot as NSString).appendingPathComponent("**/\(regularFileName)"))
            if let walker = fileManager.enumerator(atPath: fallbackRoot) {
                for case let relative as String in walker {
                    let name = (relative as NSString).lastPathComponent
                    let full = (fallbackRoot as NSString).appendingPathComponent(relative)
                    if name == regularFileName, regular == nil, fileManager.isReadableFile(atPath: full) { regular = full }
                    if name == boldFileName, bold == nil, fileManager.isReadableFile(atPath: full) { bold = full }
                    if regular != nil, bold != nil { break }
                }
            }
        }
        guard let regular else { throw FontDiscoveryError(searchedPaths: searched) }
        return FontFiles(regular: regular, bold: bold)
    }
}

/// DejaVu Sans was not found anywhere the backend looks.
public struct FontDiscoveryError: Error, CustomStringConvertible, Sendable {
    /// Every path that was tried, in order (a `**` pattern stands for the recursive search).
    public let searchedPaths: [String]

    public var description: String {
        """
        could not find the font \(FontFiles.regularFileName). Searched:
        \(searchedPaths.map { "  - \($0)" }.joined(separator: "\n"))
        Fix: install it (Debian/Ubuntu: apt-get install fonts-dejavu-core), or set \
        \(FontFiles.directoryEnvironmentVariable) to a directory containing \(FontFiles.regularFileName) \
        and \(FontFiles.boldFileName).
        """
    }
}
