import VoiceLintCatalog
import VoiceLintText

/// What one pass over a text's bytes tells the rules that every label and hint asks: how
/// many runs of decimal digits and "%" signs it has (the quick "no" of the date and counter
/// patterns, and whether a placeholder may stand in it), whether two spaces stand in a row,
/// and whether it is all ASCII. Several rules each read the whole text for one of these before.
struct TextFacts: Equatable {
    /// Runs of decimal digits (Unicode Nd): "12/3" has two.
    var digitRuns = 0
    var percentSigns = 0
    /// A fullwidth percent sign (U+FF05), which may start a placeholder too.
    var hasFullwidthPercent = false
    /// Two of " ", tab, U+00A0 and U+3000 in a row.
    var hasDoubleSpace = false
    /// Every byte is ASCII.
    var isASCII = true

    init(_ text: String) {
        self = UTF8Scalars.withBytes(text) { p -> TextFacts in
            var facts = TextFacts()
            var inRun = false, previousSpace = false, i = 0
            while i < p.count {
                // Eight ASCII bytes at a time where they hold no digit and no "%" (most copy):
                // only their spaces count.
                if i + 8 <= p.count, let spaces = Self.plainASCIISpaces(ByteBlocks.load(p.baseAddress! + i)) {
                    // A space in byte k and in byte k+1 (little-endian: byte k+1 is 8 bits up), or
                    // the last byte before and the first one here.
                    if spaces & (spaces << 8) != 0 || (previousSpace && spaces & 0x80 != 0) { facts.hasDoubleSpace = true }
                    previousSpace = spaces >> 63 != 0
                    inRun = false
                    i += 8
                    continue
                }
                let b = p[i]
                let digit: Bool, space: Bool
                if b < 0x80 {
                    digit = b &- 0x30 < 10
                    space = b == 0x20 || b == 0x09
                    if b == 0x25 { facts.percentSigns += 1 }
                    i += 1
                } else {
                    facts.isASCII = false
                    let length = UTF8Scalars.length(lead: b)
                    let v = UTF8Scalars.value(p, at: i, length: length)
                    i += length
                    digit = TextSearch.isDecimalDigit(aboveASCII: v)
                    space = v == 0xA0 || v == 0x3000
                    if v == 0xFF05 { facts.hasFullwidthPercent = true }
                }
                if digit && !inRun { facts.digitRuns += 1 }
                inRun = digit
                if space && previousSpace { facts.hasDoubleSpace = true }
                previousSpace = space
            }
            return facts
        }
    }

    private init() {}

    init(digitRuns: Int, percentSigns: Int, hasFullwidthPercent: Bool, hasDoubleSpace: Bool, isASCII: Bool) {
        self.digitRuns = digitRuns
        self.percentSigns = percentSigns
        self.hasFullwidthPercent = hasFullwidthPercent
        self.hasDoubleSpace = hasDoubleSpace
        self.isASCII = isASCII
    }

    /// For eight bytes that are all ASCII and hold no digit and no "%": the high bit of each
    /// byte that is a space or a tab (the others clear). Nil otherwise.
    @inline(__always)
    static func plainASCIISpaces(_ x: UInt64) -> UInt64? {
        guard x & ByteBlocks.highBits == 0 else { return nil }
        // Bytes below 0x80: a digit is below 0x3A and not below 0x30.
        let digits = ByteBlocks.bytes(below: 0x3A, in: x) & ~ByteBlocks.bytes(below: 0x30, in: x)
        guard digits == 0, ByteBlocks.bytes(equalTo: 0x25, in: x) == 0 else { return nil }
        return ByteBlocks.bytes(equalTo: 0x20, in: x) | ByteBlocks.bytes(equalTo: 0x09, in: x)
    }

    /// Whether the text has a "%" or a "％": the answer of `FormatSpecifiers.mayHavePlaceholder`.
    var mayHavePlaceholder: Bool { percentSigns > 0 || hasFullwidthPercent }

    /// Whether the text has at least `n` runs of digits, each "%" counted as one more when asked.
    func hasDigitRuns(atLeast n: Int, countingPercentSigns: Bool) -> Bool {
        digitRuns + (countingPercentSigns ? percentSigns : 0) >= n
    }
}
