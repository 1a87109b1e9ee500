import Testing

@testable import MotionCore

/// Each bad value is refused with the device and the field it sits in, so whoever edits a
/// device file can find the mistake.
struct DeviceValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var replaced: [String: String]
        var removed: [String] = []
        var field: String
        var testDescription: String { field + " " + replaced.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    static let insets = #"{"portrait":{"top":40,"left":0,"bottom":30,"right":0},"landscape":{"top":0,"left":40,"bottom":-1,"right":40}}"#

    static let cases: [Case] = [
        Case(replaced: ["width": "0"], field: "width"),
        Case(replaced: ["height": "-5"], field: "height"),
        Case(replaced: ["width": "900"], field: "width"),
        Case(replaced: ["scale": "2.5"], field: "scale"),
        Case(replaced: ["year": "1999"], field: "year"),
        Case(replaced: ["year": "20026"], field: "year"),
        Case(replaced: ["name": #""""#], field: "name"),
        Case(replaced: ["group": #""""#], field: "group"),
        Case(replaced: ["id": #""My Phone""#], field: "id"),
        Case(replaced: ["statusBar": "-1"], field: "statusBar"),
        Case(replaced: ["landscapeStatusBar": "400"], field: "landscapeStatusBar"),
        Case(replaced: ["safeArea": insets], field: "safeArea.landscape.bottom"),
        Case(
            replaced: ["safeArea": #"{"portrait":{"top":400,"left":0,"bottom":400,"right":0},"landscape":{"top":0,"left":0,"bottom":0,"right":0}}"#],
            field: "safeArea.portrait.bottom"),
        Case(
            replaced: ["safeArea": #"{"portrait":{"top":40,"left":0,"bottom":30,"right":0},"landscape":{"top":0,"left":400,"bottom":20,"right":400}}"#],
            field: "safeArea.landscape.right"),
        Case(replaced: ["navigationBar": "0"], field: "navigationBar"),
        Case(replaced: ["cornerRadius": "-2"], field: "cornerRadius"),
        Case(replaced: ["cornerRadius": "200"], field: "cornerRadius"),
        Case(replaced: ["cutout": #""hole""#], field: "cutout"),
        Case(replaced: [:], removed: ["cutoutFrame"], field: "cutoutFrame"),
        Case(replaced: ["cutout": #""none""#], field: "cutoutFrame"),
        Case(replaced: ["cutoutFrame": #"{"x":300,"y":10,"width":120,"height":30}"#], field: "cutoutFrame.x"),
        Case(replaced: ["cutoutFrame": #"{"x":120,"y":20,"width":120,"height":30}"#], field: "cutoutFrame.y"),
        Case(replaced: ["cutoutFrame": #"{"x":120,"y":10,"width":0,"height":30}"#], field: "cutoutFrame.width"),
        Case(replaced: ["cutoutRadius": "16"], field: "cutoutRadius"),
        Case(replaced: ["keyboard": #"{"portrait":10,"landscape":200}"#], field: "keyboard.portrait"),
        Case(replaced: ["keyboard": #"{"portrait":320,"landscape":400}"#], field: "keyboard.landscape"),
        Case(replaced: ["unconfirmed": #"["colour"]"#], field: "unconfirmed"),
        // Types, checked by JSONDecoder, named the same way.
        Case(replaced: ["width": #""wide""#], field: "width"),
        Case(replaced: ["safeArea": #"{"portrait":{"top":40,"left":0,"bottom":30,"right":0},"landscape":{"top":0,"left":40,"right":40}}"#], field: "safeArea.landscape.bottom"),
        Case(replaced: ["keyboard": #"{"portrait":"tall","landscape":200}"#], field: "keyboard.portrait"),
        Case(replaced: [:], removed: ["scale"], field: "scale"),
        Case(replaced: ["year": "null"], field: "year"),
        Case(replaced: ["keybaord": "1"], field: "keybaord"),
    ]

    @Test("a bad value is an error naming the device and the field", arguments: cases)
    func badValue(_ bad: Case) {
        var fields = DeviceFileSamples.phoneFields.filter { !bad.removed.contains($0.0) }
        fields = fields.map { ($0.0, bad.replaced[$0.0] ?? $0.1) }
        for (name, value) in bad.replaced where !fields.contains(where: { $0.0 == name }) { fields.append((name, value)) }
        let text = DeviceFileSamples.file(DeviceFileSamples.phone(replacing: ["id": #""good-phone""#]), fields)
        #expect {
            try DeviceCatalog(json: text)
        } throws: { error in
            // The second device is the broken one: errors name it by id even when the first is fine.
            let expectedDevice = bad.replaced["id"].map { _ in "My Phone" } ?? "my-phone"
            guard let refusal = error as? DeviceCatalogError else { return false }
            return refusal.deviceID == expectedDevice && refusal.field == bad.field
                && refusal.description.hasPrefix("device '\(expectedDevice)': \(bad.field) ")
        }
    }

    @Test("the broken device is named by id, or by position when its id is unreadable")
    func positionWhenNoID() throws {
        let fields = DeviceFileSamples.phone(removing: "id")
        let error = try #require(throws: DeviceCatalogError.self) { try DeviceCatalog(json: DeviceFileSamples.file(fields)) }
        #expect(error.description == "device '#1': id is missing")
    }

    @Test("an id listed twice is refused")
    func duplicate() throws {
        let text = DeviceFileSamples.file(DeviceFileSamples.phone(), DeviceFileSamples.phone())
        let error = try #require(throws: DeviceCatalogError.self) { try DeviceCatalog(json: text) }
        #expect(error.description == "device 'my-phone': id is listed twice")
    }

    @Test("files that are not a list of devices are refused with a reason", arguments: ["", "{}", "[]", "[1]", "[{\"id\":"])
    func notAList(text: String) throws {
        let error = try #require(throws: DeviceCatalogError.self) { try DeviceCatalog(json: text) }
        #expect(!error.description.isEmpty)
    }

    @Test("the message reads as the brief's example")
    func messageWording() throws {
        let text = DeviceFileSamples.file(DeviceFileSamples.phone(replacing: ["id": #""iphone-air""#, "safeArea": Self.insets]))
        let error = try #require(throws: DeviceCatalogError.self) { try DeviceCatalog(json: text) }
        #expect(error.description == "device 'iphone-air': safeArea.landscape.bottom must be ≥ 0; got -1")
    }
}
