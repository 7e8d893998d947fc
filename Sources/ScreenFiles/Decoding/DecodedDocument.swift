import AccessibilityModel
import AppFiles
import Localization

/// What one screen file says, before includes are read and references are checked.
struct DecodedDocument {
    enum ScreenItem {
        /// A screen, its node, and where its elements are written.
        case screen(Screen, SourceNode, ElementLocations.Place)
        /// `- include: other.yaml`: the screens of another file, at this place in the list.
        case include(path: String, node: SourceNode)
    }

    var name: String?
    var developmentLanguage: String?
    var initialScreen: String?
    var variables: [Variable] = []
    var actions = ActionHandlers.none
    var screens: [ScreenItem] = []
    var strings: [String: [String: LocalizedString]] = [:]
    /// Where each inline string is written, by localisation and key.
    var stringLocations: [String: [String: SourceLocation]] = [:]
    var root: SourceNode
}
