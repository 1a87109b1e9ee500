/// The measuring font, loaded once per process from `FontLocation.configuredPath`.
public enum FontLibrary {
    /// IPAGothic (or the file `MOTION_PREVIEW_FONT` names), or why it could not be loaded.
    public static let standard: Result<ShapedFont, FontError> = Result { () throws(FontError) in
        try ShapedFont(path: FontLocation.configuredPath)
    }
}
