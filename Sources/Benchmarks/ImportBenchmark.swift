import Captures
import Foundation

/// Measures the capture importer on a generated 10,000-element WebDriverAgent page source
/// against docs/benchmarks.md: import time as a multiple of the time `xmllint --stream` (libxml2's
/// streaming reader, a whole process) takes to parse the same file on the same machine in the same
/// run, and peak memory as a multiple of the file's size.
package struct ImportBenchmark {
    package var elementCount: Int
    /// Imports and parses timed; the fastest of each counts (the first pays for warming caches).
    package var rounds: Int

    /// The most an import may cost, as a multiple of `xmllint --stream`'s parse.
    static let ratioBudget = 5.0

    package init(elementCount: Int = 10_000, rounds: Int = 7) {
        self.elementCount = elementCount
        self.rounds = rounds
    }

    package func run(report: (Measurement) -> Void) throws {
        guard let xmllint = ExecutableSearch.onPath("xmllint") else {
            throw BenchmarkError(
                "no xmllint on PATH to compare the import with; .ci/install-deps installs it (libxml2-utils)")
        }
        let data = Data(Self.pageSource(elements: elementCount).utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-import-\(UUID()).xml")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let baseline = ProcessMemory.residentBytes(field: "VmRSS")
        ProcessMemory.resetPeakResident()
        // Taken in turns, so that both see the same load on a shared machine.
        var parses: [Double] = []
        var times: [Double] = []
        for _ in 0..<rounds {
            parses.append(try ProcessTimer.seconds(xmllint, ["--stream", "--noout", file.path]))
            times.append(try Stopwatch.seconds { _ = try CaptureReader.read(data: data, name: "generated.xml") })
        }
        let peak = ProcessMemory.residentBytes(field: "VmHWM")
        let imported = times.min() ?? .nan
        let parsed = parses.min() ?? .nan
        report(Measurement("page source of \(elementCount) elements", Double(data.count) / 1_000_000, "MB"))
        report(Measurement("import (read, map, check; fastest of \(rounds))", imported * 1000, "ms"))
        report(Measurement("xmllint --stream (a process; fastest of \(rounds))", parsed * 1000, "ms"))
        report(Measurement("  import / xmllint", imported / parsed, "×", budget: Self.ratioBudget))
        if let baseline, let peak {
            report(
                Measurement(
                    "peak memory above the start, × file size", Double(peak - baseline) / Double(data.count), "×",
                    budget: 10))
        } else {
            report(Measurement("peak memory (not measurable here: no /proc/self/status)", .nan, "×"))
        }
    }

    /// A long settings table, as WebDriverAgent writes one with Appium's newer attribute set:
    /// cells of a label and a switch, a section header every 50 cells, inside the usual wrappers.
    static func pageSource(elements count: Int) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
                  <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">

            """
        var made = 3
        var row = 0
        while made < count {
            let y = row * 44
            if row % 50 == 0 {
                xml +=
                    "      <XCUIElementTypeOther type=\"XCUIElementTypeOther\" name=\"Section \(row / 50)\" label=\"Section \(row / 50)\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"0\" y=\"\(y)\" width=\"393\" height=\"30\" index=\"\(row)\" traits=\"Header\"/>\n"
                made += 1
            }
            xml +=
                "      <XCUIElementTypeCell type=\"XCUIElementTypeCell\" name=\"setting_\(row)\" label=\"Setting \(row)\" value=\"\(row % 2)\" enabled=\"true\" visible=\"\(y < 852)\" accessible=\"true\" x=\"0\" y=\"\(y + 30)\" width=\"393\" height=\"44\" index=\"\(row)\" traits=\"Button\">\n"
            xml +=
                "        <XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" name=\"Setting \(row)\" label=\"Setting \(row)\" value=\"Setting \(row)\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"20\" y=\"\(y + 41)\" width=\"200\" height=\"22\" index=\"0\"/>\n"
            xml +=
                "        <XCUIElementTypeSwitch type=\"XCUIElementTypeSwitch\" name=\"Setting \(row)\" label=\"Setting \(row)\" value=\"\(row % 2)\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"322\" y=\"\(y + 36)\" width=\"51\" height=\"31\" index=\"1\"/>\n"
            xml += "      </XCUIElementTypeCell>\n"
            made += 3
            row += 1
        }
        return xml
            + "    </XCUIElementTypeTable>\n  </XCUIElementTypeWindow>\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }
}
