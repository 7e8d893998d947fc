import Foundation

/// A captured value as VoiceOver says it.
enum CapturedValue {
    /// A switch's state as the model writes it: "1" on, "0" off, "2" mixed; tools write "1"/"0",
    /// "on"/"off" or "true"/"false". Any other value is kept as it is.
    static func switchState(_ value: String) -> String {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "on", "true": "1"
        case "0", "off", "false": "0"
        case "2", "mixed": "2"
        default: value
        }
    }
}
