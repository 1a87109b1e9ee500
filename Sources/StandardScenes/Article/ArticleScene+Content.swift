import Foundation
import MotionScene

/// `serve --content FILE`: the user's own article becomes the `yours` choice. A document that
/// does not decode is refused with `ArticleContentError` and the choice stays as it was.
extension ArticleScene: SceneContentReceiver {
    public static func receiveContent(_ bytes: [UInt8]) throws {
        ArticleLibrary.install(try ArticleDocument.content(from: Data(bytes)))
    }
}
