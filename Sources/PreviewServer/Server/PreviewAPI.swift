import MotionScene

/// A request the API refused, as the command line reports it: the HTTP status and the JSON
/// error body the server would have sent.
public struct PreviewAPIFailure: Error, Sendable, CustomStringConvertible {
    public let status: Int
    public let body: String

    public var description: String { body }
}

/// The session-free answers of the API, for the command line (`render`, `scenes`,
/// `devices`), which prints exactly what the server would send.
public enum PreviewAPI {
    /// `GET /api/frame` for `query` (name=value pairs as in the URL, already decoded).
    public static func frameJSON(query: [(name: String, value: String)], scenes: SceneCatalog, devices: DeviceCatalog)
        throws(PreviewAPIFailure) -> String
    {
        try answer { () throws(APIError) in
            try CatalogEndpoints.frame(query: query, catalogs: catalogs(scenes, devices))
        }
    }

    /// `GET /api/scenes` for `query`.
    public static func scenesJSON(query: [(name: String, value: String)], scenes: SceneCatalog, devices: DeviceCatalog)
        throws(PreviewAPIFailure) -> String
    {
        try answer { () throws(APIError) in
            try CatalogEndpoints.scenes(query: query, catalogs: catalogs(scenes, devices))
        }
    }

    static func catalogs(_ scenes: SceneCatalog, _ devices: DeviceCatalog) -> Catalogs {
        let defaults = ServerConfiguration()
        let sceneID = scenes.type(id: defaults.defaultSceneID) != nil ? defaults.defaultSceneID : (scenes.ids.first ?? "")
        return Catalogs(scenes: scenes, devices: devices, defaultSceneID: sceneID, defaultDeviceID: defaults.defaultDeviceID)
    }

    private static func answer(_ body: () throws(APIError) -> String) throws(PreviewAPIFailure) -> String {
        do {
            return try body()
        } catch {
            throw PreviewAPIFailure(status: error.status, body: JSONWriter.string(error.json))
        }
    }
}
