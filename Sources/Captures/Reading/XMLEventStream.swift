import AppFiles
import CLibXML2
import Foundation
import Reporting

/// Receives a streamed XML document's elements as they open and close.
protocol XMLElementHandler: AnyObject {
    /// An element opened at `mark`; throwing stops the stream with that error. `attributes` are
    /// read in place and only during the call.
    func open(_ name: String, attributes: XMLAttributes, at mark: SourceLocation) throws(LoadError)
    func close()
}

/// The attributes of one start tag, as libxml2 hands them over: nothing is copied until a value
/// is asked for, so the attributes a reader does not use cost nothing.
struct XMLAttributes {
    /// Five pointers an attribute: local name, prefix, namespace, value start, value end.
    fileprivate let fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    fileprivate let count: Int

    /// The value of the attribute without a prefix named `name`; nil when the tag has none.
    subscript(name: StaticString) -> String? {
        guard let bytes = bytes(of: name) else { return nil }
        let value = String(decoding: bytes, as: UTF8.self)
        // libxml2 hands over every entity and character reference decoded, but an ampersand as
        // `&#38;` (left for a tree builder to decode): the only `&` a value then holds.
        return bytes.contains(UInt8(ascii: "&")) ? value.replacingOccurrences(of: "&#38;", with: "&") : value
    }

    /// The value of `name` when it is written as a plain decimal number ("12", "-3.5", "1e3"),
    /// read without trimming; nil when it is missing or written any other way (the text then
    /// says what it is).
    func number(_ name: StaticString) -> Double? {
        guard let bytes = bytes(of: name), !bytes.isEmpty,
            bytes.allSatisfy({ (0x30...0x39).contains($0) || "+-.eE".utf8.contains($0) })
        else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The value of `name` when it is written `true` or `false`; nil when it is missing or
    /// written any other way.
    func plainFlag(_ name: StaticString) -> Bool? {
        guard let bytes = bytes(of: name) else { return nil }
        if bytes.elementsEqual("true".utf8) { return true }
        if bytes.elementsEqual("false".utf8) { return false }
        return nil
    }

    /// The value's bytes as libxml2 has them, valid during the handler's call.
    private func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let fields else { return nil }
        for index in 0..<count {
            let field = fields + index * 5
            guard field[1] == nil, let local = field[0], let start = field[3], let end = field[4],
                Self.equal(local, name)
            else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// Whether the C string `text` is `name`.
    private static func equal(_ text: UnsafePointer<xmlChar>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { key in
            for (offset, byte) in key.enumerated() where text[offset] != byte { return false }
            return text[key.count] == 0
        }
    }
}

/// Streams an XML document through libxml2's SAX parser: no tree is built, no recursion on
/// depth, no text between tags is kept, and no entity or DTD is ever resolved (a DOCTYPE is
/// refused before parsing, the network is off, and an entity that is not one of XML's five is an
/// error, since no handler declares or looks up any).
final class XMLEventStream {
    private let file: String
    private let handler: any XMLElementHandler
    private var failure: LoadError?
    /// The first fatal error libxml2 reported: its code, where, and whether it came at the end of
    /// the input (where a document cut short fails).
    private var parseError: (code: Int32, mark: SourceLocation, atEnd: Bool)?
    private var bytes: [UInt8] = []
    /// The byte offset where each line starts.
    private var lineStarts: [Int] = [0]
    /// The elements opened and not yet closed, innermost last.
    private var unclosed: [(name: String, mark: SourceLocation)] = []
    private var context: xmlParserCtxtPtr?

    init(file: String, handler: any XMLElementHandler) {
        self.file = file
        self.handler = handler
    }

    /// libxml2's global state, set up once before the first parse (it must not be set up on two
    /// threads at once).
    private static let initialised: Void = xmlInitParser()

    /// Streams `data` to the handler; throws the first located error.
    func run(_ data: Data) throws(LoadError) {
        if let refusal = XMLPrologGuard.refusal(in: data, file: file) { throw refusal }
        bytes = [UInt8](data)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        if let invalid = UTF8Validation.firstInvalidOffset(bytes) {
            throw LoadError(
                at: mark(ofByte: invalid),
                "the capture is not UTF-8 here (WebDriverAgent writes UTF-8); was it saved in another encoding?")
        }
        let wellFormed = parse()
        if let failure { throw failure }
        if let innermost = unclosed.last, parseError?.atEnd ?? true {
            let end = SourceLocation(
                file: file, line: lineStarts.count, column: bytes.count - lineStarts[lineStarts.count - 1] + 1)
            throw LoadError(
                at: end,
                "the document ends before <\(innermost.name.quotedForMessage())> (line \(innermost.mark.line)) is closed; was the capture cut short?"
            )
        }
        if !wellFormed || parseError != nil {
            throw LoadError(
                at: parseError?.mark ?? .start(of: file),
                "not well-formed XML (\(Self.describe(parseError?.code))); a capture must be one complete XML document")
        }
    }

    /// Runs libxml2 over the bytes; whether it found the document well-formed.
    private func parse() -> Bool {
        Self.initialised
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { user, name, _, _, _, _, count, _, attributes in
            guard let user, let name else { return }
            Unmanaged<XMLEventStream>.fromOpaque(user).takeUnretainedValue()
                .opened(name, attributes: XMLAttributes(fields: attributes, count: Int(count)))
        }
        sax.endElementNs = { user, _, _, _ in
            guard let user else { return }
            Unmanaged<XMLEventStream>.fromOpaque(user).takeUnretainedValue().closed()
        }
        sax.serror = { user, error in
            guard let user, let error else { return }
            Unmanaged<XMLEventStream>.fromOpaque(user).takeUnretainedValue().failed(error.pointee)
        }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard !buffer.isEmpty,
                let context = buffer.withMemoryRebound(
                    to: CChar.self, { xmlCreateMemoryParserCtxt($0.baseAddress, Int32(clamping: $0.count)) })
            else { return false }
            defer { xmlFreeParserCtxt(context) }
            // The handler is copied into the one the context owns, which frees it.
            context.pointee.sax.pointee = sax
            context.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
            // Thousands of levels are normal in captures; libxml2 stops at 256 without HUGE.
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue))
            self.context = context
            defer { self.context = nil }
            return xmlParseDocument(context) == 0 && context.pointee.wellFormed != 0
        }
    }

    private func opened(_ name: UnsafePointer<xmlChar>, attributes: XMLAttributes) {
        guard failure == nil, let context else { return }
        let elementName = String(cString: name)
        do {
            let start = tagStart(before: Int(xmlByteConsumed(context)))
            unclosed.append((elementName, start))
            try handler.open(elementName, attributes: attributes, at: start)
        } catch {
            failure = error
            xmlStopParser(context)
        }
    }

    private func closed() {
        guard failure == nil else { return }
        _ = unclosed.popLast()
        handler.close()
    }

    /// Keeps the first fatal error: what breaks well-formedness. Warnings and the errors libxml2
    /// recovers from (an attribute with an undeclared namespace prefix) leave the capture read.
    private func failed(_ error: xmlError) {
        guard parseError == nil, error.level == XML_ERR_FATAL else { return }
        parseError = (
            error.code, SourceLocation(file: file, line: max(Int(error.line), 1), column: max(Int(error.int2), 1)),
            context.map { Int(xmlByteConsumed($0)) >= bytes.count } ?? false
        )
    }

    /// Where the start tag being read begins: libxml2 has read up to its end.
    private func tagStart(before offset: Int) -> SourceLocation {
        var offset = min(max(offset, 0), bytes.count - 1)
        bytes.withUnsafeBufferPointer { buffer in
            while offset > 0, buffer[offset] != UInt8(ascii: "<") { offset -= 1 }
        }
        return mark(ofByte: offset)
    }

    /// The line last found, so that finding goes on from there (tags come in order).
    private var foundLine = 1

    /// The line and column of the byte at `offset`.
    private func mark(ofByte offset: Int) -> SourceLocation {
        if lineStarts[foundLine - 1] > offset { foundLine = 1 }
        while foundLine < lineStarts.count, lineStarts[foundLine] <= offset { foundLine += 1 }
        return SourceLocation(file: file, line: foundLine, column: characterColumn(line: foundLine, offset: offset))
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

    private static func describe(_ code: Int32?) -> String {
        guard let code else { return "the parser stopped" }
        switch xmlParserErrors(rawValue: UInt32(code)) {
        case XML_ERR_DOCUMENT_EMPTY, XML_ERR_DOCUMENT_START: return "no XML document here"
        case XML_ERR_TAG_NAME_MISMATCH: return "an end tag does not match its start tag"
        case XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY, XML_ERR_ENTITYREF_NO_NAME,
            XML_ERR_ENTITYREF_SEMICOL_MISSING, XML_ERR_ENTITY_LOOP:
            return "an entity reference that is not one of XML's five predefined entities"
        case XML_ERR_DOCUMENT_END: return "something follows the root element; a capture holds one"
        default: return "libxml2 error \(code)"
        }
    }
}
