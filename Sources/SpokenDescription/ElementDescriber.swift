import AccessibilityModel
import Utterances
import VoiceOverWords
import Voices

/// VoiceOver's words for one element in one locale, as an utterance: the description (label,
/// value, selected, trait words, position), then after the hint delay "Actions available" and
/// the hints.
///
/// The rules are VoiceOver's as AccessibilitySnapshot records them (iOS 18.5), numbered as in
/// docs/voiceover-behaviour.md §3 (rule n is §3.n), and applied in this order by
/// ``describe(_:cause:)``:
/// 1. The label; a back button whose label is the locale's "Back" drops it.
/// 2. "Label: Value", or the value alone; a switch's value is never said here (rule 4 says its
///    state). In a table cell the value follows the cell's position without the separator.
/// 3. "Selected: <description>", or "Selected." alone.
/// 4. Trait words in a fixed order; "Switch Button." only with the button trait, then On / Off /
///    Mixed, or any other value as it is (``TraitWords``).
/// 5. With nothing so far, the hint takes the label's place and is not repeated.
/// 6. Description + join mark (unless it ends a sentence already) + trait words.
/// 7. Position: "2 of 3." in a series (a segment keeps "Button.") or a tab bar (no "Button."),
///    "List Start.", "List End.", "Landmark.", "End.".
/// 8. A data table cell: changed headers, label, spans, "Row r." on the first cell read in a
///    row, "Column c.", then the value.
/// 9. Hints, after the hint delay: the author's, then VoiceOver's own (``HintWords``).
/// 10. The label of a container just entered comes first.
package struct ElementDescriber: Sendable {
    package let phrases: Phrases
    package var settings: DescriptionSettings

    package init(phrases: Phrases, settings: DescriptionSettings = DescriptionSettings()) {
        self.phrases = phrases
        self.settings = settings
    }

    /// A describer speaking the phrases of `locale`'s voice file in `voices`; throws when the
    /// file lacks one.
    package init(locale: String, voices: VoiceCatalog, settings: DescriptionSettings = DescriptionSettings()) throws {
        self.init(phrases: try Phrases(locale: locale, in: voices), settings: settings)
    }

    /// What VoiceOver says when `element` gets focus (or is described on request).
    package func describe(_ element: ElementFacts, cause: Utterance.Cause = .focus) -> Utterance {
        var description = ownText(of: element)  // Rules 1, 2 and 8.
        if element.traits.contains(.selected) {
            description = selected(description)  // Rule 3.
        }
        var authorHint = element.hint.spoken
        if description.isEmpty, let hint = authorHint {  // Rule 5.
            description = [labelPiece(hint, of: element)]
            authorHint = nil
        }
        // Rules 4, 6 and 7.
        description = joined(description, TraitWords(phrases: phrases).pieces(for: element))
        description = positioned(description, in: element.context)
        // Rule 10.
        if let container = element.enteredContainerLabel.spoken {
            let text = phrases.terminated(container)
            description.insert(
                Piece(
                    kind: .container, text: text, language: element.spokenLanguage(of: text, phrases, settings),
                    splitsAtCommas: true),
                at: 0)
        }

        // Rule 9.
        var delayed = HintWords(phrases: phrases, settings: settings)
            .pieces(for: element, authorHint: authorHint)
        for index in delayed.indices where phrases.endsSentence(delayed[index].text) {
            delayed[index].pitch = .sentenceFall
        }
        return Utterance(
            cause: cause,
            parts: UtteranceAssembly(settings: settings).parts(
                description: description, delayed: delayed),
            subject: element.identifier.spoken ?? element.label.spoken)
    }

    /// What VoiceOver says when the focused element's value changes (after adjusting it, or
    /// toggling a switch): the new value alone, or a switch's new state word. Empty when the
    /// element has no value to say.
    package func describeValueChange(
        _ element: ElementFacts, cause: Utterance.Cause = .action
    )
        -> Utterance
    {
        var pieces: [Piece] = []
        if element.traits.contains(.switchButton) {
            pieces = TraitWords(phrases: phrases).pieces(for: element).filter { $0.kind == .state }
        } else if let value = element.value.spoken {
            pieces = [
                Piece(
                    kind: .value, text: value, language: element.spokenLanguage(of: value, phrases, settings),
                    splitsAtCommas: true)
            ]
        }
        return Utterance(
            cause: cause,
            parts: UtteranceAssembly(settings: settings).parts(description: pieces, delayed: []),
            subject: element.identifier.spoken ?? element.label.spoken)
    }

    // MARK: - Rules

    /// Rules 1 and 2, with a table cell's headers and position around the label (rule 8).
    private func ownText(of element: ElementFacts) -> [Piece] {
        let traits = element.traits
        var pieces: [Piece] = []
        if let label = element.label.spoken,
            !(traits.contains(.backButton)
                && label.lowercased() == phrases.text(.backButtonLabel).lowercased())
        {
            pieces.append(labelPiece(label, of: element))
        }
        var valueFollowsContext = false
        if case .tableCell(let cell) = element.context {
            pieces = tableCell(cell, label: pieces, of: element)
            valueFollowsContext = true
        }
        if let value = element.value.spoken, !traits.contains(.switchButton) {
            if !pieces.isEmpty, !valueFollowsContext {
                pieces[pieces.count - 1].text += phrases.text(.valueSeparator)
            }
            pieces.append(
                Piece(
                    kind: .value, text: value, language: element.spokenLanguage(of: value, phrases, settings),
                    pitch: groupPitch(of: element) ?? .neutral, splitsAtCommas: true))
        }
        return pieces
    }

    /// Rule 3.
    private func selected(_ description: [Piece]) -> [Piece] {
        let language = phrases.locale
        guard !description.isEmpty else {
            return [Piece(kind: .selected, text: phrases.text(.selected), language: language)]
        }
        let (before, after) = phrases.around(.selectedFormat)
        var pieces = description
        if !before.isEmpty {
            pieces.insert(Piece(kind: .selected, text: before, language: language), at: 0)
        }
        if !after.isEmpty { pieces.append(Piece(kind: .selected, text: after, language: language)) }
        return pieces
    }

    /// Rule 6, with the trait placement setting.
    private func joined(_ description: [Piece], _ traitWords: [Piece]) -> [Piece] {
        guard !traitWords.isEmpty else { return description }
        switch settings.traitPlacement {
        case .afterLabel:
            var pieces = description
            pieces.terminate(with: phrases)
            return pieces + traitWords
        case .beforeLabel:
            return traitWords + description
        case .silent:
            return description
        }
    }

    /// Rule 7.
    private func positioned(_ description: [Piece], in context: ElementContext?) -> [Piece] {
        let boundary: PhraseKey
        switch context {
        case .series(let index, let count), .tab(let index, let count):
            return description + [piece(.position, phrases.text(.series, "\(index)", "\(count)"))]
        case .listStart: boundary = .listStart
        case .listEnd: boundary = .listEnd
        case .landmarkStart: boundary = .landmarkStart
        case .landmarkEnd: boundary = .landmarkEnd
        case .tableCell, nil: return description
        }
        var pieces = description
        pieces.terminate(with: phrases)
        return pieces + [piece(.container, phrases.text(boundary))]
    }

    /// Rule 8, a table cell: changed headers, the label, spans, the row on the first cell read in
    /// the row, the column.
    private func tableCell(
        _ cell: TableCellFacts, label: [Piece], of element: ElementFacts
    )
        -> [Piece]
    {
        let headers =
            (cell.rowChanged ? cell.rowHeaders : [])
            + (cell.columnChanged ? cell.columnHeaders : [])
        var pieces = headers.filter { !$0.isEmpty }.map {
            Piece(
                kind: .container, text: phrases.terminated($0),
                language: element.spokenLanguage(of: $0, phrases, settings), splitsAtCommas: true)
        }
        var label = label
        label.terminate(with: phrases)
        pieces += label
        if cell.rowSpan > 1 {
            pieces.append(piece(.position, phrases.text(.tableRowSpan, "\(cell.rowSpan)")))
        }
        if cell.columnSpan > 1 {
            pieces.append(piece(.position, phrases.text(.tableColumnSpan, "\(cell.columnSpan)")))
        }
        if cell.rowChanged {
            pieces.append(piece(.position, phrases.text(.tableRow, "\(cell.row + 1)")))
        }
        pieces.append(piece(.position, phrases.text(.tableColumn, "\(cell.column + 1)")))
        return pieces
    }

    // MARK: - Pieces

    /// The element's own text in its place: its language, split at commas, its pitch.
    private func labelPiece(_ text: String, of element: ElementFacts) -> Piece {
        Piece(
            kind: .label, text: text, language: element.spokenLanguage(of: text, phrases, settings),
            pitch: groupPitch(of: element) ?? .start(of: text), splitsAtCommas: true)
    }

    /// Raised for a group's first item, lowered for its last, when pitch change is on.
    private func groupPitch(of element: ElementFacts) -> PitchHint? {
        guard settings.pitchChange, let edge = element.groupEdge else { return nil }
        return edge == .first ? .raised : .lowered
    }

    /// A word of VoiceOver's own, in the locale's language.
    private func piece(_ kind: SegmentKind, _ text: String) -> Piece {
        Piece(kind: kind, text: text, language: phrases.locale)
    }
}
