import VoiceLintCatalog
import VoiceLintRules

/// Where a reporter writes: UTF-8 bytes, appended in order. With a sink, whatever
/// has gathered is handed on in chunks (`flushIfLarge`, `finish`), so that a large
/// report is never held whole; without one, everything is collected (`text`).
public final class ReportOutput {
    /// What has been written and not yet handed on. Without the run-time exclusivity check:
    /// one thread writes to an output (each rendering thread has its own), and every write of
    /// every finding paid for the check.
    @exclusivity(unchecked) public private(set) var bytes: [UInt8] = []
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// The size at which `flushIfLarge` hands the bytes on.
    public static let chunkBytes = 1 << 16
    /// How many threads render the items of a report's long array (`writeItems`); 1: this one, in turn.
    public var parallelism = 1
    /// How many items one thread renders into a buffer of its own before the next buffer.
    public var itemsPerChunk = 1024

    /// Collects everything.
    public init() { sink = nil }

    /// Hands the bytes to `sink` in chunks, in order.
    public init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { self.sink = sink }

    /// What has been written and not yet handed on, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ s: String) { bytes.append(utf8: s) }

    /// A JSON value, pretty printed at nesting level `indent` (`JSONValueOut.write`).

    /// A string in JSON's quotes, escaped as `JSONValueOut` escapes it (`JSONText.quote`).
    public func writeJSONString(_ s: String) { JSONText.quote(s, into: &bytes) }

    /// The finding's file name in JSON's quotes. Most findings name the file of the one before,
    /// held by the same string: that string is known by its bits, read where the finding holds
    /// it, and its quoted bytes written again. (Passing it on retained and released it, a count
    /// that the threads rendering a report wrote in turn: the findings of a run of a catalog share
    /// one string.)
    func writeJSONFileName(of f: UnsafePointer<Finding>) {
        let bits = UnsafeRawPointer(f).load(fromByteOffset: Self.fileOffset, as: (UInt64, UInt64).self)
        if lastFile == nil || lastFile!.bits != bits {
            var quoted: [UInt8] = []
            JSONText.quote(f.pointee.location.file, into: &quoted)
            lastFile = (bits, quoted)
        }
        bytes.append(contentsOf: lastFile!.quoted)
    }
    /// The bits of the last file name written and its quoted bytes (`writeJSONFileName`).
    private var lastFile: (bits: (UInt64, UInt64), quoted: [UInt8])?
    /// Where a finding holds its file name's string.
    private static let fileOffset = MemoryLayout<Finding>.offset(of: \Finding.location)! + MemoryLayout<SourceLocation>.offset(of: \SourceLocation.file)!

    /// A finding's string at `offset` (its rule's id, its locale) in JSON's quotes, for strings
    /// that repeat from finding to finding: known by their bits (read where the finding holds
    /// them; equal bits are the same text), their quoted bytes are written again, as the file's
    /// name is (`writeJSONFileName`). `string` reads the string itself when it is new. (An
    /// output writes one report, whose findings outlive the writing: no string whose bits are
    /// kept here is let go, so no other string can come to have its bits.)
    func writeJSONRepeated(of f: UnsafePointer<Finding>, at offset: Int, _ string: (UnsafePointer<Finding>) -> String) {
        let bits = UnsafeRawPointer(f).load(fromByteOffset: offset, as: (UInt64, UInt64).self)
        for k in repeated.indices where repeated[k].bits == bits {
            bytes.append(contentsOf: repeated[k].quoted)
            return
        }
        var quoted: [UInt8] = []
        JSONText.quote(string(f), into: &quoted)
        bytes.append(contentsOf: quoted)
        // A few dozen at most: the rules' ids and the catalog's locales.
        if repeated.count < 64 { repeated.append((bits, quoted)) }
    }
    /// The strings `writeJSONRepeated` has written, by their bits, with their quoted bytes.
    @exclusivity(unchecked) private var repeated: [(bits: (UInt64, UInt64), quoted: [UInt8])] = []

    /// A piece of a JSON string, escaped, without quotes (`JSONText.escape`).
    func writeJSONEscaped(_ s: String) { JSONText.escape(s, into: &bytes) }

    /// ASCII text known when the program was built (JSON's punctuation, member names).
    func write(ascii s: StaticString) { s.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// A line break and the indentation of a nesting level (`JSONValueOut.newline`).
    func writeNewline(_ level: Int) {
        if level < Self.newlines.count { bytes.append(contentsOf: Self.newlines[level].buffer) } else { bytes.append(utf8: JSONValueOut.newline(level)) }
    }
    private static let newlines: [StaticBytes] = JSONValueOut.indents.map(StaticBytes.init)

    /// A number, in decimal. (Its digits are written in place: a line or column number per
    /// finding made a String each.)
    func write(_ n: Int) {
        if n >= 0 && n < 10 { bytes.append(0x30 + UInt8(n)); return }
        guard n > 0 else { bytes.append(utf8: String(n)); return }
        // The digits written from the last into room on the stack, then appended at once (a
        // run of zeros appended, then overwritten, cost a generic append per number).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var v = n, k = digits.count
            while v > 0 {
                k -= 1
                digits[k] = 0x30 + UInt8(v % 10)
                v /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[k...]))
        }
    }

    /// Bytes made once (a member's name and what comes before it).
    func write(bytes b: StaticBytes) { bytes.append(contentsOf: b.buffer) }

    /// Hands the bytes on when a chunk has gathered (nothing without a sink).
    public func flushIfLarge() {
        guard let sink, bytes.count >= Self.chunkBytes else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `part`'s bytes (with a sink: hands on what has gathered, then them) and
    /// empties `part`, which keeps its room for the next items.
    func append(_ part: ReportOutput) {
        if let sink {
            if !bytes.isEmpty {
                bytes.withUnsafeBufferPointer(sink)
                bytes.removeAll(keepingCapacity: true)
            }
            part.bytes.withUnsafeBufferPointer(sink)
        } else {
            bytes.append(contentsOf: part.bytes)
        }
        part.bytes.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left (nothing without a sink).
    public func finish() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll()
    }
}

extension Reporter {
    /// Without a writer of its own, a reporter's rendered text, whole.
    public func write(_ report: Report, to out: ReportOutput) {
        out.write(render(report))
    }
}

/// A reporter that writes as it goes: it implements `write`, and `render` collects
/// what `write` writes.
public protocol StreamingReporter: Reporter {}

extension StreamingReporter {
    public func render(_ report: Report) -> String {
        let out = ReportOutput()
        write(report, to: out)
        return out.text
    }
}

extension JSONValueOut {
    /// Writes a document with one long array whose items are written as they are
    /// rendered: `self` is the document with the string `placeholder` where the array
    /// stands (at nesting level `level`), and `item(k, out)` writes item k at level
    /// `level + 1` (see `ReportOutput.writeItems`).
    func write(to out: ReportOutput, replacing placeholder: String, level: Int, count: Int,
               item: (Int, ReportOutput) -> Void) {
        let doc = Array(render().utf8), marker = Array(Self.quote(placeholder).utf8)
        guard let at = (0...(doc.count - marker.count)).first(where: { doc[$0..<($0 + marker.count)].elementsEqual(marker) }) else {
            preconditionFailure("the placeholder is not in the document")
        }
        out.write(String(decoding: doc[..<at], as: UTF8.self))
        if count == 0 {
            out.write("[]")
        } else {
            out.write("[")
            out.writeItems(count: count, level: level + 1, item: item)
            out.write(Self.newline(level))
            out.write("]")
        }
        out.write(String(decoding: doc[(at + marker.count)...], as: UTF8.self))
    }

    /// A line break and the indentation of a level (pretty printing).
    static func newline(_ level: Int) -> String {
        level < indents.count ? indents[level] : "\n" + String(repeating: "  ", count: level)
    }
}

/// Bytes made once and kept for the whole run (a member's name, a line break and its
/// indentation), read without reference counting: the rendering threads write the same
/// ones for every finding, and an array shared by both retained and released its buffer
/// each time, a count that both cores wrote in turn.
struct StaticBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>

    init(_ text: String) {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = bytes.initialize(from: text.utf8)
        buffer = UnsafeBufferPointer(bytes)
    }

    /// Gives the bytes back: for bytes made for one use, not the ones kept for the run.
    func deallocate() { UnsafeMutableBufferPointer(mutating: buffer).deallocate() }
}
