import Foundation

/// The `earshot` executable the tests run as a person runs it: the one built beside the test
/// bundle (the scratch path's debug directory), else the newest `debug/earshot` under a
/// `.build*` directory of the checkout.
public enum EarshotExecutable {
    public static let url: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = runner.deletingLastPathComponent().appendingPathComponent("earshot")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: checkout.path)) ?? []
        let found = builds.filter { $0.hasPrefix(".build") }
            .map { checkout.appendingPathComponent($0).appendingPathComponent("debug/earshot") }
            .filter { FileManager.default.isExecutableFile(atPath: $0.path) }
            .max { modified($0) < modified($1) }
        return found ?? beside
    }()

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
