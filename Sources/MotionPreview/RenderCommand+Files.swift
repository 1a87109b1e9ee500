import ArgumentParser
import Foundation
import MotionScene
import PreviewServer

/// Where `render` puts what an SVG needs besides itself. One SVG on stdout embeds the font and
/// pictures as data URLs, so it renders anywhere on its own; a folder from `--all-devices`
/// holds them once in `assets/`, linked relatively, instead of a 6 MB font in every file.
struct RenderFiles {
    static let defaultFontPath = ServerConfiguration().fontPath
    static let assetsFolder = "assets"
    static let fontFile = "ipag.ttf"

    let folder: URL
    let format: RenderFormat
    private(set) var linkedOptions = SVGRenderOptions()

    init(folder path: String, fontPath: String, format: RenderFormat) throws {
        folder = URL(fileURLWithPath: path, isDirectory: true)
        self.format = format
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard format == .svg else { return }
        let assets = folder.appendingPathComponent(Self.assetsFolder, isDirectory: true)
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let fontCopy = assets.appendingPathComponent(Self.fontFile)
        var fontURL: String? = "\(Self.assetsFolder)/\(Self.fontFile)"
        if let data = FileManager.default.contents(atPath: fontPath) {
            try data.write(to: fontCopy)
        } else {
            Console.error("warning: no font at \(fontPath); the SVG files use an installed IPAGothic if there is one\n")
            fontURL = nil
        }
        for kind in Placeholder.Kind.allCases {
            // Scenes name pictures kind-1 … kind-6 (chosen: enough for the photo grids).
            for number in 1...6 {
                guard let picture = Placeholder(name: "\(kind.rawValue)-\(number)") else { continue }
                try Data(picture.svg.utf8).write(to: assets.appendingPathComponent("\(picture.name).svg"))
            }
        }
        linkedOptions = SVGRenderOptions(fontURL: fontURL) { name in
            Placeholder(name: name).map { "\(Self.assetsFolder)/\($0.name).svg" }
        }
    }

    func write(_ text: String, device: String) throws {
        try Data((text + "\n").utf8).write(to: folder.appendingPathComponent("\(device).\(format.rawValue)"))
    }

    /// Options for a single self-contained SVG: font and pictures as data URLs.
    static func embedded(fontPath: String) throws -> SVGRenderOptions {
        var fontURL: String?
        if let data = FileManager.default.contents(atPath: fontPath) {
            fontURL = "data:font/ttf;base64," + data.base64EncodedString()
        } else {
            Console.error("warning: no font at \(fontPath); the SVG uses an installed IPAGothic if there is one\n")
        }
        return SVGRenderOptions(fontURL: fontURL) { name in
            Placeholder(name: name).map { "data:image/svg+xml;base64," + Data($0.svg.utf8).base64EncodedString() }
        }
    }

    /// Number parameters clamped into `screen`'s ranges (a scroll range ends where the
    /// content does, and that differs per screen), as a session does on a device change.
    static func clamped(
        _ given: [(name: String, value: String)], scene: String?, screen: Screen
    ) -> [(name: String, value: String)] {
        let type = CommandScenes.catalog.type(id: scene ?? CommandScenes.catalog.ids.first ?? "")
        let specs = type?.parameters(for: screen) ?? []
        return given.map { name, text in
            guard let spec = specs.first(where: { $0.name == name }), spec.kind == .number || spec.kind == .integer,
                let value = Double(text)
            else { return (name, text) }
            return (name, JSONWriter.string(.number(clamp(value, spec.minimum, spec.maximum))))
        }
    }
}
