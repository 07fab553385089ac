/// Fuzzer bytes as the text the readers take. Files are read as UTF-8 and refused otherwise
/// before any reader sees them, so bytes that are not UTF-8 test nothing beyond that refusal.
enum InputText {
    static func decode(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }
}
