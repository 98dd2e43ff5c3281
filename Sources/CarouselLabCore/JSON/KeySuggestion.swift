/// "Did you mean …?" for misspelt config keys.
enum KeySuggestion {
    /// The allowed key closest to `key` by case-insensitive edit distance, when the distance is
    /// small enough to be a typo (at most 2, and less than half the key's length).
    static func closest(to key: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= 2 && best.1 * 2 < max(key.count, best.0.count) ? best.0 : nil
    }

    /// Damerau-Levenshtein distance (insertions, deletions, substitutions, adjacent swaps), in
    /// characters. Long inputs are cut to 64 characters: a longer "key" is not a typo anyway.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
