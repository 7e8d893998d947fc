import Foundation

/// A captured value as VoiceOver says it.
enum CapturedValue {
    /// A switch's state as the model writes it: "1" on, "0" off, "2" mixed; tools write "1"/"0",
    /// "on"/"off" or "true"/"false". Any other value is kept as it is.
    static func switchState(_ value: String) -> String {
        switch value.trimmedOfSpaces.lowercased() {
        case "1", "on", "true": "1"
        case "0", "off", "false": "0"
        case "2", "mixed": "2"
        default: value
        }
    }

    /// Whether a tab's, a cell's or a button's value only repeats its selection: XCUITest writes
    /// "1" for a selected tab and "0" for the others, which VoiceOver does not say (the Selected
    /// trait says it). A "1" on an element not selected (a badge's count) is kept.
    static func mirrorsSelection(_ value: String, selected: Bool, of selectable: Bool) -> Bool {
        guard selectable else { return false }
        switch value.trimmedOfSpaces {
        case "1": return selected
        case "0": return !selected
        default: return false
        }
    }
}
