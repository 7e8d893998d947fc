import Foundation

/// Memory that was freed, handed back to the system.
package enum FreedMemory {
    /// Hands the memory malloc keeps free back to the system (glibc's `malloc_trim`), so that it
    /// no longer counts as the process's: after a large file's text and nodes are freed, and before
    /// a measurement that should see only what comes after. Does nothing where the C library
    /// has no such call.
    package static func handBack() {
        guard let trim = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
    }
}
