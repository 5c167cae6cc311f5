import Foundation

/// The mapping between SwiftUI's points and terminal cells.
///
/// A column is 8 pt wide and a row 16 pt tall. Lengths round to the nearest cell, and any
/// non-zero length takes at least one cell, so `CGSize(width: 36, height: 36)` is 5 × 2 cells.
/// Negative lengths map symmetrically (used by negative padding).
public enum CellUnits {
    /// Points per terminal column.
    public static let pointsPerColumn: CGFloat = 8
    /// Points per terminal row.
    public static let pointsPerRow: CGFloat = 16

    /// Columns for a horizontal length in points.
    public static func columns(_ points: CGFloat) -> Int { cells(points, per: pointsPerColumn) }
    /// Rows for a vertical length in points.
    public static func rows(_ points: CGFloat) -> Int { cells(points, per: pointsPerRow) }

    static func cells(_ points: CGFloat, per unit: CGFloat) -> Int {
        guard points.isFinite else { return points > 0 ? Layout.unbounded : 0 }
        if points == 0 { return 0 }
        let magnitude = min(abs(points) / unit, CGFloat(Layout.unbounded)).rounded()
        let cells = max(1, Int(magnitude))
        return points < 0 ? -cells : cells
    }
}
