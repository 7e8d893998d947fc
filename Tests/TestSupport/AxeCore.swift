import Foundation

/// axe-core, the accessibility checker the browser tests run on Earshot's pages: inside the
/// axe-playwright-python wheel `.ci/install-deps` fetches into the test-data cache.
public enum AxeCore {
    public static var wheel: URL {
        let environment = ProcessInfo.processInfo.environment
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return cache.appendingPathComponent("earshot-test-data/axe_playwright_python-0.1.8-py3-none-any.whl")
    }
}
