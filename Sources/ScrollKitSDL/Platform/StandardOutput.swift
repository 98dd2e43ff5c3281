internal import CSDL

/// The process's standard output, as C sees it.
public enum StandardOutput {
    /// Makes standard output line-buffered, so a log read through a pipe arrives line by line,
    /// as it is written, rather than in 4 KiB blocks.
    public static func makeLineBuffered() {
        csdl_line_buffer_stdout()
    }
}
