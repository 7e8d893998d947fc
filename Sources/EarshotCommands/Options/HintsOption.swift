import ArgumentParser
import Navigation

/// `--hints on|off`: whether Earshot speaks hints, as VoiceOver's Hints setting; a walk recorded
/// with hints off is held against Earshot with them off.
struct HintsOption: ParsableArguments {
    enum Setting: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    @Option(help: "Whether hints are spoken, as VoiceOver's Hints setting (on, off).")
    var hints: Setting = .on

    /// `session` with hints as asked.
    func apply(to session: inout NavigationSession) {
        session.settings.description.speaksHints = hints == .on
    }
}
