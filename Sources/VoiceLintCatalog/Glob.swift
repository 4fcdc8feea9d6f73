/// Glob matching on keys and paths: `*` any run (not across `/`), `**` any run, `?` one character.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var memo: [Int: Bool] = [:]
        func m(_ i: Int, _ j: Int) -> Bool {
            let k = i * (t.count + 1) + j
            if let r = memo[k] { return r }
            var r: Bool
            if i == p.count { r = j == t.count }
            else if p[i] == "*" {
                let doubleStar = i + 1 < p.count && p[i + 1] == "*"
                let next = doubleStar ? i + 2 : i + 1
                r = m(next, j)
                var jj = j
                while !r && jj < t.count && (doubleStar || t[jj] != "/") { jj += 1; r = m(next, jj) }
            } else if j < t.count && (p[i] == "?" || p[i] == t[j]) {
                r = m(i + 1, j + 1)
            } else { r = false }
            memo[k] = r
            return r
        }
        return m(0, 0)
    }
}
