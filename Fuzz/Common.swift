// Shared by every fuzz target (compiled into each). Not part of the package:
// Scripts/fuzz.sh builds it with -sanitize=fuzzer,address against the sources.
import VoiceLintCatalog

/// Loads the bytes as `file` and checks what any answer must satisfy: a
/// result whose places are real positions, or an error with a position and
/// a message. Then rewrites the first value (when the format allows it), so
/// that the editor, which parses again, is fuzzed too. A crash, a hang (the
/// fuzzer's -timeout) or a violated invariant is a finding.
func fuzzLoader(_ data: UnsafePointer<UInt8>, _ size: Int, file: String) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let loaded: ([Entry], [LoadNote])
    do throws(LoadError) {
        loaded = try CatalogLoader().parse(bytes, file: file)
    } catch {
        precondition(error.location.line >= 1 && error.location.column >= 1, "error without a position: \(error)")
        precondition(!error.message.isEmpty, "error without a message")
        return
    }
    var first: TextUnit?
    for e in loaded.0 {
        precondition(e.keyLocation.line >= 1 && e.keyLocation.column >= 1, "key without a position")
        for l in e.localizations {
            for u in l.units {
                precondition(u.location.line >= 1 && u.location.column >= 1, "value without a position")
                precondition(u.value.utf8.count <= Limits.valueBytes, "a value past the limit was accepted")
                if first == nil && u.location.file == file { first = u }
            }
        }
    }
    for n in loaded.1 { precondition(n.location.line >= 1 && n.location.column >= 1, "note without a position") }
    if let u = first, CatalogEditor.canRewrite(file) {
        _ = try? CatalogEditor.apply([ValueEdit(location: u.location, old: u.value, new: u.value + " é\"\\<&")], file: file, bytes: bytes)
    }
}
