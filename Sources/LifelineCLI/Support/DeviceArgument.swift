import ArgumentParser
import Lifeline

/// Parses `--device`, for the same reasons as `IOSVersionArgument`: `Device` belongs to the
/// model, and the message lists the devices.
enum DeviceArgument {
    /// `iphone, ipad`, from the model so it never goes stale.
    static var supportedList: String { Device.allCases.map(\.rawValue).joined(separator: ", ") }

    @Sendable static func parse(_ text: String) throws -> Device {
        guard let device = Device(rawValue: text) else {
            throw ValidationError("not a supported device. Supported devices: \(supportedList).")
        }
        return device
    }
}
