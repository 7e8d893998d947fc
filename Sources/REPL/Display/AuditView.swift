import Findings

/// The `audit` command's lines: each finding on the focused element, with what VoiceOver says
/// now and after the fix.
struct AuditView {
    let findings: [Finding]

    func lines() -> [StyledText] {
        guard !findings.isEmpty else { return [StyledText("no findings on the focused element", .dim)] }
        return findings.flatMap { finding in
            var lines = [
                StyledText(
                    "\(finding.severity.rawValue): [\(finding.rule)] \(finding.message)",
                    finding.severity == .error ? .error : .plain)
            ]
            if let now = finding.spokenNow { lines.append(StyledText("    now:   \(now)", .dim)) }
            if let after = finding.spokenAfterFix { lines.append(StyledText("    after: \(after)", .dim)) }
            return lines
        }
    }
}
