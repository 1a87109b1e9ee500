import CHarfBuzz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file opened with HarfBuzz, measuring text as Chromium does (Chromium shapes with
/// HarfBuzz too, so widths agree to a fraction of a point). This file holds every unsafe
/// pointer of the text-shaping code.
///
/// `@unchecked Sendable`: the HarfBuzz font is made immutable after loading, and HarfBuzz
/// documents immutable fonts as safe to shape with from several threads, each call using its
/// own buffer.
public final class ShapedFont: @unchecked Sendable {
    public let path: String
    /// Font design units per em: advances are returned in these and scaled to points.
    public let unitsPerEm: Double
    private let font: OpaquePointer

    public init(path: String) throws(FontError) {
        guard access(path, R_OK) == 0 else { throw FontError(path: path, reason: "no readable file there") }
        // hb_blob_create_from_file returns the empty blob, not NULL, when it cannot read.
        guard let blob = hb_blob_create_from_file(path) else { throw FontError(path: path, reason: "cannot be read") }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0 else { throw FontError(path: path, reason: "empty or unreadable") }
        guard let face = hb_face_create(blob, 0) else { throw FontError(path: path, reason: "not a font") }
        defer { hb_face_destroy(face) }
        let units = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, units > 0 else {
            throw FontError(path: path, reason: "not a TrueType or OpenType font")
        }
        guard let font = hb_font_create(face) else { throw FontError(path: path, reason: "HarfBuzz could not open it") }
        // Scale 1:1 with design units; widths are scaled to the requested size in Swift.
        hb_font_set_scale(font, Int32(units), Int32(units))
        hb_font_make_immutable(font)
        self.path = path
        self.unitsPerEm = Double(units)
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The advance width of `text` set on one line at `size` points: the sum of the shaped
    /// glyphs' advances, what a canvas's `measureText(text).width` reports.
    public func advanceWidth(of text: String, size: Double) -> Double {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8CString)
        let length = Int32(utf8.count - 1)
        utf8.withUnsafeMutableBufferPointer { bytes in
            hb_buffer_add_utf8(buffer, bytes.baseAddress, length, 0, length)
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var units = 0.0
        for index in 0..<Int(count) { units += Double(positions[index].x_advance) }
        return units * size / unitsPerEm
    }
}
