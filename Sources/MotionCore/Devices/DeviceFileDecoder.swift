import Foundation

/// Decodes a device file with Foundation's `JSONDecoder` and turns its errors into messages
/// that name the device (by id when it has one, else by position) and the field.
enum DeviceFileDecoder {
    static func records(in data: Data) throws(DeviceCatalogError) -> [DeviceRecord] {
        do {
            try rejectUnknownKeys(in: data)
            return try JSONDecoder().decode([DeviceRecord].self, from: data)
        } catch let error as DeviceCatalogError {
            throw error
        } catch let error as DecodingError {
            throw describe(error, ids: ids(in: data))
        } catch {
            throw DeviceCatalogError(message: "device file cannot be read: \(error)")
        }
    }

    /// A misspelt optional key ("keybaord") would otherwise vanish without a word.
    private static func rejectUnknownKeys(in data: Data) throws {
        let entries = try JSONDecoder().decode([[String: IgnoredValue]].self, from: data)
        let known = Set(DeviceRecord.CodingKeys.allCases.map(\.rawValue))
        for (position, entry) in entries.enumerated() {
            if let unknown = entry.keys.sorted().first(where: { !known.contains($0) }) {
                throw DeviceCatalogError(
                    deviceID: label(position, ids: ids(in: data)), field: unknown, message: "is not a device field")
            }
        }
    }

    /// Each entry's id where it is a string, so errors in other fields can name the device.
    private static func ids(in data: Data) -> [String?] {
        ((try? JSONDecoder().decode([IDOnly].self, from: data)) ?? []).map(\.id)
    }

    private static func label(_ position: Int, ids: [String?]) -> String {
        (position < ids.count ? ids[position] : nil) ?? "#\(position + 1)"
    }

    private static func describe(_ error: DecodingError, ids: [String?]) -> DeviceCatalogError {
        let (path, message): ([any CodingKey], String) =
            switch error {
            case .keyNotFound(let key, let context): (context.codingPath + [key], "is missing")
            case .typeMismatch(let type, let context): (context.codingPath, "must be \(typeName(type))")
            case .valueNotFound(let type, let context): (context.codingPath, "must be \(typeName(type)), not null")
            case .dataCorrupted(let context): (context.codingPath, context.codingPath.isEmpty ? "is not valid JSON" : "is not valid")
            @unknown default: ([], "cannot be read")
            }
        guard let first = path.first, let position = first.intValue else {
            let whole = path.isEmpty && message == "must be an array" ? "must be a JSON array of devices" : message
            return DeviceCatalogError(message: "device file \(whole)")
        }
        let field = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return DeviceCatalogError(deviceID: label(position, ids: ids), field: field.isEmpty ? nil : field, message: message)
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

/// Any JSON value, not looked at: lets a decoder list an object's keys.
private struct IgnoredValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

private struct IDOnly: Decodable {
    var id: String?

    init(from decoder: any Decoder) throws {
        let container = try? decoder.container(keyedBy: DeviceRecord.CodingKeys.self)
        id = try? container?.decode(String.self, forKey: .id)
    }
}
