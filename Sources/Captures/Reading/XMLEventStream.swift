import AppFiles
import Foundation
import Reporting

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Receives a streamed XML document's elements as they open and close.
protocol XMLElementHandler: AnyObject {
    /// An element opened at `mark`; throwing stops the stream with that error.
    func open(_ name: String, attributes: [String: String], at mark: SourceLocation) throws(LoadError)
    func close(_ name: String)
}

/// Streams an XML document through Foundation's event-driven `XMLParser`: no tree is built, no
/// recursion on depth, and no entity or DTD is ever resolved (a DOCTYPE is refused before
/// parsing, external entities are off, and any entity declaration stops the parse).
final class XMLEventStream: NSObject, XMLParserDelegate {
    private let file: String
    private let handler: any XMLElementHandler
    private var failure: LoadError?
    private weak var parser: XMLParser?
    private var bytes: [UInt8] = []
    /// The byte offset where each line starts.
    private var lineStarts: [Int] = [0]
    /// The elements opened and not yet closed, innermost last.
    private var unclosed: [(name: String, mark: SourceLocation)] = []

    init(file: String, handler: any XMLElementHandler) {
        self.file = file
        self.handler = handler
    }

    /// Streams `data` to the handler; throws the first located error.
    func run(_ data: Data) throws(LoadError) {
        if let refusal = XMLPrologGuard.refusal(in: data, file: file) { throw refusal }
        bytes = [UInt8](data)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        if let invalid = UTF8Validation.firstInvalidOffset(bytes) {
            throw error(
                at: mark(ofByte: invalid),
                "the capture is not UTF-8 here (WebDriverAgent writes UTF-8); was it saved in another encoding?")
        }
        if let instruction = ProcessingInstructionGuard.firstEmptyInstruction(bytes) {
            throw error(
                at: mark(ofByte: instruction), "a processing instruction without data (<?name?>) is not read; remove it"
            )
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = self
        self.parser = parser
        let finished = parser.parse()
        if let failure { throw failure }
        if finished, let innermost = unclosed.last {
            let end = SourceLocation(
                file: file, line: lineStarts.count, column: bytes.count - lineStarts[lineStarts.count - 1] + 1)
            throw error(
                at: end,
                "the document ends before <\(innermost.name.quotedForMessage())> (line \(innermost.mark.line)) is closed; was the capture cut short?"
            )
        }
        if !finished {
            let mark =
                errorMark
                ?? SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            throw error(
                at: mark,
                "not well-formed XML (\(Self.describe(parser.parserError))); a capture must be one complete XML document"
            )
        }
    }

    private func error(at mark: SourceLocation, _ message: String) -> LoadError {
        LoadError(at: mark, message)
    }

    private var mark: SourceLocation {
        SourceLocation(file: file, line: max(parser?.lineNumber ?? 1, 1), column: max(parser?.columnNumber ?? 1, 1))
    }

    /// Where the start tag just read begins: XMLParser reports the position after it.
    private var tagStart: SourceLocation {
        let end = mark
        guard end.line <= lineStarts.count else { return end }
        var offset = min(lineStarts[end.line - 1] + end.column - 1, bytes.count - 1)
        bytes.withUnsafeBufferPointer { buffer in
            while offset > 0, buffer[offset] != UInt8(ascii: "<") { offset -= 1 }
        }
        return mark(ofByte: offset, from: end.line)
    }

    /// The line and column of the byte at `offset`, looking back from `line` (the last line by
    /// default).
    private func mark(ofByte offset: Int, from line: Int? = nil) -> SourceLocation {
        var line = line ?? lineStarts.count
        while line > 1, lineStarts[line - 1] > offset { line -= 1 }
        return SourceLocation(file: file, line: line, column: characterColumn(line: line, offset: offset))
    }

    /// The last column counted, so that counting goes on from there (tags come in order, and a
    /// whole capture on one line is counted once, not once per tag).
    private var counted = (line: 0, offset: 0, column: 1)

    /// The column, in characters, of the byte at `offset` on `line`.
    private func characterColumn(line: Int, offset: Int) -> Int {
        if counted.line != line || counted.offset > offset { counted = (line, lineStarts[line - 1], 1) }
        while counted.offset < offset {
            if bytes[counted.offset] & 0xC0 != 0x80 { counted.column += 1 }
            counted.offset += 1
        }
        return counted.column
    }

    private func stop(_ message: String) {
        guard failure == nil else { return }
        failure = error(at: mark, message)
        parser?.abortParsing()
    }

    private static func describe(_ error: (any Error)?) -> String {
        guard let error = error as NSError? else { return "the parser stopped" }
        switch XMLParser.ErrorCode(rawValue: error.code) {
        case .prematureDocumentEndError?:
            return "the document ends before its elements are closed; was the capture cut short?"
        case .emptyDocumentError?, .documentStartError?: return "no XML document here"
        case .tagNameMismatchError?: return "an end tag does not match its start tag"
        case .entityRefLoopError?, .entityBoundaryError?, .undeclaredEntityError?, .entityReferenceWithoutNameError?:
            return "an entity reference that is not one of XML's five predefined entities"
        default: return "XMLParser error \(error.code)"
        }
    }

    // MARK: XMLParserDelegate

    /// Where XMLParser found its first error, read when it reports it (later the parser has moved on).
    private var errorMark: SourceLocation?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorMark == nil { errorMark = mark }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        do {
            let start = tagStart
            unclosed.append((name, start))
            try handler.open(name, attributes: attributes, at: start)
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        _ = unclosed.popLast()
        handler.close(name)
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        stop("entity declarations are refused (entities are never expanded)")
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
        stop("external entities are refused (no file or network is ever read)")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        stop(
            "the entity '&\(name.quotedForMessage());' is not one of XML's five predefined entities; entities are never expanded or read"
        )
        return nil
    }
}
