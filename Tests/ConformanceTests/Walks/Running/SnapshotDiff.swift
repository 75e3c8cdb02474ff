// Teaches: reading a failure: the model's screen and the real one side by side, one row per field,
// with ≠ in front of every row that differs.

enum SnapshotDiff {
    static func sideBySide(
        model: [SnapshotRow], real: [SnapshotRow], modelTitle: String = "model (docs/SPEC.md)", realTitle: String
    ) -> String {
        var keys: [String] = []
        for row in model + real where !keys.contains(row.key) { keys.append(row.key) }
        let modelValues = Dictionary(model.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let realValues = Dictionary(real.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let keyWidth = min(24, keys.map(\.count).max() ?? 0)
        let modelWidth = min(56, max(18, (model.map(\.value.count).max() ?? 0)))
        var lines = ["  " + pad("field", keyWidth) + " │ " + pad(modelTitle, modelWidth) + " │ " + realTitle]
        for key in keys {
            let expected = modelValues[key] ?? "—"
            let actual = realValues[key] ?? "—"
            let mark = expected == actual ? " " : "≠"
            lines.append("\(mark) " + pad(key, keyWidth) + " │ " + pad(expected, modelWidth) + " │ " + actual)
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
