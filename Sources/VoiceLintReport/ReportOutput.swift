import VoiceLintCatalog

/// Where a reporter writes: UTF-8 bytes, appended in order. With a sink, whatever
/// has gathered is handed on in chunks (`flushIfLarge`, `finish`), so that a large
/// report is never held whole; without one, everything is collected (`text`).
public final class ReportOutput {
    /// What has been written and not yet handed on.
    public private(set) var bytes: [UInt8] = []
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// The size at which `flushIfLarge` hands the bytes on.
    public static let chunkBytes = 1 << 16

    /// Collects everything.
    public init() { sink = nil }

    /// Hands the bytes to `sink` in chunks, in order.
    public init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { self.sink = sink }

    /// What has been written and not yet handed on, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// A string in JSON's quotes, escaped as `JSONValueOut` escapes it (`JSONText.quote`).
    public func writeJSONString(_ s: String) { JSONText.quote(s, into: &bytes) }

    /// Hands the bytes on when a chunk has gathered (nothing without a sink).
    public func flushIfLarge() {
        guard let sink, bytes.count >= Self.chunkBytes else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll(keepingCapacity: true)
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
    /// Writes a document with one long array whose items are written one at a
    /// time: `self` is the document with the string `placeholder` where the array
    /// stands (at nesting level `level`), and `item(k, out)` writes item k at level
    /// `level + 1`. The bytes are handed on after each item when a chunk has gathered.
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
            for k in 0..<count {
                if k > 0 { out.write(",") }
                out.write(Self.newline(level + 1))
                item(k, out)
                out.flushIfLarge()
            }
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
