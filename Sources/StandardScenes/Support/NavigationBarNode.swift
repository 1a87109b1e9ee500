import MotionScene

/// The plain navigation bar the list scenes draw over their content: status-bar area plus the
/// profile's bar, a centred title.
enum NavigationBarNode {
    static func make(id: String, screen: Screen, title: String, fill: String = "#f7f7f7", textColor: String = "#111111") -> Node {
        Node(
            id: id, kind: .group, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.statusBar + screen.navigationBar),
            fill: .color(fill),
            children: [
                Node(
                    id: "\(id).title", kind: .text,
                    frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), text: title,
                    font: Font(size: 17, weight: 600), color: textColor, align: .center)
            ])
    }
}
