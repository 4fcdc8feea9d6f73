/// Where a reporter writes. Text is appended to `text`; with a sink, whatever has
/// gathered is handed on in chunks (`flushIfLarge`, `finish`), so that a large
/// report is never held whole. Without one, the text is collected (`render`).
public final class ReportOutput {
    /// What has been written and not yet handed on.
    public var text = ""
    private let sink: ((String) -> Void)?
    /// The size at which `flushIfLarge` hands the text on.
    public static let chunkBytes = 1 << 16

    /// Collects everything in `text`.
    public init() { sink = nil }

    /// Hands the text to `sink` in chunks, in order.
    public init(sink: @escaping (String) -> Void) { self.sink = sink }

    public func write(_ s: String) { text += s }

    /// Hands the text on when a chunk has gathered (nothing without a sink).
    public func flushIfLarge() {
        guard let sink, text.utf8.count >= Self.chunkBytes else { return }
        sink(text)
        text.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left (nothing without a sink).
    public func finish() {
        guard let sink, !text.isEmpty else { return }
        sink(text)
        text = ""
    }
}

extension Reporter {
    /// Without a writer of its own, a reporter's rendered text, whole.
    public func write(_ report: Report, to out: ReportOutput) {
        out.write(render(report))
    }
}

/// A reporter that writes as it goes: `render` collects what `write` writes.
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
    /// `level + 1`. The text is handed on after each item when a chunk has gathered.
    func write(to out: ReportOutput, replacing placeholder: String, level: Int, count: Int,
               item: (Int, ReportOutput) -> Void) {
        let doc = Array(render().utf8), marker = Array(Self.quote(placeholder).utf8)
        guard let at = (0...(doc.count - marker.count)).first(where: { doc[$0..<($0 + marker.count)].elementsEqual(marker) }) else {
            preconditionFailure("the placeholder is not in the document")
        }
        out.text += String(decoding: doc[..<at], as: UTF8.self)
        if count == 0 {
            out.text += "[]"
        } else {
            out.text += "["
            for k in 0..<count {
                if k > 0 { out.text += "," }
                out.text += Self.newline(level + 1)
                item(k, out)
                out.flushIfLarge()
            }
            out.text += Self.newline(level)
            out.text += "]"
        }
        out.text += String(decoding: doc[(at + marker.count)...], as: UTF8.self)
    }

    /// A line break and the indentation of a level (pretty printing).
    static func newline(_ level: Int) -> String {
        level < indents.count ? indents[level] : "\n" + String(repeating: "  ", count: level)
    }
}
