import Foundation
import PackagePlugin

/// Compiles files into a module: a build-tool plugin that turns every file under the target's
/// `Embedded/` directory into one generated Swift source holding each file's path and text.
///
/// A target uses it in `Package.swift`, keeping `Embedded/` out of its sources:
///
/// ```swift
/// .target(name: "Site", exclude: ["Embedded"], plugins: ["EmbedFiles"])
/// ```
///
/// and puts the files in `Sources/Site/Embedded/`, or symbolic links to directories kept
/// elsewhere in the package (`Embedded/voices -> ../../../voices`). Every file under it (hidden
/// files and folders left out, links followed) is embedded under its path inside `Embedded/`
/// (`index.html`, `voices/en-US.yaml`). The module then has
///
/// ```swift
/// enum EmbeddedFiles {
///     static let contentHash: String  // 16 hex digits over every path and text
///     static let files: [(path: String, contents: String)]  // sorted by path
/// }
/// ```
///
/// Files must be UTF-8 text (YAML, JSON, string tables, HTML, JavaScript, CSS): each becomes a
/// raw string literal, which compiles fast, and a file that is not UTF-8 fails the build naming
/// it. Every file is an input of the build command, so editing one regenerates the source; and
/// since `Embedded/` is inside the target, adding or removing a file (even through a link)
/// makes the package plan its build again, with the new list.
@main
struct EmbedFiles: BuildToolPlugin {
    /// The directory, at the top of a target, whose files are embedded.
    static let directoryName = "Embedded"

    /// How deep folders (and links to folders) are followed: far deeper than any real tree, and
    /// a bound on a link that points to a folder above itself.
    static let maximumDepth = 16

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw EmbedFilesError("\(target.name): error: the EmbedFiles plugin embeds files in Swift targets only")
        }
        let directory = target.directoryURL.appendingPathComponent(Self.directoryName)
        guard Self.isDirectory(directory) else {
            throw EmbedFilesError(
                "\(directory.path): error: no such directory; the EmbedFiles plugin embeds the files under it")
        }
        let files = try Self.files(under: directory, named: "", depth: 0).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files in \(target.name)",
                executable: try context.tool(named: "embed-files").url,
                arguments: [output.path] + files.flatMap { [$0.path, $0.url.path] },
                inputFiles: files.map(\.url),
                outputFiles: [output])
        ]
    }

    /// A file to embed: its path inside `Embedded/` and where it really is.
    private typealias Found = (path: String, url: URL)

    /// Every file under `directory`, whose path inside `Embedded/` starts with `prefix`.
    private static func files(under directory: URL, named prefix: String, depth: Int) throws -> [Found] {
        guard depth < maximumDepth else {
            throw EmbedFilesError("\(directory.path): error: folders nested over \(maximumDepth) deep (a link loop?)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        var result: [Found] = []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name).resolvingSymlinksInPath()
            if isDirectory(url) {
                result += try files(under: url, named: prefix + name + "/", depth: depth + 1)
            } else {
                result.append((prefix + name, url))
            }
        }
        return result
    }

    /// Whether `url` is a folder, links followed.
    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A mistake in a target's use of the plugin, said in one line.
struct EmbedFilesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
