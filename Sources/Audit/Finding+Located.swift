import AppFiles
import Findings

extension Finding {
    /// The finding, at `place` when it has no location of its own.
    func located(at place: SourceLocation) -> Finding {
        guard location == nil else { return self }
        var finding = self
        finding.location = place
        return finding
    }
}
