import Foundation

/// How two workers share the synthesis of one screen: the screen's own worker goes from the
/// first element on, and a helper (a worker with nothing left to start near the end of a run)
/// from the last element back, until they meet.
///
/// The helper announces itself before anything else; from the moment the screen's worker sees
/// that, both claim each element before synthesising it, with a file that is made only if it is
/// not there yet, so an element is claimed once. The screen's worker also claims what it has
/// queued but not written yet, and the helper passes over elements whose file is written. Claims
/// are per screen: workers rendering other screens that say the same element race for its file
/// as they would without a helper. The claims live in a hidden folder of the report, which the
/// run removes when its workers end.
struct ElementClaims {
    /// The folder of claims inside the report folder.
    static let folderName = ".claims"
    private let output: URL
    /// The start of the screen's claims' paths.
    private let prefix: String
    private let marker: String

    /// The claims on the screen whose files are named `screen` (see ``ScreenRenderer``), in the
    /// report folder `output`.
    init(output: URL, screen: String) {
        self.output = output
        prefix = output.path + "/" + Self.folderName + "/" + Self.flat(screen) + "."
        marker = prefix + "helper"
    }

    /// Says the screen has a helper.
    func announceHelper() throws {
        try ReportFolder.makeFolder(Self.folderName, in: output)
        _ = try make(marker)
    }

    /// Whether a helper has announced itself.
    var hasHelper: Bool { access(marker, F_OK) == 0 }

    /// Claims the element whose audio file is `audio`: true when it is now this worker's to
    /// synthesise, false when the other worker claimed it first.
    func claim(_ audio: String) throws -> Bool {
        try make(prefix + Self.flat(audio))
    }

    /// Whether the element whose audio file is `audio` is claimed.
    func isClaimed(_ audio: String) -> Bool {
        access(prefix + Self.flat(audio), F_OK) == 0
    }

    /// Makes the empty file at `path`; false when it was there already.
    private func make(_ path: String) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            close(descriptor)
            return true
        }
        guard errno == EEXIST else { throw ListenError.cannotWrite(path, String(cString: strerror(errno))) }
        return false
    }

    /// A report-relative path as one file name.
    private static func flat(_ path: String) -> String {
        String(path.map { $0 == "/" ? "_" : $0 })
    }
}
