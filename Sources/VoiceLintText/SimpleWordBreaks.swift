/// ICU's word boundaries and rule statuses for text written only in ASCII and the Latin
/// letters (U+00C0 to U+024F), computed by hand: most copy of the Latin-script languages is
/// such text, and ICU's rule-based iterator costs several times the scan below.
///
/// These are the rules of Unicode's word segmentation (UAX #29) as ICU's word rules state them,
/// for the classes such text can hold:
/// - letters (ALetter, status 200), digits (Numeric, 100) and "_" (ExtendNumLet) join in any order;
/// - a letter, then "." "'" "’" (MidNumLet, Single_Quote) or ":" where ICU counts it as
///   MidLetter, then a letter: one word; the same between digits with "," ";" (MidNum), "." "'" "’";
/// - a run of spaces is one segment; CR LF is one; every other unit is a segment of its own;
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
    }

    /// The class of a unit, or nil for a unit outside this path (ICU is asked instead).
    /// `colonIsMidLetter`: whether the locale's ICU joins "a:b". `ascii`: `asciiClasses`' bytes.
    @inline(__always)
    static func classOf(_ u: UInt16, colonIsMidLetter: Bool, ascii: UnsafeBufferPointer<UInt8>) -> Class? {
        if u < 0x80 {
            let c = ascii[Int(u)]
            if c == outside { return nil }
            return c == Class.midLetter.rawValue && !colonIsMidLetter ? .other : Class(rawValue: c)
        }
        if u >= 0xC0 && u <= 0x24F { return u == 0xD7 || u == 0xF7 ? .other : .letter }
        switch u {
        case 0x2019: return .midNumLet      // ’, the typographic apostrophe
        case 0xA0, 0x202F: return .other    // no-break spaces, which ICU does not join
        case 0xAB, 0xBB: return .other      // « »
        default: return nil
        }
    }

    /// `asciiClasses`' value for a unit left to ICU.
    private static let outside: UInt8 = 0xFF

    /// The class of each ASCII unit, as its raw value (`outside`: left to ICU).
    private static let asciiClasses: [UInt8] = (0..<128).map { (v: Int) -> UInt8 in
        let c: Class?
        switch v {
        case 0x41...0x5A, 0x61...0x7A: c = .letter
        case 0x30...0x39: c = .digit
        case 0x5F: c = .underscore
        // ICU gives "@" a word's status: it is left to ICU.
        case 0x40: c = nil
        case 0x3A: c = .midLetter
        case 0x2E, 0x27: c = .midNumLet
        case 0x2C, 0x3B: c = .midNum
        case 0x20: c = .space
        case 0x0D: c = .cr
        case 0x0A, 0x0B, 0x0C: c = .lf
        // Other controls (ICU counts NEL, U+0085, a line end too; it is not ASCII).
        default: c = .other
        }
        return c?.rawValue ?? outside
    }

    /// Calls `body(start, end, status)` for each segment and returns true, or returns false at
    /// once, calling nothing, when a unit is outside this path.
    @inline(__always)
    static func segments(_ buf: UnsafeBufferPointer<UInt16>, colonIsMidLetter: Bool, _ body: (Int, Int, Int32) -> Void) -> Bool {
        asciiClasses.withUnsafeBufferPointer { ascii in
            segments(buf, colonIsMidLetter: colonIsMidLetter, ascii: ascii, body)
        }
    }

    @inline(__always)
    private static func segments(_ buf: UnsafeBufferPointer<UInt16>, colonIsMidLetter: Bool, ascii: UnsafeBufferPointer<UInt8>,
                                 _ body: (Int, Int, Int32) -> Void) -> Bool {
        let n = buf.count
        for u in buf where classOf(u, colonIsMidLetter: colonIsMidLetter, ascii: ascii) == nil { return false }
        @inline(__always) func cls(_ i: Int) -> Class { classOf(buf[i], colonIsMidLetter: colonIsMidLetter, ascii: ascii)! }
        var i = 0
        while i < n {
            let start = i
            let c = cls(i)
            var status: Int32 = 0
            switch c {
            case .space:
                i += 1
                while i < n && cls(i) == .space { i += 1 }
            case .cr:
                i += 1
                if i < n && buf[i] == 0x0A { i += 1 }
            case .letter, .digit, .underscore:
                status = c == .letter ? 200 : c == .digit ? 100 : 0
                var last = c
                i += 1
                while i < n {
                    let next = cls(i)
                    if next == .letter || next == .digit || next == .underscore {
                        status = pairStatus(last, next)
                        last = next
                        i += 1
                        continue
                    }
                    // A middle mark between two letters, or two digits.
                    guard i + 1 < n, next == .midLetter || next == .midNumLet || next == .midNum else { break }
                    let after = cls(i + 1)
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
        return true
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
        + "!?#$%^&*+=<>/\\|~`{}\"").utf16)
}
