import Foundation
import Reporting

/// Why a listening run stopped.
package enum ListenError: Error, StatusReporting, CustomStringConvertible, Equatable {
    /// The app has no strings for a locale asked for.
    case noStrings(locale: String, available: [String])
    /// A file or folder of the report could not be written.
    case cannotWrite(String, String)
    /// An earlier report (baseline, shard) could not be read.
    case unreadableReport(String, String)
    /// The folders given to `merge` are not the shares of one split (``ShareCheck``).
    case mismatchedShares([String])
    /// A worker process failed, with the status of what failed it (69 when that is the worker
    /// itself; 74 for a file it could not write).
    case worker(String, status: ExitStatus = .unavailable)
    /// Ctrl-C; `replaced` when the new report was already in place.
    case interrupted(replaced: Bool)

    package var exitStatus: ExitStatus {
        switch self {
        case .noStrings, .unreadableReport, .mismatchedShares: .inputError
        case .cannotWrite: .outputError
        case .worker(_, let status): status
        case .interrupted: .interrupted
        }
    }

    package var description: String {
        switch self {
        case .noStrings(let locale, let available):
            "the app has no strings for '\(locale.quotedForMessage())'; it has: \(available.joined(separator: ", "))"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .unreadableReport(let path, let reason): "\(path): not a listening report: \(reason)"
        case .mismatchedShares(let problems): "cannot merge: " + problems.joined(separator: "; ")
        case .worker(let reason, _): "a rendering worker failed: \(reason)"
        case .interrupted(let replaced):
            replaced
                ? "interrupted once the new report was in place"
                : "interrupted; the previous report is left as it was"
        }
    }
}
