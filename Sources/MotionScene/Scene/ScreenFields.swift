/// The frame fields that only the screen decides — device, orientation, size, scale, safe area,
/// keyboard and chrome — as JSON, in the frame's order. A session builds them once per screen:
/// built for every frame they cost 8.5k instructions, and comparing them for the delta walked
/// every nested object again where equal storage now answers at once (issue #15).
public struct ScreenFields: Sendable {
    public let screen: Screen
    let entries: [JSONObject.Entry]

    public init(_ screen: Screen) {
        self.screen = screen
        let pairs: KeyValuePairs<String, JSONValue> = [
            "device": .string(screen.device.id),
            "orientation": .string(screen.orientation.rawValue),
            "size": [.number(screen.width), .number(screen.height)],
            "scale": .number(screen.device.scale),
            "safeArea": screen.safeArea.json,
            "keyboard": screen.keyboardFrame.map(\.json) ?? .null,
            "screen": screen.chromeJSON,
        ]
        entries = pairs.map { JSONObject.Entry(key: $0.key, value: $0.value) }
    }

    /// The fields of `screen`, built once and shared by every session on it. A frame copies
    /// them into its document and its delta's source, a retain of each part: a session's own
    /// were out of the caches by its next frame with hundreds of sessions animating, and each
    /// retain stalled (perf, 800 sessions, issue 15). Screens come from the device catalog, so
    /// there are as many as its profiles, orientations and keyboard states.
    public static func shared(_ screen: Screen) -> ScreenFields {
        DeclarationCache.value(ScreenFields.self, "fields", screen: screen) { ScreenFields(screen) }
    }
}

extension Screen {
    /// What the page draws around the scene, decided here so the page never works it out from
    /// the device file: the bars' heights, the device's own insets (the home indicator and the
    /// keyboard's key area stay inside them) and the cut-out as turned, `[x, y, width, height]`.
    var chromeJSON: JSONValue {
        [
            "statusBar": .number(statusBar), "navigationBar": .number(navigationBar),
            "deviceSafeArea": deviceSafeArea.json, "cutout": cutoutFrame.map(\.json) ?? .null,
        ]
    }
}

extension EdgeInsets {
    /// `{top, left, bottom, right}`, as the device file writes insets.
    fileprivate var json: JSONValue {
        ["top": .number(top), "left": .number(left), "bottom": .number(bottom), "right": .number(right)]
    }
}
