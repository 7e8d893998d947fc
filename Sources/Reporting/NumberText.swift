extension Double {
    /// The number as a message shows it: "44", "16.5"; a number too large to be a whole number,
    /// or not finite, as Swift writes it ("1e+300", "inf"), so that no value can trap.
    package var messageText: String {
        guard isFinite, abs(self) < 1e15, self == rounded() else { return String(self) }
        return String(Int(self))
    }
}
