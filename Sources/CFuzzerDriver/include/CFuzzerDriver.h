// libFuzzer's entry point for programs with their own main (linked in by -sanitize=fuzzer).
// The fuzz executables call it from their Swift `main` when built with -DLIBFUZZER, so SwiftPM's
// renamed entry point of an executable target keeps working; a plain build never references it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
