// The chat UI SDK.
