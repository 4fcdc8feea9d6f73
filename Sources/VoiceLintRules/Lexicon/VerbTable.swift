/// A language's verbs compiled for lookup: every right and wrong form as a phrase of folded
/// words, the form each phrase spells, and the lemma tables that rewrites ask.
///
/// Built from `verbs.json` (`init(verbs:split:)`), or read back from the bytes that
/// `encoded()` wrote (`init(encoded:)`): the default lexicons' tables are built when the
/// lexicons are embedded (`EmbeddedVerbTables`), so that a run does not split tens of
/// thousands of forms into words before its first value.
struct VerbTable {
    /// Each form's words; a phrase's tag is its slot in `slots`.
    var forms = PhraseTable()
    /// The verb form each spelling names, by slot.
    var slots: [VerbForm] = []
    /// lemma -> its wrong forms by kind, as the lexicon writes them (the lemma's first entry):
    /// read from the bytes when first asked (`LemmaForms`).
    var lemmaForms = LemmaForms([:])
    var formsOfLemma: [String: [VerbKind: [String]]] { lemmaForms.table }
    /// lemma -> its first right form (the lemma's first entry).
    var thirdOf: [String: String] = [:]

    init() {}

    init(verbs: [VerbEntry], split: (String) -> [String]) {
        // Each spelling (its words) has one slot; its phrases in the index carry the slot.
        let formCount = verbs.reduce(0) { n, v in n + v.third.count + (v.wrong ?? [:]).values.reduce(0) { $0 + $1.count } }
        slots.reserveCapacity(formCount)
        forms.reserveCapacity(formCount)
        for v in verbs {
            guard let third = v.third.first else { continue }
            for t in v.third {
                // A right form is indexed each time; the last verb to spell it names it.
                let form = VerbForm(kind: .third, lemma: v.lemma, third: t)
                guard let (slot, isNew) = forms.insert(words: split(t), newTag: slots.count, again: true) else { continue }
                if isNew { slots.append(form) } else { slots[slot] = form }
            }
            for kind in VerbKind.sortedCases {
                guard let list = v.wrong?[kind] else { continue }
                for w in list {
                    // A form already known keeps its slot: a right form (fr "supprime") stays right,
                    // a wrong one keeps its first verb.
                    guard let (_, isNew) = forms.insert(words: split(w), newTag: slots.count, again: false), isNew else { continue }
                    slots.append(VerbForm(kind: kind, lemma: v.lemma, third: third))
                }
            }
        }
        var forms: [String: [VerbKind: [String]]] = [:]
        for v in verbs where thirdOf[v.lemma] == nil {
            thirdOf[v.lemma] = v.third.first
            forms[v.lemma] = v.wrong ?? [:]
        }
        lemmaForms = LemmaForms(forms)
    }

    /// The table as bytes (`VerbTableBytes`), for `init(encoded:)`.
    func encoded() -> [UInt8] {
        var out = VerbTableBytes.Writer()
        forms.encode(into: &out)
        out.int(slots.count)
        for s in slots {
            out.kind(s.kind)
            out.string(s.lemma)
            out.string(s.third)
        }
        // Sorted: the same table gives the same bytes.
        out.int(formsOfLemma.count)
        for (lemma, byKind) in formsOfLemma.sorted(by: { $0.key < $1.key }) {
            out.string(lemma)
            out.int(byKind.count)
            for (kind, list) in byKind.sorted(by: { $0.key < $1.key }) {
                out.kind(kind)
                out.strings(list)
            }
        }
        out.int(thirdOf.count)
        for (lemma, third) in thirdOf.sorted(by: { $0.key < $1.key }) {
            out.string(lemma)
            out.string(third)
        }
        return out.finished()
    }

    /// The table `encoded()` wrote; nil when the bytes are not one.
    init?(encoded bytes: UnsafeBufferPointer<UInt8>) {
        guard var r = VerbTableBytes.Reader(bytes), let forms = PhraseTable(from: &r), let n = r.int(), n <= bytes.count else { return nil }
        self.forms = forms
        slots.reserveCapacity(n)
        for _ in 0..<n {
            guard let kind = r.kind(), let lemma = r.string(), let third = r.string() else { return nil }
            slots.append(VerbForm(kind: kind, lemma: lemma, third: third))
        }
        // The lemma table is checked here and read when first asked (`LemmaForms`).
        let lemmasStart = r.position
        guard r.lemmaForms(keeping: false) != nil else { return nil }
        lemmaForms = LemmaForms(bytes: Array(bytes[lemmasStart..<r.position]), pool: r.names)
        guard let thirds = r.int(), thirds <= bytes.count else { return nil }
        thirdOf.reserveCapacity(thirds)
        for _ in 0..<thirds {
            guard let lemma = r.string(), let third = r.string() else { return nil }
            thirdOf[lemma] = third
        }
        guard r.isAtEnd else { return nil }
    }
}

/// The byte layout of an encoded `VerbTable`: first every distinct string once (the pool: its
/// count, then each one's UTF-8 length and bytes), then the table, whose strings are numbers
/// in the pool. Numbers are unsigned LEB128 (7 bits a byte, low bits first); lists are their
/// count and items.
enum VerbTableBytes {
    struct Writer {
        private var body: [UInt8] = []
        private var pool: [String] = []
        private var numbers: [String: Int] = [:]

        mutating func int(_ n: Int) { Self.append(n, to: &body) }
        mutating func byte(_ b: UInt8) { body.append(b) }
        mutating func kind(_ k: VerbKind) { body.append(UInt8(VerbKind.allCases.firstIndex(of: k)!)) }
        mutating func string(_ s: String) {
            if let n = numbers[s] { return int(n) }
            numbers[s] = pool.count
            int(pool.count)
            pool.append(s)
        }
        mutating func strings(_ list: [String]) {
            int(list.count)
            for s in list { string(s) }
        }

        func finished() -> [UInt8] {
            var out: [UInt8] = []
            Self.append(pool.count, to: &out)
            for s in pool {
                Self.append(s.utf8.count, to: &out)
                out.append(contentsOf: s.utf8)
            }
            return out + body
        }

        private static func append(_ n: Int, to out: inout [UInt8]) {
            var v = UInt(n)
            while v >= 0x80 {
                out.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            out.append(UInt8(v))
        }
    }

    struct Reader {
        private let b: UnsafeBufferPointer<UInt8>
        private var i = 0
        private var pool: [String] = []

        /// The strings the table's numbers name.
        var names: [String] { pool }
        /// Where the next read starts.
        var position: Int { i }

        /// A reader of bytes that follow a pool read before (`pool`).
        init(_ bytes: UnsafeBufferPointer<UInt8>, pool: [String]) {
            b = bytes
            self.pool = pool
        }

        /// Reads the pool; nil when the bytes do not start with one.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            b = bytes
            guard let n = int(), n <= b.count else { return nil }
            pool.reserveCapacity(n)
            for _ in 0..<n {
                guard let length = int(), b.count - i >= length else { return nil }
                pool.append(String(decoding: UnsafeBufferPointer(rebasing: b[i..<(i + length)]), as: UTF8.self))
                i += length
            }
        }

        var isAtEnd: Bool { i == b.count }

        mutating func int() -> Int? {
            var v = 0, shift = 0
            while i < b.count, shift < 63 {
                let c = b[i]
                i += 1
                v |= Int(c & 0x7F) << shift
                if c < 0x80 { return v }
                shift += 7
            }
            return nil
        }
        mutating func byte() -> UInt8? {
            guard i < b.count else { return nil }
            defer { i += 1 }
            return b[i]
        }
        mutating func kind() -> VerbKind? {
            guard let n = byte(), Int(n) < VerbKind.allCases.count else { return nil }
            return VerbKind.allCases[Int(n)]
        }
        mutating func string() -> String? {
            guard let n = int(), n < pool.count else { return nil }
            return pool[n]
        }
        /// The lemma table (`VerbTable.formsOfLemma`); nil where the bytes are not one. With
        /// `keeping` false it is only read through and checked, the same way, without its
        /// dictionaries or lists made (an empty table is returned): `LemmaForms` reads it whole
        /// later, knowing it does not fail.
        mutating func lemmaForms(keeping: Bool = true) -> [String: [VerbKind: [String]]]? {
            guard let lemmas = int(), lemmas <= b.count else { return nil }
            var table = [String: [VerbKind: [String]]](minimumCapacity: keeping ? lemmas : 0)
            for _ in 0..<lemmas {
                guard let lemma = string(), let kinds = int(), kinds <= VerbKind.allCases.count else { return nil }
                var byKind = [VerbKind: [String]](minimumCapacity: keeping ? kinds : 0)
                for _ in 0..<kinds {
                    guard let k = self.kind() else { return nil }
                    if keeping {
                        guard let list = self.strings() else { return nil }
                        byKind[k] = list
                    } else {
                        guard skipStrings() else { return nil }
                    }
                }
                if keeping { table[lemma] = byKind }
            }
            return table
        }

        /// Passes over a list of strings as `strings()` reads it, checking it, without making it.
        private mutating func skipStrings() -> Bool {
            guard let n = int(), n <= b.count - i else { return false }
            for _ in 0..<n {
                guard let s = int(), s < pool.count else { return false }
            }
            return true
        }

        mutating func strings() -> [String]? {
            guard let n = int(), n <= b.count - i else { return nil }
            if n == 0 { return [] }
            var out: [String] = []
            out.reserveCapacity(n)
            for _ in 0..<n {
                guard let s = string() else { return nil }
                out.append(s)
            }
            return out
        }
    }
}
