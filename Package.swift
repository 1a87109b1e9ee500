// swift-tools-version:6.0
import PackageDescription

/// One set of settings for every target: Swift 6 mode with strict concurrency.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

// Targets split where their dependencies change (docs/architecture.md):
// MotionCore (pure motion and layout, shareable with an iOS app) ← MotionScene (scene API,
// display list, wire format) ← StandardScenes (the seed scenes) and PreviewServer (HTTP,
// sessions) ← MotionPreview (the command line as a library) ← motion-preview.
let package = Package(
    name: "MotionPreview",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionScene", targets: ["MotionScene"]),
        .library(name: "StandardScenes", targets: ["StandardScenes"]),
        .library(name: "MotionPreview", targets: ["MotionPreview"]),
        .executable(name: "motion-preview", targets: ["motion-preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .target(
            name: "MotionCore",
            resources: [.copy("Resources/devices.json")],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "MotionScene",
            dependencies: ["MotionCore"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "StandardScenes",
            dependencies: ["MotionScene", "TextShaping"],
            resources: [.copy("Article/Articles")],
            swiftSettings: sharedSwiftSettings
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(
            name: "TextShaping",
            dependencies: ["CHarfBuzz"],
            swiftSettings: sharedSwiftSettings
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CGnuTLS",
            pkgConfig: "gnutls",
            providers: [.apt(["libgnutls28-dev"])]
        ),
        // The load client's Linux calls Glibc's module leaves out: epoll, stamped receives.
        .systemLibrary(name: "CLoadClient"),
        // The compiler's prefetch hint, for the frame clock (`PrefetchHints`).
        .systemLibrary(name: "CPrefetch"),
        .target(
            name: "PreviewServer",
            dependencies: [
                "MotionScene", "CMicroHTTPD", "CGnuTLS", "CPrefetch",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "MotionPreview",
            dependencies: [
                "PreviewServer", "MotionScene", "CLoadClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "motion-preview",
            dependencies: ["MotionPreview", "StandardScenes"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "MotionSceneTests", dependencies: ["MotionScene"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "StandardScenesTests", dependencies: ["StandardScenes", "MotionScene", "TextShaping"],
            swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "MotionPreview", "StandardScenes", "MotionScene", "CGnuTLS"],
            swiftSettings: sharedSwiftSettings
        ),
    ]
)
