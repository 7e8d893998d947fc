import Foundation

/// Where the command line's history is kept across runs: `$EARSHOT_HISTORY` when set (empty
/// turns history off), else `$XDG_STATE_HOME/earshot/history`, else
/// `~/.local/state/earshot/history`.
enum HistoryFile {
    static func url(environment: [String: String]) -> URL? {
        if let path = environment["EARSHOT_HISTORY"] {
            return path.isEmpty ? nil : URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/state")
        return URL(fileURLWithPath: state).appendingPathComponent("earshot/history")
    }
}
