/// The key of every phrase VoiceOver speaks, as written under `phrases:` in `voices/*.yaml`.
///
/// Each locale's voice file must define every key; ``Phrases`` refuses a file that misses one.
/// Format phrases take `%@` (or `%1$@`, `%2$@`) placeholders, as many as ``argumentCount``.
public enum PhraseKey: String, CaseIterable, Sendable {
    // Punctuation VoiceOver adds when it joins parts.
    /// Appended to a part that is followed by another ("." in English, "，" in Chinese).
    case joinMark = "mark.join"
    /// Characters that already end a part: no join mark is added after them, and a hint ending
    /// with one falls like a sentence.
    case sentenceEnds = "mark.sentenceEnds"
    /// Put after the label when a value follows ("Volume: 50%").
    case valueSeparator = "value.separator"

    case selected = "selected"
    case selectedFormat = "selected.format"
    /// The label a back button drops because "Back Button." already says it.
    case backButtonLabel = "backButton.label"

    case notEnabled = "trait.notEnabled"
    case button = "trait.button"
    case backButton = "trait.backButton"
    case switchButton = "trait.switchButton"
    case switchOn = "state.on"
    case switchOff = "state.off"
    case switchMixed = "state.mixed"
    case tab = "trait.tab"
    case textField = "trait.textField"
    case secureTextField = "trait.secureTextField"
    case isEditing = "state.editing"
    case header = "trait.header"
    case link = "trait.link"
    case adjustable = "trait.adjustable"
    case image = "trait.image"
    case searchField = "trait.searchField"

    case series = "context.series"
    case listStart = "context.listStart"
    case listEnd = "context.listEnd"
    case landmarkStart = "context.landmarkStart"
    case landmarkEnd = "context.landmarkEnd"

    case tableRow = "table.row"
    case tableColumn = "table.column"
    case tableRowSpan = "table.rowSpan"
    case tableColumnSpan = "table.columnSpan"

    case switchHint = "hint.switch"
    case textFieldHint = "hint.textField"
    case textFieldEditingHint = "hint.textFieldEditing"
    case adjustableHint = "hint.adjustable"
    case customActionsHint = "hint.customActions"
    case actionsAvailable = "actions.available"

    case rotorHeadings = "rotor.headings"
    case rotorLinks = "rotor.links"
    case rotorFormControls = "rotor.formControls"
    case rotorContainers = "rotor.containers"
    case rotorLandmarks = "rotor.landmarks"
    case rotorCharacters = "rotor.characters"
    case rotorWords = "rotor.words"
    case rotorAdjustValue = "rotor.adjustValue"
    case rotorActions = "rotor.actions"
    case rotorSpeechRate = "rotor.speechRate"

    /// The name of the default action in the actions rotor.
    case activateAction = "action.activate"
    /// Said when the actions rotor has nothing to offer.
    case noActions = "action.none"
    /// A capital letter read by character ("cap %@").
    case capitalLetter = "reading.capital"
    /// A space read by character.
    case space = "reading.space"

    /// How many placeholders the phrase takes.
    public var argumentCount: Int {
        switch self {
        case .series: 2
        case .selectedFormat, .tableRow, .tableColumn, .tableRowSpan,
            .tableColumnSpan, .capitalLetter:
            1
        default: 0
        }
    }
}
