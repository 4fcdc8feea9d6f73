/// Pretty JSON objects written straight into a report's bytes, laid out exactly as
/// `JSONValueOut.write(into:indent:pretty:)` lays them out (each member on a line of its
/// own, indented two spaces a level; an empty object as `{}`): no tree of values is made
/// and freed for every finding. Member names are ASCII and need no escape.
struct JSONMemberWriter {
    private let out: ReportOutput
    /// The nesting level of the members.
    private let level: Int
    private var count = 0

    /// Opens an object whose members stand at `level`.
    init(_ out: ReportOutput, level: Int) {
        self.out = out
        self.level = level
        out.write(ascii: "{")
    }

    /// The comma before a member after the first, its line, its name and the colon.
    private mutating func name(_ k: StaticString) {
        if count > 0 { out.write(ascii: ",") }
        count += 1
        out.writeNewline(level)
        out.write(ascii: "\"")
        out.write(ascii: k)
        out.write(ascii: "\": ")
    }

    mutating func string(_ k: StaticString, _ v: String) {
        name(k)
        out.writeJSONString(v)
    }

    mutating func int(_ k: StaticString, _ v: Int) {
        name(k)
        out.write(v)
    }

    /// A string written in pieces by `body` (each piece escaped: `ReportOutput.writeJSONEscaped`).
    mutating func string(_ k: StaticString, pieces body: (ReportOutput) -> Void) {
        name(k)
        out.write(ascii: "\"")
        body(out)
        out.write(ascii: "\"")
    }

    /// A member whose value is an object, its members written by `body`.
    mutating func object(_ k: StaticString, _ body: (inout JSONMemberWriter) -> Void) {
        name(k)
        var inner = JSONMemberWriter(out, level: level + 1)
        body(&inner)
        inner.close()
    }

    /// A member whose value is an array of one object, its members written by `body`.
    mutating func arrayOfOneObject(_ k: StaticString, _ body: (inout JSONMemberWriter) -> Void) {
        name(k)
        out.write(ascii: "[")
        out.writeNewline(level + 1)
        var inner = JSONMemberWriter(out, level: level + 2)
        body(&inner)
        inner.close()
        out.writeNewline(level)
        out.write(ascii: "]")
    }

    /// Closes the object: its last member's line, then the brace at the level before.
    func close() {
        if count > 0 { out.writeNewline(level - 1) }
        out.write(ascii: "}")
    }
}
