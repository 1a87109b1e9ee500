// swift-tools-version:6.0
import PackageDescription

/// One set of settings for every target: Swift 6 mode with strict concurrency.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "MotionPreview",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MotionCore", targets: ["MotionCore"]),
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
            name: "Scenes",
            dependencies: ["MotionCore", "TextShaping"],
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
        .target(
            name: "PreviewServer",
            dependencies: [
                "MotionCore", "Scenes", "CMicroHTTPD",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "motion-preview",
            dependencies: [
                "PreviewServer", "Scenes", "MotionCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "ScenesTests", dependencies: ["Scenes", "MotionCore", "TextShaping"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "Scenes", "MotionCore"],
            swiftSettings: sharedSwiftSettings
        ),
    ]
)
