import Foundation

extension String {
    /// Where `needle` first occurs in the text's UTF-8, byte for byte; 0 for an empty needle,
    /// nil when it does not occur. A search for hot paths: each place the needle's first byte
    /// is (memchr), compared whole (memcmp), with no character hashed or case folded.
    package func utf8Offset(of needle: String) -> Int? {
        var text = self
        var needle = needle
        return text.withUTF8 { text in
            needle.withUTF8 { needle -> Int? in
                guard let first = needle.first else { return 0 }
                guard let base = text.baseAddress else { return nil }
                var from = 0
                while from + needle.count <= text.count,
                    let found = memchr(base + from, Int32(first), text.count - needle.count - from + 1)
                {
                    let at = UnsafeRawPointer(base).distance(to: found)
                    if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return at }
                    from = at + 1
                }
                return nil
            }
        }
    }
}
