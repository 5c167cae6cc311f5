import Foundation

/// A value that a `LocalizedStringKey` interpolation formats with a printf-style specifier:
/// the integer and floating-point types, as in SwiftUI (where the protocol is public but
/// underscored: it is what `Text("\(count) items")` accepts).
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to the format.
    associatedtype _Arg: CVarArg
    /// The value passed to the format.
    var _arg: Self._Arg { get }
    /// The default format specifier.
    var _specifier: String { get }
}

extension _FormatSpecifiable where Self: SignedInteger {
    /// The value widened to 64 bits.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension _FormatSpecifiable where Self: UnsignedInteger {
    /// The value widened to 64 bits.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
    /// The value as a `Double`.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
