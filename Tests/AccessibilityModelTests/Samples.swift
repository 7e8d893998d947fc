import AccessibilityModel
import Foundation
import ScreenFiles

/// The repository's sample apps, which the state and builder tests drive, and apps written
/// inside a test.
enum Samples {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    static func app(_ name: String = ScreenFileLoader.defaultSampleName) throws -> App {
        try ScreenFileLoader.load(url: directory.appendingPathComponent(name)).app
    }

    /// An app read from screen-file text (YAML or JSON) as if from a file called `name`.
    static func app(text: String, name: String = "test.yaml") throws -> App {
        try ScreenFileLoader.load(data: Data(text.utf8), name: name, directory: nil).app
    }
}

extension App {
    /// The app's state at launch and its visible screen resolved in `locale`.
    func launched(locale: String = "en") -> (AppState, ResolvedScreen) {
        let state = AppState(app: self)
        return (state, resolve(state, locale: locale)!)
    }
}
