import ArgumentParser
import Foundation
import MotionScene

/// `--content FILE` of `serve` and `render`: a document of the user's for every scene that
/// takes one (the article scene's `yours` choice). A file that cannot be read or that a scene
/// refuses stops the command with the scene's message, before anything is served.
struct ContentOption: ParsableArguments {
    @Option(help: "A JSON document for scenes that show the user's own content (the article scene's 'yours' article).")
    var content: String?

    func install(into catalog: SceneCatalog) throws {
        guard let content else { return }
        guard let data = FileManager.default.contents(atPath: content) else {
            throw ValidationError("--content \(content): cannot read the file")
        }
        let receivers = catalog.types.compactMap { $0 as? any SceneContentReceiver.Type }
        guard !receivers.isEmpty else { throw ValidationError("--content: no scene here takes content") }
        for receiver in receivers {
            do {
                try receiver.receiveContent([UInt8](data))
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }
}
