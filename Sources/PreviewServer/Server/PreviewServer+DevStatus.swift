extension PreviewServer {
    /// `dev`'s build status — one JSON object — sent as a `dev` event on every session's
    /// stream now and on each stream that opens later, so every page shows the same overlay.
    public func publishDevStatus(json: String) {
        let event = devStatus.publish(json: json)
        for session in registry.all {
            for viewer in session.viewers { viewer.offer(dev: event) }
        }
    }
}
