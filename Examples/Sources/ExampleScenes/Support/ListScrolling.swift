import MotionScene

extension ListRows {
    /// The list's `scrollY` under a bar, with `header` points above the rows: scrubbed from a
    /// 200-pt pull (chosen: past where the rubber band saturates) to the end of the rows,
    /// dragged, flung and bounced on the screen by the scroll model.
    static func scrollParameter<Root: SceneParameters>(
        _ keyPath: DeclaredPath<Root, Double>, on screen: Screen, header: Double, marks: [ParameterMark]
    ) -> ParameterDeclaration<Root> {
        let visible = screen.height - screen.statusBar - screen.navigationBar - screen.bottomInset
        let maximum = max(0, header + contentHeight - visible)
        return .scroll(
            keyPath, "Scroll offset", along: .y, range: -200...maximum,
            scroll: ScrollAxis(bounds: 0...maximum, viewportLength: screen.height), marks: marks)
    }
}
