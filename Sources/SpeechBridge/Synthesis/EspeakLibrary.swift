import CEspeakNG

/// Facts about the libespeak-ng this process speaks with.
package enum EspeakLibrary {
    /// The library's version, e.g. "1.51": what a cache of rendered audio is keyed by, since
    /// another version may say the same text differently. (`espeak_Info` only returns a constant
    /// string, so it is safe off the synthesis thread.)
    package static var version: String {
        espeak_Info(nil).map { String(cString: $0) } ?? "unknown"
    }
}
