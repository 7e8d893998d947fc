import AccessibilityModel
import Foundation
import ScreenFiles

/// The repository's sample apps, which the state tests drive.
enum Samples {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    static func app(_ name: String = ScreenFileLoader.defaultSampleName) throws -> App {
        try ScreenFileLoader.load(url: directory.appendingPathComponent(name)).app
    }
}

extension App {
    /// The app's state at launch and its visible screen resolved in `locale`.
    func launched(locale: String = "en") -> (AppState, ResolvedScreen) {
        let state = AppState(app: self)
        return (state, resolve(state, locale: locale)!)
    }
}
