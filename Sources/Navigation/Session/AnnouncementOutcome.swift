/// How an announcement ended, as UIAccessibilityAnnouncementDidFinishNotification reports it.
public struct AnnouncementOutcome: Sendable, Hashable {
    /// UIAccessibilityAnnouncementKeyStringValue.
    public var text: String
    /// UIAccessibilityAnnouncementKeyWasSuccessful: false when newer speech cut it off.
    public var finished: Bool

    public init(text: String, finished: Bool) {
        self.text = text
        self.finished = finished
    }
}
