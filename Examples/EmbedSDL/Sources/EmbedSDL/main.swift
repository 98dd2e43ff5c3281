import EmbedSDLKit
import Foundation

// EmbedSDL: an SDL app with its own window, renderer and loop, and a carousel inside it.
// The app is in EmbedSDLKit (EmbedApp.swift); this only reads the command line.
do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    try MainActor.assumeIsolated { _ = try EmbedApp.run(options) }
} catch let error as OptionsError {
    FileHandle.standardError.write(Data(((error.message.map { "error: \($0)\n" } ?? "") + Options.usage + "\n").utf8))
    exit(error.message == nil ? 0 : 64)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
