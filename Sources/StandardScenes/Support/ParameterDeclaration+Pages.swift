import MotionScene

extension ParameterDeclaration {
    /// A paging scroll view's horizontal offset over `count` pages one screen wide
    /// (`isPagingEnabled`): the slider scrubs it, a finger drags it, a release pages it. Each
    /// page's origin is marked with `label(index)`.
    static func pages(
        _ keyPath: DeclaredPath<Root, Double>, count: Int, on screen: Screen, label: (Int) -> String
    ) -> Self {
        let width = screen.width
        let maximum = Double(count - 1) * width
        return .scroll(
            keyPath, "Content offset x", along: .x, range: 0...maximum,
            scroll: ScrollAxis(
                bounds: 0...maximum, viewportLength: width, pageLength: width, restThreshold: .points(scale: screen.device.scale)),
            marks: (0..<count).map { ParameterMark(label($0), Double($0) * width) })
    }
}
