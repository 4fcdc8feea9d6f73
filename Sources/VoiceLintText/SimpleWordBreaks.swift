/// ICU's word boundaries and rule statuses for text written only in ASCII, the Latin letters
/// (U+00C0 to U+024F) and the letters and digits of Greek, Cyrillic, Arabic and Hangul,
/// computed by hand: most copy of the languages written in those alphabets is such text, and
/// ICU's rule-based iterator costs several times the scan below.
///
/// These are the rules of Unicode's word segmentation (UAX #29) as ICU's word rules state them,
/// for the classes such text can hold:
/// - letters (ALetter, status 200), digits (Numeric, 100) and "_" (ExtendNumLet, as the narrow
///   no-break space U+202F is) join in any order;
/// - a letter, then "." "'" "’" (MidNumLet, Single_Quote) or ":" where ICU counts it as
///   MidLetter, then a letter: one word; the same between digits with "," ";" (MidNum), "." "'" "’";
/// - a run of spaces is one segment; CR LF is one; a run of Hangul syllables is one (a word,
///   which ICU joins to nothing else); every other unit is a segment of its own;
/// - a segment's status is the tag of the last rule that joined it (ICU chains its rules): a
///   segment that ends with a letter is a word (200), with a digit a number (100, "a1" too),
///   with "_" as the unit before it ("1_" 100, "a_" and "__" 200); "_" alone has none (0).
///
/// `TextAnalyzer` takes this path only after checking, when it opens its iterator, that ICU
/// splits a probe text holding every pair of these classes exactly so (`agrees(with:)`): an ICU
/// of other rules, or a locale that tailors them, keeps ICU for everything.
enum SimpleWordBreaks {
    enum Class: UInt8 {
        case letter, digit, underscore, midLetter, midNumLet, midNum, space, cr, lf, other
        /// Hangul syllables, which ICU joins to one another only (not to letters, digits or marks).
        case hangul
        /// A unit outside this path: ICU is asked instead.
        case outside
    }

    /// The class of a unit. `colonIsMidLetter`: whether the locale's ICU joins "a:b".
    /// `ascii`: `asciiClasses`.
    @inline(__always)
    static func classOf(_ u: UInt16, colonIsMidLetter: Bool, ascii: UnsafeBufferPointer<Class>) -> Class {
        if u < 0x80 {
            let c = ascii[Int(u)]
            return c == .midLetter && !colonIsMidLetter ? .other : c
        }
        return nonASCIIClass(u)
    }

    /// The class of a unit above ASCII: Latin letters, a few marks of Latin-script copy, and the
    /// letters and digits of the other alphabets apps are translated into (Greek, Cyrillic,
    /// Arabic, Hangul syllables; their combining marks, signs and punctuation are left to ICU).
    static func nonASCIIClass(_ u: UInt16) -> Class {
        switch u {
        case 0xD7, 0xF7: return .other              // × ÷
        case 0xC0...0x24F: return .letter           // Latin
        case 0x2019: return .midNumLet              // ’, the typographic apostrophe
        case 0xA0: return .other                    // the no-break space, which ICU does not join
        case 0x202F: return .underscore             // the narrow no-break space joins as "_" does (ExtendNumLet)
        case 0xAB, 0xBB: return .other              // « »
        case 0x386, 0x388...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x3F5, 0x3F7...0x3FF: return .letter // Greek
        case 0x400...0x481, 0x48A...0x52F: return .letter // Cyrillic
        case 0x620...0x63F, 0x641...0x64A, 0x66E...0x66F, 0x671...0x6D3: return .letter // Arabic
        case 0x660...0x669, 0x6F0...0x6F9: return .digit // Arabic-Indic digits
        case 0xAC00...0xD7A3: return .hangul
        default: return .outside
        }
    }

    /// The class of each ASCII unit.
    private static let asciiClasses: [Class] = (0..<128).map { (v: Int) -> Class in
        switch v {
        case 0x41...0x5A, 0x61...0x7A: return .letter
        case 0x30...0x39: return .digit
        case 0x5F: return .underscore
        // ICU gives "@" a word's status: it is left to ICU.
        case 0x40: return .outside
        case 0x3A: return .midLetter
        case 0x2E, 0x27: return .midNumLet
        case 0x2C, 0x3B: return .midNum
        case 0x20: return .space
        case 0x0D: return .cr
        case 0x0A, 0x0B, 0x0C: return .lf
        // Other controls (ICU counts NEL, U+0085, a line end too; it is not ASCII).
        default: return .other
        }
    }

    /// Calls `body(start, end, status)` for each segment and returns true, or returns false at
    /// once, calling nothing, when a unit is outside this path. `classes`: room the caller
    /// keeps from text to text, for the class of each unit.
    @inline(__always)
    static func segments(_ buf: UnsafeBufferPointer<UInt16>, colonIsMidLetter: Bool, classes: inout [Class],
                         _ body: (Int, Int, Int32) -> Void) -> Bool {
        // As long as the longest text yet: written in place, never shrunk.
        if classes.count < buf.count { classes = [Class](repeating: .outside, count: max(buf.count, 2 * classes.count, 64)) }
        return classes.withUnsafeMutableBufferPointer { out -> Bool in
            let whole = asciiClasses.withUnsafeBufferPointer { ascii -> Bool in
                for i in 0..<buf.count {
                    let c = classOf(buf[i], colonIsMidLetter: colonIsMidLetter, ascii: ascii)
                    if c == .outside { return false }
                    out[i] = c
                }
                return true
            }
            guard whole else { return false }
            segments(buf, UnsafeBufferPointer(rebasing: out[0..<buf.count]), body)
            return true
        }
    }

    /// As `segments(_:colonIsMidLetter:classes:_:)`, with room of its own.
    static func segments(_ buf: UnsafeBufferPointer<UInt16>, colonIsMidLetter: Bool, _ body: (Int, Int, Int32) -> Void) -> Bool {
        var classes: [Class] = []
        return segments(buf, colonIsMidLetter: colonIsMidLetter, classes: &classes, body)
    }

    /// The segments of units whose classes are known (none outside).
    @inline(__always)
    private static func segments(_ buf: UnsafeBufferPointer<UInt16>, _ cls: UnsafeBufferPointer<Class>, _ body: (Int, Int, Int32) -> Void) {
        let n = buf.count
        var i = 0
        while i < n {
            let start = i
            let c = cls[i]
            var status: Int32 = 0
            switch c {
            case .space:
                i += 1
                while i < n && cls[i] == .space { i += 1 }
            case .cr:
                i += 1
                if i < n && buf[i] == 0x0A { i += 1 }
            case .hangul:
                status = 200
                i += 1
                while i < n && cls[i] == .hangul { i += 1 }
            case .letter, .digit, .underscore:
                status = c == .letter ? 200 : c == .digit ? 100 : 0
                var last = c
                i += 1
                while i < n {
                    let next = cls[i]
                    if next == .letter || next == .digit || next == .underscore {
                        status = pairStatus(last, next)
                        last = next
                        i += 1
                        continue
                    }
                    // A middle mark between two letters, or two digits.
                    guard i + 1 < n, next == .midLetter || next == .midNumLet || next == .midNum else { break }
                    let after = cls[i + 1]
                    if last == .letter && after == .letter && next != .midNum {
                        status = 200
                    } else if last == .digit && after == .digit && next != .midLetter {
                        status = 100
                    } else {
                        break
                    }
                    last = after
                    i += 2
                }
            default:
                i += 1
            }
            body(start, i, status)
        }
    }

    /// The tag of the rule that joins two of letter, digit and "_".
    @inline(__always)
    private static func pairStatus(_ a: Class, _ b: Class) -> Int32 {
        switch b {
        case .letter: return 200
        case .digit: return 100
        default: return a == .digit ? 100 : 200
        }
    }

    /// A text that holds every pair of the classes above, and each mark between letters,
    /// digits and the two: ICU must split it as `segments` does for the path to be taken.
    static let probe: [UInt16] = Array(("a.b a:b a'b a’b a,b a;b 1.2 1:2 1'2 1’2 1,2 1;2 a.1 1.a a..b 1,,2 a. .a 1, ,1 "
        + "ab a1 1a 12 a_ _a 1_ _1 __ _ a_1 1_a ___ a_b_ _,_ 'a' ’a’ a:" + "  \t x \r\n y \r z \n\u{0B}\u{0C} "
        + "é À×b ÿ÷ ǅa ɏ1 l’été l'été Straße naïve \u{A0}x\u{A0}\u{202F}«a» 3,5 10.000,25 e.g. U.S.A. -a- a-b (a) [1] "
        + "!?#$%^&*+=<>/\\|~`{}\" Ωμέγα ϊ1 Привет мир ёЁ ґ1 а.б б’в 1.٣ مرحبا بالعالم ٣٤ ۵ ١.٢ ب.ت 안녕하세요 세계 가1 a가 가.나 가_ _가 1가 가’나 가,나 a\u{202F}b 1\u{202F} \u{202F}_ Oui\u{202F}? \u{202F}").utf16)
}
