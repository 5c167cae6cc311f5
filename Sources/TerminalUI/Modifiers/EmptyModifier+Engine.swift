/// `EmptyModifier` leaves its content unchanged: the engine passes the content through. Without
/// this, a modifier returned as `some ViewModifier` that is an `EmptyModifier` (the default of
/// most SDK style hooks) traps on its missing body.
extension EmptyModifier: PrimitiveModifier {}
