// swift-tools-version:6.0
import PackageDescription

/// One set of settings for every target, as in the repository's own package.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

// Two scenes written the way a user writes theirs (docs/writing-scenes.md), in a package that
// depends on the repository around it by path. A path dependency's identity is its folder's
// name, which differs between checkouts (`MotionPreview`, `main`, a CI clone folder), so the
// dependency is given the name `MotionPreview` and products refer to that.
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "MotionPreview", path: "..")
    ],
    targets: [
        .target(
            name: "ExampleScenes",
            dependencies: [.product(name: "MotionScene", package: "MotionPreview")],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "Examples",
            dependencies: ["ExampleScenes", .product(name: "MotionPreview", package: "MotionPreview")],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "ExampleScenesTests",
            dependencies: ["ExampleScenes", .product(name: "MotionScene", package: "MotionPreview")],
            swiftSettings: sharedSwiftSettings
        ),
    ]
)
