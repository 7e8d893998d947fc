import Foundation
import ResourceLocation
import Testing

@testable import ResourceLocation

/// Where Earshot looks for its data, in order.
@Suite struct ResourceDirectoryTests {
    @Test func theOverrideThenTheInstalledDataThenTheCheckoutThenTheWorkingDirectory() {
        let candidates = ResourceDirectory.candidates(
            "voices", environment: ["EARSHOT_HOME": "/opt/mine"],
            executable: URL(fileURLWithPath: "/usr/local/bin/earshot"),
            workingDirectory: URL(fileURLWithPath: "/home/me/project")
        ).map(\.path)
        #expect(
            candidates == [
                "/opt/mine/voices", "/usr/local/share/earshot/voices", "/usr/local/bin/voices",
                "/usr/local/voices", "/usr/voices", "/voices", "/home/me/project/voices",
                "/home/me/voices", "/home/voices",
            ])
    }

    @Test func anEmptyOverrideIsNoOverride() {
        let candidates = ResourceDirectory.candidates(
            "samples", environment: ["EARSHOT_HOME": ""],
            executable: URL(fileURLWithPath: "/p/bin/earshot"), workingDirectory: URL(fileURLWithPath: "/"))
        #expect(candidates.first?.path == "/p/share/earshot/samples")
    }
}
