/// WebDriverAgent page sources written in a test: one window of elements, as Appium returns them.
public enum CaptureText {
    /// A page source of one 390 × 844 window holding `elements` (XML, already escaped).
    public static func page(_ elements: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" enabled="true" visible="true" x="0" y="0" width="390" height="844" name="Demo" label="Demo">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        \(elements)
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>

        """
    }

    /// A button 200 × 44 points at (10, `y`).
    public static func button(_ label: String, y: Int = 100) -> String {
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="10" y="\#(y)" width="200" height="44" name="\#(label)" label="\#(label)"/>"#
    }

    /// A static text 300 × 400 points whose name, label and value are all `text`.
    public static func text(_ text: String, y: Int = 200) -> String {
        #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="10" y="\#(y)" width="300" height="400" name="\#(text)" label="\#(text)" value="\#(text)"/>"#
    }

    /// The terms of service as a capture holds them: 14,000 characters, more than a template.
    public static let terms = String(repeating: "Terms. ", count: 2_000)
}
