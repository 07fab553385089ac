/// Whether bytes are well-formed UTF-8, checked where they lie, so that a file can be read as
/// text without first being copied into a `String` (for a 200 MB trace, a second 200 MB).
///
/// The rule is the standard's (RFC 3629, Unicode's Table 3-7), the one `String(validating:as:)`
/// and Foundation's `String(data:encoding: .utf8)` apply: no overlong forms, no surrogates
/// (U+D800 to U+DFFF), nothing above U+10FFFF, no stray continuation bytes, no sequence cut
/// short. `UTF8ValidationTests` checks it against `String(validating:as:)`.
package enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8. O(n): ASCII eight bytes at a time.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            // Runs of ASCII, the bulk of any trace, eight bytes to a test.
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = base[index]
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xED: length = 3; high = 0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; low = 0x90
            case 0xF4: length = 4; high = 0x8F
            case 0xF1...0xF3: length = 4
            default: return false
            }
            guard index + length <= count, base[index + 1] >= low, base[index + 1] <= high else { return false }
            for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
