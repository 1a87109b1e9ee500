/// Where an image of a given size is drawn in a box, per UIKit's content modes — the page's
/// `contentRect` (WebRoot/js/placeholder.js) and the SVG renderer use the same rule.
public enum ContentPlacement {
    public static func rect(mode: ContentMode, box: Size, image: Size) -> Rect {
        if mode == .fill || image.width <= 0 || image.height <= 0 {
            return Rect(x: 0, y: 0, width: box.width, height: box.height)
        }
        let sx = box.width / image.width
        let sy = box.height / image.height
        let scale = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
        let width = image.width * scale
        let height = image.height * scale
        return Rect(x: (box.width - width) / 2, y: (box.height - height) / 2, width: width, height: height)
    }
}
