import SpokenDescription

/// The VoiceOver settings a session runs with.
public struct NavigationSettings: Sendable, Hashable {
    /// What is said for an element and how it is paced: hints and the hint delay, where trait
    /// words go, pitch change, "Actions available", the pauses.
    public var description: DescriptionSettings
    /// VoiceOver's speaking rate in percent (0...100); the Speech Rate rotor steps it by 10.
    public var speechRate: Int
    /// The silence between elements read one after another (read all).
    public var readAllPauseMilliseconds: Int

    public init(
        description: DescriptionSettings = DescriptionSettings(), speechRate: Int = 50,
        readAllPauseMilliseconds: Int = 400
    ) {
        self.description = description
        self.speechRate = speechRate
        self.readAllPauseMilliseconds = readAllPauseMilliseconds
    }
}
