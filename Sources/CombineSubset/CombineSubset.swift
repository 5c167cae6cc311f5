// The Combine subset: Apple-compatible publishers, subscribers and observable objects.
