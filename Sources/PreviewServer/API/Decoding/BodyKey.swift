/// Any key of a body's object, or an item's index in an array: what the strict key check
/// reads all of an object's keys with, and what an item's coding path ends in.
struct BodyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        self.init(index: intValue)
    }

    init(index: Int) {
        stringValue = "[\(index)]"
        intValue = index
    }
}
