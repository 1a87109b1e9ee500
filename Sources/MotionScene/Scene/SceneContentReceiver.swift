/// A scene that can show a document of the user's own (`serve --content FILE`): the command
/// line hands it the file's bytes once, before any session exists. The scene decodes and keeps
/// it, or throws an error that names the field, and then nothing is kept.
public protocol SceneContentReceiver {
    static func receiveContent(_ bytes: [UInt8]) throws
}

extension SceneRuntime: SceneContentReceiver where Definition: SceneContentReceiver {
    public static func receiveContent(_ bytes: [UInt8]) throws {
        try Definition.receiveContent(bytes)
    }
}
