import Foundation

/// The registry of capture formats, and the sniffing that picks one for a file's content.
package enum CaptureFormats {
    /// Every format Earshot reads, asked in this order.
    package static let all: [any CaptureFormat] = [
        WebDriverAgentSource(), LLDBPrintedString(), XCUITestDescription(), AccessibilityJSON(), PageSourceInText(),
    ]

    /// How many bytes from the start of a file are looked at to recognise its format.
    static let sniffLength = 4096

    /// The format whose content `data` looks like, or nil (then it is a screen file).
    package static func format(of data: Data) -> (any CaptureFormat)? {
        var prefix = String(decoding: data.prefix(sniffLength), as: UTF8.self)
        if prefix.hasPrefix("\u{FEFF}") { prefix.removeFirst() }
        return all.first { $0.recognises(prefix: prefix) }
    }
}
