// swift-tools-version:6.0
import PackageDescription

// A user's package as the README describes it: it depends on MotionPreview by path and serves
// one scene of its own. The test that builds it copies this folder beside a copy of the
// repository named `MotionPreview`, so the path and the package's identity are the README's.
let package = Package(
    name: "ExternalScenes",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../MotionPreview")
    ],
    targets: [
        .executableTarget(
            name: "ExternalScenes",
            dependencies: [.product(name: "MotionPreview", package: "MotionPreview")]
        )
    ]
)
