/// Why a device file could not be read as profiles. `deviceID` and `field` name the value at
/// fault when there is one (`safeArea.landscape.bottom` of `iphone-air`).
public struct DeviceCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var deviceID: String?
    public var field: String?
    public var message: String

    public init(deviceID: String? = nil, field: String? = nil, message: String) {
        self.deviceID = deviceID
        self.field = field
        self.message = message
    }

    /// `device 'iphone-air': safeArea.landscape.bottom must be ≥ 0`
    public var description: String {
        switch (deviceID, field) {
        case let (device?, field?): "device '\(device)': \(field) \(message)"
        case let (device?, nil): "device '\(device)': \(message)"
        case let (nil, field?): "\(field) \(message)"
        case (nil, nil): message
        }
    }
}
