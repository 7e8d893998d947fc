/// Which of an element's texts a finding is about, for the rules about words: a label or hint
/// translated in the locale's strings table is fixed there, so the finding points at it.
package enum ElementText: Sendable {
    case label, hint
}
