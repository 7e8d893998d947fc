/// How long each element takes to hear, in seconds, by locale (as asked for) and element: what
/// `earshot listen`'s workers measured in the WAVs they rendered, handed to the audit as data
/// for the rule about durations.
package typealias RenderedDurations = [String: [ElementKey: Double]]
