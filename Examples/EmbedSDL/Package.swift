// swift-tools-version:6.0
import Foundation
import PackageDescription

// An SDL app of its own that embeds a carousel: its own window, renderer, loop and cells, with the
// library's products (ScrollKit, Carousels, ScrollKitSDL) from the package two folders up.
// `make example ARGS="…"` (in that folder) builds and runs it.

// A path dependency is named by its folder, so the name of the folder two levels up is read here
// (a clone may be called anything).
let lab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "EmbedSDL",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        // The app's own view of SDL2 (the library keeps its SDL module internal).
        .systemLibrary(name: "CEmbedSDL", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // The app: its window, loop, header, footer and cells (a library, so its test runs it too).
        .target(
            name: "EmbedSDLKit",
            dependencies: [
                "CEmbedSDL",
                .product(name: "ScrollKit", package: lab),
                .product(name: "Carousels", package: lab),
                .product(name: "ScrollKitSDL", package: lab),
            ]
        ),
        .executableTarget(name: "EmbedSDL", dependencies: ["EmbedSDLKit"]),
        .testTarget(
            name: "EmbedSDLTests",
            dependencies: ["EmbedSDLKit", "CEmbedSDL", .product(name: "ScrollKitSDL", package: lab)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
