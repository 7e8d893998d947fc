/// The operands CLDR plural rules are written in, taken from a number's decimal text:
/// `n` absolute value, `i` integer digits, `v` count of visible fraction digits, `f` visible
/// fraction digits as a number, `t` the same without trailing zeros.
public struct PluralOperands: Hashable, Sendable {
    public var n: Double
    /// The integer part modulo 10^18 (rules only ever test small values and remainders).
    public var i: Int
    public var v: Int
    public var f: Int
    public var t: Int

    public init(_ value: Int) {
        n = Double(value.magnitude)
        i = Int(value.magnitude % 1_000_000_000_000_000_000)
        v = 0
        f = 0
        t = 0
    }

    /// Operands of decimal text such as "1", "-2.50" or "1.5"; nil when it is not a plain decimal.
    public init?(decimal text: String) {
        var digits = Substring(text).drop(while: \.isWhitespace)
        while digits.last?.isWhitespace == true { digits = digits.dropLast() }
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, !integerPart.isEmpty,
            integerPart.allSatisfy({ $0.isASCIIDigit })
        else { return nil }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard fraction.allSatisfy({ $0.isASCIIDigit }), parts.count == 1 || !fraction.isEmpty else { return nil }
        guard let magnitude = Double(digits) else { return nil }
        n = magnitude
        i = Int(integerPart.suffix(18)) ?? 0
        v = fraction.count
        let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
        f = Int(fraction.prefix(18)) ?? 0
        t = Int(String(trimmed).prefix(18)) ?? 0
    }

    /// Whether `n` is a whole number within `range` (CLDR's `n = a..b` for the value itself).
    func n(in range: ClosedRange<Int>) -> Bool {
        n == n.rounded() && n >= Double(range.lowerBound) && n <= Double(range.upperBound)
    }

    /// Whether `n % divisor` is a whole number within `range`.
    func n(modulo divisor: Double, in range: ClosedRange<Int>) -> Bool {
        let remainder = n.truncatingRemainder(dividingBy: divisor)
        return remainder == remainder.rounded() && remainder >= Double(range.lowerBound)
            && remainder <= Double(range.upperBound)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
