import MotionScene

/// The frame writer as it was before issue #15, kept verbatim as the reference the byte writer
/// is compared against: `JSONValue` tree in, `String` out. Tests only.
enum ReferenceJSONWriter {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var output = ""
        write(value, into: &output)
        return Array(output.utf8)
    }

    static func write(_ value: JSONValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): writeNumber(number, into: &output)
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                write(item, into: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (index, entry) in object.entries.enumerated() {
                if index > 0 { output += "," }
                writeString(entry.key, into: &output)
                output += ":"
                write(entry.value, into: &output)
            }
            output += "}"
        }
    }

    static func writeNumber(_ number: Double, into output: inout String) {
        guard number.isFinite else {
            output += "null"
            return
        }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            output += String(Int64(number))
        } else {
            output += "\(number)"
        }
    }

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
