extension Array {
    /// The element at `index`, nil outside the array: `try #require(rows[checked: row + 1])`
    /// fails the test where `rows[row + 1]` would crash the run.
    subscript(checked index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
