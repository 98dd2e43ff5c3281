internal import CSDL

/// An SDL, SDL_ttf or SDL_image call failed. `message` is `SDL_GetError()` captured when thrown.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What the backend was trying to do, e.g. "create the window".
    public let operation: String
    /// SDL's own explanation.
    public let message: String

    /// Captures `SDL_GetError()` now, for the failed `operation`.
    init(_ operation: String) {
        self.operation = operation
        self.message = String(cString: SDL_GetError())
    }

    init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String { "could not \(operation): \(message)" }
}
