/// Random secrets of the workshop server: the access token a server bound beyond loopback
/// requires, and the codes sessions are followed with.
enum Secret {
    /// A new access token: 128 random bits as 32 hexadecimal digits.
    static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// The letters of session codes: no 0/O or 1/I/L to misread when a code is read out in a room.
    static let codeAlphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    /// A new session code of six letters (about 30 bits).
    static func sessionCode() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<6).map { _ in codeAlphabet.randomElement(using: &generator)! })
    }

    /// Compares a secret in time that does not depend on where the strings differ.
    static func matches(_ candidate: String?, _ secret: String) -> Bool {
        guard let candidate else { return false }
        let a = Array(candidate.utf8)
        let b = Array(secret.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
