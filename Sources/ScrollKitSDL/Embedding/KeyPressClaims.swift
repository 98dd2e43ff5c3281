/// Which keys the embedded carousel used the last press of, so that a key's release goes where its
/// press went: the carousel keeps the release of a key it used (Left, Right) and passes on the
/// release of one it did not (Esc, Enter, Tab, a letter). Keys are SDL key codes (`SDL_Keycode`,
/// what the press is translated from; an event made with `SDL_PushEvent` often sets nothing else).
struct KeyPressClaims {
    /// The key codes whose last press the carousel used and which have not been released since.
    private var used: Set<Int32> = []

    /// Notes a press (or the operating system's repeat) of `keyCode`, used by the carousel or not.
    mutating func pressed(_ keyCode: Int32, used wasUsed: Bool) {
        if wasUsed { used.insert(keyCode) } else { used.remove(keyCode) }
    }

    /// Notes the release of `keyCode`.
    /// - Returns: whether the carousel used its last press (false for a key pressed before the
    ///   carousel heard of it).
    mutating func released(_ keyCode: Int32) -> Bool {
        used.remove(keyCode) != nil
    }
}
