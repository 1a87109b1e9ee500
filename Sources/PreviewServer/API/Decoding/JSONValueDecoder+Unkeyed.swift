import MotionScene

extension JSONValueDecoder {
    /// An array's items, in order; each item's path ends in its index.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        private(set) var currentIndex = 0

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        /// The next item; the index moves on only once it has decoded.
        private func next() throws -> JSONValueDecoder {
            let path = codingPath + [BodyKey(index: currentIndex)]
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    JSONValue.self, DecodingError.Context(codingPath: path, debugDescription: "is past the array's end"))
            }
            return JSONValueDecoder(items[currentIndex], codingPath: path)
        }

        mutating func decodeNil() throws -> Bool {
            guard try next().decodeNil() else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let item = try next().decode(type)
            currentIndex += 1
            return item
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let nested = try next().container(keyedBy: type)
            currentIndex += 1
            return nested
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let nested = try next().unkeyedContainer()
            currentIndex += 1
            return nested
        }

        mutating func superDecoder() throws -> any Decoder {
            let item = try next()
            currentIndex += 1
            return item
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeItem(type) }
        mutating func decode(_ type: String.Type) throws -> String { try decodeItem(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try decodeItem(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try decodeItem(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try decodeItem(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeItem(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeItem(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeItem(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeItem(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeItem(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeItem(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeItem(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeItem(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeItem(type) }

        /// The primitives go through the generic path, which `JSONValueDecoder` answers itself.
        private mutating func decodeItem<T: Decodable>(_ type: T.Type) throws -> T {
            let item = try next().decode(type)
            currentIndex += 1
            return item
        }
    }
}
