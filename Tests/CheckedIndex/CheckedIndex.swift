extension Array {
    /// The element at `index`, nil outside the array: `try #require(rows[checked: row + 1])`
    /// fails the test where `rows[row + 1]` would crash the run.
    public subscript(checked index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    /// The elements in `range`, nil unless all of it is inside the array:
    /// `try #require(rows[checked: top..<bottom])` fails the test where `rows[top..<bottom]`
    /// would crash the run.
    public subscript(checked range: Range<Int>) -> ArraySlice<Element>? {
        range.lowerBound >= startIndex && range.upperBound <= endIndex ? self[range] : nil
    }
}
