import XCTest
@testable import VoiceLintSources

final class TokenizerTests: XCTestCase {
    func kinds(_ s: String) -> [String] {
        Tokenizer.tokenize(s).map { tok in
            switch tok.kind {
            case .string: return "S(" + tok.literal!.segments.joined(separator: "|") + ")"
            case .identifier: return "I(" + tok.text + ")"
            case .number: return "N(" + tok.text + ")"
            case .op: return "O(" + tok.text + ")"
            case .punct: return tok.text
            }
        }
    }

    func testEscapesAndInterpolation() {
        XCTAssertEqual(kinds(#"x("a\"b\\c\n\u{e9}")"#), ["I(x)", "(", "S(a\"b\\c\n\u{e9})", ")"])
        XCTAssertEqual(kinds(#""a\(f("b)", g(1)))c" + d"#), ["S(a|c)", "O(+)", "I(d)"])
        XCTAssertEqual(kinds(#""\(a)\(b)""#), ["S(||)"])
    }

    func testRawStrings() {
        XCTAssertEqual(kinds(##"#"say "hi" \(x)"#"##), [#"S(say "hi" \(x))"#])
        XCTAssertEqual(kinds(##"#"a\#(x)b"# ."##), ["S(a|b)", "."])
    }

    func testMultilineStringAndComments() {
        let src = "/* a /* nested */ still */ x // tail\n\"\"\"\n  one \"quoted\"\n  \"\"\" y"
        XCTAssertEqual(kinds(src), ["I(x)", "S(\n  one \"quoted\"\n  )", "I(y)"])
        let toks = Tokenizer.tokenize(src)
        XCTAssertEqual(toks.last?.line, 4)
        XCTAssertEqual(toks[1].literal?.isMultiline, true)
    }

    func testOperatorsAndPositions() {
        XCTAssertEqual(kinds("a ?? b ? c : d?.e! == f"), ["I(a)", "O(??)", "I(b)", "O(?)", "I(c)", ":", "I(d)", "O(?)", ".", "I(e)", "O(!)", "O(==)", "I(f)"])
        let toks = Tokenizer.tokenize("é.accessibilityLabel\n  `default`")
        XCTAssertEqual(toks.map(\.column), [1, 2, 3, 3])
        XCTAssertEqual(toks[3].text, "default")
        XCTAssertTrue(toks[3].newlineBefore)
        XCTAssertFalse(toks[1].spaceBefore)
    }

    func testUnterminatedStringStopsAtLineEnd() {
        XCTAssertEqual(kinds("\"open\nnext"), ["S(open)", "I(next)"])
    }

    func testObjectiveCStrings() {
        let toks = Tokenizer.tokenize("#import \"A.h\"\nx = @\"k\\\"ey\"; c = '\"';", dialect: .objectiveC)
        XCTAssertEqual(toks.map { $0.kind == .string ? "S:" + $0.literal!.value : $0.text }, ["x", "=", "S:k\"ey", ";", "c", "=", "", ";"])
    }

    func testKeySkeletons() {
        XCTAssertEqual(KeyIndex.skeleton(ofKey: "a %@ b %1$lld c %.2f d %% e %#@n@"), "a \u{1} b \u{1} c \u{1} d % e \u{1}")
        XCTAssertEqual(KeyIndex.skeleton(ofKey: "50% off"), "50% off")
        XCTAssertEqual(KeyIndex.normalise("Common.Controls.A11YLabels-x_y"), "commoncontrolsa11ylabelsxy")
    }
}
