import AccessibilityModel
import AppFiles
import Findings
import Navigation
import VoiceOverWords
import Voices

/// Runs rules over an app in some locales, and reports shared UI once.
package struct Auditor: Sendable {
    package var rules: [any AuditRule]
    package var settings: AuditSettings
    package let voices: VoiceCatalog
    /// How each locale is spoken, when the voices hold stand-ins for locales without a voice file
    /// (`earshot listen`'s `SpokenLocales`); by default, as ``VoiceCatalog/resolve(_:)`` finds it.
    package var voiceStatuses: [String: VoiceStatus] = [:]
    /// How long each element took to hear, when `earshot listen` rendered the app (for the rule
    /// about durations); none by default.
    package var durations: RenderedDurations = [:]

    package init(
        rules: [any AuditRule] = AuditRules.audit, settings: AuditSettings = AuditSettings(), voices: VoiceCatalog
    ) {
        self.rules = rules
        self.settings = settings
        self.voices = voices
    }

    /// Every finding in `app` in each locale, shared UI merged (see ``SharedFindings``), less
    /// those an element's `earshotIgnore` silences. `locate` says where an element (screen,
    /// path of child indices) is written, `locateString` where a string (localisation, key) is:
    /// a finding about a label or hint translated in a locale's own strings table points at the
    /// string, the element as its `elementLocation`.
    package func audit(
        _ app: App, locales: [String],
        locate: @escaping @Sendable (String, [Int]) -> SourceLocation? = { _, _ in nil },
        locateString: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) throws -> [Finding] {
        try outcome(app, locales: locales, locate: locate, locateString: locateString).findings
    }

    /// The findings, and those an element's `earshotIgnore` silences with its reason. Both are
    /// merged for shared UI alike, so a tab bar's silenced finding is counted once.
    package func outcome(
        _ app: App, locales: [String],
        locate: @escaping @Sendable (String, [Int]) -> SourceLocation? = { _, _ in nil },
        locateString: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) throws -> (findings: [Finding], suppressed: [SuppressedFinding]) {
        var kept: [Finding] = []
        var silencedFindings: [Finding] = []
        var reasons: [ElementKey: [String: String]] = [:]
        var identities: [ElementKey: String] = [:]
        for locale in locales {
            let screens: [AuditedScreen]
            do {
                let audited = try self.locale(locale, of: app, locate: locate, locateString: locateString)
                let silenced = audited.suppressions
                for finding in audited.findings(of: rules) {
                    guard
                        let key = finding.subject.screen.flatMap({ screen in
                            finding.subject.element.map { ElementKey(screen: screen, element: $0) }
                        })
                    else {
                        kept.append(finding)
                        continue
                    }
                    // Only findings on different screens are merged: an app of one screen needs none.
                    if app.screens.count > 1, identities[key] == nil { identities[key] = audited.identity(of: key) }
                    if let reason = silenced[key]?[finding.rule] {
                        reasons[key, default: [:]][finding.rule] = reason
                        silencedFindings.append(finding)
                    } else {
                        kept.append(finding)
                    }
                }
                screens = audited.screens
            }
            // Thousands of audited screens take a while to free: freed side by side, as they
            // were made.
            ScreenBatches.free(consume screens)
        }
        let identity = { (finding: Finding) -> String? in
            finding.subject.screen.flatMap { screen in
                finding.subject.element.flatMap { identities[ElementKey(screen: screen, element: $0)] }
            }
        }
        let suppressed = SharedFindings.merge(silencedFindings, identity: identity).map { finding in
            let key = ElementKey(screen: finding.subject.screen ?? "", element: finding.subject.element ?? "")
            return SuppressedFinding(finding: finding, reason: reasons[key]?[finding.rule] ?? "")
        }
        return (SharedFindings.merge(kept, identity: identity), suppressed)
    }

    /// One locale of the app, every screen shown in its initial state, with the durations
    /// measured in it and in the development language (``durations``) when there are some.
    package func locale(
        _ locale: String, of app: App,
        locate: @escaping @Sendable (String, [Int]) -> SourceLocation? = { _, _ in nil },
        locateString: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) throws -> AuditedLocale {
        let match = try voices.resolve(locale)
        let words = try voices.phraseTable(for: match.profile.locale)
        var context = LocaleContext(
            locale: locale, localizations: app.localizations, voice: match.profile, words: words,
            voiceStatus: voiceStatuses[locale] ?? (match.isFallback ? .sameLanguage(match.profile.locale) : .own),
            stringLocation: locateString)
        context.voices = voices
        let translations = Translations(context: context)
        let start = try NavigationSession(app: app, locale: match.profile.locale, voices: voices)
        let speaker = SharedSession(start)
        let traitWords = TraitWordTable(words)
        let isCasedScript = LocaleScript.isCased(locale)
        let screens = try ScreenBatches.map(app.screens.count) { range in
            var session = start
            var batch: [AuditedScreen] = []
            batch.reserveCapacity(range.count)
            for index in range {
                let name = app.screens[index].name
                // The session opens on the start screen already resolved. The others are opened
                // without a word; each audited screen keeps its resolved screen, and speaks
                // through the one session of the locale.
                if session.state.stack.last?.screen != name { try session.open(screen: name) }
                batch.append(
                    AuditedScreen(
                        name: name, model: app.screens[index], locale: locale, navigable: session.screen,
                        speaker: speaker, words: words,
                        traitWords: traitWords, isCasedScript: isCasedScript, settings: settings, locate: locate,
                        translations: translations))
            }
            return batch
        }
        // Only the rules about the strings tables and the rendered durations read every element
        // as a `SpokenElement`: without either, 100,000 of them would be built for nothing.
        var elements = app.localizations.tables.isEmpty && durations.isEmpty ? [] : screens.flatMap(\.spokenElements)
        if let measured = durations[locale] {
            for index in elements.indices { elements[index].duration = measured[elements[index].key] ?? 0 }
        }
        let development = durations.first { LocaleContext.isDevelopmentLanguage($0.key, of: app.localizations) }
        return AuditedLocale(
            locale: locale, screens: screens,
            spoken: SpokenLocale(context: context, elements: elements, developmentDurations: development?.value ?? [:]))
    }

    /// The findings on the focused element of a session, in its current state and locale (the
    /// REPL's `audit`): the screen's rules and the checks of what it speaks.
    package func findingsOnFocus(of session: NavigationSession) throws -> [Finding] {
        guard let focus = session.focusedNode else { return [] }
        let element = focus.reportedName
        return try findingsOnScreen(of: session).filter { $0.subject.element == element }
    }

    /// The findings on a session's visible screen, in its current state and locale; each names
    /// its element (`subject.element`: the accessibility identifier, or else the element's id).
    /// `locate` and `locateString` place them, as in ``audit(_:locales:locate:locateString:)``.
    package func findingsOnScreen(
        of session: NavigationSession,
        locate: @escaping @Sendable (String, [Int]) -> SourceLocation? = { _, _ in nil },
        locateString: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) throws -> [Finding] {
        let name = session.state.stack.last?.screen ?? ""
        let words = try voices.phraseTable(for: session.locale)
        var context = LocaleContext(
            locale: session.locale, localizations: session.app.localizations,
            voice: try voices.profile(for: session.locale), words: words, stringLocation: locateString)
        context.voices = voices
        let screen = AuditedScreen(
            name: name, model: session.app.screen(named: name), locale: session.locale, navigable: session.screen,
            speaker: SharedSession(session),
            words: words, traitWords: TraitWordTable(words), isCasedScript: LocaleScript.isCased(session.locale),
            settings: settings, locate: locate, translations: Translations(context: context))
        let audited = AuditedLocale(
            locale: session.locale, screens: [screen],
            spoken: SpokenLocale(context: context, elements: screen.spokenElements))
        return audited.findings(of: rules)
    }
}
