import Foundation

/// lemma -> its wrong forms by kind, as the lexicon writes them (a verb table's lemma table):
/// read from a table's bytes when first asked, not when the table is. Only a rewrite of a label's
/// verb asks it, and building its dictionaries was a seventh of reading a language's table, for
/// every language a check opens (a small catalog's largest cost: 19 languages for IceCubesApp).
/// The bytes are checked when the table is read (`VerbTableBytes.Reader.lemmaForms(keeping: false)`), so the
/// reading here does not fail. Thread-safe: the first to ask reads them, under a lock.
final class LemmaForms: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String: [VerbKind: [String]]]?
    /// The lemma table's bytes and the strings they number, until read.
    private var bytes: [UInt8]
    private var pool: [String]

    init(_ table: [String: [VerbKind: [String]]]) {
        read = table
        bytes = []
        pool = []
    }

    /// `bytes`: a lemma table as `VerbTable.encoded()` writes it, checked; `pool`: the strings its numbers name.
    init(bytes: [UInt8], pool: [String]) {
        self.bytes = bytes
        self.pool = pool
    }

    var table: [String: [VerbKind: [String]]] {
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        let table = bytes.withUnsafeBufferPointer { b -> [String: [VerbKind: [String]]] in
            var r = VerbTableBytes.Reader(b, pool: pool)
            return r.lemmaForms() ?? [:]
        }
        read = table
        bytes = []
        pool = []
        return table
    }
}
