import Foundation

/// A value that a `LocalizedStringKey` interpolation formats with a printf-style specifier:
/// the integer and floating-point types, as in SwiftUI (where the protocol is public but
/// underscored: it is what `Text("\(count) items")` accepts). Each conformance passes the value
/// to the format as SwiftUI does: integers narrower than 64 bits as 32-bit values, the others
/// as 64-bit ones, floating-point values as themselves.
public protocol _FormatSpecifiable: Equatable {
    /// The type of the value passed to the format.
    associatedtype _Arg: CVarArg
    /// The value passed to the format.
    var _arg: Self._Arg { get }
    /// The default format specifier.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 64 bits.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 32 bits.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 32 bits.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 64 bits.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 32 bits.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value passed to the format: the value widened to 32 bits.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value passed to the format: the value itself.
    public var _arg: CGFloat { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
