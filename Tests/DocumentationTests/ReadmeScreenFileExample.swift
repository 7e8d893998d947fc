import Foundation
import Navigation
import ScreenFiles
import Testing
import Voices

@Test func ratingSaysFourStarsInRussian() throws {
    let file = URL(fileURLWithPath: "samples/rating.yaml")
    let app = try ScreenFileLoader.load(url: file).app
    var session = try NavigationSession(app: app, locale: "ru", voices: .standard())
    try session.focus(on: "ratingView")
    session.increment()
    #expect(session.lastUtterance?.description == "4 звезды")
}
